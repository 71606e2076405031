import type { SerialPlan } from '../../lib/serialize/plan.ts'
import type { ColumnMeta, ModelMeta } from '../../lib/index.ts'
import type { Method } from '../resources/methods.ts'
import type { Resource } from '../resources/resource.ts'
import type { MethodPlans } from '../resources/method-plans.ts'
import { exampleOf, kindOf } from '../../lib/columns/kinds/index.ts'
import { kMeta } from '../../lib/symbols.ts'
import { conditionalSchema } from '../conditional/route-docs.ts'
import { statusesFor } from '../docs/declared.ts'
import { inputSchema } from '../docs/input-schema.ts'
import { PROBLEM_TYPE, problemSchema } from './problem-details.ts'
import { withNestedInput } from './nested-input-schema.ts'
import { withoutFilled } from '../docs/filled.ts'
import { article } from '../docs/article.ts'
import { clientChosenIds } from '../resources/client-ids.ts'

type JsonSchema = Record<string, unknown>

/** Every error body: `{message}`, a text, or the validation list. Left open so it serializes as is. */
export const messageSchema: JsonSchema = {
  type: 'object',
  required: ['message'],
  properties: { message: { description: 'A text; for validation failures, the list of problems' } }
}

/** The two error bodies as shared schemas (one component each in the OpenAPI document), by `$id`. */
export const ERROR_SCHEMAS = [{ $id: 'FmrMessage', ...messageSchema }, { $id: 'FmrProblem', ...problemSchema }] as const

/** An error answer, `{message}` or problem details when the request's Accept asks for them, meaning `description`. */
export function errorAnswer (description: string): JsonSchema {
  return {
    description: `${description} ({message}, or RFC 9457 problem details when Accept prefers ${PROBLEM_TYPE})`,
    content: { 'application/json': { schema: { $ref: 'FmrMessage#' } }, [PROBLEM_TYPE]: { schema: { $ref: 'FmrProblem#' } } }
  }
}

/** An error answer of any meaning. */
export const errorSchema: JsonSchema = errorAnswer('Error')

const ERRORS: Record<Method, Record<number, string>> = {
  get: { 404: 'No such record' },
  post: { 400: 'The body is not valid', 409: 'A unique value is taken, or a referenced record does not exist', 415: 'The body is not JSON text in UTF-8' },
  put: { 400: 'The body is not valid', 404: 'No such record', 409: 'A unique value is taken, or a referenced record does not exist', 415: 'The body is not JSON text in UTF-8' },
  patch: { 400: 'The body is not valid', 404: 'No such record', 409: 'A unique value is taken, or a referenced record does not exist', 415: 'The body is not JSON text in UTF-8' },
  delete: { 404: 'No such record', 409: 'Other records refer to this one' }
}

/** The header of a 503 or a 429. */
export const RETRY_AFTER = { 'retry-after': { type: 'string', description: 'Seconds to wait before trying again' } }

const LOCATION = { type: 'string', description: 'The created record\'s URL' }

/** The operation's name and one-line summary, from the method and the record type. */
function naming (type: string, method: Method, item: boolean): { operationId: string, summary: string } {
  if (!item) return { operationId: `list${type}`, summary: `List ${type} records (filters, order, fields, paging)` }
  const a = article(type)
  const names: Record<Method, [string, string]> = {
    get: ['get', `Read one ${type}`],
    post: ['create', `Create ${a} ${type}`],
    put: ['replace', `Replace ${a} ${type}`],
    patch: ['update', `Change some fields of ${a} ${type}`],
    delete: ['delete', `Delete ${a} ${type}`]
  }
  return { operationId: names[method][0] + type, summary: names[method][1] }
}

/**
 * The Fastify route schema of one method: documentation for OpenAPI, and the response schema
 * Fastify compiles into the route's serializer. Input is checked by our own screen, not here.
 */
