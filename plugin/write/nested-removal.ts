import { LockMode, type EntityManager } from '@mikro-orm/core'
import { errors, HookQuery, type DB, type Model } from '../../lib/index.ts'
import type { FailedWrite } from '../../lib/db/explain-conflict.ts'
import { fieldValue } from '../../lib/model/field-value.ts'
import { kMeta } from '../../lib/symbols.ts'
import { processInput } from '../hooks/input-hooks.ts'
import type { ModelResource } from '../resources/model-resource.ts'
import { isDatabaseFailure, NestedFailure } from './nested-failure.ts'
import type { NestedSet } from './nested-input.ts'
import { childKey } from './nested-keys.ts'
import type { Wrote } from './nested-write.ts'
import { toFilterQuery } from './to-filter-query.ts'
import { checkCovered } from './tag-cover.ts'
import { shownChildren } from './shown.ts'
import { changesOf } from './write-request.ts'

// The records a nested write removes from a parent (extensions §7): a list's children the whole
// set leaves out or the change form names in `remove`, the record a single no longer links.
// Removing deletes them, the type's delete hook applying as to a DELETE of each, or with
// `orphans: 'keep'` unlinks a list's children.

/** On PostgreSQL the records a nested write finds are locked until the commit. */
export function lockOf (db: DB): { lockMode?: LockMode.PESSIMISTIC_WRITE } {
  return db.dialect === 'postgresql' ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}
}

/**
 * The records linked through `linked` that the write leaves out (all but `kept`), removed. A list
 * sent as the whole set to a parent with more children than its limit is refused (409
 * FMR_ERR_LIST_CUT): no read showed them all, so the list a client sends back from one would
 * remove the children it never saw.
 */
export async function removeLeftOut (em: EntityManager, db: DB, set: NestedSet, linked: unknown, kept: ReadonlySet<string>): Promise<Wrote[]> {
  const { relation, model } = set
  const meta = model[kMeta]
  const where = shownChildren(db, set, { [relation.remote.prop]: linked })
  const list = childKey(relation) !== undefined
  // One record past the limit is enough to refuse: a parent of 10,000 children loads 101, not all.
  const records = await em.find(model, where as never, { ...lockOf(db), ...(list ? { limit: relation.limit + 1 } : {}) }) as Model[]
  if (list && records.length > relation.limit) {
    const form = `{"${relation.name}": {"add": [...], "remove": [{"${meta.primaryKey.prop}": ...}]}}`
    throw new errors.ListCut(`This ${relation.model.name} has ${await em.count(model, where as never)} ${relation.name}`, relation.limit, form)
  }
  const leaving = records.filter(record => !kept.has(String(fieldValue(record, meta.primaryKey.prop))))
  await checkCovered(em, db, set, linked, leaving.length === 0 ? [] : [{ at: relation.name, id: undefined }])
  return await removeRecords(em, set, leaving, relation.name)
}

/**
 * The children the change form's `remove` names, removed: each must be a child of this parent
 * (one that is not, or that the nested type's query hides, is a 400 naming its path).
 */
export async function removeNamed (em: EntityManager, db: DB, set: NestedSet, linked: unknown): Promise<Wrote[]> {
  const removals = set.removals ?? []
  if (removals.length === 0) return []
  const { relation, model } = set
  const pk = model[kMeta].primaryKey
  const where = shownChildren(db, set, { [relation.remote.prop]: linked, [pk.prop]: { $in: removals.map(removal => removal.id) } })
  const records = await em.find(model, where as never, lockOf(db)) as Model[]
  const byId = new Map(records.map(record => [String(fieldValue(record, pk.prop)), record]))
  const named = removals.map(({ at, id }) => {
    const record = byId.get(String(id))
    if (record === undefined) throw new errors.NotAChild(at, `${model[kMeta].name} ${String(id)}`, relation.model.name)
    return record
  })
  await checkCovered(em, db, set, linked, removals)
  return await removeRecords(em, set, named, removals[0].at)
}

/**
 * Deletes `records` (every delete hook asked first: one that refuses, or whose query hides the
 * record, refuses the whole write), or with `orphans: 'keep'` unlinks a list's children. A
 * delete the database refuses (the record is still referenced elsewhere) is that DELETE's 409.
 * A type that requires If-Match is removed only under the parent's (NestedSet `unguarded`), as
 * its own DELETE or PATCH would be: `at` names the removal in the 428.
 */
async function removeRecords (em: EntityManager, set: NestedSet, records: readonly Model[], at: string): Promise<Wrote[]> {
  const meta = set.model[kMeta]
  if (records.length > 0 && set.unguarded === true) throw errors.nestedPreconditionRequired(at, meta.name)
  const fk = childKey(set.relation)
  const idOf = (record: Model): unknown => fieldValue(record, meta.primaryKey.prop)
  const deleting = set.relation.orphans !== 'keep'
  // Every hook asked before anything changes: its query would flush a change made before it.
  if (deleting && set.resource !== undefined) for (const record of records) await checkDeletable(em, set, idOf(record))
  const removed: Wrote[] = []
  const writes: FailedWrite[] = []
  for (const record of records) {
    if (deleting) {
      em.remove(record)
      removed.push({ set, record: () => record, method: 'delete', statusCode: 204 })
      writes.push({ meta, values: {}, id: idOf(record), deleting: true })
    } else if (fk !== undefined) {
      const values = { [fk.prop]: null }
      em.assign(record, changesOf(meta, values) as never)
      removed.push({ set, record: () => record, method: 'patch', statusCode: 200 })
      writes.push({ meta, values, id: idOf(record) })
    }
  }
  if (removed.length === 0) return removed
  try {
    await em.flush()
  } catch (error) {
    if (!isDatabaseFailure(error)) throw error
    throw new NestedFailure(error, writes)
  }
  return removed
}

/** The nested type's delete hook, for one record left out: its refusal, or a query that hides the record, refuses the write. */
async function checkDeletable (em: EntityManager, set: NestedSet, id: unknown): Promise<void> {
  const meta = set.model[kMeta]
  const given = new HookQuery(set.model)
  given.conditions.push({ column: meta.primaryKey, op: 'eq', value: id })
  const { query = given } = await processInput(set.resource as ModelResource, 'delete', { query: given, data: {} }, { id: id as number | string })
  // The hook left the id alone: nothing more to find out.
  if (query.conditions.length === 1 && query.conditions[0] === given.conditions[0]) return
  if (await em.count(set.model, toFilterQuery(query.conditions, (set.resource as ModelResource).db.dialect) as never) === 0) {
    throw new errors.Conflict(`${meta.name} ${String(id)} of this ${set.relation.model.name} may not be deleted by this request: leave it in ${set.relation.name}`)
  }
}
