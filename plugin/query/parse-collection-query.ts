import { errors, FILTER_OPS, toCamelCase, type Condition, type FilterOp, type ModelMeta } from '../../lib/index.ts'
import type { ColumnMeta, OrderTerm, RelationshipMeta } from '../../lib/model/model-meta.ts'
import { refusedOp } from '../../lib/columns/kinds/index.ts'
import { coerceValue } from '../../lib/validate/coerce.ts'
import type { SearchCondition, WhereNode } from '../../lib/read/condition.ts'
import { parseSearchText } from '../../lib/read/search-text.ts'
import type { FieldAccess } from './field-access.ts'
import { nearestKey } from '../../lib/options-check.ts'
import { checkPattern } from './like-pattern.ts'
import { QUERY_LIMITS } from './limits.ts'
import { checkHops, columnNamed, FilterScope, parseWhere } from './parse-where.ts'
import type { PathStep, RelatedTypes } from './related-types.ts'

/** The collection's control parameters, by every name a client may use. */
const CONTROLS: Record<string, 'orderBy' | 'maxPageSize' | 'offset' | 'count' | 'debug' | 'fields' | 'cursor' | 'where'> = {
  orderBy: 'orderBy', order_by: 'orderBy',
  maxPageSize: 'maxPageSize', max_page_size: 'maxPageSize',
  offset: 'offset',
  count: 'count',
  debug: 'debug',
  fields: 'fields',
  cursor: 'cursor',
  where: 'where'
}

/** Whether `name` is a control that pages or orders a list (in any spelling): not `fields`, `where` or a filter. */
export function isPageControl (name: string): boolean {
  return Object.hasOwn(CONTROLS, name) && CONTROLS[name] !== 'fields' && CONTROLS[name] !== 'where'
}

/** The first paging control of `data`, as the client spelled it. */
export function pageControlIn (data: Record<string, unknown>): string | undefined {
  return Object.keys(data).find(isPageControl)
}

/**
 * Refuses a control parameter given in two spellings (`maxPageSize` and `max_page_size`): each
 * spelling was read on its own, so the last one silently won, where one given twice is a 400
 * (tried as a new user would). A filter's two spellings are two conditions, ANDed, as a filter
 * given with two operators is (docs/query-language.md).
 */
function refuseTwoSpellings (data: Record<string, unknown>): void {
  const seen = new Map<string, string>()
  for (const key of Object.keys(data)) {
    if (!Object.hasOwn(CONTROLS, key)) continue
    const other = seen.get(CONTROLS[key])
    if (other !== undefined) throw new errors.BadQuery(`${other} and ${key} are one parameter: give it once`)
    seen.set(CONTROLS[key], key)
  }
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
  /** The plain filters on the type's own columns. */
  conditions: Condition[]
  /** The filters through relationships and `where`'s (extensions §1), ANDed with `conditions`. */
  related: WhereNode[]
  /** The relationship levels of `related` and of the order, for the related types' GET hooks to narrow. */
  steps: PathStep[]
  /** `related` as the client wrote it, in a stable form: part of what a cursor is bound to. */
  relatedText: string
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

const NAME = '[A-Za-z_][A-Za-z0-9_]*'
const KEY = new RegExp(`^(${NAME}(?:\\.${NAME})*)(?:\\[([A-Za-z]*)\\])?$`)

function list (value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value]
  return values.map(item => String(item))
}

export function single (name: string, value: unknown): string {
  const values = list(value)
  if (values.length !== 1) throw new errors.BadQuery(`${name} may be given once`)
  return values[0]
}

/** The largest `offset` or `maxPageSize` read: 15 digits. */
const LARGEST_WHOLE = '999999999999999'

function wholeNumber (name: string, value: unknown, minimum: number): number {
  const text = single(name, value)
  // Past 15 digits a number is no longer exact: said as such, not as a number below the minimum.
  if (/^\d{16,}$/.test(text)) throw new errors.BadQuery(`${name} must be an integer of at most ${LARGEST_WHOLE}`)
  if (!/^\d{1,15}$/.test(text) || Number(text) < minimum) throw new errors.BadQuery(`${name} must be an integer of at least ${minimum}`)
  return Number(text)
}

