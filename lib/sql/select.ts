import type { ColumnMeta, ModelMeta } from '../model/model-meta.ts'
import { quote } from './quote.ts'

/** The fixed part of every read of one record type (or of some of its columns), built once per shape. */
export interface SelectSql {
  /** `select <columns> from <table>`. */
  sql: string
  /** The quoted column list, in the order of `columns` (and of its decoders). */
  columns: string
  /** The quoted table it reads. */
  table: string
}

const readable = new WeakMap<ModelMeta, readonly ColumnMeta[]>()
const relationshipKeys = new WeakSet<ColumnMeta>()

/**
 * Marks `column` of `meta` as a relationship's key (a single's foreign key, or the column a list's
 * records name their parent by): reads take its value even when it is write-only, since loading
 * and joining the related records go by it. The answer still leaves it out (the related record
 * shows its id anyway).
 */
export function markRelationshipKey (meta: ModelMeta, column: ColumnMeta): void {
  relationshipKeys.add(column)
  readable.delete(meta)
}

/** Whether reads take only whether `column` is empty: a write-only column that keys no relationship. */
export function readsEmptiness (column: ColumnMeta): boolean {
  return column.info.writeOnly === true && !relationshipKeys.has(column)
}

/**
 * The columns a read of the type needs at most: every column but a write-only one that cannot
 * be null and keys no relationship. No answer shows such a value (a write-only column shows only as null while empty,
 * which a NOT NULL column never is), so it is not read at all. One list per type, the same object
 * each time.
 */
export function readColumns (meta: ModelMeta): readonly ColumnMeta[] {
  let columns = readable.get(meta)
  if (columns === undefined) {
    columns = meta.columns.filter(column => !readsEmptiness(column) || column.info.nullable)
    readable.set(meta, columns)
  }
  return columns
}

/**
 * How a read selects `column` of `table` (a quoted alias; none: the statement's one table). A
 * write-only column only as whether it is empty (`1` or null), which is all an answer shows of it
 * (null while empty, left out once set): its value never leaves the database on a read or a
 * write's RETURNING, defence in depth for a password.
 */
export function columnRead (column: ColumnMeta, table?: string): string {
  const name = table === undefined ? quote(column.name) : `${table}.${quote(column.name)}`
  return readsEmptiness(column) ? `case when ${name} is null then null else 1 end as ${quote(column.name)}` : name
}

/** The read of `columns` (all the type's reads may need by default, see readColumns), in the order given. */
export function selectSql (meta: ModelMeta, columns: readonly ColumnMeta[] = readColumns(meta)): SelectSql {
  const list = columns.map(column => columnRead(column)).join(', ')
  const table = quote(meta.tableName)
  return { sql: `select ${list} from ${table}`, columns: list, table }
}

/** ` returning <columns>`: a write answers with the row as a read of it would. */
export function returningSql (select: SelectSql): string {
  return ` returning ${select.columns}`
}
