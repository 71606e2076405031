import { applyDefaults } from '../../lib/model/apply-defaults.ts'
import { isComposite } from '../../lib/model/record-key.ts'
import { refuseGeneratedId } from './id-checks.ts'
import { singleStatement } from './single-statement.ts'
import { inTransaction, insertGenerated, insertWithId, lockTableIds, needsTransaction } from './transaction.ts'
import { joinedWith, modelOf, recordOf, type WriteRequest, type Written } from './write-request.ts'
import { kMeta, kWriter } from '../../lib/symbols.ts'

/** POST: inserts the record, defaults applied (201). */
export async function createRecord (request: WriteRequest): Promise<Written> {
  const model = modelOf(request.resource)
  const meta = model[kMeta]
  // An id given (where clientIds allows it, or set by a hook) takes the transactional path, whose
  // lock it needs; one the server makes by default (a uuid) does not.
  // A composite key is always the client's, and draws from no sequence: it needs no lock.
  const given = request.values[meta.primaryKey.prop] !== undefined && !isComposite(meta)
  const values = { ...request.values }
  applyDefaults(meta, values)
  if (!needsTransaction(request) && !given) {
    return await singleStatement(request, async db => {
      const row = await db[kWriter].insert(meta, values, request.answer)
      await refuseGeneratedId(db, meta, row, values)
      return { record: recordOf(model, row), statusCode: 201, row, joined: joinedWith(db, request) }
    })
  }
  return await inTransaction(request, async em => {
    if (!given) return await insertGenerated(em, request, values)
    await lockTableIds(em, request)
    return await insertWithId(em, request, { ...values })
  })
}
