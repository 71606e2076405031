import { errors, FILTER_OPS, toCamelCase, type Condition, type FilterOp, type ModelMeta } from '../../lib/index.ts'
import type { ColumnMeta, OrderTerm } from '../../lib/model/model-meta.ts'
import { refusedOp } from '../../lib/columns/kinds/index.ts'
import { coerceValue } from '../../lib/validate/coerce.ts'
import type { FieldAccess } from './field-access.ts'
import { checkPattern } from './like-pattern.ts'
import { QUERY_LIMITS } from './limits.ts'

/** The collection's control parameters, by every name a client may use. */
const CONTROLS: Record<string, 'orderBy' | 'maxPageSize' | 'offset' | 'count' | 'debug' | 'fields' | 'cursor'> = {
  orderBy: 'orderBy', order_by: 'orderBy',
  maxPageSize: 'maxPageSize', max_page_size: 'maxPageSize',
  offset: 'offset',
  count: 'count',
  debug: 'debug',
  fields: 'fields',
  cursor: 'cursor'
}

export interface PageConfig {
  orderBy: OrderTerm[]
  maxPageSize: number
  offset: number
  count: boolean
  debug: boolean
  /** The `fields` selection's text (extensions §2), when given. */
  fields?: string
  /** The `cursor` token (extensions §3), when given; empty for the first page. */
  cursor?: string
}

export interface CollectionQuery {
  conditions: Condition[]
  /** The converted filter values, by field: the `convertedData` of a debug answer. */
  converted: Record<string, unknown>
  page: PageConfig
}

export interface CollectionLimits {
  defaultPageSize: number
  maxPageSize: number
  orderBy: OrderTerm[]
  /** The resource pages by cursor even without one (`static paging = 'cursor'`). */
  cursorPaging: boolean
}

const KEY = /^([A-Za-z_][A-Za-z0-9_]*)(?:\[([A-Za-z]*)\])?$/

function list (value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value]
  return values.map(item => String(item))
}

function single (name: string, value: unknown): string {
  const values = list(value)
  if (values.length !== 1) throw new errors.BadQuery(`${name} may be given once`)
  return values[0]
}

function wholeNumber (name: string, value: unknown, minimum: number): number {
  const text = single(name, value)
  if (!/^\d{1,15}$/.test(text) || Number(text) < minimum) throw new errors.BadQuery(`${name} must be an integer of at least ${minimum}`)
  return Number(text)
}

function flag (name: string, value: unknown): boolean {
  const text = single(name, value)
  if (text === 'true' || text === '1' || text === '') return true
  if (text === 'false' || text === '0') return false
  throw new errors.BadQuery(`${name} must be true or false`)
}

function columnOf (meta: ModelMeta, name: string) {
  const column = meta.columnsByProp.get(toCamelCase(name)) ?? meta.columns.find(candidate => candidate.name === name)
  if (column === undefined) throw new errors.BadQuery(`${name} is not a column in ${meta.name}`)
  return column
}

/**
 * `orderBy=lastName,-id`, repeated or comma-separated. A client's order is checked against `access`;
 * the resource's own `orderBy` (no `access`) may use any column.
 */
export function parseOrder (meta: ModelMeta, value: unknown, access?: FieldAccess): OrderTerm[] {
  const terms = list(value).flatMap(item => item.split(',')).filter(item => item !== '').map(item => {
    const descending = item.startsWith('-')
    const name = descending ? item.slice(1) : item
    const column = columnOf(meta, name)
    return { column: access === undefined ? column : access.order(column, name), descending }
  })
  // A column's first term decides; a repeat changes nothing but the SQL's length (SQLite refuses
  // more than 10 000 terms: a 500 before). So at most one term per column.
  return terms.filter((term, index) => terms.findIndex(other => other.column === term.column) === index)
}

function convert (column: ColumnMeta, field: string, text: string): unknown {
  const coerced = coerceValue(column.info, text, true)
  if (!coerced.ok) throw new errors.BadQuery(`${field}: ${coerced.message}`)
  return coerced.value
}

