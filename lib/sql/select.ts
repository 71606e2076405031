import type { ColumnMeta, ModelMeta } from '../model/model-meta.ts'
import { quote } from './quote.ts'

/** The fixed part of every read of one record type (or of some of its columns), built once per shape. */
export interface SelectSql {
  /** `select <columns> from <table>`. */
  sql: string
  /** The quoted column list, in the order of `columns` (and of its decoders). */
  columns: string
}

const readable = new WeakMap<ModelMeta, readonly ColumnMeta[]>()

/**
 * The columns a read of the type needs at most: every column but a write-only one that cannot
 * be null. No answer shows such a value (a write-only column shows only as null while empty,
 * which a NOT NULL column never is), so it never leaves the database on a read or a write's
 * RETURNING: defence in depth for a password. One list per type, the same object each time.
 */
export function readColumns (meta: ModelMeta): readonly ColumnMeta[] {
  let columns = readable.get(meta)
  if (columns === undefined) {
    columns = meta.columns.filter(column => column.info.writeOnly !== true || column.info.nullable)
    readable.set(meta, columns)
  }
  return columns
}

/** The read of `columns` (all the type's reads may need by default, see readColumns), in the order given. */
export function selectSql (meta: ModelMeta, columns: readonly ColumnMeta[] = readColumns(meta)): SelectSql {
  const list = columns.map(column => quote(column.name)).join(', ')
  return { sql: `select ${list} from ${quote(meta.tableName)}`, columns: list }
}

/** ` returning <columns>`: a write answers with the row as a read of it would. */
export function returningSql (select: SelectSql): string {
  return ` returning ${select.columns}`
}
