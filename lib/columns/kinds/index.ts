import type { ColumnInfo, ColumnKind } from '../column-info.ts'
import type { FilterOp } from '../../read/condition.ts'
import { biginteger } from './biginteger.ts'
import { boolean } from './boolean.ts'
import { choice } from './choice.ts'
import { date } from './date.ts'
import { datetime } from './datetime.ts'
import { float } from './float.ts'
import { integer } from './integer.ts'
import { json } from './json.ts'
import { PATTERN_OPS, type JsonSchema, type Kind } from './kind.ts'
import { BadQuery } from '../../errors.ts'
import { numeric } from './numeric.ts'
import { smallinteger } from './smallinteger.ts'
import { string } from './string.ts'
import { text } from './text.ts'
import { uuid } from './uuid.ts'

/** Every kind by name: a new kind is one module and one line here. */
export const KINDS: Readonly<Record<ColumnKind, Kind>> = {
  integer, smallinteger, biginteger, string, text, float, numeric, date, datetime, boolean, choice, uuid, json
}

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
  if (kind.ops.includes(op)) return undefined
  // Patterns match text: PostgreSQL has no LIKE on numbers, booleans or dates (a 500 before).
  if (PATTERN_OPS.includes(op)) return `${op} applies to text columns only, not to ${field}`
  return `${op} does not apply to ${field}: a ${kind.docType(info)}${kind.docFormat === undefined ? '' : ` (${kind.docFormat})`} column takes ${kind.ops.join(', ')}`
}

export type { Coerced, Decoder, Encoder, Kind } from './kind.ts'
export { showValue } from './kind.ts'
