import { errors } from '../../lib/index.ts'

/** An `If-Match` or `If-None-Match` as read: `*`, or the entity tags listed (each with its `W/` when weak). */
export type TagCondition = '*' | readonly string[]

// RFC 9110 §8.8.3: entity-tag = [ "W/" ] DQUOTE *etagc DQUOTE, etagc = %x21 / %x23-7E / obs-text
// (a tag may hold a comma, so the list is read tag by tag, not split). Empty list elements are
// ignored (§5.6.1).
const LIST_ITEM = /[\s,]*((?:W\/)?"[\x21\x23-\x7e\x80-\xff]*")[ \t]*(?=,|$)/y
const LIST_END = /[\s,]*$/y

/**
 * The header's condition, undefined when it is absent. A value that is neither `*` nor a list of
 * entity tags is a 400: ignoring a malformed If-Match would turn a conditional write into an
 * unconditional one, the lost update the client sent it to prevent. The list is read in one
 * pass; its length is bounded by the server's header size limit.
 */
export function readCondition (header: 'If-Match' | 'If-None-Match', value: string | string[] | undefined): TagCondition | undefined {
  if (value === undefined) return undefined
  const text = Array.isArray(value) ? value.join(',') : value
  if (text.trim() === '*') return '*'
  const tags: string[] = []
  LIST_ITEM.lastIndex = 0
  for (;;) {
    LIST_END.lastIndex = LIST_ITEM.lastIndex
    if (LIST_END.test(text)) break
    const found = LIST_ITEM.exec(text)
    if (found === null) throw new errors.BadPrecondition(header)
    tags.push(found[1])
  }
  if (tags.length === 0) throw new errors.BadPrecondition(header)
  return tags
}

const opaque = (tag: string): string => tag.startsWith('W/') ? tag.slice(2) : tag

/** If-None-Match: weak comparison (RFC 9110 §13.1.2), `*` matching any current representation. */
export function noneMatchHolds (condition: TagCondition, current: string): boolean {
  if (condition === '*') return false
  const wanted = opaque(current)
  return !condition.some(tag => opaque(tag) === wanted)
}

/** If-Match: strong comparison (RFC 9110 §13.1.1): a weak tag never matches. */
export function ifMatchHolds (condition: TagCondition, current: string): boolean {
  return condition === '*' || (!current.startsWith('W/') && condition.includes(current))
}
