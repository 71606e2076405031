import type { OrderTerm } from '../model/model-meta.ts'
import { nullable } from './keyset.ts'
import { quote } from './quote.ts'

function direction (term: OrderTerm, nullsLow: boolean): string {
  if (!nullsLow || !nullable(term)) return term.descending ? ' desc' : ' asc'
  return term.descending ? ' desc nulls last' : ' asc nulls first'
}

/**
 * ` order by a asc, b desc`, or nothing when there is no order. `nullsLow`: null sorts before
 * every value on both databases (SQLite's own rule; PostgreSQL's is the opposite), as a keyset
 * page needs (keyset.ts). `table`: the columns are of this (quoted) table or alias.
 */
export function orderSql (order: readonly OrderTerm[], nullsLow = false, table?: string): string {
  const prefix = table === undefined ? '' : table + '.'
  return order.length === 0 ? '' : ' order by ' + order.map(term => prefix + quote(term.column.name) + direction(term, nullsLow)).join(', ')
}
