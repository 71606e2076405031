import type { ModelMeta } from '../model/model-meta.ts'
import type { WhereNode } from '../read/condition.ts'
import type { Params } from './params.ts'
import { quote } from './quote.ts'
import { whereSql } from './where.ts'

/** How many rows of the type the conditions find. */
export function countSql (meta: ModelMeta, where: readonly WhereNode[], params: Params): string {
  return `select count(*) from ${quote(meta.tableName)}${whereSql(where, params)}`
}
