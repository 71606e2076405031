import type { OrderTerm } from '../model/model-meta.ts'
import { quote } from './quote.ts'

/** ` order by a asc, b desc`, or nothing when there is no order. */
export function orderSql (order: readonly OrderTerm[]): string {
  return order.length === 0 ? '' : ' order by ' + order.map(term => quote(term.column.name) + (term.descending ? ' desc' : ' asc')).join(', ')
}
