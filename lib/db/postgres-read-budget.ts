import { QueryTimeout } from '../errors.ts'
import { postgresRunner, type StatementCounter } from '../read/runner.ts'
import type { CancelTarget } from './postgres-cancel.ts'
import { ReadSlots } from './read-slots.ts'

type PgQuery = Parameters<typeof postgresRunner>[0]['query']

/** A pooled pg client: what a read needs of it, and its backend's key for a cancel. */
export interface PoolClient extends CancelTarget {
  query: PgQuery & ((text: string) => Promise<unknown>)
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
  names: Map<string, string>
  /** Connections of the pool (`poolSize`): costly reads take at most half of them. */
  poolSize: number
}

/**
 * The costly reads of one PostgreSQL pool (lib/read/costly.ts): each in a read-only transaction
 * whose `statement_timeout` is what is left of the budget (`SET LOCAL`: behind a pooler in
 * transaction mode a session setting would stay on the server connection for other clients),
 * so the server cancels it there (57014, answered FMR_ERR_QUERY_TIMEOUT). At most half of the
 * pool runs them at once: the others wait in line within their budget, and every other
 * request finds a connection meanwhile.
 */
export function budgetedReads (pool: ConnectingPool, settings: ReadBudget): (sql: string, params: unknown[]) => Promise<unknown[][]> {
  const { budget } = settings
  const slots = new ReadSlots(Math.max(1, Math.floor(settings.poolSize / 2)))
  const late = (): Error => new QueryTimeout(budget)
  return async (sql, params) => {
    const deadline = Date.now() + budget
    await slots.acquire(deadline, late)
    try {
      const client = await pool.connect()
      let broken: Error | undefined
      try {
        const left = Math.max(1, deadline - Date.now())
        await client.query(`begin transaction read only; set local jit = off; set local statement_timeout = ${left}`)
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
