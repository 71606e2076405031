import type { FastifyInstance, FastifyRequest } from 'fastify'
import rateLimit from '@fastify/rate-limit'
import { errors } from '../../lib/index.ts'
import { errorAnswer, RETRY_AFTER } from '../routes/route-schema.ts'
import { RedisCounter, type RedisClient } from './counter-store.ts'
import type { ReadinessCheck } from './readiness.ts'

export type { RedisClient }

export interface RateLimitOptions {
  /** Requests a client may send per window; default 1000. */
  max?: number | undefined
  /** The window: ms, or a text such as `'1 minute'` (the default). */
  timeWindow?: number | string | undefined
  /**
   * Who a request counts for; the client's address (`request.ip`, IPv6 by /64) by default. Return
   * a short value of bounded size (e.g. an id after authentication), never raw client input.
   */
  keyGenerator?: ((request: FastifyRequest) => string | Promise<string>) | undefined
  /** Keep the counts in Redis, shared by every process that uses the same server and `nameSpace`. */
  redis?: RedisClient | undefined
  /** The prefix of the Redis keys; default `fmr-rate-limit-`. */
  nameSpace?: string | undefined
  /**
   * Count requests for the OpenAPI document and Swagger UI too (default false): the document is
   * the largest answer the API sends, and anyone may ask for it.
   */
  documentation?: boolean | undefined
  /** With `redis`: how long counting one request may take before it passes uncounted; ms, default 50. */
  redisTimeout?: number | undefined
  /** With `redis`: `/ready` answers 503 while Redis does not answer (default true; see docs/deploying.md). */
  readyCheck?: boolean | undefined
}

/** The counts in Redis, and what `/ready` asks of them: built before the routes, so that `/ready` can name the store. */
export interface RedisCounting {
  counter: RedisCounter
  checks: ReadinessCheck[]
}

const DEFAULT_REDIS_TIMEOUT_MS = 50
const STORE = 'rate limit store (Redis)'

/**
 * The rate limit's Redis counter for `app`, none without `redis`. A Redis that fails or is late
 * lets requests pass uncounted, and the log says so once when it stops answering and once when
 * it answers again (asked once at start, so a server started while Redis is down says so then).
 */
export function redisCounting (app: FastifyInstance, options: RateLimitOptions): RedisCounting | undefined {
  if (options.redis === undefined) return undefined
  const counter = new RedisCounter({
    redis: options.redis,
    nameSpace: options.nameSpace ?? 'fmr-rate-limit-',
    timeout: options.redisTimeout ?? DEFAULT_REDIS_TIMEOUT_MS,
    onChange: (state, reason) => {
      if (state === 'down') app.log.warn({ reason: reason instanceof Error ? reason.message : String(reason) }, `${STORE} does not answer: requests pass uncounted until it does`)
      else app.log.info(`${STORE} answers again: requests are counted`)
    }
  })
  app.addHook('onReady', async () => { await counter.ping() })
  app.addHook('onClose', async () => { counter.close() })
  const check = async (): Promise<string | undefined> => await counter.ping() ? undefined : `${STORE} does not answer`
  return { counter, checks: options.readyCheck === false ? [] : [{ name: STORE, check }] }
}

/** What @fastify/rate-limit adds to every answer of a limited route. */
const RATE_LIMIT_HEADERS = {
  'x-ratelimit-limit': { type: 'string', description: 'The most requests a client may send in the time window' },
  'x-ratelimit-remaining': { type: 'string', description: 'How many of them are left' },
  'x-ratelimit-reset': { type: 'string', description: 'Seconds until the window starts again' }
}

/** The 429 of a limited route, in the OpenAPI document. */
const RATE_LIMITED = { ...errorAnswer('Too many requests from this client'), headers: RETRY_AFTER }

/**
 * Limits every route registered in `scope` after this call (the resources, and the OpenAPI
 * document with `documentation`; never `/health`, `/ready` or `/metrics`). A client over the limit gets 429 `{message}`
 * (FMR_ERR_RATE_LIMITED) with `Retry-After` in seconds, through the same error handler as every
 * other error. When the store fails or is late (Redis down or stopped) requests pass: an outage
 * of the counter is not allowed to take the API down with it (see redisCounting).
 */
export async function registerRateLimit (scope: FastifyInstance, options: RateLimitOptions, redis?: RedisCounting): Promise<void> {
  await scope.register(rateLimit, {
    max: options.max ?? 1000,
    timeWindow: options.timeWindow ?? '1 minute',
    ...(options.keyGenerator === undefined ? {} : { keyGenerator: options.keyGenerator }),
    ...(redis === undefined ? {} : { store: redis.counter.storeClass() }),
    skipOnError: true,
    errorResponseBuilder: (_request, context) => new errors.RateLimited(context.after)
  })
  // The routes it covers, and only those, answer 429 in the OpenAPI document.
  scope.addHook('onRoute', route => {
    route.config = { ...route.config, openapiResponses: { 429: RATE_LIMITED, ...route.config?.openapiResponses }, openapiHeaders: { ...RATE_LIMIT_HEADERS, ...route.config?.openapiHeaders } }
  })
}
