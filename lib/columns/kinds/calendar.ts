// The years the wire form writes in four digits: past 9999 toISOString() writes +010000-..., which
// PostgreSQL cannot read (a 500) and SQLite's epoch milliseconds come back as, garbled.
const FIRST_YEAR = 1
const LAST_YEAR = 9999

export function inYears (year: number): boolean {
  return year >= FIRST_YEAR && year <= LAST_YEAR
}

export function isCalendarDate (year: number, month: number, day: number): boolean {
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0..99 as 1900..1999.
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  return inYears(year) && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}
