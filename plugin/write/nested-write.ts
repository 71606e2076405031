import type { EntityManager } from '@mikro-orm/core'
import { errors, type DB, type Model, type ModelMeta } from '../../lib/index.ts'
import { applyDefaults, replacingValues } from '../../lib/model/apply-defaults.ts'
import { fieldValue } from '../../lib/model/field-value.ts'
import { kMeta } from '../../lib/symbols.ts'
import { beforeCommit, hasBeforeCommit } from '../hooks/commit-hooks.ts'
import { kWriteEm } from '../symbols.ts'
import { checkGeneratedId } from './id-checks.ts'
import { changeMethod, type NestedInput, type NestedMethod, type NestedSet } from './nested-input.ts'
import { childKey, parentKey } from './nested-keys.ts'
import { checkSentKeys } from './owned-keys.ts'
import { toFilterQuery } from './to-filter-query.ts'
import { isDatabaseFailure, NestedFailure } from './nested-failure.ts'
import { lockOf, removeLeftOut, removeNamed } from './nested-removal.ts'
import { shownChildren } from './shown.ts'
import { keyConflictProblem } from './nested-items.ts'
import { validationFailed } from '../routes/validation-failed.ts'
import { changesOf, recordOf, type Values } from './write-request.ts'
import { transactionWriter } from '../../lib/read/transaction-reader.ts'
import { noSuchRecord, writeLinks } from './nested-links.ts'
import { insertRows } from './insert-rows.ts'
import { checkCovered } from './tag-cover.ts'

/**
 * One write of a nested record, for its type's beforeCommit: the record, its own method and
 * status. A created record is made from its row only when asked: a record of the model costs
 * MikroORM's property setup (about 3 µs each), and most types have no beforeCommit.
 */
export interface Wrote {
  set: NestedSet
  record: () => Model
  method: 'post' | 'put' | 'patch' | 'delete'
  statusCode: number
}

/**
 * The nested records of a parent's write (extensions §7), written in the parent's transaction
 * around it. A single's record comes first, since the parent takes its key: `beforeParent`
 * creates it, or changes the record linked now, and answers the parent's keys. After the parent,
 * `afterParent` writes each list (the children it leaves out removed first, then its records,
 * which take the parent's id), then removes the record a single no longer links, then runs each
 * nested record's beforeCommit in the order written. Any refusal throws, and the parent's
 * transaction rolls back with everything.
 */
export class NestedWrite {
  readonly method: NestedMethod
  readonly input: NestedInput
  private wrote: Wrote[] = []
  /** The records singles linked before this write and link no more: removed once the parent names the new ones. */
  private unlinked: Array<{ set: NestedSet, linked: unknown }> = []

  constructor (method: NestedMethod, input: NestedInput) {
    this.method = method
    this.input = input
  }

  /**
   * Writes the singles' records; `stored` is the parent as found (none when it is created), which
   * an owned single's key sent alone must repeat. Answers the parent's keys.
   */
  async beforeParent (em: EntityManager, db: DB, stored?: Model): Promise<Values> {
    this.wrote = []
    this.unlinked = []
    checkSentKeys(this.input.sentKeys, stored)
    const keys: Values = {}
    const singles = this.input.sets.filter(set => parentKey(set.relation) !== undefined)
    await withWriteEm(singles, em, async () => {
      for (const set of singles) {
        const key = set.relation.local
        const linked = stored === undefined ? null : fieldValue(stored, key.prop) ?? null
        // A null for a record the caller may not read, as its GET showed it, leaves that record linked;
        // sent beside a key, only beside that record's (what a PUT of the GET's answer sends).
        const kept = set.records.length === 0 && linked !== null && await hidden(em, db, set, linked)
        if (set.keptKey !== undefined && !(kept && String(linked) === String(set.keptKey))) throw validationFailed(set.relation.model, [keyConflictProblem(set.relation)])
        if (kept) {
          keys[key.prop] = linked
          continue
        }
        const wrote = await writeRecords(em, db, set, this.method, linked)
        const next = wrote.length === 0 ? null : fieldValue(wrote[0].record(), set.relation.remote.prop)
        keys[key.prop] = next
        this.wrote.push(...wrote)
        if (linked !== null && String(linked) !== String(next) && set.relation.orphans !== 'keep') this.unlinked.push({ set, linked })
      }
    })
    return keys
  }

