import { Reader } from '../read/reader.ts'
import type { EntityManager } from '@mikro-orm/core'
import { postgresRunner, statementNames, unnamedFromNowOn, withCostly, type PgQueryable, type SqlRunner, type StatementCounter, type StatementNames } from '../read/runner.ts'
import { transactionRunner as kyselyRunner } from '../read/transaction-reader.ts'
import type { CommonOptions, Connection } from './connection.ts'
import { loadDriver } from './load-driver.ts'
import { budgetedPool } from './postgres-plain-budget.ts'
import { budgetedReads, ownSession, type ConnectingPool, type OwnSessionClient } from './postgres-read-budget.ts'
import type { ReplicaRunner } from './read-router.ts'
import { probe, type ProbedPool } from './postgres-probe.ts'
import { urlSets } from './postgres-servers.ts'
import type { ServerName } from './connect-error.ts'
import type { Tls } from './tls-options.ts'
import type { PostgresParams } from './uri.ts'

/** One server to connect to: its URL without parameters, what they asked of the connection. */
export interface PostgresServer {
  clientUrl: string
  tls: Tls
  params: PostgresParams
  /** false: every statement unnamed (behind PgBouncer in transaction mode), no session setting sent. */
  preparedStatements: boolean
  /** ms, 0 for none: sent as the startup parameter statement_timeout, unless the URL's options set it. */
  statementTimeout: number
}

/** A read replica: named for start-up errors (its URL as given, without the password). */
export interface PostgresReplica extends PostgresServer {
  name: ServerName
}

export interface PostgresSettings extends PostgresServer {
  /** The primary, named for start-up errors. */
  server: ServerName
  /** A database that does not exist is created (DBOptions.createDatabase). */
  createDatabase: boolean
  /** Read replicas. */
  replicas: readonly PostgresReplica[]
  /** Connections at most per pool (the primary's, each replica's). */
  poolSize: number
  /** The budget of a read that can be costly (its statement_timeout); ms. */
  readTimeout: number
}

interface NativeClientOwner { getNativeClient: () => Promise<never> }

/** How long a request waits for a pooled PostgreSQL connection before it is answered 503. */
const POOL_WAIT_MS = 10_000

/**
 * Opens a PostgreSQL pool, and one per read replica (MikroORM's `replicas`, which copies these
 * driver options to each). statement_timeout (ms, 0 for none) is set by pg on each new
 * connection: a runaway statement is cancelled by the server (57014, answered 503) and its
 * connection goes back to the pool. Reads and single-statement writes share the primary's pool.
 * MikroORM's own reads stay on the primary (`preferReadReplicas: false`): the model layer and
 * hooks read what was just written; the plugin's GETs choose a replica themselves (ReadRouter).
 */
