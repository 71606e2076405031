import type { ModelMeta } from '../../lib/index.ts'
import type { SerialPlan } from '../../lib/serialize/plan.ts'
import { hasDefault, isGenerated } from '../../lib/model/required.ts'
import type { Method } from '../resources/methods.ts'
import type { Resource } from '../resources/resource.ts'
import type { MethodPlans } from '../resources/method-plans.ts'
import { kindOf } from '../../lib/columns/kinds/index.ts'
import { kMeta } from '../../lib/symbols.ts'
import { conditionalSchema } from '../conditional/route-docs.ts'
import { PROBLEM_TYPE, problemSchema } from './problem-details.ts'
import { withNestedInput } from './nested-input-schema.ts'

type JsonSchema = Record<string, unknown>

/** Every error body: `{message}`, a text, or the validation list. Left open so it serializes as is. */
export const messageSchema: JsonSchema = {
  type: 'object',
  properties: { message: { description: 'A text; for validation failures, the list of problems' } }
}

/** The two error bodies as shared schemas (one component each in the OpenAPI document), by `$id`. */
export const ERROR_SCHEMAS = [{ $id: 'FmrMessage', ...messageSchema }, { $id: 'FmrProblem', ...problemSchema }] as const

/** An error answer: `{message}`, or problem details when the request's Accept asks for them. */
export const errorSchema: JsonSchema = {
  description: 'Error: {message}, or RFC 9457 problem details when Accept prefers application/problem+json',
  content: { 'application/json': { schema: { $ref: 'FmrMessage#' } }, [PROBLEM_TYPE]: { schema: { $ref: 'FmrProblem#' } } }
}

function inputSchema (meta: ModelMeta, method: Method): JsonSchema {
  const properties: Record<string, unknown> = {}
  for (const column of meta.columns) properties[column.prop] = { ...column.schema }
  const required = method === 'patch'
    ? []
    : meta.columns.filter(column => !column.info.nullable && !hasDefault(column) && !isGenerated(column)).map(column => column.prop)
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) }
}

const SUCCESS: Record<Method, number[]> = { get: [200], post: [201], put: [200, 201], patch: [200], delete: [204] }
const ERRORS: Record<Method, number[]> = {
  get: [404], post: [400, 409, 415], put: [400, 404, 409, 415], patch: [400, 404, 409, 415], delete: [404, 409]
}

/**
 * The Fastify route schema of one method: documentation for OpenAPI, and the response schema
 * Fastify compiles into the route's serializer. Input is checked by our own screen, not here.
 */
export function routeSchema (
  resource: typeof Resource, method: Method, plans: MethodPlans, output: (plan: SerialPlan) => JsonSchema, item = method !== 'post'
): JsonSchema {
  const meta = resource.modelClass[kMeta]
  const schema: JsonSchema = { tags: [meta.name] }
  // The id as its path converter reads it: an integer, or a UUID.
  const id = kindOf(meta.primaryKey.info).pathConverter === undefined ? { type: 'integer' } : kindOf(meta.primaryKey.info).schema(meta.primaryKey.info)
  if (item) schema.params = { type: 'object', properties: { id }, required: ['id'] }
  const { bulk: takesBulk, maxBulk } = resource as { bulk?: boolean, maxBulk?: number }
  const bulk = method === 'post' && takesBulk === true ? maxBulk : undefined
  if (method === 'post' || method === 'put' || method === 'patch') schema.body = withNestedInput(meta, method, inputSchema(meta, method))
  // A bulk create (extensions §8): an array of records, answered `{"<Type>": [records]}`.
  if (bulk !== undefined) schema.body = { anyOf: [schema.body, { type: 'array', items: schema.body, maxItems: bulk }] }
  const response: Record<string, unknown> = {}
  const ownType = resource.modelClass[kMeta].name
  for (const status of SUCCESS[method]) {
    // A replacement type (afterCommit) answers with its own status, so it is documented as 2xx.
    response[status] = status === 204 ? { type: 'null', description: 'Deleted' } : output(plans.plan(method, ownType))
  }
  if (bulk !== undefined) {
    const one = response[201] as JsonSchema
    response[201] = { anyOf: [one, { type: 'object', properties: { [ownType]: { type: 'array', items: one } } }] }
    response[413] = errorSchema
  }
  const replacement = plans.responseType(method)
  if (replacement !== ownType) response['2xx'] = output(plans.plan(method, replacement))
  // A collection GET is never a 404: its refusals are 400s (an unknown column, operator or value).
  for (const status of method === 'get' && !item ? [400] : ERRORS[method]) response[status] = errorSchema
  schema.response = response
  conditionalSchema(schema, method, item, 'requireIfMatch' in resource && resource.requireIfMatch === true, errorSchema)
  return schema
}
