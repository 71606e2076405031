import type { OrderTerm } from '../model/model-meta.ts'
import type { SearchCondition, WhereNode } from '../read/condition.ts'
import type { SqlDialect } from './dialect.ts'
import { keysetSql } from './keyset.ts'
import { orderSql } from './order.ts'
import { pageSql, type Page } from './page.ts'
import type { Params } from './params.ts'
import { quote } from './quote.ts'
import { rankable, RANK, RANKED, RANKED_KEY, rankedSql } from './search.ts'
import type { SelectSql } from './select.ts'
import { whereSql } from './where.ts'

/** What a read of one record type asks for. */
export interface ReadSpec extends Page {
  where: WhereNode[]
  order: OrderTerm[]
  /** A keyset page: only rows after the one whose `order` keys were these values (extensions §3). */
  after?: readonly unknown[]
  /**
   * Each row's values of the order's keys through relationships are read with it (withPathKeys)
   * and kept for orderKeys: the keys of a page's last record, for its cursor.
   */
  pathKeys?: boolean
  /** Its shape (see shapeOf), when the caller found it once for every read like it: a GET by id. */
  shape?: string
}

/** The text of a read: select, where (and the keyset), order, page. */
export function readSql (select: SelectSql, spec: ReadSpec, params: Params, inlineLimit = false): string {
  return select.sql + filterSql(spec, params) + orderSql(spec.order, params, undefined, false, spec.where) + pageSql(spec, params, inlineLimit)
}

/** A read's where: its conditions, and the keyset of a page after a cursor. */
export function filterSql (spec: ReadSpec, params: Params): string {
  const where = whereSql(spec.where, params)
  if (spec.after === undefined) return where
  return where + (where === '' ? ' where ' : ' and ') + keysetSql(spec.order, spec.after, params)
}

/**
 * A read ordered by a search's relevance whose records come from the index's ranked rows
 * (rankedReadSql): `rest`, the read's other conditions; `cut`, none, and an order of the
 * relevance then the key alone, so the page is cut in the index.
 */
export interface RankedRead {
  search: SearchCondition
  rest: WhereNode[]
  cut: boolean
}

/**
 * How a read ordered by relevance reads its ranks: from a join of the index's ranked rows, when
 * its search is one of its conditions (all of which hold) and a rankable one; else undefined,
 * and relevanceSql ranks each record found (a search that only excludes, on SQLite).
 */
export function rankedRead (spec: ReadSpec, dialect: SqlDialect): RankedRead | undefined {
  if (spec.after !== undefined) return undefined
  const term = spec.order.find(term => term.relevance !== undefined)
  const search = term?.relevance
  if (search === undefined || !spec.where.includes(search) || !rankable(search, dialect)) return undefined
  const rest = spec.where.filter(node => node !== search)
  const [first, key] = spec.order
  const cut = rest.length === 0 && spec.order.length === 2 && first === term &&
    key.relevance === undefined && key.path === undefined && key.column === search.meta.primaryKey
  return { search, rest, cut }
}

/**
 * The text of a read ordered by relevance (see rankedRead): its records joined to the index's
 * ranked rows, `select … from (ranked) as "fmr_s" join <table>`, the other conditions applied
 * before the page, ordered by the rank as a column. With `cut`, the page is the derived
 * table's, so only its records are read from the table. `rank`: the rank is also selected, last,
 * for a read around this one to order by (joinedSql), which is then the only one to order a
 * page cut in the index. `paged` false: no order and no page
 * (filteredJoinedSql writes them, and never cuts).
 */
export function rankedReadSql (
  select: SelectSql, spec: ReadSpec, ranked: RankedRead, params: Params, inlineLimit: boolean, rank: boolean, paged = true
): string {
  const { meta } = ranked.search
  const table = quote(meta.tableName)
  const order = spec.order
  const cut = paged && ranked.cut
    ? { descending: order[0].descending === true, keyDescending: order[1].descending === true, page: spec, inlineLimit }
    : undefined
  // SQLite ranks each match from its text: only those the other conditions keep (the GET hook's narrowing).
  const sqlite = params.dialect.name === 'sqlite'
  const visible = sqlite && ranked.rest.length > 0 ? (inner: Params) => whereSql(ranked.rest, inner) : undefined
  // The ranked rows first: SQLite cannot tell they are few, and took an index of the other
  // conditions to read every record they keep instead (46 against 5 ms for 300,000 of them).
  const from = `select ${select.columns}${rank ? `, ${RANKED}.${RANK}` : ''} from ${rankedSql(ranked.search, params, cut, visible)} as ${RANKED}` +
    ` ${sqlite ? 'cross join' : 'join'} ${table} on ${table}.${quote(meta.primaryKey.name)} = ${RANKED}.${RANKED_KEY}${whereSql(ranked.rest, params)}`
  if (!paged) return from
  // A page cut in the index and read around (joinedSql) is ordered there: no order of its own.
  if (cut !== undefined) return rank ? from : from + orderSql(order, params, undefined, true)
  return from + orderSql(order, params, undefined, true) + pageSql(spec, params, inlineLimit)
}
