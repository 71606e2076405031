import type { ModelMeta } from '../model/model-meta.ts'
import type { ColumnMeta } from '../model/model-meta.ts'
import { equalParams, spelled, toStoredParam } from '../read/to-param.ts'
import type { Params } from './params.ts'
import { quote } from './quote.ts'

/** A write's values by property; a property absent is a column the write leaves alone. */
export type Values = Record<string, unknown>

/** The quoted columns a write sets and the placeholders of their values (as the columns keep them), in column order. */
export function columnValues (meta: ModelMeta, values: Values, params: Params): Array<[column: string, placeholder: string]> {
  const set: Array<[string, string]> = []
  for (const column of meta.columns) {
    if (!Object.hasOwn(values, column.prop)) continue
    set.push([quote(column.name), valueSql(column, values[column.prop], params)])
  }
  return set
}

/**
 * The placeholder of one value. A foreign key whose kind keeps several spellings on this database
 * (a UUID on SQLite) takes the spelling its record is stored with (one imported in capitals), found
 * by its key's index, or the value as given when there is none (the constraint then refuses it):
 * SQLite's foreign key compares text byte for byte, and the lowercase the API speaks matched none.
 */
function valueSql (column: ColumnMeta, value: unknown, params: Params): string {
  const { info } = column
  const { dialect } = params
  if (info.foreignKey === undefined || value === null || value === undefined || !spelled(info, dialect.name)) {
    return params.add(toStoredParam(info, value, dialect.name))
  }
  const [table, key] = info.foreignKey.split('.')
  const stored = `select ${quote(key)} from ${quote(table)} where ${dialect.inList(quote(key), params.add(dialect.listValue(equalParams(info, value, dialect.name))), false)}`
  return `coalesce((${stored}), ${params.add(toStoredParam(info, value, dialect.name))})`
}
