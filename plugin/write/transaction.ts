import { LockMode, type EntityManager } from '@mikro-orm/core'
import type { Model } from '../../lib/index.ts'
import { lockIds, syncSequence } from '../../lib/db/sync-sequence.ts'
import { beforeCommit, hasBeforeCommit } from '../hooks/commit-hooks.ts'
import { kWriteEm } from '../symbols.ts'
import { transactionBase } from '../resources/resource.ts'
import { kMeta } from '../../lib/symbols.ts'
import { checkGeneratedId } from './id-checks.ts'
import { toFilterQuery } from './to-filter-query.ts'
import { refuseCreatedTwice } from './batch-creates.ts'
import { keyOf } from '../../lib/model/record-key.ts'
import { transactionWriter } from '../../lib/read/transaction-reader.ts'
import { withStoredSpellings } from './stored-spellings.ts'
import { lockAhead } from './lock-ahead.ts'
import { changesOf, modelOf, recordOf, refused, type Values, type WriteRequest, type Written } from './write-request.ts'

/**
 * The path of a write with a beforeCommit hook, or with an id it did not generate: one MikroORM
 * transaction holding the change, then beforeCommit inside it, then the commit. A refusal of the
 * hook or a constraint failure rolls everything back (a constraint failure becomes its 409).
 */
export async function inTransaction (request: WriteRequest, work: (em: EntityManager) => Promise<Written>): Promise<Written> {
  const { resource, method } = request
  try {
    // The gate keeps every other write out of this transaction until it ends (SQLite).
    return await resource.db.exclusive(async () => await transactionBase(resource).transactional(async em => {
      // Inside beforeCommit, `resource.em` and `resource.create()` are this transaction.
      resource[kWriteEm] = em
      try {
        const written = await work(em)
        await request.nested?.afterParent(em, resource.db, written.record)
        await beforeCommit(resource, method, written.record, written.statusCode)
        return written
      } finally {
        resource[kWriteEm] = undefined
      }
    }), true)
  } catch (error) {
    return await refused(request, error)
  }
}

/**
 * Whether a write takes the transactional path: a beforeCommit hook runs in it, If-Match or
 * If-None-Match is checked in it, or nested records are written with it (or an owned single's
 * key sent alone is compared with the stored one, owned-keys.ts).
 */
export function needsTransaction (request: WriteRequest): boolean {
  return hasBeforeCommit(request.resource, request.method) || request.conditions !== undefined || request.nested !== undefined
}

/**
 * The record the write is about, found inside the transaction with the request's full narrowing.
 * On PostgreSQL the row is locked (`for update`) until the commit: concurrent PUT/PATCH/DELETE of
 * one record then apply one after another on fresh state, instead of each writing only the fields
 * it saw change and leaving a mix of several requests. On SQLite the transaction began
 * `immediate` (lib/db/connect-sqlite.ts): the file's one writer, whatever process it is in.
 * A conditional write locks the records its tag references first, then this one, then the rest
 * of what its tag covers, and compares (RecordTags.check). A nested write first locks the records
 * that come before its own in the plugin's one lock order (lock-ahead.ts).
 */
export async function findLocked (em: EntityManager, request: WriteRequest): Promise<Model | null> {
  const { resource: { db }, conditions } = request
  const locks = conditions === undefined ? undefined : await conditions.tags.lockReferenced(db, em, conditions, request.id, request.where)
  await lockAhead(em, request)
  const lock = db.dialect === 'postgresql' ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}
  const found = await em.findOne(modelOf(request.resource), toFilterQuery(request.where ?? [], db.dialect) as never, lock) as Model | null
  // Only a record the caller may change is compared: one a hook's narrowing hides stays a 404.
  if (found !== null && conditions !== undefined) await conditions.tags.check(db, em, conditions, request.id, locks)
  return found
}

/**
 * Inserts a record whose id the database generates, with one INSERT ... RETURNING in the
 * transaction (refused there when the id is out of range). A beforeCommit hook may still change
 * the stored row, so the answer reads it back only then.
 */
export async function insertGenerated (em: EntityManager, request: WriteRequest, values: Values): Promise<Written> {
  const model = modelOf(request.resource)
  const keys = await linkedKeys(em, request)
  const row = await transactionWriter(request.resource.db, em).insert(model[kMeta], { ...values, ...keys })
  checkGeneratedId(model[kMeta], row, values)
  const written: Written = { record: recordOf(model, row), statusCode: 201 }
  if (!hasBeforeCommit(request.resource, request.method)) written.row = row
  return written
}

/**
 * Inserts a record whose id was given, not generated, in a transaction that took lockIds first:
 * then the id sequence is moved past it without racing a generated id (PostgreSQL).
 */
export async function insertWithId (em: EntityManager, request: WriteRequest, values: Values): Promise<Written> {
  const model = modelOf(request.resource)
  await refuseCreatedTwice(em, model, keyOf(model[kMeta], values))
  const keys = await linkedKeys(em, request)
  const record = em.create(model, await withStoredSpellings(request.resource.db, em, model[kMeta], { ...values, ...keys }) as never) as Model
  await em.flush()
  await syncSequence(em, request.resource.db, model[kMeta])
  return { record, statusCode: 201 }
}

/** Takes the table's id lock (PostgreSQL) before a write with an id it did not generate; true when taken. */
export async function lockTableIds (em: EntityManager, request: WriteRequest): Promise<boolean> {
  return await lockIds(em, request.resource.db, modelOf(request.resource)[kMeta])
}

/**
 * The keys a record takes from the records of its single relationships sent with it, written
 * first (plugin/write/nested-write.ts); `stored` is the record as found, before this write.
 */
async function linkedKeys (em: EntityManager, request: WriteRequest, stored?: Model): Promise<Values> {
  return request.nested === undefined ? {} : await request.nested.beforeParent(em, request.resource.db, stored)
}

/** Changes a found record (never its id), with its onupdate values, and flushes. */
export async function updateFound (em: EntityManager, request: WriteRequest, found: Model, values: Values): Promise<Written> {
  const keys = await linkedKeys(em, request, found)
  const meta = modelOf(request.resource)[kMeta]
  em.assign(found, changesOf(meta, await withStoredSpellings(request.resource.db, em, meta, { ...values, ...keys })) as never)
  await em.flush()
  return { record: found, statusCode: 200 }
}

export async function removeFound (em: EntityManager, found: Model): Promise<Written> {
  em.remove(found)
  await em.flush()
  return { record: found, statusCode: 204 }
}
