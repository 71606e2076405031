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
import { recordOf, type Values } from './write-request.ts'
import { checkUnlinkable, hookedLink, linksAsked } from './link-hooks.ts'

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
  // The join records' own writes, for their resource's beforeCommit (link-hooks.ts).
  const linkSet: NestedSet = { relation, model: join, records: [], resource: set.link }
  const links: Wrote[] = []
  if (set.removals !== undefined) {
    links.push(...await unlinkNamed(em, db, set, parentId, linkSet))
  } else if (method !== 'post') {
    // As a list's whole set: one sent back from a read cut at the limit would unlink what it never showed.
    const count = await em.count(join, ofParent() as never)
    if (count > relation.limit) {
      const form = `{"${relation.name}": {"add": [...], "remove": [{"${pk.prop}": ...}]}}`
      throw new errors.ListCut(`This ${relation.model.name} has ${count} ${relation.name}`, relation.limit, form)
    }
    links.push(...await unlink(em, set, linkSet, ofParent(ids.length === 0 ? undefined : { $nin: ids }), relation.name))
  }
  if (ids.length === 0) return [...wrote, ...links]
  const linked = await em.find(join, ofParent({ $in: ids }) as never) as Model[]
  const have = new Set(linked.map(row => String(fieldValue(row, link.target.prop))))
  // Each id's path in the body, for a refusal of its link: `ids` holds the records linked as they
  // are, then those written (one each), both in the set's order.
  const paths = [...set.records.filter(record => record.linkOnly === true), ...set.records.filter(record => record.linkOnly !== true)].map(record => record.at)
  const rows: Values[] = []
  for (const [index, id] of ids.entries()) {
    if (have.has(String(id))) continue
    have.add(String(id))
    let values: Values = { [link.source.prop]: parentId, [link.target.prop]: id }
    if (set.link !== undefined) values = await hookedLink(set.link, link, values, paths[index])
    applyDefaults(link.meta, values)
    rows.push(values)
  }
  const made = await insertRows(transactionWriter(db, em), link.meta, rows)
  if (set.link !== undefined) links.push(...made.map(row => ({ set: linkSet, record: () => recordOf(join, row), method: 'post' as const, statusCode: 201 })))
  return [...wrote, ...links]
}

/**
 * Removes the parent's links `where` finds: at once where the join model's resource asks nothing
 * of a removal, else read first, each through its DELETE hook (link-hooks.ts), for its beforeCommit.
 */
async function unlink (em: EntityManager, set: NestedSet, linkSet: NestedSet, where: Record<string, unknown>, at: string): Promise<Wrote[]> {
  const join = linkSet.model
  if (!linksAsked(set)) {
    await em.nativeDelete(join, where as never)
    return []
  }
  const rows = await em.find(join, where as never) as Model[]
  await checkUnlinkable(em, set, join, rows, at)
  for (const row of rows) em.remove(row)
  await em.flush()
  return set.link === undefined ? [] : rows.map(row => ({ set: linkSet, record: () => row, method: 'delete' as const, statusCode: 204 }))
}

/** The change form's `remove`: each must be linked now (else a 400 at its path); its link is removed, the record stays. */
async function unlinkNamed (em: EntityManager, db: DB, set: NestedSet, parentId: unknown, linkSet: NestedSet): Promise<Wrote[]> {
  const removals = set.removals ?? []
  if (removals.length === 0) return []
  const link = set.relation.through as Link
  const join = db.model(link.meta.name)
  const where = { [link.source.prop]: parentId, [link.target.prop]: { $in: removals.map(removal => removal.id) } }
  const linked = await em.find(join, where as never) as Model[]
  const have = new Set(linked.map(row => String(fieldValue(row, link.target.prop))))
  const missing = removals.find(removal => !have.has(String(removal.id)))
  if (missing !== undefined) throw new errors.NotAChild(missing.at, `${set.relation.target} ${String(missing.id)}`, set.relation.model.name)
  return await unlink(em, set, linkSet, where, removals[0].at)
}
