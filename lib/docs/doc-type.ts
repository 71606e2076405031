import type { ColumnInfo } from '../columns/column-info.ts'
import { kindOf } from '../columns/kinds/index.ts'

/** The contract's document type name of a column, e.g. `integer`, `date-time`, `numeric(17, 6)`. */
export function docType (info: ColumnInfo): string {
  return kindOf(info).docType(info)
}

/** The `format` key: the width of an integer column, `uuid`. */
export function docFormat (info: ColumnInfo): string | undefined {
  return kindOf(info).docFormat
}
