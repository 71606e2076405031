import type { DB } from './db.ts'

/** A connection pool's state at one moment. */
export interface PoolUsage {
  /** Connections open, busy and idle. */
  total: number
  idle: number
  /** Requests waiting for a connection. */
  waiting: number
}

interface PgPool { totalCount: number, idleCount: number, waitingCount: number }

/**
 * The PostgreSQL pool's usage now (metrics, `docs/deploying.md`), or undefined on SQLite, which
 * has no pool: one write connection and one read connection per process.
 */
export async function poolUsage (db: DB): Promise<PoolUsage | undefined> {
  if (db.dialect !== 'postgresql') return undefined
  const connection = db.orm.em.getConnection() as unknown as { getNativeClient: () => Promise<PgPool> }
  const pool = await connection.getNativeClient()
  return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }
}
