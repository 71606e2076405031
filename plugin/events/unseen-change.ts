import { isDeepStrictEqual } from 'node:util'
import type { OutboxEvent } from '../../lib/db/outbox.ts'
import type { WhereNode } from '../../lib/read/condition.ts'
import type { SerialPlan } from '../../lib/serialize/plan.ts'

/**
 * The columns (by name) whose change a subscription's clients may see: those its resource's GET
 * shows (`plan`, whatever `fields` a client asks for: not write-only, not hidden by the serial
 * settings), the local columns of the relationships it shows, and every column its conditions
 * name (a hook's narrowing by an owner the GET hides: moving the record is a `deleted` for one
 * owner and an `updated` for the other). Undefined, every column: its GET shows a computed field
 * (computed from any column), or it searches (the index's text may hold any).
 */
export function seenColumns (plan: SerialPlan, where: readonly WhereNode[]): string[] | undefined {
  if (plan.fields.some(field => field.kind === 'computed')) return undefined
  const shown = plan.fields.flatMap(field => {
    if (field.kind === 'relation') return [field.relation.local.name]
    return field.kind === 'column' && !field.writeOnly ? [field.column.name] : []
  })
  const named = conditionColumns(where)
  return named === undefined ? undefined : [...new Set([...shown, ...named])]
}

function conditionColumns (where: readonly WhereNode[]): string[] | undefined {
  const names: string[] = []
  for (const node of where) {
    if (!('kind' in node)) names.push(node.column.name)
    else if ('relation' in node) names.push(node.relation.local.name)
    else if ('items' in node) {
      const inner = conditionColumns(node.items)
      if (inner === undefined) return undefined
      names.push(...inner)
    } else return undefined // a search
  }
  return names
}

/**
 * Whether `event` is an update that changed none of `columns` (undefined: every one), judged on
 * the row before and after it as the outbox keeps them (both written by the same trigger, in one
 * encoding). Such a change is no event for the subscription: what its GET shows is what it showed,
 * as the record's ETag is. A row an earlier version wrote, without the row after, is an event.
 */
export function unseenUpdate (event: OutboxEvent, columns: readonly string[] | undefined): boolean {
  const { old, new: after } = event
  if (event.op !== 'updated' || columns === undefined || old === undefined || after === undefined) return false
  return columns.every(name => isDeepStrictEqual(old[name], after[name]))
}
