import type { FastifyInstance } from 'fastify'
import { HookQuery, type DB } from '../../lib/index.ts'
import type { OrderTerm } from '../../lib/model/model-meta.ts'
import { toDict } from '../../lib/serialize/to-dict.ts'
import { decoratorsFor } from '../hooks/decorators.ts'
import { processInput } from '../hooks/input-hooks.ts'
import type { Data } from '../hooks/types.ts'
import { FieldAccess } from '../query/field-access.ts'
import { nextLink } from '../query/next-link.ts'
import { parseCollectionQuery, parseOrder, type CollectionLimits } from '../query/parse-collection-query.ts'
import type { CollectionModelResource } from '../resources/collection-model-resource.ts'
import { MethodPlans } from '../resources/method-plans.ts'
import { plainJson } from './plain-json.ts'
import { collectionSchema } from './response-schema.ts'
import { routeSchema } from './route-schema.ts'
import { kReader, kReadFor } from '../../lib/symbols.ts'

/** The order is always total: the primary key breaks ties, so pages never overlap or skip. */
function stable (order: OrderTerm[], pk: OrderTerm['column']): OrderTerm[] {
  return order.some(term => term.column === pk) ? order : [...order, { column: pk, descending: false }]
}

/** The one route of a collection resource: GET with filters, order and paging. */
export function collectionRoutes (scope: FastifyInstance, cls: typeof CollectionModelResource, db: DB, url: string): void {
  const meta = cls.modelClass.meta
  const plans = new MethodPlans(db, cls, ['get'])
  const plan = plans.plan('get')
  // What a client may filter on and order by: the columns this GET shows.
  const access = new FieldAccess(plan)
  const limits: CollectionLimits = {
    defaultPageSize: Math.min(cls.defaultPageSize, cls.maxPageSize),
    maxPageSize: cls.maxPageSize,
    orderBy: cls.orderBy === undefined ? [] : parseOrder(meta, cls.orderBy)
  }
  const schema = routeSchema(cls, 'get', plans, collectionSchema, false)
  // For OpenAPI only (our own parser reads the query): without `properties`, @fastify/swagger
  // would list the schema's keywords (`type`, `additionalProperties`) as query parameters.
  schema.querystring = {
    type: 'object',
    properties: {
      ...Object.fromEntries(access.columns.map(column => [column.prop, { type: 'string', description: `${column.prop}=value, or ${column.prop}[op]=value` }])),
      orderBy: { type: 'string' },
      maxPageSize: { type: 'integer' },
      offset: { type: 'integer' },
      count: { type: 'boolean' },
      debug: { type: 'boolean' }
    },
    additionalProperties: true
  }

  scope.get(url, { preHandler: [...decoratorsFor(cls.methodDecorators, 'get')], schema }, async (request, reply) => {
    const resource = new cls(request, db)
    const originalData: Data = { ...(request.query as Data) }
    const given = new HookQuery(meta)
    const { query = given, data } = await processInput(resource, 'get', { query: given, data: { ...originalData } })
    const parsed = parseCollectionQuery(access, data, limits)
    const { page } = parsed
    const where = [...query.conditions, ...parsed.conditions]
    const chosen = [page.orderBy, query.order, limits.orderBy].find(terms => terms.length > 0) ?? []
    const order = stable(chosen, meta.primaryKey)
    const spec = { where, order, limit: page.maxPageSize + 1, offset: page.offset }

    if (page.debug && cls.debug) {
      return plainJson(reply).send({
        classDefaults: { modelClass: meta.name, maxPageSize: cls.maxPageSize, defaultPageSize: limits.defaultPageSize, orderBy: cls.orderBy ?? [] },
        originalData,
        convertedData: parsed.converted,
        pageConfigs: {
          orderBy: order.map(term => (term.descending ? '-' : '') + term.column.prop),
          maxPageSize: page.maxPageSize,
          offset: page.offset,
          count: page.count
        },
        query: db[kReader].sql(meta, { ...spec, limit: page.maxPageSize }).text
      })
    }
    const reader = db[kReadFor](request.ip)
    const rows = await reader.rows(meta, spec)
    if (rows.length > page.maxPageSize) {
      rows.pop()
      reply.header('link', nextLink(request, page.offset, page.maxPageSize))
    }
    if (page.count) reply.header('x-total-count', String(await reader.count(meta, where)))
    await reader.loadRelations(plan, rows, cls.maxRecords)
    return reply.send({ [meta.name]: rows.map(row => toDict(plan, row)) })
  })
}
