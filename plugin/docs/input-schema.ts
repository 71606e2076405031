import type { ColumnMeta, ModelMeta } from '../../lib/index.ts'
import { kindOf } from '../../lib/columns/kinds/index.ts'
import { precisionOf } from '../../lib/columns/kinds/datetime.ts'
import { hasDefault, isGenerated } from '../../lib/model/required.ts'
import { outputOnlyFields } from '../../lib/validate/screen-body.ts'
import type { Method } from '../resources/methods.ts'
import { exampleValue } from './example-value.ts'

type JsonSchema = Record<string, unknown>

const DIGITS = '^-?\\d+$'

/** What a date-time column keeps of a sent fraction (lib/columns/kinds/datetime.ts). */
function storedAs (precision: number): string {
  return precision === 0 ? 'stored in whole seconds (a fraction is cut off)' : `stored to ${precision} fractional digits (finer ones are cut off)`
}
const DECIMAL = '^-?\\d+(\\.\\d+)?$'

/**
 * What the body screen accepts for a column, no more and no less strict: integers also as digit
 * strings, floats and numerics as numbers or decimal text, date-times with a space or a `T` and
 * any offset (lib/columns/kinds/*: each kind's `coerce`).
 */
function valueSchema (column: ColumnMeta): JsonSchema {
  const { info } = column
  const own = kindOf(info).schema(info)
  switch (info.kind) {
    case 'integer': case 'smallinteger': case 'biginteger':
      return { anyOf: [{ type: 'integer', minimum: info.minimum, maximum: info.maximum }, { type: 'string', pattern: DIGITS }] }
    case 'float': return { anyOf: [{ type: 'number' }, { type: 'string', pattern: '\\S' }] }
    case 'numeric': return { anyOf: [{ type: 'number' }, { type: 'string', pattern: DECIMAL }] }
    case 'datetime': return { type: 'string', description: `YYYY-MM-DD HH:MM[:SS[.fraction]], a T for the space allowed, an optional Z or ±HH:MM (UTC when none); ${storedAs(precisionOf(info))}` }
    default: return own
  }
}

/** A column's input schema: its values, null when the column takes it, an example, writeOnly. */
export function columnInput (column: ColumnMeta): JsonSchema {
  const value = valueSchema(column)
  const nullable = column.info.nullable
  const schema: JsonSchema = nullable ? { anyOf: [...(value.anyOf as JsonSchema[] | undefined) ?? [value], { type: 'null' }] } : { ...value }
  if (nullable && value.description !== undefined) schema.description = value.description
  if (column.info.writeOnly === true) schema.writeOnly = true
  schema.examples = [exampleValue(column.info)]
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
  for (const column of meta.columns) {
    // Where ids are the server's, a POST's id may only be null: no id.
    properties[column.prop] = column === meta.primaryKey && !takesId
      ? { type: 'null', description: `${meta.name} ids are chosen by the server: only null (no id) is taken` }
      : columnInput(column)
  }
  Object.assign(properties, ignoredInput(meta))
  const required = method === 'patch'
    ? []
    : meta.columns.filter(column => column !== meta.primaryKey && !column.info.nullable && !hasDefault(column) && !isGenerated(column)).map(column => column.prop)
  const variant = { post: 'Create', put: 'Replace', patch: 'Update' }[method as 'post' | 'put' | 'patch']
  // The body Swagger UI fills in: every column but the id, which the path gives (PUT, PATCH) or the
  // server makes (POST): an example id would name a record that exists after its first use.
  const example = Object.fromEntries(meta.columns.filter(column => column !== meta.primaryKey).map(column => [column.prop, exampleValue(column.info)]))
  return { title: `${meta.name}${variant}`, type: 'object', properties, additionalProperties: false, ...(required.length > 0 ? { required } : {}), examples: [example] }
}
