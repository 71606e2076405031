/**
 * Whether two resolved facts of a model (its relationships, its search index) say the same, to
 * `depth` levels of arrays and objects; below that, and for every other value, the same object.
 * A DB resolves them onto the model's meta, and the plugin keeps those objects in its plans at
 * registration: a second `new DB()` on the same models (a database per tenant, a test beside the
 * app) keeps the first's objects when its own say the same, so the first app's plans still know
 * them. Before, `owner.name=…` answered 400 in the first app once a second DB was made.
 */
export function sameFacts (a: unknown, b: unknown, depth: number): boolean {
  if (a === b) return true
  if (depth === 0 || typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  return keys.every(key => sameFacts((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], depth - 1))
}
