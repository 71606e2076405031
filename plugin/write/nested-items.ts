import { errors } from '../../lib/index.ts'
import type { RelationshipMeta } from '../../lib/model/model-meta.ts'
import { coerceValue } from '../../lib/validate/coerce.ts'
import type { Data } from '../hooks/types.ts'
import type { NestedInput } from './nested-input.ts'

// The records a writable relationship's value holds, by its kind (extensions §7): a list's array,
// a single's one object or null. A value of the wrong shape is a problem of the relationship's name.

/** A nested record as sent, with its path. */
export type Item = [at: string, item: unknown]

/** A list's records, `jobs.0`, `jobs.1`...; a list of more than the relationship's limit is refused whole (413). */
export function listItems (relation: RelationshipMeta, sent: unknown, input: NestedInput): Item[] | undefined {
  if (!Array.isArray(sent)) {
    input.problems.push({ [relation.name]: `A list of ${relation.target} records is expected` })
    return undefined
  }
  if (sent.length > relation.limit) throw new errors.NestedTooLarge(relation.name, sent.length, relation.limit)
  return sent.map((item, index) => [`${relation.name}.${index}`, item])
}

/**
 * A single's one record at the relationship's name (`author`), or none for `null`, which unlinks
 * it where the parent's key may be null. The key sent beside it (`authorId`) may only name the
 * same record: the relationship sets it.
 */
export function singleItems (relation: RelationshipMeta, sent: unknown, data: Data, input: NestedInput): Item[] | undefined {
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
  if (keyConflict(relation, sent as Data | null, data)) {
    input.problems.push({ [key.prop]: `Names another ${relation.target} than ${relation.name}: leave it out, ${relation.name} sets it` })
    return undefined
  }
  return sent === null ? [] : [[relation.name, sent]]
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
