import { randomUUID } from 'node:crypto'
import { Type } from 'typebox'
import type { ColumnInfo, ColumnInput, ColumnKind, ColumnOptions, ColumnSchema, WriteOnlyColumn } from './column-info.ts'
import { COLUMN } from './column-info.ts'
import { BadChoiceDefault, BadDateTimePrecision } from '../errors.ts'
import { DATE_TIME_PRECISIONS, type DateTimePrecision } from './kinds/datetime-value.ts'
import { choiceKey } from './kinds/choice.ts'
import { KINDS } from './kinds/index.ts'

export { choiceKey }

const INT32 = 2 ** 31
const INT16 = 2 ** 15
const INT64 = 2n ** 63n

/** The wire type of a column: `W`, or `W | null` when it is nullable (the default, except for primary keys). */
type Wire<W, O extends ColumnOptions> =
  O extends { nullable: false } ? W
    : O extends { nullable: true } ? W | null
      : O extends { primaryKey: true } ? W : W | null

/**
 * What a write must send of the column (lib/model/required.ts at the type level): a primary key is
 * `'generated key'` when the server makes it (`Generated`: an integer's or a UUID's) or it has a
 * default, else `'key'`; another column is `'optional'` when it has a default or is nullable. A
 * column of a composite key is the client's whatever its options (a client type reads the key list).
 */
export type InputRule<O extends ColumnOptions, Generated extends boolean = false> =
  O extends { primaryKey: true } ? (Generated extends true ? 'generated key' : O extends { default: unknown } ? 'generated key' : 'key')
    : O extends { default: unknown } ? 'optional'
      : O extends { serverDefault: string } ? 'optional'
        : O extends { nullable: false } ? 'required' : 'optional'

/** The options of `Column.DateTime`: a column's, and the fractional digits it stores and shows. */
export interface DateTimeOptions extends ColumnOptions {
  /** 0 (whole seconds, the default), 3 (milliseconds) or 6 (microseconds). */
  precision?: DateTimePrecision
}

/** A JSON value a Json column holds: an object or an array. */
export type JsonValue = Record<string, unknown> | unknown[]

/** A column of `kind`: the kind module gives its wire schema, `extra` the facts its builder adds. */
function make<Wire, Value = Wire, Input extends ColumnInput = ColumnInput, K extends ColumnKind = ColumnKind> (kind: K, options: ColumnOptions, extra: Partial<ColumnInfo> = {}): ColumnSchema<Wire, Value, Input, K> {
  const nullable = options.nullable ?? !options.primaryKey
  const info: ColumnInfo = { ...options, ...extra, kind, nullable }
  const jsonSchema = KINDS[kind].schema(info)
  const described = options.doc !== undefined ? { description: options.doc } : {}
  const schema = nullable
    ? { ...jsonSchema, ...described, type: [...[jsonSchema.type].flat(), 'null'] }
    : { ...jsonSchema, ...described }
  return Object.assign(Type.Unsafe<Wire>(schema), { [COLUMN]: info }) as ColumnSchema<Wire, Value, Input, K>
}

/** A choice column's constant default must name a choice: otherwise every write of it would fail (or, on SQLite, store the text). */
function checkChoiceDefault (choices: Record<number, string>, fallback: ColumnOptions['default']): void {
  if (fallback === undefined || fallback === null || typeof fallback === 'function') return
  if (choiceKey(choices, fallback) === undefined) throw new BadChoiceDefault(JSON.stringify(fallback), JSON.stringify(choices))
}

/**
 * Column builders. Each returns a TypeBox schema of the column's wire value with the
 * column facts attached, so one declaration feeds the entity, validation and docs.
 * What each kind means lives in its module under `kinds/`.
 */
