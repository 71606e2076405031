import { kindOf } from '../../lib/columns/kinds/index.ts'
import type { SerialPlan } from '../../lib/serialize/plan.ts'

type JsonSchema = Record<string, unknown>

/** Only the type survives: formats and bounds are for input, and must not reshape output. */
function typeOnly (schema: unknown): JsonSchema {
  const type = (schema as { type?: unknown }).type
  return type === undefined ? {} : { type }
}

/**
 * The JSON Schema of a record's output under a plan, from which Fastify compiles the
 * serializer once (fast-json-stringify).
 */
export function outputSchema (plan: SerialPlan): JsonSchema {
  const properties: Record<string, JsonSchema> = {}
  for (const field of plan.fields) {
    switch (field.kind) {
      case 'column':
        properties[field.key] = field.writeOnly ? { type: 'null' } : kindOf(field.column.info).outputSchema ?? typeOnly(field.column.schema)
        break
      case 'computed':
        properties[field.key] = typeOnly(field.computed.type)
        break
      case 'relation': {
        const nested = outputSchema(field.plan)
        properties[field.key] = field.relation.kind === 'single'
          ? { ...nested, type: ['object', 'null'] }
          : { type: 'array', items: nested }
      }
    }
  }
  return { type: 'object', properties }
}

/** The collection's output: `{<Type>: [records]}`. */
export function collectionSchema (plan: SerialPlan): JsonSchema {
  return { type: 'object', properties: { [plan.model.name]: { type: 'array', items: outputSchema(plan) } } }
}
