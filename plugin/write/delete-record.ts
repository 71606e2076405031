import { singleStatement } from './single-statement.ts'
import { findLocked, inTransaction, needsTransaction, removeFound } from './transaction.ts'
import { modelOf, notFound, recordOf, type WriteRequest, type Written } from './write-request.ts'
import { kWriter, kMeta } from '../../lib/symbols.ts'

/** DELETE: removes the record (204); one still referenced is a 409 naming the referencing type. */
export async function deleteRecord (request: WriteRequest): Promise<Written> {
  const model = modelOf(request.resource)
  if (!needsTransaction(request)) {
    return await singleStatement(request, async db => {
      const row = await db[kWriter].remove(model[kMeta], request.where ?? [])
      if (row === undefined) throw notFound(request)
      return { record: recordOf(model, row), statusCode: 204 }
    })
  }
  return await inTransaction(request, async em => {
    const found = await findLocked(em, request)
    if (found === null) throw notFound(request)
    return await removeFound(em, found)
  })
}
