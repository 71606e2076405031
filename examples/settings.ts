// The example server's environment variables (README.md, docs/deploying.md), read in one place.
import { timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { documented } from '../plugin/index.ts'

export interface Settings {
  host: string
  port: number
  /** Undefined: an SQLite file under ./data. */
  databaseUrl: string | undefined
  logLevel: string
  /** 1: one process, no cluster. */
  workers: number
  /** Requests per client per window; undefined: no rate limit. */
  rateLimitMax: number | undefined
  rateLimitWindow: string
  redisUrl: string | undefined
  rateLimitPrefix: string
  /** How long counting a request in Redis may take before it passes uncounted, ms. */
  redisTimeout: number
  metricsToken: string | undefined
  /** The key that signs cursor tokens; undefined: one drawn at start (by the primary, for all workers). */
  cursorKey: string | undefined
  /** A port of its own for /metrics (only /metrics there); undefined: /metrics on the API's port with the token, or off. */
  metricsPort: number | undefined
  /** The address the metrics port listens on: the machine's own unless told. */
  metricsHost: string
}

function whole (name: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined || value === '') return fallback
  const number = Number(value)
  if (!Number.isInteger(number) || number < min) throw new Error(`${name} must be an integer >= ${min}, not "${value}"`)
  return number
}

const set = (value: string | undefined): string | undefined => value === '' ? undefined : value

export function readSettings (env: NodeJS.ProcessEnv): Settings {
  const max = whole('RATE_LIMIT_MAX', env.RATE_LIMIT_MAX, 0, 0)
  return {
    host: env.HOST ?? '127.0.0.1',
    port: whole('PORT', env.PORT, 3000, 0),
    databaseUrl: set(env.DATABASE_URL),
    logLevel: env.LOG_LEVEL ?? 'info',
    workers: whole('WORKERS', env.WORKERS, 1, 1),
    rateLimitMax: max === 0 ? undefined : max,
    rateLimitWindow: env.RATE_LIMIT_WINDOW ?? '1 minute',
    redisUrl: set(env.REDIS_URL),
    rateLimitPrefix: env.RATE_LIMIT_PREFIX ?? 'fmr-rate-limit-',
    redisTimeout: whole('REDIS_TIMEOUT', env.REDIS_TIMEOUT, 50, 1),
    metricsToken: set(env.METRICS_TOKEN),
    metricsPort: set(env.METRICS_PORT) === undefined ? undefined : whole('METRICS_PORT', env.METRICS_PORT, 0, 1),
    metricsHost: set(env.METRICS_HOST) ?? '127.0.0.1',
    cursorKey: set(env.CURSOR_KEY)
  }
}

/**
 * With METRICS_TOKEN set, /metrics answers only `Authorization: Bearer <token>` (compared in
 * constant time); the OpenAPI document lists its 401 and its scheme.
 */
export function bearerGuard (token: string): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const expected = Buffer.from(`Bearer ${token}`)
  return documented(async function bearerGuard (request: FastifyRequest, reply: FastifyReply) {
    const given = Buffer.from(request.headers.authorization ?? '')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      await reply.code(401).send({ message: 'Unauthorized' })
    }
  }, { statuses: { 401: 'No Authorization: Bearer <METRICS_TOKEN>' }, security: { name: 'MetricsToken', scheme: { type: 'http', scheme: 'bearer', description: 'The METRICS_TOKEN the server was started with' } } })
}
