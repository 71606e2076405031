import type { EntityManager } from '@mikro-orm/core'
import type { ModelMeta } from '../model/model-meta.ts'
import { sqlDialect } from '../sql/dialect.ts'
import { idLockSql, sequenceBehindSql, sequenceSql } from '../sql/sequence.ts'
import type { DB } from './db.ts'

async function run (em: EntityManager, text: string | undefined): Promise<boolean> {
  if (text === undefined) return false
  await em.getConnection().execute(text, [], 'all', em.getTransactionContext())
  return true
}

/**
 * Before a write with an id it did not generate: keeps the table's other writes out until the
 * transaction ends (PostgreSQL; see idLockSql). True when a lock was taken.
 */
export async function lockIds (em: EntityManager, db: DB, meta: ModelMeta): Promise<boolean> {
  return await run(em, idLockSql(meta, sqlDialect(db.dialect)))
}

/** After that write, in the same transaction: moves the id sequence past it, never back (see sequenceSql). */
export async function syncSequence (em: EntityManager, db: DB, meta: ModelMeta): Promise<void> {
  await run(em, sequenceSql(meta, sqlDialect(db.dialect)))
}

/**
 * Whether the primary key broke the unique constraint `constraint` because the table's id
 * sequence is behind its ids (PostgreSQL, after rows were written with ids of their own; see
 * sequenceBehindSql). False where no sequence numbers the table, and when the question itself
 * fails (a role without SELECT on the sequence, a lost connection): the 409 then stays general.
 */
export async function sequenceBehind (em: EntityManager, db: DB, meta: ModelMeta, constraint: string): Promise<boolean> {
  const text = sequenceBehindSql(meta, sqlDialect(db.dialect), constraint)
  if (text === undefined) return false
  try {
    const rows = await em.getConnection().execute<Array<{ behind: boolean }>>(text, [], 'all')
    return rows[0]?.behind === true
  } catch {
    return false
  }
}
