import type { FastifyReply, FastifyRequest } from 'fastify'
import type { DB } from '../../lib/index.ts'
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
