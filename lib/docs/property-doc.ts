import type { DefaultValue } from '../columns/column-info.ts'
import type { ColumnMeta, ComputedMeta, ModelMeta, RelationshipMeta } from '../model/model-meta.ts'
import { toSnakeCase } from '../model/case.ts'
import { docFormat, docType } from './doc-type.ts'

/** One property of the contract's document dictionary; only the keys that apply are present. */
export type PropertyDoc = Record<string, unknown>

function defaultDoc (value: DefaultValue, forUpdate: boolean, extended: boolean): Record<string, unknown> {
  const callable = typeof value === 'function'
  const doc: Record<string, unknown> = { for_update: forUpdate, arg: callable ? value.name || 'function' : value }
  // Resource descriptions say what kind of default it is, as the contract's meta shape shows.
  if (extended) Object.assign(doc, { is_clause_element: false, is_callable: callable, is_scalar: !callable })
  return doc
}

/** The document of one column. `extended` adds the default's kind, for meta descriptions. */
export function columnDoc (column: ColumnMeta, extended = false): PropertyDoc {
  const { info } = column
  const doc: PropertyDoc = { type: docType(info) }
  const format = docFormat(info)
  if (format !== undefined) doc.format = format
  if (info.maxLength !== undefined) doc.maxLength = info.maxLength
  doc.nullable = info.nullable
  if (info.primaryKey === true) doc.primary_key = true
  if (info.foreignKey !== undefined) doc.foreign_key = info.foreignKey
  if (info.unique === true) doc.unique = true
  if (info.index === true) doc.index = true
  if (info.default !== undefined) doc.default = defaultDoc(info.default, false, extended)
  if (info.serverDefault !== undefined) doc.server_default = { for_update: false, arg: info.serverDefault, reflected: false }
  if (info.onupdate !== undefined) doc.onupdate = defaultDoc(info.onupdate, true, false)
  if (info.comment !== undefined) doc.comment = info.comment
  if (info.doc !== undefined) doc.doc = info.doc
  if (info.choices !== undefined) doc.choices = info.choices
  if (info.writeOnly === true) doc.writeOnly = true
  doc.info = info.info ?? {}
  return doc
}

/** A computed field: its type and `readOnly`. */
export function computedDoc (field: ComputedMeta): PropertyDoc {
  const type = (field.type as { type?: unknown }).type
  const doc: PropertyDoc = { readOnly: true }
  if (typeof type === 'string') doc.type = type
  if (field.doc !== undefined) doc.doc = field.doc
  return doc
}

/** The fields of a record type without its relationships: what a relationship entry lists. */
export function flatFieldDocs (model: ModelMeta, toCamelCase: boolean): Record<string, PropertyDoc> {
  const fields: Record<string, PropertyDoc> = {}
  for (const column of model.columns) fields[toCamelCase ? column.prop : column.name] = columnDoc(column)
  for (const field of model.computed) fields[toCamelCase ? field.name : toSnakeCase(field.name)] = computedDoc(field)
  return fields
}

/** A relationship: `readOnly` and `{type: single|list, entity, fields}`, a many-to-many's join model as `through`. */
export function relationshipDoc (relation: RelationshipMeta, fields: Record<string, PropertyDoc>): PropertyDoc {
  const through = relation.through === undefined ? {} : { through: relation.through.meta.name }
  const doc: PropertyDoc = {
    readOnly: relation.readOnly === true,
    relationship: { type: relation.kind, entity: relation.targetMeta.name, ...through, fields }
  }
  if (relation.doc !== undefined) doc.doc = relation.doc
  return doc
}
