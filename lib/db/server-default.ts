import { serverNow } from '../columns/column-info.ts'
import type { DateTimePrecision } from '../columns/kinds/datetime-value.ts'
import type { Dialect } from './uri.ts'

// SQLite stores date-times as epoch milliseconds (MikroORM's choice), or as text to the
// microsecond for a precision of 6 (datetime-param.ts): its "now" must match, cut to the precision
// as every written value is. PostgreSQL's column, timestamptz(p), keeps its own precision.
const SQLITE_NOW: Record<DateTimePrecision, string> = {
  0: '(unixepoch() * 1000)',
  3: "(cast(unixepoch('subsec') * 1000 as integer))",
  6: "(strftime('%Y-%m-%d %H:%M:%f', 'now') || '000')"
}

// timestamptz(p) would round now() to its precision (up to half a second ahead): cut it instead.
const POSTGRESQL_NOW: Record<DateTimePrecision, string> = {
  0: "date_trunc('second'::text, CURRENT_TIMESTAMP)",
  3: "date_trunc('milliseconds'::text, CURRENT_TIMESTAMP)",
  6: 'current_timestamp'
}

/** The raw SQL of a column's server default in this dialect; `precision`: a date-time column's. */
export function serverDefaultSql (value: string, dialect: Dialect, precision: DateTimePrecision = 3): string {
  if (value !== serverNow) return value
  return dialect === 'sqlite' ? SQLITE_NOW[precision] : POSTGRESQL_NOW[precision]
}
