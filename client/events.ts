// Change events for the typed client: a collection's `{url}/events` stream as an async iterator of
// typed events, read with fetch (Node and browsers alike, no EventSource), opened again with
// Last-Event-ID by itself when the connection drops, so that no event is lost.
import { Compile, type Validator } from 'typebox/compile'
import { baseOf } from './base-url.ts'
import type { ClientOptions } from './client.ts'
import { AnswerMismatch, ApiError, SubscriptionClosed, TimedOut, Unreachable, type ErrorBody } from './errors.ts'
import type { ApiModels, ClientModel, FieldOf, NotEmpty, RecordOf, Selected } from './model-types.ts'
import type { ListQuery } from './query-types.ts'
import { queryString } from './query-string.ts'
import { deadline, timeoutOf } from './timeout.ts'
import { boundedText } from './bounded.ts'

/** A deleted record as its event carries it: its id alone. */
export type DeletedOf<T> = T extends { id: infer I } ? { id: I } : Record<string, unknown>

/**
 * One committed change. `id` is the event's (a decimal integer, increasing in commit order: a
 * place to resume from); a create or an update carries the record as the client's GET would show
 * it, a delete (or an update that took the record out of the client's view) its id only. A create
 * or an update whose record would pass the resource's maxAnswerBytes is `cut: true` and carries
 * its id only: read the record (or fewer of its fields) to see it.
 */
export type ChangeEvent<T, D = DeletedOf<T>> =
  | { type: 'created' | 'updated', id: string, record: T, cut?: undefined }
  | { type: 'created' | 'updated', id: string, record: D, cut: true }
  | { type: 'deleted', id: string, record: D, cut?: undefined }

/** What the events URL takes: the collection's filters and `where`, and `fields`. */
export type EventsQuery<A extends ApiModels, M extends ClientModel, F extends readonly FieldOf<A, M>[] | undefined = undefined> =
  Pick<ListQuery<A, M, F>, 'filters' | 'where' | 'fields'>

export interface SubscribeOptions {
  /** Start after this event (one a previous subscription yielded): the events since are replayed first. */
  lastEventId?: string | undefined
  /** ms to wait before opening a dropped stream again (1000 by default). */
  retry?: number | undefined
  /** Aborting it ends the iteration, as `close()` does. */
  signal?: AbortSignal | undefined
}

/** The server no longer keeps the events after `lastEventId` (410): read the collection again, then subscribe anew. */
export class EventsExpired extends ApiError {
  readonly lastEventId: string

  constructor (lastEventId: string, body: ErrorBody | null, headers: Headers) {
    super(410, body, headers)
    this.name = 'EventsExpired'
    this.lastEventId = lastEventId
  }
}

type Fields<A extends ApiModels, M extends ClientModel> = readonly FieldOf<A, M>[]

export interface EventSubscriber<A extends ApiModels> {
  /**
   * The change events of the collection at `url`, as its GET would show them to this client:
   * filtered by `filters`/`where`, shaped by `fields`. Iterating it with `for await` waits for
   * the next event; leaving the loop (or `close()`) ends the subscription.
   */
  subscribe: {
    <U extends keyof A & string>(url: U, query?: EventsQuery<A, A[U]> & SubscribeOptions): EventStream<RecordOf<A, A[U]>, DeletedOf<RecordOf<A, A[U]>>>
    <U extends keyof A & string, const F extends Fields<A, A[U]>>(url: U, query: EventsQuery<A, A[U], F> & SubscribeOptions & { fields: F & NotEmpty<F> }):
    EventStream<Selected<A, A[U], F>, DeletedOf<RecordOf<A, A[U]>>>
  }
}

/**
 * Subscriptions to the API's change events, with the options of `createClient` (the same base
 * URL, headers, schemas and fetch): `createSubscriber<Api>(options).subscribe('/books')`.
 */
export function createSubscriber<A extends ApiModels> (options: ClientOptions<A>): EventSubscriber<A> {
  const base = baseOf(options.baseUrl)
  const timeout = timeoutOf(options.timeout)
  const validators = new Map<string, Validator>()
  function validator (url: string): Validator | undefined {
    const schema = options.check === false ? undefined : options.schemas?.[url]
    if (schema === undefined) return undefined
    let found = validators.get(url)
    if (found === undefined) validators.set(url, found = Compile(schema))
    return found
  }
  return {
    subscribe: ((url: string, query: EventsQuery<A, ClientModel> & SubscribeOptions = {}) => {
      const { lastEventId, retry, signal, ...parts } = query
      return new EventStream(`${base}${url}/events${queryString(parts as Parameters<typeof queryString>[0])}`, {
        fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
        headers: options.headers,
        validator: validator(url),
        lastEventId,
        retry: retry ?? 1000,
        signal,
        timeout
      })
    }) as EventSubscriber<A>['subscribe']
  }
}

