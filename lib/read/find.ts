import type { ModelMeta } from '../model/model-meta.ts'
import { toCamelCase } from '../model/case.ts'
import { BadQuery } from '../errors.ts'
import { coerceValue } from '../validate/coerce.ts'
import type { Condition } from './condition.ts'
import type { Reader, Row } from './reader.ts'

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
  return await reader.rows(meta, { where, order: [{ column: meta.primaryKey, descending: false }], limit })
}
