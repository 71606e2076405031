/**
 * "a" or "an" before a record type's name, by its sound as far as its spelling tells: a User, a
 * Unit, a European, a One-off; an Order, an Update, an Item.
 */
export function article (name: string): 'a' | 'an' {
  if (/^(U[bcdfghjklmnpqrstvwxz][aeiouy]|Eu|One|Uni)/.test(name)) return 'a'
  return /^[AEIOU]/.test(name) ? 'an' : 'a'
}
