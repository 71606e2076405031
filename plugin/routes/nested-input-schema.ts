import type { ModelMeta, RelationshipMeta } from '../../lib/index.ts'
import { columnInput, ignoredInput } from '../docs/input-schema.ts'
import { hasDefault, isGenerated } from '../../lib/model/required.ts'
import type { Method } from '../resources/methods.ts'
import { childKey, parentKey } from '../write/nested-keys.ts'
import { ownsRecord } from '../write/owned-keys.ts'
import { withArticle } from '../../lib/model/case.ts'

type JsonSchema = Record<string, unknown>

/**
 * One nested record of a writable relationship: the nested type's columns, read as the parent's
 * are. A record follows its parent's method: created (POST, or without an `id`) or replaced whole
 * (PUT) it needs the nested type's required columns; in a PATCH a record with an `id` changes the
 * fields sent, and needs none. A list's foreign key is the parent's: never required.
 */
function recordInput (relation: RelationshipMeta, method: Method): JsonSchema {
  const target = relation.targetMeta
  // Its own writable relationships are refused (one level deep), its other output fields ignored.
  const columns: Record<string, unknown> = {}
  for (const column of target.columns) columns[column.prop] = columnInput(column)
  Object.assign(columns, ignoredInput(target))
  const required = target.columns.filter(column => column !== childKey(relation) && !column.info.nullable && !hasDefault(column) && !isGenerated(column)).map(column => column.prop)
  const record: JsonSchema = { type: 'object', properties: columns, additionalProperties: false }
  if (required.length === 0) return record
  // A many-to-many's record sent by its key alone is linked as it is, whatever the method.
  if (method !== 'patch' && relation.through === undefined) return { ...record, required }
  return { ...record, anyOf: [{ type: 'object', required: [target.primaryKey.prop] }, { type: 'object', required }] }
}

/** What a PUT or PATCH does with the records it leaves out. */
function leftOut (relation: RelationshipMeta): string {
  if (relation.orphans !== 'keep') return 'deleted'
  return relation.kind === 'list' ? 'unlinked' : 'kept'
}

/**
 * A list: an array of records, at most its limit, the whole set in a PUT or PATCH; in a PATCH also
 * the change form `{"add": [...], "remove": [{"id": n}]}`, which leaves the children it does not name.
 */
function listInput (meta: ModelMeta, relation: RelationshipMeta, method: Method): JsonSchema {
  const target = relation.targetMeta.name
  const records = (description: string): JsonSchema => ({ type: 'array', maxItems: relation.limit, description, items: recordInput(relation, method) })
  if (relation.through !== undefined) return linksInput(meta, relation, method, records)
  if (method === 'post') return records(`${target} records created with this ${meta.name}`)
  const whole = records(`The whole set of this ${meta.name}'s ${target} records: an id changes that record, none creates one, the records left out are ${leftOut(relation)}. ` +
    `Refused (409) while this ${meta.name} has more than ${relation.limit} (a read never shows them all)${method === 'patch' ? ': send the change form' : ''}`)
  if (method !== 'patch') return whole
  const pk = relation.targetMeta.primaryKey
  const change = {
    type: 'object',
    description: `Changes some of this ${meta.name}'s ${target} records; the others stay`,
    properties: {
      add: records(`Records to write: an id changes that record (one of this ${meta.name}'s), none creates one`),
      remove: {
        type: 'array',
        maxItems: relation.limit,
        description: `Records of this ${meta.name} to remove, each by its ${pk.prop}: ${leftOut(relation)}`,
        items: { type: 'object', properties: { [pk.prop]: columnInput(pk) }, required: [pk.prop], additionalProperties: false }
      }
    },
    additionalProperties: false
  }
  return { anyOf: [whole, change] }
}

/**
 * A many-to-many: the records to link, the whole set in any method (the links it leaves out are
 * removed, never the records), or in a PATCH the change form, whose `remove` unlinks.
 */
