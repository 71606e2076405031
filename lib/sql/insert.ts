import type { ModelMeta } from '../model/model-meta.ts'
import type { Params } from './params.ts'
import { quote } from './quote.ts'
import { returningSql, type SelectSql } from './select.ts'
import { columnValues, type Values } from './values.ts'

/** Inserts the values given (absent columns take their database default), returning the row. */
export function insertSql (meta: ModelMeta, select: SelectSql, values: Values, params: Params): string {
  const set = columnValues(meta, values, params)
  const into = set.length === 0
    ? ' default values'
    : ` (${set.map(([column]) => column).join(', ')}) values (${set.map(([, placeholder]) => placeholder).join(', ')})`
  return `insert into ${quote(meta.tableName)}${into}${returningSql(select)}`
}
