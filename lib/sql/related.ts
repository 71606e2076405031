import type { RelationshipMeta } from '../model/model-meta.ts'
import { orderSql } from './order.ts'
import type { Params } from './params.ts'
import { quote } from './quote.ts'
import type { SelectSql } from './select.ts'
import { whereSql } from './where.ts'

/**
 * One relationship level in one statement: the related records of `keys` (`select` is the
 * target's), at most `relation.limit` per key in the relationship's order, and at most `cap` in
 * all when given (a caller that must refuse past a number of records reads no further than one
 * past it). Several parents of a list share a window function, numbering each parent's records apart.
 */
export function relatedSql (
  relation: RelationshipMeta, select: SelectSql, keys: unknown[], params: Params, cap?: number
): string {
  // One key is `= ?`, not a list of one: the plan of a plain equality is the cheaper one.
  const where = whereSql([{ column: relation.remote, op: keys.length === 1 ? 'eq' : 'in', value: keys.length === 1 ? keys[0] : keys }], params)
  // Each key is one primary key: no order, and no limit but the cap.
  if (relation.kind === 'single') return select.sql + where + (cap === undefined ? '' : ` limit ${params.add(cap)}`)
  // One parent (a record's GET): a plain ordered, limited read is cheaper than a window. The
  // limit is part of the declaration, so the text (and its prepared statement) stays the same.
  if (keys.length === 1) {
    return select.sql + where + orderSql(relation.order) + ` limit ${cap === undefined || cap >= relation.limit ? String(relation.limit) : params.add(cap)}`
  }
  const numbered = `select ${select.columns}, row_number() over (partition by ${quote(relation.remote.name)}${orderSql(relation.order)}) as "fmr_row"` +
    ` from ${quote(relation.targetMeta.tableName)}${where}`
  return `select ${select.columns} from (${numbered}) as "fmr_window" where "fmr_row" <= ${String(relation.limit)}` +
    ` order by "fmr_row"${cap === undefined ? '' : ` limit ${params.add(cap)}`}`
}
