import { errors } from '../../lib/index.ts'
import { nearestKey } from '../../lib/options-check.ts'
import type { FieldSelection, SelectedField, SelectedOrder } from '../../lib/serialize/selection.ts'
import { QUERY_LIMITS } from './limits.ts'

const NAME = /[A-Za-z_][A-Za-z0-9_]*/y
const COUNT = /\d{1,6}/y

interface Cursor {
  text: string
  at: number
  /** Names read so far, options included. */
  names: number
}

function bad (message: string): Error {
  return new errors.BadQuery(`fields: ${message}`)
}

function read (cursor: Cursor, pattern: RegExp): string | undefined {
  pattern.lastIndex = cursor.at
  const match = pattern.exec(cursor.text)
  if (match === null) return undefined
  cursor.at += match[0].length
  return match[0]
}

function name (cursor: Cursor): string {
  const found = read(cursor, NAME)
  if (found === undefined) throw bad(`a name is expected at character ${cursor.at + 1}`)
  if (++cursor.names > QUERY_LIMITS.fieldNames) throw bad(`at most ${QUERY_LIMITS.fieldNames} names may be given`)
  return found
}

/** `limit=5` or `orderBy=-pubYear` inside a relationship's parentheses. */
function option (cursor: Cursor, key: string, selection: FieldSelection): void {
  cursor.at++ // the `=`
  if (key === 'limit') {
    const value = read(cursor, COUNT)
    if (value === undefined || Number(value) < 1 || selection.limit !== undefined) throw bad('limit takes one whole number of at least 1')
    selection.limit = Number(value)
  } else if (key === 'orderBy' || key === 'order_by') {
    const descending = cursor.text[cursor.at] === '-'
    if (descending) cursor.at++
    const term: SelectedOrder = { name: name(cursor), descending }
    selection.orderBy = [...selection.orderBy ?? [], term]
  } else {
    throw bad(`${key} is not an option of a relationship (limit, orderBy)`)
  }
}

/** One comma-separated list, at `depth` (the outer list is 1), up to its closing `)` or the end. */
function list (cursor: Cursor, depth: number, nested: boolean): FieldSelection {
  const fields: SelectedField[] = []
  const selection: FieldSelection = { mode: 'include', fields }
  let mode: FieldSelection['mode'] | undefined
  for (;;) {
    const excluded = cursor.text[cursor.at] === '-'
    if (excluded) cursor.at++
    const key = name(cursor)
    if (nested && !excluded && cursor.text[cursor.at] === '=') {
      option(cursor, key, selection)
    } else {
      const itemMode = excluded ? 'exclude' : 'include'
      if (mode !== undefined && mode !== itemMode) throw bad('a list names fields to show or, each with -, fields to leave out; not both')
      mode = itemMode
      const item: SelectedField = { name: key }
      if (cursor.text[cursor.at] === '(') {
        if (excluded) throw bad(`-${key} cannot have a selection`)
        if (depth >= QUERY_LIMITS.fieldDepth) throw bad(`selections may be nested at most ${QUERY_LIMITS.fieldDepth} deep`)
        cursor.at++
        item.nested = list(cursor, depth + 1, true)
        if (cursor.text[cursor.at] !== ')') throw bad(`a ) is expected at character ${cursor.at + 1}`)
        cursor.at++
      }
      fields.push(item)
    }
    if (cursor.text[cursor.at] !== ',') break
    cursor.at++
  }
  // Only options (`books(limit=5)`): the relationship's default fields.
  selection.mode = mode ?? 'exclude'
  return selection
}

/**
 * Reads `fields=id,title,author(id,lastName)`, `fields=-isbn,-author` or
 * `books(id,limit=5,orderBy=-pubYear)` (extensions §2): syntax and size only; which names exist
 * is the serial plan's to say (lib/serialize/select-plan.ts).
 */
export function parseFields (text: string): FieldSelection {
  if (text.length > QUERY_LIMITS.fieldsLength) throw bad(`the selection may be at most ${QUERY_LIMITS.fieldsLength} characters`)
  const cursor: Cursor = { text, at: 0, names: 0 }
  const selection = list(cursor, 1, false)
  if (cursor.at !== text.length) throw bad(`unexpected ${text[cursor.at]} at character ${cursor.at + 1}`)
  return selection
}

/** The `fields` parameter of a request's query data: given once, or absent. */
export function fieldsParameter (data: Record<string, unknown>): string | undefined {
  const value = data.fields
  if (value === undefined) return undefined
  if (typeof value !== 'string') throw new errors.BadQuery('fields may be given once')
  return value
}

/**
 * A single record's GET takes `fields` only: any other parameter the client sent and the GET hook
 * left in its data is a 400, as on the collection (decisions §4), so that a mistyped `feilds`
 * is not answered with the whole record as if it were understood.
 */
export function checkSingleQuery (sent: Record<string, unknown>, data: Record<string, unknown>): void {
  for (const key of Object.keys(sent)) {
    if (key === 'fields' || !(key in data)) continue
    const near = nearestKey(key, ['fields'])
    throw new errors.BadQuery(`${key} is not a parameter of a single record's GET, which takes fields only${near === undefined ? '' : ': did you mean fields?'}`)
  }
}
