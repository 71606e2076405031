import pluralize from 'pluralize'

// pluralize is the well-kept word list (person to people, category to categories); we only
// add the kebab case the decisions ask for: `OrderItem` to `order-items`.

/** The path word of a record type: the lowercase kebab-case plural of its name. */
export function urlWord (typeName: string): string {
  const words = typeName.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z])([A-Z][a-z])/g, '$1 $2').split(' ')
  const last = words.length - 1
  words[last] = pluralize.plural(words[last])
  return words.join('-').toLowerCase()
}
