import { Type } from 'typebox'
import type { ColumnInfo, ColumnKind, ColumnOptions, ColumnSchema } from './column-info.ts'
import { COLUMN } from './column-info.ts'

const INT32 = 2 ** 31
const INT16 = 2 ** 15
const INT64 = 2n ** 63n

function make<Wire, Value = Wire> (
  kind: ColumnKind,
  jsonSchema: Record<string, unknown>,
  options: ColumnOptions,
  extra: Partial<ColumnInfo> = {}
): ColumnSchema<Wire, Value> {
  const nullable = options.nullable ?? !options.primaryKey
  const info: ColumnInfo = { ...options, ...extra, kind, nullable }
  const described = options.doc !== undefined ? { description: options.doc } : {}
  const schema = nullable
    ? { ...jsonSchema, ...described, type: [jsonSchema.type, 'null'] }
    : { ...jsonSchema, ...described }
  return Object.assign(Type.Unsafe<Wire>(schema), { [COLUMN]: info }) as ColumnSchema<Wire, Value>
}

/**
 * Column builders. Each returns a TypeBox schema of the column's wire value with the
 * column facts attached, so one declaration feeds the entity, validation and docs.
 */
export const Column = {
  Integer: (options: ColumnOptions = {}) =>
    make<number>('integer', { type: 'integer', minimum: -INT32, maximum: INT32 - 1 }, options,
      { minimum: -INT32, maximum: INT32 - 1 }),
  SmallInteger: (options: ColumnOptions = {}) =>
    make<number>('smallinteger', { type: 'integer', minimum: -INT16, maximum: INT16 - 1 }, options,
      { minimum: -INT16, maximum: INT16 - 1 }),
  /** Wire value: a number when it is a safe integer, otherwise a decimal string. */
  BigInteger: (options: ColumnOptions = {}) =>
    make<number | string>('biginteger', { type: ['integer', 'string'] }, options,
      { minimum: -INT64, maximum: INT64 - 1n }),
  String: (maxLength?: number, options: ColumnOptions = {}) =>
    make<string>('string', maxLength === undefined ? { type: 'string' } : { type: 'string', maxLength },
      options, maxLength === undefined ? {} : { maxLength }),
  Text: (options: ColumnOptions = {}) => make<string>('text', { type: 'string' }, options),
  Float: (options: ColumnOptions = {}) => make<number>('float', { type: 'number' }, options),
  /** Wire value: a decimal string, so that no digit is lost to float rounding. */
  Numeric: (precision: number, scale: number, options: ColumnOptions = {}) =>
    make<string>('numeric', { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' }, options, { precision, scale }),
  /** Wire value `YYYY-MM-DD`. */
  Date: (options: ColumnOptions = {}) =>
    make<string>('date', { type: 'string', format: 'date' }, options),
  /** Wire value `YYYY-MM-DD HH:MM:SS` (UTC); the record holds a `Date`. */
  DateTime: (options: ColumnOptions = {}) =>
    make<string, Date>('datetime', { type: 'string' }, options),
  Boolean: (options: ColumnOptions = {}) => make<boolean>('boolean', { type: 'boolean' }, options),
  /** Stores the integer key, accepts and returns the label. */
  Choice: <const L extends string>(choices: Record<number, L>, options: ColumnOptions = {}) =>
    make<L>('choice', { type: 'string', enum: Object.values(choices) }, options,
      { choices, minimum: -INT16, maximum: INT16 - 1 }),
  /** Accepted on input, left out of output once it holds a value (e.g. a password). */
  WriteOnly: <W, V>(column: ColumnSchema<W, V>): ColumnSchema<W, V> => {
    const info = { ...column[COLUMN], writeOnly: true }
    return Object.assign(Type.Unsafe<W>({ ...column, writeOnly: true }), { [COLUMN]: info }) as ColumnSchema<W, V>
  }
}
