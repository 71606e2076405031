import { formatDateTime } from '../../serialize/format-date.ts'
import { inYears, isCalendarDate } from './calendar.ts'
import { invalid, PLAIN, type Coerced, type Kind } from './kind.ts'

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i
const PG_TIMESTAMP = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2}(?:\.\d+)?)(?:([+-]\d{2})(?::?(\d{2}))?)?$/

/** Reads a date-time as the drivers return it: epoch ms (SQLite), text with an offset (pg), or a Date. */
export function toDate (raw: unknown): Date {
  if (raw instanceof Date) return raw
  if (typeof raw === 'number' || typeof raw === 'bigint') return new Date(Number(raw))
  const match = PG_TIMESTAMP.exec(String(raw))
  if (match === null) return new Date(String(raw))
  const [, day, time, hours, minutes = '00'] = match
  return new Date(`${day}T${time}${hours === undefined ? 'Z' : `${hours}:${minutes}`}`)
}

function coerce (value: unknown): Coerced {
  const match = typeof value === 'string' ? DATE_TIME.exec(value) : null
  if (match === null) return invalid(value, 'date-time')
  const [, y, mo, d, h, mi, s = '00', fraction = '', zone = 'Z'] = match
  if (!isCalendarDate(+y, +mo, +d) || +h > 23 || +mi > 59 || +s > 59) return invalid(value, 'date-time')
  const offset = zone.toUpperCase() === 'Z' ? 'Z' : zone.slice(0, 3) + ':' + zone.slice(-2)
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${fraction.slice(0, 4)}${offset}`)
  // A zone can move the moment past a year's edge: 9999-12-31T23:59:59-14:00 is in the year 10000 (UTC).
  return Number.isNaN(date.getTime()) || !inYears(date.getUTCFullYear()) ? invalid(value, 'date-time') : { ok: true, value: date }
}

/** TIMESTAMP (UTC): the record holds a `Date`, the wire `YYYY-MM-DD HH:MM:SS`; any offset is accepted on input. */
export const datetime: Kind = {
  ...PLAIN,
  name: 'datetime',
  schema: () => ({ type: 'string' }),
  property: () => ({ type: 'datetime' }),
  decoder: () => toDate,
  coerce: (_info, value) => coerce(value),
  encoder: () => value => formatDateTime(value instanceof Date ? value : new Date(value as number | string)),
  docType: () => 'date-time'
}
