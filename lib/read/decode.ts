import type { ColumnInfo } from '../columns/column-info.ts'
import type { Dialect } from '../db/uri.ts'

export type Decoder = ((raw: unknown) => unknown) | null

const PG_TIMESTAMP = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2}(?:\.\d+)?)(?:([+-]\d{2})(?::?(\d{2}))?)?$/

/** Reads a date-time as the drivers return it: epoch ms (SQLite), text with an offset (pg), or a Date. */
export function toDate (raw: unknown): Date {
  if (raw instanceof Date) return raw
  if (typeof raw === 'number' || typeof raw === 'bigint') return new Date(Number(raw))
  const match = PG_TIMESTAMP.exec(String(raw))
  if (match === null) return new Date(String(raw))
  const [, day, time, hours, minutes = '00'] = match
  return new Date(`${day}T${time}${hours === undefined ? 'Z' : `${hours}:${minutes}`}`)
}

function toNumber (raw: unknown): unknown {
  return typeof raw === 'bigint' ? Number(raw) : raw
}

/**
 * How a raw database value of this column becomes the record's value, chosen once per column;
 * null when the driver's value is already right.
 */
export function decoderFor (info: ColumnInfo, dialect: Dialect, bigints: boolean): Decoder {
  switch (info.kind) {
    case 'boolean': return dialect === 'sqlite' ? raw => raw === 1 || raw === 1n : null
    case 'datetime': return toDate
    case 'biginteger': return raw => String(raw)
    case 'numeric': return dialect === 'sqlite' ? raw => typeof raw === 'number' ? raw.toFixed(info.scale ?? 0) : raw : null
    case 'date': return raw => raw instanceof Date ? raw.toISOString().slice(0, 10) : raw
    default: return bigints ? toNumber : null
  }
}
