// The typed client: one object per collection URL, its calls typed from the record class served
// there. It uses fetch only (Node 18+ and browsers) and imports nothing of the server at run time.
import type { TSchema } from 'typebox'
import { Compile, type Validator } from 'typebox/compile'
import { baseOf, resolved } from './base-url.ts'
import { Aborted, AnswerMismatch, ApiError, NotModified, Unreachable, type ErrorBody } from './errors.ts'
import type { ApiModels, BulkInputOf, ClientModel, FieldOf, InputOf, KeyNamesOf, NameOf, RecordOf, NotEmpty, RowOf, Selected } from './model-types.ts'
import type { ListQuery } from './query-types.ts'
import { Lru } from './lru.ts'
import { nextLink, queryString, type QueryParts } from './query-string.ts'
import { deadline, pause, timeoutOf } from './timeout.ts'
import { boundedText } from './bounded.ts'

export interface ClientOptions<A extends ApiModels> {
  /** The server's origin and prefix, e.g. `https://api.example.com`. */
  baseUrl: string
  /** Headers of every request (`Authorization`...), or a function giving them per request. */
  headers?: Record<string, string> | (() => Record<string, string>) | undefined
  /**
   * The record classes' schemas (`{ '/books': Book.schema }`): each answer is checked against its
   * URL's schema, and one that does not fit is an AnswerMismatch. Without them nothing is checked.
   */
  schemas?: { [U in keyof A]?: TSchema | undefined } | undefined
  /** `false` turns the answer checks off (the schemas are then not needed). */
  check?: boolean | undefined
  /** @deprecated Every request asks for problem details now (ApiError's `code`); this has no effect. */
  problemDetails?: boolean | undefined
  /** The fetch to use; the global one by default. */
  fetch?: typeof fetch | undefined
  /**
   * The key columns of each URL whose record type has a composite key, in declared order
   * (`{ '/task-tags': ['taskId', 'tagId'] }`; another order does not compile): what lets a call name
   * a record by an object, `{ taskId: 7, tagId: 3 }`. A tuple, `[7, 3]`, needs nothing.
   */
  keys?: { [U in keyof A as KeyNamesOf<A[U]> extends [] ? never : U]?: KeyNamesOf<A[U]> | undefined } | undefined
  /**
   * The most URLs whose last tag (and answer, for `ifNoneMatch: true`) the client keeps, the least
   * recently used forgotten first (1000 by default; 0 keeps none). A forgotten record's
   * `ifMatch: true` sends an empty tag, which the server refuses (412): read it again first.
   */
  maxTags?: number | undefined
  /**
   * The most characters of answers (their JSON text, and URL) the client keeps for `ifNoneMatch: true`,
   * the least recently used forgotten first (16 MiB by default): a list page may be megabytes,
   * and maxTags of them would not fit. An answer larger than this is not kept.
   */
  maxKeptBytes?: number | undefined
  /**
   * The ms a request waits for its whole answer (30000 by default; 0 waits as long as fetch does),
   * then is aborted: a TimedOut (`FMR_CLIENT_TIMEOUT`). A call's own `timeout` overrides it. A
   * subscription waits this long for the answer's head only: an open stream is never cut.
   */
  timeout?: number | undefined
}

/** What every request accepts: JSON, and an error as RFC 9457 problem details (the server sends them only for an error). */
const ACCEPT = 'application/json, application/problem+json'

/** ClientOptions' maxTags by default. */
const MAX_TAGS = 1000
/** ClientOptions' maxKeptBytes by default. */
const MAX_KEPT_BYTES = 16 * 1024 * 1024

/** A record id as its URL names it. */
export type Id = number | string

/**
 * How a call names one record: its id, or for a composite key its parts, a tuple in declared order
 * (`[7, 3]`, the URL `/task-tags/7/3`) or an object (`{ taskId: 7, tagId: 3 }`, with the client's `keys`).
 */
export type KeyOf<M extends ClientModel> = KeyNamesOf<M> extends [] ? Id : KeyParts<RowOf<M>, KeyNamesOf<M>>

type KeyParts<R, P extends readonly string[]> = { readonly [I in keyof P]: R[P[I] & keyof R] } | { [K in P[number] & keyof R]: R[K] }

