import { errors } from '../../lib/index.ts'
import type { ColumnMeta, ModelMeta } from '../../lib/model/model-meta.ts'
import type { Values } from './write-request.ts'

// Records of one request never merge: two records of one bulk, or of one nested list, that share
// a key are refused before anything is written. Left to the database, two records naming the same
// id merged in MikroORM's identity map (one stored, both answered) instead of clashing.

/** Two records of one request sharing a value of `column`: their positions, in input order. */
export interface Repeat {
  first: number
  second: number
  column: ColumnMeta
}

/** The columns no two records may share: the primary key, then each unique column. */
export function keyColumns (meta: ModelMeta): ColumnMeta[] {
  return meta.columns.filter(column => column === meta.primaryKey || column.info.unique === true)
}

/** A coerced value as a map key: equal values of one column give equal texts (a date by its instant). */
function keyText (value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value)
}

/** The first two records (by the second's position) that give a column the same value; null and absent never clash. */
export function firstRepeat (columns: readonly ColumnMeta[], records: ReadonlyArray<Values | undefined>): Repeat | undefined {
  let found: Repeat | undefined
  for (const column of columns) {
    const seen = new Map<string, number>()
    for (const [index, values] of records.entries()) {
      if (found !== undefined && index >= found.second) break
      const value = values?.[column.prop]
      if (value === undefined || value === null) continue
      const key = keyText(value)
      const first = seen.get(key)
      if (first !== undefined) {
        found = { first, second: index, column }
        break
      }
      seen.set(key, index)
    }
  }
  return found
}

/** Two records of one list sharing a key: a 409 naming both paths (`jobs.0 and jobs.2 have the same id`). */
export function refuseRepeated (records: ReadonlyArray<{ at: string, values: Values }>, columns: readonly ColumnMeta[]): void {
  const repeat = firstRepeat(columns, records.map(record => record.values))
  if (repeat !== undefined) {
    throw new errors.Conflict(`${records[repeat.first].at} and ${records[repeat.second].at} have the same ${repeat.column.prop}`)
  }
}