  /** Writes the lists' records with the written parent's id, removes what the write leaves out, then runs their beforeCommit. */
  async afterParent (em: EntityManager, db: DB, parent: Model): Promise<void> {
    await withWriteEm(this.input.sets, em, async () => {
      for (const set of this.input.sets) {
        const parentId = fieldValue(parent, set.relation.local.prop)
        // Under the parent's tag, a guarded type's records changed here must be ones its answer shows.
        await checkCovered(em, db, set, parentId, set.records.filter(record => record.id !== undefined && record.linkOnly !== true).map(({ at, id }) => ({ at, id })))
        if (set.relation.through !== undefined) {
          this.wrote.push(...await writeLinks(em, db, set, this.method, parentId, await writeRecords(em, db, set, this.method, null)))
          continue
        }
        if (childKey(set.relation) === undefined) continue
        // Removed first, so that a unique value may move from a removed child to a new one: the
        // children the whole set leaves out, or those the change form names.
        if (this.method !== 'post') {
          this.wrote.push(...set.removals === undefined ? await removeLeftOut(em, db, set, parentId, named(set)) : await removeNamed(em, db, set, parentId))
        }
        this.wrote.push(...await writeRecords(em, db, set, this.method, parentId))
      }
      // Only now: until the parent named another record, the one it linked was still referenced.
      for (const { set, linked } of this.unlinked) this.wrote.push(...await removeLeftOut(em, db, set, linked, new Set()))
      for (const { set, record, method, statusCode } of this.wrote) await runBeforeCommit(set, method, record, statusCode)
    })
  }
}

/**
 * Whether the record a single links is one its type's GET hook hides from the caller (the parent's
 * GET answered it as null). Tried as a new user would: the PATCH of what a GET showed, `null`,
 * unlinked a cover the caller could not read and deleted it.
 */
async function hidden (em: EntityManager, db: DB, set: NestedSet, linked: unknown): Promise<boolean> {
  if ((set.visible ?? []).length === 0) return false
  const key = set.relation.remote.prop
  return await em.count(set.model, shownChildren(db, set, { [key]: linked }) as never) === 0
}

/** While nested records' hooks run, their resources' `em` is the parent's transaction, as in their own writes. */
async function withWriteEm (sets: readonly NestedSet[], em: EntityManager, work: () => Promise<void>): Promise<void> {
  const resources = sets.flatMap(set => [set.resource, set.link]).filter(resource => resource !== undefined)
  for (const resource of resources) resource[kWriteEm] = em
  try {
    await work()
  } finally {
    for (const resource of resources) resource[kWriteEm] = undefined
  }
}

/** The ids the set's records name: the linked records it keeps. */
function named (set: NestedSet): Set<string> {
  return new Set(set.records.flatMap(record => record.id === undefined ? [] : [String(record.id)]))
}

/**
 * The set's creates, one multi-row INSERT ... RETURNING in the transaction, then its changes,
 * flushed together. `linked` is what links a record to this parent (the target's `remote` equals
 * it): a list's children take it as their key; a change finds its record with the nested hook's
 * narrowing among the records linked, and is made as its own PUT (whole) or PATCH (the fields
 * sent) would make it. A database failure is explained as the nested records' (see NestedFailure).
 */
async function writeRecords (em: EntityManager, db: DB, set: NestedSet, method: NestedMethod, linked: unknown): Promise<Wrote[]> {
  const meta = set.model[kMeta]
  try {
    const fk = childKey(set.relation)
    const keyed = (values: Values): Values => fk === undefined ? values : { ...values, [fk.prop]: linked }
    const creates: Values[] = []
    // In the set's order: a change, or the index of a create among `creates`.
    const wrote: Array<Wrote | number> = []
    let changed = false
    for (const record of set.records) {
      if (record.linkOnly === true) continue // a many-to-many's record linked as it is (nested-links.ts)
      if (record.id === undefined) {
        const values = keyed(record.values)
        applyDefaults(meta, values)
        wrote.push(creates.push(values) - 1)
        continue
      }
      // A many-to-many changes any record it may link; a list or single, only the one linked now.
      const through = set.relation.through !== undefined
      const where = through ? record.where ?? [] : [...(record.where ?? []), { column: set.relation.remote, op: 'eq' as const, value: linked }]
      const found = linked === null && !through ? null : await em.findOne(set.model, toFilterQuery(where, db.dialect) as never, lockOf(db)) as Model | null
      if (found === null && through) throw noSuchRecord(set, [record])
      if (found === null) throw new errors.NotAChild(record.at, `${meta.name} ${String(record.id)}`, set.relation.model.name)
      const own = changeMethod(set.relation, method)
      em.assign(found as Model, changesOf(meta, keyed(own === 'put' ? replacingValues(meta, record.values, set.shownColumns) : record.values)) as never)
      wrote.push({ set, record: () => found as Model, method: own, statusCode: 200 })
      changed = true
    }
    const rows = await insertRows(transactionWriter(db, em), meta, creates)
    rows.forEach((row, index) => { checkGeneratedId(meta, row, creates[index]) })
    if (changed) await em.flush()
    return wrote.map(slot => typeof slot === 'number' ? { set, record: () => recordOf(set.model, rows[slot]), method: 'post', statusCode: 201 } : slot)
  } catch (error) {
    // A constraint the nested records broke is explained as one of theirs, as its own write
    // would be, once the transaction has ended (see `refused`).
    if (!isDatabaseFailure(error)) throw error
    throw new NestedFailure(error, set.records.map(record => ({ meta, values: record.values, id: record.id })))
  }
}

async function runBeforeCommit (set: NestedSet, method: Wrote['method'], record: () => Model, statusCode: number): Promise<void> {
  if (set.resource !== undefined && hasBeforeCommit(set.resource, method)) await beforeCommit(set.resource, method, record(), statusCode)
}
