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

/** Thrown inside replaceIn's savepoint when a record has the key: undone, and found again with a lock. */
const TAKEN = Symbol('taken')

/** PUT in a transaction: updates the record found, else creates it where ids are the client's. */
async function replaceIn (em: EntityManager, request: WriteRequest, whole: Values): Promise<Written> {
  const model = modelOf(request.resource)
  const found = await findLocked(em, request)
  if (found !== null) return await updateFound(em, request, found, whole)
  if (!clientIds(request)) throw notFound(request)
  const meta = model[kMeta]
  const key = Object.fromEntries(meta.primaryKeys.map((column, index) => [column.prop, isComposite(meta) ? (request.id as unknown[])[index] : request.id]))
  // SQLite runs one write transaction at a time: what was not found is not there.
  if (request.resource.db.dialect !== 'postgresql') {
    if (await taken(em, request, key)) throw notFound(request)
    return await createIn(em, request, whole, key)
  }
  // PostgreSQL: another transaction may create the key meanwhile, and each statement sees what
  // committed before it. In a savepoint, so that the table's id lock, and an insert that clashes,
  // are undone with it: the record is then found again, locked, and replaced (or the create-only
  // PUT is its 412). Tried as a new user would, with ten PUTs of one new key at once: a composite
  // key's were 404s (created between the two reads), an integer's deadlocked into 503s (the id
  // lock was held while waiting for the row's, which its holder waited to update under that lock).
  try {
    return await em.transactional(async inner => {
      await lockTableIds(inner, request)
      if (await taken(inner, request, key)) throw TAKEN
      return await createIn(inner, request, whole, key)
    })
  } catch (error) {
    if (error !== TAKEN && classifyDbError(error) !== 'unique') throw error
    const committed = await findLocked(em, request)
    // Excluded by a hook's narrowing is not absent: nobody takes over another's record.
    if (committed === null) throw error === TAKEN ? notFound(request) : error
    return await updateFound(em, request, committed, whole)
  }
}

/** Whether a record has the key, found by every spelling a stored key may have (a UUID imported in capitals on SQLite), whatever the hooks let the caller see. */
async function taken (em: EntityManager, request: WriteRequest, key: Values): Promise<boolean> {
  const meta = modelOf(request.resource)[kMeta]
  const where = toFilterQuery(meta.primaryKeys.map(column => ({ column, op: 'eq' as const, value: key[column.prop] })), request.resource.db.dialect)
  return await em.findOne(modelOf(request.resource), where as never) !== null
}

/** The PUT's record created with the path's key, where no record has it. */
async function createIn (em: EntityManager, request: WriteRequest, whole: Values, key: Values): Promise<Written> {
  // If-Match (a tag, or `*`) asks for a record that exists: nothing is created (RFC 9110 §13.1.1).
  // If-None-Match holds where there is none: `*` is the create-only PUT.
  if (request.conditions?.ifMatch !== undefined) throw new errors.PreconditionFailed()
  return await insertWithId(em, request, created(modelOf(request.resource)[kMeta], whole, key))
}
