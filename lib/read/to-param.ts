import type { ColumnInfo } from '../columns/column-info.ts'
import type { Dialect } from '../db/uri.ts'

/** A record value as a query parameter of this dialect (better-sqlite3 takes no booleans or Dates). */
export function toParam (info: ColumnInfo, value: unknown, dialect: Dialect): unknown {
  if (value === null || value === undefined) return null
  if (dialect === 'sqlite') {
    if (typeof value === 'boolean') return value ? 1 : 0
    if (value instanceof Date) return value.getTime()
    if (info.kind === 'biginteger') return BigInt(value as string)
    return value
  }
  return value instanceof Date ? value.toISOString() : value
}
