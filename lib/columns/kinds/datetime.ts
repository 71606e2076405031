import type { ColumnInfo } from '../column-info.ts'
import { formatDateTime } from '../../serialize/format-date.ts'
import { inYears, isCalendarDate } from './calendar.ts'
import { storedParam } from './datetime-param.ts'
import { DateTimeColumnType } from './datetime-type.ts'
import { dateOf, epochMicroseconds, jsonTimestampMicroseconds, microsecondText, toDate, truncated, type DateTimePrecision } from './datetime-value.ts'
import type { Dialect } from '../../db/uri.ts'
import { invalid, PLAIN, plainParam, type Coerced, type Kind } from './kind.ts'

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/i

/** The fractional digits a date-time column keeps: 0 unless declared. */
export function precisionOf (info: ColumnInfo): DateTimePrecision {
  return (info.precision ?? 0) as DateTimePrecision
}

/** A client's date-time, cut to `precision` (any fraction is accepted: finer digits are dropped, never rounded). */
function coerce (value: unknown, precision: DateTimePrecision): Coerced {
  const match = typeof value === 'string' ? DATE_TIME.exec(value) : null
  if (match === null) return invalid(value, 'date-time')
  const [, y, mo, d, h, mi, s = '00', fraction = '', zone = 'Z'] = match
  if (!isCalendarDate(+y, +mo, +d) || +h > 23 || +mi > 59 || +s > 59) return invalid(value, 'date-time')
  const offset = zone.toUpperCase() === 'Z' ? 'Z' : zone.slice(0, 3) + ':' + zone.slice(-2)
  const digits = (fraction + '000000').slice(0, 6)
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}.${digits.slice(0, 3)}${offset}`)
  // A zone can move the moment past a year's edge: 9999-12-31T23:59:59-14:00 is in the year 10000 (UTC).
  if (Number.isNaN(date.getTime()) || !inYears(date.getUTCFullYear())) return invalid(value, 'date-time')
  return { ok: true, value: truncated(dateOf(date.getTime(), Number(digits.slice(3))), precision) }
}

/** What the column keeps of a sent fraction. */
function storedAs (precision: number): string {
  return precision === 0 ? 'stored in whole seconds (a fraction is cut off)' : `stored to ${precision} fractional digits (finer ones are cut off)`
}

const sign = (a: bigint | number | string, b: typeof a): number => a > b ? 1 : a < b ? -1 : 0

// SQLite's text of a precision-6 value (microsecondText): ordered as written, as SQLite orders it.
const MICROSECOND_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{6}$/

/**
 * A date-time the outbox's row keeps against a condition's value (a Date), as the database compares
 * the column with its parameter (storedParam): PostgreSQL as instants to the microsecond (its row
 * writes the session's offset); SQLite epoch milliseconds as numbers (precision 0 and 3) or its
 * precision-6 text as text. A value kept in another form (text in a column of milliseconds,
 * written by hand, which SQLite orders after every number) is not judged: NaN.
 */
function compareStored (info: ColumnInfo, stored: unknown, value: unknown, dialect: Dialect): number {
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) return Number.NaN
  if (dialect === 'postgresql') {
    const instant = typeof stored === 'string' ? jsonTimestampMicroseconds(stored) : undefined
    return instant === undefined ? Number.NaN : sign(instant, epochMicroseconds(value))
  }
  const param = storedParam(value, precisionOf(info), dialect)
  if (typeof param === 'number') return Number.isSafeInteger(stored) ? sign(stored as number, param) : Number.NaN
  return typeof stored === 'string' && MICROSECOND_TEXT.test(stored) && param === microsecondText(value) ? sign(stored, param) : Number.NaN
}

const SECONDS = '\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}'

/**
 * TIMESTAMP (UTC): the record holds a `Date`, the wire `YYYY-MM-DD HH:MM:SS` with the column's
 * `precision` fractional digits (`.fff`, `.ffffff`); any offset is accepted on input. What is
 * shown is what is stored (decisions §6): a value is cut to the precision before it is written,
 * and read back exactly, so that a shown value found by `=` is its record and a cursor's key the
 * stored one (finer digits stored before a column declared its precision included).
 */
export const datetime: Kind = {
  ...PLAIN,
  name: 'datetime',
  schema: () => ({ type: 'string' }),
  // The document says an answer's fractional digits: a column with fractions always shows them all.
  outputSchema: (info, typed) => precisionOf(info) === 0 ? typed : { ...typed, pattern: `^${SECONDS}\\.\\d{${precisionOf(info)}}$` },
  property: (info, dialect) => ({ type: new DateTimeColumnType(precisionOf(info), dialect) }),
  decoder: () => toDate,
  toParam: (info, value, dialect) => value instanceof Date ? storedParam(value, precisionOf(info), dialect) : plainParam(value, dialect),
  coerce: (info, value) => coerce(value, precisionOf(info)),
  stored: (info, value) => value instanceof Date ? truncated(value, precisionOf(info)) : value,
  inputSchema: info => ({ type: 'string', description: `YYYY-MM-DD HH:MM[:SS[.fraction]], a T for the space allowed, an optional Z or ±HH:MM (UTC when none); ${storedAs(precisionOf(info))}` }),
  example: info => precisionOf(info) === 0 ? '2024-01-31 12:00:00' : '2024-01-31 12:00:00.' + '0'.repeat(precisionOf(info)),
  encoder: info => {
    const precision = precisionOf(info)
    return value => formatDateTime(value instanceof Date ? value : toDate(value), precision)
  },
  fromJson: (_info, value) => typeof value === 'string' ? toDate(value) : value,
  // Epoch milliseconds to precision 3, the text of microseconds at 6 (datetime-type.ts).
  sqliteForm: info => precisionOf(info) === 6 ? 'text' : 'integer',
  nowPrecision: precisionOf,
  compareStored,
  docType: info => precisionOf(info) === 0 ? 'date-time' : `date-time(${precisionOf(info)})`
}
