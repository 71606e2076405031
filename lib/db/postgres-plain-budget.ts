import { QueryTimeout } from '../errors.ts'
import type { PgAnswer, PgQueryable, PgStatement } from '../read/runner.ts'
import { sendCancel } from './postgres-cancel.ts'
import type { ConnectingPool } from './postgres-read-budget.ts'

/**
 * A pool whose queries each have `budget` ms (`readTimeout`) once sent: past it the read is
 * answered FMR_ERR_QUERY_TIMEOUT at once and the server is asked to cancel it (a CancelRequest,
 * which a pooler relays), with no statement more on the way of a read that ends in time, as a
 * `SET LOCAL statement_timeout` in a transaction of its own would cost (two round trips). The
 * connection of a read past its budget is not given out again: a cancel that arrives late must
 * never stop the next client's statement on it. For the plain reads (lib/read/costly.ts says
 * which are not); the wait for a connection is the pool's own (10 s, then 503).
 */
export function budgetedPool (pool: ConnectingPool, budget: number): PgQueryable {
  return { query: (statement, answer) => { budgetedQuery(pool, statement, budget, budget, answer) } }
}

/**
 * One query of `budgetedPool`, stopped after `limit` ms; its error names `budget` (what is left of
 * it may be less). `answer` is called once, by whichever comes first, the answer or the timer.
 */
export function budgetedQuery (pool: ConnectingPool, statement: PgStatement, limit: number, budget: number, answer: PgAnswer): void {
  pool.connect().then(client => {
    let late = false
    const timer = setTimeout(() => {
      late = true
      sendCancel(client)
      answer(new QueryTimeout(budget))
    }, limit)
    const settle: PgAnswer = (error, result) => {
      clearTimeout(timer)
      client.release(late)
      // After the timer, the answer or error that follows only releases the connection.
      if (!late) answer(error, result)
    }
    try {
      client.query(statement, settle)
    } catch (error) { // pg refuses some statements before sending them, by throwing
      settle(error as Error)
    }
  }, (error: unknown) => { answer(error as Error) })
}
