// What a date-time value is, whatever the column's precision: a Date, and past its millisecond
// the microseconds PostgreSQL keeps (timestamptz(6)), which a Date cannot hold.

/** The fractional digits a date-time column stores and shows: whole seconds, milliseconds or microseconds. */
export type DateTimePrecision = 0 | 3 | 6

export const DATE_TIME_PRECISIONS: readonly DateTimePrecision[] = [0, 3, 6]

/** A Date with the microseconds past its millisecond (1 to 999): a stored value read exactly. */
export class PreciseDate extends Date {
  readonly microseconds: number

  constructor (milliseconds: number, microseconds: number) {
    super(milliseconds)
    this.microseconds = microseconds
  }
}

/** The microseconds past the millisecond of `value` (0 for a plain Date). */
export function microsecondsOf (value: Date): number {
  return value instanceof PreciseDate ? value.microseconds : 0
}

/** The instant of `milliseconds` (epoch) and `microseconds` past it; a plain Date when there are none. */
export function dateOf (milliseconds: number, microseconds: number): Date {
  return microseconds === 0 ? new Date(milliseconds) : new PreciseDate(milliseconds, microseconds)
}

/** `value` as a column of `precision` stores it: the finer digits cut off, toward the past. */
export function truncated (value: Date, precision: DateTimePrecision): Date {
  const milliseconds = value.getTime()
  if (precision === 0) return milliseconds % 1000 === 0 && microsecondsOf(value) === 0 ? value : new Date(Math.floor(milliseconds / 1000) * 1000)
  return precision === 3 && microsecondsOf(value) !== 0 ? new Date(milliseconds) : value
}

/** The six fractional digits of `value`: its milliseconds, then its microseconds. */
export function fractionDigits (value: Date): string {
  return value.toISOString().slice(20, 23) + String(microsecondsOf(value)).padStart(3, '0')
}

/** ISO 8601 in UTC to the microsecond when there are microseconds (PostgreSQL's parameter, a cursor's key): exact. */
export function exactIso (value: Date): string {
  const iso = value.toISOString()
  const microseconds = microsecondsOf(value)
  return microseconds === 0 ? iso : iso.slice(0, 23) + String(microseconds).padStart(3, '0') + 'Z'
}

/** `YYYY-MM-DD HH:MM:SS.ffffff` in UTC: how SQLite stores a date-time of precision 6 (text, ordered as written). */
export function microsecondText (value: Date): string {
  const iso = value.toISOString()
  return iso.slice(0, 10) + ' ' + iso.slice(11, 19) + '.' + fractionDigits(value)
}

// Text as PostgreSQL answers it ('2024-01-31 12:00:00.123456+00'), as SQLite's precision 6 stores
// it (no offset: UTC), or ISO 8601 ('...T...Z', a cursor's key).
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(?:\.(\d+))?(Z|[+-]\d{2}(?::?\d{2})?)?$/i

/** Reads a date-time as the drivers return it: epoch ms (SQLite), text (pg; SQLite's precision 6), or a Date; exactly, to the microsecond. */
export function toDate (raw: unknown): Date {
  if (raw instanceof Date) return raw
  if (typeof raw === 'number' || typeof raw === 'bigint') return new Date(Number(raw))
  const match = TIMESTAMP.exec(String(raw))
  if (match === null) return new Date(String(raw))
  const [, day, time, fraction = '', zone = 'Z'] = match
  const digits = (fraction + '000000').slice(0, 6)
  const offset = zone.toUpperCase() === 'Z' ? 'Z' : zone.length === 3 ? zone + ':00' : zone.slice(0, 3) + ':' + zone.slice(-2)
  return dateOf(new Date(`${day}T${time}.${digits.slice(0, 3)}${offset}`).getTime(), Number(digits.slice(3)))
}

/** An instant in whole microseconds since the epoch: exact where a Date stops at the millisecond. */
export function epochMicroseconds (value: Date): bigint {
  return BigInt(value.getTime()) * 1000n + BigInt(microsecondsOf(value))
}

// PostgreSQL's JSON of a timestamptz: ISO 8601 with the session's offset, which may have seconds (+00:53:28).
const JSON_TIMESTAMP = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?([+-])(\d{2}):(\d{2})(?::(\d{2}))?$/

/** A timestamptz as PostgreSQL's to_jsonb writes it, in microseconds since the epoch; undefined for anything else (infinity). */
export function jsonTimestampMicroseconds (text: string): bigint | undefined {
  const match = JSON_TIMESTAMP.exec(text)
  if (match === null) return undefined
  const [, day, time, fraction = '', sign, hours, minutes, seconds = '00'] = match
  const local = new Date(`${day}T${time}Z`).getTime()
  if (Number.isNaN(local)) return undefined
  const offset = (Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)) * (sign === '-' ? -1 : 1)
  return (BigInt(local) - BigInt(offset) * 1000n) * 1000n + BigInt(fraction.padEnd(6, '0'))
}
