import { fractionDigits } from '../columns/kinds/datetime-value.ts'

// Dates are formatted with the standard library: toISOString is already UTC and
// fixed-width, so slicing it is exact and costs nothing per row.

/**
 * `YYYY-MM-DD HH:MM:SS` in UTC, the contract's date-time form, with `precision` fractional digits
 * (`.fff`, `.ffffff`) when the column stores them; finer digits are cut off, never rounded.
 */
export function formatDateTime (value: Date, precision = 0): string {
  const iso = value.toISOString()
  const seconds = iso.slice(0, 10) + ' ' + iso.slice(11, 19)
  return precision === 0 ? seconds : seconds + '.' + fractionDigits(value).slice(0, precision)
}

/** `YYYY-MM-DD`. */
export function formatDate (value: Date | string): string {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10)
}
