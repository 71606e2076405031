import type { EntityManager } from '@mikro-orm/core'
import { errors, type DB, type Model } from '../../lib/index.ts'
import { applyDefaults } from '../../lib/model/apply-defaults.ts'
import { fieldValue } from '../../lib/model/field-value.ts'
import type { Link } from '../../lib/model/model-meta.ts'
import { transactionWriter } from '../../lib/read/transaction-reader.ts'
import { validationFailed } from '../routes/validation-failed.ts'
import { insertRows } from './insert-rows.ts'
import type { NestedMethod, NestedRecord, NestedSet } from './nested-input.ts'
import { lockOf } from './nested-removal.ts'
import type { Wrote } from './nested-write.ts'
import { toFilterQuery } from './to-filter-query.ts'
import type { Values } from './write-request.ts'

// A writable many-to-many's links (extensions §11): its records are created or changed as a
// list's are (nested-write.ts), then the join rows make the set. Unlinking deletes a join row,
// never the record; a link that exists already is left as it is.

/** A 400 keyed by each record's key (`tags.1.id`): no such record, or one its type's GET hook hides. */
export function noSuchRecord (set: NestedSet, records: readonly NestedRecord[]): Error {
  const pk = set.relation.targetMeta.primaryKey
  return validationFailed(set.relation.model, records.map(record => ({ [`${record.at}.${pk.prop}`]: `No ${set.relation.target} has this ${pk.prop}` })))
}

/**
 * The records sent as their key alone must be ones the caller may read (their GET hook's query,
 * in NestedRecord.where): one statement for all of them, locked until the commit on PostgreSQL.
 */
async function checkLinkable (em: EntityManager, db: DB, set: NestedSet): Promise<void> {
  const linking = set.records.filter(record => record.linkOnly === true)
  if (linking.length === 0) return
  const pk = set.relation.targetMeta.primaryKey
  const where = { $or: linking.map(record => toFilterQuery(record.where ?? [])) }
  const found = await em.find(set.model, where as never, lockOf(db)) as Model[]
  const ids = new Set(found.map(record => String(fieldValue(record, pk.prop))))
  const missing = linking.filter(record => !ids.has(String(record.id)))
  if (missing.length > 0) throw noSuchRecord(set, missing)
}

/**
 * Makes the parent's links what `set` says, after its records were written (`wrote`, in the
 * set's order): the whole set (every other link of the parent removed; a POST has none), or
 * with `removals` the change form (the named links removed, the sent ones added). Answers `wrote`.
 */
export async function writeLinks (em: EntityManager, db: DB, set: NestedSet, method: NestedMethod, parentId: unknown, wrote: Wrote[]): Promise<Wrote[]> {
  const { relation } = set
  const link = relation.through as Link
  const join = db.model(link.meta.name)
  const pk = relation.targetMeta.primaryKey
  await checkLinkable(em, db, set)
  const ids = [
    ...set.records.filter(record => record.linkOnly === true).map(record => record.id),
    ...wrote.map(item => fieldValue(item.record(), pk.prop))
  ]
  const ofParent = (targets?: unknown): Record<string, unknown> => targets === undefined
    ? { [link.source.prop]: parentId }
    : { [link.source.prop]: parentId, [link.target.prop]: targets }
  if (set.removals !== undefined) {
    await unlinkNamed(em, db, set, parentId)
  } else if (method !== 'post') {
    // As a list's whole set: one sent back from a read cut at the limit would unlink what it never showed.
    const count = await em.count(join, ofParent() as never)
    if (count > relation.limit) {
      const form = `{"${relation.name}": {"add": [...], "remove": [{"${pk.prop}": ...}]}}`
      throw new errors.ListCut(`This ${relation.model.name} has ${count} ${relation.name}`, relation.limit, form)
    }
    await em.nativeDelete(join, ofParent(ids.length === 0 ? undefined : { $nin: ids }) as never)
  }
  if (ids.length === 0) return wrote
  const linked = await em.find(join, ofParent({ $in: ids }) as never) as Model[]
  const have = new Set(linked.map(row => String(fieldValue(row, link.target.prop))))
  const rows: Values[] = []
  for (const id of ids) {
    if (have.has(String(id))) continue
    have.add(String(id))
    const values = { [link.source.prop]: parentId, [link.target.prop]: id }
    applyDefaults(link.meta, values)
    rows.push(values)
  }
  await insertRows(transactionWriter(db, em), link.meta, rows)
  return wrote
}

/** The change form's `remove`: each must be linked now (else a 400 at its path); its link is removed, the record stays. */
async function unlinkNamed (em: EntityManager, db: DB, set: NestedSet, parentId: unknown): Promise<void> {
  const removals = set.removals ?? []
  if (removals.length === 0) return
  const link = set.relation.through as Link
  const join = db.model(link.meta.name)
  const where = { [link.source.prop]: parentId, [link.target.prop]: { $in: removals.map(removal => removal.id) } }
  const linked = await em.find(join, where as never) as Model[]
  const have = new Set(linked.map(row => String(fieldValue(row, link.target.prop))))
  const missing = removals.find(removal => !have.has(String(removal.id)))
  if (missing !== undefined) throw new errors.NotAChild(missing.at, `${set.relation.target} ${String(missing.id)}`, set.relation.model.name)
  await em.nativeDelete(join, where as never)
}
