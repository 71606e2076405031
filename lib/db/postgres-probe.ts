import { DatabaseMissing, DatabaseUnreachable } from '../errors.ts'
import { tlsRefused, unreachable, type ServerName } from './connect-error.ts'

/** What of pg-pool's Pool the probe uses: it makes each client from its `options`. */
export interface ProbedPool {
  connect: () => Promise<{ release: () => void, query: (sql: string) => Promise<{ rows: Array<Record<string, unknown>> }> }>
  options: Record<string, unknown>
  Client: new (options: Record<string, unknown>) => { connect: () => Promise<unknown>, query: (sql: string) => Promise<unknown>, end: () => Promise<void> }
}

export interface ProbeSettings {
  server: ServerName
  /** sslmode=prefer: a server without TLS is connected to in plain text. */
  fallBackToPlain: boolean
  /** Create the database when it does not exist (DBOptions.createDatabase). */
  createDatabase: boolean
  /** ms sent as the startup parameter statement_timeout (0 when none was), checked to be in force. */
  statementTimeout?: number
  /** Statements are named (preparedStatements), which a pooler in transaction mode breaks. */
  named?: boolean
  /**
   * A read replica: one that does not answer now is the read router's to retry, not a reason to
   * refuse to start; one that answers without the statement_timeout sent is.
   */
  replica?: boolean
}

/** PostgreSQL's "database does not exist". */
const NO_DATABASE = '3D000'

/**
 * Whether the login failed for want of the database: PostgreSQL says so by its SQLSTATE; PgBouncer,
 * logging in for the client, relays it as a protocol error (08P01) whose text is the only sign.
 */
function noDatabase (error: unknown): boolean {
  const { code, message } = error as { code?: unknown, message?: unknown }
  return code === NO_DATABASE || (code === '08P01' && typeof message === 'string' && /^database ".*" does not exist$/.test(message))
}

/**
 * Opens one connection of the pool before anything else is asked of it, so that what stands in
 * the way is said at start, in words: the server unreachable or refusing (FMR_ERR_DB_CONNECT),
 * the database missing (FMR_ERR_DATABASE_MISSING, or created with createDatabase). MikroORM
 * connects lazily and, asked to ensure the database, created a mistyped one without a word.
 */
export async function probe (pool: ProbedPool, settings: ProbeSettings): Promise<void> {
  let client: Awaited<ReturnType<ProbedPool['connect']>>
  try {
    client = await pool.connect()
  } catch (error) {
    if (settings.fallBackToPlain && tlsRefused(error)) {
      // pg-pool makes every client from these options: the pool's next connections are plain.
      pool.options.ssl = false
      return await probe(pool, { ...settings, fallBackToPlain: false })
    }
    if (settings.replica === true) return
    if (!noDatabase(error)) throw unreachable(error, settings.server)
    const database = String(pool.options.database)
    if (!settings.createDatabase) throw missing(database, settings.server, error)
    await createDatabase(pool, database, settings.server)
    return await probe(pool, { ...settings, createDatabase: false })
  }
  try {
    if ((settings.statementTimeout ?? 0) > 0) await timeoutInForce(client, settings)
  } finally {
    client.release()
  }
}

/**
 * Refuses a statement_timeout that was sent and is not in force: a pooler (PgBouncer listing it in
 * ignore_startup_parameters) dropped it. PostgreSQL applies a startup parameter over the database's
 * and the role's settings, so on its own connection it always reads back as sent. Such a pooler in
 * transaction mode also moves named statements' requests between server connections: a third of
 * the plain reads failed with 42P05 or 26000, answered 500.
 */
async function timeoutInForce (client: { query: (sql: string) => Promise<{ rows: Array<Record<string, unknown>> }> }, settings: ProbeSettings): Promise<void> {
  const { rows } = await client.query("select setting from pg_settings where name = 'statement_timeout'")
  const setting = String(rows[0]?.setting)
  if (setting === String(settings.statementTimeout)) return
  const { server } = settings
  const where = `${server.host}:${server.port}`
  const declare = `declare it with ?preparedStatements=false in ${settings.replica === true ? 'the replica\'s' : 'the'} URL`
  const fix = settings.named === true
    ? `${declare}, which sends no statement_timeout and names no statement, and set the timeout on the database or its role (docs/replicas-and-poolers.md).`
    : 'leave statementTimeout out and set the timeout on the database or its role (docs/replicas-and-poolers.md).'
  throw new DatabaseUnreachable(`Cannot use ${settings.replica === true ? 'the PostgreSQL replica' : 'PostgreSQL'} at ${where} (${server.url}): statement_timeout was sent as ${String(settings.statementTimeout)} ms and is ${setting} ms. ` +
    `A connection pooler (PgBouncer) at ${where} ignores it (ignore_startup_parameters): ${fix}`)
}

function missing (database: string, server: ServerName, cause: unknown): Error {
  const user = new URL(server.url).username
  return new DatabaseMissing(`The PostgreSQL database ${database} does not exist on ${server.host}:${server.port} (${server.url}). ` +
    `Check its name in the URL; create it (createdb -h ${server.host} -p ${server.port}${user === '' ? '' : ` -U ${user}`} ${database}), ` +
    'or pass createDatabase: true to new DB() to have createAll() create it.', { cause })
}

/** Creates the database from the server's `postgres` database, as createdb does. */
async function createDatabase (pool: ProbedPool, database: string, server: ServerName): Promise<void> {
  const admin = new pool.Client({ ...pool.options, database: 'postgres' })
  try {
    await admin.connect()
    await admin.query(`create database "${database.replaceAll('"', '""')}"`)
  } catch (error) {
    // Another process creating it at the same moment is as good.
    if ((error as { code?: unknown }).code !== '42P04') {
      throw new DatabaseMissing(`The PostgreSQL database ${database} does not exist on ${server.host}:${server.port} and could not be created (createDatabase: true): ${(error as Error).message}`, { cause: error })
    }
  } finally {
    await admin.end().catch(() => {})
  }
}
