import { errors, type Condition, type DB, type ModelMeta } from '../../lib/index.ts'
import { referencedBy, stillReferenced } from '../../lib/write/still-referenced.ts'
import type { DbFailure } from './db-errors.ts'

type Values = Record<string, unknown>

async function exists (db: DB, meta: ModelMeta, prop: string, value: unknown, exceptId?: unknown): Promise<boolean> {
  const column = meta.columnsByProp.get(prop)
  if (column === undefined) return false
  const where: Condition[] = [{ column, op: 'eq', value }]
  if (exceptId !== undefined) where.push({ column: meta.primaryKey, op: 'ne', value: exceptId })
  return (await db.reader.rows(meta, { where, order: [], limit: 1 })).length > 0
}

/**
 * Names the column behind a constraint failure by asking the database which value clashes
 * (the driver's message text is never parsed). Runs only on the failure path.
 */
export async function explainConflict (db: DB, meta: ModelMeta, values: Values, failure: DbFailure, id?: unknown): Promise<Error> {
  if (failure === 'unique') {
    for (const column of meta.columns) {
      const value = values[column.prop]
      if (value === undefined || value === null) continue
      if (column === meta.primaryKey && id === undefined && await exists(db, meta, column.prop, value)) {
        return new errors.Conflict(`A ${meta.name} with ${column.prop} ${String(value)} already exists`)
      }
      if (column.info.unique === true && await exists(db, meta, column.prop, value, id)) {
        return new errors.Conflict(`A ${meta.name} with this ${column.prop} already exists`)
      }
    }
    return new errors.Conflict(`The ${meta.name} clashes with a unique value of another record`)
  }
  for (const column of meta.columns) {
    const value = values[column.prop]
    if (column.info.foreignKey === undefined || value === undefined || value === null) continue
    const [table] = column.info.foreignKey.split('.')
    const target = db.models.find(cls => cls.meta.tableName === table)?.meta
    if (target !== undefined && !await exists(db, target, target.primaryKey.prop, value)) {
      return new errors.Conflict(`${column.prop} ${String(value)} does not match any ${target.name}`)
    }
  }
  return new errors.Conflict(`The ${meta.name} refers to a record that does not exist`)
}

/**
 * A delete's foreign-key failure is not a write's missing parent: the row is still referenced.
 * The 409 names the referencing record type (the same text the model layer's `delete()` gives).
 */
export async function explainReferenced (db: DB, meta: ModelMeta, id: unknown): Promise<Error> {
  const by = await referencedBy(db.models.map(cls => cls.meta), meta, id, async (owner, column, value, limit) => {
    const rows = await db.reader.rows(owner, { where: [{ column, op: 'eq', value }], order: [], limit })
    return rows.map(row => row[owner.primaryKey.prop])
  })
  // The reference may be gone by now (deleted concurrently): the delete was refused all the same.
  return stillReferenced(meta, id, by ?? 'another record')
}
