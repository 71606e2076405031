import type { ColumnMeta, ModelMeta } from '../model/model-meta.ts'
import { toSnakeCase } from '../model/case.ts'
import { computedDoc, flatFieldDocs, relationshipDoc, columnDoc, type PropertyDoc } from './property-doc.ts'

export interface TableDoc {
  type: 'object'
  properties: Record<string, PropertyDoc>
  xml: string
  /** A composite primary key's columns, in declared order (a single key is its column's `primary_key`). */
  primary_key?: string[]
  /** The composite unique keys, each its columns. */
  unique?: string[][]
}

export interface DocTables {
  definitions: Record<string, TableDoc>
}

/** The document of one record type: columns (snake_case unless asked), computed fields, relationships. */
export function tableDoc (model: ModelMeta, toCamelCase: boolean): TableDoc {
  const properties: Record<string, PropertyDoc> = {}
  for (const column of model.columns) properties[toCamelCase ? column.prop : column.name] = columnDoc(column)
  const key = (name: string): string => toCamelCase ? name : toSnakeCase(name)
  for (const field of model.computed) properties[key(field.name)] = computedDoc(field)
  for (const relation of model.relationships) {
    properties[key(relation.name)] = relationshipDoc(relation, flatFieldDocs(relation.targetMeta, toCamelCase))
  }
  const doc: TableDoc = { type: 'object', properties, xml: model.name }
  const names = (columns: readonly ColumnMeta[]): string[] => columns.map(column => toCamelCase ? column.prop : column.name)
  if (model.primaryKeys.length > 1) doc.primary_key = names(model.primaryKeys)
  if (model.uniques.length > 0) doc.unique = model.uniques.map(names)
  return doc
}

/** The contract's `doc_tables`: `{definitions: {<RecordType>: {type, properties, xml}}}`. */
export function docTables (models: ModelMeta[], toCamelCase: boolean): DocTables {
  const definitions: Record<string, TableDoc> = {}
  for (const model of models) definitions[model.name] = tableDoc(model, toCamelCase)
  return { definitions }
}
