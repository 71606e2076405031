import type { FastifyReply } from 'fastify'
import { keyConditions, keyOf } from '../../lib/model/record-key.ts'
import { errors, Model, type DB , type ModelType } from '../../lib/index.ts'
import { toDict } from '../../lib/serialize/to-dict.ts'
import { afterCommit } from '../hooks/commit-hooks.ts'
import type { ModelResource } from '../resources/model-resource.ts'
import type { Method } from '../resources/methods.ts'
import type { Written } from '../write/write-request.ts'
import type { MethodPlans } from '../resources/method-plans.ts'
import { plainJson } from './plain-json.ts'
import { asWritten, cutPastAnswerBytes, logReadBackFailure } from './as-written.ts'
import { kReader, kMeta } from '../../lib/symbols.ts'
import { noteWrote } from './read-your-writes.ts'
import { fieldValue } from '../../lib/model/field-value.ts'
import type { RecordTags } from '../conditional/record-tags.ts'
import type { Narrowing } from '../../lib/read/reader.ts'
import type { SerialPlan } from '../../lib/serialize/plan.ts'
import { sendError } from './problem-details.ts'
import { deferAfterCommit } from '../write/batch-after-commit.ts'
import { noteCreated } from '../write/batch-creates.ts'

const HOOK_FAILED = new errors.HookFailed('').code

/** The related types' GET hook conditions of the request for a plan's nested records (RelatedTypes.nested). */
export type Nested = (plan: SerialPlan) => Narrowing | Promise<Narrowing>

/**
 * Reads a record back (relationships, database defaults) and writes it with the method's plan,
 * within the resource's maxRecords (TooManyRecords past it), its nested records narrowed by `nested`.
 */
export async function readBack (
  db: DB, plans: MethodPlans, method: Method, record: Model, stored?: Record<string, unknown>, joined = false, nested?: Nested
): Promise<Record<string, unknown>> {
  const type = record.constructor as ModelType
  const plan = plans.plan(method, type[kMeta].name)
  const narrowing = nested === undefined ? undefined : await nested(plan)
  if (stored !== undefined) {
    // The write returned the row as stored (`joined`: with the plan's singles): only the rest of its
    // relationships are left to read. Its singles were joined without the caller's narrowing: read again under it.
    await db[kReader].loadRelations(plan, [stored], plans.maxRecords, joined && (narrowing === undefined || narrowing.size === 0), narrowing)
    return toDict(plan, stored)
  }
  const rows = await db[kReader].rows(type[kMeta], { where: keyConditions(type[kMeta], keyOf(type[kMeta], record)), order: [], limit: 1 }, undefined, plan, narrowing)
  if (rows.length === 0) return toDict(plan, record) // deleted: the entity is all there is
  await db[kReader].loadRelations(plan, rows, plans.maxRecords, true, narrowing)
  return toDict(plan, rows[0])
}

/**
 * Answers a write, reading on the primary as every read of a write does: runs afterCommit (which
 * may replace the record, its type and the status), then sends the record, a replacement, or
 * `{message}` when afterCommit says not to go on, or when the record read back would hold more
 * than maxRecords: the write is committed by then, so its status stands (a 400 would tell the
 * client that nothing was written).
 */
export async function replyWritten (
  reply: FastifyReply, resource: ModelResource, method: Method, written: Written, plans: MethodPlans, tags: RecordTags, nested?: Nested
): Promise<FastifyReply | Record<string, unknown>> {
  const cls = resource.constructor as typeof ModelResource
  // Committed: this client's next GETs read on the primary, which has the write (read-your-writes).
  noteWrote(resource.db, reply)
  if (written.statusCode === 201) noteCreated(cls.modelClass, [keyOf(cls.modelClass[kMeta], written.record)])
  // In a batch the hook runs after the batch's commit (plugin/write/batch-after-commit.ts).
  const { refused, body, statusCode } = deferAfterCommit(resource, method, written, plans, nested)
    ? { refused: false, body: written.record, statusCode: written.statusCode }
    : await afterCommit(resource, method, written.record, written.statusCode)
  // A refusal is an error answer (sendError): no Location of the record, even though its write stands.
  if (refused) return sendError(reply.request, reply, { status: statusCode, code: HOOK_FAILED, message: String(body) })
  if (body === written.record && statusCode === 204) return reply.code(204).send()
  if (body instanceof Model) {
    const stored = body === written.record ? written.row : undefined
    let out: Record<string, unknown>
    let tag: string | undefined
    // The record itself is answered: its tag, as its GET would give it (a deleted one has none).
    const own = body.constructor === cls.modelClass && method !== 'delete'
    // An answer its GET would write otherwise: the tag is read first and the answer then read anew
    // (not from the row the write returned), so that a change committed in between makes the tag
    // older than the answer (the next If-Match a 412), never newer. Tried as a new user would: a
    // PATCH answered pubYear 1990 with the tag of another writer's 2000, and a PATCH back to 1990
    // under that If-Match overwrote the change unseen.
    const apart = own && !tags.answersAsGet(method)
    try {
      const narrowing = own && nested !== undefined ? await nested(plans.plan('get')) : undefined
      if (apart) tag = await tags.read(resource.db[kReader], keyOf(cls.modelClass[kMeta], body), narrowing)
      out = await readBack(resource.db, plans, method, body, apart ? undefined : stored, written.joined, nested)
      // Its related records' texts past maxAnswerBytes: its own fields, with no tag, as when reading it back failed.
      if (cutPastAnswerBytes(plans.plan(method, (body.constructor as ModelType)[kMeta].name), [out], cls.maxAnswerBytes)) return plainJson(reply.code(statusCode)).send(out)
      if (own && !apart) tag = tags.ofGetAnswer(out)
    } catch (error) {
      if (error instanceof errors.TooManyRecords) return plainJson(reply.code(statusCode)).send({ message: error.message })
      // Committed: the record as the write returned it, with no tag (its GET's would need the read that failed).
      logReadBackFailure(reply.request.log, error)
      const plan = plans.plan(method, (body.constructor as ModelType)[kMeta].name)
      return plainJson(reply.code(statusCode)).send(asWritten(plan, stored ?? body))
    }
    if (body.constructor !== cls.modelClass) plainJson(reply)
    if (tag !== undefined) reply.header('etag', tag)
    // The body returned for Fastify to send, not sent here: an async handler that returns the
    // reply makes Fastify wait on the response's end (a stream listener per request).
    reply.code(statusCode)
    return out
  }
  return plainJson(reply.code(statusCode)).send(body)
}
