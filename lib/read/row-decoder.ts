import { readsExactIntegers } from '../columns/kinds/index.ts'
import type { ModelMeta } from '../model/model-meta.ts'
import type { SqlDialect } from '../sql/dialect.ts'
import { decoderFor, type Decoder } from './decode.ts'

/** How the rows of one record type, read in column order, become records: built once per type. */
export interface RowDecoder {
  props: string[]
  decoders: Decoder[]
  /** Read integers exactly: the type has a BIGINT column, and the driver reads them exactly only when asked. */
  bigints: boolean
}

export function rowDecoder (meta: ModelMeta, dialect: SqlDialect): RowDecoder {
  const bigints = dialect.exactIntegersOnRequest && meta.columns.some(column => readsExactIntegers(column.info))
  return {
    props: meta.columns.map(column => column.prop),
    decoders: meta.columns.map(column => decoderFor(column.info, dialect.name, bigints)),
    bigints
  }
}

/** One row array as a record-shaped object keyed by property name. */
export function decodeRow (decoder: RowDecoder, raw: unknown[]): Record<string, unknown> {
  const row: Record<string, unknown> = {}
  const { props, decoders } = decoder
  for (let i = 0; i < props.length; i++) {
    const value = raw[i]
    const decode = decoders[i]
    row[props[i]] = value === null || decode === null ? value : decode(value)
  }
  return row
}
