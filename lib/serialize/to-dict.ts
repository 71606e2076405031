import type { SerialPlan } from './plan.ts'

type Values = Record<string, unknown>

/**
 * Writes one record (an entity or a row read by `read/`) as its wire object, following the plan.
 * A relationship that was not loaded is written as null or an empty list.
 */
export function toDict (plan: SerialPlan, record: object): Values {
  const values = record as Values
  const out: Values = {}
  for (const field of plan.fields) {
    switch (field.kind) {
      case 'column': {
        const value = values[field.key]
        const empty = value === null || value === undefined
        // A write-only column is left out once it holds a value, and shown as null while empty.
        if (field.writeOnly && !empty) break
        out[field.key] = empty ? null : field.encode(value)
        break
      }
      case 'computed':
        out[field.key] = field.computed.get(values)
        break
      case 'relation': {
        const related = values[field.key]
        if (field.relation.kind === 'single') {
          out[field.key] = related === null || related === undefined ? null : toDict(field.plan, related as object)
        } else {
          out[field.key] = Array.isArray(related) ? related.map(item => toDict(field.plan, item as object)) : []
        }
      }
    }
  }
  return out
}
