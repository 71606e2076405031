import type { OrderTerm } from '../model/model-meta.ts'
import type { WhereNode } from '../read/condition.ts'
import { keysetSql } from './keyset.ts'
import { orderSql } from './order.ts'
import { pageSql, type Page } from './page.ts'
import type { Params } from './params.ts'
import type { SelectSql } from './select.ts'
import { whereSql } from './where.ts'

/** What a read of one record type asks for. */
export interface ReadSpec extends Page {
  where: WhereNode[]
  order: OrderTerm[]
  /** A keyset page: only rows after the one whose `order` keys were these values (extensions §3). */
  after?: readonly unknown[]
  /** Its shape (see shapeOf), when the caller found it once for every read like it: a GET by id. */
  shape?: string
}

/** The text of a read: select, where (and the keyset), order, page. */
export function readSql (select: SelectSql, spec: ReadSpec, params: Params, inlineLimit = false): string {
  return select.sql + filterSql(spec, params) + orderSql(spec.order, params) + pageSql(spec, params, inlineLimit)
}

/** A read's where: its conditions, and the keyset of a page after a cursor. */
export function filterSql (spec: ReadSpec, params: Params): string {
  const where = whereSql(spec.where, params)
  if (spec.after === undefined) return where
  return where + (where === '' ? ' where ' : ' and ') + keysetSql(spec.order, spec.after, params)
}
