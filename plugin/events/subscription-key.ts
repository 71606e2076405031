import type { WhereNode } from '../../lib/read/condition.ts'
import type { Narrowing } from '../../lib/read/reader.ts'

/**
 * A text that is the same for two subscriptions exactly when they see the same records the same
 * way: the resource, its conditions (the hooks' narrowing, the client's filters), the fields, and
 * the related types' hooks' narrowing of the nested records.
 */
export function subscriptionKey (resource: number, where: readonly WhereNode[], fields: readonly string[] | undefined, nested: Narrowing = new Map()): string {
  return keyText([resource, where, fields ?? null, narrowingText(nested)])
}

/** A text that is the same for two narrowings of nested records exactly when they narrow alike. */
export function narrowingText (nested: Narrowing): string {
  return keyText([...nested].map(([meta, conditions]) => [meta.name, conditions]))
}

function keyText (value: unknown): string {
  return JSON.stringify(value, (_key, value: unknown) => {
    if (typeof value === 'bigint') return `${value}n`
    if (value !== null && typeof value === 'object') {
      // A column or a relationship stands for itself by name (their objects hold circular references).
      if ('info' in value && 'schema' in value && 'name' in value) return `column:${String(value.name)}`
      if ('targetMeta' in value && 'model' in value && 'name' in value) return `relation:${(value.model as { name: string }).name}.${String(value.name)}`
    }
    return value
  })
}
