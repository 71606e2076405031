import type { FastifyReply, FastifyRequest } from 'fastify'
import { errors } from '../../lib/index.ts'
import { ifMatchHolds, noneMatchHolds, readCondition, type TagCondition } from './entity-tags.ts'
import type { Narrowing } from '../../lib/read/reader.ts'
import type { RecordTags } from './record-tags.ts'

/** The conditional headers of one request, read (and refused when malformed) before anything else. */
export interface RequestConditions {
  ifMatch?: TagCondition
  ifNoneMatch?: TagCondition
}

/** A write's conditions with the resource's tags, for the write to check in its transaction (RecordTags.check). */
export interface WriteConditions extends RequestConditions {
  tags: RecordTags
  /** The related types' GET hook conditions of the caller, under which its GET answered the tag compared. */
  narrowing?: Narrowing
}

/** Both conditional headers of `request`: a malformed one is a 400 now, before any hook or read. */
export function requestConditions (request: FastifyRequest): RequestConditions {
  return {
    ifMatch: readCondition('If-Match', request.headers['if-match']),
    ifNoneMatch: readCondition('If-None-Match', request.headers['if-none-match'])
  }
}

/**
 * The If-Match and If-None-Match of a PUT, PATCH or DELETE, for the write to check in its
 * transaction; 428 when the resource requires If-Match (`static requireIfMatch`) and it is
 * absent, 400 when either is malformed. Undefined when neither was sent. A create-only PUT
 * (`If-None-Match: *`) needs no If-Match: it never overwrites, and If-Match would refuse to create.
 */
export function writeConditions (request: FastifyRequest, tags: RecordTags, required: boolean): WriteConditions | undefined {
  const { ifMatch, ifNoneMatch } = requestConditions(request)
  const createOnly = request.method === 'PUT' && ifNoneMatch === '*'
  if (ifMatch === undefined && required && !createOnly) throw new errors.PreconditionRequired()
  if (ifMatch === undefined && ifNoneMatch === undefined) return undefined
  return { ifMatch, ifNoneMatch, tags }
}

/**
 * Whether a record whose current tag is `tag` passes the conditions of a read (RFC 9110 §13.2.2):
 * If-Match first (strong comparison, a 412 when it fails, answered without the tag), then
 * If-None-Match (weak comparison): true when it names the tag, the answer then being a 304.
 */
function unmodified (conditions: RequestConditions, tag: string): boolean {
  if (conditions.ifMatch !== undefined && !ifMatchHolds(conditions.ifMatch, tag)) throw new errors.PreconditionFailed()
  return conditions.ifNoneMatch !== undefined && !noneMatchHolds(conditions.ifNoneMatch, tag)
}

/**
 * Sets the answer's ETag and answers 304 (no body) when If-None-Match names it; true when it did.
 * The conditions were read before the record was (requestConditions), so an error answer never
 * carries the tag.
 */
export function notModified (conditions: RequestConditions, reply: FastifyReply, tag: string): boolean {
  const same = unmodified(conditions, tag)
  reply.header('etag', tag)
  if (!same) return false
  reply.code(304).removeHeader('content-type')
  return true
}
