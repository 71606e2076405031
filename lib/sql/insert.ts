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

/**
 * Inserts several records that set the same columns, in one statement, returning their rows (in
 * input order, as both databases insert and return them). Undefined when the records set different
 * columns: one VALUES list cannot leave a column to its default in some rows only (SQLite has no
 * DEFAULT there).
 */
export function insertManySql (meta: ModelMeta, select: SelectSql, rows: readonly Values[], params: Params): string | undefined {
  const columns = meta.columns.filter(column => Object.hasOwn(rows[0], column.prop))
  const tuples: string[] = []
  if (columns.length === 0) return undefined
  for (const values of rows) {
    const same = Object.keys(values).length === columns.length && columns.every(column => Object.hasOwn(values, column.prop))
    if (!same) return undefined
    const set = columnValues(meta, values, params)
    tuples.push(`(${set.map(([, placeholder]) => placeholder).join(', ')})`)
  }
  return `insert into ${quote(meta.tableName)} (${columns.map(column => quote(column.name)).join(', ')}) values ${tuples.join(', ')}${returningSql(select)}`
}
