import { errors } from '../../lib/index.ts'
import type { ColumnMeta, ModelMeta } from '../../lib/model/model-meta.ts'
import type { Values } from './write-request.ts'

// Records of one request never merge: two records of one bulk, or of one nested list, that share
// a key are refused before anything is written. Left to the database, two records naming the same
// id merged in MikroORM's identity map (one stored, both answered) instead of clashing.

/** Two records of one request sharing the values of a key: their positions, in input order. */
export interface Repeat {
  first: number
  second: number
  /** The key's columns: one, or a composite key's. */
  columns: readonly ColumnMeta[]
}

/** The keys no two records may share, each its columns: the primary key, each unique column, each composite unique key. */
export function keyColumns (meta: ModelMeta): ColumnMeta[][] {
  const single = meta.primaryKeys.length === 1 ? [meta.primaryKey] : []
  return [
    ...(single.length === 0 ? [meta.primaryKeys] : []),
    ...meta.columns.filter(column => single.includes(column) || (column.info.unique === true)).map(column => [column]),
    ...meta.uniques
  ]
}

/** A coerced value as a map key: equal values of one column give equal texts (a date by its instant). */
function keyText (value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value)
}

/** A record's values of a key's columns as one map key; undefined when one of them is null or absent (never a clash). */
export function keyValuesText (columns: readonly ColumnMeta[], values: Values | undefined): string | undefined {
  let text = ''
  for (const column of columns) {
    const value = values?.[column.prop]
    if (value === undefined || value === null) return undefined
    text += (text === '' ? '' : '\u0000') + keyText(value)
  }
  return text
}

/** The first two records (by the second's position) that give a key the same values; null and absent never clash. */
export function firstRepeat (keys: ReadonlyArray<readonly ColumnMeta[]>, records: ReadonlyArray<Values | undefined>): Repeat | undefined {
  let found: Repeat | undefined
  for (const columns of keys) {
    const seen = new Map<string, number>()
    for (const [index, values] of records.entries()) {
      if (found !== undefined && index >= found.second) break
      const key = keyValuesText(columns, values)
      if (key === undefined) continue
      const first = seen.get(key)
      if (first !== undefined) {
        found = { first, second: index, columns }
        break
      }
      seen.set(key, index)
    }
  }
  return found
}

/** A key's columns as a message names them: `id`, or `taskId, tagId`. */
export function keyNames (columns: readonly ColumnMeta[]): string {
  return columns.map(column => column.prop).join(', ')
}

/** Two records of one list sharing a key: a 409 naming both paths (`jobs.0 and jobs.2 have the same id`). */
export function refuseRepeated (records: ReadonlyArray<{ at: string, values: Values }>, keys: ReadonlyArray<readonly ColumnMeta[]>): void {
  const repeat = firstRepeat(keys, records.map(record => record.values))
  if (repeat !== undefined) {
    throw new errors.Conflict(`${records[repeat.first].at} and ${records[repeat.second].at} have the same ${keyNames(repeat.columns)}`)
  }
}
