import { errors, Model, type Condition, type DB, type ModelMeta, type ModelType } from '../../lib/index.ts'
import { applyOnUpdate } from '../../lib/model/apply-defaults.ts'
import { showKey } from '../../lib/model/record-key.ts'
import { EXPLAIN_FAILURE } from '../../lib/model/binding.ts'
import type { Kwargs } from '../hooks/types.ts'
import type { Method } from '../resources/methods.ts'
import type { ModelResource } from '../resources/model-resource.ts'
import { kMeta, kWriter } from '../../lib/symbols.ts'
import type { WriteConditions } from '../conditional/conditions.ts'
import type { NestedWrite } from './nested-write.ts'
import { NestedFailure } from './nested-failure.ts'
import type { SerialPlan } from '../../lib/serialize/plan.ts'
import type { ColumnMeta } from '../../lib/model/model-meta.ts'
import { clientChosenIds } from '../resources/client-ids.ts'

export type Values = Record<string, unknown>

/** A write as a route asks for it. */
export interface WriteRequest {
  resource: ModelResource
  method: Method
  /** The query the record must match (the id and whatever a hook added). */
  where?: readonly Condition[]
  id?: Kwargs['id']
  values: Values
  /** The request's If-Match and If-None-Match, checked inside the write's transaction (see RecordTags.check). */
  conditions?: WriteConditions
  /** Records of writable relationships sent with the parent (extensions §7), written in its transaction. */
  nested?: NestedWrite
  /** The plan the answer is written by: a single-statement write reads its singles with it where it can (Writer.joinsFor). */
  answer?: SerialPlan
  /** The record's own columns its answers show: a PUT keeps what it holds in the others (replacingValues). */
  shown?: ReadonlySet<ColumnMeta>
}

/** What a write did: the record, the status to answer with. */
export interface Written {
  record: Model
  statusCode: number
  /** The row as stored, when the write returned it (RETURNING): no read-back is needed. */
  row?: Record<string, unknown>
  /** `row` came with the answer plan's joined singles set (Writer.joinsFor). */
  joined?: boolean
}

export function modelOf (resource: ModelResource): ModelType {
  return (resource.constructor as typeof ModelResource).modelClass
}

/** Whether a single-statement write of `request` returned its row with the answer's singles (Writer.joinsFor). */
export function joinedWith (db: DB, request: WriteRequest): boolean {
  return db[kWriter].joinsFor(request.answer).fields.length !== 0
}

/** Whether a PUT may create a record with the path's id (`static clientIds`, or a key the server cannot make). */
export function clientIds (request: WriteRequest): boolean {
  return clientChosenIds(request.resource.constructor as typeof ModelResource)
}

export function notFound (request: WriteRequest): Error {
  const meta = modelOf(request.resource)[kMeta]
  return new errors.RecordNotFound(meta.name, showKey(meta, request.id))
}

/** A record built from a returned row's columns (not its joined singles), for afterCommit hooks and the reply. */
export function recordOf (model: ModelType, row: Values): Model {
  const values: Values = {}
  for (const { prop } of model[kMeta].columns) if (prop in row) values[prop] = row[prop]
  return new model(values)
}

/** The changes a PUT or PATCH makes to a stored record: with its onupdate values, never its id. */
export function changesOf (meta: ModelMeta, values: Values): Values {
  const changes = { ...values }
  applyOnUpdate(meta, changes)
  for (const column of meta.primaryKeys) delete changes[column.prop]
  return changes
}

/**
 * Throws the catalogued error of a write the database refused, whichever path it took: a 409
 * naming the column or the referencing type (the model layer's save() and delete() answer the same).
 */
export async function refused (request: WriteRequest, error: unknown): Promise<never> {
  const { resource, method } = request
  if (error instanceof NestedFailure) throw await nestedRefused(resource, error)
  throw await resource.db[EXPLAIN_FAILURE](error, {
    meta: modelOf(resource)[kMeta], values: request.values, id: request.id, deleting: method === 'delete'
  })
}

/**
 * A nested write's refusal, named after the first of its records whose values explain it (each
 * asked of the database: at most the relationship's limit); else the nested type's general 409.
 */
async function nestedRefused (resource: ModelResource, nested: NestedFailure): Promise<unknown> {
  for (const write of nested.writes) {
    const explained = await resource.db[EXPLAIN_FAILURE](nested.failure, { ...write, onlyExplained: true })
    if (explained !== nested.failure) return explained
  }
  const [first] = nested.writes
  return first === undefined ? nested.failure : await resource.db[EXPLAIN_FAILURE](nested.failure, first)
}
