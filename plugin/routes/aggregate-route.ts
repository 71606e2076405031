import type { FastifyInstance, FastifyRequest } from 'fastify'
import { HookQuery, type DB, type ModelMeta } from '../../lib/index.ts'
import type { WhereNode } from '../../lib/read/condition.ts'
import { readAggregate } from '../../lib/read/aggregate.ts'
import { kMeta } from '../../lib/symbols.ts'
import { readerOf } from './read-your-writes.ts'
import { decoratorsFor } from '../hooks/decorators.ts'
import { processInput } from '../hooks/input-hooks.ts'
import type { Data } from '../hooks/types.ts'
import type { FieldAccess } from '../query/field-access.ts'
import { nextLink } from '../query/next-link.ts'
import { parseAggregateQuery, type AggregateQuery } from '../query/parse-aggregate-query.ts'
import { parseCollectionQuery, type CollectionLimits, type CollectionQuery } from '../query/parse-collection-query.ts'
import type { RelatedTypes } from '../query/related-types.ts'
import type { CollectionModelResource } from '../resources/collection-model-resource.ts'
import { aggregateSchema } from './aggregate-schema.ts'
import { refuseLargeAnswer, refuseLargeGroups } from './answer-size.ts'
import { answerBytes } from '../conditional/record-tag.ts'
import { errorAnswer, RETRY_AFTER } from './route-schema.ts'
import { collectionQuerySchema } from './collection-query-schema.ts'

/** What the aggregate route of one resource needs, built once at registration. */
export interface AggregateRoute {
  cls: typeof CollectionModelResource
  db: DB
  /** The collection's URL; the route is `{url}/aggregate`. */
  url: string
  access: FieldAccess
  limits: CollectionLimits
  types: RelatedTypes
}

/** What one request asks: the records' conditions (the collection's), and the groups. */
export interface AggregateRequest {
  /** The GET hook's conditions (`processGetInput`). */
  narrowing: WhereNode[]
  records: CollectionQuery
  groups: AggregateQuery
}

/**
 * The conditions on the records an aggregate groups: the GET hook's, the client's filters, paths
 * and `where`, exactly as the collection GET applies them, once every related type's GET hook has
 * narrowed the paths (and the group keys' relationships). A further condition on the records
 * (a full-text search) is ANDed here.
 */
export async function aggregateRecords (request: FastifyRequest, types: RelatedTypes, asked: AggregateRequest): Promise<WhereNode[]> {
  const steps = [...asked.records.steps, ...asked.groups.steps]
  if (steps.length > 0) await types.narrow(request, steps)
  return [...asked.narrowing, ...asked.records.conditions, ...asked.records.related]
}

const FIELDS = 'Comma-separated fields'

/** The aggregate's query string, for OpenAPI only: the collection's filters, `where` and page, and the groups' own. */
function aggregateQuerySchema (meta: ModelMeta, access: FieldAccess): Record<string, unknown> {
  const records = collectionQuerySchema(meta, access.columns, access.search?.paths) as { properties: Record<string, unknown> }
  const { orderBy: _order, count: _count, debug: _debug, fields: _fields, cursor: _cursor, ...filters } = records.properties
  return {
    ...records,
    properties: {
      ...filters,
      groupBy: { type: 'string', description: 'Up to 5 group keys: columns, or paths through single relationships (author.lastName)' },
      sum: { type: 'string', description: `${FIELDS} to sum (numeric kinds only)` },
      avg: { type: 'string', description: `${FIELDS} to average (numeric kinds only)` },
      min: { type: 'string', description: `${FIELDS} whose least value to answer` },
      max: { type: 'string', description: `${FIELDS} whose greatest value to answer` },
      countDistinct: { type: 'string', description: `${FIELDS} whose distinct values to count` },
      having: { type: 'string', description: 'A JSON object of conditions on the groups: count or <function>.<field> (sum.price), a value or operators as in where' },
      orderBy: { type: 'string', description: 'Group keys, count or <function>.<field>, - for descending: -count,authorId' }
    }
  }
}

/** `GET {prefix}/{word}/aggregate` (extensions §12): groups of the records the collection GET would find. */
export function aggregateRoute (scope: FastifyInstance, route: AggregateRoute): void {
  const { cls, db, access, limits, types } = route
  const meta = cls.modelClass[kMeta]
  const schema = {
    tags: [meta.name],
    operationId: `aggregate${meta.name}`,
    summary: `Count and aggregate ${meta.name} records in groups (groupBy, sum, avg, min, max, countDistinct, having)`,
    querystring: aggregateQuerySchema(meta, access),
    response: {
      200: {
        ...aggregateSchema(meta.name, access.columns),
        description: `A page of groups of ${meta.name} records`,
        headers: { link: { type: 'string', description: 'When there are more groups: <url of the next page>; rel="next"' } }
      },
      400: errorAnswer('An unknown field, function, operator or value in the query, or a field no client may use'),
      503: { ...errorAnswer('The database is unavailable (with Retry-After), or the read ran past its budget, readTimeout (FMR_ERR_QUERY_TIMEOUT, no Retry-After)'), headers: RETRY_AFTER }
    }
  }
  scope.get(`${route.url}/aggregate`, { preHandler: [...decoratorsFor(cls.methodDecorators, 'get')], schema }, async (request, reply) => {
    const resource = new cls(request, db)
    const given = new HookQuery(cls.modelClass)
    const { query = given, data } = await processInput(resource, 'get', { query: given, data: { ...(request.query as Data) } })
    const reader = readerOf(db, request)
    // Everything is parsed (a 400 for anything wrong) before any related hook runs or any SQL.
    const groups = parseAggregateQuery(access, data, types, reader.dialect)
    const records = parseCollectionQuery(access, groups.rest, limits, types)
    const where = await aggregateRecords(request, types, { narrowing: query.conditions, records, groups })
    const { maxPageSize, offset } = records.page
    const found = await readAggregate(reader, {
      meta, where, keys: groups.keys, terms: groups.terms, having: groups.having, order: groups.order, limit: maxPageSize + 1, offset, maxTextChars: cls.maxAnswerBytes
    })
    if (found.length > maxPageSize) {
      found.pop()
      reply.header('link', nextLink(request, offset, maxPageSize))
    }
    // Bounded as the collection's page is (maxAnswerBytes): its texts counted first, then its bytes.
    refuseLargeGroups(found, cls.maxAnswerBytes)
    const payload = refuseLargeAnswer(answerBytes(String(reply.serialize({ groups: found }))), cls.maxAnswerBytes)
    return reply.type('application/json; charset=utf-8').send(payload)
  })
}
