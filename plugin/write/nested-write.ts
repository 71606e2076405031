import { LockMode, type EntityManager } from '@mikro-orm/core'
import { errors, HookQuery, type DB, type Model, type ModelMeta } from '../../lib/index.ts'
import { applyDefaults } from '../../lib/model/apply-defaults.ts'
import type { FailedWrite } from '../../lib/db/explain-conflict.ts'
import { fieldValue } from '../../lib/model/field-value.ts'
import { kMeta } from '../../lib/symbols.ts'
import { beforeCommit } from '../hooks/commit-hooks.ts'
import type { ModelResource } from '../resources/model-resource.ts'
import { processInput } from '../hooks/input-hooks.ts'
import { kWriteEm } from '../symbols.ts'
import { checkGeneratedId } from './id-checks.ts'
import type { NestedInput, NestedList, NestedMethod, NestedRecord } from './nested-input.ts'
import { toFilterQuery } from './to-filter-query.ts'
import { changesOf, recordOf, type Values } from './write-request.ts'
import { transactionWriter } from '../../lib/read/transaction-reader.ts'
import type { Writer } from '../../lib/write/writer.ts'

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
        const orphans = nested.method === 'post' ? [] : await removeOrphans(em, db, list, parentId)
        const written = await writeRecords(em, db, list, nested.method, parentId)
        // The type's beforeCommit sees each record as written, in the list's order.
        for (const [record, method, statusCode] of [...orphans, ...written]) await runBeforeCommit(list, method, record, statusCode)
      })
    } catch (error) {
      // A constraint the nested records broke is explained as one of theirs, as its own write
      // would be, once the transaction has ended (see `refused`).
      if (!isDatabaseFailure(error)) throw error
      throw new NestedFailure(error, list.records.map(record => ({ meta, values: record.values, id: record.id })))
    }
  }
}

/** Nested records the database refused (one of them, unknown which): explained as theirs, not the parent's. */
export class NestedFailure extends Error {
  readonly failure: unknown
  /** The list's records, in order: the first whose values explain the failure is named. */
  readonly writes: FailedWrite[]

  constructor (failure: unknown, writes: FailedWrite[]) {
    super('A nested record was refused')
    this.failure = failure
    this.writes = writes
  }
}

/** A failure of the database, not a refusal of ours or of a hook (those carry their own status). */
function isDatabaseFailure (error: unknown): boolean {
  return !(error instanceof Error && typeof (error as { statusCode?: unknown }).statusCode === 'number')
}

type Wrote = [Model, 'post' | 'put' | 'patch' | 'delete', number]

/** While a nested record's hooks run, its resource's `em` is the parent's transaction, as in its own write. */
async function withWriteEm (list: NestedList, em: EntityManager, work: () => Promise<void>): Promise<void> {
  if (list.resource !== undefined) list.resource[kWriteEm] = em
  try {
    await work()
  } finally {
    if (list.resource !== undefined) list.resource[kWriteEm] = undefined
  }
}

/**
 * The list's creates, one multi-row INSERT ... RETURNING in the transaction, then its changes,
 * flushed together: a change finds its child with the nested hook's narrowing and this parent's
 * key, and is made as its own PUT (whole) or PATCH (the fields sent) would make it.
 */
