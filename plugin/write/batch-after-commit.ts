import { errors, Model, type ModelType } from '../../lib/index.ts'
import { kMeta } from '../../lib/symbols.ts'
import { asWritten, cutPastAnswerBytes, logReadBackFailure } from '../routes/as-written.ts'
import { afterCommit } from '../hooks/commit-hooks.ts'
import type { Method } from '../resources/methods.ts'
import type { MethodPlans } from '../resources/method-plans.ts'
import type { ModelResource } from '../resources/model-resource.ts'
import { readBack, type Nested } from '../routes/reply-written.ts'
import { currentBatch, type OperationAnswer } from './batch-context.ts'
import type { Written } from './write-request.ts'

/**
 * Inside a batch, a write's afterCommit hook waits for the batch's commit: it is put off, and
 * the operation answers for now as if the hook had let the record through (what a later
 * operation's `$ref` reads). After the commit the hooks run in order and make the results, their
 * nested records narrowed by `nested` as the operation's own answer is. True when put off.
 */
export function deferAfterCommit (resource: ModelResource, method: Method, written: Written, plans: MethodPlans, nested?: Nested): boolean {
  const batch = currentBatch()
  if (batch === undefined || (resource.constructor as typeof ModelResource).afterCommit?.[method] === undefined) return false
  batch.afterCommit.set(batch.index, async () => await committedAnswer(resource, method, written, plans, nested))
  return true
}

/** What the write answers after the commit: the hook's replacement (read back), its refusal, or the record. */
async function committedAnswer (resource: ModelResource, method: Method, written: Written, plans: MethodPlans, nested: Nested | undefined): Promise<OperationAnswer> {
  const { refused, body, statusCode } = await afterCommit(resource, method, written.record, written.statusCode)
  if (refused) return { status: statusCode, body: { message: String(body) } }
  if (body === written.record && statusCode === 204) return { status: 204, body: null }
  if (!(body instanceof Model)) return { status: statusCode, body: body ?? null }
  try {
    const out = await readBack(resource.db, plans, method, body, undefined, false, nested)
    cutPastAnswerBytes(plans.plan(method, (body.constructor as ModelType)[kMeta].name), [out], (resource.constructor as typeof ModelResource).maxAnswerBytes)
    return { status: statusCode, body: out }
  } catch (error) {
    // Committed by now: the status stands, as for a write sent alone.
    if (error instanceof errors.TooManyRecords) return { status: statusCode, body: { message: error.message } }
    logReadBackFailure(resource.request.log, error)
    return { status: statusCode, body: asWritten(plans.plan(method, (body.constructor as ModelType)[kMeta].name), body) }
  }
}
