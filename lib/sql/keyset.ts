import type { OrderTerm } from '../model/model-meta.ts'
import { toParam } from '../read/to-param.ts'
import type { Params } from './params.ts'
import { quote } from './quote.ts'

/** A column that may hold null (a primary key never does, whatever it declares). */
export function nullable (term: OrderTerm): boolean {
  // A related record's column is null too when there is no such record.
  return term.path !== undefined || (term.column.info.nullable && term.column.info.primaryKey !== true)
}

function param (term: OrderTerm, value: unknown, params: Params): string {
  return params.add(toParam(term.column.info, value, params.dialect.name))
}

function equal (term: OrderTerm, value: unknown, params: Params): string {
  const name = quote(term.column.name)
  return value === null ? `${name} is null` : `${name} = ${param(term, value, params)}`
}

/** The rows after `value` in this key alone (never called for a null of a descending key: it sorts last). */
function after (term: OrderTerm, value: unknown, params: Params): string {
  const name = quote(term.column.name)
  if (term.descending) {
    const before = `${name} < ${param(term, value, params)}`
    return nullable(term) ? `(${before} or ${name} is null)` : before
  }
  return value === null ? `${name} is not null` : `${name} > ${param(term, value, params)}`
}

/**
 * The rows that come after the row whose order keys were `values`, in `order` (a keyset page,
 * extensions §3): `(a after v1) or (a = v1 and b after v2) or ...`. Null sorts low, as orderSql
 * writes it (first ascending, last descending), on both databases alike. The
 * text varies only with which values are null.
 */
export function keysetSql (order: readonly OrderTerm[], values: readonly unknown[], params: Params): string {
  // A key through a relationship has no cheap "after" (the parser refuses it with a cursor).
  if (order.some(term => term.path !== undefined)) throw new TypeError('A keyset page cannot be ordered through a relationship')
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
