import { DECIMAL_SUM, DECIMAL_SUM_NUMBER, DECIMAL_SUM_OUT_OF_RANGE, decimalSumKey, decimalSumUnits } from '../sql/decimal-sum.ts'

/**
 * The SQL functions this library adds to each SQLite connection it opens (the write connection,
 * the read one, and each helper process's): SQLite's own `lower()` folds A-Z only, where
 * PostgreSQL's ilike folds every letter, so `ilike` lower-cases with JavaScript's; and a NUMERIC
 * column's exact sum (lib/sql/decimal-sum.ts).
 */
export const UNICODE_LOWER = 'fmr_lower'

interface Sum { small: number, big: bigint, any: boolean }

/** A better-sqlite3 connection, as far as adding functions goes. */
export interface FunctionHost {
  function: (name: string, options: { deterministic: boolean }, fn: (value: unknown) => unknown) => unknown
  aggregate: (name: string, options: {
    start: () => Sum
    step: (sum: Sum, value: unknown, scale: bigint) => Sum
    result: (sum: Sum) => string | null
    safeIntegers: boolean
    deterministic: boolean
  }) => unknown
}

export function addSqliteFunctions (db: FunctionHost): void {
  db.function(UNICODE_LOWER, { deterministic: true }, value => typeof value === 'string' ? value.toLowerCase() : value)
  db.function(DECIMAL_SUM_NUMBER, { deterministic: true }, key => typeof key === 'string' ? Number(decimalSumUnits(key)) : null)
  db.aggregate(DECIMAL_SUM, {
    start: () => ({ small: 0, big: 0n, any: false }),
    step: addUnits,
    result: sum => sum.any ? decimalSumKey(sum.big + BigInt(sum.small)) : null,
    safeIntegers: true,
    deterministic: true
  })
}

/**
 * Adds a NUMERIC value's whole units of `scale`: an integer SQLite keeps (a BigInt here) or a
 * whole double exactly, another double rounded to the scale as SQLite's round() does. Units are
 * added as numbers while the total stays a safe integer (a BigInt per row was 2.7 times slower).
 */
function addUnits (sum: Sum, value: unknown, scale: bigint): Sum {
  if (value === null) return sum
  const units = valueUnits(value, scale)
  sum.any = true
  const next = typeof units === 'number' ? sum.small + units : NaN
  if (Number.isSafeInteger(next)) sum.small = next
  else sum.big += BigInt(units)
  return sum
}

function valueUnits (value: unknown, scale: bigint): number | bigint {
  if (typeof value === 'bigint') return value * 10n ** scale
  // SQLite keeps a value past a double's range as infinite (400 digits in a numeric(500, 0)).
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw Object.assign(new Error('A NUMERIC value SQLite holds is not a finite number: its sum cannot be exact'), { code: DECIMAL_SUM_OUT_OF_RANGE })
  }
  const scaled = value * 10 ** Number(scale)
  if (Math.abs(scaled) < 2 ** 53) return Math.sign(scaled) * Math.round(Math.abs(scaled))
  return Number.isInteger(value) ? BigInt(value) * 10n ** scale : BigInt(scaled)
}
