import { exampleOf } from '../../lib/columns/kinds/index.ts'
import type { SerialPlan } from '../../lib/serialize/plan.ts'

/**
 * A record as an answer under `plan` shows it, made of each column's example value, for the
 * document's examples: Swagger UI cannot make one of an answer that is one of several schemas
 * (it showed `{}` for a 201). Computed fields are computed from the example values; a single
 * relationship is null, a list empty, a write-only column null (as answers show them).
 */
export function recordExample (plan: SerialPlan): Record<string, unknown> {
  const values = Object.fromEntries(plan.model.columns.map(column => [column.prop, exampleOf(column.info)]))
  const out: Record<string, unknown> = {}
  for (const field of plan.fields) {
    if (field.kind === 'column') out[field.key] = field.writeOnly ? null : values[field.column.prop]
    else if (field.kind === 'relation') out[field.key] = field.relation.kind === 'single' ? null : []
    else {
      try {
        out[field.key] = field.computed.get(values) ?? null
      } catch {
        out[field.key] = null
      }
    }
  }
  return out
}