function flag (name: string, value: unknown): boolean {
  const text = single(name, value)
  if (text === 'true' || text === '1' || text === '') return true
  if (text === 'false' || text === '0') return false
  throw new errors.BadQuery(`${name} must be true or false`)
}

/**
 * A bare name that is no column of the type but a mistyped control parameter (`orderby`,
 * `maxpagesize`) is named: "did you mean orderBy?", not only "not a column". The names offered are
 * those any client may use (the controls, the type's shown columns), so nothing hidden is told.
 */
function checkNotControl (access: FieldAccess, name: string, searched: boolean): void {
  if (name.includes('.')) return
  const meta = access.model
  if (meta.columnsByProp.has(toCamelCase(name)) || meta.columns.some(column => column.name === name)) return
  const controls = [...Object.keys(CONTROLS), ...(searched ? ['search'] : [])]
  const near = nearestKey(name, controls)
  if (near !== undefined) throw new errors.BadQuery(`${name} is not a column in ${meta.name}: did you mean ${near}?`)
}

function columnOf (meta: ModelMeta, name: string) {
  const column = meta.columnsByProp.get(toCamelCase(name)) ?? meta.columns.find(candidate => candidate.name === name)
  if (column === undefined) throw new errors.BadQuery(`${name} is not a column in ${meta.name}`)
  return column
}

/**
 * The relationships of a dotted name but its last segment (`author.books.title`), from
 * `access`'s type on, each one a client may go through, and the access of the type reached.
 */
export function walk (scope: FilterScope, access: FieldAccess, names: readonly string[], use: 'a filter' | 'an order'): { relations: RelationshipMeta[], at: FieldAccess } {
  const spelled = names.join('.')
  checkHops(names.length - 1, spelled)
  if (names.some(name => name === '')) throw new errors.BadQuery(`${spelled} is not a valid path`)
  const relations: RelationshipMeta[] = []
  let at = access
  for (const [index, segment] of names.slice(0, -1).entries()) {
    const relation = at.relationship(segment)
    if (relation === undefined) throw new errors.BadQuery(`${segment} is not a relationship in ${at.model.name}`)
    relations.push(at.through(relation, names.slice(0, index + 1).join('.'), use))
    at = scope.types.access(relation.targetMeta)
  }
  return { relations, at }
}

/**
 * A client's order term: a column of the type, or of a record its single relationships reach
 * (`author.lastName`), or on a searched type `relevance`, the rank of its search (extensions §13).
 */
function clientOrderTerm (scope: FilterScope, access: FieldAccess, name: string, descending: boolean, search?: SearchCondition): OrderTerm {
  if (search !== undefined && name === 'relevance') return { column: access.model.primaryKey, descending, relevance: search }
  if (!name.includes('.')) return { column: access.order(columnNamed(access, name), name), descending }
  const names = name.split('.')
  const { relations, at } = walk(scope, access, names, 'an order')
  const list = relations.findIndex(relation => relation.kind !== 'single')
  if (list >= 0) throw new errors.BadQuery(`${names.slice(0, list + 1).join('.')}: an order may go through single relationships only`)
  const column = at.order(columnNamed(at, names[names.length - 1]), name)
  const path = relations.map(relation => ({ relation, narrowing: [] }))
  scope.steps.push(...path)
  return { column, descending, path }
}

/** An order term's name, as a client writes it (`-author.lastName`). */
export function orderName (term: OrderTerm): string {
  if (term.relevance !== undefined) return (term.descending ? '-' : '') + 'relevance'
  return (term.descending ? '-' : '') + [...(term.path ?? []).map(step => step.relation.name), term.column.prop].join('.')
}

function orderTerms (value: unknown, term: (name: string, descending: boolean) => OrderTerm): OrderTerm[] {
  const terms = list(value).flatMap(item => item.split(',')).filter(item => item !== '').map(item => {
    const descending = item.startsWith('-')
    return term(descending ? item.slice(1) : item, descending)
  })
  // A key's first term decides; a repeat changes nothing but the SQL's length (SQLite refuses
  // more than 10 000 terms: a 500 before). So at most one term per column (and path).
  const key = (term: OrderTerm): string => orderName({ ...term, descending: false })
  return terms.filter((term, index) => terms.findIndex(other => key(other) === key(term)) === index)
}

