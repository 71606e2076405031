import type { Dialect } from '../../db/uri.ts'
import type { FilterOp } from '../../read/condition.ts'
import type { ColumnInfo, ColumnKind } from '../column-info.ts'

export type JsonSchema = Record<string, unknown>

/** A converted value, or the text of the contract's validation entry. */
export type Coerced = { ok: true, value: unknown } | { ok: false, message: string }

/** Raw database value to record value; null when the driver's value is right as it is. */
export type Decoder = ((raw: unknown) => unknown) | null

/** Record value to wire value. */
export type Encoder = (value: unknown) => unknown

/**
 * Everything the library knows about one kind of column, in one place: its wire schema, its
 * MikroORM property, how it travels to and from each database, how a client's value is checked,
 * how it is written out and documented, and which filters apply. Null never reaches a kind's
 * functions: callers pass it through.
 */
export interface Kind {
  readonly name: ColumnKind
  /** The JSON Schema of a non-null wire value. */
  schema: (info: ColumnInfo) => JsonSchema
  /**
   * What a request body may send for a non-null value, no more and no less strict than `coerce`
   * (integers also as digit strings, say); the wire schema when absent.
   */
  readonly inputSchema?: (info: ColumnInfo) => JsonSchema
  /**
   * A value the server accepts for the column, for the document's examples: what Swagger UI fills
   * a request body with must succeed when sent (no -2147483648 ids, no "string" dates).
   */
  example: (info: ColumnInfo) => unknown
  /** The MikroORM property facts (type, length, precision) of a plain (not foreign-key) column. */
  property: (info: ColumnInfo, dialect: Dialect) => Record<string, unknown>
  /** How a raw value the driver read becomes the record's value; `bigints` when integers are read exactly (SQLite). */
  decoder: (info: ColumnInfo, dialect: Dialect, bigints: boolean) => Decoder
  /** A record value (or a hook's condition value) as a query parameter of this dialect. */
  toParam: (info: ColumnInfo, value: unknown, dialect: Dialect) => unknown
  /**
   * The database on which a value of this kind may be stored in more than one spelling that it
   * compares apart (a UUID as SQLite text, written in capitals by another system), and the
   * spellings, as parameters, that an equality with `value` must match there: each is bound, so
   * that a key's index still finds the row. Elsewhere an equality binds toParam's one value.
   */
  readonly spellings?: { dialect: Dialect, of: (value: unknown) => unknown[] }
  /** The one spelling a value given to `save()` is written in (a UUID's lowercase, as `coerce` gives a client's); absent: as it is. */
  readonly canonical?: (value: unknown) => unknown
  /** A value about to be written, as the column keeps it (a date-time cut to its precision); absent: as it is. */
  stored?: (info: ColumnInfo, value: unknown) => unknown
  /** A client's value as the record's value; `fromText` for query-string values, which are all strings. */
  coerce: (info: ColumnInfo, value: unknown, fromText: boolean) => Coerced
  /** The record value's wire form; null when the record value is its wire form. */
  encoder: (info: ColumnInfo) => Encoder | null
  /** The contract's document type name, e.g. `integer`, `date-time`, `numeric(17, 6)`. */
  docType: (info: ColumnInfo) => string
  /** The document's `format` key, when the type name alone is not enough. */
  readonly docFormat?: string
  /** A primary key of this kind is filled in by the server when a new record has none. */
  readonly generatedKey?: boolean
  /** A primary key of this kind is numbered by the database from a sequence (PostgreSQL's SERIAL), which a client's id must move past. */
  readonly numberedKey?: boolean
  /** A value read back from JSON (a cursor token) as the record holds it; absent: as it is. */
  readonly fromJson?: (info: ColumnInfo, value: unknown) => unknown
  /** The fractional digits of the current time as the column's server default (`serverNow`); absent: 3. */
  readonly nowPrecision?: (info: ColumnInfo) => 0 | 3 | 6
  /**
   * What a sum of the column is (aggregates): a number (`integer`, `float`), a string of a whole
   * number that may pass 2^53 (`wide integer`), an exact decimal string at the column's scale
   * (`decimal`). Absent: the column is not summed or averaged.
   */
  readonly sum?: 'integer' | 'wide integer' | 'float' | 'decimal'
  /** The column has no least or greatest value in PostgreSQL (no min or max aggregate). */
  readonly unordered?: boolean
  /**
   * The two databases order its values differently (jsonb by size first, SQLite by canonical text):
   * a client may not order by it, nor group by it (groups come ordered by their keys).
   */
  readonly noSharedOrder?: boolean
  /** Its values are whole numbers: a part of a composite key of this kind is `<int:…>` in a record URL (any other, `<string:…>`). */
  readonly wholeNumberKey?: boolean
  /** The path converter of the record URL, `<int:id>` when absent. */
  readonly pathConverter?: string
  /**
   * The response schema the serializer compiles and the document shows, where the wire type alone
   * (`typed`) would drop content (JSON) or say too little (a date-time's fractional digits).
   */
  readonly outputSchema?: (info: ColumnInfo, typed: JsonSchema) => JsonSchema
  /** Its values may be texts of no declared length: an answer's size is counted on them (maxAnswerBytes). */
  readonly unboundedText?: (info: ColumnInfo) => boolean
  /**
   * The SQLite storage class its values are kept in, where a change of the column's options
   * changes it and its declared type does not (a date-time's precision): the schema check reads it.
   */
  readonly sqliteForm?: (info: ColumnInfo) => 'integer' | 'text'
  /** SQLite must read integers exactly (BigInt) for a table with such a column. */
  readonly exactIntegers?: boolean
  /**
   * A value as the outbox's JSON row keeps it (`stored`) against a condition's record value, as
   * this dialect's database compares them: negative, 0 or positive; NaN when the row does not keep
   * it in a form whose comparison is known exactly (then no condition on it holds). Absent: the
   * events code compares the kind's values itself (whole numbers, text, booleans).
   */
  readonly compareStored?: (info: ColumnInfo, stored: unknown, value: unknown, dialect: Dialect) => number
}

