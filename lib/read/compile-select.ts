import type { Dialect } from '../db/uri.ts'
import type { ModelMeta } from '../model/model-meta.ts'
import { quote } from './compile-where.ts'
import { decoderFor, type Decoder } from './decode.ts'

/** The fixed part of every read of one record type, built once per type. */
export interface CompiledSelect {
  sql: string
  /** The quoted column list, for `returning` clauses of writes. */
  columns: string
  props: string[]
  decoders: Decoder[]
  /** Read integers exactly: the type has a BIGINT column. */
  bigints: boolean
}

export function compileSelect (meta: ModelMeta, dialect: Dialect): CompiledSelect {
  const bigints = dialect === 'sqlite' && meta.columns.some(column => column.info.kind === 'biginteger')
  const columns = meta.columns.map(column => quote(column.name)).join(', ')
  return {
    sql: `select ${columns} from ${quote(meta.tableName)}`,
    columns,
    props: meta.columns.map(column => column.prop),
    decoders: meta.columns.map(column => decoderFor(column.info, dialect, bigints)),
    bigints
  }
}

/** One row array as a record-shaped object keyed by property name. */
export function decodeRow (select: CompiledSelect, raw: unknown[]): Record<string, unknown> {
  const row: Record<string, unknown> = {}
  const { props, decoders } = select
  for (let i = 0; i < props.length; i++) {
    const value = raw[i]
    const decode = decoders[i]
    row[props[i]] = value === null || decode === null ? value : decode(value)
  }
  return row
}