/** The resource's own `orderBy` (`lastName,-id`): any column of its type. */
export function parseOrder (meta: ModelMeta, value: unknown): OrderTerm[] {
  return orderTerms(value, (name, descending) => ({ column: columnOf(meta, name), descending }))
}

/**
 * A path filter (`author.lastName[ilike]=le%`, `books.pubYear[lt]=1950`): one condition on the
 * last type, inside a `some` level per relationship (a list's: at least one related record matches).
 */
function pathCondition (scope: FilterScope, access: FieldAccess, path: string, op: FilterOp, raw: unknown, whole: boolean): { leaf: Condition, node: WhereNode } {
  const names = path.split('.')
  const { relations, at } = walk(scope, access, names, 'a filter')
  const leaf = condition(at, names[names.length - 1], op, raw, path, whole)
  let node: WhereNode = leaf
  for (const relation of relations.reverse()) node = scope.related('some', relation, [node])
  return { leaf, node }
}

function convert (column: ColumnMeta, field: string, text: string): unknown {
  const coerced = coerceValue(column.info, text, true)
  if (!coerced.ok) throw new errors.BadQuery(`${field}: ${coerced.message}`)
  return coerced.value
}

/**
 * One filter's condition. `whole`: a list given by repeating the parameter (`title=a,b&title=c`,
 * `title[]=a,b`) takes each value whole, commas and all, as a form's repeated field does; only
 * an explicit `[in]`/`[notin]` splits its values at commas (`authorId[in]=1,2`).
 */
