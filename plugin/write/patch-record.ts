import { singleStatement } from './single-statement.ts'
import { findLocked, inTransaction, needsTransaction, updateFound } from './transaction.ts'
import { changesOf, joinedWith, modelOf, notFound, recordOf, type WriteRequest, type Written } from './write-request.ts'
import { kWriter, kMeta } from '../../lib/symbols.ts'

/** PATCH: only the fields sent change (200). */
export async function patchRecord (request: WriteRequest): Promise<Written> {
  const model = modelOf(request.resource)
  if (!needsTransaction(request)) {
    return await singleStatement(request, async db => {
      const row = await db[kWriter].update(model[kMeta], changesOf(model[kMeta], request.values), request.where ?? [], request.answer)
      if (row === undefined) throw notFound(request)
      return { record: recordOf(model, row), statusCode: 200, row, joined: joinedWith(db, request) }
    })
  }
  return await inTransaction(request, async em => {
    const found = await findLocked(em, request)
    if (found === null) throw notFound(request)
    return await updateFound(em, request, found, request.values)
  })
}