function condition (access: FieldAccess, field: string, op: FilterOp, raw: unknown): Condition {
  // Checked before the value is looked at: a hidden column answers the same to every value.
  const column = access.filter(columnOf(access.model, field), field)
  // Each kind says which operators apply: no LIKE on numbers (a 500 on PostgreSQL), no order on UUIDs.
  const refused = refusedOp(column.info, op, field)
  if (refused !== undefined) throw new errors.BadQuery(refused)
  switch (op) {
    case 'isnull':
      return { column, op, value: flag(`${field}[isnull]`, raw) }
    case 'in': case 'notin': {
      const items = list(raw).flatMap(item => item.split(','))
      if (items.length > QUERY_LIMITS.listValues) throw new errors.BadQuery(`${field}[${op}] may list at most ${QUERY_LIMITS.listValues} values`)
      return { column, op, value: items.map(item => convert(column, field, item)) }
    }
    case 'like': case 'ilike': case 'notlike': case 'notilike': {
      // A pattern may be longer than the column, but must be text the database can take (no NUL).
      const pattern = single(`${field}[${op}]`, raw)
      checkPattern(`${field}[${op}]`, pattern)
      const checked = coerceValue({ ...column.info, maxLength: undefined }, pattern, true)
      if (!checked.ok) throw new errors.BadQuery(`${field}[${op}]: ${checked.message}`)
      return { column, op, value: pattern }
    }
    default:
      return { column, op, value: convert(column, field, single(`${field}[${op}]`, raw)) }
  }
}

/**
 * Reads what is left of a collection query string once the hook has taken its own parameters:
 * filters (`field=v`, `field=a&field=b`, `field[op]=v`), order, page and flags. Anything
 * unknown, a column `access` keeps from the client, or a request past `QUERY_LIMITS` is a 400 naming it.
 */
export function parseCollectionQuery (access: FieldAccess, data: Record<string, unknown>, limits: CollectionLimits): CollectionQuery {
  const meta = access.model
  const filters = Object.keys(data).filter(key => !Object.hasOwn(CONTROLS, key)).length
  if (filters > QUERY_LIMITS.conditions) throw new errors.BadQuery(`A query may have at most ${QUERY_LIMITS.conditions} conditions`)
  const conditions: Condition[] = []
  const converted: Record<string, unknown> = {}
  // orderBy stays empty unless the client sends one: the hook's order, then the resource's, apply otherwise.
  const page: PageConfig = { orderBy: [], maxPageSize: limits.defaultPageSize, offset: 0, count: false, debug: false }
  for (const [key, value] of Object.entries(data)) {
    const control = CONTROLS[key]
    if (control === 'orderBy') page.orderBy = parseOrder(meta, value, access)
    else if (control === 'maxPageSize') page.maxPageSize = Math.min(wholeNumber(key, value, 1), limits.maxPageSize)
    else if (control === 'offset') page.offset = wholeNumber(key, value, 0)
    else if (control === 'count' || control === 'debug') page[control] = flag(key, value)
    else if (control === 'fields' || control === 'cursor') page[control] = single(key, value)
    else {
      const match = KEY.exec(key)
      if (match === null) throw new errors.BadQuery(`${key} is not a valid query parameter`)
      const [, field, rawOp] = match
      const many = Array.isArray(value) && value.length > 1
      const op = rawOp === undefined || rawOp === '' ? (many || rawOp === '' ? 'in' : 'eq') : rawOp
      if (!(FILTER_OPS as readonly string[]).includes(op)) throw new errors.BadQuery(`${op} is not a filter operator`)
      const made = condition(access, field, op as FilterOp, value)
      conditions.push(made)
      converted[rawOp === undefined ? field : `${field}[${op}]`] = made.value
    }
  }
  page.maxPageSize = Math.min(page.maxPageSize, limits.maxPageSize)
  // A keyset page has no offset: skipping records would be the cost it exists to avoid.
  if ((page.cursor !== undefined || limits.cursorPaging) && Object.hasOwn(data, 'offset')) {
    throw new errors.BadQuery('offset cannot be used with cursor paging')
  }
  return { conditions, converted, page }
}
