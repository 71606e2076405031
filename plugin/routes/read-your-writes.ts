import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { errors, type DB } from '../../lib/index.ts'
import type { Reader } from '../../lib/read/reader.ts'
import { kReadFor, kWrote } from '../../lib/symbols.ts'

/**
 * Where a GET of `request` reads: a replica, or the primary for a client that wrote within
 * `pinAfterWrite` (its address, as this process saw it write, or the cookie any process set).
 */
export function readerOf (db: DB, request: FastifyRequest): Reader {
  return db[kReadFor](request.ip, request.headers.cookie)
}

/**
 * A write of this client committed: its next GETs read on the primary, which has it. Where there
 * are replicas the answer carries the cookie that says so to every process of the API.
 */
export function noteWrote (db: DB, reply: FastifyReply): void {
  const cookie = db[kWrote](reply.request.ip)
  if (cookie !== undefined) reply.header('set-cookie', cookie)
}

/** The 412s that say the record is not as the client's copy of it: its tag does not match. */
const STALE_COPY: ReadonlySet<string> = new Set([new errors.PreconditionFailed().code, new errors.NoneMatchFailed().code])

/**
 * A 412 says the client's copy of the record is stale: its next GETs read on the primary, as
 * after a write. Tried as a new user would, with a replica that had not replayed another client's
 * PATCH: GET, PATCH with its If-Match (412), GET again for the new tag, which the replica answered
 * with the same stale one, and the retried PATCH was a 412 again, for as long as the replica lagged.
 */
export function pinStaleCopies (scope: FastifyInstance, db: DB): void {
  scope.addHook('onError', async (request, reply, error) => {
    if (STALE_COPY.has((error as { code?: string }).code ?? '')) noteWrote(db, reply)
  })
}
