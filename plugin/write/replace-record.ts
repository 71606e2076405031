import type { EntityManager } from '@mikro-orm/core'
import { errors, Model, type ModelMeta } from '../../lib/index.ts'
import { applyDefaults, replacingValues } from '../../lib/model/apply-defaults.ts'
import { isComposite } from '../../lib/model/record-key.ts'
import { classifyDbError } from '../../lib/db/classify-error.ts'
import { singleStatement } from './single-statement.ts'
import { findLocked, inTransaction, needsTransaction, insertWithId, lockTableIds, updateFound } from './transaction.ts'
import { changesOf, clientIds, joinedWith, modelOf, notFound, recordOf, type Values, type WriteRequest, type Written } from './write-request.ts'
import { kWriter, kMeta } from '../../lib/symbols.ts'
import { toFilterQuery } from './to-filter-query.ts'

/** A PUT's record created: the replacing values with its key, and the defaults of the write-only columns it left out. */
function created (meta: ModelMeta, whole: Values, key: Values): Values {
  const values = { ...whole, ...key }
  applyDefaults(meta, values)
  return values
}

/** What the single statement answers when no record matched and one may be created: that takes a transaction. */
const ABSENT: Written = Object.freeze({ record: new Model(), statusCode: 0 })

/** PUT: replaces the record; creates it with that id when no record has it and ids are the client's (201). */
export async function replaceRecord (request: WriteRequest): Promise<Written> {
  const model = modelOf(request.resource)
  const whole = replacingValues(model[kMeta], request.values, request.shown)
  if (!needsTransaction(request)) {
    const replaced = await singleStatement(request, async db => {
      const updated = await db[kWriter].update(model[kMeta], changesOf(model[kMeta], whole), request.where ?? [], request.answer)
      if (updated !== undefined) return { record: recordOf(model, updated), statusCode: 200, row: updated, joined: joinedWith(db, request) }
      if (!clientIds(request)) throw notFound(request)
      return ABSENT
    })
    if (replaced !== ABSENT) return replaced
  }
  return await inTransaction(request, async em => await replaceIn(em, request, whole))
}

/** PUT in a transaction: updates the record found, else creates it where ids are the client's. */
async function replaceIn (em: EntityManager, request: WriteRequest, whole: Values): Promise<Written> {
  const model = modelOf(request.resource)
  let found = await findLocked(em, request)
  let idLocked = false
  if (found === null && clientIds(request) && (idLocked = await lockTableIds(em, request))) {
    // A create of the same id may have committed while the lock was awaited: replace that one.
    found = await findLocked(em, request)
  }
  if (found !== null) return await updateFound(em, request, found, whole)
  if (!clientIds(request)) throw notFound(request)
  // Excluded by a hook's narrowing is not absent: nobody takes over another's record.
  const meta = model[kMeta]
  const key = Object.fromEntries(meta.primaryKeys.map((column, index) => [column.prop, isComposite(meta) ? (request.id as unknown[])[index] : request.id]))
  // Found by every spelling a stored key may have (a UUID imported in capitals on SQLite).
  const taken = await em.findOne(model, toFilterQuery(meta.primaryKeys.map(column => ({ column, op: 'eq' as const, value: key[column.prop] })), request.resource.db.dialect) as never)
  if (taken !== null) throw notFound(request)
  // If-Match (a tag, or `*`) asks for a record that exists: nothing is created (RFC 9110 §13.1.1).
  // If-None-Match holds where there is none: `*` is the create-only PUT.
  if (request.conditions?.ifMatch !== undefined) throw new errors.PreconditionFailed()
  if (idLocked || request.resource.db.dialect !== 'postgresql') return await insertWithId(em, request, created(meta, whole, key))
  // No id lock covers a key no sequence draws (a composite or a text key): another transaction
  // may insert the same key meanwhile, and this insert then fails once it commits (a 409 before,
  // tried with a second connection holding the insert). In a savepoint, so that the record it
  // committed is found and replaced, or the create-only PUT is the 412 it asks for.
  try {
    return await em.transactional(async inner => await insertWithId(inner, request, created(meta, whole, key)))
  } catch (error) {
    if (classifyDbError(error) !== 'unique') throw error
    const committed = await findLocked(em, request)
    if (committed === null) throw error
    return await updateFound(em, request, committed, whole)
  }
}