interface StreamSettings {
  fetch: typeof fetch
  headers: ClientOptions<ApiModels>['headers']
  validator: Validator | undefined
  lastEventId: string | undefined
  retry: number
  signal: AbortSignal | undefined
  /** ms to wait for an answer's head (0: as long as fetch does); an open stream is never cut. */
  timeout: number
}

/** Events read ahead of the loop at most; past them the stream waits (and the server holds them, or drops it to resume later). */
const READ_AHEAD = 100
const TYPES = new Set(['created', 'updated', 'deleted'])
/** The statuses of a server not there for now (behind a proxy): a resumption answered one tries again. */
const GATEWAY_DOWN = new Set([502, 503, 504])

/**
 * One subscription. It connects at once (`ready` resolves when the server has taken it: changes
 * committed from then on are its events) and reads ahead a little; iterate it once.
 */
export class EventStream<T, D = DeletedOf<T>> implements AsyncIterable<ChangeEvent<T, D>> {
  /**
   * Resolves once the server has subscribed this client; rejects if it refused before that, or
   * if the first connection failed (no server answered: the stream keeps trying, and its events
   * come once one does).
   */
  readonly ready: Promise<void>
  readonly #settings: StreamSettings
  readonly #url: string
  readonly #queue: Array<ChangeEvent<T, D>> = []
  readonly #abort = new AbortController()
  #read: string | undefined
  #yielded: string | undefined
  #error: unknown
  #done = false
  #wakeReader: (() => void) | undefined
  #wakeWriter: (() => void) | undefined
  #opened: (() => void) | undefined
  #refused: ((error: unknown) => void) | undefined
  /** Times the stream was opened: 1, then one more per resumption. */
  connections = 0