/**
 * What a resource's afterCommit hooks answer instead of the record, per method
 * (`Answers<typeof Order, { post: [typeof Job, ['id', 'startedAt', 'statusId']] }>`): a record
 * class (that record, whole), a class and the fields its serialFields write, or any other type (as
 * it is). The status is the hook's (the document's `2XX`). Such a POST takes no bulk create.
 */
export type Answers<M extends ClientModel, R extends Partial<Record<WriteMethod, unknown>>> = M & { readonly '~answers'?: R }

/**
 * A record class served by a resource that takes bulk creates (`bulk: true`):
 * `{ '/books': Bulk<typeof Book> }`. Only such a URL's `create` takes an array: every other
 * resource refuses one (400), and the client's types cannot see the resource's options otherwise.
 */
export type Bulk<M extends ClientModel> = M & { readonly '~bulk'?: true }

/** The write methods a hook may answer for. */
export type WriteMethod = 'post' | 'put' | 'patch' | 'delete'

type Replacements<M> = M extends { readonly '~answers'?: infer R } ? Exclude<R, undefined> : {}

/** What a write answers: the record (nothing for a DELETE), or what the resource's hook answers instead (Answers). */
export type AnswerOf<A extends ApiModels, M extends ClientModel, W extends WriteMethod> =
  W extends keyof Replacements<M> ? Replaced<A, Replacements<M>[W]> : W extends 'delete' ? undefined : RecordOf<A, M>

type Replaced<A extends ApiModels, R> =
  R extends readonly [infer T extends ClientModel, infer F extends readonly string[]] ? Selected<A, T, F>
    : R extends ClientModel ? RecordOf<A, R> : R

/** One page of a collection GET. */
export interface Page<T> {
  records: T[]
  /** The URL of the next page (from the `Link` header), when there is one. */
  next?: string
  /** The number of matches, when `count` was asked. */
  total?: number
}

/** What every call takes: its own timeout, and a signal of the caller's to cancel it. */
export interface CallOptions {
  /** This call's ms to wait for its answer (each page's, for `pages` and `all`), instead of the client's `timeout` (0: as long as fetch does). */
  timeout?: number | undefined
  /**
   * Aborting it cancels the call (the request's connection is closed): it rejects with an Aborted
   * (`FMR_CLIENT_ABORTED`); one already aborted sends nothing. For `pages` and `all`, the whole walk.
   */
  signal?: AbortSignal | undefined
}

/** Conditions of a write: `ifMatch: true` sends the tag of the last answer about that record. */
export interface WriteConditions extends CallOptions {
  // Not `| undefined`: a tag that may be unknown (`client.tagOf(id)`) would make the write
  // unconditional, a lost update; `tagOf(id) ?? true` sends an empty tag then, which is refused.
  ifMatch?: string | true
  /** `'*'` on a PUT: create the record, never replace it. */
  ifNoneMatch?: string
  headers?: Record<string, string> | undefined
}

/** Conditions of a GET: `ifNoneMatch: true` sends the last answer's tag, and a 304 gives that answer again. */
export interface ReadConditions extends CallOptions {
  ifNoneMatch?: string | true | undefined
  headers?: Record<string, string> | undefined
}

/** A batch's options: its URL (`/batch` by default), and those of every call. */
export interface BatchOptions extends CallOptions {
  path?: string | undefined
}

/** A value of an earlier operation's answer, in a batch body: `{ $ref: '0/id' }` (a path into it: `1/author/id`). */
export interface Ref {
  $ref: `${number}/${string}`
}

/** A body of a batch operation: any value may be a Ref instead. */
export type WithRefs<T> = T extends ReadonlyArray<infer E> ? Array<WithRefs<E>> | Ref
  : T extends object ? { [K in keyof T]: WithRefs<T[K]> } | Ref
    : T | Ref

/**
 * One operation of a batch, typed from the URL its path starts with: a POST takes that URL's
 * create body, a PUT or PATCH (a record's path) its replace or update body. `{n/field}` in a path
 * and `{ $ref: 'n/field' }` in a body name an earlier answer.
 */
