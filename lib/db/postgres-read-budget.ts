import { narrowTimeoutSql } from './statement-timeout.ts'
import { QueryTimeout } from '../errors.ts'
import { postgresRunner, type PgQueryable, type StatementCounter, type StatementNames } from '../read/runner.ts'
import type { CancelTarget } from './postgres-cancel.ts'
import { budgetedPool } from './postgres-plain-budget.ts'
import { ReadSlots } from './read-slots.ts'

/** A pooled pg client: what a read needs of it, and its backend's key for a cancel. */
export interface PoolClient extends CancelTarget, PgQueryable {
  query: PgQueryable['query'] & ((text: string) => Promise<unknown>)
  release: (destroy?: Error | boolean) => void
}
export interface ConnectingPool { connect: () => Promise<PoolClient> }

export interface ReadBudget {
  /** ms (`readTimeout`). */
  budget: number
  /** Named statements (false behind a pooler in transaction mode). */
  named: boolean
  counter: StatementCounter
  /** The pool's statement names (see postgresRunner). */
  names: StatementNames
  /** Connections of the pool (`poolSize`): costly reads take at most half of them. */
  poolSize: number
  /**
   * The pool's connections are the server's own (no pooler between), each with JIT off for its
   * session (`jitOff`): a costly read is then a plain one, stopped by a cancel request.
   */
  ownConnections: boolean
}

/**
 * Sets JIT off for the session of a new connection (pg-pool's `onConnect`, which the pool awaits
 * before it gives the connection out, so no statement of the app is queued behind it: pg 8 warns
 * of a query sent while another runs). On a costly read, PostgreSQL's JIT compilation took
 * seconds that neither a statement timeout nor a cancel cuts short. A session setting, so only
 * where the connection is the server's own: behind a pooler it would stay on a server connection
 * given to others, and PgBouncer refuses the `options` startup parameter that would say it at login.
 * A connection that fails here is not given out; the request that asked for it gets the error,
 * within `timeout` ms (pg's query_timeout): the pool's wait for a connection stops before this
 * runs, so a server that never answers it would hold the request and its pool slot for good.
 */
export async function jitOff (client: { query: (query: { text: string, query_timeout: number }) => Promise<unknown> }, timeout: number): Promise<void> {
  await client.query({ text: 'set jit = off', query_timeout: timeout })
}

/**
 * The costly reads of one PostgreSQL pool (lib/read/costly.ts). On the server's own connections
 * (JIT off for their sessions) each is a plain read, stopped past the budget by a cancel request
 * as the plain reads are (postgres-plain-budget.ts): one round trip. Behind a pooler each runs in
 * a read-only transaction with JIT off and a `statement_timeout` of the budget (`SET LOCAL`: a
 * session setting would stay on the server connection for other clients), so the server cancels
 * it there (57014, answered FMR_ERR_QUERY_TIMEOUT): three round trips. At most half of the pool
 * runs them at once: the others wait in line (READ_WAIT_MS, not part of the budget), and every
 * other request finds a connection meanwhile.
 */
export function budgetedReads (pool: ConnectingPool, settings: ReadBudget): (sql: string, params: unknown[]) => Promise<unknown[][]> {
  const { budget } = settings
  const slots = new ReadSlots(Math.max(1, Math.floor(settings.poolSize / 2)))
  const plainRunner = postgresRunner(budgetedPool(pool, budget), settings.named, settings.counter, settings.names)
  return async (sql, params) => {
    // The budget is the statement's own time: the wait for a slot has its own bound (ReadSlots),
    // the wait for a connection the pool's.
    await slots.acquire()
    try {
      if (settings.ownConnections) return await plainRunner.rows(sql, params)
      const client = await pool.connect()
      let broken: Error | undefined
      try {
        await client.query(`begin transaction read only; set local jit = off; ${narrowTimeoutSql(budget)}`)
      } catch (error) {
        client.release(error as Error) // the connection could not even begin: it is not given out again
        throw error
      }
      try {
        const rows = await postgresRunner(client, settings.named, settings.counter, settings.names).rows(sql, params)
        await client.query('commit')
        return rows
      } catch (error) {
        await client.query('rollback').catch((failure: unknown) => { broken = failure as Error })
        if ((error as { code?: unknown }).code === '57014') throw new QueryTimeout(budget, { cause: error })
        throw error
      } finally {
        client.release(broken)
      }
    } finally {
      slots.release()
    }
  }
}
