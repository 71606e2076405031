import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { errors } from '../../lib/index.ts'
import { unavailableOr } from '../../lib/db/classify-error.ts'
import { refusedKey } from './key-routes.ts'
import { sendError, type ErrorAnswer, type FieldProblem } from './problem-details.ts'

type AnyError = FastifyError & { entries?: unknown, fields?: readonly FieldProblem[] }

/** The catalogue's code of an error class (an instance field of @fastify/error's classes). */
const codeOf = (ErrorClass: new (...args: string[]) => { code: string }): string => new ErrorClass('').code

/** Fastify's own request errors, answered with the decisions' status, a `{message}` body and a code of the catalogue. */
const FASTIFY_ERRORS: Record<string, { status: number, code: string, message?: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: codeOf(errors.JsonRequired), message: 'JSON format is required' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: codeOf(errors.BadBody) },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: codeOf(errors.BadBody), message: 'The body is empty; a JSON object is required' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: codeOf(errors.BodyTooLarge) },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: codeOf(errors.BadBody) }
}
const BAD_REQUEST = codeOf(errors.BadRequest)
const INTERNAL = new errors.InternalError()

/** What an error is answered with: its status, code and message; undefined for an unexpected one. */
function answerOf (error: AnyError): ErrorAnswer | undefined {
  const known = FASTIFY_ERRORS[error.code]
  if (known !== undefined) return { status: known.status, code: known.code, message: known.message ?? error.message }
  if (error.code === 'FMR_ERR_VALIDATION') return { status: 400, code: error.code, message: error.entries, fields: error.fields }
  if (error.code === 'FMR_ERR_HOOK_FAILED') return { status: error.statusCode ?? 400, code: error.code, message: error.message }
  // `/ready` refusing: the check names what failed, never a driver's text; it set Retry-After.
  if (error.code === 'FMR_ERR_NOT_READY') return { status: 503, code: error.code, message: error.message }
  // Change events past maxSubscribers: the route set Retry-After.
  if (error.code === 'FMR_ERR_SUBSCRIBERS') return { status: 503, code: error.code, message: error.message }
  if (error.code?.startsWith('FMR_ERR_') && error.statusCode !== undefined && error.statusCode < 500) {
    return { status: error.statusCode, code: error.code, message: error.message }
  }
  // Fastify's other client errors (a malformed URL, a bad header): their status, their text.
  if (error.code?.startsWith('FST_') && error.statusCode !== undefined && error.statusCode < 500) {
    return { status: error.statusCode, code: BAD_REQUEST, message: error.message }
  }
  return undefined
}

/**
 * Every error of a resource route ends here: client errors as `{message}` with their status
 * (the validation body's message is the contract's list), or as problem details when asked
 * (see sendError); anything unexpected as a 500 whose details go to the log only.
 */
export function errorHandler (this: unknown, raw: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const error = unavailableOr(raw) as AnyError
  if (error.code === 'FMR_ERR_DB_UNAVAILABLE') {
    request.log.warn({ err: raw }, 'database unavailable')
    return sendError(request, reply.header('retry-after', '1'), { status: 503, code: error.code, message: error.message })
  }
  if (error.code === 'FMR_ERR_QUERY_TIMEOUT') {
    // No Retry-After: the same query would run past its budget again. The shape, never a value.
    request.log.warn({ route: request.routeOptions.url, parameters: Object.keys(request.query ?? {}) }, 'read stopped at its budget (readTimeout)')
    return sendError(request, reply, { status: 503, code: error.code, message: error.message })
  }
  const answer = answerOf(error)
  if (answer !== undefined) return sendError(request, reply, answer)
  request.log.error({ err: raw }, 'unexpected error')
  return sendError(request, reply, { status: 500, code: INTERNAL.code, message: INTERNAL.message })
}

/**
 * For Fastify's `frameworkErrors` option: what fails before routing (a malformed URL such as
 * `/books/%`, a path parameter over `maxParamLength`) answered like every other error, as
 * `{message}`. Fastify takes it at construction only, so the application passes it:
 * `Fastify({ frameworkErrors })`.
 */