export type BatchOperation<A extends ApiModels = ApiModels> = {
  [U in keyof A & string]:
  | { method: 'GET', path: U | `${U}?${string}` | `${U}/${string}` }
  | { method: 'POST', path: U, body: WithRefs<InputOf<A, A[U]>> }
  | { method: 'PUT', path: `${U}/${string}`, body: WithRefs<InputOf<A, A[U], 'replace'>> }
  | { method: 'PATCH', path: `${U}/${string}`, body: WithRefs<InputOf<A, A[U], 'update'>> }
  | { method: 'DELETE', path: `${U}/${string}` }
}[keyof A & string]

/** One operation's answer in a batch. */
export interface BatchResult<B = unknown> {
  status: number
  body: B
}

/** The answer body of one operation: a record, a page (`{ "<Type>": [records] }`), null for a DELETE, or a hook's answer. */
export type BatchAnswerOf<A extends ApiModels, O> = {
  [U in keyof A & string]:
  O extends { method: 'POST', path: U } ? AnswerOf<A, A[U], 'post'>
    : O extends { method: 'GET', path: U | `${U}?${string}` } ? { [N in NameOf<A[U]>]: Array<RecordOf<A, A[U]>> }
      : O extends { method: 'GET', path: `${U}/${string}` } ? RecordOf<A, A[U]>
        : O extends { method: 'PUT', path: `${U}/${string}` } ? AnswerOf<A, A[U], 'put'>
          : O extends { method: 'PATCH', path: `${U}/${string}` } ? AnswerOf<A, A[U], 'patch'>
            : O extends { method: 'DELETE', path: `${U}/${string}` } ? Exclude<AnswerOf<A, A[U], 'delete'>, undefined> | ([AnswerOf<A, A[U], 'delete'>] extends [undefined] ? null : never)
              : never
}[keyof A & string]

/** Each operation's `{status, body}`, in order, the body typed from the operation's method and path. */
export type BatchResults<A extends ApiModels, O extends readonly unknown[]> = { -readonly [I in keyof O]: BatchResult<BatchAnswerOf<A, O[I]>> }

type Fields<A extends ApiModels, M extends ClientModel> = readonly FieldOf<A, M>[]

/** A bulk create where the resource takes them (Bulk) and the POST's answer is the records (no afterCommit hook replaces it). */
type BulkCreate<A extends ApiModels, M extends ClientModel> = '~bulk' extends keyof M ? ('post' extends keyof Replacements<M> ? unknown : {
  (inputs: ReadonlyArray<BulkInputOf<M>>, options?: WriteConditions): Promise<Array<RecordOf<A, M>>>
}) : unknown

/** The calls on one collection URL of an API, typed from the record class `M` served there. */
export interface ResourceClient<A extends ApiModels, M extends ClientModel> {
  get: {
    (id: KeyOf<M>, options?: ReadConditions & { fields?: undefined }): Promise<RecordOf<A, M>>
    <const F extends Fields<A, M>>(id: KeyOf<M>, options: ReadConditions & { fields: F & NotEmpty<F> }): Promise<Selected<A, M, F>>
  }
  list: {
    (query?: ListQuery<A, M> & ReadConditions): Promise<Page<RecordOf<A, M>>>
    <const F extends Fields<A, M>>(query: ListQuery<A, M, F> & ReadConditions & { fields: F & NotEmpty<F> }): Promise<Page<Selected<A, M, F>>>
  }
  /** Every page from the query's on, following `Link` (offset or cursor paging alike). */
  pages: {
    (query?: ListQuery<A, M> & CallOptions): AsyncIterable<Page<RecordOf<A, M>>>
    <const F extends Fields<A, M>>(query: ListQuery<A, M, F> & CallOptions & { fields: F & NotEmpty<F> }): AsyncIterable<Page<Selected<A, M, F>>>
  }
  /** Every matching record, page after page. */
  all: {
    (query?: ListQuery<A, M> & CallOptions): AsyncIterable<RecordOf<A, M>>
    <const F extends Fields<A, M>>(query: ListQuery<A, M, F> & CallOptions & { fields: F & NotEmpty<F> }): AsyncIterable<Selected<A, M, F>>
  }
  /** Creates one record, or (an array, on a Bulk URL) every record or none: the bulk create (columns only, no nested records). */
  create: {
    (input: InputOf<A, M>, options?: WriteConditions): Promise<AnswerOf<A, M, 'post'>>
  } & BulkCreate<A, M>
  /** PUT: replaces the record (or creates it, where the resource takes client ids). */
  replace: (id: KeyOf<M>, input: InputOf<A, M, 'replace'>, options?: WriteConditions) => Promise<AnswerOf<A, M, 'put'>>
  /** PATCH: changes the columns sent; a writable list or many-to-many also takes `{add, remove}`. */
  update: (id: KeyOf<M>, changes: InputOf<A, M, 'update'>, options?: WriteConditions) => Promise<AnswerOf<A, M, 'patch'>>
  delete: (id: KeyOf<M>, options?: WriteConditions) => Promise<AnswerOf<A, M, 'delete'>>
  /** The `ETag` of the last answer about that record, if one was read. */
  tagOf: (id: KeyOf<M>) => string | undefined
}

