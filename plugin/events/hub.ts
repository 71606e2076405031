import { AsyncResource } from 'node:async_hooks'
import { createRequire } from 'node:module'
import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import { normalizeIP } from '@fastify/rate-limit'
import type pg from 'pg'
import { errors, type DB } from '../../lib/index.ts'
import type { Outbox, OutboxEvent } from '../../lib/db/outbox.ts'
import { CHANNEL } from '../../lib/db/outbox-sql.ts'
import type { ModelMeta } from '../../lib/model/model-meta.ts'
import { kListenUrl, kOutbox } from '../../lib/symbols.ts'
import type { EventClient } from './client.ts'
import type { SharedRecord, Subscription, Turn } from './subscription.ts'
import type { TOO_LARGE } from './read-in-pieces.ts'

/** The plugin's `events` option: how long change events are kept, how many subscribers a process serves. */
export interface EventsOptions {
  /** ms an event stays resumable with Last-Event-ID (default 24 h). */
  retention?: number | undefined
  /** Subscribers per process at most (default 10,000); past it, 503 with Retry-After. */
  maxSubscribers?: number | undefined
  /**
   * Streams one client may hold open at once (default 100); past it, 429. A client is the rate
   * limit's `keyGenerator`'s key when there is one, else its address (IPv6 by /64): one client
   * could otherwise take every place of `maxSubscribers`. Behind a proxy, set Fastify's
   * `trustProxy`, or every client is the proxy's one address.
   */
  maxSubscribersPerClient?: number | undefined
  /** Bytes waiting for a reader past which it is disconnected (default 1 MB); it resumes with Last-Event-ID. */
  maxWaitingBytes?: number | undefined
  /**
   * ms between reads of the outbox when nothing woke delivery sooner (default 1000 with
   * PostgreSQL's LISTEN, 200 without it: SQLite, or a pooler in transaction mode).
   */
  pollInterval?: number | undefined
  /** ms between the `: ping` comments that keep an idle connection open through proxies (default 15,000). */
  pingInterval?: number | undefined
  /**
   * Whether the plugin creates the outbox and its triggers at start when they are missing (default
   * true). With false they are checked with the tables at start (decisions §6): missing, the
   * plugin refuses to start (FMR_ERR_SCHEMA_DRIFT, or /ready 503 with schemaCheck 'warn'), naming
   * the DB option `events` that createAll() and the migrations make them from.
   */
  createOutbox?: boolean | undefined
}

const DAY_MS = 24 * 60 * 60 * 1000
const BATCH = 500
/**
 * The longest a burst's next batch waits for the clients' sockets to take the last one. A reader
 * that keeps up never has more waiting than a batch or two; one that does not is cut off as slow.
 */
const PACE_MS = 250
/**
 * Subscription reads at once, at most: a batch costs one read per distinct subscription (100
 * owners: 100 reads), and after a restart every subscriber replays; all at once they took the
 * whole pool, so that writes waited past the pool's timeout (503) — bench/events.ts, PostgreSQL.
 */
const READS_AT_ONCE = 4

/**
 * Delivery of change events in one process: reads the outbox after the last id delivered, in id
 * order, hands each batch to every subscription (one read each, subscription.ts), then writes the
 * frames to its clients. What wakes it: a write answered by this process, PostgreSQL's NOTIFY of a
 * commit in any process (on a connection of its own), and a poll as the floor. The outbox is the
 * source of truth: a missed wake-up costs latency, never an event.
 *
 * The delivery side is this class's `deliver(events)`; an application with a message broker
 * would publish the outbox's rows to it and call `deliver` from its consumer instead.
 */
export class EventHub {
  readonly retention: number
  readonly maxSubscribers: number
  readonly maxSubscribersPerClient: number
  readonly maxWaitingBytes: number | undefined
  readonly pingInterval: number | undefined
  readonly #db: DB
  readonly #log: FastifyBaseLogger
  readonly #options: EventsOptions
  readonly #subscriptions = new Map<string, Subscription>()
  /** Subscribers taking each subscription (by key) that have not joined it yet. */
  readonly #joining = new Map<string, number>()
  #subscribers = 0
  /** Open streams by client (only clients with one). */
  readonly #byClient = new Map<string, number>()
  #last = '0'
  #running: Promise<void> | undefined
  #again = false
  #timers: NodeJS.Timeout[] = []
  #listener: pg.Client | undefined
  #closed = false
  #reading = 0
  readonly #waiting: Array<() => void> = []
  /**
   * The async context delivery runs in: the hub's, not that of the request whose write woke it. A
   * batch's reads join its transaction (lib/db/transaction-scope.ts), ended by the time delivery
   * reads: read in it, every subscription's read failed (FMR_ERR_DB_UNAVAILABLE).
   */
  readonly #context = new AsyncResource('fmr-change-events')

