import type { FastifyInstance, FastifyRequest } from 'fastify'
import rateLimit from '@fastify/rate-limit'
import { errors } from '../../lib/index.ts'
import { errorAnswer, RETRY_AFTER } from '../routes/route-schema.ts'

/** The one thing @fastify/rate-limit's Redis store asks of a client (an ioredis `Redis` has it). */
export interface RedisClient {
  defineCommand: (name: string, definition: { numberOfKeys: number, lua: string }) => void
}

export interface RateLimitOptions {
  /** Requests a client may send per window; default 1000. */
  max?: number
  /** The window: ms, or a text such as `'1 minute'` (the default). */
  timeWindow?: number | string
  /**
   * Who a request counts for; the client's address (`request.ip`, IPv6 by /64) by default. Return
   * a short value of bounded size (e.g. an id after authentication), never raw client input.
   */
  keyGenerator?: (request: FastifyRequest) => string | Promise<string>
  /** Keep the counts in Redis, shared by every process that uses the same server and `nameSpace`. */
  redis?: RedisClient
  /** The prefix of the Redis keys; default `fmr-rate-limit-`. */
  nameSpace?: string
}

/** The 429 of a limited route, in the OpenAPI document. */
const RATE_LIMITED = { ...errorAnswer('Too many requests from this client'), headers: RETRY_AFTER }

/**
 * Limits every route registered in `scope` after this call (the resources; not `/health`,
 * `/ready`, `/metrics` or the OpenAPI document). A client over the limit gets 429 `{message}`
 * (FMR_ERR_RATE_LIMITED) with `Retry-After` in seconds, through the same error handler as every
 * other error. When the store fails (Redis down) requests pass: an outage of the counter is
 * not allowed to take the API down with it.
 */
export async function registerRateLimit (scope: FastifyInstance, options: RateLimitOptions): Promise<void> {
  await scope.register(rateLimit, {
    max: options.max ?? 1000,
    timeWindow: options.timeWindow ?? '1 minute',
    ...(options.keyGenerator === undefined ? {} : { keyGenerator: options.keyGenerator }),
    ...(options.redis === undefined ? {} : { redis: options.redis, nameSpace: options.nameSpace ?? 'fmr-rate-limit-' }),
    skipOnError: true,
    errorResponseBuilder: (_request, context) => new errors.RateLimited(context.after)
  })
  // The routes it covers, and only those, answer 429 in the OpenAPI document.
  scope.addHook('onRoute', route => {
    route.config = { ...route.config, openapiResponses: { 429: RATE_LIMITED, ...route.config?.openapiResponses } }
  })
}
