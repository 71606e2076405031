import type { ModelMeta } from '../../lib/index.ts'
import type { Row } from '../../lib/read/reader.ts'
import type { SerialPlan } from '../../lib/serialize/plan.ts'

/** Records by type: the keys of those one read of a tag found. */
export type RecordKeys = Map<ModelMeta, Set<unknown>>

function add (into: RecordKeys, meta: ModelMeta, key: unknown): void {
  const keys = into.get(meta)
  if (keys === undefined) into.set(meta, new Set([key]))
  else keys.add(key)
}

/** The records of a relationship level as read: a single's one record, or a list's. */
function related (row: Row, key: string): Row[] {
  const value = row[key]
  if (Array.isArray(value)) return value as Row[]
  return value === null || value === undefined ? [] : [value as Row]
}

/** Every record of `rows` (read by `plan`, relationships loaded) and every related record under them. */
export function coveredRecords (plan: SerialPlan, rows: readonly Row[], into: RecordKeys = new Map()): RecordKeys {
  if (rows.length === 0) return into
  for (const row of rows) add(into, plan.model, row[plan.model.primaryKey.prop])
  for (const field of plan.relations) coveredRecords(field.plan, rows.flatMap(row => related(row, field.key)), into)
  return into
}

/**
 * The records `row` references through single relationships, and those they reference in turn,
 * farthest first: a chain of references is locked from its far end, as a write with nested
 * records locks a list's parent before its children, so that locks are taken in one order.
 */
export function referencedRecords (plan: SerialPlan, row: Row): RecordKeys[] {
  const levels: RecordKeys[] = []
  let current: Array<{ plan: SerialPlan, row: Row }> = [{ plan, row }]
  while (current.length > 0) {
    const next: typeof current = []
    const level: RecordKeys = new Map()
    for (const item of current) {
      for (const field of item.plan.relations) {
        if (field.relation.kind !== 'single') continue
        for (const target of related(item.row, field.key)) {
          add(level, field.plan.model, target[field.plan.model.primaryKey.prop])
          next.push({ plan: field.plan, row: target })
        }
      }
    }
    if (level.size > 0) levels.unshift(level)
    current = next
  }
  return levels
}
