import type { ColumnMeta } from '../../lib/index.ts'

/**
 * The collection GET's query string, for OpenAPI only (our own parser reads the query): without
 * `properties`, @fastify/swagger would list the schema's keywords (`type`,
 * `additionalProperties`) as query parameters.
 */
export function collectionQuerySchema (columns: readonly ColumnMeta[]): Record<string, unknown> {
  return {
    type: 'object',
    properties: {
      ...Object.fromEntries(columns.map(column => [column.prop, { type: 'string', description: `${column.prop}=value, or ${column.prop}[op]=value` }])),
      orderBy: { type: 'string', description: 'Columns, - for descending; a path of single relationships too: author.lastName,-id' },
      where: { type: 'string', description: 'A JSON object of conditions: fields, relationships (some, none, every for a list), and, or, not' },
      maxPageSize: { type: 'integer' },
      offset: { type: 'integer' },
      count: { type: 'boolean' },
      debug: { type: 'boolean' },
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
