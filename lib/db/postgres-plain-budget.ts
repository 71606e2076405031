import { QueryTimeout } from '../errors.ts'
import type { postgresRunner } from '../read/runner.ts'
import { sendCancel } from './postgres-cancel.ts'
import type { ConnectingPool } from './postgres-read-budget.ts'

type PgQuery = Parameters<typeof postgresRunner>[0]['query']
type PgConfig = Parameters<PgQuery>[0]

/**
 * A pool whose queries each have `budget` ms (`readTimeout`) once sent: past it the read is
 * answered FMR_ERR_QUERY_TIMEOUT at once and the server is asked to cancel it (a CancelRequest,
 * which a pooler relays), with no statement more on the way of a read that ends in time, as a
 * `SET LOCAL statement_timeout` in a transaction of its own would cost (two round trips). The
 * connection of a read past its budget is not given out again: a cancel that arrives late must
 * never stop the next client's statement on it. For the plain reads (lib/read/costly.ts says
 * which are not); the wait for a connection is the pool's own (10 s, then 503).
 */
export function budgetedPool (pool: ConnectingPool, budget: number): { query: PgQuery } {
  return { query: async config => await budgetedQuery(pool, config, budget, budget) }
}

/**
 * One query of `budgetedPool`, stopped after `limit` ms; its error names `budget` (what is left of
 * it may be less). One promise settled by whichever comes first, the answer or the timer.
 */
export async function budgetedQuery (pool: ConnectingPool, config: PgConfig, limit: number, budget: number): ReturnType<PgQuery> {
  const client = await pool.connect()
  return await new Promise((resolve, reject) => {
    let late = false
    const timer = setTimeout(() => {
      late = true
      sendCancel(client)
      reject(new QueryTimeout(budget))
    }, limit)
    const settle = (): void => {
      clearTimeout(timer)
      client.release(late)
    }
    // After the timer, the answer or error that follows only releases the connection.
    client.query(config).then(result => {
      settle()
      resolve(result)
    }, (error: unknown) => {
      settle()
      reject(late ? new QueryTimeout(budget, { cause: error }) : error)
    }).catch(reject)
  })
}
