import type { ColumnMeta } from '../../lib/model/model-meta.ts'
import { kindOf } from '../../lib/columns/kinds/index.ts'
import { ordered, summable } from '../../lib/sql/aggregate.ts'

type JsonSchema = Record<string, unknown>

/** A sum's wire type by the field's kind: exact decimal and BIGINT sums are strings. */
function sumType (column: ColumnMeta): JsonSchema {
  const { kind } = column.info
  if (kind === 'numeric') return { type: ['string', 'null'], pattern: '^-?\\d+(\\.\\d+)?$', description: 'Exact, at the column\'s scale' }
  if (kind === 'biginteger') return { type: ['string', 'null'], pattern: '^-?\\d+$' }
  return { type: [kind === 'float' ? 'number' : 'integer', 'null'] }
}

/** A column's own values (a min, a max) on the wire: its kind's type, or null for a group of nulls. */
function valueType (column: ColumnMeta): JsonSchema {
  const { type } = kindOf(column.info).schema(column.info) as { type?: string | string[] }
  return type === undefined ? {} : { type: [...new Set([type, 'null'].flat())] }
}

function byField (columns: readonly ColumnMeta[], type: (column: ColumnMeta) => JsonSchema): JsonSchema {
  return { type: 'object', properties: Object.fromEntries(columns.map(column => [column.prop, type(column)])) }
}

/**
 * The aggregate's answer for a type whose `columns` a client may use (extensions §12):
 * `{"groups": [{"key": {...}, "count": n, "sum": {...}, ...}]}`, each function's object present
 * only when asked for. A key is named as the client wrote it, a path included (`author.lastName`).
 */
export function aggregateSchema (typeName: string, columns: readonly ColumnMeta[]): JsonSchema {
  const numeric = columns.filter(summable)
  const group = {
    type: 'object',
    properties: {
      key: { type: 'object', additionalProperties: true, description: 'The group\'s keys by name; empty without groupBy' },
      count: { type: 'integer' },
      sum: byField(numeric, sumType),
      avg: byField(numeric, () => ({ type: ['number', 'null'] })),
      min: byField(columns.filter(ordered), valueType),
      max: byField(columns.filter(ordered), valueType),
      countDistinct: byField(columns, () => ({ type: 'integer' }))
    },
    required: ['key', 'count']
  }
  return { title: `${typeName}Aggregate`, type: 'object', properties: { groups: { type: 'array', items: group } }, required: ['groups'] }
}
