import type { ColumnInfo } from '../columns/column-info.ts'
import { kindOf } from '../columns/kinds/index.ts'
import type { Dialect } from '../db/uri.ts'

/** A record value as a query parameter of this dialect; null and undefined are NULL. */
export function toParam (info: ColumnInfo, value: unknown, dialect: Dialect): unknown {
  return value === null || value === undefined ? null : kindOf(info).toParam(info, value, dialect)
}

/** A value about to be written as a parameter: as the column keeps it (kind.stored), then as toParam. */
export function toStoredParam (info: ColumnInfo, value: unknown, dialect: Dialect): unknown {
  if (value === null || value === undefined) return null
  const kind = kindOf(info)
  return kind.toParam(info, kind.stored === undefined ? value : kind.stored(info, value), dialect)
}
