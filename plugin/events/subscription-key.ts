import type { WhereNode } from '../../lib/read/condition.ts'

/**
 * A text that is the same for two subscriptions exactly when they see the same records the same
 * way: the resource, its conditions (the hooks' narrowing, the client's filters) and the fields.
 */
export function subscriptionKey (resource: number, where: readonly WhereNode[], fields: readonly string[] | undefined): string {
  return JSON.stringify([resource, where, fields ?? null], (_key, value: unknown) => {
    if (typeof value === 'bigint') return `${value}n`
    if (value !== null && typeof value === 'object') {
      // A column or a relationship stands for itself by name (their objects hold circular references).
      if ('info' in value && 'schema' in value && 'name' in value) return `column:${String(value.name)}`
      if ('targetMeta' in value && 'model' in value && 'name' in value) return `relation:${(value.model as { name: string }).name}.${String(value.name)}`
    }
    return value
  })
}
