import type { FastifyInstance } from 'fastify'
import { errors, type DB } from '../../lib/index.ts'
import { errorHandler } from '../routes/error-handler.ts'
import { errorAnswer, RETRY_AFTER } from '../routes/route-schema.ts'
import { databaseChecks, readiness, sharedRun, type ReadinessCheck } from './readiness.ts'

export interface HealthOptions {
  /** Answers 200 while the process answers at all; `/health` by default. */
  healthPath?: string | undefined
  /** Answers 200 when every check passes, else 503 `{message}`; `/ready` by default. */
  readyPath?: string | undefined
  /** Checks run beside the database's own (it answers, no migration pending). */
  checks?: readonly ReadinessCheck[] | undefined
  /** How long one check may take before it counts as not answering; ms, default 2000. */
  timeout?: number | undefined
}

const DEFAULT_TIMEOUT_MS = 2_000
/** How long close() waits for checks still running (the database's own give up within 10 s). */
const CLOSE_WAIT_MS = 10_000

/** A probe's 200: `{"status": <value>}`. */
function statusAnswer (value: string, description: string): Record<string, unknown> {
  return { description, type: 'object', properties: { status: { type: 'string', const: value } }, required: ['status'] }
}

const HEALTH_SCHEMA = {
  tags: ['Operations'],
  operationId: 'health',
  summary: 'Liveness: 200 while the process answers',
  response: { 200: statusAnswer('ok', 'The process answers') }
}

const READY_SCHEMA = {
  tags: ['Operations'],
  operationId: 'ready',
  summary: 'Readiness: 200 when the database, its replicas and the application\'s checks answer and no migration is pending',
  response: {
    200: statusAnswer('ready', 'Ready for traffic'),
    503: { ...errorAnswer('Not ready: the message says what is not'), headers: RETRY_AFTER }
  }
}

/**
 * `/health` (liveness: restart the process when it fails) and `/ready` (readiness: send it no
 * traffic while it fails), in the OpenAPI document with their answers; neither is rate limited.
 */
export async function registerHealth (app: FastifyInstance, db: DB, options: HealthOptions): Promise<void> {
  const checks = [...databaseChecks(db), ...options.checks ?? []]
  const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS
  // A late check goes on after /ready answered; closing the database under it left a connection
  // open and close() waiting for ever (tried with a 1 ms timeout): close waits for it, a while.
  const running = new Set<Promise<unknown>>()
  const track = (work: Promise<unknown>): void => {
    running.add(work)
    work.then(() => running.delete(work), () => running.delete(work))
  }
  app.addHook('preClose', async () => {
    let timer: NodeJS.Timeout | undefined
    const bound = new Promise<void>(resolve => { timer = setTimeout(resolve, CLOSE_WAIT_MS) })
    await Promise.race([Promise.allSettled([...running]), bound])
    clearTimeout(timer)
  })
  const log = (name: string, error: unknown): void => { app.log.warn({ err: error, check: name }, 'readiness check failed') }
  const ready = sharedRun(async () => await readiness(checks, timeout, { log, track }))
  await app.register(async scope => {
    scope.setErrorHandler(errorHandler)
    scope.get(options.healthPath ?? '/health', { schema: HEALTH_SCHEMA }, async () => ({ status: 'ok' }))
    scope.get(options.readyPath ?? '/ready', { schema: READY_SCHEMA }, async (_request, reply) => {
      const problems = await ready()
      if (problems.length > 0) {
        reply.header('retry-after', '1')
        throw new errors.NotReady(problems.join('; '))
      }
      return { status: 'ready' }
    })
  })
}
