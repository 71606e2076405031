import { LockMode, type EntityManager } from '@mikro-orm/core'
import { errors, HookQuery, type DB, type Model, type ModelMeta } from '../../lib/index.ts'
import { applyDefaults } from '../../lib/model/apply-defaults.ts'
import type { FailedWrite } from '../../lib/db/explain-conflict.ts'
import { fieldValue } from '../../lib/model/field-value.ts'
import { kMeta } from '../../lib/symbols.ts'
import { beforeCommit } from '../hooks/commit-hooks.ts'
import { processInput } from '../hooks/input-hooks.ts'
import { kWriteEm } from '../symbols.ts'
import { checkGeneratedId } from './id-checks.ts'
import type { NestedInput, NestedList, NestedMethod, NestedRecord } from './nested-input.ts'
import { toFilterQuery } from './to-filter-query.ts'
import { changesOf, type Values } from './write-request.ts'

/** What a parent's write carries into its transaction: its method and the nested lists read from its body. */
export interface NestedWrite {
  method: NestedMethod
  input: NestedInput
}

/**
 * Writes the nested records inside the parent's transaction, right after the parent (whose id
 * the new records take): a POST creates them; a PUT or PATCH makes each list the whole set of
 * children, changing those named by id, creating the others, and deleting (or, with
 * `orphans: 'keep'`, unlinking) the children left out. Any refusal throws, and the parent's
 * transaction rolls back with everything.
 */
export async function writeNested (em: EntityManager, db: DB, nested: NestedWrite, parent: Model): Promise<void> {
  for (const list of nested.input.lists) {
    const parentId = fieldValue(parent, list.relation.local.prop)
    const meta = list.relation.targetMeta
    try {
      await withWriteEm(list, em, async () => {
        if (nested.method !== 'post') await replaceChildren(em, db, list, nested.method, parentId)
        else for (const record of list.records) await create(em, list, record, parentId)
      })
    } catch (error) {
      // A constraint a nested record broke is explained as that record's, like its own write would
      // be, once the transaction has ended (see `refused`).
      const failing = failingRecord(list, error)
      throw failing === undefined ? error : new NestedFailure(error, { meta, values: failing.values, id: failing.id })
    }
  }
}

/** A nested record's write the database refused: explained as that record's, not the parent's. */
export class NestedFailure extends Error {
  readonly failure: unknown
  readonly write: FailedWrite

  constructor (failure: unknown, write: FailedWrite) {
    super('A nested record was refused')
    this.failure = failure
    this.write = write
  }
}

/** While a nested record's hooks run, its resource's `em` is the parent's transaction, as in its own write. */
async function withWriteEm (list: NestedList, em: EntityManager, work: () => Promise<void>): Promise<void> {
  if (list.resource !== undefined) list.resource[kWriteEm] = em
  try {
    await work()
  } finally {
    if (list.resource !== undefined) list.resource[kWriteEm] = undefined
  }
}

/** The record being flushed when the database refused: the error carries it (see `flushed`). */
function failingRecord (list: NestedList, error: unknown): NestedRecord | undefined {
  const index = (error as { [kFailing]?: number } | null)?.[kFailing]
  return index === undefined ? undefined : list.records.find(record => record.index === index)
}

const kFailing = Symbol('fmr.nestedFailing')

/** Flushes one record's change, marking a refusal with the record's index for the explanation. */
async function flushed (em: EntityManager, record: NestedRecord | undefined): Promise<void> {
  try {
    await em.flush()
  } catch (error) {
    if (record !== undefined && error !== null && typeof error === 'object') Object.assign(error, { [kFailing]: record.index })
    throw error
  }
}

async function create (em: EntityManager, list: NestedList, record: NestedRecord, parentId: unknown): Promise<void> {
  const meta = list.model[kMeta]
  const values: Values = { ...record.values, [list.relation.remote.prop]: parentId }
  applyDefaults(meta, values)
  const created = em.create(list.model, values as never) as Model
  await flushed(em, record)
  checkGeneratedId(meta, created, values)
  await runBeforeCommit(list, 'post', created, 201)
}

