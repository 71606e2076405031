import type { ColumnInfo } from '../columns/column-info.ts'
import { kindOf } from '../columns/kinds/index.ts'
import type { Dialect } from '../db/uri.ts'

/** A record value as a query parameter of this dialect; null and undefined are NULL. */
export function toParam (info: ColumnInfo, value: unknown, dialect: Dialect): unknown {
  return value === null || value === undefined ? null : kindOf(info).toParam(info, value, dialect)
}

/**
 * Whether an equality on this column binds a list of spellings on this dialect (Kind.spellings):
 * written `in` (or `not in`) that list where a single value is written `=` (or `<>`).
 */
export function spelled (info: ColumnInfo, dialect: Dialect): boolean {
  return kindOf(info).spellings?.dialect === dialect
}

/** The parameters an equality with `value` matches: the spellings a stored value may have (Kind.spellings), or toParam's one. */
export function equalParams (info: ColumnInfo, value: unknown, dialect: Dialect): unknown[] {
  const { spellings } = kindOf(info)
  return spellings?.dialect === dialect ? spellings.of(value).map(v => toParam(info, v, dialect)) : [toParam(info, value, dialect)]
}

/** Every spelling a stored value equal to `value` may have on some database (Kind.spellings): `value` alone for most kinds. */
export function spellingsOf (info: ColumnInfo, value: unknown): unknown[] {
  return kindOf(info).spellings?.of(value) ?? [value]
}

/** A value about to be written as a parameter: as the column keeps it (kind.stored), then as toParam. */
export function toStoredParam (info: ColumnInfo, value: unknown, dialect: Dialect): unknown {
  if (value === null || value === undefined) return null
  const kind = kindOf(info)
  return kind.toParam(info, kind.stored === undefined ? value : kind.stored(info, value), dialect)
}
