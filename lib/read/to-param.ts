import type { ColumnInfo } from '../columns/column-info.ts'
import { choiceKey } from '../columns/column.ts'
import type { Dialect } from '../db/uri.ts'

/**
 * A choice given by its label (a default declared as the label) is stored as its key on both
 * databases. An unknown label is refused as MikroORM's ChoiceType refuses it: SQLite would store the text.
 */
function choiceParam (info: ColumnInfo, label: string): number {
  const key = choiceKey(info.choices ?? {}, label)
  if (key === undefined) throw new RangeError(`The value ${label} is not a valid choice`)
  return key
}

/** A record value as a query parameter of this dialect (better-sqlite3 takes no booleans or Dates; a choice is its key). */
export function toParam (info: ColumnInfo, value: unknown, dialect: Dialect): unknown {
  if (value === null || value === undefined) return null
  if (info.kind === 'choice' && typeof value === 'string') return choiceParam(info, value)
  if (dialect === 'sqlite') {
    if (typeof value === 'boolean') return value ? 1 : 0
    if (value instanceof Date) return value.getTime()
    if (info.kind === 'biginteger') return BigInt(value as string)
    return value
  }
  return value instanceof Date ? value.toISOString() : value
}
