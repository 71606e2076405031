import type { Condition } from '../read/condition.ts'
import type { SqlDialect } from './dialect.ts'
import { limitInText, pageValues } from './page.ts'
import type { ReadSpec } from './read.ts'
import { bindsValue, conditionValue, NO_VALUE } from './where.ts'

/**
 * The shape of a read whose text depends on its columns and operators alone: every condition a
 * plain column comparison, no keyset. Two reads of one shape have the same text, so a reader
 * keeps the text per shape and a request only binds its values (`shapeValues`): a GET by id, or
 * a page with the same filters, writes no SQL. Undefined for any other read (paths, groups,
 * cursors), whose text is written each time.
 */
export function shapeOf (spec: ReadSpec, dialect: SqlDialect): string | undefined {
  if (spec.after !== undefined) return undefined
  let key = ''
  for (const node of spec.where) {
    if ('kind' in node) return undefined
    // The operator, and whether it binds a value: `= null` is written `is null`, with none.
    key += `${node.column.name}\u0000${node.op}\u0000${valueMark(node)}\u0001`
  }
  for (const term of spec.order) {
    if (term.path !== undefined || term.relevance !== undefined) return undefined
    key += `${term.column.name}\u0000${term.descending === true ? 'd' : 'a'}\u0001`
  }
  const limit = spec.limit === undefined ? '' : limitInText(spec, dialect.inlineLimit) ? String(spec.limit) : '?'
  return `${key}|${limit}|${spec.offset !== undefined && spec.offset > 0 ? 'o' : ''}`
}

/** How a condition is written: `isnull`'s value is in the text, a null comparison binds nothing. */
function valueMark (condition: Condition): string {
  if (condition.op === 'isnull') return condition.value === true ? 't' : 'f'
  return bindsValue(condition) ? 'v' : 'n'
}

/** The values a read of a shape binds, in the order its text places them (where, then page). */
export function shapeValues (spec: ReadSpec, dialect: SqlDialect): unknown[] {
  const values: unknown[] = []
  for (const node of spec.where) {
    const value = conditionValue(node as Condition, dialect)
    if (value !== NO_VALUE) values.push(value)
  }
  pageValues(spec, values, dialect.inlineLimit)
  return values
}

/**
 * Texts by shape, at most `limit` of them: clients choose filters freely, so past it the least
 * recently used is dropped (as the runner's prepared statements are).
 */
export class ShapeTexts {
  private readonly texts = new Map<string, string>()
  private readonly limit: number

  constructor (limit = 100) {
    this.limit = limit
  }

  /** The text of `shape`, written by `write` the first time. */
  get (shape: string, write: () => string): string {
    let text = this.texts.get(shape)
    if (text === undefined) {
      text = write()
      if (this.texts.size >= this.limit) this.texts.delete(this.texts.keys().next().value as string)
      this.texts.set(shape, text)
    } else if (this.texts.size >= this.limit) {
      // Refresh its place, so that the shapes in use are the ones kept.
      this.texts.delete(shape)
      this.texts.set(shape, text)
    }
    return text
  }
}
