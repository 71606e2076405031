import type { ColumnInfo } from '../column-info.ts'
import { invalid, type Coerced } from './kind.ts'

/** A text value both databases store as sent, within the column's length. */
export function coerceText (info: ColumnInfo, value: unknown, noun: string): Coerced {
  if (typeof value !== 'string') return invalid(value, noun)
  // PostgreSQL cannot store NUL in text; refuse it on both databases alike. A lone surrogate
  // is not text either: both drivers would store U+FFFD in its place, silently.
  if (value.includes('\u0000') || !value.isWellFormed()) return invalid(value, noun)
  if (info.maxLength !== undefined && value.length > info.maxLength && [...value].length > info.maxLength) {
    return { ok: false, message: `The data exceeds the maximum length ${info.maxLength}` }
  }
  return { ok: true, value }
}
