import type { ModelMeta } from '../model/model-meta.ts'
import { quote } from '../read/compile-where.ts'

type Dialect = 'sqlite' | 'postgresql'

/** Whether writes of the table draw their ids from a PostgreSQL sequence (SQLite's AUTOINCREMENT needs no help). */
function sequenced (meta: ModelMeta, dialect: Dialect): boolean {
  return dialect === 'postgresql' && meta.primaryKey.info.kind === 'integer'
}

/**
 * PostgreSQL: the lock a write with an id it did not generate takes first, inside its
 * transaction. SHARE ROW EXCLUSIVE waits for every write to the table in flight (each holds ROW
 * EXCLUSIVE until it commits, from before its generated id is drawn) and keeps new ones out until
 * this transaction ends; reads go on. While it is held no generated id is pending anywhere, so
 * the table's largest id and the sequence's last value tell every id handed out.
 */
export function idLockSql (meta: ModelMeta, dialect: Dialect): string | undefined {
  if (!sequenced(meta, dialect)) return undefined
  return `lock table ${quote(meta.tableName)} in share row exclusive mode`
}

/**
 * PostgreSQL: the statement that moves the table's id sequence past the largest id, after a write
 * with an id the client chose (otherwise a later generated id collides with it), under idLockSql.
 * The sequence never moves back: its last value (NULL before its first use) counts as taken, so
 * an id below it changes nothing and the ids of deleted rows are not handed out again. At the
 * column's maximum the sequence is used up, and a later generated id fails (2200H, a 409).
 * Undefined where no sequence needs it (SQLite's AUTOINCREMENT, non-integer keys).
 */
export function sequenceSql (meta: ModelMeta, dialect: Dialect): string | undefined {
  if (!sequenced(meta, dialect)) return undefined
  const table = quote(meta.tableName)
  const literal = (text: string): string => `'${text.replaceAll("'", "''")}'`
  const sequence = `pg_get_serial_sequence(${literal(table)}, ${literal(meta.primaryKey.name)})`
  return `select setval(seq, greatest(top, 1), top >= 1) from (select seq, greatest(` +
    `(select max(${quote(meta.primaryKey.name)}) from ${table}), pg_sequence_last_value(seq::regclass)) as top ` +
    `from (select ${sequence} as seq) named) tops`
}
