import type { ModelMeta } from '../../lib/index.ts'
import type { ValidationEntry } from '../../lib/validate/screen-body.ts'
import type { Data } from './types.ts'

/** A body with camelCase keys, and the keys sent in both spellings (each a problem at its path). */
export interface CamelCased {
  data: Data
  problems: ValidationEntry[]
}

/** A write body's keys in camelCase: built once per record type (see camelCaseBody). */
export type CamelCase = (body: Data, at?: string) => CamelCased

/** One record's keys renamed: a snake_case column name to its camelCase name, anything else as sent. */
function renamed (snake: ReadonlyMap<string, string>, body: Data, at: string, problems: ValidationEntry[]): Data {
  let changed = false
  const entries: Array<[string, unknown]> = []
  for (const key of Object.keys(body)) {
    const prop = snake.get(key)
    if (prop === undefined) {
      entries.push([key, body[key]])
      continue
    }
    changed = true
    // Both spellings: a hook would check one while the other was stored. Refused before any hook.
    if (Object.hasOwn(body, prop)) problems.push({ [at + key]: `The field is given twice, as ${prop} and ${key}` })
    else entries.push([prop, body[key]])
  }
  // fromEntries defines each key as an own property: a sent `__proto__` never becomes the prototype.
  return changed ? Object.fromEntries(entries) : body
}

const isRecord = (value: unknown): value is Data => value !== null && typeof value === 'object' && !Array.isArray(value)

/**
 * The function that gives a write body's keys in camelCase before any input hook sees it
 * (decisions: hooks see one spelling), so that a rule on `data.projectId` cannot be passed by
 * sending `project_id`. The records of a writable relationship (a single's object, a list's
 * items, or the items of each list in a list's object such as `{"add": [...]}`) are renamed by
 * their own type's columns, one level deep as nested writes go; a value of another shape is left
 * for the nested write to refuse. A column sent in both spellings is a problem naming both.
 */
export function camelCaseBody (meta: ModelMeta, nestedLevel = false): CamelCase {
  const snake = new Map(meta.columns.filter(column => column.name !== column.prop).map(column => [column.name, column.prop]))
  const nested = nestedLevel
    ? []
    : meta.relationships
      .filter(relation => relation.writable === true)
      .map(relation => ({ name: relation.name, single: relation.kind === 'single', rename: camelCaseBody(relation.targetMeta, true) }))
  return (body, at = '') => {
    const problems: ValidationEntry[] = []
    let data = snake.size === 0 ? body : renamed(snake, body, at, problems)
    for (const { name, single, rename } of nested) {
      const sent = data[name]
      const records = (path: string, value: unknown): unknown => {
        if (!isRecord(value)) return value
        const inner = rename(value, `${path}.`)
        problems.push(...inner.problems)
        return inner.data
      }
      const list = (path: string, items: unknown[]): unknown[] => items.map((item, index) => records(`${path}.${index}`, item))
      let value: unknown = sent
      if (single) value = records(`${at}${name}`, sent)
      else if (Array.isArray(sent)) value = list(`${at}${name}`, sent)
      else if (isRecord(sent)) {
        value = Object.fromEntries(Object.entries(sent).map(([key, items]) => [key, Array.isArray(items) ? list(`${at}${name}.${key}`, items) : items]))
      }
      if (value !== sent) data = { ...data, [name]: value }
    }
    return { data, problems }
  }
}
