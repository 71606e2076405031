import { Reader } from '../read/reader.ts'
import { postgresRunner } from '../read/runner.ts'
import type { CommonOptions, Connection } from './connection.ts'
import { loadDriver } from './load-driver.ts'

/** How long a request waits for a pooled PostgreSQL connection before it is answered 503. */
const POOL_WAIT_MS = 10_000

/**
 * Opens a PostgreSQL pool. statement_timeout (ms, 0 for none) is set by pg on each new
 * connection: a runaway statement is cancelled by the server (57014, answered 503) and its
 * connection goes back to the pool. Reads and single-statement writes share the pool.
 */
export async function connectPostgres (common: CommonOptions, clientUrl: string, statementTimeout: number): Promise<Connection> {
  const { MikroORM } = await loadDriver('postgresql')
  const driverOptions = {
    onPoolCreated: releaseDeadClients,
    connectionTimeoutMillis: POOL_WAIT_MS,
    ...(statementTimeout > 0 ? { statement_timeout: statementTimeout } : {})
  }
  const orm = await MikroORM.init({ ...common, clientUrl, driverOptions } as never)
  const pool = await (orm.em.getConnection() as unknown as { getNativeClient: () => Promise<never> }).getNativeClient()
  const reader = new Reader(postgresRunner(pool))
  return { orm, reader, writeRunner: reader.runner, closeReader: () => {} }
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
