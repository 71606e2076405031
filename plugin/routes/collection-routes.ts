import type { FastifyInstance } from 'fastify'
import { HookQuery, type DB } from '../../lib/index.ts'
import type { ColumnMeta, OrderTerm } from '../../lib/model/model-meta.ts'
import { toDict } from '../../lib/serialize/to-dict.ts'
import { decoratorsFor } from '../hooks/decorators.ts'
import { processInput } from '../hooks/input-hooks.ts'
import type { Data } from '../hooks/types.ts'
import { CursorPaging } from '../query/cursor-paging.ts'
import type { CursorTokens } from '../query/cursor-tokens.ts'
import { FieldAccess } from '../query/field-access.ts'
import { nextCursorLink, nextLink } from '../query/next-link.ts'
import { orderName, parseCollectionQuery, parseOrder, type CollectionLimits } from '../query/parse-collection-query.ts'
import type { RelatedTypes } from '../query/related-types.ts'
import { Selections } from '../query/selections.ts'
import type { CollectionModelResource } from '../resources/collection-model-resource.ts'
import { MethodPlans } from '../resources/method-plans.ts'
import { resourceSearch } from '../resources/resource-search.ts'
import { collectionQuerySchema } from './collection-query-schema.ts'
import { plainJson } from './plain-json.ts'
import { collectionSchema } from './response-schema.ts'
import { routeSchema } from './route-schema.ts'
import { kMeta, kReader } from '../../lib/symbols.ts'
import { readerOf } from './read-your-writes.ts'
import { orderKeys } from '../../lib/read/order-keys.ts'
import { requestConditions } from '../conditional/conditions.ts'
import { sendPage } from '../conditional/page-tags.ts'
import { refuseLargeTexts } from './answer-size.ts'
import { selectedSerializer } from './send-selected.ts'
import { withSelections } from '../docs/selected.ts'
import { aggregateRoute } from './aggregate-route.ts'
import type { EventHub } from '../events/hub.ts'
import { eventsRoute } from '../events/events-route.ts'

/** What `debug=true` answers (docs/query-language.md). */
const DEBUG_ANSWER = {
  title: 'CollectionDebug',
  type: 'object',
  properties: {
    classDefaults: { type: 'object' },
    originalData: { type: 'object' },
    convertedData: { type: 'object' },
    pageConfigs: { type: 'object' },
    query: { type: 'string', description: 'The SQL text of the statement the page would run, its single relationships joined' }
  },
  required: ['classDefaults', 'originalData', 'convertedData', 'pageConfigs', 'query']
}

/** The order is always total: the primary key breaks ties, so pages never overlap or skip. */
function stable (order: OrderTerm[], keys: ReadonlyArray<OrderTerm['column']>): OrderTerm[] {
  const named = (key: OrderTerm['column']): boolean => order.some(term => term.column === key && term.path === undefined && term.relevance === undefined)
  if (keys.length === 1) return named(keys[0]) ? order : [...order, { column: keys[0], descending: false }]
  // A composite key: each of its columns the order does not name yet, in declared order.
  const missing = keys.filter(key => !named(key))
  return missing.length === 0 ? order : [...order, ...missing.map(column => ({ column, descending: false }))]
}

/**
 * A selection's columns, and the order's own (a cursor is made of the last record's order keys;
 * those through relationships come with the page's rows, ReadSpec.pathKeys).
 */
function withOrder (columns: readonly ColumnMeta[] | undefined, order: readonly OrderTerm[], all: readonly ColumnMeta[]): readonly ColumnMeta[] | undefined {
  const own = order.filter(term => term.path === undefined).map(term => term.column)
  if (columns === undefined || own.every(column => columns.includes(column))) return columns
  return all.filter(column => columns.includes(column) || own.includes(column))
}

