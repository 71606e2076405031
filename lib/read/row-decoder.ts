import { readsExactIntegers } from '../columns/kinds/index.ts'
import type { ColumnMeta, ModelMeta } from '../model/model-meta.ts'
import type { SqlDialect } from '../sql/dialect.ts'
import { readColumns, readsEmptiness } from '../sql/select.ts'
import { decoderFor, type Decoder } from './decode.ts'

/** How the rows of one record type, read in column order, become records: built once per type. */
export interface RowDecoder {
  props: string[]
  decoders: Decoder[]
  /** Read integers exactly: the type has a BIGINT column, and the driver reads them exactly only when asked. */
  bigints: boolean
  /** decodeRow of these columns, compiled once (see compileDecode). */
  decode: (raw: unknown[], offset: number) => Record<string, unknown>
}

/** The decoder of rows holding `columns` (those selectSql reads by default), in that order. */
export function rowDecoder (meta: ModelMeta, dialect: SqlDialect, columns: readonly ColumnMeta[] = readColumns(meta)): RowDecoder {
  // Decided by the whole table, as a read of every column would: the same value reads the same way.
  const bigints = dialect.exactIntegersOnRequest && meta.columns.some(column => readsExactIntegers(column.info))
  const props = columns.map(column => column.prop)
  // A write-only column is read only as whether it is empty (columnRead): 1 or null, kept as read.
  const decoders = columns.map(column => readsEmptiness(column) ? null : decoderFor(column.info, dialect.name, bigints))
  return { props, decoders, bigints, decode: compileDecode(props, decoders) }
}

/**
 * A function of its own for one column list: one object literal, so every row of a type has one
 * shape, and every call site in it sees one decoder. A generic loop shared by every type and
 * column list goes megamorphic once a server has answered a few resources: a page of 50 books
 * with authors filtered by author, SQLite, spent 336 µs of CPU against 306 µs with this and
 * compiled toDict plans (bench/RESULTS.md, 2026-11-25). Names are the model's own, quoted.
 */
function compileDecode (props: readonly string[], decoders: readonly Decoder[]): RowDecoder['decode'] {
  const entries = props.map((prop, i) => {
    const value = `raw[offset + ${i}]`
    // A literal `"__proto__":` would set the prototype: that name alone is a computed key, an own property.
    const key = prop === '__proto__' ? '["__proto__"]' : JSON.stringify(prop)
    return `${key}: ${decoders[i] === null ? value : `${value} === null ? null : d[${i}](${value})`}`
  })
  // eslint-disable-next-line no-new-func
  return new Function('d', `return function decode (raw, offset) { return { ${entries.join(', ')} } }`)(decoders)
}

/** One row array (from its `offset`th value on) as a record-shaped object keyed by property name. */
export function decodeRow (decoder: RowDecoder, raw: unknown[], offset = 0): Record<string, unknown> {
  return decoder.decode(raw, offset)
}
