// The answers a typed client did not expect, as errors a caller can narrow by class, body and code.

/**
 * The codes of the errors the client raises itself, no server having answered them: `FMR_CLIENT_`,
 * a prefix no server error has (those are `FMR_ERR_`), so a `switch (error.code)` tells them apart.
 */
export const CLIENT_CODES = {
  /** No answer at all: nothing listening, an unknown host, a baseUrl without its scheme. */
  unreachable: 'FMR_CLIENT_UNREACHABLE',
  /** An answer with an expected status whose body is not what the call reads (AnswerMismatch). */
  answerMismatch: 'FMR_CLIENT_ANSWER_MISMATCH',
  /** A 304 to a tag of no answer this client holds (NotModified). */
  notModified: 'FMR_CLIENT_NOT_MODIFIED',
  /** A subscription closed before the server took it (its `ready`). */
  closed: 'FMR_CLIENT_CLOSED',
  /** No answer within the client's `timeout` (TimedOut): the server took the connection and said nothing. */
  timeout: 'FMR_CLIENT_TIMEOUT',
  /** The call's own `signal` aborted (Aborted): the caller gave up, not the server. */
  aborted: 'FMR_CLIENT_ABORTED'
} as const

/** One of CLIENT_CODES. */
export type ClientErrorCode = typeof CLIENT_CODES[keyof typeof CLIENT_CODES]

/** A refused write's required columns it did not send (by column name: `author_id`, `1.author_id` in a bulk). */
export interface MissingColumns {
  missing_columns: string[]
}

/** A refused write's field and its message (`{ title: 'The data exceeds the maximum length 100' }`). */
export type FieldProblem = Record<string, string> & { missing_columns?: never }

/**
 * One problem of a refused write: a field and its message, or the required columns missing.
 * `'missing_columns' in problem` tells them apart.
 */
export type ValidationProblem = MissingColumns | FieldProblem

/** An RFC 9457 problem details body: what the plugin answers the client's every error with. */
export interface ProblemDetails {
  type: string
  title: string
  status: number
  detail: string
  code: string
  errors?: Array<{ field: string, message: string }>
  [extension: string]: unknown
}

/**
 * An error answer's body: problem details from the plugin, or `{message}` (a text: an answer that
 * is not JSON, or a server's that does not send problem details; a refused write's problems).
 */
export type ErrorBody = { message: string } | { message: ValidationProblem[] } | ProblemDetails

/** An answer with a status other than the one expected: its status, body and headers. */
export class ApiError extends Error {
  readonly status: number
  readonly body: ErrorBody | null
  readonly headers: Headers
  /**
   * The error's stable catalogue code (`FMR_ERR_NOT_FOUND`, docs/errors.md), from the problem
   * details; undefined for an answer without one (a proxy's page, a 304).
   */
  readonly code: string | undefined

  constructor (status: number, body: ErrorBody | null, headers: Headers) {
    super(describe(status, body))
    this.name = 'ApiError'
    this.status = status
    this.body = body
    this.headers = headers
    this.code = body !== null && 'code' in body && typeof body.code === 'string' ? body.code : undefined
  }

  /**
   * A refused write's problems (`{field: message}` and `{missing_columns}`), or an empty list. From
   * problem details, each of `errors` as `{field: message}` (a missing column too: `The field is required`).
   */
  get problems (): ValidationProblem[] {
    if (this.body === null) return []
    if ('errors' in this.body && Array.isArray(this.body.errors)) return this.body.errors.map(({ field, message }) => ({ [field]: message }))
    return 'message' in this.body && Array.isArray(this.body.message) ? this.body.message : []
  }
}

/**
 * A 304 to a GET whose If-None-Match this client did not send from an answer it holds (a tag
 * given as a string, or one of another answer): the record has not changed since `tag`, and the
 * client has no copy of it to give. Keep the copy that tag came from, or read again without `ifNoneMatch`.
 */
export class NotModified extends ApiError {
  readonly tag: string
  override readonly code: string = CLIENT_CODES.notModified

  constructor (url: string, tag: string, headers: Headers) {
    super(304, null, headers)
    this.name = 'NotModified'
    this.tag = tag
    this.message = `304 Not Modified: ${url} has not changed since ${tag}, and this client holds no answer with that tag ` +
      '(it keeps the last answer of each URL it read with a tag): use the copy that tag came from, ' +
      'pass ifNoneMatch: true to send the tag of the answer this client holds, or read it again without ifNoneMatch'
  }
}

/** An answer that does not fit the record type's schema (a server of another version, a proxy's page). */
export class AnswerMismatch extends Error {
  readonly body: unknown
  readonly code: ClientErrorCode = CLIENT_CODES.answerMismatch

  constructor (url: string, body: unknown) {
    super(`The answer of ${url} does not fit the record type's schema: ${JSON.stringify(body)}`)
    this.name = 'AnswerMismatch'
    this.body = body
  }
}

/**
 * No answer at all (`${method} ${url} got no answer: ...`), fetch's error as its `cause`: a
 * TypeError, as fetch's own. A write that got none may still have been committed.
 */
export class Unreachable extends TypeError {
  readonly code: ClientErrorCode = CLIENT_CODES.unreachable

  constructor (message: string, cause: unknown) {
    super(message, { cause })
    this.name = 'Unreachable'
  }
}

/**
 * No answer within `timeout` ms (the client's, or the call's own): the request was aborted. Not
 * a call's `signal` (an Aborted). A write that got none may still have been committed.
 */
export class TimedOut extends Error {
  readonly code: ClientErrorCode = CLIENT_CODES.timeout
  /** The ms waited. */
  readonly timeout: number

  constructor (message: string, timeout: number) {
    super(message)
    this.name = 'TimedOut'
    this.timeout = timeout
  }
}

/**
 * The call's own `signal` aborted, its reason as `cause`. `sent: false`, it was aborted before the
 * call sent anything (nothing reached the server); else the request was cancelled on its way, and
 * a write may still have been committed.
 */
export class Aborted extends Error {
  readonly code: ClientErrorCode = CLIENT_CODES.aborted
  readonly sent: boolean

  constructor (message: string, sent: boolean, cause: unknown) {
    super(message, { cause })
    this.name = 'Aborted'
    this.sent = sent
  }
}

/** A subscription closed (`close()`, its signal aborted) before the server took it: what its `ready` rejects with. */
export class SubscriptionClosed extends Error {
  readonly code: ClientErrorCode = CLIENT_CODES.closed

  constructor () {
    super('The subscription was closed before the server took it')
    this.name = 'SubscriptionClosed'
  }
}

function describe (status: number, body: ErrorBody | null): string {
  if (body === null) return `HTTP ${status}`
  // A refused write's message names its problems, as `{message}` did: a log line says what to fix.
  if ('detail' in body) return body.errors === undefined || body.errors.length === 0 ? body.detail : `${body.detail}: ${body.errors.map(({ field, message }) => `${field}: ${message}`).join('; ')}`
  return typeof body.message === 'string' ? body.message : `HTTP ${status}: ${JSON.stringify(body.message)}`
}
