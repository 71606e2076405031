import { readsExactIntegers } from '../columns/kinds/index.ts'
import type { OrderTerm } from '../model/model-meta.ts'
import { toParam } from '../read/to-param.ts'
import { pathOrderSql } from './exists.ts'
import type { Params } from './params.ts'
import { quote } from './quote.ts'
import type { SelectSql } from './select.ts'

/** A column that may hold null (a primary key never does, whatever it declares). */
export function nullable (term: OrderTerm): boolean {
  // A related record's column is null too when there is no such record.
  return term.path !== undefined || (term.column.info.nullable && term.column.info.primaryKey !== true)
}

function param (term: OrderTerm, value: unknown, params: Params): string {
  return params.add(toParam(term.column.info, value, params.dialect.name))
}

/**
 * The key's expression: the row's own column, or the correlated subquery an order through
 * single relationships reads (pathOrderSql), written anew at each use so that its narrowing's
 * parameters bind in the text's order (SQLite's `?`).
 */
function key (term: OrderTerm, params: Params): string {
  return term.path === undefined ? quote(term.column.name) : pathOrderSql(term, params)
}

function equal (term: OrderTerm, value: unknown, params: Params): string {
  return value === null ? `${key(term, params)} is null` : `${key(term, params)} = ${param(term, value, params)}`
}

/** The rows after `value` in this key alone (never called for a null of a descending key: it sorts last). */
function after (term: OrderTerm, value: unknown, params: Params): string {
  if (term.descending) {
    const before = `${key(term, params)} < ${param(term, value, params)}`
    return nullable(term) ? `(${before} or ${key(term, params)} is null)` : before
  }
  return value === null ? `${key(term, params)} is not null` : `${key(term, params)} > ${param(term, value, params)}`
}

/**
 * The rows that come after the row whose order keys were `values`, in `order` (a keyset page,
 * extensions §3): `(a after v1) or (a = v1 and b after v2) or ...`. Null sorts low, as orderSql
 * writes it (first ascending, last descending), on both databases alike. The
 * text varies only with which values are null. A key through single relationships is its
 * subquery at each use: no index serves it, so such a page reads every record, as its order does.
 */
export function keysetSql (order: readonly OrderTerm[], values: readonly unknown[], params: Params): string {
  const branches: string[] = []
  for (let i = 0; i < order.length; i++) {
    // Nothing sorts after a null of a descending key (nulls last) but other nulls: no branch.
    if (order[i].descending && values[i] === null) continue
    const parts = order.slice(0, i).map((term, j) => equal(term, values[j], params))
    const next = after(order[i], values[i], params)
    branches.push(parts.length === 0 ? next : '(' + [...parts, next].join(' and ') + ')')
  }
  if (branches.length <= 1) return branches[0] ?? '1 = 0'
  return '(' + branches.join(' or ') + ')'
}

/**
 * `select` with the values of `order`'s keys through relationships after its columns, each as the
 * order reads it (pathOrderSql): a cursor's keys come from its page's own statement, where a later
 * read could see another value (a renamed author) and the next page skip or repeat records. A
 * BIGINT comes as text, exact whatever the statement's integers (SQLite reads them one way).
 */
export function withPathKeys (select: SelectSql, order: readonly OrderTerm[], params: Params): SelectSql {
  const keys = order.filter(term => term.path !== undefined).map((term, i) => {
    const value = pathOrderSql(term, params)
    return `, ${readsExactIntegers(term.column.info) ? `cast(${value} as text)` : value} as "fmr_ok${i}"`
  })
  if (keys.length === 0) return select
  const columns = select.columns + keys.join('')
  return { sql: `select ${columns} from ${select.table}`, columns, table: select.table }
}
