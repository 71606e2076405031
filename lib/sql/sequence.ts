import { kindOf } from '../columns/kinds/index.ts'
import type { ModelMeta } from '../model/model-meta.ts'
import type { SqlDialect } from './dialect.ts'
import { literal, quote } from './quote.ts'

/** The dialect's id sequence statements, when writes of the table draw their ids from one. */
function idSequence (meta: ModelMeta, dialect: SqlDialect): SqlDialect['idSequence'] {
  // An INTEGER key is the one MikroORM numbers (autoincrement: a SERIAL's sequence on PostgreSQL).
  return meta.primaryKeys.length === 1 && kindOf(meta.primaryKey.info).numberedKey === true ? dialect.idSequence : undefined
}

/**
 * PostgreSQL: the lock a write with an id it did not generate takes first, inside its
 * transaction. SHARE ROW EXCLUSIVE waits for every write to the table in flight (each holds ROW
 * EXCLUSIVE until it commits, from before its generated id is drawn) and keeps new ones out until
 * this transaction ends; reads go on. While it is held no generated id is pending anywhere, so
 * the table's largest id and the sequence's last value tell every id handed out.
 * Undefined where no sequence needs it (SQLite's AUTOINCREMENT, non-integer keys).
 */
export function idLockSql (meta: ModelMeta, dialect: SqlDialect): string | undefined {
  return idSequence(meta, dialect)?.lock(quote(meta.tableName))
}

/**
 * PostgreSQL: the statement that moves the table's id sequence past the largest id, after a write
 * with an id the client chose (otherwise a later generated id collides with it), under idLockSql.
 * The sequence never moves back: its last value (NULL before its first use) counts as taken, so
 * an id below it changes nothing and the ids of deleted rows are not handed out again. At the
 * column's maximum the sequence is used up, and a later generated id fails (2200H, a 409).
 * Undefined where no sequence needs it, as idLockSql.
 */
export function sequenceSql (meta: ModelMeta, dialect: SqlDialect): string | undefined {
  const sequence = idSequence(meta, dialect)
  if (sequence === undefined) return undefined
  const table = quote(meta.tableName)
  return sequence.move(`pg_get_serial_sequence(${literal(table)}, ${literal(meta.primaryKey.name)})`, table, quote(meta.primaryKey.name))
}

/**
 * PostgreSQL: a row answering whether the unique constraint a create without an id broke is the
 * table's primary key, its id sequence being behind its ids (see SqlDialect.idSequence.behind):
 * asked only to explain a generated id that clashed. Undefined where no sequence needs it, as
 * idLockSql.
 */
export function sequenceBehindSql (meta: ModelMeta, dialect: SqlDialect, constraint: string): string | undefined {
  const sequence = idSequence(meta, dialect)
  if (sequence === undefined) return undefined
  const table = quote(meta.tableName)
  return sequence.behind(`pg_get_serial_sequence(${literal(table)}, ${literal(meta.primaryKey.name)})`, table, quote(meta.primaryKey.name),
    { table: literal(table), constraint: literal(constraint) })
}