export const Column = {
  Integer: <const O extends ColumnOptions = {}>(options: O = {} as O) =>
    make<Wire<number, O>, number, InputRule<O, true>, 'integer'>('integer', options, { minimum: -INT32, maximum: INT32 - 1 }),
  SmallInteger: <const O extends ColumnOptions = {}>(options: O = {} as O) =>
    make<Wire<number, O>, number, InputRule<O>, 'smallinteger'>('smallinteger', options, { minimum: -INT16, maximum: INT16 - 1 }),
  /** Wire value: a number when it is a safe integer, otherwise a decimal string. */
  BigInteger: <const O extends ColumnOptions = {}>(options: O = {} as O) =>
    make<Wire<number | string, O>, number | string, InputRule<O>, 'biginteger'>('biginteger', options, { minimum: -INT64, maximum: INT64 - 1n }),
  String: <const O extends ColumnOptions = {}>(maxLength?: number, options: O = {} as O) =>
    make<Wire<string, O>, string, InputRule<O>, 'string'>('string', options, maxLength === undefined ? {} : { maxLength }),
  Text: <const O extends ColumnOptions = {}>(options: O = {} as O) => make<Wire<string, O>, string, InputRule<O>, 'text'>('text', options),
  Float: <const O extends ColumnOptions = {}>(options: O = {} as O) => make<Wire<number, O>, number, InputRule<O>, 'float'>('float', options),
  /** Wire value: a decimal string, so that no digit is lost to float rounding. */
  Numeric: <const O extends ColumnOptions = {}>(precision: number, scale: number, options: O = {} as O) =>
    make<Wire<string, O>, string, InputRule<O>, 'numeric'>('numeric', options, { precision, scale }),
  /** Wire value `YYYY-MM-DD`. */
  Date: <const O extends ColumnOptions = {}>(options: O = {} as O) => make<Wire<string, O>, string, InputRule<O>, 'date'>('date', options),
  /**
   * Wire value `YYYY-MM-DD HH:MM:SS` (UTC), with `precision` fractional digits (`.fff`, `.ffffff`)
   * when given; the record holds a `Date`. A value is stored cut to the precision, and shown as stored.
   */
  DateTime: <const O extends DateTimeOptions = {}>(options: O = {} as O) => {
    const precision: unknown = options.precision ?? 0
    if (!DATE_TIME_PRECISIONS.includes(precision as DateTimePrecision)) throw new BadDateTimePrecision(JSON.stringify(precision))
    return make<Wire<string, O>, Date, InputRule<O>, 'datetime'>('datetime', options, { precision: precision as DateTimePrecision })
  },
  Boolean: <const O extends ColumnOptions = {}>(options: O = {} as O) => make<Wire<boolean, O>, boolean, InputRule<O>, 'boolean'>('boolean', options),
  /** Stores the integer key, accepts and returns the label. A default may be a label or a key; the key is stored. */
  Choice: <const L extends string, const O extends ColumnOptions = {}>(choices: Record<number, L>, options: O = {} as O) => {
    checkChoiceDefault(choices, options.default)
    return make<Wire<L, O>, L, InputRule<O>, 'choice'>('choice', options, { choices, minimum: -INT16, maximum: INT16 - 1 })
  },
  /**
   * A UUID, accepted in either case and returned lowercase. A primary key without a default of
   * its own gets `crypto.randomUUID()`: the server chooses it.
   */
  Uuid: <const O extends ColumnOptions = {}>(options: O = {} as O) =>
    make<Wire<string, O>, string, InputRule<O, true>, 'uuid'>('uuid', options.primaryKey === true && options.default === undefined ? { ...options, default: randomUUID } : options),
  /** A JSON object or array, stored as `jsonb` (PostgreSQL) or text (SQLite), returned as JSON. */
  Json: <const O extends ColumnOptions = {}>(options: O = {} as O) => make<Wire<JsonValue, O>, JsonValue, InputRule<O>, 'json'>('json', options),
  /** Accepted on input, left out of output once it holds a value (e.g. a password). */
  WriteOnly: <W, V, I extends ColumnInput, K extends ColumnKind>(column: ColumnSchema<W, V, I, K>): WriteOnlyColumn<W, V, I, K> => {
    const info = { ...column[COLUMN], writeOnly: true }
    // `writeOnly: true` in the type too, so a typed client leaves the column out of its answers.
    return Object.assign(Type.Unsafe<W>({ ...column, writeOnly: true as const }), { [COLUMN]: info }) as WriteOnlyColumn<W, V, I, K>
  }
}
