import type { TUnsafe } from 'typebox'

/** The column kinds the library knows; every conversion dispatches on this. */
export type ColumnKind =
  | 'integer' | 'smallinteger' | 'biginteger'
  | 'string' | 'text' | 'float' | 'numeric'
  | 'date' | 'datetime' | 'boolean' | 'choice'
  | 'uuid' | 'json'

/** A default: a value, or a function called when the record is created. */
export type DefaultValue = string | number | boolean | null | (() => unknown)

/** Options every column builder takes. Names follow the contract's column facts. */
export interface ColumnOptions {
  primaryKey?: boolean
  /** Defaults to true, except for primary keys (as the contract's example tables imply). */
  nullable?: boolean
  unique?: boolean
  index?: boolean
  default?: DefaultValue
  /** Raw SQL default, or `serverNow` for the current time. */
  serverDefault?: string
  onupdate?: DefaultValue
  /** `<table>.<column>` of the referenced column. */
  foreignKey?: string
  comment?: string
  doc?: string
  info?: Record<string, unknown>
}

/** Everything the library knows about one column, fixed at declaration. */
export interface ColumnInfo extends ColumnOptions {
  kind: ColumnKind
  nullable: boolean
  maxLength?: number
  precision?: number
  scale?: number
  /** Integer bounds, enforced on input (the database's own range). */
  minimum?: number | bigint
  maximum?: number | bigint
  writeOnly?: boolean
  /** A column of a composite primary key (`defineModel({ primaryKey: [...] })`): sent by the client, never generated. */
  keyPart?: boolean
  /** Stored integer to label, for choice columns. */
  choices?: Record<number, string>
}

/** Marks the TypeBox schema of a column; a symbol so that JSON Schema consumers never see it. */
export const COLUMN = Symbol.for('fastify-model-resources.column')

/**
 * What a write must send of a column, as a type: `'optional'` when it is nullable or has a default,
 * `'required'` otherwise (the server's `missing_columns`); a primary key is `'key'` (a create sends
 * it, a PUT's path gives it) or `'generated key'` (the server makes it: an integer's, a UUID's).
 */
export type ColumnInput = 'required' | 'optional' | 'key' | 'generated key'

/**
 * A TypeBox schema that also carries its column facts. `Value` is the record's value type; `Input`
 * (types only) whether a create must send it, `Kind` (types only) its kind, whose filter operators
 * a typed client allows (not TypeBox's own `~kind`, which names its schema types).
 */
export type ColumnSchema<Wire = unknown, Value = Wire, Input extends ColumnInput = ColumnInput, Kind extends ColumnKind = ColumnKind> = TUnsafe<Wire> & {
  [COLUMN]: ColumnInfo
  '~value'?: Value
  '~input'?: Input
  '~columnKind'?: Kind
}

/**
 * A write-only column's schema (`Column.WriteOnly(...)`): named, so that a project emitting
 * declarations (`declaration: true`, `tsc --init`'s default) can name an exported model's type.
 */
export type WriteOnlyColumn<Wire = unknown, Value = Wire, Input extends ColumnInput = ColumnInput, Kind extends ColumnKind = ColumnKind> = ColumnSchema<Wire, Value, Input, Kind> & { readonly writeOnly: true }

export function columnInfo (schema: unknown): ColumnInfo | undefined {
  return (schema as { [COLUMN]?: ColumnInfo } | null)?.[COLUMN]
}

/** The `serverDefault` that means "the current time", in every dialect. */
export const serverNow = 'CURRENT_TIMESTAMP'