  /** Who a stream counts for (maxSubscribersPerClient): the rate limit's key generator, if any. */
  readonly #clientKey: ((request: FastifyRequest) => string | Promise<string>) | undefined

  constructor (db: DB, options: EventsOptions, log: FastifyBaseLogger, clientKey?: (request: FastifyRequest) => string | Promise<string>) {
    this.#clientKey = clientKey
    this.#db = db
    this.#log = log
    this.#options = options
    this.retention = options.retention ?? DAY_MS
    this.maxSubscribers = options.maxSubscribers ?? 10_000
    this.maxSubscribersPerClient = options.maxSubscribersPerClient ?? 100
    this.maxWaitingBytes = options.maxWaitingBytes
    this.pingInterval = options.pingInterval
  }

  get #outbox (): Outbox { return this.#db[kOutbox] }

  /** Creates the outbox and the triggers of `metas` (idempotent), then starts delivering what commits from now on. */
  async start (metas: readonly ModelMeta[]): Promise<void> {
    if (this.#options.createOutbox !== false) await this.#outbox.install(metas)
    try {
      await this.#outbox.assign()
      this.#last = await this.#outbox.lastId()
    } catch (error) {
      // Only with createOutbox false and schemaCheck 'warn': the schema check named what is missing.
      if (this.#options.createOutbox !== false) throw error
      this.#log.warn({ err: error }, 'change events: the outbox cannot be read; delivery starts once it is created')
    }
    const listening = await this.#listen()
    const poll = setInterval(() => this.wake(), this.#options.pollInterval ?? (listening ? 1000 : 200))
    const cleanup = setInterval(() => { this.#cleanup() }, Math.min(60_000, Math.max(1000, this.retention / 10)))
    for (const timer of [poll, cleanup]) timer.unref()
    this.#timers = [poll, cleanup]
  }

  /**
   * PostgreSQL: LISTEN on a connection of its own to the primary (a pooled one would be handed to
   * other transactions). Through a pooler in transaction mode LISTEN is not kept: delivery then
   * relies on polling. Returns whether it listens.
   */
  async #listen (): Promise<boolean> {
    const target = this.#db[kListenUrl]
    if (target === undefined) return false
    const { Client } = postgresClient()
    const client = new Client({ connectionString: target.url, ssl: target.ssl as pg.ClientConfig['ssl'] })
    client.on('error', error => { this.#log.warn({ err: error }, 'change events: the LISTEN connection failed, polling instead') })
    try {
      await client.connect()
      client.on('notification', () => this.wake())
      await client.query(`listen ${CHANNEL}`)
      this.#listener = client
      return true
    } catch (error) {
      this.#log.warn({ err: error }, 'change events: LISTEN is not available, polling the outbox instead')
      await client.end().catch(() => {})
      return false
    }
  }

  #cleanup (): void {
    this.#outbox.cleanup(this.retention).catch(error => this.#log.warn({ err: error }, 'change events: the retention cleanup failed'))
  }

  /** The id a new subscriber starts after: the last one delivered by this process. */
  get last (): string { return this.#last }

  /** The client a stream of `request` counts for: a key generator that fails counts it as its address. */
  async clientOf (request: FastifyRequest): Promise<string> {
    if (this.#clientKey !== undefined) {
      try {
        return 'key ' + await this.#clientKey(request)
      } catch {}
    }
    return 'address ' + normalizeIP(request.ip)
  }

  /** Refuses a subscriber past `maxSubscribersPerClient` of its client or `maxSubscribers`, else counts it until `release`. */
  admit (client: string): void {
    const open = this.#byClient.get(client) ?? 0
    if (open >= this.maxSubscribersPerClient) throw new errors.TooManyClientSubscribers(this.maxSubscribersPerClient)
    if (this.#subscribers >= this.maxSubscribers) throw new errors.TooManySubscribers(this.maxSubscribers)
    this.#byClient.set(client, open + 1)
    this.#subscribers++
  }

  release (client: string): void {
    this.#subscribers--
    const open = (this.#byClient.get(client) ?? 1) - 1
    if (open > 0) this.#byClient.set(client, open)
    else this.#byClient.delete(client)
  }

  /**
   * The subscription of `key`, made by `make` when it has none, kept for the caller until it
   * `join`s it or `abandon`s it. A subscriber takes it before settling (which can wait for a
   * delivery run) and joins after: dropped meanwhile with its last client, it was joined out of
   * the hub, where no delivery reached it; the subscribers that joined it got pings and never an
   * event (bench/events.ts, SQLite: a stalled reader's replay was cut off while the others settled).
   */
  subscription (key: string, make: () => Subscription): Subscription {
    let found = this.#subscriptions.get(key)
    if (found === undefined) {
      found = make()
      this.#subscriptions.set(key, found)
    }
    this.#joining.set(key, (this.#joining.get(key) ?? 0) + 1)
    return found
  }

  /** Adds `client` to the subscription of `key` that `subscription` gave it. */
  join (key: string, client: EventClient): void {
    this.#joined(key)
    this.#subscriptions.get(key)?.clients.add(client)
  }

  /** The caller of `subscription` will not join it (refused before its stream opened). */
  abandon (key: string): void {
    this.#joined(key)
    this.#dropIfUnused(key)
  }

  /** Takes a client off its subscription (dropped with its last client, unless one is joining). */
  leave (key: string, client: EventClient): void {
    this.#subscriptions.get(key)?.clients.delete(client)
    this.#dropIfUnused(key)
  }

  #joined (key: string): void {
    const joining = (this.#joining.get(key) ?? 1) - 1
    if (joining > 0) this.#joining.set(key, joining)
    else this.#joining.delete(key)
  }

  #dropIfUnused (key: string): void {
    if (this.#subscriptions.get(key)?.clients.size === 0 && !this.#joining.has(key)) this.#subscriptions.delete(key)
  }

  /** Whether an id older than the events kept: resuming from it would skip some. */
  async expired (id: string): Promise<boolean> {
    return BigInt(id) < BigInt(await this.#outbox.expired())
  }

  /**
   * The events after `id` up to `until`, in pages, for one client's replay. A slow reader's replay
   * can outlive the retention: once the cleanup removed events after the page's start (checked
   * after each read), it throws EventsExpired instead of skipping them.
   */
  async * replay (id: string, until: string): AsyncGenerator<OutboxEvent[]> {
    let after = id
    while (BigInt(after) < BigInt(until)) {
      const events = (await this.#outbox.since(after, BATCH)).filter(event => BigInt(event.id) <= BigInt(until))
      if (await this.expired(after)) throw new errors.EventsExpired(after)
      if (events.length === 0) return
      yield events
      after = events[events.length - 1].id
    }
  }

  /** Runs one subscription read when fewer than READS_AT_ONCE are running; the others wait their turn. */
  async read<T> (read: () => Promise<T>): Promise<T> {
    if (this.#reading >= READS_AT_ONCE) await new Promise<void>(resolve => this.#waiting.push(resolve))
    else this.#reading++
    try {
      return await read()
    } finally {
      const next = this.#waiting.shift()
      if (next !== undefined) next()
      else this.#reading--
    }
  }

  /** Resolves once what committed before the call is delivered: a new subscriber starts after it. */
  async settle (): Promise<void> {
    await this.#running
    this.wake()
    await this.#running
  }

  /** Reads and delivers what committed since the last delivery; a wake during a run runs again after it. */
  wake (): void {
    if (this.#closed) return
    if (this.#running !== undefined) {
      this.#again = true
      return
    }
    this.#running = this.#context.runInAsyncScope(async () => await this.#run()).catch(error => {
      this.#log.warn({ err: error }, 'change events: delivery failed, retrying at the next wake')
    }).finally(() => {
      this.#running = undefined
      if (this.#again) {
        this.#again = false
        this.wake()
      }
    })
  }

  async #run (): Promise<void> {
    for (;;) {
      await this.#outbox.assign()
      if (this.#subscriptions.size === 0) {
        // Nobody to tell: skip ahead without reading the events themselves.
        this.#last = await this.#outbox.lastId()
        return
      }
      const events = await this.#outbox.since(this.#last, BATCH)
      if (events.length === 0) return
      await this.deliver(events)
      if (events.length < BATCH) return
      // A burst (one write of thousands of records) is written batch after batch: without a pause
      // a reader as fast as the network had a megabyte waiting for it, and was cut off before its
      // first event, with no id to resume from (tried as a new user would, on SQLite).
      await this.#paced()
    }
  }

  /** Resolves once every client's socket has taken what was written to it, or after PACE_MS. */
  async #paced (): Promise<void> {
    const clients = [...this.#subscriptions.values()].flatMap(subscription => [...subscription.clients])
    let timer: NodeJS.Timeout | undefined
    await Promise.race([
      Promise.all(clients.map(async client => await client.drained())),
      new Promise<void>(resolve => { timer = setTimeout(resolve, PACE_MS) })
    ])
    clearTimeout(timer)
  }

  /** Hands committed events, in id order, to every subscription's clients. */
  async deliver (events: readonly OutboxEvent[]): Promise<void> {
    const subscriptions = [...this.#subscriptions.values()]
    // Subscriptions judged in memory share one read per record type, plan (fields) and nested narrowing, of the
    // records some of them may see (judged on the row after each change, which the outbox keeps:
    // 100 owners' subscriptions, one order, one read; none if no owner of it listens). The others
    // read each with their own conditions, and only when one of its records may match: at most one
    // statement per distinct subscription per batch. Every read takes its turn (this.read): at most
    // a few of the pool's connections at once.
    const groups = new Map<object, Subscription[]>()
    for (const subscription of subscriptions) {
      if (!subscription.inMemory) continue
      const group = groups.get(subscription.share)
      if (group === undefined) groups.set(subscription.share, [subscription])
      else group.push(subscription)
    }
    const shared = new Map<object, Promise<Map<string, SharedRecord | typeof TOO_LARGE>>>()
    for (const [share, group] of groups) {
      const ids = [...new Set(group.flatMap(subscription => subscription.wanted(events)))]
      shared.set(share, ids.length === 0 ? Promise.resolve(new Map()) : this.read(async () => await group[0].read(ids)))
    }
    // Settled one by one: a subscription whose read fails fails alone (below), and delivery goes
    // past the batch. Failing it all would retry the same batch at every wake, for ever if the
    // failure is the batch's own, and no subscriber would get another event.
    const turn: Turn = async work => await this.read(work)
    const framed = await Promise.allSettled(subscriptions.map(async subscription => subscription.inMemory
      ? await subscription.frames(events, await shared.get(subscription.share), turn)
      : subscription.wanted(events).length === 0
        ? await subscription.frames(events, undefined, turn)
        : await this.read(async () => await subscription.frames(events))))
    // In the same tick as the sending: a client that joins now replays up to here, then gets what follows.
    this.#last = events[events.length - 1].id
    const failed: Subscription[] = []
    subscriptions.forEach((subscription, index) => {
      const result = framed[index]
      if (result.status === 'rejected') failed.push(subscription)
      else if (result.value.length > 0) {
        // One write per client per batch, not per event: each is a system call (writev), which took a
        // third of the server's busy time in a profile of 300 subscribers (bench/events.ts).
        const text = result.value.join('')
        for (const client of subscription.clients) client.send(text)
      }
    })
    if (failed.length > 0) this.#disconnect(failed, framed.find(result => result.status === 'rejected')?.reason)
  }

  /**
   * Ends the streams of subscriptions whose batch could not be read: none of the batch was sent to
   * them, and each client reconnects with the Last-Event-ID of its last event (EventSource does by
   * itself), whose replay reads the batch again: every event once, in order.
   */
  #disconnect (failed: readonly Subscription[], error: unknown): void {
    this.#log.warn({ err: error, subscriptions: failed.length }, 'change events: a batch could not be read for some subscriptions; their clients are disconnected to resume with Last-Event-ID')
    for (const subscription of failed) for (const client of [...subscription.clients]) client.close()
  }

  async close (): Promise<void> {
    this.#closed = true
    for (const timer of this.#timers) clearInterval(timer)
    for (const subscription of this.#subscriptions.values()) for (const client of subscription.clients) client.close()
    await this.#running
    await this.#listener?.end().catch(() => {})
  }
}

/**
 * pg, as MikroORM's PostgreSQL driver installed it: an app on SQLite has neither, so it is loaded
 * only where LISTEN is wanted (a PostgreSQL database, whose driver brought it).
 */
function postgresClient (): typeof pg {
  return createRequire(import.meta.resolve('@mikro-orm/postgresql'))('pg') as typeof pg
}
