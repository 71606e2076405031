import type { EntityManager } from '@mikro-orm/core'
import type { DB, ModelMeta } from '../../lib/index.ts'
import { sequenceSql } from '../../lib/write/sequence-sql.ts'

/** The same sequence move as the direct writer's, inside a MikroORM transaction (which sees its own insert). */
export async function syncSequence (em: EntityManager, db: DB, meta: ModelMeta): Promise<void> {
  const text = sequenceSql(meta, db.dialect)
  if (text !== undefined) await em.getConnection().execute(text, [], 'all', em.getTransactionContext())
}
