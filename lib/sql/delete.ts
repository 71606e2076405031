import type { ModelMeta } from '../model/model-meta.ts'
import type { Condition } from '../read/condition.ts'
import type { Params } from './params.ts'
import { quote } from './quote.ts'
import { returningSql, type SelectSql } from './select.ts'
import { whereSql } from './where.ts'

/** Deletes the rows the conditions find, returning them. */
export function deleteSql (meta: ModelMeta, select: SelectSql, where: readonly Condition[], params: Params): string {
  return `delete from ${quote(meta.tableName)}${whereSql(where, params)}${returningSql(select)}`
}
