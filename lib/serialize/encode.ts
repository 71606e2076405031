import type { ColumnInfo } from '../columns/column-info.ts'
import { formatDate, formatDateTime } from './format-date.ts'

export type Encoder = (value: unknown) => unknown

const identity: Encoder = value => value

function toBigWire (value: unknown): unknown {
  if (typeof value === 'number') return value
  const big = BigInt(value as string | bigint)
  return big >= BigInt(Number.MIN_SAFE_INTEGER) && big <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(big) : big.toString()
}

function toNumericWire (scale: number): Encoder {
  return value => {
    if (typeof value === 'number') return value.toFixed(scale)
    // Written at the column's scale, as PostgreSQL returns it, whether the value comes from a
    // record ('0.5'), or from SQLite as an exact integer (a BigInt when read with safe integers).
    const text = String(value)
    const [whole, fraction = ''] = text.split('.')
    return /^-?\d+$/.test(whole) && /^\d*$/.test(fraction) && fraction.length < scale
      ? `${whole}.${fraction.padEnd(scale, '0')}`
      : text
  }
}

function toDateTimeWire (value: unknown): unknown {
  return formatDateTime(value instanceof Date ? value : new Date(value as number | string))
}

/**
 * The function that turns a record's value of this column into its wire value, chosen once
 * per column. Null passes through every encoder unchanged.
 */
export function encoderFor (info: ColumnInfo): Encoder {
  const encode = pick(info)
  if (encode === identity) return identity
  return value => value === null || value === undefined ? null : encode(value)
}

function pick (info: ColumnInfo): Encoder {
  switch (info.kind) {
    case 'datetime': return toDateTimeWire
    case 'date': return value => formatDate(value as Date | string)
    case 'boolean': return value => value === true || value === 1 || value === '1' || value === 't'
    case 'biginteger': return toBigWire
    case 'numeric': return toNumericWire(info.scale ?? 0)
    case 'choice': {
      const labels = info.choices ?? {}
      const known = new Set(Object.values(labels))
      // Rows read through the driver hold the stored integer, records hold the label.
      return value => typeof value === 'string' && known.has(value) ? value : labels[Number(value)] ?? null
    }
    default: return identity
  }
}
