import type { EntityManager } from '@mikro-orm/core'
import type { DB, ModelMeta } from '../../lib/index.ts'
import { quote } from '../../lib/read/compile-where.ts'

/**
 * After a record is written with an id of the client's choosing, PostgreSQL's sequence must
 * move past it, or a later generated id would collide. SQLite's rowid needs nothing.
 */
export async function syncSequence (em: EntityManager, db: DB, meta: ModelMeta): Promise<void> {
  if (db.dialect !== 'postgresql' || meta.primaryKey.info.kind !== 'integer') return
  const table = quote(meta.tableName)
  const pk = quote(meta.primaryKey.name)
  const sql = `select setval(pg_get_serial_sequence('${table.replaceAll("'", "''")}', '${meta.primaryKey.name}'), ` +
    `greatest((select max(${pk}) from ${table}), 1))`
  await em.getConnection().execute(sql, [], 'all', em.getTransactionContext())
}