export async function connectPostgres (common: CommonOptions, settings: PostgresSettings): Promise<Connection> {
  const { MikroORM } = await loadDriver('postgresql')
  /** The statement_timeout sent as a startup parameter to `server`, 0 for none: a URL's own options say what the user wants. */
  const sentTimeout = (server: PostgresServer): number => urlSets(server, 'statement_timeout') ? 0 : server.statementTimeout
  // The statement names of each pool (the primary's, each replica's), which its connections mark
  // as behind a pooler where one is found (ownSession).
  const names = statementNames()
  const replicaNames = settings.replicas.map(() => statementNames())
  /** Sets JIT off on a new connection of `server`'s pool, unless it is found to be a pooler's. */
  const onConnect = (server: PostgresServer, poolNames: StatementNames) => async (client: OwnSessionClient): Promise<void> => {
    const session = await ownSession(client, POOL_WAIT_MS, !urlSets(server, 'jit'))
    if (!session.own) unnamedFromNowOn(poolNames, `PostgreSQL at ${serverName(server.clientUrl)} answered from server process ${session.server}, not ${session.given} as it said at login`)
  }
  const driverOptions = (server: PostgresServer, poolNames: StatementNames): Record<string, unknown> => ({
    onPoolCreated: (pool: Parameters<typeof releaseDeadClients>[0]) => { releaseDeadClients(pool) },
    // preparedStatements false says a pooler in transaction mode is between (docs/replicas-and-poolers.md);
    // a URL whose options set jit, or statement_timeout, says what the user wants.
    ...(server.preparedStatements ? { onConnect: onConnect(server, poolNames) } : {}),
    connectionTimeoutMillis: POOL_WAIT_MS,
    ...(sentTimeout(server) > 0 ? { statement_timeout: sentTimeout(server) } : {}),
    ssl: server.tls.ssl,
    ...(server.params.application_name === undefined ? {} : { application_name: server.params.application_name }),
    ...(server.params.options === undefined ? {} : { options: server.params.options })
  })
  const replicas = settings.replicas.map((replica, i) => ({ clientUrl: replica.clientUrl, name: `replica-${i + 1}`, driverOptions: driverOptions(replica, replicaNames[i]) }))
  const orm = await MikroORM.init({ ...common, clientUrl: settings.clientUrl, driverOptions: driverOptions(settings, names), pool: { max: settings.poolSize }, replicas, preferReadReplicas: false } as never)
  const pool = await (orm.em.getConnection() as unknown as NativeClientOwner).getNativeClient()
  try {
    await probe(pool as ProbedPool, { server: settings.server, fallBackToPlain: settings.tls.fallBackToPlain, createDatabase: settings.createDatabase, statementTimeout: sentTimeout(settings), named: settings.preparedStatements })
  } catch (error) {
    await orm.close()
    throw error
  }
  const counter: StatementCounter = { executed: 0 }
  // Every read has readTimeout: a plain or joined one on the pool's connection (budgetedPool), a
  // costly one on at most half of its pool (budgetedReads).
  const budgeted = (native: ConnectingPool, poolNames: StatementNames, named: boolean): SqlRunner => {
    const plain = postgresRunner(budgetedPool(native, settings.readTimeout), named, counter, poolNames)
    const costly = budgetedReads(native, { budget: settings.readTimeout, named, counter, names: poolNames, poolSize: settings.poolSize, ownConnections: named })
    return withCostly(plain, async (sql, params, bigints, cost) => cost === 'costly' ? await costly(sql, params) : await plain.rows(sql, params, bigints))
  }
  const primary = postgresRunner(pool, settings.preparedStatements, counter, names)
  const reader = new Reader(budgeted(pool, names, settings.preparedStatements))
  // MikroORM keeps its replica connections to itself (a protected field); their pools are ours to read on.
  const connections = (orm.em.getDriver() as unknown as { replicas: NativeClientOwner[] }).replicas
  const replicaPools = await Promise.all(connections.map(async connection => await connection.getNativeClient()))
  // sslmode=prefer on a replica without TLS: plain, as on the primary; its statement_timeout
  // checked as the primary's (configured by URL too, it may be reached through a pooler).
  const probed = await Promise.allSettled(replicaPools.map(async (replicaPool, i) => {
    const replica = settings.replicas[i]
    await probe(replicaPool as ProbedPool, { server: replica.name, fallBackToPlain: replica.tls.fallBackToPlain, createDatabase: false, statementTimeout: sentTimeout(replica), named: replica.preparedStatements, replica: true })
  }))
  const refused = probed.find(result => result.status === 'rejected')
  if (refused !== undefined) {
    await orm.close()
    throw refused.reason
  }
  const replicaRunners: ReplicaRunner[] = replicaPools.map((replicaPool, i) => ({
    name: serverName(settings.replicas[i].clientUrl),
    runner: budgeted(replicaPool, replicaNames[i], settings.replicas[i].preparedStatements)
  }))
  const transactionRunner = async (em: EntityManager): Promise<SqlRunner | undefined> => {
    // A pooler found (names.unnamed): the transaction's client is not one of its own.
    if (!settings.preparedStatements || names.unnamed) return undefined
    const client = await transactionClient(pool, em)
    return client === undefined ? undefined : postgresRunner(client, true, counter, names, true)
  }
  return { orm, reader, writeRunner: primary, replicas: replicaRunners, transactionRunner, closeReader: () => {} }
}

interface PooledClient {
  processID?: number | null
  query: PgQueryable['query']
}

/**
 * The pool's client that `em`'s open transaction runs on, found by its server process id (one
 * statement): MikroORM runs a transaction through Kysely, which keeps the client to itself. On it
 * the transaction's statements can be the pool's named ones, parsed and planned once per
 * connection, instead of Kysely's unnamed ones. pg-pool lists its clients in `_clients`, which it
 * does not document: where that list is absent, or no client has the id (behind a pooler), there
 * is none and the caller stays with Kysely.
 */
async function transactionClient (pool: unknown, em: EntityManager): Promise<PooledClient | undefined> {
  const clients = (pool as { _clients?: unknown })._clients
  if (!Array.isArray(clients)) return undefined
  const [[pid]] = await kyselyRunner(em).rows('select pg_backend_pid()', [])
  return (clients as PooledClient[]).find(client => client.processID === pid && typeof client.query === 'function')
}

/** `host:port/database` of a connection URL: a replica's name in reports, without its credentials. */
function serverName (url: string): string {
  const parsed = new URL(url)
  return `${parsed.hostname}:${parsed.port === '' ? '5432' : parsed.port}${parsed.pathname}`
}

interface PgClient {
  release?: (error?: Error) => void
  once: (event: 'end', listener: () => void) => void
}

/**
 * Gives a pooled PostgreSQL connection back to the pool when the server drops it while it is
 * checked out. A transaction's connection is released only by a successful commit or rollback
 * (Kysely), and neither can succeed on a dead connection: without this every terminated
 * connection stayed checked out for good, until the pool had none left and every request (and
 * `close()`) waited forever. Later releases of the same connection become no-ops.
 */
function releaseDeadClients (pool: { on: (event: 'connect', listener: (client: PgClient) => void) => void }): void {
  pool.on('connect', client => {
    client.once('end', () => {
      const release = client.release
      client.release = () => {}
      try {
        release?.(new Error('The connection ended'))
      } catch {
        // It was idle, so already released: the pool drops an idle connection by itself.
      }
    })
  })
}
