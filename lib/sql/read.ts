import type { OrderTerm } from '../model/model-meta.ts'
import type { Condition } from '../read/condition.ts'
import { orderSql } from './order.ts'
import { pageSql, type Page } from './page.ts'
import type { Params } from './params.ts'
import type { SelectSql } from './select.ts'
import { whereSql } from './where.ts'

/** What a read of one record type asks for. */
export interface ReadSpec extends Page {
  where: Condition[]
  order: OrderTerm[]
}

/** The text of a read: select, where, order, page. */
export function readSql (select: SelectSql, spec: ReadSpec, params: Params, inlineLimit = false): string {
  return select.sql + whereSql(spec.where, params) + orderSql(spec.order) + pageSql(spec, params, inlineLimit)
}
