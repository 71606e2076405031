import { LockMode, type EntityManager } from '@mikro-orm/core'
import { errors, type Condition, type Model, type ModelMeta } from '../../lib/index.ts'
import { applyDefaults, applyOnUpdate } from '../../lib/model/apply-defaults.ts'
import type { ModelResource } from '../resources/model-resource.ts'
import type { Method } from '../resources/methods.ts'
import { classifyDbError } from './db-errors.ts'
import { explainConflict } from './explain-conflict.ts'
import { syncSequence } from './sync-sequence.ts'
import { toFilterQuery } from './to-filter-query.ts'

type Values = Record<string, unknown>

export interface Written {
  record: Model
  statusCode: number
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
    return await resource.em.transactional(async em => {
      const written = await work(em)
      await beforeCommit(request, written.record, written.statusCode)
      return written
    })
  } catch (error) {
    const failure = classifyDbError(error)
    if (failure === 'unique' || failure === 'foreign-key') {
      throw await explainConflict(resource.db, modelOf(resource).meta, request.values, failure, request.id)
    }
    if (failure === 'exhausted') throw new errors.IdSpaceExhausted(modelOf(resource).meta.name)
    throw error
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

export async function createRecord (request: WriteRequest): Promise<Written> {
  const model = modelOf(request.resource)
  return await transact(request, async em => {
    const values = { ...request.values }
    applyDefaults(model.meta, values)
    const record = em.create(model, values as never) as Model
    await em.flush()
    checkGeneratedId(model.meta, record, values)
    if (values[model.meta.primaryKey.prop] !== undefined) await syncSequence(em, request.resource.db, model.meta)
    return { record, statusCode: 201 }
  })
}

/** PUT: replaces the record; creates it with that id when no record has it (201). */
export async function replaceRecord (request: WriteRequest): Promise<Written> {
  const model = modelOf(request.resource)
  return await transact(request, async em => {
    const found = await find(em, request)
    const values = wholeRecord(model, request.values)
    if (found === null) {
      // Excluded by a hook's narrowing is not absent: nobody takes over another's record.
      const taken = await em.findOne(model, { [model.meta.primaryKey.prop]: request.id } as never)
      if (taken !== null) throw notFound(request)
      const record = em.create(model, { ...values, [model.meta.primaryKey.prop]: request.id } as never) as Model
      await em.flush()
      await syncSequence(em, request.resource.db, model.meta)
      return { record, statusCode: 201 }
    }
    return await update(em, model, found, values)
  })
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
  return await transact(request, async em => {
    const found = await find(em, request)
    if (found === null) throw notFound(request)
    return await update(em, model, found, { ...request.values })
  })
}

export async function deleteRecord (request: WriteRequest): Promise<Written> {
  return await transact(request, async em => {
    const found = await find(em, request)
    if (found === null) throw notFound(request)
    em.remove(found)
    await em.flush()
    return { record: found, statusCode: 204 }
  })
}
