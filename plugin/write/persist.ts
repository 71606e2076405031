import { LockMode, type EntityManager } from '@mikro-orm/core'
import { errors, Model, type Condition, type ModelMeta } from '../../lib/index.ts'
import { applyDefaults, applyOnUpdate } from '../../lib/model/apply-defaults.ts'
import type { ModelResource } from '../resources/model-resource.ts'
import type { Method } from '../resources/methods.ts'
import { kWriteEm } from '../symbols.ts'
import { classifyDbError } from './db-errors.ts'
import { explainConflict, explainReferenced } from './explain-conflict.ts'
import { lockIds, syncSequence } from './sync-sequence.ts'
import { toFilterQuery } from './to-filter-query.ts'

type Values = Record<string, unknown>

export interface Written {
  record: Model
  statusCode: number
  /** The row as stored, when the write returned it (RETURNING): no read-back is needed. */
  row?: Record<string, unknown>
}

export interface WriteRequest {
  resource: ModelResource
  method: Method
  /** The query the record must match (the id and whatever a hook added). */
  where?: readonly Condition[]
  id?: number
  values: Values
}

function modelOf (resource: ModelResource): typeof Model {
  return (resource.constructor as typeof ModelResource).modelClass
}

async function beforeCommit (request: WriteRequest, record: Model, statusCode: number): Promise<void> {
  const hook = (request.resource.constructor as typeof ModelResource).beforeCommit?.[request.method]
  if (hook === undefined) return
  const [go, message, status] = await hook(request.resource, record, statusCode)
  if (!go) {
    throw errors.hookFailure(String(message), status)
  }
}

/**
 * The record the write is about, found inside the transaction with the request's full narrowing.
 * On PostgreSQL the row is locked (`for update`) until the commit: concurrent PUT/PATCH/DELETE of
 * one record then apply one after another on fresh state, instead of each writing only the fields
 * it saw change and leaving a mix of several requests. SQLite's one connection is serial already.
 */
async function find (em: EntityManager, request: WriteRequest): Promise<Model | null> {
  const lock = request.resource.db.dialect === 'postgresql' ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}
  return await em.findOne(modelOf(request.resource), toFilterQuery(request.where ?? []) as never, lock) as Model | null
}

/** Whether this write must run a beforeCommit hook inside its transaction (the MikroORM path). */
function hooked (request: WriteRequest): boolean {
  return (request.resource.constructor as typeof ModelResource).beforeCommit?.[request.method] !== undefined
}

/** A record built from a returned row, for afterCommit hooks and the reply. */
function recordOf (model: typeof Model, row: Values): Model {
  return new model({ ...row })
}

/** Turns constraint failures into 409s naming the column (or the referencing type), whichever path the write took. */
async function conflicts (request: WriteRequest, error: unknown): Promise<never> {
  const { resource } = request
  const failure = classifyDbError(error, request.method === 'delete')
  if (failure === 'referenced') throw await explainReferenced(resource.db, modelOf(resource).meta, request.id)
  if (failure === 'unique' || failure === 'foreign-key') {
    throw await explainConflict(resource.db, modelOf(resource).meta, request.values, failure, request.id)
  }
  if (failure === 'exhausted') throw new errors.IdSpaceExhausted(modelOf(resource).meta.name)
  throw error
}

/**
 * A write without a beforeCommit hook: one statement on the driver's client (INSERT, UPDATE or
 * DELETE ... RETURNING), atomic by itself, with no unit of work to build and flush.
 */
async function direct (request: WriteRequest, work: () => Promise<Written>): Promise<Written> {
  try {
    return await request.resource.db.exclusive(work)
  } catch (error) {
    return await conflicts(request, error)
  }
}

function notFound (request: WriteRequest): Error {
  return new errors.RecordNotFound(modelOf(request.resource).meta.name, request.id)
}

/** Values of a whole-record PUT: absent columns get their default or null (server defaults stay). */
function wholeRecord (model: typeof Model, values: Values): Values {
  const whole: Values = { ...values }
  applyDefaults(model.meta, whole)
  for (const column of model.meta.columns) {
    if (whole[column.prop] === undefined && column.info.serverDefault === undefined && column !== model.meta.primaryKey) {
      whole[column.prop] = null
    }
  }
  return whole
}

/**
 * One write in one transaction: the change, then beforeCommit inside it, then the commit.
 * A constraint failure rolls everything back and becomes a 409 naming the column.
 */
async function transact (request: WriteRequest, work: (em: EntityManager) => Promise<Written>): Promise<Written> {
  const { resource } = request
  try {
    // The gate keeps every other write out of this transaction until it ends (SQLite).
    return await resource.db.exclusive(async () => await resource.em.transactional(async em => {
      // Inside beforeCommit, `resource.em` and `resource.create()` are this transaction.
      resource[kWriteEm] = em
      try {
        const written = await work(em)
        await beforeCommit(request, written.record, written.statusCode)
        return written
      } finally {
        resource[kWriteEm] = undefined
      }
    }), true)
  } catch (error) {
    return await conflicts(request, error)
  }
}

/**
 * A generated id must fit its column like any other value. SQLite hands out max(id) + 1 whatever
 * the declared range (PostgreSQL's sequence fails instead, classified as 'exhausted'): past the
 * maximum the write is refused, inside its transaction, so nothing out of range is stored.
 */
export function checkGeneratedId (meta: ModelMeta, record: Model, values: Values): void {
  const { primaryKey } = meta
  const id = (record as unknown as Values)[primaryKey.prop]
  if (values[primaryKey.prop] !== undefined || primaryKey.info.maximum === undefined || typeof id !== 'number') return
  if (id > Number(primaryKey.info.maximum)) throw new errors.IdSpaceExhausted(meta.name)
}