async function writeRecords (em: EntityManager, db: DB, list: NestedList, method: NestedMethod, parentId: unknown): Promise<Wrote[]> {
  const meta = list.model[kMeta]
  const fk = list.relation.remote
  const creates: Values[] = []
  // In the list's order: a change, or the index of a create among `creates`.
  const wrote: Array<Wrote | number> = []
  let changed = false
  for (const record of list.records) {
    if (record.id === undefined) {
      const values: Values = { ...record.values, [fk.prop]: parentId }
      applyDefaults(meta, values)
      wrote.push(creates.push(values) - 1)
      continue
    }
    const where = [...(record.where ?? []), { column: fk, op: 'eq' as const, value: parentId }]
    const found = await em.findOne(list.model, toFilterQuery(where) as never) as Model | null
    if (found === null) {
      throw new errors.NotAChild(`${list.relation.name}.${record.index}`, `${meta.name} ${String(record.id)}`, list.relation.model.name)
    }
    const values = method === 'put' ? wholeValues(meta, record.values) : record.values
    em.assign(found, changesOf(meta, { ...values, [fk.prop]: parentId }) as never)
    wrote.push([found, method === 'post' ? 'put' : method, 200])
    changed = true
  }
  const rows = await insertRows(transactionWriter(db, em), meta, creates)
  rows.forEach((row, index) => { checkGeneratedId(meta, row, creates[index]) })
  if (changed) await em.flush()
  return wrote.map(slot => typeof slot === 'number' ? [recordOf(list.model, rows[slot]), 'post', 201] : slot)
}

/** Records that set the same columns in one statement, else one statement each; rows in input order. */
async function insertRows (writer: Writer, meta: ModelMeta, creates: Values[]): Promise<Array<Record<string, unknown>>> {
  if (creates.length === 0) return []
  if (creates.length > 1) {
    const rows = await writer.insertMany(meta, creates)
    if (rows !== undefined) return rows
  }
  const rows = []
  for (const values of creates) rows.push(await writer.insert(meta, values))
  return rows
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
 * The children a PUT's or PATCH's list leaves out, removed before the list is written (so that a
 * unique value may move from a removed child to a new one): deleted, the type's delete hook
 * applying as to a DELETE of each (one its query hides refuses the whole write), or with
 * `orphans: 'keep'` unlinked. On PostgreSQL the children are locked until the commit.
 */
async function removeOrphans (em: EntityManager, db: DB, list: NestedList, parentId: unknown): Promise<Wrote[]> {
  const meta = list.model[kMeta]
  const fk = list.relation.remote
  const lock: { lockMode?: LockMode.PESSIMISTIC_WRITE } = db.dialect === 'postgresql' ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}
  const children = await em.find(list.model, { [fk.prop]: parentId } as never, lock) as Model[]
  const named = new Set(list.records.flatMap(record => record.id === undefined ? [] : [String(record.id)]))
  const removed: Wrote[] = []
  for (const child of children) {
    const id = fieldValue(child, meta.primaryKey.prop)
    if (named.has(String(id))) continue
    if (list.relation.orphans === 'keep') {
      em.assign(child, changesOf(meta, { [fk.prop]: null }) as never)
      removed.push([child, 'patch', 200])
      continue
    }
    if (list.resource !== undefined) await checkDeletable(em, list, id)
    em.remove(child)
    removed.push([child, 'delete', 204])
  }
  if (removed.length > 0) await em.flush()
  return removed
}

/** The nested type's delete hook, for one child left out: its refusal, or a query that hides the child, refuses the write. */
async function checkDeletable (em: EntityManager, list: NestedList, id: unknown): Promise<void> {
  const meta = list.model[kMeta]
  const given = new HookQuery(list.model)
  given.conditions.push({ column: meta.primaryKey, op: 'eq', value: id })
  const { query = given } = await processInput(list.resource as ModelResource, 'delete', { query: given, data: {} }, { id: id as number | string })
  // The hook left the id alone: nothing more to find out.
  if (query.conditions.length === 1 && query.conditions[0] === given.conditions[0]) return
  if (await em.count(list.model, toFilterQuery(query.conditions) as never) === 0) {
    throw new errors.Conflict(`${meta.name} ${String(id)} of this ${list.relation.model.name} may not be deleted by this request: leave it in ${list.relation.name}`)
  }
}

async function runBeforeCommit (list: NestedList, method: 'post' | 'put' | 'patch' | 'delete', record: Model, statusCode: number): Promise<void> {
  if (list.resource !== undefined) await beforeCommit(list.resource, method, record, statusCode)
}
