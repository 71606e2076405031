import type { ColumnInfo } from '../columns/column-info.ts'
import { kindOf } from '../columns/kinds/index.ts'
import type { Dialect } from '../db/uri.ts'

/** A record value as a query parameter of this dialect; null and undefined are NULL. */
export function toParam (info: ColumnInfo, value: unknown, dialect: Dialect): unknown {
  return value === null || value === undefined ? null : kindOf(info).toParam(info, value, dialect)
}
