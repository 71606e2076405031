import type { FastifyInstance, FastifyReply, FastifyRequest, RequestPayload } from 'fastify'
import { errors } from '../../lib/index.ts'

// Fastify tests a parser's RegExp against the header as it normalizes it: lower case, then
// `; name="value"` for each parameter. Its own JSON parser knows `application/json` only.
const PLUS_JSON = /^application\/[\w.+-]+\+json(?:;|$)/
const JSON_MEDIA = /^\s*application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i
const CHARSET = /;\s*charset\s*=\s*("[^"]*"|[^;\s]*)/gi
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH'])

/** Why the body of this request cannot be read as JSON text, before a byte of it is read. */
function refusal (request: FastifyRequest): Error | undefined {
  const encoding = (request.headers['content-encoding'] ?? '').trim().toLowerCase()
  if (encoding !== '' && encoding !== 'identity') return new errors.UnsupportedEncoding(encoding.slice(0, 40))
  const type = request.headers['content-type'] ?? ''
  // Other media types get their own 415 from jsonObject ("JSON format is required").
  if (!JSON_MEDIA.test(type)) return undefined
  for (const [, raw] of type.matchAll(CHARSET)) {
    const charset = raw.replace(/^"|"$/g, '').toLowerCase()
    // `utf8` is the IANA registry's alias-less spelling clients send anyway (Java's, MySQL's).
    if (charset !== 'utf-8' && charset !== 'utf8') return new errors.UnsupportedCharset(charset.slice(0, 40))
  }
  return undefined
}

/**
 * A DELETE takes no body: one sent empty with a JSON Content-Type (a client that sets it on every
 * request) is not parsed, where Fastify's parser refused it as an empty JSON body (400) and the
 * record stayed. Fastify reads the header after this hook.
 */
function noEmptyBody (request: FastifyRequest, _reply: FastifyReply, payload: RequestPayload, done: (error: Error | null, payload?: RequestPayload) => void): void {
  const length = request.headers['content-length']
  if ((length === undefined || length === '0') && request.headers['transfer-encoding'] === undefined) delete request.headers['content-type']
  done(null, payload)
}

/**
 * Write bodies in a resource's scope: every `application/*+json` type (merge-patch+json,
 * vnd.api+json...) parsed as JSON with Fastify's own parser (same proto-poisoning rules and
 * bodyLimit as application/json); a charset other than UTF-8 (`utf-8` or `utf8`, any case) or
 * any Content-Encoding is a 415,
 * where Fastify would read the bytes as UTF-8 and silently misread them.
 */
export function acceptJson (scope: FastifyInstance): void {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = scope.initialConfig
  if (!scope.hasContentTypeParser(PLUS_JSON)) {
    scope.addContentTypeParser(PLUS_JSON, { parseAs: 'string' }, scope.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning))
  }
  // A callback hook of the routes that take a body only: a GET passes no hook for it, and no promise is made.
  const check = (request: FastifyRequest, _reply: FastifyReply, payload: RequestPayload, done: (error: Error | null, payload?: RequestPayload) => void): void => {
    const refused = BODY_METHODS.has(request.method) ? refusal(request) : undefined
    if (refused !== undefined) done(refused)
    else done(null, payload)
  }
  scope.addHook('onRoute', route => {
    const methods = [route.method].flat()
    if (methods.includes('DELETE')) route.preParsing = [noEmptyBody, ...[route.preParsing ?? []].flat()]
    if (!methods.some(method => BODY_METHODS.has(method))) return
    route.preParsing = [check, ...[route.preParsing ?? []].flat()]
  })
}
