// Dates are formatted with the standard library: toISOString is already UTC and
// fixed-width, so slicing it is exact and costs nothing per row.

/** `YYYY-MM-DD HH:MM:SS` in UTC, the contract's date-time form. */
export function formatDateTime (value: Date): string {
  const iso = value.toISOString()
  return iso.slice(0, 10) + ' ' + iso.slice(11, 19)
}

/** `YYYY-MM-DD`. */
export function formatDate (value: Date | string): string {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10)
}
