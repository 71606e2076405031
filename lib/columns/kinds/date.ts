import { formatDate } from '../../serialize/format-date.ts'
import { isCalendarDate } from './calendar.ts'
import { invalid, PLAIN, type Kind } from './kind.ts'

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** DATE; the record and the wire hold `YYYY-MM-DD`. */
export const date: Kind = {
  ...PLAIN,
  name: 'date',
  schema: () => ({ type: 'string', format: 'date' }),
  property: () => ({ type: 'date' }),
  decoder: () => raw => raw instanceof Date ? raw.toISOString().slice(0, 10) : raw,
  coerce (_info, value) {
    const match = typeof value === 'string' ? DATE.exec(value) : null
    return match !== null && isCalendarDate(+match[1], +match[2], +match[3]) ? { ok: true, value } : invalid(value, 'date')
  },
  encoder: () => value => formatDate(value as Date | string),
  example: () => '2024-01-31',
  docType: () => 'date',
  // Both databases compare the day: PostgreSQL's dates, SQLite's `YYYY-MM-DD` text (in the order of
  // its days). The row keeps that text on both; any other text (SQLite's, written by hand) is not judged.
  compareStored: (_info, stored, value) => typeof stored === 'string' && typeof value === 'string' && DATE.test(stored) && DATE.test(value)
    ? (stored > value ? 1 : stored < value ? -1 : 0)
    : Number.NaN
}