/** A PUT's or PATCH's list: the whole set of this parent's children. */
async function replaceChildren (em: EntityManager, db: DB, list: NestedList, method: 'put' | 'patch', parentId: unknown): Promise<void> {
  const meta = list.model[kMeta]
  const fk = list.relation.remote
  const lock: { lockMode?: LockMode.PESSIMISTIC_WRITE } = db.dialect === 'postgresql' ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}
  const children = await em.find(list.model, { [fk.prop]: parentId } as never, lock) as Model[]
  const named = new Set(list.records.flatMap(record => record.id === undefined ? [] : [String(record.id)]))
  for (const child of children) {
    const id = fieldValue(child, meta.primaryKey.prop)
    if (!named.has(String(id))) await removeOrphan(em, list, child, id)
  }
  for (const record of list.records) {
    if (record.id === undefined) await create(em, list, record, parentId)
    else await change(em, list, method, record, parentId)
  }
}

/** A child named by id: found with the nested hook's narrowing and this parent's key, then changed as its own PUT or PATCH would. */
async function change (em: EntityManager, list: NestedList, method: 'put' | 'patch', record: NestedRecord, parentId: unknown): Promise<void> {
  const meta = list.model[kMeta]
  const fk = list.relation.remote
  const where = [...(record.where ?? []), { column: fk, op: 'eq' as const, value: parentId }]
  const found = await em.findOne(list.model, toFilterQuery(where) as never) as Model | null
  if (found === null) {
    throw new errors.NotAChild(`${list.relation.name}.${record.index}`, `${meta.name} ${String(record.id)}`, list.relation.model.name)
  }
  const values = method === 'put' ? wholeValues(meta, record.values) : record.values
  em.assign(found, changesOf(meta, { ...values, [fk.prop]: parentId }) as never)
  await flushed(em, record)
  await runBeforeCommit(list, method, found, 200)
}

/** A nested PUT replaces the record whole: absent columns get their default or null, as a PUT of it does. */
function wholeValues (meta: ModelMeta, values: Values): Values {
  const whole: Values = { ...values }
  applyDefaults(meta, whole)
  for (const column of meta.columns) {
    if (whole[column.prop] === undefined && column.info.serverDefault === undefined && column !== meta.primaryKey) whole[column.prop] = null
  }
  return whole
}

/**
 * A child the list left out: deleted (its type's delete hook applies, as to a DELETE of it), or
 * unlinked with `orphans: 'keep'`. One the delete hook's narrowing hides refuses the whole write.
 */
async function removeOrphan (em: EntityManager, list: NestedList, child: Model, id: unknown): Promise<void> {
  const meta = list.model[kMeta]
  if (list.relation.orphans === 'keep') {
    em.assign(child, changesOf(meta, { [list.relation.remote.prop]: null }) as never)
    await flushed(em, undefined)
    await runBeforeCommit(list, 'patch', child, 200)
    return
  }
  if (list.resource !== undefined) {
    const given = new HookQuery(list.model)
    given.conditions.push({ column: meta.primaryKey, op: 'eq', value: id })
    const { query = given } = await processInput(list.resource, 'delete', { query: given, data: {} }, { id: id as number | string })
    if (await em.findOne(list.model, toFilterQuery(query.conditions) as never) === null) {
      throw new errors.Conflict(`${meta.name} ${String(id)} of this ${list.relation.model.name} may not be deleted by this request: leave it in ${list.relation.name}`)
    }
  }
  await runBeforeCommit(list, 'delete', child, 204)
  em.remove(child)
  await flushed(em, undefined)
}

async function runBeforeCommit (list: NestedList, method: 'post' | 'put' | 'patch' | 'delete', record: Model, statusCode: number): Promise<void> {
  if (list.resource !== undefined) await beforeCommit(list.resource, method, record, statusCode)
}
