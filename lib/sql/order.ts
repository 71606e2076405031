import type { OrderTerm } from '../model/model-meta.ts'
import { nullable } from './keyset.ts'
import { pathOrderSql } from './exists.ts'
import type { Params } from './params.ts'
import { quote } from './quote.ts'
import type { SearchCondition, WhereNode } from '../read/condition.ts'
import { RANK, relevanceSql } from './search.ts'
import { visibleOf } from './where.ts'

/**
 * Null sorts before every value (first ascending, last descending) on both databases, in every
 * read alike (decisions §6): SQLite's own rule, PostgreSQL's opposite, so it is written out for a
 * column that may hold null. PostgreSQL's index of such a column is built `nulls first`
 * (entity-schema.ts), which a scan reads forward for `asc nulls first` and backward for `desc nulls last`.
 */
function direction (term: OrderTerm): string {
  if (!nullable(term)) return term.descending ? ' desc' : ' asc'
  return term.descending ? ' desc nulls last' : ' asc nulls first'
}

/**
 * ` order by a asc, b desc`, or nothing when there is no order. `table`: the columns are of this
 * (quoted) table or alias. `ranked`: the read has the search's rank as a column (RANK, see
 * rankedSql), which a relevance term orders by. `where`: the read's conditions, whose others than
 * the search narrow the matches a relevance term ranks (relevanceSql).
 */
export function orderSql (order: readonly OrderTerm[], params?: Params, table?: string, ranked = false, where: readonly WhereNode[] = []): string {
  const prefix = table === undefined ? '' : table + '.'
  const relevance = (search: SearchCondition): string => ranked ? prefix + RANK : relevanceSql(search, params, table, visibleOf(where, search))
  return order.length === 0 ? '' : ' order by ' + order.map(term => (term.relevance !== undefined ? relevance(term.relevance) : term.path === undefined ? prefix + quote(term.column.name) : pathOrderSql(term, params, table)) + direction(term)).join(', ')
}