export function frameworkErrors (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  errorHandler(error, request, reply)
}

const ROUTE_NOT_FOUND = new errors.RouteNotFound()

/**
 * The other methods the router routes the path to. The router ranks a static segment above a
 * parameter within one method only: `PUT /books/:id` also matches `/books/events`, whose route is
 * GET's; such a match counts where the segment is a key of the record route (a text key's
 * `/slugs/events` is a record's URL), not where the route would refuse it (an integer key's).
 */
function methodsAnswering (request: FastifyRequest, path: string): string[] {
  return METHODS.filter(method => {
    if (method === request.method) return false
    const route = request.server.findRoute({ method, url: path })
    return route !== null && !refusedKey(request.server, path, route.params as Record<string, string>)
  })
}

/** The methods a path may answer, besides HEAD (Fastify's with each GET) and OPTIONS (a CORS plugin's). */
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

/** The segments and length of a path tried in other spellings: a bound on a 404's cost. */
const MAX_SEGMENTS = 6
const MAX_PATH = 512

/** A word's other spellings: lower case, then each in the plural or singular. */
function spellings (word: string): string[] {
  if (!/^[a-z][a-z_-]*$/i.test(word)) return []
  const lower = word.toLowerCase()
  const all = [lower, `${lower}s`, lower.replace(/s$/, ''), `${lower}es`, lower.replace(/es$/, '')]
  return [...new Set(all)].filter(other => other !== word && other !== '')
}

/**
 * A path the request's method is served at, one spelling from `path`: without a trailing slash,
 * or with one word in lower case, plural or singular (`/book/1` for `/books/1`); ids are left as
 * they are. Tried as a new user would, each answered a bare "Not found". Only unmatched requests
 * pay the lookups.
 */
function nearbyPath (request: FastifyRequest, path: string): string | undefined {
  if (path.length > MAX_PATH) return undefined
  const served = (candidate: string): boolean => candidate !== path && request.server.findRoute({ method: request.method as typeof METHODS[number], url: candidate }) !== null
  let end = path.length
  while (end > 1 && path[end - 1] === '/') end--
  const parts = path.slice(0, end).split('/')
  if (parts.length > MAX_SEGMENTS + 1) return undefined
  const trimmed = parts.join('/')
  if (served(trimmed)) return trimmed
  for (let index = 1; index < parts.length; index++) {
    for (const other of spellings(parts[index])) {
      const candidate = [...parts.slice(0, index), other, ...parts.slice(index + 1)].join('/')
      if (served(candidate)) return candidate
    }
  }
  return undefined
}

/**
 * A not-found handler answering `{message}` (`app.setNotFoundHandler(notFound)`): the 404 of the
 * application's URL space is the application's to set. A path some route serves with other
 * methods is a 405 with `Allow` (RFC 9110 §15.5.6), so that `DELETE /books` says what to do
 * instead of "Not found". Only unmatched requests pay the lookups.
 */
export function notFound (request: FastifyRequest, reply: FastifyReply): void {
  const path = request.url.split('?', 1)[0]
  const allowed = methodsAnswering(request, path)
  if (allowed.length === 0 || !METHODS.includes(request.method as typeof METHODS[number])) {
    const nearby = nearbyPath(request, path)
    const message = nearby === undefined ? ROUTE_NOT_FOUND.message : `${ROUTE_NOT_FOUND.message}: did you mean ${nearby.slice(0, 200)}?`
    sendError(request, reply, { status: 404, code: ROUTE_NOT_FOUND.code, message })
    return
  }
  const refused = new errors.MethodNotAllowed(request.method, path.slice(0, 200), allowed.join(', '))
  reply.header('allow', [...allowed, ...(allowed.includes('GET') ? ['HEAD'] : [])].join(', '))
  sendError(request, reply, { status: 405, code: refused.code, message: refused.message })
}
