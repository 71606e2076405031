// Decimals compared exactly, as fractions of BigInts: never through a JavaScript number, which
// rounds 12345678901234567.25 to ...568 and cannot tell 10.50 from 10.5 apart from its text.
import type { Dialect } from '../../db/uri.ts'

/** A number exactly: numerator over a positive denominator. */
interface Exact { n: bigint, d: bigint }

const INT64_MIN = -(2n ** 63n)
const INT64_MAX = 2n ** 63n - 1n

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/

/** Decimal digits ('10.50', '-3') exactly; undefined for anything else (an exponent, NaN, Infinity). */
function fromDigits (text: string): Exact | undefined {
  const match = DECIMAL.exec(text)
  if (match === null) return undefined
  const [, sign, whole, fraction = ''] = match
  return { n: BigInt(sign + whole + fraction), d: 10n ** BigInt(fraction.length) }
}

/** A finite double exactly: doubling a non-integer double is exact, and it is whole after at most 1074 doublings. */
function fromDouble (value: number): Exact | undefined {
  if (!Number.isFinite(value)) return undefined
  let d = 1n
  while (!Number.isInteger(value)) {
    value *= 2
    d *= 2n
  }
  return { n: BigInt(value), d }
}

function compare (left: Exact, right: Exact): number {
  const [a, b] = [left.n * right.d, right.n * left.d]
  return a > b ? 1 : a < b ? -1 : 0
}

/** The double next to `value` toward +Infinity (`up`) or -Infinity. */
function nextDouble (value: number, up: boolean): number {
  if (value === 0) return up ? Number.MIN_VALUE : -Number.MIN_VALUE
  const view = new DataView(new ArrayBuffer(8))
  view.setFloat64(0, value)
  view.setBigUint64(0, view.getBigUint64(0) + ((value > 0) === up ? 1n : -1n))
  return view.getFloat64(0)
}

/** A condition's value (the record's decimal text, or a hook's number) exactly, as sent. */
function valueOf (value: unknown): Exact | undefined {
  if (typeof value === 'string') return fromDigits(value)
  if (typeof value === 'bigint') return { n: value, d: 1n }
  return typeof value === 'number' && Number.isFinite(value) ? fromDigits(String(value)) ?? fromDouble(value) : undefined
}

/**
 * A NUMERIC the outbox's row keeps against a condition's value, as the database compares them
 * (see Kind.compareStored). PostgreSQL compares decimals exactly, and its row keeps them exactly
 * (lib/db/outbox.ts reads a JSON number's own digits). SQLite holds the value as a double or a
 * 64-bit integer (its row's JSON writes a double's 17 digits, which read back as that double) and
 * compares it to the filter's text read as a double: where that reading rounds (10.1,
 * 12345678901234567.25) a stored value between the text and either double next to it compares as
 * SQLite rounds, which is not known here: NaN, never a guess.
 */
export function compareStoredDecimal (stored: unknown, value: unknown, dialect: Dialect): number {
  const right = valueOf(value)
  if (right === undefined || stored === null || stored === undefined) return Number.NaN
  if (dialect === 'postgresql') {
    const left = typeof stored === 'string' ? fromDigits(stored) : Number.isSafeInteger(stored) ? { n: BigInt(stored as number), d: 1n } : undefined
    return left === undefined ? Number.NaN : compare(left, right)
  }
  // A whole number past 2^53 is kept as its digits (lib/db/outbox.ts); text of anything else is not a number SQLite holds.
  const left = typeof stored === 'number' ? fromDouble(stored) : typeof stored === 'string' && /^-?\d+$/.test(stored) ? fromDigits(stored) : undefined
  if (left === undefined) return Number.NaN
  // Digits without a point that fit 64 bits SQLite reads as that integer, exactly.
  if (right.d === 1n && right.n >= INT64_MIN && right.n <= INT64_MAX && (typeof value !== 'string' || !value.includes('.'))) return compare(left, right)
  const nearest = Number(typeof value === 'string' ? value : String(value))
  const near = fromDouble(nearest)
  if (near === undefined) return Number.NaN
  const side = compare(near, right)
  if (side !== 0) {
    const other = fromDouble(nextDouble(nearest, side < 0))
    if (other === undefined) return Number.NaN
    const [low, high] = side < 0 ? [near, other] : [other, near]
    if (compare(left, low) >= 0 && compare(left, high) <= 0) return Number.NaN
  }
  return compare(left, right)
}
