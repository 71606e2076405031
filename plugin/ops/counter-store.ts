import type { FastifyRateLimitStore } from '@fastify/rate-limit'

/** What the rate limit asks of a Redis client (an ioredis `Redis` has both). */
export interface RedisClient {
  defineCommand: (name: string, definition: { numberOfKeys: number, lua: string }) => void
  ping: () => Promise<unknown>
}

/** The script's name on the client (the library's own store uses `rateLimit`). */
const COMMAND = 'fmrRateLimit'

// One round trip: count the request, and start the window with the first one.
const INCR = `
local current = redis.call('INCR', KEYS[1])
local ttl = tonumber(ARGV[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ttl) else ttl = redis.call('PTTL', KEYS[1]) end
return {current, ttl}`

/** How often a store that stopped answering is asked again (one PING each time). */
const PROBE_MS = 1_000

export type CounterState = 'down' | 'back'

export interface CounterStoreOptions {
  redis: RedisClient
  nameSpace: string
  /** How long a command may take before the request passes uncounted, ms. */
  timeout: number
  /** Told once per change: `down` (with the reason) when it stops answering, `back` when it answers again. */
  onChange: (state: CounterState, reason?: unknown) => void
}

type Counted = { current: number, ttl: number }

/** A promise of `work` that rejects once `ms` have passed without an answer. */
async function bounded<T> (work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  try {
    return await Promise.race([work, late])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * The counts of the rate limit in Redis, with a circuit breaker: every command has `timeout` ms,
 * and a failure or a late answer (a Redis that was stopped keeps the connection open and never
 * answers) lets the request pass uncounted. After a failure the store is down: requests pass at
 * once, without a command each, and one PING a second asks whether it answers again. Each change
 * is told once, not once per request.
 */
export class RedisCounter {
  private readonly options: CounterStoreOptions
  private readonly command: (key: string, windowMs: number) => Promise<[number, number]>
  private up = true
  private probe: NodeJS.Timeout | undefined

  constructor (options: CounterStoreOptions) {
    this.options = options
    const { redis } = options
    if ((redis as unknown as Record<string, unknown>)[COMMAND] === undefined) redis.defineCommand(COMMAND, { numberOfKeys: 1, lua: INCR })
    const run = (redis as unknown as Record<string, (key: string, windowMs: number) => Promise<[number, number]>>)[COMMAND]
    this.command = async (key, windowMs) => await run.call(redis, key, windowMs)
  }

  /** Whether the store answered its last command or probe. */
  get answering (): boolean {
    return this.up
  }

  /** Counts one request of `key` (the rate limit's store interface; an error lets the request pass). */
  incr (key: string, done: (error: Error | null, result?: Counted) => void, timeWindow: number): void {
    if (!this.up) {
      done(new Error('the rate limit store does not answer'))
      return
    }
    bounded(this.command(this.options.nameSpace + key, timeWindow), this.options.timeout).then(
      ([current, ttl]) => { done(null, { current, ttl }) },
      (error: Error) => { this.failed(error); done(error) }
    )
  }

  /** Whether Redis answers a PING within the timeout; the state follows the answer. */
  async ping (): Promise<boolean> {
    try {
      await bounded(this.options.redis.ping(), this.options.timeout)
    } catch (error) {
      this.failed(error)
      return false
    }
    if (!this.up) {
      this.up = true
      this.stopProbe()
      this.options.onChange('back')
    }
    return true
  }

  close (): void {
    this.stopProbe()
  }

  private failed (reason: unknown): void {
    if (!this.up) return
    this.up = false
    this.options.onChange('down', reason)
    this.probe = setInterval(() => { void this.ping() }, PROBE_MS)
    this.probe.unref()
  }

  private stopProbe (): void {
    clearInterval(this.probe)
    this.probe = undefined
  }

  /** The class @fastify/rate-limit constructs its store from: every instance is this counter. */
  storeClass (): new () => FastifyRateLimitStore {
    const counter = this
    return class CounterStore implements FastifyRateLimitStore {
      incr (key: string, done: (error: Error | null, result?: Counted) => void, timeWindow: number): void {
        counter.incr(key, done, timeWindow)
      }

      child (): FastifyRateLimitStore {
        return this
      }
    }
  }
}