function condition (access: FieldAccess, name: string, op: FilterOp, raw: unknown, field = name, whole = false): Condition {
  // Checked before the value is looked at: a hidden column answers the same to every value.
  const column = access.filter(columnNamed(access, name), field)
  // Each kind says which operators apply: no LIKE on numbers (a 500 on PostgreSQL), no order on UUIDs.
  const refused = refusedOp(column.info, op, field)
  if (refused !== undefined) throw new errors.BadQuery(refused)
  switch (op) {
    case 'isnull':
      return { column, op, value: flag(`${field}[isnull]`, raw) }
    case 'in': case 'notin': {
      const items = whole ? list(raw) : list(raw).flatMap(item => item.split(','))
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
 * A search looks in every field of the type's index: each must be one a client may filter on here
 * (shown by this GET, through a relationship it shows, in the related records as this answer shows
 * them, of related records its type's GET hook does not hide: a step of `scope` checked once the
 * hook has run), or the search is an oracle for a hidden one.
 */
function checkSearchable (scope: FilterScope, access: FieldAccess): void {
  for (const { column, relation } of access.search?.fields ?? []) {
    const path = relation === undefined ? column.prop : `${relation.name}.${column.prop}`
    try {
      if (relation !== undefined) {
        access.shownThrough(access.through(relation, path, 'a filter'), column, path)
        scope.steps.push({ relation, narrowing: [], searched: path })
      }
      ;(relation === undefined ? access : scope.types.access(relation.targetMeta)).filter(column, path)
    } catch (error) {
      if (!(error instanceof errors.BadQuery)) throw error
      throw new errors.BadQuery(`search cannot be used here: it looks in ${path}, which this resource does not show`)
    }
  }
}

/**
 * Reads what is left of a collection query string once the hook has taken its own parameters:
 * filters (`field=v`, `field=a&field=b`, `field[op]=v`), order, page and flags. Anything
 * unknown, a column `access` keeps from the client, or a request past `QUERY_LIMITS` is a 400 naming it.
 */
export function parseCollectionQuery (
  access: FieldAccess, data: Record<string, unknown>, limits: CollectionLimits, types: RelatedTypes
): CollectionQuery {
  const filters = Object.keys(data).filter(key => !Object.hasOwn(CONTROLS, key)).length
  if (filters > QUERY_LIMITS.conditions) throw new errors.BadQuery(`A query may have at most ${QUERY_LIMITS.conditions} conditions`)
  refuseTwoSpellings(data)
  const scope = new FilterScope(types)
  const conditions: Condition[] = []
  const related: WhereNode[] = []
  const relatedText: string[] = []
  const converted: Record<string, unknown> = {}
  // orderBy stays empty unless the client sends one: the hook's order, then the resource's, apply otherwise.
  const page: PageConfig = { orderBy: [], maxPageSize: limits.defaultPageSize, offset: 0, count: false, debug: false }
  // On a searched type, `search` is a parameter and `relevance` an order key; its text is read where it comes.
  const search: SearchCondition | undefined = access.search === undefined ? undefined : { kind: 'search', meta: access.model, search: { text: '', alternatives: [] } }
  let searched = false
  for (const [key, value] of Object.entries(data)) {
    const control = CONTROLS[key]
    if (control === 'orderBy') page.orderBy = orderTerms(value, (name, descending) => clientOrderTerm(scope, access, name, descending, search))
    else if (key === 'search' && search !== undefined) {
      checkSearchable(scope, access)
      const parsed = parseSearchText(single(key, value))
      if (typeof parsed === 'string') throw new errors.BadQuery(parsed)
      search.search = parsed
      searched = true
      related.push(search)
      converted.search = parsed.text
      relatedText.push('search ' + JSON.stringify(parsed.text))
    }
    else if (control === 'where') {
      const text = single(key, value)
      related.push(...parseWhere(scope, access, text))
      converted.where = JSON.parse(text)
      relatedText.push('where ' + JSON.stringify(converted.where))
    }
    else if (control === 'maxPageSize') page.maxPageSize = Math.min(wholeNumber(key, value, 1), limits.maxPageSize)
    else if (control === 'offset') page.offset = wholeNumber(key, value, 0)
    else if (control === 'count' || control === 'debug') page[control] = flag(key, value)
    else if (control === 'fields' || control === 'cursor') page[control] = single(key, value)
    else {
      const match = KEY.exec(key)
      if (match === null) throw new errors.BadQuery(`${key} is not a valid query parameter`)
      const [, field, rawOp] = match
      if (rawOp === undefined) checkNotControl(access, field, search !== undefined)
      const many = Array.isArray(value) && value.length > 1
      const op = rawOp === undefined || rawOp === '' ? (many || rawOp === '' ? 'in' : 'eq') : rawOp
      if (!(FILTER_OPS as readonly string[]).includes(op)) throw new errors.BadQuery(`${op} is not a filter operator`)
      scope.count()
      const name = rawOp === undefined ? field : `${field}[${op}]`
      // Repeated (`field=a&field=b`) or `field[]=`: each value whole; `field[in]=a,b`: split at commas.
      const whole = rawOp === undefined || rawOp === ''
      if (field.includes('.')) {
        const { leaf, node } = pathCondition(scope, access, field, op as FilterOp, value, whole)
        related.push(node)
        converted[name] = leaf.value
        relatedText.push(`${field} ${op} ${JSON.stringify(leaf.value, (_key, item: unknown) => typeof item === 'bigint' ? String(item) : item)}`)
      } else {
        const made = condition(access, field, op as FilterOp, value, field, whole)
        conditions.push(made)
        converted[name] = made.value
      }
    }
  }
  if (!searched && page.orderBy.some(term => term.relevance !== undefined)) throw new errors.BadQuery('orderBy=relevance needs a search')
  if ((page.cursor !== undefined || limits.cursorPaging) && page.orderBy.some(term => term.relevance !== undefined)) {
    throw new errors.BadQuery('orderBy=relevance cannot be used with cursor paging')
  }
  page.maxPageSize = Math.min(page.maxPageSize, limits.maxPageSize)
  // A keyset page has no offset: skipping records would be the cost it exists to avoid.
  if ((page.cursor !== undefined || limits.cursorPaging) && Object.hasOwn(data, 'offset')) {
    throw new errors.BadQuery('offset cannot be used with cursor paging')
  }
  return { conditions, related, steps: scope.steps, relatedText: relatedText.sort().join('\n'), converted, page }
}