function linksInput (meta: ModelMeta, relation: RelationshipMeta, method: Method, records: (description: string) => JsonSchema): JsonSchema {
  const target = relation.targetMeta.name
  const pk = relation.targetMeta.primaryKey
  const each = `an ${pk.prop} alone links that ${target}, an ${pk.prop} with fields changes it too, none creates one`
  const whole = records(`The ${target} records linked to this ${meta.name}: ${each}` +
    (method === 'post' ? '' : `; the links left out are removed (never the ${target} records). Refused (409) while this ${meta.name} has more than ${relation.limit}${method === 'patch' ? ': send the change form' : ''}`))
  if (method !== 'patch') return whole
  const change = {
    type: 'object',
    description: `Links and unlinks some ${target} records; the other links stay`,
    properties: {
      add: records(`${target} records to link: ${each}`),
      remove: {
        type: 'array',
        maxItems: relation.limit,
        description: `${target} records to unlink, each by its ${pk.prop} (the records stay)`,
        items: { type: 'object', properties: { [pk.prop]: columnInput(pk) }, required: [pk.prop], additionalProperties: false }
      }
    },
    additionalProperties: false
  }
  return { anyOf: [whole, change] }
}

/** A single: one record (or null where the parent's key may be null), which the parent's key is set to. */
function singleInput (meta: ModelMeta, relation: RelationshipMeta, method: Method): JsonSchema {
  const target = relation.targetMeta.name
  const record = recordInput(relation, method)
  const nullable = relation.local.info.nullable
  return {
    ...(nullable ? { anyOf: [record, { type: 'null' }] } : record),
    description: method === 'post'
      ? `${withArticle(target, true)} created before this ${meta.name}, whose ${relation.local.prop} is set to it`
      : `The linked ${target}: with its id it is changed, without one a new ${target} is created and linked${nullable ? ', null unlinks it' : ''}; the ${target} no longer linked is ${leftOut(relation)}`
  }
}

/** An owned single's key (plugin/write/owned-keys.ts): set through the relationship, alone it may only repeat what is stored. */
function ownedKeyInput (relation: RelationshipMeta, method: Method, schema: JsonSchema): JsonSchema {
  const { name, model, targetMeta, local } = relation
  const alone = method === 'post'
    ? (local.info.nullable ? `sent without ${name} it may only be null` : `it is not sent without ${name}`)
    : `sent without ${name} it may only repeat the stored value${local.info.nullable ? ' (or be null)' : ''}`
  const note = `Set through ${name} (each ${model.name} owns its ${targetMeta.name}): ${alone}`
  return { ...schema, description: typeof schema.description === 'string' ? `${schema.description}. ${note}` : note }
}

/**
 * A write body's schema with the record type's writable relationships as input (extensions §7).
 * A required single's key (`authorId`) may then be given by the relationship instead: one of the
 * two is required; an owned single's key says it is set through the relationship.
 */
export function withNestedInput (meta: ModelMeta, method: Method, body: JsonSchema): JsonSchema {
  const writable = meta.relationships.filter(relation => relation.writable === true)
  if (writable.length === 0) return body
  const properties: Record<string, unknown> = { ...(body.properties as Record<string, unknown>) }
  const given = writable.flatMap(relation => parentKey(relation)?.prop ?? [])
  for (const relation of writable) {
    properties[relation.name] = relation.kind === 'single' ? singleInput(meta, relation, method) : listInput(meta, relation, method)
    const key = relation.local.prop
    if (ownsRecord(relation) && properties[key] !== undefined) properties[key] = ownedKeyInput(relation, method, properties[key] as JsonSchema)
  }
  const out: JsonSchema = { ...body, properties }
  const before = (body.required as string[] | undefined) ?? []
  const required = before.filter(name => !given.includes(name))
  if (required.length > 0) out.required = required
  else delete out.required
  const either = writable.flatMap(relation => {
    const key = parentKey(relation)?.prop
    return key !== undefined && before.includes(key) ? [{ anyOf: [{ type: 'object', required: [key] }, { type: 'object', required: [relation.name] }] }] : []
  })
  if (either.length > 0) out.allOf = either
  return out
}