export interface Client<A extends ApiModels> {
  /** The calls on the collection at `url` (a key of the API's models). */
  resource: <U extends keyof A & string>(url: U) => ResourceClient<A, A[U]>
  /**
   * POST the batch resource's URL (`/batch` by default; a string, or `path` of the options): the
   * operations in one transaction, all or none.
   */
  batch: <const O extends ReadonlyArray<BatchOperation<A>>>(operations: O, options?: string | BatchOptions) => Promise<BatchResults<A, O>>
}

interface Answer {
  response: Response
  body: unknown
  /** The answer's text: kept for a 304, which gives it parsed anew (never an object the caller may have changed). */
  text: string
}

/** Every 2xx status: what a write takes as success (an afterCommit hook may answer with any). */
const SUCCESS = Array.from({ length: 100 }, (_, index) => 200 + index)

/** Tries of a GET answered 503 or 429 with a short Retry-After (a write is never sent again: it may have been committed). */
const GET_ATTEMPTS = 3
/** The longest Retry-After (seconds) a GET waits out; a longer one is the caller's ApiError at once. */
const LONGEST_WAIT = 5

/** The ms a 503 or 429 asks to wait before the same request (`Retry-After` in seconds), when short; else undefined. */
function retryAfter (response: Response): number | undefined {
  if (response.status !== 503 && response.status !== 429) return undefined
  const seconds = /^\d+$/.test(response.headers.get('retry-after') ?? '') ? Number(response.headers.get('retry-after')) : Infinity
  return seconds <= LONGEST_WAIT ? seconds * 1000 : undefined
}

/** A value that can be a key's part in a URL. */
function isKeyPart (value: unknown): value is string | number {
  return typeof value === 'string' || typeof value === 'number'
}

/**
 * A client of the API whose collection URLs serve the record classes `A`
 * (`createClient<{ '/books': typeof Book }>({ baseUrl })`): types only, nothing of them at run time.
 */
