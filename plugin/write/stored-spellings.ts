import type { EntityManager } from '@mikro-orm/core'
import type { DB } from '../../lib/index.ts'
import type { ModelMeta } from '../../lib/model/model-meta.ts'
import { spelled } from '../../lib/read/to-param.ts'
import { transactionWriter } from '../../lib/read/transaction-reader.ts'
import { kMeta } from '../../lib/symbols.ts'
import type { Values } from './write-request.ts'

/**
 * `values` with each foreign key of a kind that keeps several spellings (a UUID on SQLite) in the
 * spelling its record is stored with (one imported in capitals), for a write through MikroORM:
 * SQLite's foreign key compares text byte for byte, so the lowercase the API speaks matched none.
 * A key with no record stays as given, for the constraint to refuse. The single-statement path
 * does the same in its own statement (lib/sql/values.ts).
 */
export async function withStoredSpellings (db: DB, em: EntityManager, meta: ModelMeta, values: Values): Promise<Values> {
  let spelt = values
  for (const column of meta.columns) {
    const value = values[column.prop]
    const { foreignKey } = column.info
    if (foreignKey === undefined || value === null || value === undefined || !spelled(column.info, db.dialect)) continue
    const [table, name] = foreignKey.split('.')
    const target = db.models.find(model => model[kMeta].tableName === table)?.[kMeta]
    const key = target?.columns.find(other => other.name === name)
    if (target === undefined || key === undefined) continue
    const [row] = await transactionWriter(db, em).rows(target, { where: [{ column: key, op: 'eq', value }], order: [], limit: 1 })
    if (row !== undefined) spelt = { ...spelt, [column.prop]: row[key.prop] }
  }
  return spelt
}
