import { holdsUnboundedText } from '../columns/kinds/index.ts'
import type { SerialPlan } from './plan.ts'

/**
 * The characters an answer's texts of no declared length hold (`Text`, a `String` without one,
 * `Json`, computed fields), nested records included: what can make an answer of few records
 * huge. Counted on the records before they are serialized, so that an answer past its bound is
 * refused before the serializer spends seconds on it (tried as a new user would: 600 orders of
 * 1 MB descriptions made a page past V8's longest string, a 500 after 3.5 s on the event loop).
 */
export type TextSize = (dict: Record<string, unknown>) => number

const sizes = new WeakMap<SerialPlan, TextSize | null>()

/** The TextSize of a plan's answers, made once per plan; null where every text it writes has a declared length. */
export function textSize (plan: SerialPlan): TextSize | null {
  let size = sizes.get(plan)
  if (size === undefined) {
    size = build(plan)
    sizes.set(plan, size)
  }
  return size
}

// A plan is a finite tree (a self-referential relationship stops at its joinDepth).
function build (plan: SerialPlan): TextSize | null {
  const keys = plan.fields.filter(field => field.kind === 'computed' || (field.kind === 'column' && !field.writeOnly && holdsUnboundedText(field.column.info))).map(field => field.key)
  const nested = plan.relations.flatMap(field => {
    const size = build(field.plan)
    return size === null ? [] : [{ key: field.key, size }]
  })
  if (keys.length === 0 && nested.length === 0) return null
  return dict => {
    let total = 0
    for (const key of keys) total += jsonSize(dict[key])
    for (const { key, size } of nested) {
      const value = dict[key]
      if (Array.isArray(value)) for (const item of value) total += size(item as Record<string, unknown>)
      else if (value !== null && typeof value === 'object') total += size(value as Record<string, unknown>)
    }
    return total
  }
}

/** A value's characters as JSON writes them, near enough: its strings' lengths, a few for everything else. */
export function jsonSize (value: unknown): number {
  if (typeof value === 'string') return value.length
  if (value === null || typeof value !== 'object') return 8
  let total = 2
  if (Array.isArray(value)) {
    for (const item of value) total += jsonSize(item) + 1
  } else {
    for (const [key, item] of Object.entries(value)) total += key.length + jsonSize(item) + 4
  }
  return total
}
