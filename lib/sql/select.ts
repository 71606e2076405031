import type { ModelMeta } from '../model/model-meta.ts'
import { quote } from './quote.ts'

/** The fixed part of every read of one record type, built once per type. */
export interface SelectSql {
  /** `select <columns> from <table>`. */
  sql: string
  /** The quoted column list, in the order of the type's columns (and of its decoders). */
  columns: string
}

export function selectSql (meta: ModelMeta): SelectSql {
  const columns = meta.columns.map(column => quote(column.name)).join(', ')
  return { sql: `select ${columns} from ${quote(meta.tableName)}`, columns }
}

/** ` returning <columns>`: a write answers with the row as a read of it would. */
export function returningSql (select: SelectSql): string {
  return ` returning ${select.columns}`
}
