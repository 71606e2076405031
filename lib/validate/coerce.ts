import type { ColumnInfo } from '../columns/column-info.ts'
import { kindOf, type Coerced } from '../columns/kinds/index.ts'

export type { Coerced }
export { showValue } from '../columns/kinds/index.ts'

/**
 * Converts one wire value to the record's value for this column, or says why it cannot.
 * `fromText` is set for query-string values, where every value arrives as a string.
 */
export function coerceValue (info: ColumnInfo, value: unknown, fromText = false): Coerced {
  return kindOf(info).coerce(info, value, fromText)
}
