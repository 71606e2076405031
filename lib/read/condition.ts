import type { ColumnMeta } from '../model/model-meta.ts'

export const FILTER_OPS = ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'like', 'ilike', 'notlike', 'notilike', 'in', 'notin', 'isnull'] as const
export type FilterOp = typeof FILTER_OPS[number]

/** One condition on a column; `value` is a record value (an array for in/notin, a boolean for isnull). */
export interface Condition {
  column: ColumnMeta
  op: FilterOp
  value: unknown
}
