import type { FastifyRequest, LightMyRequestResponse } from 'fastify'
import { errors, type DB } from '../../lib/index.ts'
import { kInScope } from '../../lib/symbols.ts'
import { ScopeAborted } from '../../lib/db/transaction-scope.ts'
import type { BatchResource } from '../resources/batch-resource.ts'
import { inBatch, type BatchContext, type OperationAnswer } from './batch-context.ts'
import type { Operation } from './batch-operations.ts'
import { resolveBody, resolvePath } from './batch-refs.ts'

/** The operation that failed the batch: its own answer (status, body, content type), or the batch's refusal of it. */
export type BatchFailure =
  | { index: number, answer: OperationAnswer, type: string }
  | { index: number, error: Error }

/** `headers`: the rate limit's, as the last operation run left them (see rateLimitHeaders). */
export type BatchOutcome = ({ results: OperationAnswer[] } | { failure: BatchFailure }) & { headers?: Record<string, string> }

const RATE_LIMIT_HEADERS = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'retry-after']

/**
 * The rate limit's headers of an operation's answer, or none. Each operation is counted as the
 * request it stands for (it passes its route's hooks, the limit's too, as the batch's client):
 * the batch answers with what its last operation left, not with the count it started with.
 */
function rateLimitHeaders (response: LightMyRequestResponse): Record<string, string> | undefined {
  if (response.headers['x-ratelimit-remaining'] === undefined) return undefined
  const headers: Record<string, string> = {}
  for (const name of RATE_LIMIT_HEADERS) if (response.headers[name] !== undefined) headers[name] = String(response.headers[name])
  return headers
}

/**
 * Headers of the batch request that each operation does not take: those of the batch's own body,
 * and conditions, which name one record's tag and cannot hold for every operation.
 */
const NOT_FORWARDED = new Set([
  'content-length', 'content-type', 'content-encoding', 'transfer-encoding', 'connection', 'expect', 'accept-encoding',
  'if-match', 'if-none-match', 'if-modified-since', 'if-unmodified-since'
])

function forwarded (headers: FastifyRequest['headers']): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !NOT_FORWARDED.has(name)) out[name] = value
  return out
}

function answerOf (response: LightMyRequestResponse): OperationAnswer {
  const text = response.body
  const json = String(response.headers['content-type'] ?? '').includes('json')
  return { status: response.statusCode, body: text === '' ? null : json ? JSON.parse(text) : text }
}

/** An operation that failed: what ends the batch's transaction, rolling it back. */
class Failed extends Error {
  readonly failure: BatchFailure
  constructor (failure: BatchFailure) {
    super('batch operation failed')
    this.failure = failure
  }
}

/** Runs `work`, or rejects with BatchTimeout once `ms` have passed (the caller then waits for work to end). */
async function withinTime<T> (ms: number, work: Promise<T>): Promise<T> {
  work.catch(() => {}) // past the time bound, its failure is no one's to answer
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_resolve, reject) => { timer = setTimeout(() => reject(new errors.BatchTimeout(ms)), ms) })
  try {
    return await Promise.race([work, late])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Runs a batch's operations in order, each as a request of its own through Fastify's routing
 * (its route's decorators, hooks, validation and error answers) with the batch request's
 * headers, all in one transaction of `db` that their reads and writes join. The first operation
 * that fails (any 4xx or 5xx) rolls everything back. After the commit the put-off afterCommit
 * hooks run in order and make their operations' results.
 * On PostgreSQL the batch first runs without a savepoint per statement; when a write statement
 * fails there, the batch is rolled back and run once more with them, so that the failure is
 * explained (a 409 naming the column) as it would be for the request alone. So too when a named
 * statement was refused for its name (a pooler in transaction mode, lib/read/runner.ts), nothing
 * of the batch committed.
 */
export async function runBatch (request: FastifyRequest, cls: typeof BatchResource, db: DB, operations: readonly Operation[]): Promise<BatchOutcome> {
  // A third run only after a named statement refused for its name (ScopeAborted with savepoints):
  // the names are off from then on, so it cannot happen again.
  for (let run = 0; ; run++) {
    try {
      return await attempt(request, cls, db, operations, run > 0)
    } catch (error) {
      if (!(error instanceof ScopeAborted) || run === 2) throw error
    }
  }
}

async function attempt (request: FastifyRequest, cls: typeof BatchResource, db: DB, operations: readonly Operation[], savepoints: boolean): Promise<BatchOutcome> {
  const context: BatchContext = { allowed: new Set(cls.resources), index: 0, afterCommit: new Map(), created: new Map() }
  const headers = forwarded(request.headers)
  const answers: OperationAnswer[] = []
  const bodyLimit = request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? 1_048_576
  // What the answers may hold together, kept until the batch ends: as much as the batch may send.
  let answerBytes = cls.maxAnswerBytes
  let limit: Record<string, string> | undefined
  let late = false
  const run = async (): Promise<void> => {
    for (const [index, operation] of operations.entries()) {
      // A turn of the event loop before each operation: an injected request whose reads are
      // synchronous (SQLite) settles in microtasks alone, so 100 plain GETs of 0.15 s each held
      // the loop for 14.5 s, every other request and this batch's own timer waiting behind them.
      await new Promise(resolve => setImmediate(resolve))
      if (late) throw new errors.BatchTimeout(cls.timeoutMs) // answered already: start nothing more
      context.index = index
      let url: string
      let body: unknown
      try {
        const budget = { left: bodyLimit }
        url = resolvePath(operation.path, answers, index, budget)
        body = resolveBody(operation.body, answers, index, budget)
      } catch (error) {
        throw new Failed({ index, error: error as Error })
      }
      const response = await inBatch(context, async () => await request.server.inject({
        method: operation.method,
        url,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
        remoteAddress: request.ip
      }))
      limit = rateLimitHeaders(response) ?? limit
      answerBytes -= response.rawPayload.length
      if (answerBytes < 0) throw new Failed({ index, error: new errors.BatchAnswerTooLarge(cls.maxAnswerBytes) })
      const answer = answerOf(response)
      if (answer.status >= 400) throw new Failed({ index, answer, type: String(response.headers['content-type'] ?? 'application/json') })
      answers.push(answer)
    }
  }
  // Past the time the batch is answered at once, no further operation starts, and the transaction
  // rolls back once the operation still running ends, or after as long again: rolled back at once,
  // a hook still running flushed its EntityManager outside any transaction (a member its PUT
  // removed stayed deleted after the 503); waited for without a bound, a hook that never settled
  // held the transaction, and on SQLite every other write.
  let answerLate: (error: Error) => void = () => {}
  const answeredLate = new Promise<never>((_resolve, reject) => { answerLate = reject })
  answeredLate.catch(() => {})
  const scoped = db[kInScope](async () => {
    const running = run()
    try {
      await withinTime(cls.timeoutMs, running)
    } catch (error) {
      if (error instanceof errors.BatchTimeout) {
        late = true
        answerLate(error)
        await withinTime(cls.timeoutMs, running).catch(() => {})
      }
      throw error
    }
  }, savepoints, cls.timeoutMs)
  scoped.catch(() => {})
  try {
    await Promise.race([scoped, answeredLate])
  } catch (error) {
    if (error instanceof Failed) return { failure: error.failure, headers: limit }
    if (error instanceof errors.BatchTimeout) return { failure: { index: context.index, error }, headers: limit }
    throw error
  }
  for (const [index, make] of context.afterCommit) answers[index] = await make()
  return { results: answers, headers: limit }
}
