import type { ColumnInfo, ColumnKind } from '../column-info.ts'
import type { FilterOp } from '../../read/condition.ts'
import { biginteger } from './biginteger.ts'
import { boolean } from './boolean.ts'
import { choice } from './choice.ts'
import { date } from './date.ts'
import { datetime } from './datetime.ts'
import { float } from './float.ts'
import { integer } from './integer.ts'
import { json, JSON_OPS } from './json.ts'
import { ORDERED_OPS, PATTERN_OPS, TEXT_OPS, type JsonSchema, type Kind } from './kind.ts'
import { BadQuery } from '../../errors.ts'
import { numeric } from './numeric.ts'
import { smallinteger } from './smallinteger.ts'
import { string } from './string.ts'
import { text } from './text.ts'
import { uuid, UUID_OPS } from './uuid.ts'

/** Every kind by name: a new kind is one module and one line here. */
export const KINDS: Readonly<Record<ColumnKind, Kind>> = {
  integer, smallinteger, biginteger, string, text, float, numeric, date, datetime, boolean, choice, uuid, json
}

/**
 * The filter operators each kind takes, with their literal types: the server refuses any other
 * (refusedOp), and a typed client lets a column be filtered by these alone (OpOfKind).
 */
export const KIND_OPS = {
  integer: ORDERED_OPS,
  smallinteger: ORDERED_OPS,
  biginteger: ORDERED_OPS,
  string: TEXT_OPS,
  text: TEXT_OPS,
  float: ORDERED_OPS,
  numeric: ORDERED_OPS,
  date: ORDERED_OPS,
  datetime: ORDERED_OPS,
  boolean: ORDERED_OPS,
  // Labels on the wire, integer keys in the table: no pattern.
  choice: ORDERED_OPS,
  uuid: UUID_OPS,
  json: JSON_OPS
} as const satisfies Readonly<Record<ColumnKind, readonly FilterOp[]>>

/** The filter operators of a column of kind `K`. */
export type OpOfKind<K extends ColumnKind> = typeof KIND_OPS[K][number]

/** The kind of a column: everything about its values in one object. */
export function kindOf (info: ColumnInfo): Kind {
  return KINDS[info.kind]
}

/**
 * A column as a client's order or group key names it (`name`): refused where the two databases
 * would order its values differently (kind.ts noSharedOrder), so a page never depends on which
 * one serves it.
 */
export function checkClientOrder (info: ColumnInfo, name: string): void {
  if (KINDS[info.kind].noSharedOrder === true) throw new BadQuery(`${name} is a JSON field, which has no order: order or group by another field`)
}

/** What a request body may send for a non-null value of the column (the document's input schema). */
export function inputSchemaOf (info: ColumnInfo): JsonSchema {
  const kind = KINDS[info.kind]
  return kind.inputSchema === undefined ? kind.schema(info) : kind.inputSchema(info)
}

/** The answer's schema of a column, from its wire schema reduced to type and choices (`typed`). */
export function outputSchemaOf (info: ColumnInfo, typed: JsonSchema): JsonSchema {
  const { outputSchema } = KINDS[info.kind]
  return outputSchema === undefined ? typed : outputSchema(info, typed)
}

/** A value the server accepts for the column, for the document's examples. */
export function exampleOf (info: ColumnInfo): unknown {
  return KINDS[info.kind].example(info)
}

/** Whether the column's values may be texts of no declared length (kind.ts unboundedText). */
export function holdsUnboundedText (info: ColumnInfo): boolean {
  return KINDS[info.kind].unboundedText?.(info) === true
}

/** The SQLite storage class a column's values are kept in, where its declared type does not say (kind.ts sqliteForm). */
export function sqliteFormOf (info: ColumnInfo): 'integer' | 'text' | undefined {
  return KINDS[info.kind].sqliteForm?.(info)
}

/** Whether SQLite must read this column's table with exact (BigInt) integers: a BIGINT column. */
export function readsExactIntegers (info: ColumnInfo): boolean {
  return KINDS[info.kind].exactIntegers === true
}

/** Why a filter operator does not apply to a column (`field` as the client named it); undefined when it does. */
export function refusedOp (info: ColumnInfo, op: FilterOp, field: string): string | undefined {
  const kind = KINDS[info.kind]
  const ops: readonly FilterOp[] = KIND_OPS[info.kind]
  if (ops.includes(op)) return undefined
  // Patterns match text: PostgreSQL has no LIKE on numbers, booleans or dates (a 500 before).
  if ((PATTERN_OPS as readonly FilterOp[]).includes(op)) return `${op} applies to text columns only, not to ${field}`
  return `${op} does not apply to ${field}: a ${kind.docType(info)}${kind.docFormat === undefined ? '' : ` (${kind.docFormat})`} column takes ${ops.join(', ')}`
}

export type { Coerced, Decoder, Encoder, Kind } from './kind.ts'
export { showValue } from './kind.ts'
