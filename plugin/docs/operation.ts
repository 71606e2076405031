import type { RouteOptions } from 'fastify'
import { decoratorDocs, type SecurityScheme } from './declared.ts'
import { errorAnswer } from '../routes/route-schema.ts'

type JsonSchema = Record<string, unknown>

// Fastify reads a DELETE's body too: it can be too large or of another media type.
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export interface OperationContext {
  /** The document's security schemes, which the routes' decorators add to. */
  schemes: Record<string, SecurityScheme>
}

/** `/api/v2/orders/{id}` → `ApiV2OrdersById`: an operation name for a route that gives none. */
export function pathName (url: string): string {
  return url.split('/').filter(part => part !== '').map(part => {
    const param = /^[:{](\w+)}?$/.exec(part)
    const word = param === null ? part : `by-${param[1]}`
    return word.split(/[^A-Za-z0-9]+/).map(piece => piece.charAt(0).toUpperCase() + piece.slice(1)).join('')
  }).join('')
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers for the OpenAPI document only, where they differ from what the route's serializer compiles. */
    openapiResponses?: Record<string, Record<string, unknown>>
    /** Headers every answer of the route carries (a rate limit's), for the OpenAPI document. */
    openapiHeaders?: Record<string, Record<string, unknown>>
  }
}

function documentedAnswers (route: RouteOptions): Record<string, JsonSchema> {
  return route.config?.openapiResponses ?? {}
}

/** The route's own hooks that may answer instead of it: its preHandlers (a resource's decorators) and onRequest hooks (/metrics'). */
function decoratorsOf (route: RouteOptions): unknown[] {
  return [route.onRequest, route.preHandler].flatMap(handlers => handlers === undefined ? [] : Array.isArray(handlers) ? handlers : [handlers])
}

/**
 * What every documented route's answers share, added to its schema for the document only: the
 * operation's name, the statuses any route may give (400, 413 and 415 for a body; 431 and 500
 * anywhere), what its config and decorators declare (a rate limit's 429; statuses, security),
 * and for the HEAD twin of a GET, the same statuses and headers without bodies.
 */
export function describeOperation (schema: JsonSchema | undefined, route: RouteOptions, context: OperationContext): JsonSchema | undefined {
  if (schema === undefined || schema.hide === true) return schema
  const method = String(route.method)
  const out: JsonSchema = { ...schema }
  const response: Record<string, JsonSchema> = { ...(schema.response as Record<string, JsonSchema> | undefined) }
  const given = typeof schema.operationId === 'string' ? schema.operationId.replace(/-head$/, '') : undefined
  const name = given ?? method.toLowerCase() + pathName(route.url)
  out.operationId = method === 'HEAD' ? `head${name.charAt(0).toUpperCase()}${name.slice(1)}` : name
  const summary = typeof schema.summary === 'string' ? schema.summary : `${method} ${route.url}`
  out.summary = method === 'HEAD' ? `${summary}: the headers only` : summary
  // A path parameter past Fastify's maxParamLength is refused before routing.
  if (route.url.includes(':')) response[414] ??= errorAnswer('A path parameter is too long')
  if (BODY_METHODS.has(method)) {
    response[400] ??= errorAnswer('The body is not valid JSON')
    response[413] ??= errorAnswer('The body is larger than the body limit')
    response[415] ??= errorAnswer('The body is not JSON text in UTF-8')
  }
  // Node's parser refuses a request head past its size limit before any route runs, whichever the route.
  response[431] ??= { description: 'The request head is larger than the server accepts ({message})', content: { 'application/json': { schema: { $ref: 'FmrMessage#' } } } }
  // An unexpected failure (logged; its message says no more) can happen anywhere.
  response[500] ??= errorAnswer('An internal error: the server logged it')
  // Answers the route sends past its serializer (plainJson), and a rate limit's, documented through its config.
  Object.assign(response, documentedAnswers(route))
  const security: Array<Record<string, string[]>> = []
  for (const decorator of decoratorsOf(route)) {
    const docs = decoratorDocs(decorator)
    for (const [status, description] of Object.entries(docs?.statuses ?? {})) response[status] ??= errorAnswer(description)
    if (docs?.security !== undefined) {
      context.schemes[docs.security.name] = docs.security.scheme
      security.push({ [docs.security.name]: [] })
    }
  }
  const shared = route.config?.openapiHeaders
  if (shared !== undefined) {
    for (const [status, answer] of Object.entries(response)) response[status] = { ...answer, headers: { ...shared, ...(answer.headers as JsonSchema | undefined) } }
  }
  // An operation without a security requirement is open to anyone: said so, not left out.
  out.security = security
  out.response = method === 'HEAD' ? withoutBodies(response) : response
  return out
}

/** The HEAD twin's answers: the GET's statuses and headers, no content. */
function withoutBodies (response: Record<string, JsonSchema>): Record<string, JsonSchema> {
  return Object.fromEntries(Object.entries(response).map(([status, answer]) => [status, {
    type: 'null',
    description: typeof answer.description === 'string' ? answer.description.replace(/ \(\{message\}.*\)$/, '') : 'Headers only',
    ...(answer.headers === undefined ? {} : { headers: answer.headers })
  }]))
}
