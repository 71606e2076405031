import type { ModelMeta } from '../model/model-meta.ts'
import { toStoredParam } from '../read/to-param.ts'
import type { Params } from './params.ts'
import { quote } from './quote.ts'

/** A write's values by property; a property absent is a column the write leaves alone. */
export type Values = Record<string, unknown>

/** The quoted columns a write sets and the placeholders of their values (as the columns keep them), in column order. */
export function columnValues (meta: ModelMeta, values: Values, params: Params): Array<[column: string, placeholder: string]> {
  const set: Array<[string, string]> = []
  for (const column of meta.columns) {
    if (!Object.hasOwn(values, column.prop)) continue
    set.push([quote(column.name), params.add(toStoredParam(column.info, values[column.prop], params.dialect.name))])
  }
  return set
}
