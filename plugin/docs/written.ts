import type { SerialPlan } from '../../lib/serialize/plan.ts'
import type { MethodPlans } from '../resources/method-plans.ts'
import type { Method } from '../resources/methods.ts'
import { recordExample } from './record-example.ts'

type JsonSchema = Record<string, unknown>

/** The most records an answer of one record can hold under `plan`: itself, and up to each relationship's limit of its own. */
function mostRecords (plan: SerialPlan): number {
  return plan.relations.reduce((sum, field) => sum + field.relation.limit * mostRecords(field.plan), 1)
}

/**
 * A record schema as a committed write answers it when reading it back failed (its own fields as
 * the write returned them: plugin/routes/as-written.ts): its relationships, the read-only objects
 * and lists outputSchema marks them as, are not required; named `<Type>Written`.
 */
function writtenVariant (schema: JsonSchema): JsonSchema {
  if (Array.isArray(schema.anyOf)) return { ...schema, anyOf: schema.anyOf.map(item => writtenVariant(item as JsonSchema)) }
  const properties = schema.properties as Record<string, JsonSchema> | undefined
  if (properties === undefined) return schema
  if (typeof schema.title !== 'string') {
    // A bulk's `{"<Type>": [records]}`.
    return { ...schema, properties: Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, value.items === undefined ? value : { ...value, items: writtenVariant(value.items as JsonSchema) }])) }
  }
  const related = (property: JsonSchema): boolean => property.readOnly === true && (property.type === 'array' || (Array.isArray(property.type) && property.type.includes('object')))
  const required = (schema.required as string[] | undefined ?? []).filter(key => properties[key] === undefined || !related(properties[key]))
  return { ...schema, title: `${schema.title}Written`, required }
}

/**
 * A write's record answers as the document shows them (its own fields also when its texts pass
 * maxAnswerBytes: plugin/routes/as-written.ts): where the records read back could hold
 * more than maxRecords, `{message}` may come instead, and where the record has relationships, the
 * record without them when reading it back failed, both under the write's own status (the write
 * stands: plugin/routes/reply-written.ts, bulk-post.ts). For the document only: the routes'
 * serializers keep the record's schema.
 */
export function writtenAnswers (response: Record<string, JsonSchema>, plans: MethodPlans, method: Method, bulk = 1): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {}
  for (const [status, answer] of Object.entries(response)) {
    if (!status.startsWith('2') || answer.type === 'null') continue
    const type = status === '2xx' ? plans.responseType(method) : undefined
    const plan = plans.plan(method, type)
    const tooMany = (method === 'post' ? bulk : 1) * mostRecords(plan) > plans.maxRecords
    if (!tooMany && plan.relations.length === 0) continue
    const { description, headers, ...record } = answer
    const also = [
      ...(plan.relations.length === 0 ? [] : [writtenVariant(record)]),
      ...(tooMany ? [{ $ref: 'FmrMessage#' }] : [])
    ]
    const notes = [
      ...(plan.relations.length === 0 ? [] : ['its own fields only, without relationships, when reading it back failed after the commit or its texts would pass maxAnswerBytes']),
      ...(tooMany ? ['{message} instead when it would hold more than maxRecords records'] : [])
    ]
    out[status] = {
      description: `${String(description)}; ${notes.join('; ')} (the write stands)`,
      ...(headers === undefined ? {} : { headers }),
      anyOf: [record, ...also],
      // The record itself, as most such answers are.
      examples: [recordExample(plan)]
    }
  }
  return out
}
