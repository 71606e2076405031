import type { ModelMeta } from '../model/model-meta.ts'
import type { Condition } from '../read/condition.ts'
import type { Params } from './params.ts'
import { quote } from './quote.ts'
import { returningSql, type SelectSql } from './select.ts'
import { columnValues, type Values } from './values.ts'
import { whereSql } from './where.ts'

/**
 * Sets the values on the rows the conditions find, returning them; undefined when there is no
 * value to set (an UPDATE needs one: the caller reads the row instead).
 */
export function updateSql (meta: ModelMeta, select: SelectSql, values: Values, where: readonly Condition[], params: Params): string | undefined {
  const set = columnValues(meta, values, params)
  if (set.length === 0) return undefined
  return `update ${quote(meta.tableName)} set ${set.map(([column, placeholder]) => `${column} = ${placeholder}`).join(', ')}` +
    `${whereSql(where, params)}${returningSql(select)}`
}
