import type { ColumnInfo } from '../columns/column-info.ts'
import { docType } from '../docs/doc-type.ts'

/** A converted value, or the text of the contract's validation entry. */
export type Coerced = { ok: true, value: unknown } | { ok: false, message: string }

const INTEGER = /^-?\d+$/
const DECIMAL = /^-?\d+(\.\d+)?$/
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i

function show (value: unknown): string {
  // Numbers as JavaScript writes them: JSON would show 1e999 (Infinity) as null.
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : JSON.stringify(value) ?? String(value)
}

function invalid (value: unknown, info: ColumnInfo): Coerced {
  return { ok: false, message: `The value ${show(value)} is not a valid ${info.kind === 'choice' ? 'choice' : docType(info)}` }
}

function isCalendarDate (year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
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
  return Number.isNaN(date.getTime()) ? invalid(value, info) : { ok: true, value: date }
}

function coerceNumeric (value: unknown, info: ColumnInfo): Coerced {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value
  if (typeof text !== 'string' || !DECIMAL.test(text)) return invalid(value, info)
  const whole = text.replace('-', '').split('.')[0].replace(/^0+(?=\d)/, '')
  const allowed = (info.precision ?? 38) - (info.scale ?? 0)
  return whole.length > allowed ? invalid(value, info) : { ok: true, value: text }
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