/** Every operator that compares values; patterns are for text only. Literal types: a typed client reads them (index.ts KIND_OPS). */
export const ORDERED_OPS = ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'in', 'notin', 'isnull'] as const satisfies readonly FilterOp[]
export const PATTERN_OPS = ['like', 'ilike', 'notlike', 'notilike'] as const satisfies readonly FilterOp[]
export const TEXT_OPS = [...ORDERED_OPS, ...PATTERN_OPS] as const

/** A client's value as an error text shows it. */
export function showValue (value: unknown): string {
  // Numbers as JavaScript writes them: JSON would show 1e999 (Infinity) as null.
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'bigint') return String(value)
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    // What a hook hands over may not be JSON (a cycle): an error text must not throw.
    return Object.prototype.toString.call(value)
  }
}

/** The contract's text for a value a column cannot take: `The value x is not a valid <noun>`. */
export function invalid (value: unknown, noun: string): Coerced {
  return { ok: false, message: `The value ${showValue(value)} is not a valid ${noun}` }
}

/** A value as most parameters travel: better-sqlite3 takes no booleans or Dates, pg takes Dates as ISO text. */
export function plainParam (value: unknown, dialect: Dialect): unknown {
  if (dialect === 'sqlite') {
    if (typeof value === 'boolean') return value ? 1 : 0
    if (value instanceof Date) return value.getTime()
    return value
  }
  return value instanceof Date ? value.toISOString() : value
}

/** Integers read exactly (BigInt) come back as numbers in columns that hold no big integers. */
export function numberDecoder (bigints: boolean): Decoder {
  return bigints ? raw => typeof raw === 'bigint' ? Number(raw) : raw : null
}

/** What most kinds share: the driver's value read as is, parameters as plainParam, the record value on the wire. */
export const PLAIN = {
  decoder: (_info: ColumnInfo, _dialect: Dialect, bigints: boolean): Decoder => numberDecoder(bigints),
  toParam: (_info: ColumnInfo, value: unknown, dialect: Dialect): unknown => plainParam(value, dialect),
  encoder: (): Encoder | null => null
} satisfies Partial<Kind>
