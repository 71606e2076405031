import { DatabaseMissing } from '../errors.ts'
import { tlsRefused, unreachable, type ServerName } from './connect-error.ts'

/** What of pg-pool's Pool the probe uses: it makes each client from its `options`. */
export interface ProbedPool {
  connect: () => Promise<{ release: () => void }>
  options: Record<string, unknown>
  Client: new (options: Record<string, unknown>) => { connect: () => Promise<unknown>, query: (sql: string) => Promise<unknown>, end: () => Promise<void> }
}

export interface ProbeSettings {
  server: ServerName
  /** sslmode=prefer: a server without TLS is connected to in plain text. */
  fallBackToPlain: boolean
  /** Create the database when it does not exist (DBOptions.createDatabase). */
  createDatabase: boolean
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
  try {
    (await pool.connect()).release()
  } catch (error) {
    if (settings.fallBackToPlain && tlsRefused(error)) {
      // pg-pool makes every client from these options: the pool's next connections are plain.
      pool.options.ssl = false
      return await probe(pool, { ...settings, fallBackToPlain: false })
    }
    if (!noDatabase(error)) throw unreachable(error, settings.server)
    const database = String(pool.options.database)
    if (!settings.createDatabase) throw missing(database, settings.server, error)
    await createDatabase(pool, database, settings.server)
    return await probe(pool, { ...settings, createDatabase: false })
  }
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
