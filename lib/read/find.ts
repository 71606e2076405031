import type { ModelMeta } from '../model/model-meta.ts'
import { toCamelCase } from '../model/case.ts'
import { BadQuery } from '../errors.ts'
import { coerceValue } from '../validate/coerce.ts'
import type { Condition } from './condition.ts'
import type { Reader, Row } from './reader.ts'
import { readColumns } from '../sql/select.ts'
import type { ColumnMeta } from '../model/model-meta.ts'

const found = new WeakMap<ModelMeta, readonly ColumnMeta[]>()

/**
 * The columns `find` answers, as it always has: a nullable write-only one with its stored value
 * (server code such as a hook compares a reset token), where a request's reads take only whether
 * it is empty; a NOT NULL write-only one not at all.
 */
function foundColumns (meta: ModelMeta): readonly ColumnMeta[] {
  let columns = found.get(meta)
  if (columns === undefined) {
    columns = readColumns(meta).map(column => column.info.writeOnly === true ? { ...column, info: { ...column.info, writeOnly: false } } : column)
    found.set(meta, columns)
  }
  return columns
}

/**
 * Equality conditions from `{ field: value }`, each value read as its column reads a filter's.
 * Undefined when a value cannot be one of its column's (`id: 'x'`): such a query matches nothing.
 * An unknown field is the caller's mistake, thrown as such.
 */
function conditionsOf (meta: ModelMeta, fields: Record<string, unknown>): Condition[] | undefined {
  const conditions: Condition[] = []
  for (const [name, value] of Object.entries(fields)) {
    const column = meta.columnsByProp.get(toCamelCase(name))
    if (column === undefined) throw new BadQuery(`${name} is not a column in ${meta.name}`)
    if (value === null) {
      conditions.push({ column, op: 'isnull', value: true })
      continue
    }
    const coerced = coerceValue(column.info, value, true)
    if (!coerced.ok) return undefined
    conditions.push({ column, op: 'eq', value: coerced.value })
  }
  return conditions
}

/** Records matching every field given, in primary-key order, as plain rows keyed by property. */
export async function findRows (reader: Reader, meta: ModelMeta, fields: Record<string, unknown>, limit?: number): Promise<Row[]> {
  const where = conditionsOf(meta, fields)
  if (where === undefined) return []
  return await reader.rows(meta, { where, order: meta.primaryKeys.map(column => ({ column, descending: false })), limit }, foundColumns(meta))
}
