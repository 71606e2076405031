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
   * The pool's connections are the server's own (no pooler declared, and none found: `names`), each
   * with JIT off for its session (`ownSession`): a costly read is then a plain one, stopped by a
   * cancel request.
   */
  ownConnections: boolean
}

/**
 * Whether a new connection is the server's own, and then JIT off for its session (pg-pool's
 * `onConnect`, which the pool awaits before it gives the connection out, so no statement of the
 * app is queued behind it: pg 8 warns of a query sent while another runs). On a costly read,
 * PostgreSQL's JIT compilation took seconds that neither a statement timeout nor a cancel cuts
 * short. pg's client holds the process id the server gave it at login; a pooler (PgBouncer) gives
 * its clients an id of its own, and passes a session setting on to its other clients (measured: 2
 * of 10 PgBouncer server connections had JIT off for another client): there nothing is set, and
 * the answer is the pooler's id and the server's. One statement either way; `jit` false (a URL's
 * options set it) sets nothing. A connection that fails here is not given out; the request that
 * asked for it gets the error, within `timeout` ms (pg's query_timeout): the pool's wait for a
 * connection stops before this runs, so a server that never answers it would hold the request and
 * its pool slot for good.
 */
export async function ownSession (client: OwnSessionClient, timeout: number, jit: boolean): Promise<{ own: true } | { own: false, given: number, server: number }> {
  const given = Number(client.processID)
  const off = jit ? "case when pg_backend_pid() = $1 then set_config('jit', 'off', false) end" : 'null'
  const { rows } = await client.query({ text: `select pg_backend_pid() as pid, ${off} as jit`, values: jit ? [given] : [], query_timeout: timeout })
  const server = Number(rows[0]?.pid)
  return server === given ? { own: true } : { own: false, given, server }
}

/** What ownSession needs of a pg client. */
export interface OwnSessionClient {
  processID?: number | null
  query: (query: { text: string, values: unknown[], query_timeout: number }) => Promise<{ rows: Array<Record<string, unknown>> }>
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
      if (settings.ownConnections && !settings.names.unnamed) return await plainRunner.rows(sql, params)
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