/** On SQLite a generated id past the column's range was stored by the INSERT: take it back. */
async function refuseGeneratedId (request: WriteRequest, row: Values, values: Values): Promise<void> {
  const { meta } = modelOf(request.resource)
  try {
    checkGeneratedId(meta, row as unknown as Model, values)
  } catch (error) {
    await request.resource.db.writer.remove(meta, [{ column: meta.primaryKey, op: 'eq', value: row[meta.primaryKey.prop] }])
    throw error
  }
}

/** Whether a PUT may create a record with the path's id (`static clientIds`). */
function clientIds (request: WriteRequest): boolean {
  return (request.resource.constructor as typeof ModelResource).clientIds
}

/**
 * Inserts a record whose id was given, not generated, in a transaction that took lockIds first:
 * then the id sequence is moved past it without racing a generated id (PostgreSQL).
 */
async function insertWithId (em: EntityManager, request: WriteRequest, values: Values): Promise<Written> {
  const model = modelOf(request.resource)
  const record = em.create(model, values as never) as Model
  await em.flush()
  await syncSequence(em, request.resource.db, model.meta)
  return { record, statusCode: 201 }
}

export async function createRecord (request: WriteRequest): Promise<Written> {
  const model = modelOf(request.resource)
  const { meta } = model
  const values = { ...request.values }
  applyDefaults(meta, values)
  // An id given (where clientIds allows it, or set by a hook) takes the transactional path, whose lock it needs.
  const given = values[meta.primaryKey.prop] !== undefined
  if (!hooked(request) && !given) {
    return await direct(request, async () => {
      const row = await request.resource.db.writer.insert(meta, values)
      await refuseGeneratedId(request, row, values)
      return { record: recordOf(model, row), statusCode: 201, row }
    })
  }
  return await transact(request, async em => {
    if (given) {
      await lockIds(em, request.resource.db, meta)
      return await insertWithId(em, request, { ...values })
    }
    const record = em.create(model, { ...values } as never) as Model
    await em.flush()
    checkGeneratedId(meta, record, values)
    return { record, statusCode: 201 }
  })
}

/** What the direct PUT answers when no record matched and one may be created: that takes a transaction. */
const ABSENT: Written = Object.freeze({ record: new Model(), statusCode: 0 })

/** PUT: replaces the record; creates it with that id when no record has it and ids are the client's (201). */
export async function replaceRecord (request: WriteRequest): Promise<Written> {
  const model = modelOf(request.resource)
  const { meta } = model
  const whole = wholeRecord(model, request.values)
  if (!hooked(request)) {
    const replaced = await direct(request, async () => {
      const changes = { ...whole }
      applyOnUpdate(meta, changes)
      delete changes[meta.primaryKey.prop]
      const updated = await request.resource.db.writer.update(meta, changes, request.where ?? [])
      if (updated !== undefined) return { record: recordOf(model, updated), statusCode: 200, row: updated }
      if (!clientIds(request)) throw notFound(request)
      return ABSENT
    })
    if (replaced !== ABSENT) return replaced
  }
  return await transact(request, async em => await replaceIn(em, request, whole))
}

/** PUT in a transaction: updates the record found, else creates it where ids are the client's. */
async function replaceIn (em: EntityManager, request: WriteRequest, whole: Values): Promise<Written> {
  const model = modelOf(request.resource)
  const { primaryKey } = model.meta
  let found = await find(em, request)
  if (found === null && clientIds(request) && await lockIds(em, request.resource.db, model.meta)) {
    // A create of the same id may have committed while the lock was awaited: replace that one.
    found = await find(em, request)
  }
  if (found !== null) return await update(em, model, found, { ...whole })
  if (!clientIds(request)) throw notFound(request)
  // Excluded by a hook's narrowing is not absent: nobody takes over another's record.
  const taken = await em.findOne(model, { [primaryKey.prop]: request.id } as never)
  if (taken !== null) throw notFound(request)
  return await insertWithId(em, request, { ...whole, [primaryKey.prop]: request.id })
}

/** Changes a found record (never its id), with its onupdate values, and flushes. */
async function update (em: EntityManager, model: typeof Model, found: Model, values: Values): Promise<Written> {
  applyOnUpdate(model.meta, values)
  delete values[model.meta.primaryKey.prop]
  em.assign(found, values as never)
  await em.flush()
  return { record: found, statusCode: 200 }
}

/** PATCH: only the fields sent change. */
export async function patchRecord (request: WriteRequest): Promise<Written> {
  const model = modelOf(request.resource)
  if (!hooked(request)) {
    return await direct(request, async () => {
      const changes = { ...request.values }
      applyOnUpdate(model.meta, changes)
      delete changes[model.meta.primaryKey.prop]
      const row = await request.resource.db.writer.update(model.meta, changes, request.where ?? [])
      if (row === undefined) throw notFound(request)
      return { record: recordOf(model, row), statusCode: 200, row }
    })
  }
  return await transact(request, async em => {
    const found = await find(em, request)
    if (found === null) throw notFound(request)
    return await update(em, model, found, { ...request.values })
  })
}

export async function deleteRecord (request: WriteRequest): Promise<Written> {
  const model = modelOf(request.resource)
  if (!hooked(request)) {
    return await direct(request, async () => {
      const row = await request.resource.db.writer.remove(model.meta, request.where ?? [])
      if (row === undefined) throw notFound(request)
      return { record: recordOf(model, row), statusCode: 204 }
    })
  }
  return await transact(request, async em => {
    const found = await find(em, request)
    if (found === null) throw notFound(request)
    em.remove(found)
    await em.flush()
    return { record: found, statusCode: 204 }
  })
}
