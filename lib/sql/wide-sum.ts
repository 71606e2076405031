import type { Params } from './params.ts'

/**
 * An exact sum of 64-bit integers on SQLite (a BIGINT column), whose sum() of integers fails
 * with "integer overflow" past 2^63 (a 500 before) and whose total() is a float. Each value is
 * split into its high half (`x >> 32`, an arithmetic shift: floor(x / 2^32), at most 2^31 in size) and its low
 * half (`x & 0xffffffff`, 0 to 2^32 - 1); neither half's sum can overflow below 2^31 records.
 * The low sum's carry moves to the high sum, so that (high, low) orders as the sum does:
 * sum = high * 2^32 + low, with 0 <= low < 2^32.
 */
export interface WideSum {
  high: string
  low: string
}

const HALF = 2n ** 32n

/** Each record's value as its halves: `high` (floor(x / 2^32)) and `low` (0 to 2^32 - 1), integer expressions. */
export interface Halves {
  high: string
  low: string
}

/** The halves of a 64-bit integer expression, by shift and mask. */
export function integerHalves (value: string): Halves {
  return { high: `${value} >> 32`, low: `${value} & 4294967295` }
}

/** The halves of the sum of the records' values, given as their halves. */
export function wideSum (value: Halves): WideSum {
  const lows = `sum(${value.low})`
  return { high: `(sum(${value.high}) + (${lows} >> 32))`, low: `(${lows} & 4294967295)` }
}

/** The select's one column: the two halves as text, `high low`, read by `wideSumValue`. */
export function wideSumText (sum: WideSum): string {
  return `${sum.high} || ' ' || ${sum.low}`
}

/** The decimal digits of the sum `wideSumText` read, null for a sum of no value. */
export function wideSumValue (raw: unknown): string | null {
  if (raw === null) return null
  const [high, low] = String(raw).split(' ')
  return String(BigInt(high) * HALF + BigInt(low))
}

/** A whole number as its halves' parameters, comparable with `high` and `low`. */
function halves (value: bigint): [number | bigint, number] {
  const low = ((value % HALF) + HALF) % HALF
  const high = (value - low) / HALF
  // A high half is bound exactly while SQLite's integers hold it; a client's value past 2^95 as a
  // float, still in order, past every sum's.
  const exact = high >= -(2n ** 63n) && high < 2n ** 63n
  return [exact ? (Number.isSafeInteger(Number(high)) ? Number(high) : high) : Number(high), Number(low)]
}

type Compare = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le'

/** `sum op value` on the halves, exactly: (high, low) compared in order. Each use of a half binds its own parameter (SQLite's `?`). */
export function wideSumCompare (sum: WideSum, op: Compare, value: bigint, params: Params): string {
  const [high, low] = halves(value)
  const h = (): string => params.add(high)
  const l = (): string => params.add(low)
  switch (op) {
    case 'eq': return `(${sum.high} = ${h()} and ${sum.low} = ${l()})`
    case 'ne': return `not (${sum.high} = ${h()} and ${sum.low} = ${l()})`
    case 'gt': case 'ge': return `(${sum.high} > ${h()} or (${sum.high} = ${h()} and ${sum.low} ${op === 'gt' ? '>' : '>='} ${l()}))`
    case 'lt': case 'le': return `(${sum.high} < ${h()} or (${sum.high} = ${h()} and ${sum.low} ${op === 'lt' ? '<' : '<='} ${l()}))`
  }
}
