import type { ModelMeta } from '../model/model-meta.ts'
import { toSnakeCase } from '../model/case.ts'
import { computedDoc, flatFieldDocs, relationshipDoc, columnDoc, type PropertyDoc } from './property-doc.ts'

export interface TableDoc {
  type: 'object'
  properties: Record<string, PropertyDoc>
  xml: string
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
  return { type: 'object', properties, xml: model.name }
}

/** The contract's `doc_tables`: `{definitions: {<RecordType>: {type, properties, xml}}}`. */
export function docTables (models: ModelMeta[], toCamelCase: boolean): DocTables {
  const definitions: Record<string, TableDoc> = {}
  for (const model of models) definitions[model.name] = tableDoc(model, toCamelCase)
  return { definitions }
}
