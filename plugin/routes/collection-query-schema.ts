import type { ColumnMeta, ModelMeta } from '../../lib/index.ts'
import { KIND_OPS } from '../../lib/columns/kinds/index.ts'
import type { FilterOp } from '../../lib/read/condition.ts'
import { SEARCH_LIMITS } from '../../lib/read/search-text.ts'

/** What each filter operator asks for, as its part of a column parameter's description. */
const OPS: Record<FilterOp, string> = {
  eq: 'equals the value',
  ne: 'differs from the value',
  gt: 'is greater than the value',
  ge: 'is greater than or equal to the value',
  lt: 'is less than the value',
  le: 'is less than or equal to the value',
  in: 'is one of the values, separated by commas',
  notin: 'is none of the values, separated by commas',
  isnull: 'true: is null; false: is not',
  like: 'matches the SQL pattern (% and _)',
  ilike: 'matches the SQL pattern, in any case',
  notlike: 'does not match the SQL pattern',
  notilike: 'does not match the SQL pattern, in any case'
}

/** A flag as the parser reads it (`flag` in plugin/query/parse-collection-query.ts): true, 1 or the name alone; false or 0. */
const FLAG = { enum: [true, false, '1', '0', ''], description: 'true (also 1, or the name alone) or false (also 0)' }

/**
 * One parameter per column, its operators as the members of a deepObject (`pubYear[ge]=1970`,
 * how openapi-fetch and Swagger UI send an object) or its value alone (`pubYear=1970`, equals):
 * a page of inputs a person can use (one per column, not one per column and operator), every
 * operator still documented.
 */
function columnParameter (column: ColumnMeta): Record<string, unknown> {
  const ops = KIND_OPS[column.info.kind]
  const help = ops.map(op => `\`${column.prop}[${op}]\` ${OPS[op]}`).join('; ')
  return {
    anyOf: [
      { type: 'string' },
      { type: 'object', properties: Object.fromEntries(ops.map(op => [op, { type: 'string', description: `${column.prop}[${op}]: ${OPS[op]}` }])), additionalProperties: false }
    ],
    style: 'deepObject',
    explode: true,
    description: `Records whose ${column.prop} equals this value; or by operator: ${help}`
  }
}

/** An order for the description: the model's second column descending and its key, and a single relationship's column when it has one. */
function orderExample (meta: ModelMeta): string {
  const single = meta.relationships.find(relation => relation.kind === 'single')
  const other = meta.columns.find(column => column !== meta.primaryKey) ?? meta.primaryKey
  const terms = [`-${other.prop}`, meta.primaryKey.prop]
  if (single !== undefined) terms.unshift(`${single.name}.${(single.targetMeta.columns.find(column => column !== single.targetMeta.primaryKey) ?? single.targetMeta.primaryKey).prop}`)
  return terms.join(',')
}

/**
 * `fields`, on a single GET and a collection GET alike, its examples made of the model's own
 * fields: `id,title` and a relationship's, all but one, a list's limit and order.
 */
export function fieldsDoc (meta: ModelMeta): Record<string, unknown> {
  const [first, second] = meta.columns
  const own = [first, second].filter(column => column !== undefined).map(column => column.prop)
  const single = meta.relationships.find(relation => relation.kind === 'single')
  const list = meta.relationships.find(relation => relation.kind !== 'single')
  const inner = (relation: NonNullable<typeof single>): string => relation.targetMeta.columns.slice(0, 2).map(column => column.prop).join(',')
  const examples = [
    `Only these fields, in this order: ${[...own, ...(single === undefined ? [] : [`${single.name}(${inner(single)})`])].join(',')}`,
    `or all but some: -${second?.prop ?? first.prop}${meta.relationships[0] === undefined ? '' : `,-${meta.relationships[0].name}`}`,
    ...(list === undefined ? [] : [`a list relationship takes ${list.name}(${inner(list)},limit=5,orderBy=-${list.targetMeta.primaryKey.prop})`])
  ]
  return { type: 'string', description: examples.join('; ') }
}

/**
 * The collection GET's query string, for OpenAPI only (our own parser reads the query): without
 * `properties`, @fastify/swagger would list the schema's keywords (`type`,
 * `additionalProperties`) as query parameters.
 */
export function collectionQuerySchema (meta: ModelMeta, columns: readonly ColumnMeta[], search: readonly string[] = []): Record<string, unknown> {
  const searched = search.length > 0
  return {
    type: 'object',
    properties: {
      ...Object.fromEntries(columns.map(column => [column.prop, columnParameter(column)])),
      orderBy: { type: 'string', description: `Columns, - for descending, and paths of single relationships: ${orderExample(meta)}` + (searched ? '; -relevance: the best matches of search first' : '') },
      where: { type: 'string', description: `A JSON object of conditions: fields, relationships (some, none, every for a list), and, or, not: {"${columns[0]?.prop ?? 'id'}": {"in": [1, 2]}}` },
      maxPageSize: { type: 'integer' },
      offset: { type: 'integer' },
      count: FLAG,
      debug: FLAG,
      fields: fieldsDoc(meta),
      cursor: { type: 'string', description: 'Keyset paging: empty for the first page, then the token of the Link rel="next"' },
      ...(searched ? { search: searchParameter(search) } : {})
    },
    additionalProperties: true
  }
}

/** `search` on a searched type: the fields it looks in and its syntax. */
function searchParameter (paths: readonly string[]): Record<string, unknown> {
  return {
    type: 'string',
    maxLength: SEARCH_LIMITS.length,
    description: `Words to find in ${paths.join(', ')}: "an exact phrase", -excluded, or between alternatives; at most ${SEARCH_LIMITS.terms} words`
  }
}
