/**
 * SQLite's exact sum of a NUMERIC column (SqlDialect.scaledDecimalSum): the aggregate function
 * DECIMAL_SUM (lib/db/sqlite-functions.ts) adds each value's whole units of the column's scale as
 * a BigInt, at any size. Its halves in SQL before stopped at 2^95 units: a larger sum failed the
 * statement (a 500) and a larger value was summed as 2^95. The sum is written as a key whose text
 * orders as the number does, so `having` compares it, and `orderBy` orders it, as plain text.
 */
export const DECIMAL_SUM = 'fmr_decimal_sum'
/** A DECIMAL_SUM key's number as a double, rounded once (an average's sum). */
export const DECIMAL_SUM_NUMBER = 'fmr_decimal_sum_number'

/** The driver code of a sum that cannot be exact: a stored value SQLite holds as infinite or not a number. */
export const DECIMAL_SUM_OUT_OF_RANGE = 'FMR_DECIMAL_SUM_OUT_OF_RANGE'

// Digits of the length: past any sum of doubles (1.8e308) at a scale PostgreSQL allows (1,000).
const WIDTH = 5
const LONGEST = 10 ** WIDTH - 1

/** `p`, the digits' count, the digits; a negative `n`, then both complemented, so that larger magnitudes order first. */
export function decimalSumKey (units: bigint): string {
  const digits = (units < 0n ? -units : units).toString()
  if (units >= 0n) return 'p' + String(digits.length).padStart(WIDTH, '0') + digits
  return 'n' + String(LONGEST - digits.length).padStart(WIDTH, '0') + complement(digits)
}

/** The units a key of decimalSumKey stands for. */
export function decimalSumUnits (key: string): bigint {
  const digits = key.slice(1 + WIDTH)
  return key.startsWith('p') ? BigInt(digits) : -BigInt(complement(digits))
}

function complement (digits: string): string {
  return digits.replace(/\d/g, digit => String(9 - Number(digit)))
}