/** The one route of a collection resource: GET with filters, order, field selection and paging. */
export function collectionRoutes (
  scope: FastifyInstance, cls: typeof CollectionModelResource, db: DB, url: string, cursors: CursorTokens, types: RelatedTypes, hub?: EventHub
): void {
  const meta = cls.modelClass[kMeta]
  const plans = new MethodPlans(db, cls, ['get'])
  const plan = plans.plan('get')
  // What a client may filter on and order by: the columns this GET shows.
  const access = new FieldAccess(plan, resourceSearch(cls))
  const limits: CollectionLimits = {
    defaultPageSize: Math.min(cls.defaultPageSize, cls.maxPageSize),
    maxPageSize: cls.maxPageSize,
    orderBy: cls.orderBy === undefined ? [] : parseOrder(meta, cls.orderBy),
    cursorPaging: cls.paging === 'cursor'
  }
  // Groups page by offset whatever the records do: a group has no key of its own to continue after.
  if (cls.aggregates) aggregateRoute(scope, { cls, db, url, access, limits: { ...limits, cursorPaging: false }, types })
  const selections = new Selections(plan, collectionSchema)
  const paging = new CursorPaging(cursors, url)
  const schema = routeSchema(cls, 'get', plans, collectionSchema, false)
  schema.querystring = collectionQuerySchema(meta, access.columns, access.search?.paths)
  // A selection's page and `debug=true`'s query are sent past the serializer: documented beside the page.
  const page = (schema.response as Record<string, Record<string, unknown>>)[200]
  const config = { openapiResponses: { 200: withSelections(page, cls.debug ? [{ parameter: 'debug', value: 'true', description: 'The query the page would run, not the page', schema: DEBUG_ANSWER }] : []) } }
  if (cls.events && hub !== undefined) eventsRoute(scope, { cls, db, url, access, limits, types, plan, selections, hub })

  scope.get(url, { preHandler: [...decoratorsFor(cls.methodDecorators, 'get')], schema, config }, async (request, reply) => {
    requestConditions(request) // malformed: a 400 now, before any work
    const resource = new cls(request, db)
    const originalData: Data = { ...(request.query as Data) }
    const given = new HookQuery(cls.modelClass)
    const { query = given, data } = await processInput(resource, 'get', { query: given, data: { ...originalData } })
    const parsed = parseCollectionQuery(access, data, limits, types)
    // Each related type's GET hook narrows the records a path reaches, as that type's own GET would.
    if (parsed.steps.length > 0) await types.narrow(request, parsed.steps)
    const { page } = parsed
    const selection = page.fields === undefined ? undefined : selections.get(page.fields)
    const shown = selection?.plan ?? plan
    const where = [...query.conditions, ...parsed.conditions, ...parsed.related]
    const chosen = [page.orderBy, query.order, limits.orderBy].find(terms => terms.length > 0) ?? []
    const order = stable(chosen, meta.primaryKeys)
    const keyset = page.cursor !== undefined || limits.cursorPaging
    const cursorQuery = { order, filters: parsed.conditions, related: parsed.relatedText, narrowing: query.conditions, steps: parsed.steps }
    const after = page.cursor === undefined || page.cursor === '' ? undefined : paging.after(page.cursor, cursorQuery)
    const spec = keyset
      ? { where, order, limit: page.maxPageSize + 1, after, pathKeys: true }
      : { where, order, limit: page.maxPageSize + 1, offset: page.offset }
    const columns = withOrder(shown.reads, keyset ? order : [], meta.columns)

    if (page.debug && cls.debug) {
      return plainJson(reply).send({
        classDefaults: { modelClass: meta.name, maxPageSize: cls.maxPageSize, defaultPageSize: limits.defaultPageSize, orderBy: cls.orderBy ?? [] },
        originalData,
        convertedData: parsed.converted,
        pageConfigs: {
          orderBy: order.map(orderName),
          maxPageSize: page.maxPageSize,
          offset: page.offset,
          count: page.count
        },
        query: db[kReader].pageStatement(meta, { ...spec, limit: page.maxPageSize }, columns, shown, await types.nested(request, shown)).text
      })
    }
    const reader = readerOf(db, request)
    const narrowing = await types.nested(request, shown)
    const rows = await reader.rows(meta, spec, columns, shown, narrowing)
    if (rows.length > page.maxPageSize) {
      rows.pop()
      reply.header('link', keyset
        ? nextCursorLink(request, paging.next(orderKeys(rows[rows.length - 1], order), cursorQuery), page.maxPageSize)
        : nextLink(request, page.offset, page.maxPageSize))
    }
    if (page.count) reply.header('x-total-count', String(await reader.count(meta, where)))
    await reader.loadRelations(shown, rows, cls.maxRecords, true, narrowing)
    const dicts = rows.map(row => toDict(shown, row))
    refuseLargeTexts(shown, dicts, cls.maxAnswerBytes)
    return sendPage(request, reply, { [meta.name]: dicts }, cls.maxAnswerBytes, selection === undefined ? undefined : selectedSerializer(reply, selection.schema))
  })
}
