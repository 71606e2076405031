import type { ColumnInfo } from '../columns/column-info.ts'
import { docType } from '../docs/doc-type.ts'

/** A converted value, or the text of the contract's validation entry. */
export type Coerced = { ok: true, value: unknown } | { ok: false, message: string }

const INTEGER = /^-?\d+$/
const DECIMAL = /^-?\d+(\.\d+)?$/
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i

/** A client's value as an error text shows it. */
export function showValue (value: unknown): string {
  // Numbers as JavaScript writes them: JSON would show 1e999 (Infinity) as null.
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'bigint') return String(value)
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    // What a hook hands over may not be JSON (a cycle): an error text must not throw.
    return Object.prototype.toString.call(value)
  }
}

function invalid (value: unknown, info: ColumnInfo): Coerced {
  return { ok: false, message: `The value ${showValue(value)} is not a valid ${info.kind === 'choice' ? 'choice' : docType(info)}` }
}

// The years the wire form writes in four digits: past 9999 toISOString() writes +010000-..., which
// PostgreSQL cannot read (a 500) and SQLite's epoch milliseconds come back as, garbled.
const FIRST_YEAR = 1
const LAST_YEAR = 9999

function inYears (year: number): boolean {
  return year >= FIRST_YEAR && year <= LAST_YEAR
}

function isCalendarDate (year: number, month: number, day: number): boolean {
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0..99 as 1900..1999.
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  return inYears(year) && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

function coerceInteger (value: unknown, info: ColumnInfo): Coerced {
  const text = typeof value === 'number' ? (Number.isInteger(value) ? BigInt(value).toString() : '') : value
  if (typeof text !== 'string' || !INTEGER.test(text)) return invalid(value, info)
  const big = BigInt(text)
  if (big < BigInt(info.minimum ?? 0) || big > BigInt(info.maximum ?? 0)) return invalid(value, info)
  // Big integers travel as decimal strings so that no digit is lost past 2^53.
  return { ok: true, value: info.kind === 'biginteger' ? big.toString() : Number(big) }
}

function coerceDateTime (value: unknown, info: ColumnInfo): Coerced {
  const match = typeof value === 'string' ? DATE_TIME.exec(value) : null
  if (match === null) return invalid(value, info)
  const [, y, mo, d, h, mi, s = '00', fraction = '', zone = 'Z'] = match
  if (!isCalendarDate(+y, +mo, +d) || +h > 23 || +mi > 59 || +s > 59) return invalid(value, info)
  const offset = zone.toUpperCase() === 'Z' ? 'Z' : zone.slice(0, 3) + ':' + zone.slice(-2)
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${fraction.slice(0, 4)}${offset}`)
  // A zone can move the moment past a year's edge: 9999-12-31T23:59:59-14:00 is in the year 10000 (UTC).
  return Number.isNaN(date.getTime()) || !inYears(date.getUTCFullYear()) ? invalid(value, info) : { ok: true, value: date }
}

/** A JSON number as the decimal it was written as: 1e-7 is 0.0000001, 1e21 is 1 and 21 zeros. */
function decimalText (value: number): string {
  const [mantissa, exponent] = String(value).split('e')
  if (exponent === undefined) return mantissa
  const sign = mantissa.startsWith('-') ? '-' : ''
  const [whole, fraction = ''] = mantissa.replace('-', '').split('.')
  const digits = whole + fraction
  const point = whole.length + Number(exponent)
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`
  if (point >= digits.length) return sign + digits + '0'.repeat(point - digits.length)
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`
}

/**
 * A numeric(p, s) value must fit as sent: at most p - s digits before the point and s after it
 * (trailing zeros aside). Rounding is refused, not done: the two databases round differently
 * (SQLite through a binary float, 1.005 to 1.00; PostgreSQL in decimal, to 1.01) and PostgreSQL
 * refuses too many whole digits outright.
 */
function coerceNumeric (value: unknown, info: ColumnInfo): Coerced {
  const text = typeof value === 'number' && Number.isFinite(value) ? decimalText(value) : value
  if (typeof text !== 'string' || !DECIMAL.test(text)) return invalid(value, info)
  const [whole, fraction = ''] = text.replace('-', '').split('.')
  const scale = info.scale ?? 0
  const wholeDigits = whole.replace(/^0+/, '').length
  const fractionDigits = fraction.replace(/0+$/, '').length
  if (wholeDigits > (info.precision ?? 38) - scale || fractionDigits > scale) return invalid(value, info)
  return { ok: true, value: text }
}

/**
 * Converts one wire value to the record's value for this column, or says why it cannot.
 * `fromText` is set for query-string values, where every value arrives as a string.
 */
export function coerceValue (info: ColumnInfo, value: unknown, fromText = false): Coerced {
  switch (info.kind) {
    case 'integer': case 'smallinteger': case 'biginteger':
      return coerceInteger(value, info)
    case 'float': {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
      return typeof number === 'number' && Number.isFinite(number) ? { ok: true, value: number } : invalid(value, info)
    }
    case 'numeric':
      return coerceNumeric(value, info)
    case 'boolean':
      if (typeof value === 'boolean') return { ok: true, value }
      if (fromText && (value === 'true' || value === '1')) return { ok: true, value: true }
      if (fromText && (value === 'false' || value === '0')) return { ok: true, value: false }
      return invalid(value, info)
    case 'date': {
      const match = typeof value === 'string' ? DATE.exec(value) : null
      return match !== null && isCalendarDate(+match[1], +match[2], +match[3]) ? { ok: true, value } : invalid(value, info)
    }
    case 'datetime':
      return coerceDateTime(value, info)
    case 'choice': {
      const entry = Object.entries(info.choices ?? {}).find(([, label]) => label === value)
      return entry === undefined ? invalid(value, info) : { ok: true, value: Number(entry[0]) }
    }
    case 'string': case 'text':
      if (typeof value !== 'string') return invalid(value, info)
      // PostgreSQL cannot store NUL in text; refuse it on both databases alike. A lone surrogate
      // is not text either: both drivers would store U+FFFD in its place, silently.
      if (value.includes('\u0000') || !value.isWellFormed()) return invalid(value, info)
      if (info.maxLength !== undefined && value.length > info.maxLength && [...value].length > info.maxLength) {
        return { ok: false, message: `The data exceeds the maximum length ${info.maxLength}` }
      }
      return { ok: true, value }
  }
}
