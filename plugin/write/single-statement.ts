import type { DB } from '../../lib/index.ts'
import { refused, type WriteRequest } from './write-request.ts'
import { kWriter } from '../../lib/symbols.ts'

/**
 * The path of a write without a beforeCommit hook: one statement on the driver's client (INSERT,
 * UPDATE or DELETE ... RETURNING through `db[kWriter]`), atomic by itself, with no unit of work to
 * build and flush. It runs as the only writer (SQLite's one write connection); a constraint
 * failure becomes its 409.
 */
export async function singleStatement<T> (request: WriteRequest, work: (db: DB) => Promise<T>): Promise<T> {
  const { db } = request.resource
  try {
    return await db.exclusive(async () => await work(db))
  } catch (error) {
    return await refused(request, error)
  }
}
