import type { ColumnInfo } from '../column-info.ts'
import { invalid, PLAIN, type Coerced, type Kind } from './kind.ts'

const INTEGER = /^-?\d+$/

/** An integer within the column's bounds (the database's own range), as a BigInt; undefined otherwise. */
export function wholeNumber (value: unknown, info: ColumnInfo): bigint | undefined {
  const text = typeof value === 'number' ? (Number.isInteger(value) ? BigInt(value).toString() : '') : value
  if (typeof text !== 'string' || !INTEGER.test(text)) return undefined
  const big = BigInt(text)
  return big < BigInt(info.minimum ?? 0) || big > BigInt(info.maximum ?? 0) ? undefined : big
}

/** A 32- or 16-bit integer column: the record holds a number. */
export function smallWholeKind (name: 'integer' | 'smallinteger', mikroType: string, docFormat: string, bits: number): Kind {
  const minimum = -(2 ** (bits - 1))
  return {
    ...PLAIN,
    name,
    schema: () => ({ type: 'integer', minimum, maximum: -minimum - 1 }),
    property: () => ({ type: mikroType }),
    coerce (info, value): Coerced {
      const big = wholeNumber(value, info)
      return big === undefined ? invalid(value, 'integer') : { ok: true, value: Number(big) }
    },
    docType: () => 'integer',
    docFormat
  }
}
