import type { EntityManager } from '@mikro-orm/core'
import type { DB } from '../../lib/index.ts'
import type { ColumnMeta, ModelMeta } from '../../lib/model/model-meta.ts'
import { spelled } from '../../lib/read/to-param.ts'
import { transactionWriter } from '../../lib/read/transaction-reader.ts'
import { kMeta } from '../../lib/symbols.ts'
import type { Values } from './write-request.ts'

/**
 * `values` with each key of a kind that keeps several spellings (a UUID on SQLite) in the spelling
 * its record is stored with (one imported in capitals), for a write through MikroORM: a foreign key
 * as its record's, a given id as the stored record's with it. SQLite compares text byte for byte,
 * so the lowercase the API speaks matched no foreign key, and an id taken in capitals was inserted
 * again; spelled as stored, the constraints judge them as any other value (a 409 for a taken id).
 * A key with no record stays as given. The single-statement path spells a foreign key in its own
 * statement (lib/sql/values.ts); an id given always takes this path (createRecord).
 */
export async function withStoredSpellings (db: DB, em: EntityManager, meta: ModelMeta, values: Values): Promise<Values> {
  let spelt = values
  for (const column of meta.columns) {
    const value = values[column.prop]
    if (value === null || value === undefined || !spelled(column.info, db.dialect)) continue
    const [target, key] = storedIn(db, meta, column)
    if (target === undefined || key === undefined) continue
    const [row] = await transactionWriter(db, em).rows(target, { where: [{ column: key, op: 'eq', value }], order: [], limit: 1 })
    if (row !== undefined) spelt = { ...spelt, [column.prop]: row[key.prop] }
  }
  return spelt
}

/** The record type and column a key's value names: its foreign key's, or the record's own id (a composite key's parts by their foreign keys alone). */
function storedIn (db: DB, meta: ModelMeta, column: ColumnMeta): [ModelMeta | undefined, ColumnMeta | undefined] {
  const { foreignKey } = column.info
  if (foreignKey === undefined) return column === meta.primaryKey && meta.primaryKeys.length === 1 ? [meta, column] : [undefined, undefined]
  const [table, name] = foreignKey.split('.')
  const target = db.models.find(model => model[kMeta].tableName === table)?.[kMeta]
  return [target, target?.columns.find(other => other.name === name)]
}
