import type { Dialect } from '../../db/uri.ts'
import { exactIso, microsecondText, type DateTimePrecision } from './datetime-value.ts'

/**
 * A date-time as a parameter of a column of `precision`, exactly (a cursor's key is compared to
 * the stored value, finer digits and all): PostgreSQL ISO 8601 text to the microsecond, SQLite
 * epoch milliseconds, or for precision 6 the text SQLite stores.
 */
export function storedParam (value: Date, precision: DateTimePrecision, dialect: Dialect): string | number {
  if (dialect === 'postgresql') return exactIso(value)
  return precision === 6 ? microsecondText(value) : value.getTime()
}
