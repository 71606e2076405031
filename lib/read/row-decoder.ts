import { readsExactIntegers } from '../columns/kinds/index.ts'
import type { ColumnMeta, ModelMeta } from '../model/model-meta.ts'
import type { SqlDialect } from '../sql/dialect.ts'
import { decoderFor, type Decoder } from './decode.ts'

/** How the rows of one record type, read in column order, become records: built once per type. */
export interface RowDecoder {
  props: string[]
  decoders: Decoder[]
  /** Read integers exactly: the type has a BIGINT column, and the driver reads them exactly only when asked. */
  bigints: boolean
}

/** The decoder of rows holding `columns` (all of the type's by default), in that order. */
export function rowDecoder (meta: ModelMeta, dialect: SqlDialect, columns: readonly ColumnMeta[] = meta.columns): RowDecoder {
  // Decided by the whole table, as a read of every column would: the same value reads the same way.
  const bigints = dialect.exactIntegersOnRequest && meta.columns.some(column => readsExactIntegers(column.info))
  return {
    props: columns.map(column => column.prop),
    decoders: columns.map(column => decoderFor(column.info, dialect.name, bigints)),
    bigints
  }
}

/** One row array (from its `offset`th value on) as a record-shaped object keyed by property name. */
export function decodeRow (decoder: RowDecoder, raw: unknown[], offset = 0): Record<string, unknown> {
  const row: Record<string, unknown> = {}
  const { props, decoders } = decoder
  for (let i = 0; i < props.length; i++) {
    const value = raw[i + offset]
    const decode = decoders[i]
    row[props[i]] = value === null || decode === null ? value : decode(value)
  }
  return row
}