export function createClient<A extends ApiModels> (options: ClientOptions<A>): Client<A> {
  const base = baseOf(options.baseUrl)
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis)
  const validators = new Map<string, Validator>()
  // The last tag of each record URL, and the last answer of each URL read with a tag (for a 304):
  // the most recent only, so that a process reading many URLs for days holds no more than maxTags.
  const maxTags = options.maxTags ?? MAX_TAGS
  if (!Number.isSafeInteger(maxTags) || maxTags < 0) throw new TypeError(`maxTags is a number of URLs, 0 or more: not ${String(options.maxTags)}`)
  const maxKeptBytes = options.maxKeptBytes ?? MAX_KEPT_BYTES
  if (!Number.isSafeInteger(maxKeptBytes) || maxKeptBytes < 0) throw new TypeError(`maxKeptBytes is a number of bytes, 0 or more: not ${String(options.maxKeptBytes)}`)
  const timeout = timeoutOf(options.timeout)
  const tags = new Lru<string, string>(maxTags)
  const cached = new Lru<string, { tag: string, text: string }>(maxTags, maxKeptBytes)

  async function call (method: string, url: string, expected: number[], init: CallOptions & { body?: unknown, headers?: Record<string, string> } = {}): Promise<Answer> {
    const signal = init.signal
    if (signal?.aborted === true) throw new Aborted(`${method} ${url} was not sent: the call's signal was aborted`, false, signal.reason)
    const headers: Record<string, string> = {
      ...(typeof options.headers === 'function' ? options.headers() : options.headers),
      ...init.headers
    }
    // Errors as problem details, for their catalogue `code` (ApiError's); a success is JSON either way.
    headers.accept = ACCEPT
    if (init.body !== undefined) headers['content-type'] = 'application/json'
    const ms = init.timeout === undefined ? timeout : timeoutOf(init.timeout)
    const scope = init.timeout === undefined ? 'the client\'s timeout; a call\'s own `timeout` may give it longer' : 'the call\'s timeout'
    let response: Response
    let text: string
    for (let attempt = 1; ; attempt++) {
      // Each request waits `ms` for its whole answer; the wait a Retry-After asks for is not counted.
      const limit = deadline(ms, `${method} ${url} got no answer within ${ms} ms (${scope})`, { signal, message: `${method} ${url} was aborted by the call's signal before its answer came` })
      let wait: number | undefined
      try {
        const request: RequestInit = init.body === undefined ? { method, headers } : { method, headers, body: JSON.stringify(init.body) }
        if (limit.signal !== undefined) request.signal = limit.signal
        response = await doFetch(url, request).catch((error: unknown) => { throw limit.cancelled ?? unreachable(method, url, error) })
        wait = method === 'GET' && attempt < GET_ATTEMPTS ? retryAfter(response) : undefined
        if (wait === undefined) {
          // An answer of a status not expected is read up to 64 KiB (a proxy's endless page): its error says what it was.
          text = await (expected.includes(response.status) ? response.text() : boundedText(response)).catch((error: unknown) => { throw limit.cancelled ?? error })
          break
        }
        await response.body?.cancel()
      } finally {
        limit.clear()
      }
      if (!await pause(wait, signal)) throw new Aborted(`${method} ${url} was aborted by the call's signal while it waited out a Retry-After`, true, signal?.reason)
    }
    const isExpected = expected.includes(response.status)
    const body = parsed(url, response, text, isExpected)
    if (!isExpected) throw new ApiError(response.status, body as ErrorBody | null, response.headers)
    return { response, body, text }
  }

  // fetch's own error says only `fetch failed`: name the request, and what failed (its cause's message).
  function unreachable (method: string, url: string, error: unknown): unknown {
    if (!(error instanceof TypeError)) return error
    const why = error.cause instanceof Error ? error.cause.message : error.message
    return new Unreachable(`${method} ${url} got no answer: ${why} (the client's baseUrl is ${options.baseUrl})`, error)
  }

  // A text that is not JSON (a proxy's error page, a login page): an ApiError by its status, or for an expected status an AnswerMismatch.
  function parsed (url: string, response: Response, text: string, expected: boolean): unknown {
    if (text === '') return null
    try {
      return JSON.parse(text)
    } catch {
      if (!expected) throw new ApiError(response.status, { message: text.slice(0, 200) }, response.headers)
      throw new AnswerMismatch(url, text)
    }
  }

  // A page (or a bulk create's answer) is `{"<Type>": [records]}`: another JSON (a proxy's `{"status":"ok"}`) is no empty page.
  function recordsOf (url: string, body: unknown): unknown[] {
    const records = typeof body === 'object' && body !== null && !Array.isArray(body) ? Object.values(body)[0] : undefined
    if (!Array.isArray(records)) throw new AnswerMismatch(url, body)
    return records
  }

  function checked (url: string, resourceUrl: string, records: unknown[]): void {
    if (options.check === false) return
    const schema = options.schemas?.[resourceUrl]
    if (schema === undefined) return
    let validator = validators.get(resourceUrl)
    if (validator === undefined) validators.set(resourceUrl, validator = Compile(schema))
    for (const record of records) if (!validator.Check(record)) throw new AnswerMismatch(url, record)
  }

  function resource (url: string): ResourceClient<A, ClientModel> {
    const keyNames = (options.keys as Record<string, readonly string[] | undefined> | undefined)?.[url]
    // A composite key's parts are segments in declared order: a tuple's, or an object's in the order `keys` gives.
    function recordUrl (key: unknown): string {
      let parts: unknown[]
      if (Array.isArray(key)) parts = key
      else if (typeof key === 'object' && key !== null) {
        if (keyNames === undefined) throw new TypeError(`${url}: a key given as an object needs the client's keys option ({ '${url}': [...] }); a tuple needs nothing`)
        parts = keyNames.map(name => (key as Record<string, unknown>)[name])
      } else parts = [key]
      return `${base}${url}/${parts.map(segment).join('/')}`
    }

    // fetch resolves a `.` or `..` segment (`/slugs/..` is `/`): the call would reach another route.
    function segment (part: unknown): string {
      const text = String(part)
      if (text === '.' || text === '..') throw new TypeError(`${url}: a key part '${text}' cannot be in a URL (fetch removes dot segments), so its record cannot be named`)
      return encodeURIComponent(text)
    }

    /**
     * A created record's URL as recordUrl builds it: from a composite key's columns in the answer
     * (the `keys` option), else the Location (the server percent-encodes the key in it).
     */
    function createdUrl (body: unknown, location: string | null, target: string): string | undefined {
      const values = typeof body === 'object' && body !== null ? body as Record<string, unknown> : {}
      if (keyNames?.every(name => isKeyPart(values[name])) === true) return addressable(keyNames.map(name => values[name]))
      return location === null ? undefined : resolved(location, target)
    }

    // The record URL of a key, or undefined for a key no URL can name (a created `..`: it gets no tag).
    function addressable (key: unknown): string | undefined {
      try {
        return recordUrl(key)
      } catch {
        return undefined
      }
    }

    /**
     * Keeps a record's tag, for `ifMatch: true`, and a GET's answer with it, for `ifNoneMatch: true`.
     * A write's answer is not kept: its method's serialFields may show other fields than the GET,
     * under the same tag (the record's), and a 304 would give it as the GET's answer. A list
     * page's tag is no record's: it is kept with its answer, under its full URL, alone (under the
     * collection's URL, a create's `ifMatch: true` would send whichever page's was read last).
     */
    function remember (target: string, { response, text }: Answer, kind: 'record' | 'written' | 'page'): void {
      const tag = response.headers.get('etag')
      if (tag === null) return
      if (kind !== 'page') tags.set(target.split('?')[0], tag)
      if (kind !== 'written') cached.set(target, { tag, text }, text.length + target.length)
    }

    function conditions (target: string, conditions: WriteConditions = {}): Record<string, string> {
      const headers = { ...conditions.headers }
      const tag = conditions.ifMatch === true ? tags.get(target) : conditions.ifMatch
      if (conditions.ifMatch !== undefined) headers['if-match'] = tag ?? '""'
      if (conditions.ifNoneMatch !== undefined) headers['if-none-match'] = conditions.ifNoneMatch
      return headers
    }

    /** `keep: false` holds no copy of the answer (`pages` and `all`, which never send `ifNoneMatch`). */
    async function read (target: string, conditions: ReadConditions = {}, keep = true, kind: 'record' | 'page' = 'record'): Promise<Answer> {
      const headers = { ...conditions.headers }
      const last = cached.get(target)
      const tag = conditions.ifNoneMatch === true ? last?.tag : conditions.ifNoneMatch
      if (tag !== undefined) headers['if-none-match'] = tag
      const answer = await call('GET', target, [200, 304], { headers, timeout: conditions.timeout, signal: conditions.signal })
      if (answer.response.status === 304) {
        // A tag the caller gave (or of another answer): the copy it came from is theirs, not this client's.
        if (last === undefined || last.tag !== answer.response.headers.get('etag')) throw new NotModified(target, tag ?? '', answer.response.headers)
        return { response: answer.response, body: JSON.parse(last.text), text: last.text }
      }
      if (keep) remember(target, answer, kind)
      return answer
    }

    // A write answers its own status, or another 2xx where an afterCommit hook answers in its place (not checked: it may be another type).
    async function written (target: string, method: string, body: unknown, own: number[], options?: WriteConditions): Promise<unknown> {
      const answer = await call(method, target, SUCCESS, { body, headers: conditions(target, options), timeout: options?.timeout, signal: options?.signal })
      if (own.includes(answer.response.status)) {
        checked(target, url, [answer.body])
        remember(target, answer, 'written')
      }
      return answer.body
    }

    async function page (target: string, readConditions?: ReadConditions, keep = true): Promise<Page<unknown>> {
      const { response, body } = await read(target, readConditions, keep, 'page')
      const records = recordsOf(target, body)
      checked(target, url, records)
      const result: Page<unknown> = { records }
      const next = nextLink(response.headers.get('link'), target)
      if (next !== undefined) result.next = next
      const total = response.headers.get('x-total-count')
      if (total !== null) result.total = Number(total)
      return result
    }

    // Each page is let go once yielded: an iteration over a whole collection holds one page at a time.
    // The timeout is each page's request: a long walk is cut by the caller's signal alone.
    async function * pages (query: QueryParts & CallOptions = {}): AsyncIterable<Page<unknown>> {
      const { timeout, signal } = query
      for (let target: string | undefined = `${base}${url}${queryString(query)}`; target !== undefined;) {
        const current = await page(target, { timeout, signal }, false)
        yield current
        target = current.next
      }
    }

    const calls = {
      async get (id: unknown, options: ReadConditions & { fields?: readonly string[] } = {}) {
        const target = recordUrl(id) + queryString({ fields: options.fields })
        const { body } = await read(target, options)
        // A record is an object: a proxy's empty 200, `null` or a list is no record, schemas or not.
        if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new AnswerMismatch(target, body)
        checked(target, url, [body])
        return body
      },
      async list (query: QueryParts & ReadConditions = {}) {
        return await page(`${base}${url}${queryString(query)}`, query)
      },
      pages,
      async * all (query: QueryParts & CallOptions = {}) {
        for await (const current of pages(query)) yield * current.records
      },
      async create (input: unknown, options?: WriteConditions) {
        const target = `${base}${url}`
        const answer = await call('POST', target, Array.isArray(input) ? [201] : SUCCESS, { body: input, headers: conditions(target, options), timeout: options?.timeout, signal: options?.signal })
        if (!Array.isArray(input)) {
          if (answer.response.status !== 201) return answer.body
          checked(target, url, [answer.body])
          const created = createdUrl(answer.body, answer.response.headers.get('location'), target)
          if (created !== undefined) remember(created, answer, 'written')
          return answer.body
        }
        const records = recordsOf(target, answer.body)
        checked(target, url, records)
        return records
      },
      async replace (id: unknown, input: unknown, options?: WriteConditions) {
        return await written(recordUrl(id), 'PUT', input, [200, 201], options)
      },
      async update (id: unknown, changes: unknown, options?: WriteConditions) {
        return await written(recordUrl(id), 'PATCH', changes, [200], options)
      },
      async delete (id: unknown, options?: WriteConditions) {
        const target = recordUrl(id)
        const answer = await call('DELETE', target, SUCCESS, { headers: conditions(target, options), timeout: options?.timeout, signal: options?.signal })
        tags.delete(target)
        cached.delete(target)
        // A 204 has no body; an afterCommit hook may answer one (Answers).
        return answer.response.status === 204 ? undefined : answer.body
      },
      tagOf: (id: unknown) => tags.get(recordUrl(id))
    }
    // The implementation is loosely typed; ResourceClient is the typed face of these same calls.
    return calls as unknown as ResourceClient<A, ClientModel>
  }

  return {
    resource: <U extends keyof A & string>(url: U) => resource(url) as unknown as ResourceClient<A, A[U]>,
    async batch<const O extends ReadonlyArray<BatchOperation<A>>> (operations: O, options: string | BatchOptions = {}) {
      const { path = '/batch', timeout, signal } = typeof options === 'string' ? { path: options } : options
      const answer = await call('POST', `${base}${path}`, [200], { body: { operations }, timeout, signal })
      return (answer.body as { results: BatchResults<A, O> }).results
    }
  }
}