  constructor (url: string, settings: StreamSettings) {
    this.#settings = settings
    this.#url = url
    this.#read = this.#yielded = settings.lastEventId
    this.ready = new Promise((resolve, reject) => { this.#opened = resolve; this.#refused = reject })
    this.ready.catch(() => {})
    settings.signal?.addEventListener('abort', () => { this.close() }, { once: true })
    if (settings.signal?.aborted === true) this.close()
    void this.#run()
  }

  /** The id of the last event the loop was given: where a later subscription would resume. */
  get lastEventId (): string | undefined { return this.#yielded }

  /** Ends the subscription: the loop ends after the events it was given. */
  close (): void {
    if (this.#done) return
    this.#done = true
    this.#abort.abort()
    this.#refused?.(new SubscriptionClosed())
    this.#wake()
  }

  #wake (): void {
    this.#wakeReader?.()
    this.#wakeReader = undefined
    // A closed stream's read-ahead waits no longer either.
    if (this.#done) this.#wakeWriter?.()
  }

  #fail (error: unknown): void {
    this.#error = error
    this.#done = true
    this.#abort.abort()
    this.#refused?.(error)
    this.#wake()
  }

  /** Rejects `ready` when the first connection fails (an unreachable or silent server), once; the stream keeps retrying. */
  #unreachable (cause: unknown): void {
    if (this.#done || this.#refused === undefined) return
    if (cause instanceof TimedOut) {
      this.#refused(new TimedOut(`${cause.message}: still trying every ${this.#settings.retry} ms; close() to stop`, cause.timeout))
      this.#opened = this.#refused = undefined
      return
    }
    const why = cause instanceof Error ? (cause.cause instanceof Error ? cause.cause.message : cause.message) : String(cause)
    this.#refused(new Unreachable(`Could not connect to ${this.#url} (${why}): still trying every ${this.#settings.retry} ms; close() to stop`, cause))
    this.#opened = this.#refused = undefined
  }

  async #run (): Promise<void> {
    while (!this.#done) {
      let response: Response
      try {
        const headers: Record<string, string> = {
          ...(typeof this.#settings.headers === 'function' ? this.#settings.headers() : this.#settings.headers),
          // A refusal as problem details, for its catalogue `code` (ApiError's), as createClient asks.
          accept: 'text/event-stream, application/problem+json'
        }
        if (this.#read !== undefined) headers['last-event-id'] = this.#read
        // The timeout bounds the wait for the answer's head only: the stream then stays open as long as the server keeps it.
        const limit = deadline(this.#settings.timeout, `GET ${this.#url} got no answer within ${this.#settings.timeout} ms (the client's timeout)`)
        try {
          const signal = limit.signal === undefined ? this.#abort.signal : AbortSignal.any([this.#abort.signal, limit.signal])
          response = await this.#settings.fetch(this.#url, { headers, signal }).catch((error: unknown) => { throw limit.expired ?? error })
        } finally {
          limit.clear()
        }
      } catch (error) {
        // No server answered the first attempt: `ready` says so at once; the loop goes on trying.
        this.#unreachable(error)
        await this.#pause(this.#settings.retry)
        continue
      }
      if (response.status !== 200) {
        const text = await boundedText(response).catch(() => '')
        let body: ErrorBody | null = null
        try { body = text === '' ? null : JSON.parse(text) as ErrorBody } catch {}
        // Too many subscribers on that server, or requests of this client (the rate limit), for now: it says when to come back.
        if ((response.status === 503 || response.status === 429) && response.headers.has('retry-after')) {
          await this.#pause(Number(response.headers.get('retry-after')) * 1000 || this.#settings.retry)
          continue
        }
        // A proxy's 502 or 504 (or a 503 without Retry-After) while the server restarts behind it,
        // once the subscription was taken: an outage, resumed after it as a dropped connection is.
        if (this.connections > 0 && GATEWAY_DOWN.has(response.status)) {
          await this.#pause(this.#settings.retry)
          continue
        }
        this.#fail(response.status === 410 && this.#read !== undefined
          ? new EventsExpired(this.#read, body, response.headers)
          : new ApiError(response.status, body, response.headers))
        return
      }
      // A 200 that is no event stream (a proxy's login page, another server's JSON) would end and be
      // opened again forever: the stream is not what this URL should serve.
      if (!/^text\/event-stream\b/i.test(response.headers.get('content-type') ?? '')) {
        this.#fail(new AnswerMismatch(this.#url, await boundedText(response).catch(() => '')))
        return
      }
      try {
        await this.#consume(response)
      } catch (error) {
        if (error instanceof AnswerMismatch) { this.#fail(error); return }
      }
      // The server ended the stream, or the connection dropped: resume after the last event read.
      if (!this.#done) await this.#pause(this.#settings.retry)
    }
  }

  async #consume (response: Response): Promise<void> {
    if (response.body === null) return
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
    let buffer = ''
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done || this.#done) return
        buffer += value.replace(/\r\n?/g, '\n')
        let end
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          this.#frame(frame)
          // Read ahead no further than READ_AHEAD events: TCP then holds the rest back.
          while (this.#queue.length >= READ_AHEAD && !this.#done) await new Promise<void>(resolve => { this.#wakeWriter = resolve })
        }
      }
    } finally {
      reader.cancel().catch(() => {})
    }
  }

  #frame (frame: string): void {
    let type: string | undefined
    let id: string | undefined
    let cut = false
    const data: string[] = []
    for (const line of frame.split('\n')) {
      if (line.startsWith(':')) {
        if (line.startsWith(': subscribed')) {
          this.connections++
          this.#opened?.()
          this.#opened = this.#refused = undefined
        }
        continue
      }
      const colon = line.indexOf(':')
      const name = colon < 0 ? line : line.slice(0, colon)
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '')
      if (name === 'event') type = value
      else if (name === 'id') id = value
      else if (name === 'data') data.push(value)
      else if (name === 'cut') cut = value === 'true'
    }
    if (type === undefined || id === undefined || !TYPES.has(type)) return
    let record: unknown
    try {
      record = JSON.parse(data.join('\n'))
    } catch {
      throw new AnswerMismatch(this.#url, data.join('\n'))
    }
    // A delete, or an event cut to its key, carries no record to check.
    if (type !== 'deleted' && !cut && this.#settings.validator !== undefined && !this.#settings.validator.Check(record)) throw new AnswerMismatch(this.#url, record)
    this.#read = id
    this.#queue.push((cut ? { type, id, record, cut } : { type, id, record }) as ChangeEvent<T, D>)
    this.#wake()
  }

  /** Waits `ms`, or less when closed meanwhile. */
  async #pause (ms: number): Promise<void> {
    if (this.#done) return
    await new Promise<void>(resolve => {
      const timer = setTimeout(resolve, ms)
      this.#abort.signal.addEventListener('abort', () => { clearTimeout(timer); resolve() }, { once: true })
    })
  }

  async next (): Promise<IteratorResult<ChangeEvent<T, D>, undefined>> {
    for (;;) {
      const event = this.#queue.shift()
      if (event !== undefined) {
        this.#yielded = event.id
        this.#wakeWriter?.()
        this.#wakeWriter = undefined
        return { done: false, value: event }
      }
      if (this.#error !== undefined) {
        const error = this.#error
        this.#error = undefined
        throw error
      }
      if (this.#done) return { done: true, value: undefined }
      await new Promise<void>(resolve => { this.#wakeReader = resolve })
    }
  }

  async return (): Promise<IteratorResult<ChangeEvent<T, D>, undefined>> {
    this.close()
    this.#queue.length = 0
    return { done: true, value: undefined }
  }

  [Symbol.asyncIterator] (): AsyncIterator<ChangeEvent<T, D>, undefined> { return this }
}
