import type { DB, ModelMeta } from '../../lib/index.ts'
import { tableDoc } from '../../lib/docs/doc-tables.ts'
import { columnDoc, computedDoc, relationshipDoc, type PropertyDoc } from '../../lib/docs/property-doc.ts'
import type { SerialPlan } from '../../lib/serialize/plan.ts'
import type { CollectionModelResource } from '../resources/collection-model-resource.ts'
import { SEARCH_LIMITS } from '../../lib/read/search-text.ts'
import { requirementNames } from '../hooks/decorators.ts'
import { resourceSearch } from '../resources/resource-search.ts'
import { COLLECTION_METHODS, SINGLE_METHODS, type Method } from '../resources/methods.ts'
import type { ModelResource } from '../resources/model-resource.ts'
import { converterOf } from '../routes/route-path.ts'
import { FieldAccess } from '../query/field-access.ts'
import { MethodPlans } from '../resources/method-plans.ts'
import { kMeta } from '../../lib/symbols.ts'
import { ownsRecord } from '../write/owned-keys.ts'
import { ordered, summable } from '../../lib/sql/aggregate.ts'

export interface MethodDescription {
  url: string
  requirements: string[]
  input?: Record<string, PropertyDoc>
  queryString?: Record<string, PropertyDoc>
  jobParams?: Record<string, PropertyDoc>
  responses: Array<{ fields?: Record<string, PropertyDoc> }>
}

/** A collection's aggregate route (docs/aggregates.md): its parameters, and the fields each function takes. */
export interface AggregateDescription {
  url: string
  requirements: string[]
  queryString: Record<string, PropertyDoc>
  jobParams: Record<string, PropertyDoc>
  functions: Record<'sum' | 'avg' | 'min' | 'max' | 'countDistinct', string[]>
}

export interface MetaDescription {
  modelClass: string
  urlPrefix: string
  baseUrl: string
  methods: Partial<Record<Method, MethodDescription>>
  /** Present for a collection with `aggregates = true`. */
  aggregate?: AggregateDescription
  table: Record<string, unknown>
}

/** The fields a plan writes, as property documents (relationships with their own planned fields). */
function planFields (plan: SerialPlan): Record<string, PropertyDoc> {
  const fields: Record<string, PropertyDoc> = {}
  for (const field of plan.fields) {
    if (field.kind === 'column') fields[field.key] = columnDoc(field.column)
    else if (field.kind === 'computed') fields[field.key] = computedDoc(field.computed)
    else fields[field.key] = relationshipDoc(field.relation, planFields(field.plan))
  }
  return fields
}

/**
 * The writable relationships a write takes as input (extensions §7): the nested type's columns,
 * a list's limit, and what happens to the records a write leaves out. The key of a single that
 * owns its record says the relationship sets it (`setThrough`, plugin/write/owned-keys.ts).
 */
function nestedInput (meta: ModelMeta, columns: Record<string, PropertyDoc>): Record<string, PropertyDoc> {
  const input: Record<string, PropertyDoc> = {}
  for (const relation of meta.relationships) {
    if (relation.writable !== true) continue
    const fields = Object.fromEntries(relation.targetMeta.columns.map(column => [column.prop, columnDoc(column, true)]))
    const limit = relation.kind === 'list' ? { limit: relation.limit } : {}
    // A many-to-many's records left out are unlinked, never deleted: it has no orphans rule.
    const orphans = relation.through === undefined ? { orphans: relation.orphans ?? 'delete' } : {}
    input[relation.name] = { ...relationshipDoc(relation, fields), writable: true, ...limit, ...orphans }
    const key = relation.local.prop
    if (ownsRecord(relation) && columns[key] !== undefined) input[key] = { ...columns[key], setThrough: relation.name }
  }
  return input
}

/** The control parameters of a collection GET, as the contract's table lists them. */
const JOB_PARAMS: Record<string, PropertyDoc> = {
  orderBy: { type: 'string', list: true },
  maxPageSize: { type: 'integer' },
  offset: { type: 'integer' },
  count: { type: 'boolean' },
  debug: { type: 'boolean' },
  // Extensions §1, §2 and §3.
  where: { type: 'string' },
  fields: { type: 'string' },
  cursor: { type: 'string' }
}

