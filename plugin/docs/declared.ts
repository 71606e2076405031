import type { Method } from '../resources/methods.ts'
import { withArticle } from '../../lib/model/case.ts'

/** An OpenAPI security scheme (https://spec.openapis.org/oas/v3.1.0#security-scheme-object). */
export type SecurityScheme =
  | { type: 'apiKey', name: string, in: 'header' | 'query' | 'cookie', description?: string }
  | { type: 'http', scheme: string, bearerFormat?: string, description?: string }
  | { type: 'oauth2', flows: Record<string, unknown>, description?: string }
  | { type: 'openIdConnect', openIdConnectUrl: string, description?: string }

/** Error statuses an answer may have, each with what it means: `{ 401: 'No user' }`. */
export type DeclaredStatuses = Readonly<Record<number, string>>

/** What a decorator adds to the document of every route it guards. */
export interface DecoratorDocs {
  /** The error statuses it answers with (their body is `{message}`, or problem details). */
  statuses?: DeclaredStatuses
  /** The security scheme it checks, by name: the operation requires it and Swagger UI can send it. */
  security?: { name: string, scheme: SecurityScheme }
}

/** Error statuses a resource's hooks answer with: for every method, or per method. */
export type ResourceStatuses = DeclaredStatuses | Partial<Record<Method, DeclaredStatuses>>

const kDocs = Symbol('fastify-model-resources.decorator-docs')

/**
 * Declares what a decorator answers, for the OpenAPI document, and returns the decorator itself:
 * `export const userRequired = documented(async (request, reply) => ..., { statuses: { 401: '...' } })`.
 */
export function documented<F extends (...args: never[]) => unknown> (decorator: F, docs: DecoratorDocs): F {
  Object.defineProperty(decorator, kDocs, { value: docs })
  return decorator
}

/** A function's declared documents; none for an undeclared one. */
export function decoratorDocs (decorator: unknown): DecoratorDocs | undefined {
  return typeof decorator === 'function' ? (decorator as { [kDocs]?: DecoratorDocs })[kDocs] : undefined
}

const METHODS = new Set<string>(['get', 'post', 'put', 'patch', 'delete'])

/** A resource's declared statuses for one method. */
export function statusesFor (statuses: ResourceStatuses | undefined, method: Method): DeclaredStatuses {
  if (statuses === undefined) return {}
  const keys = Object.keys(statuses)
  if (keys.length > 0 && keys.every(key => METHODS.has(key))) return (statuses as Partial<Record<Method, DeclaredStatuses>>)[method] ?? {}
  return statuses as DeclaredStatuses
}

/** A writable relationship, for nestedStatuses: its name, how it treats left-out records, and its type's resource. */
export interface NestedTarget {
  name: string
  orphans?: 'delete' | 'keep'
  statuses?: ResourceStatuses
  /** The nested type's resource has `requireIfMatch`: a change of one of its records needs the parent's If-Match. */
  requireIfMatch?: boolean
  /** A many-to-many's join model (its resource's hooks run for each link made or removed): `name` is the model's. */
  link?: boolean
}

/**
 * The statuses a parent's write answers with when its nested records' hooks refuse (the nested
 * type's resource's `statuses`, plugin/write/nested-input.ts): a new record goes through the POST
 * hooks; in a PUT or PATCH a named record through that method's, and a left-out one through
 * DELETE's, or PATCH's where orphans are kept.
 */
export function nestedStatuses (targets: readonly NestedTarget[], method: Method): Record<string, string> {
  const out: Record<string, string> = {}
  if (method !== 'post' && method !== 'put' && method !== 'patch') return out
  for (const target of targets) {
    const methods: Method[] = method === 'post' ? ['post'] : target.link === true ? ['post', 'delete'] : ['post', method, target.orphans === 'keep' ? 'patch' : 'delete']
    for (const own of methods) {
      for (const [status, description] of Object.entries(statusesFor(target.statuses, own))) out[status] ??= `${description} (a hook of ${withArticle(target.name)} record)`
    }
    if (target.requireIfMatch !== true || (target.link === true && method === 'post')) continue
    out['428'] ??= target.link === true
      ? `${withArticle(target.name, true)} link removed without If-Match covering it (its type requires If-Match)`
      : `${withArticle(target.name, true)} record sent with a key and fields, or removed, without If-Match covering it (its type requires If-Match)`
  }
  return out
}
