import type { ModelMeta } from '../../lib/index.ts'
import { hasDefault, isGenerated } from '../../lib/model/required.ts'
import type { Method } from '../resources/methods.ts'

type JsonSchema = Record<string, unknown>

/**
 * A write body's schema with the record type's writable relationships as input (extensions §7):
 * each a list of the nested type's records, at most the relationship's `limit`. A POST's records
 * are all new, so they need the nested type's required columns; in a PUT or PATCH a record with
 * an `id` is a change, so none is required there. The foreign key is the parent's: never required.
 */
export function withNestedInput (meta: ModelMeta, method: Method, body: JsonSchema): JsonSchema {
  const writable = meta.relationships.filter(relation => relation.writable === true)
  if (writable.length === 0) return body
  const properties: Record<string, unknown> = { ...(body.properties as Record<string, unknown>) }
  for (const relation of writable) {
    const target = relation.targetMeta
    const columns: Record<string, unknown> = {}
    for (const column of target.columns) columns[column.prop] = { ...column.schema }
    const required = method === 'post'
      ? target.columns.filter(column => column !== relation.remote && !column.info.nullable && !hasDefault(column) && !isGenerated(column)).map(column => column.prop)
      : []
    const orphans = relation.orphans === 'keep' ? 'unlinked' : 'deleted'
    properties[relation.name] = {
      type: 'array',
      maxItems: relation.limit,
      description: method === 'post'
        ? `${target.name} records created with this ${meta.name}`
        : `The whole set of this ${meta.name}'s ${target.name} records: an id changes that record, none creates one, the records left out are ${orphans}`,
      items: { type: 'object', properties: columns, ...(required.length > 0 ? { required } : {}) }
    }
  }
  return { ...body, properties }
}
