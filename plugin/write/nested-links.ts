import type { EntityManager } from '@mikro-orm/core'
import { errors, type DB, type Model } from '../../lib/index.ts'
import { applyDefaults } from '../../lib/model/apply-defaults.ts'
import { fieldValue } from '../../lib/model/field-value.ts'
import type { Link } from '../../lib/model/model-meta.ts'
import type { Condition, WhereNode } from '../../lib/read/condition.ts'
import type { Row } from '../../lib/read/reader.ts'
import { transactionReader, transactionWriter } from '../../lib/read/transaction-reader.ts'
import { validationFailed } from '../routes/validation-failed.ts'
import { insertRows } from './insert-rows.ts'
import type { NestedMethod, NestedRecord, NestedSet } from './nested-input.ts'
import { lockOf } from './nested-removal.ts'
import type { Wrote } from './nested-write.ts'
import { toFilterQuery } from './to-filter-query.ts'
import { recordOf, type Values } from './write-request.ts'
import { checkUnlinkable, hookedLink, linksAsked } from './link-hooks.ts'
import { shownCount, shownLinks } from './shown.ts'

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
  const where = { $or: linking.map(record => toFilterQuery(record.where ?? [], db.dialect)) }
  // Each record's query names one key (a set repeats none): as many found as sent is all of them.
  const found = await em.find(set.model, where as never, lockOf(db)) as Model[]
  if (found.length === linking.length) return
  // Which are missing, counted in the database: the keys MikroORM reads back are not exact past
  // 2^53 on SQLite (a BigInteger key), so they are not compared here.
  const missing: NestedRecord[] = []
  for (const record of linking) if (await em.count(set.model, toFilterQuery(record.where ?? [], db.dialect) as never) === 0) missing.push(record)
  throw noSuchRecord(set, missing)
}

/**
 * The join rows of the parent's links that `targets` names, as stored: read through the
 * transaction's reader, exact whatever the key's kind (MikroORM's records are not past 2^53 on
 * SQLite). With `visible`, only those to records the caller may read (NestedSet.visible).
 */
async function linkedTargets (em: EntityManager, db: DB, set: NestedSet, parentId: unknown, targets?: Condition, visible = false): Promise<Row[]> {
  const link = set.relation.through as Link
  const where: WhereNode[] = [{ column: link.source, op: 'eq', value: parentId }, ...targets === undefined ? [] : [targets], ...visible ? shownLinks(set) : []]
  const rows = transactionReader(db, em).rows(link.meta, { where, order: [] })
  return Array.isArray(rows) ? rows : await rows
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
  // The join records' own writes, for their resource's beforeCommit (link-hooks.ts).
  const linkSet: NestedSet = { relation, model: join, records: [], resource: set.link }
  const links: Wrote[] = []
  if (set.removals !== undefined) {
    links.push(...await unlinkNamed(em, db, set, parentId, linkSet))
  } else if (method !== 'post') {
    // As a list's whole set: one sent back from a read cut at the limit would unlink what it never showed.
    const count = await shownCount(em, db, set, parentId)
    if (count > relation.limit) {
      const form = `{"${relation.name}": {"add": [...], "remove": [{"${pk.prop}": ...}]}}`
      throw new errors.ListCut(`This ${relation.model.name} has ${count} ${relation.name}`, relation.limit, form)
    }
    links.push(...await unlink(em, db, set, linkSet, parentId, { column: link.target, op: 'notin', value: ids }, relation.name))
  }
  if (ids.length === 0) return [...wrote, ...links]
  const linked = await linkedTargets(em, db, set, parentId, { column: link.target, op: 'in', value: ids })
  const have = new Set(linked.map(row => String(row[link.target.prop])))
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
 * Removes the parent's links to the targets `targets` names, of those the caller may see: at once
 * where the join model's resource asks nothing of a removal and no GET hook hides a linked record,
 * else read first, each through its DELETE hook (link-hooks.ts), for its beforeCommit.
 */
async function unlink (em: EntityManager, db: DB, set: NestedSet, linkSet: NestedSet, parentId: unknown, targets: Condition, at: string): Promise<Wrote[]> {
  const link = set.relation.through as Link
  const join = linkSet.model
  const where = (values: unknown[]): Record<string, unknown> =>
    ({ [link.source.prop]: parentId, ...(values.length === 0 && targets.op === 'notin' ? {} : { [link.target.prop]: { [targets.op === 'in' ? '$in' : '$nin']: values } }) })
  if (!linksAsked(set) && shownLinks(set).length === 0) {
    await em.nativeDelete(join, where(targets.value as unknown[]) as never)
    return []
  }
  const rows = await linkedTargets(em, db, set, parentId, targets, true)
  await checkUnlinkable(em, set, join, rows, at)
  if (rows.length > 0) await em.nativeDelete(join, { [link.source.prop]: parentId, [link.target.prop]: { $in: rows.map(row => row[link.target.prop]) } } as never)
  return set.link === undefined ? [] : rows.map(row => ({ set: linkSet, record: () => recordOf(join, row), method: 'delete' as const, statusCode: 204 }))
}

/**
 * The change form's `remove`: each must be linked now to a record the caller may read (else a 400
 * at its path, the same for both); its link is removed, the record stays.
 */
async function unlinkNamed (em: EntityManager, db: DB, set: NestedSet, parentId: unknown, linkSet: NestedSet): Promise<Wrote[]> {
  const removals = set.removals ?? []
  if (removals.length === 0) return []
  const link = set.relation.through as Link
  const targets: Condition = { column: link.target, op: 'in', value: removals.map(removal => removal.id) }
  const linked = await linkedTargets(em, db, set, parentId, targets, true)
  const have = new Set(linked.map(row => String(row[link.target.prop])))
  const missing = removals.find(removal => !have.has(String(removal.id)))
  if (missing !== undefined) throw new errors.NotAChild(missing.at, `${set.relation.target} ${String(missing.id)}`, set.relation.model.name)
  // Under the parent's tag, a guarded join type's links are covered only while its answer shows them all.
  if (set.linkCovered === true && await shownCount(em, db, set, parentId) > set.relation.limit) {
    throw errors.nestedPreconditionRequired(removals[0].at, link.meta.name)
  }
  return await unlink(em, db, set, linkSet, parentId, targets, removals[0].at)
}
