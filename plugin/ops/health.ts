import type { FastifyInstance } from 'fastify'
import { errors, type DB } from '../../lib/index.ts'
import { errorHandler } from '../routes/error-handler.ts'
import { databaseChecks, readiness, sharedRun, type ReadinessCheck } from './readiness.ts'

export interface HealthOptions {
  /** Answers 200 while the process answers at all; `/health` by default. */
  healthPath?: string
  /** Answers 200 when every check passes, else 503 `{message}`; `/ready` by default. */
  readyPath?: string
  /** Checks run beside the database's own (it answers, no migration pending). */
  checks?: readonly ReadinessCheck[]
  /** How long one check may take before it counts as not answering; ms, default 2000. */
  timeout?: number
}

const DEFAULT_TIMEOUT_MS = 2_000

/**
 * `/health` (liveness: restart the process when it fails) and `/ready` (readiness: send it no
 * traffic while it fails). Neither appears in the OpenAPI document, nor is rate limited.
 */
export async function registerHealth (app: FastifyInstance, db: DB, options: HealthOptions): Promise<void> {
  const checks = [...databaseChecks(db), ...options.checks ?? []]
  const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS
  const ready = sharedRun(async () => await readiness(checks, timeout, (name, error) => {
    app.log.warn({ err: error, check: name }, 'readiness check failed')
  }))
  await app.register(async scope => {
    scope.setErrorHandler(errorHandler)
    const schema = { hide: true }
    scope.get(options.healthPath ?? '/health', { schema }, async () => ({ status: 'ok' }))
    scope.get(options.readyPath ?? '/ready', { schema }, async (_request, reply) => {
      const problems = await ready()
      if (problems.length > 0) {
        reply.header('retry-after', '1')
        throw new errors.NotReady(problems.join('; '))
      }
      return { status: 'ready' }
    })
  })
}
