import { Conflict } from '../errors.ts'
import type { ColumnMeta, ModelMeta } from '../model/model-meta.ts'
import { onDeleteOf } from '../model/on-delete.ts'
import { showKey } from '../model/record-key.ts'

/** The primary keys of at most `limit` rows of `owner` whose `column` holds `value`. */
export type FindReferencing = (owner: ModelMeta, column: ColumnMeta, value: unknown, limit: number) => Promise<unknown[]>

// How many cascaded children are searched for a reference of their own, per level.
const CASCADE_SEARCH = 100

/** The foreign keys of `metas` that point at `target`'s table (always at its primary key). */
function keysTo (metas: readonly ModelMeta[], target: ModelMeta): Array<{ owner: ModelMeta, column: ColumnMeta }> {
  return metas.flatMap(owner => owner.columns
    .filter(column => column.info.foreignKey?.split('.')[0] === target.tableName)
    .map(column => ({ owner, column })))
}

/** The record type that blocks deleting `target`'s row `id`: a restricting child, or one a cascade reaches. */
async function blocker (metas: readonly ModelMeta[], target: ModelMeta, id: unknown, find: FindReferencing, seen: Set<string>): Promise<string | undefined> {
  const keys = keysTo(metas, target).map(key => ({ ...key, rule: onDeleteOf(key.column, key.owner, target) }))
  for (const { owner, column, rule } of keys) {
    if (rule === 'restrict' && (await find(owner, column, id, 1)).length > 0) return owner.name
  }
  for (const { owner, column, rule } of keys) {
    if (rule !== 'cascade') continue
    for (const child of await find(owner, column, id, CASCADE_SEARCH)) {
      const key = `${owner.name}\u0000${String(child)}`
      if (seen.has(key)) continue
      seen.add(key)
      const found = await blocker(metas, owner, child, find, seen)
      if (found !== undefined) return found
    }
  }
  return undefined
}

/**
 * The record type that still references `target`'s row `id` (through cascaded children too), so
 * that a foreign key refused its delete. Asked of the database after the failed statement, so
 * only on the failure path; undefined when no reference is found (gone by then, or none).
 */
export async function referencedBy (metas: readonly ModelMeta[], target: ModelMeta, id: unknown, find: FindReferencing): Promise<string | undefined> {
  return await blocker(metas, target, id, find, new Set([`${target.name}\u0000${String(id)}`]))
}

/** The 409 of a delete refused while `by` (a record type) still references the row. */
export function stillReferenced (target: ModelMeta, id: unknown, by: string): Error {
  return new Conflict(`${target.name} with id ${showKey(target, id)} is still referenced by ${by}`)
}