export function routeSchema (
  resource: typeof Resource, method: Method, plans: MethodPlans, output: (plan: SerialPlan) => JsonSchema, item = method !== 'post'
): JsonSchema {
  const meta = resource.modelClass[kMeta]
  const ownType = meta.name
  const named = naming(ownType, method, item || method === 'post')
  const schema: JsonSchema = { tags: [ownType], ...named, operationId: resource.operationIds?.[method] ?? named.operationId }
  // The id as its path converter reads it: an integer, or a UUID.
  if (item) schema.params = keyParameters(meta)
  const { bulk: takesBulk, maxBulk, clientIds, afterCommit } = resource as {
    bulk?: boolean, maxBulk?: number, clientIds?: boolean, afterCommit?: Partial<Record<Method, unknown>>
  }
  const bulk = method === 'post' && takesBulk === true ? maxBulk : undefined
  const chosen = clientChosenIds({ clientIds, modelClass: resource.modelClass })
  const plain = method === 'post' || method === 'put' || method === 'patch' ? inputSchema(meta, method, chosen) : undefined
  if (plain !== undefined) schema.body = withoutFilled(withNestedInput(meta, method, plain), resource.filledByHooks)
  // A bulk create (extensions §8): an array of records, answered `{"<Type>": [records]}`; a bulk writes no nested records.
  if (bulk !== undefined) {
    const item = schema.body === plain ? plain : { ...plain, title: `${ownType}BulkCreate` }
    schema.body = { anyOf: [schema.body, { type: 'array', items: item, maxItems: bulk }] }
  }
  const response: Record<string, JsonSchema> = {}
  const answer = (description: string, headers?: JsonSchema): JsonSchema => ({ ...output(plans.plan(method, ownType)), description, ...(headers === undefined ? {} : { headers }) })
  if (method === 'get') {
    response[200] = item
      ? answer(`The ${ownType}`)
      : answer(`A page of ${ownType} records`, {
        link: { type: 'string', description: 'When there are more records: <url of the next page>; rel="next"' },
        'x-total-count': { type: 'string', description: 'With count=true: how many records match the filters' }
      })
  }
  if (method === 'post') response[201] = answer(`The created ${ownType}`, { location: LOCATION })
  // A PUT creates only where clients choose ids; elsewhere an unknown id is a 404.
  if (method === 'put' || method === 'patch') response[200] = answer(`The ${ownType} as stored`)
  if (method === 'put' && chosen) response[201] = answer(`The created ${ownType}`, { location: LOCATION })
  if (method === 'delete') response[204] = { type: 'null', description: 'Deleted' }
  if (bulk !== undefined) {
    const one = response[201]
    const { description: _, headers: __, ...record } = one
    response[201] = {
      description: `The created ${ownType}, or for an array the created records as {"${ownType}": [records]}`,
      headers: { location: { ...LOCATION, description: 'For a single record: its URL' } },
      anyOf: [record, { type: 'object', properties: { [ownType]: { type: 'array', items: record } }, required: [ownType] }]
    }
    response[413] = errorAnswer(`More than ${bulk} records (maxBulk), or a body past the body limit`)
  }
  // afterCommit may answer another record (a replacement type) or the record with another status.
  const replacement = plans.responseType(method)
  if (replacement !== ownType || afterCommit?.[method] !== undefined) {
    // The write's own headers stay: a POST's Location (a PUT's when it created), the record's tag when the hook answers the record itself.
    const headers = {
      ...(method === 'post' || (method === 'put' && chosen) ? { location: { ...LOCATION, description: method === 'post' ? 'The created record\'s URL' : 'When the PUT created the record: its URL' } } : {}),
      ...(replacement === ownType && method !== 'delete' ? { etag: { type: 'string', description: 'When the hook answers the record itself: its strong entity tag ("<digest>")' } } : {})
    }
    response['2xx'] = { ...output(plans.plan(method, replacement)), description: `What the ${method} afterCommit hook answers: a ${replacement}`, ...(Object.keys(headers).length > 0 ? { headers } : {}) }
  }
  // A collection GET is never a 404: its refusals are 400s (an unknown column, operator or value).
  const errors: Record<number, string> = method === 'get' && !item ? { 400: 'An unknown field, operator or value in the query' } : ERRORS[method]
  for (const [status, description] of Object.entries(errors)) response[status] = errorAnswer(description)
  if (method === 'post' && !chosen) response[400] = errorAnswer('The body is not valid, or names an id (ids are the server\'s)')
  for (const [status, description] of Object.entries(statusesFor(resource.statuses, method))) response[status] = errorAnswer(description)
  // A collection's read can be costly (through a relationship, a `where` group, a pattern): past readTimeout it is stopped.
  // A record's read has the budget too on PostgreSQL (every read does there).
  const unavailable = method === 'get'
    ? 'The database is unavailable (with Retry-After), or the read ran past its budget, readTimeout (FMR_ERR_QUERY_TIMEOUT, no Retry-After)'
    : 'The database is unavailable'
  response[503] = { ...errorAnswer(unavailable), headers: RETRY_AFTER }
  schema.response = response
  conditionalSchema(schema, method, item, 'requireIfMatch' in resource && resource.requireIfMatch === true, errorAnswer)
  return schema
}

/** A path parameter's schema: an integer, or its kind's (a UUID, a text key or key part). */
function parameterSchema (column: ColumnMeta): JsonSchema {
  const kind = kindOf(column.info)
  const integer = kind.pathConverter === undefined && kind.wholeNumberKey === true
  return { ...(integer ? { type: 'integer' } : kind.schema(column.info)), examples: [exampleOf(column.info)] }
}

/** The path parameters of a record's URL: `id`, or a composite key's columns in declared order. */
function keyParameters (meta: ModelMeta): JsonSchema {
  if (meta.primaryKeys.length === 1) return { type: 'object', properties: { id: parameterSchema(meta.primaryKey) }, required: ['id'] }
  const properties = Object.fromEntries(meta.primaryKeys.map(column => [column.prop, parameterSchema(column)]))
  return { type: 'object', properties, required: meta.primaryKeys.map(column => column.prop) }
}
