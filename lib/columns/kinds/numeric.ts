import type { ColumnInfo } from '../column-info.ts'
import { compareStoredDecimal } from './exact-decimal.ts'
import { invalid, numberDecoder, PLAIN, type Coerced, type Kind, type Encoder } from './kind.ts'

const DECIMAL = /^-?\d+(\.\d+)?$/

/** A JSON number as the decimal it was written as: 1e-7 is 0.0000001, 1e21 is 1 and 21 zeros. */
export function decimalText (value: number): string {
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
 * A double SQLite holds for a NUMERIC, at the column's scale: toFixed's digits below 1e21, and
 * past it the shortest digits that read back as the same double (toFixed writes 1.98e+26 there).
 */
export function fixedDecimal (value: number, scale: number): string {
  if (Math.abs(value) < 1e21 || !Number.isFinite(value)) return value.toFixed(scale)
  return scale > 0 ? `${decimalText(value)}.${'0'.repeat(scale)}` : decimalText(value)
}

function docType (info: ColumnInfo): string {
  return `numeric(${info.precision ?? 38}, ${info.scale ?? 0})`
}

/**
 * A numeric(p, s) value must fit as sent: at most p - s digits before the point and s after it
 * (trailing zeros aside). Rounding is refused, not done: the two databases round differently
 * (SQLite through a binary float, 1.005 to 1.00; PostgreSQL in decimal, to 1.01) and PostgreSQL
 * refuses too many whole digits outright.
 */
function coerce (info: ColumnInfo, value: unknown): Coerced {
  const text = typeof value === 'number' && Number.isFinite(value) ? decimalText(value) : value
  if (typeof text !== 'string' || !DECIMAL.test(text)) return invalid(value, docType(info))
  const [whole, fraction = ''] = text.replace('-', '').split('.')
  const scale = info.scale ?? 0
  const wholeDigits = whole.replace(/^0+/, '').length
  const fractionDigits = fraction.replace(/0+$/, '').length
  if (wholeDigits > (info.precision ?? 38) - scale || fractionDigits > scale) return invalid(value, docType(info))
  return { ok: true, value: text }
}

function toWire (scale: number): Encoder {
  return value => {
    if (typeof value === 'number') return fixedDecimal(value, scale)
    // Written at the column's scale, as PostgreSQL returns it, whether the value comes from a
    // record ('0.5'), or from SQLite as an exact integer (a BigInt when read with safe integers).
    const text = String(value)
    const [whole, fraction = ''] = text.split('.')
    return /^-?\d+$/.test(whole) && /^\d*$/.test(fraction) && fraction.length < scale
      ? `${whole}.${fraction.padEnd(scale, '0')}`
      : text
  }
}

/** NUMERIC(p, s): the record and the wire hold a decimal string, so that no digit is lost to float rounding. */
export const numeric: Kind = {
  ...PLAIN,
  name: 'numeric',
  sum: 'decimal',
  schema: () => ({ type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' }),
  property: info => ({ type: 'decimal', precision: info.precision, scale: info.scale }),
  decoder: (info, dialect, bigints) => dialect === 'sqlite'
    ? raw => typeof raw === 'number' ? fixedDecimal(raw, info.scale ?? 0) : raw
    : numberDecoder(bigints),
  coerce: (info, value) => coerce(info, value),
  inputSchema: () => ({ anyOf: [{ type: 'number' }, { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' }] }),
  example: info => (info.scale ?? 0) > 0 ? `1.${'0'.repeat(info.scale ?? 0)}` : '1',
  encoder: info => toWire(info.scale ?? 0),
  compareStored: (_info, stored, value, dialect) => compareStoredDecimal(stored, value, dialect),
  docType
}
