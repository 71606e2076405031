import type { ColumnMeta, ModelMeta } from '../../lib/index.ts'
import { exampleOf, inputSchemaOf } from '../../lib/columns/kinds/index.ts'
import { hasDefault, isGenerated } from '../../lib/model/required.ts'
import { outputOnlyFields } from '../../lib/validate/screen-body.ts'
import type { Method } from '../resources/methods.ts'

type JsonSchema = Record<string, unknown>

/** A column's input schema: its values, null when the column takes it (or `nullable` says so), an example, writeOnly. */
export function columnInput (column: ColumnMeta, nullable = column.info.nullable): JsonSchema {
  const value = inputSchemaOf(column.info)
  const schema: JsonSchema = nullable ? { anyOf: [...(value.anyOf as JsonSchema[] | undefined) ?? [value], { type: 'null' }] } : { ...value }
  if (nullable && value.description !== undefined) schema.description = value.description
  if (column.info.writeOnly === true) schema.writeOnly = true
  // A text key of `.` or `..` is refused (lib/validate/screen-body.ts): no URL could name the record.
  if ((column.info.primaryKey === true || column.info.keyPart === true) && value.type === 'string') schema.not = { enum: ['.', '..'] }
  schema.examples = [exampleOf(column.info)]
  return schema
}

/**
 * The output-only fields of a type (computed fields, relationships not writable) in a body: the
 * screen ignores them, so that what a GET answered can be sent back; any other unknown field is
 * refused, and a writable relationship is input (or refused where nested records are not written).
 */
export function ignoredInput (meta: ModelMeta): Record<string, JsonSchema> {
  const names = outputOnlyFields(meta).filter(name => meta.relationshipDefs[name]?.writable !== true)
  return Object.fromEntries(names.map(name => [name, { readOnly: true, description: 'Output only: ignored when sent' }]))
}

/**
 * The body of a POST, PUT or PATCH as the screen takes it: every column optional in a PATCH,
 * defaults and generated values optional everywhere, and no id in a POST where ids are the
 * server's (one is refused) (a PUT or PATCH may repeat the path's id); output-only fields
 * ignored, any other field refused. Keys are the camelCase wire names; the screen also takes a
 * column's snake_case name (decisions.md), which the document leaves out.
 */
export function inputSchema (meta: ModelMeta, method: Method, clientIds: boolean): JsonSchema {
  const properties: Record<string, unknown> = {}
  const takesId = method !== 'post' || clientIds
  // A composite key, or a single one the server does not make, is the client's: a POST sends it
  // (required, in the example); a PUT or PATCH's path gives it. A generated key is never sent.
  const composite = meta.primaryKeys.length > 1
  const pathKey = (column: ColumnMeta): boolean => meta.primaryKeys.includes(column) && (method !== 'post' || (!composite && isGenerated(column)))
  for (const column of meta.columns) {
    // Where ids are the server's, a POST's id may only be null: no id.
    // A PUT's or PATCH's id (each part of a composite key) repeats the path's; null (or none) stands for it.
    properties[column.prop] = column === meta.primaryKey && !takesId && !composite
      ? { type: 'null', description: `${meta.name} ids are chosen by the server: only null (no id) is taken` }
      : meta.primaryKeys.includes(column) && method !== 'post'
        ? { ...columnInput(column, true), description: 'The id of the path, or null (the same)' }
        : columnInput(column)
  }
  Object.assign(properties, ignoredInput(meta))
  const required = method === 'patch'
    ? []
    : meta.columns.filter(column => !pathKey(column) && !column.info.nullable && !hasDefault(column) && !isGenerated(column)).map(column => column.prop)
  const variant = { post: 'Create', put: 'Replace', patch: 'Update' }[method as 'post' | 'put' | 'patch']
  // The body Swagger UI fills in: every column but the id, which the path gives (PUT, PATCH) or the
  // server makes (POST): an example id would name a record that exists after its first use.
  const example = Object.fromEntries(meta.columns.filter(column => !pathKey(column)).map(column => [column.prop, exampleOf(column.info)]))
  return { title: `${meta.name}${variant}`, type: 'object', properties, additionalProperties: false, ...(required.length > 0 ? { required } : {}), examples: [example] }
}
