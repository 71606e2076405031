import type { Model, ModelMeta } from '../../lib/index.ts'
import type { RelationshipMeta } from '../../lib/model/model-meta.ts'
import { fieldValue } from '../../lib/model/field-value.ts'
import { coerceValue } from '../../lib/validate/coerce.ts'
import type { ValidationEntry } from '../../lib/validate/screen-body.ts'
import type { Data } from '../hooks/types.ts'
import { validationFailed } from '../routes/validation-failed.ts'

// A writable single that deletes the record it no longer links (`orphans: 'delete'`) owns that
// record: the parent's key is set only through the relationship. Were the key an ordinary column,
// a client could link any record by it (`authorId: 7`), then replace it through the relationship,
// and author 7 would be deleted as the record no longer linked, without the right to delete it.
// Sent without the relationship, the key may only repeat what is stored, so that a GET answer can
// be PUT back; a POST has nothing stored. `orphans: 'keep'` deletes nothing: its key stays free.

/** A key sent without its relationship in a PUT or PATCH: it must be the stored row's, checked in the write's transaction. */
export interface SentKey {
  relation: RelationshipMeta
  value: unknown
}

/** Whether the relationship is a single that owns its record: writable, and deleting the record no longer linked. */
export function ownsRecord (relation: RelationshipMeta): boolean {
  return relation.kind === 'single' && relation.writable === true && relation.orphans !== 'keep'
}

/**
 * The key of an owned single sent without the relationship, as its column takes it; undefined
 * when it is not sent, null (names no record: unlinks, deleting nothing), or no key at all (the
 * screen's problem).
 */
export function sentKey (relation: RelationshipMeta, data: Data): unknown {
  if (!ownsRecord(relation) || data[relation.name] !== undefined) return undefined
  const key = relation.local
  const given = Object.hasOwn(data, key.prop) ? data[key.prop] : data[key.name]
  if (given === undefined || given === null) return undefined
  const coerced = coerceValue(key.info, given)
  return coerced.ok ? coerced.value : undefined
}

/** The problem of an owned single's key that names another record than the stored one, keyed `<at>authorId`. */
export function keyProblem (relation: RelationshipMeta, at = ''): ValidationEntry {
  const { name, local, model, targetMeta } = relation
  return {
    [`${at}${local.prop}`]: `Set through ${name}: each ${model.name} owns its ${targetMeta.name} (deleted once no longer linked), so ${local.prop} alone may not link another`
  }
}

/** A new record's problems (a POST, or each record of a bulk at `<index>.`): nothing is stored, so any key sent alone links another. */
export function newRecordKeyProblems (meta: ModelMeta, data: Data, at = ''): ValidationEntry[] {
  return meta.relationships.filter(relation => sentKey(relation, data) !== undefined).map(relation => keyProblem(relation, at))
}

/**
 * Refuses the keys sent alone that name another record than `stored`'s, the parent as found and
 * locked in the write's transaction (none when a PUT creates it): a 400 validation failure, and
 * the transaction rolls back.
 */
export function checkSentKeys (keys: readonly SentKey[], stored?: Model): void {
  const problems = keys.filter(({ relation, value }) => {
    const linked = stored === undefined ? null : fieldValue(stored, relation.local.prop) ?? null
    return linked === null || String(linked) !== String(value)
  }).map(({ relation }) => keyProblem(relation))
  if (problems.length > 0) throw validationFailed(keys[0].relation.model, problems)
}
