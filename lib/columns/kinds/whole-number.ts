import type { ColumnInfo } from '../column-info.ts'
import { invalid, PLAIN, type Coerced, type JsonSchema, type Kind } from './kind.ts'

const INTEGER = /^-?\d+$/

/** An integer within the column's bounds (the database's own range), as a BigInt; undefined otherwise. */
export function wholeNumber (value: unknown, info: ColumnInfo): bigint | undefined {
  const text = typeof value === 'number' ? (Number.isInteger(value) ? BigInt(value).toString() : '') : value
  if (typeof text !== 'string' || !INTEGER.test(text)) return undefined
  const big = BigInt(text)
  return big < BigInt(info.minimum ?? 0) || big > BigInt(info.maximum ?? 0) ? undefined : big
}

/**
 * An integer column's input: a JSON integer within its bounds, or the same as digits. A BIGINT's
 * bounds are no JSON numbers (2^63 - 1 rounds up): its format says them.
 */
export function integerInput (info: ColumnInfo): JsonSchema {
  const bounds = typeof info.maximum === 'bigint' ? { format: 'int64' } : { minimum: info.minimum, maximum: info.maximum }
  return { anyOf: [{ type: 'integer', ...bounds }, { type: 'string', pattern: '^-?\\d+$' }] }
}

/** A 32- or 16-bit integer column: the record holds a number. */
export function smallWholeKind (name: 'integer' | 'smallinteger', mikroType: string, docFormat: string, bits: number): Kind {
  const minimum = -(2 ** (bits - 1))
  return {
    ...PLAIN,
    name,
    wholeNumberKey: true,
    sum: 'integer',
    schema: () => ({ type: 'integer', minimum, maximum: -minimum - 1 }),
    property: () => ({ type: mikroType }),
    coerce (info, value): Coerced {
      const big = wholeNumber(value, info)
      return big === undefined ? invalid(value, 'integer') : { ok: true, value: Number(big) }
    },
    inputSchema: info => integerInput(info),
    example: () => 1,
    docType: () => 'integer',
    docFormat
  }
}
