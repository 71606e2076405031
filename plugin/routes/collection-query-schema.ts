import type { ColumnMeta } from '../../lib/index.ts'
import { kindOf } from '../../lib/columns/kinds/index.ts'
import type { FilterOp } from '../../lib/read/condition.ts'

/** What each filter operator asks for, as its parameter's description. */
const OPS: Record<FilterOp, (field: string) => string> = {
  eq: field => `${field} equals the value`,
  ne: field => `${field} differs from the value`,
  gt: field => `${field} is greater than the value`,
  ge: field => `${field} is greater than or equal to the value`,
  lt: field => `${field} is less than the value`,
  le: field => `${field} is less than or equal to the value`,
  in: field => `${field} is one of the values, separated by commas`,
  notin: field => `${field} is none of the values, separated by commas`,
  isnull: field => `true: ${field} is null; false: it is not`,
  like: field => `${field} matches the SQL pattern (% and _)`,
  ilike: field => `${field} matches the SQL pattern, in any case`,
  notlike: field => `${field} does not match the SQL pattern`,
  notilike: field => `${field} does not match the SQL pattern, in any case`
}

/** A flag as the parser reads it (`flag` in plugin/query/parse-collection-query.ts): true, 1 or the name alone; false or 0. */
const FLAG = { enum: [true, false, '1', '0', ''], description: 'true (also 1, or the name alone) or false (also 0)' }

/**
 * The collection GET's query string, for OpenAPI only (our own parser reads the query): without
 * `properties`, @fastify/swagger would list the schema's keywords (`type`,
 * `additionalProperties`) as query parameters.
 */
export function collectionQuerySchema (columns: readonly ColumnMeta[]): Record<string, unknown> {
  return {
    type: 'object',
    properties: {
      ...Object.fromEntries(columns.flatMap(column => [
        [column.prop, { type: 'string', description: `Records whose ${column.prop} is this value` }],
        ...kindOf(column.info).ops.map(op => [`${column.prop}[${op}]`, { type: 'string', description: OPS[op](column.prop) }])
      ])),
      orderBy: { type: 'string', description: 'Columns, - for descending; a path of single relationships too: author.lastName,-id' },
      where: { type: 'string', description: 'A JSON object of conditions: fields, relationships (some, none, every for a list), and, or, not' },
      maxPageSize: { type: 'integer' },
      offset: { type: 'integer' },
      count: FLAG,
      debug: FLAG,
      fields: FIELDS_PARAMETER,
      cursor: { type: 'string', description: 'Keyset paging: empty for the first page, then the token of the Link rel="next"' }
    },
    additionalProperties: true
  }
}

/** `fields` (extensions §2), on a single GET and a collection GET alike. */
export const FIELDS_PARAMETER = {
  type: 'string',
  description: 'Only these fields, in this order: id,title,author(id,lastName); or all but some: -isbn,-author; a list relationship takes books(id,limit=5,orderBy=-pubYear)'
}
