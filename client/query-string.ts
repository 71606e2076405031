// A collection query as the server reads it: `field[op]=value` (a list repeated), `where` as JSON,
// comma-separated `orderBy` and `fields`, the page controls.
import { resolved } from './base-url.ts'

/** The query of a collection GET, loosely typed (the typed form is ListQuery). */
export interface QueryParts {
  filters?: Record<string, unknown> | undefined
  where?: unknown
  orderBy?: readonly string[] | undefined
  maxPageSize?: number | undefined
  offset?: number | undefined
  count?: boolean | undefined
  fields?: readonly string[] | undefined
  cursor?: boolean | undefined
}

/** `?...`, or '' for an empty query. */
export function queryString (query: QueryParts = {}): string {
  const params = new URLSearchParams()
  const moved: unknown[] = []
  for (const [key, value] of Object.entries(query.filters ?? {})) {
    if (value === undefined) continue
    // An empty list sends no parameter, which would match every record: it goes to `where`, which matches none.
    if (Array.isArray(value) && value.length === 0) {
      moved.push(emptyList(key))
      continue
    }
    // `in`/`notin` take one comma-separated list; a plain field repeats (a value may hold a comma).
    const list = /^(.+)\[(in|notin)\]$/.exec(key)
    if (Array.isArray(value) && list !== null) {
      if (value.some(item => String(item).includes(','))) moved.push(whereList(key, list[1], list[2], value, 'has a value holding a comma, which the list would split'))
      else params.append(key, value.join(','))
    } else for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item))
  }
  const conditions = query.where === undefined ? moved : [query.where, ...moved]
  const where = conditions.length > 1 ? { and: conditions } : conditions[0]
  if (where !== undefined) params.set('where', JSON.stringify(where))
  if (query.orderBy !== undefined) params.set('orderBy', query.orderBy.join(','))
  if (query.maxPageSize !== undefined) params.set('maxPageSize', String(query.maxPageSize))
  if (query.offset !== undefined) params.set('offset', String(query.offset))
  if (query.count === true) params.set('count', 'true')
  // An empty cursor starts a keyset walk; each Link then carries the next one.
  if (query.cursor === true) params.set('cursor', '')
  if (query.fields !== undefined) params.set('fields', query.fields.join(','))
  const text = params.toString()
  return text === '' ? '' : `?${text}`
}

/** The URL of a `Link` header's rel="next", resolved against the request's URL. */
export function nextLink (link: string | null, base: string): string | undefined {
  const next = /<([^>]+)>;\s*rel="next"/.exec(link ?? '')?.[1]
  return next === undefined ? undefined : resolved(next, base)
}

/**
 * A list the query string cannot send (a value with a comma, which the comma-separated form would
 * split; an empty list, which sends nothing) as a `where` condition (`{ title: { in: ['a,b'] } }`).
 * A path's list is refused: its relationship may be a list, which `where` names through `some`,
 * `none` or `every`, and the client cannot tell which.
 */
function whereList (key: string, field: string, operator: string, values: unknown[], why: string): unknown {
  if (field.includes('.')) throw new TypeError(`filters: ${key} ${why}: write this condition in where`)
  return { [field]: { [operator]: values } }
}

/**
 * An empty list as a `where` condition: a field's (or `[in]`) is `{ in: [] }`, which matches no
 * record, and `[notin]` is `{ notin: [] }`, as the server reads them. Another operator takes one value.
 */
function emptyList (key: string): unknown {
  const [, field, operator = 'in'] = /^(.+?)(?:\[(\w*)\])?$/.exec(key) ?? [key, key]
  const op = operator === '' ? 'in' : operator
  if (op !== 'in' && op !== 'notin') throw new TypeError(`filters: ${key} is an empty list, and ${op} takes one value`)
  return whereList(key, field, op, [], 'is an empty list, which the query string cannot send')
}
