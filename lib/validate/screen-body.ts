import type { ColumnMeta, ModelMeta } from '../model/model-meta.ts'
import { hasDefault, isGenerated } from '../model/required.ts'
import { coerceValue } from './coerce.ts'

/** How a body is read: POST and PUT take a whole record, PATCH only the fields sent. */
export type ScreenMode = 'whole' | 'partial'

/** One entry of the contract's validation body: `{field: text}` or `{missing_columns: [...]}`. */
export type ValidationEntry = Record<string, string> | { missing_columns: string[] }

export interface Screened {
  values: Record<string, unknown>
  errors: ValidationEntry[]
}

export type Screen = (body: Record<string, unknown>) => Screened

/**
 * The output-only fields of a type that a client may echo back in a body (computed fields, and
 * relationships: a writable one's records are taken out before the screen, plugin/write): the
 * screen ignores them, so that what was read can be PUT again.
 */
export function outputOnlyFields (meta: ModelMeta): string[] {
  return [...meta.computed.map(field => field.name), ...Object.keys(meta.relationshipDefs)]
}

/**
 * A key (or key part) of text that no URL can name: clients and servers resolve `.` and `..`
 * segments (RFC 3986, percent-encoded too) before the path reaches a route. Tried as a new user
 * would: a label POSTed with text `..` answered `Location: /labels/1/..`, a record no request
 * could then read, change or delete.
 */
const DOT_KEY = 'A key may not be . or ..: no URL could name the record'

/**
 * Builds, once per model and mode, the function that checks a request body against the
 * column definitions and converts it to record values. Every problem is reported, with the
 * missing-columns entry last, as the contract's error body wants.
 */
export function compileScreen (meta: ModelMeta, mode: ScreenMode): Screen {
  const byWireName = new Map<string, ColumnMeta>()
  for (const column of meta.columns) {
    byWireName.set(column.prop, column)
    byWireName.set(column.name, column)
  }
  const readOnly = new Set<string>(outputOnlyFields(meta))
  const keys = new Set<ColumnMeta>(meta.primaryKeys)
  const mustSend = mode === 'whole'
    ? meta.columns.filter(column => !column.info.nullable && !hasDefault(column) && !isGenerated(column))
    : []

  return function screen (body) {
    const values: Record<string, unknown> = {}
    const errors: ValidationEntry[] = []
    const missing: string[] = []
    const named = new Map<ColumnMeta, string>()
    for (const key of Object.keys(body)) {
      const column = byWireName.get(key)
      if (column === undefined) {
        if (!readOnly.has(key)) errors.push({ [key]: 'Unknown field' })
        continue
      }
      // `ownerId` and `owner_id` together: a hook checks one, the other would be stored. Refused.
      const first = named.get(column)
      if (first !== undefined) {
        errors.push({ [key]: `The field is given twice, as ${first} and ${key}` })
        continue
      }
      named.set(column, key)
      const value = body[key]
      if (value === null || value === undefined) {
        if (column.info.nullable) values[column.prop] = null
        else if (!isGenerated(column)) missing.push(column.name)
        continue
      }
      const coerced = coerceValue(column.info, value)
      if (!coerced.ok) errors.push({ [key]: coerced.message })
      else if (keys.has(column) && (coerced.value === '.' || coerced.value === '..')) errors.push({ [key]: DOT_KEY })
      else values[column.prop] = coerced.value
    }
    for (const column of mustSend) {
      // A column sent with a bad value has its own entry: it is not also missing.
      const sent = Object.hasOwn(body, column.prop) || Object.hasOwn(body, column.name)
      if (!sent && !(column.prop in values) && !missing.includes(column.name)) missing.push(column.name)
    }
    if (missing.length > 0) errors.push({ missing_columns: missing })
    return { values, errors }
  }
}
