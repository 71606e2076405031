import type { SerialPlan } from '../../lib/serialize/plan.ts'
import type { MethodPlans } from '../resources/method-plans.ts'
import type { Method } from '../resources/methods.ts'

type JsonSchema = Record<string, unknown>

/** The most records an answer of one record can hold under `plan`: itself, and up to each relationship's limit of its own. */
function mostRecords (plan: SerialPlan): number {
  return plan.relations.reduce((sum, field) => sum + field.relation.limit * mostRecords(field.plan), 1)
}

/**
 * A write's record answers as the document shows them: where the records read back could hold
 * more than maxRecords, `{message}` may come instead, under the write's own status (the write
 * stands: plugin/routes/reply-written.ts, bulk-post.ts). For the document only: the routes'
 * serializers keep the record's schema.
 */
export function writtenAnswers (response: Record<string, JsonSchema>, plans: MethodPlans, method: Method, bulk = 1): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {}
  for (const [status, answer] of Object.entries(response)) {
    if (!status.startsWith('2') || answer.type === 'null') continue
    const type = status === '2xx' ? plans.responseType(method) : undefined
    const records = (method === 'post' ? bulk : 1) * mostRecords(plans.plan(method, type))
    if (records <= plans.maxRecords) continue
    const { description, headers, ...record } = answer
    out[status] = {
      description: `${String(description)}; {message} instead when it would hold more than maxRecords records (the write stands)`,
      ...(headers === undefined ? {} : { headers }),
      anyOf: [record, { $ref: 'FmrMessage#' }]
    }
  }
  return out
}
