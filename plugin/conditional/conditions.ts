import type { FastifyReply, FastifyRequest } from 'fastify'
import { errors } from '../../lib/index.ts'
import type { WriteRequest } from '../write/write-request.ts'
import { noneMatchHolds, readCondition } from './entity-tags.ts'
import type { RecordTags } from './record-tags.ts'

/**
 * The If-Match of a PUT, PATCH or DELETE, for the write to check in its transaction; 428 when
 * the resource requires one (`static requireIfMatch`) and it is absent, 400 when malformed.
 */
export function writeCondition (request: FastifyRequest, tags: RecordTags, required: boolean): WriteRequest['ifMatch'] {
  const condition = readCondition('If-Match', request.headers['if-match'])
  if (condition === undefined) {
    if (required) throw new errors.PreconditionRequired()
    return undefined
  }
  return { condition, tags }
}

/**
 * Sets the answer's ETag and answers 304 (no body) when the request's If-None-Match names it
 * (weak comparison, RFC 9110 §13.1.2); true when it did. Read before the answer is sent, so a
 * malformed If-None-Match is a 400 like a malformed If-Match.
 */
export function notModified (request: FastifyRequest, reply: FastifyReply, tag: string): boolean {
  reply.header('etag', tag)
  const condition = readCondition('If-None-Match', request.headers['if-none-match'])
  if (condition === undefined || noneMatchHolds(condition, tag)) return false
  reply.code(304).removeHeader('content-type')
  return true
}