/** `search` (extensions §13) on a searched type: the fields it looks in, and its bound. */
function searchParam (paths: readonly string[]): PropertyDoc {
  return { type: 'string', maxLength: SEARCH_LIMITS.length, maxTerms: SEARCH_LIMITS.terms, searchFields: [...paths] }
}

/** The aggregate's own parameters, besides the collection's filters, `where` and page. */
const AGGREGATE_PARAMS: Record<string, PropertyDoc> = {
  groupBy: { type: 'string', list: true },
  sum: { type: 'string', list: true },
  avg: { type: 'string', list: true },
  min: { type: 'string', list: true },
  max: { type: 'string', list: true },
  countDistinct: { type: 'string', list: true },
  having: { type: 'string' },
  orderBy: { type: 'string', list: true },
  maxPageSize: { type: 'integer' },
  offset: { type: 'integer' },
  where: { type: 'string' }
}

/** What a single GET reads of its query string: `fields` (extensions §2); `input` stays the contract's (the id). */
const SINGLE_GET_QUERY: Record<string, PropertyDoc> = { fields: { type: 'string' } }

/** The meta description of a single-record or collection resource, built once at registration. */
export function describe (db: DB, resource: typeof ModelResource | typeof CollectionModelResource, collection: boolean): MetaDescription {
  const meta = resource.modelClass[kMeta]
  const baseUrl = resource.baseUrl()
  const methods = collection ? COLLECTION_METHODS : SINGLE_METHODS
  const plans = new MethodPlans(db, resource, methods)
  const allColumns = Object.fromEntries(meta.columns.map(column => [column.prop, columnDoc(column, true)]))
  const writeInput = { ...allColumns, ...nestedInput(meta, allColumns) }
  const idOnly = Object.fromEntries(meta.primaryKeys.map(column => [column.prop, columnDoc(column, true)]))
  // A composite key's record URL has a segment per key column (ModelResource.getUrls).
  const itemUrl = meta.primaryKeys.length > 1 ? (resource as typeof ModelResource).getUrls()[1] : `${baseUrl}/<${converterOf(meta.primaryKey)}:id>`
  // A collection lists only the columns a client may filter on (write-only and hidden ones are not).
  const filterable = collection
    ? Object.fromEntries(new FieldAccess(plans.plan('get')).columns.map(column => [column.prop, columnDoc(column, true)]))
    : allColumns
  // A searched collection and its aggregate take `search` too.
  const search = collection ? resourceSearch(resource as typeof CollectionModelResource) : undefined
  const withSearch = (params: Record<string, PropertyDoc>): Record<string, PropertyDoc> =>
    search === undefined ? params : { ...params, search: searchParam(search.paths) }
  const described: Partial<Record<Method, MethodDescription>> = {}
  for (const method of methods) {
    const requirements = requirementNames(resource.methodDecorators, method)
    const responses = method === 'delete' ? [{}] : [{ fields: planFields(plans.plan(method, plans.responseType(method))) }]
    if (collection) {
      described[method] = { url: baseUrl, requirements, queryString: filterable, jobParams: withSearch(JOB_PARAMS), responses }
    } else {
      const url = method === 'post' ? baseUrl : itemUrl
      const input = method === 'get' || method === 'delete' ? idOnly : writeInput
      described[method] = method === 'get' ? { url, requirements, input, queryString: SINGLE_GET_QUERY, responses } : { url, requirements, input, responses }
    }
  }
  const aggregates = collection && (resource as typeof CollectionModelResource).aggregates
  const shown = aggregates ? new FieldAccess(plans.plan('get')).columns : []
  const fields = (columns: typeof shown): string[] => columns.map(column => column.prop)
  const aggregate: AggregateDescription | undefined = aggregates
    ? {
        url: `${baseUrl}/aggregate`,
        requirements: requirementNames(resource.methodDecorators, 'get'),
        queryString: filterable,
        jobParams: withSearch(AGGREGATE_PARAMS),
        functions: { sum: fields(shown.filter(summable)), avg: fields(shown.filter(summable)), min: fields(shown.filter(ordered)), max: fields(shown.filter(ordered)), countDistinct: fields(shown) }
      }
    : undefined
  return {
    modelClass: meta.name,
    urlPrefix: resource.urlPrefix,
    baseUrl,
    methods: described,
    ...(aggregate === undefined ? {} : { aggregate }),
    table: { [meta.name]: tableDoc(meta, false) }
  }
}
