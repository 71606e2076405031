import { errors } from '../../lib/index.ts'
import type { RelationshipMeta } from '../../lib/model/model-meta.ts'
import { coerceValue } from '../../lib/validate/coerce.ts'
import type { Data } from '../hooks/types.ts'
import type { NestedInput, NestedRemoval } from './nested-input.ts'

// The records a writable relationship's value holds, by its kind (extensions §7): a list's array
// (or in a PATCH its change form, add and remove), a single's one object or null. A value of the wrong shape is a problem of the relationship's name.

/** A nested record as sent, with its path. */
export type Item = [at: string, item: unknown]

/**
 * A list's records as sent: the whole set (`jobs.0`, `jobs.1`...), or in a PATCH the change form
 * `{"add": [...], "remove": [...]}` (`jobs.add.0`, `jobs.remove.0`), whose children not named stay.
 */
export interface ListItems {
  items: Item[]
  /** The change form's records to remove, each named by its key; absent for the whole set. */
  removals?: Item[]
  /** A single's null sent beside the parent's key (as a GET showing a hidden record answers): the key, kept only for that record (NestedWrite.beforeParent). */
  keptKey?: unknown
}

/** A list's records; a list (or the change form's `add` or `remove`) of more than the relationship's limit is refused whole (413). */
export function listItems (relation: RelationshipMeta, method: 'post' | 'put' | 'patch', sent: unknown, input: NestedInput): ListItems | undefined {
  if (Array.isArray(sent)) {
    if (sent.length > relation.limit) throw new errors.NestedTooLarge(relation.name, sent.length, relation.limit)
    return { items: sent.map((item, index) => [`${relation.name}.${index}`, item]) }
  }
  if (method !== 'patch' || sent === null || typeof sent !== 'object') {
    const form = method === 'patch' ? ', or {"add": [...], "remove": [...]},' : ''
    input.problems.push({ [relation.name]: `A list of ${relation.target} records${form} is expected` })
    return undefined
  }
  const parts: Record<'add' | 'remove', Item[]> = { add: [], remove: [] }
  let failed = false
  for (const [key, value] of Object.entries(sent)) {
    const at = `${relation.name}.${key}`
    if (key !== 'add' && key !== 'remove') {
      input.problems.push({ [at]: 'Unknown field: send add, remove or both' })
      failed = true
    } else if (!Array.isArray(value)) {
      input.problems.push({ [at]: `A list of ${relation.target} records is expected` })
      failed = true
    } else {
      if (value.length > relation.limit) throw new errors.NestedTooLarge(at, value.length, relation.limit)
      parts[key] = value.map((item, index) => [`${at}.${index}`, item])
    }
  }
  return failed ? undefined : { items: parts.add, removals: parts.remove }
}

/**
 * A single's one record at the relationship's name (`author`), or none for `null`, which unlinks
 * it where the parent's key may be null. The key sent beside it (`authorId`) may only name the
 * same record: the relationship sets it. Beside `null`, in a write of a `stored` parent, it is
 * compared in the write's transaction (keptKey): the record a GET showed as null may be hidden.
 */
export function singleItems (relation: RelationshipMeta, sent: unknown, data: Data, input: NestedInput, stored = true): ListItems | undefined {
  const key = relation.local
  input.keys.push(key.name)
  const nullable = key.info.nullable
  if (sent === null && !nullable) {
    input.problems.push({ [relation.name]: `Cannot be null: every ${relation.model.name} has its ${relation.target} (${key.prop})` })
    return undefined
  }
  if (sent !== null && (typeof sent !== 'object' || Array.isArray(sent))) {
    input.problems.push({ [relation.name]: `A JSON object (one ${relation.target} record)${nullable ? ' or null' : ''} is expected` })
    return undefined
  }
  const given = Object.hasOwn(data, key.prop) ? data[key.prop] : data[key.name]
  // Only a stored parent (PUT, PATCH) links a record to keep; a POST's is the problem below, with the others.
  const kept = stored && sent === null && given !== undefined && given !== null ? coerceValue(key.info, given) : undefined
  if (kept?.ok === true) return { items: [], keptKey: kept.value }
  if (keyConflict(relation, sent as Data | null, data)) {
    input.problems.push(keyConflictProblem(relation))
    return undefined
  }
  return { items: sent === null ? [] : [[relation.name, sent]] }
}

/** The parent's key sent beside its single's record names another record. */
export function keyConflictProblem (relation: RelationshipMeta): Record<string, string> {
  return { [relation.local.prop]: `Names another ${relation.target} than ${relation.name}: leave it out, ${relation.name} sets it` }
}

/** Whether the parent's key, sent beside a single's record, names another record than it (a new record is another). */
function keyConflict (relation: RelationshipMeta, sent: Data | null, data: Data): boolean {
  const key = relation.local
  const given = Object.hasOwn(data, key.prop) ? data[key.prop] : data[key.name]
  if (given === undefined) return false
  const pk = relation.targetMeta.primaryKey
  // An id of null names no record: a new one, as readSet takes it.
  const named = sent === null ? null : sent[pk.prop] ?? sent[pk.name] ?? undefined
  if (given === null || named === null || named === undefined) return !(given === null && named === null)
  const [a, b] = [coerceValue(key.info, given), coerceValue(pk.info, named)]
  // A value that is no key at all is the screen's problem (the parent's, or the record's id).
  return a.ok && b.ok && String(a.value) !== String(b.value)
}

/**
 * The change form's records to remove, each `{"id": n}`: the key alone names the child (its
 * other fields would say nothing), checked here; whether it is a child is asked in the write.
 */
export function removalsOf (relation: RelationshipMeta, items: readonly Item[], input: NestedInput): NestedRemoval[] {
  const pk = relation.targetMeta.primaryKey
  const removals: NestedRemoval[] = []
  for (const [at, item] of items) {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      input.problems.push({ [at]: `A JSON object naming the ${relation.target} to remove by its ${pk.prop} is expected` })
      continue
    }
    const sent = item as Data
    const others = Object.keys(sent).filter(key => key !== pk.prop && key !== pk.name)
    for (const key of others) input.problems.push({ [`${at}.${key}`]: `A record to remove is named by its ${pk.prop} alone` })
    const raw = sent[pk.prop] ?? sent[pk.name] ?? null
    const coerced = raw === null ? undefined : coerceValue(pk.info, raw)
    if (coerced === undefined || !coerced.ok) {
      input.problems.push({ [`${at}.${pk.prop}`]: coerced === undefined ? `The ${pk.prop} of the ${relation.target} to remove is required` : coerced.message })
    } else if (others.length === 0) {
      removals.push({ at, id: coerced.value })
    }
  }
  return removals
}

/** A list item's id as its key column reads it; undefined when it has none, or one that is no id (the screen's problem). */
export function sentId (relation: RelationshipMeta, item: unknown): unknown {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return undefined
  const pk = relation.targetMeta.primaryKey
  const raw = (item as Data)[pk.prop] ?? (item as Data)[pk.name] ?? null
  if (raw === null) return undefined
  const coerced = coerceValue(pk.info, raw)
  return coerced.ok ? coerced.value : undefined
}
