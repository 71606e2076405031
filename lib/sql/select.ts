import type { ColumnMeta, ModelMeta } from '../model/model-meta.ts'
import { quote } from './quote.ts'

/** The fixed part of every read of one record type (or of some of its columns), built once per shape. */
export interface SelectSql {
  /** `select <columns> from <table>`. */
  sql: string
  /** The quoted column list, in the order of `columns` (and of its decoders). */
  columns: string
}

/** The read of `columns` (all of the type's by default), in the order given. */
export function selectSql (meta: ModelMeta, columns: readonly ColumnMeta[] = meta.columns): SelectSql {
  const list = columns.map(column => quote(column.name)).join(', ')
  return { sql: `select ${list} from ${quote(meta.tableName)}`, columns: list }
}

/** ` returning <columns>`: a write answers with the row as a read of it would. */
export function returningSql (select: SelectSql): string {
  return ` returning ${select.columns}`
}
