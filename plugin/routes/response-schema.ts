import { outputSchemaOf } from '../../lib/columns/kinds/index.ts'
import type { SerialPlan } from '../../lib/serialize/plan.ts'

type JsonSchema = Record<string, unknown>

/**
 * Only the type and the choices survive: formats and bounds are for input, and must not reshape
 * output. A nullable choice may also be null.
 */
function typeOnly (schema: unknown): JsonSchema {
  const { type, enum: choices } = schema as { type?: unknown, enum?: unknown[] }
  const out: JsonSchema = type === undefined ? {} : { type }
  if (Array.isArray(choices)) out.enum = Array.isArray(type) && type.includes('null') && !choices.includes(null) ? [...choices, null] : choices
  return out
}

/**
 * The JSON Schema of a record's output under a plan, from which Fastify compiles the
 * serializer once (fast-json-stringify). Every planned field but a write-only one is always written, so
 * it is `required`; the record type names the schema (`title`), which the document turns into a
 * component. Output-only fields (computed values, relationships) are `readOnly`.
 */
export function outputSchema (plan: SerialPlan, nested = false): JsonSchema {
  const properties: Record<string, JsonSchema> = {}
  const required: string[] = []
  for (const field of plan.fields) {
    if (field.kind !== 'column' || !field.writeOnly) required.push(field.key)
    switch (field.kind) {
      case 'column': {
        properties[field.key] = field.writeOnly
          ? { type: 'null', description: 'Write-only: never in answers' }
          : outputSchemaOf(field.column.info, typeOnly(field.column.schema))
        break
      }
      case 'computed':
        properties[field.key] = { ...typeOnly(field.computed.type), readOnly: true }
        break
      case 'relation': {
        const inner = outputSchema(field.plan, true)
        properties[field.key] = field.relation.kind === 'single'
          ? { ...inner, type: ['object', 'null'], readOnly: true }
          : { type: 'array', items: inner, readOnly: true }
      }
    }
  }
  // A nested record is shaped by its path (fewer fields, a depth limit): it stays inline, unnamed.
  return { ...(nested ? {} : { title: plan.model.name }), type: 'object', properties, required }
}

/** The collection's output: `{<Type>: [records]}`. */
export function collectionSchema (plan: SerialPlan): JsonSchema {
  const name = plan.model.name
  return { title: `${name}Page`, type: 'object', properties: { [name]: { type: 'array', items: outputSchema(plan) } }, required: [name] }
}
