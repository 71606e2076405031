import { sqliteFormOf } from '../columns/kinds/index.ts'
import type { ColumnMeta, ModelMeta } from '../model/model-meta.ts'
import { quote } from '../sql/quote.ts'
import type { TableDrift } from './schema-drift.ts'

/** Runs one statement and answers its rows as objects. */
type Execute = (sql: string) => Promise<Array<Record<string, unknown>>>

/**
 * SQLite holds a date-time of precision 0 or 3 as epoch milliseconds, and one of precision 6 as
 * text. Both are `datetime` to the schema comparator, so a precision moved across went unseen:
 * the server started, no migration was written, and the column held both forms (tried as a new
 * user would: a value a GET showed found only the records written since, and every number sorts
 * before every text, so pages came out of order). One stored value of each such column says which
 * form it holds; a column whose values are the other form is drift, with the statement that
 * converts them. Where the table or the column is missing, the comparator has said so already.
 */
export async function storedDateTimeDrift (metas: readonly ModelMeta[], execute: Execute): Promise<TableDrift[]> {
  const drift: TableDrift[] = []
  for (const meta of metas) {
    const differences: string[] = []
    for (const column of meta.columns) {
      const expected = sqliteFormOf(column.info)
      if (expected === undefined) continue
      const name = quote(column.name)
      let rows: Array<Record<string, unknown>>
      try {
        rows = await execute(`select typeof(${name}) as "form" from ${quote(meta.tableName)} where ${name} is not null limit 1`)
      } catch {
        continue
      }
      const text = expected === 'text'
      const form = rows[0]?.form
      if (form === undefined || form === expected) continue
      differences.push(text
        ? `column ${column.name} holds epoch milliseconds in the database, the text of precision 6 in the model: convert its values in a blank migration (migration:create --blank): ${toTextSql(meta, column)}`
        : `column ${column.name} holds the text of precision 6 in the database, epoch milliseconds in the model: convert its values in a blank migration (migration:create --blank): ${toMillisecondsSql(meta, column)}`)
    }
    if (differences.length > 0) drift.push({ table: meta.tableName, differences })
  }
  return drift
}

/** The statement that writes a column's epoch milliseconds as the text of precision 6. */
function toTextSql (meta: ModelMeta, column: ColumnMeta): string {
  const name = quote(column.name)
  return `update ${quote(meta.tableName)} set ${name} = strftime('%Y-%m-%d %H:%M:%f', ${name} / 1000.0, 'unixepoch') || '000' where typeof(${name}) = 'integer'`
}

/** The statement that writes a column's text of precision 6 as epoch milliseconds, cut to its precision. */
function toMillisecondsSql (meta: ModelMeta, column: ColumnMeta): string {
  const name = quote(column.name)
  const milliseconds = (column.info.precision ?? 0) === 3 ? ` + cast(substr(${name}, 21, 3) as integer)` : ''
  return `update ${quote(meta.tableName)} set ${name} = cast(strftime('%s', substr(${name}, 1, 19)) as integer) * 1000${milliseconds} where typeof(${name}) = 'text'`
}
