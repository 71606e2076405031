import { BadKey, NoPrimaryKey } from '../errors.ts'
import { COLUMN } from '../columns/column-info.ts'
import type { ColumnMeta } from './model-meta.ts'

/** The columns a key list names, camelCase or snake_case, in its order; a name no column has, a repeat or an empty list is a config error. */
function keyColumns (model: string, option: string, names: readonly string[], columns: readonly ColumnMeta[]): ColumnMeta[] {
  if (!Array.isArray(names) || names.length === 0) throw new BadKey(model, `${option} is an empty list: name the columns of the key`)
  const found: ColumnMeta[] = []
  for (const name of names) {
    const column = columns.find(candidate => candidate.prop === name || candidate.name === name)
    if (column === undefined) throw new BadKey(model, `${option} names ${String(name)}, not a column of the model`)
    if (found.includes(column)) throw new BadKey(model, `${option} names ${column.prop} twice`)
    found.push(column)
  }
  return found
}

/**
 * A key column's facts as the database holds them: never null, and a primary key. A column of a
 * composite key is not numbered by the database (`composite`): the client sends each part.
 */
function keyPart (column: ColumnMeta, composite: boolean): ColumnMeta {
  const info = { ...column.info, primaryKey: true, nullable: false, ...(composite ? { keyPart: true } : {}) }
  const type: unknown = (column.schema as { type?: unknown }).type
  const types = Array.isArray(type) ? (type as unknown[]).filter(name => name !== 'null') : undefined
  const schema = { ...column.schema, ...(types === undefined ? {} : { type: types.length === 1 ? types[0] : types }), [COLUMN]: info }
  return { ...column, info, schema: schema as ColumnMeta['schema'] }
}

export interface Keys {
  /** The columns, key columns remade as the database holds them. */
  columns: ColumnMeta[]
  primaryKeys: ColumnMeta[]
  uniques: ColumnMeta[][]
}

/**
 * A model's keys: the `primaryKey: true` column, or the `primaryKey: [...]` list (not both), and
 * the `unique: [[...], ...]` lists.
 */
export function keysOf (model: string, columns: ColumnMeta[], primaryKey?: readonly string[], unique: ReadonlyArray<readonly string[]> = []): Keys {
  const flagged = columns.filter(column => column.info.primaryKey === true)
  let primaryKeys: ColumnMeta[]
  if (primaryKey === undefined) {
    if (flagged.length === 0) throw new NoPrimaryKey(model)
    primaryKeys = flagged.slice(0, 1)
  } else {
    if (flagged.length > 0) throw new BadKey(model, `primaryKey lists the key and ${flagged[0].prop} is declared primaryKey: true: declare it one way`)
    primaryKeys = keyColumns(model, 'primaryKey', primaryKey, columns)
  }
  if (!Array.isArray(unique)) throw new BadKey(model, 'unique is a list of lists of columns, e.g. [[\'projectId\', \'name\']]')
  // A `primaryKey: true` column stays as declared; the columns a list names become key columns.
  const remade = new Map(primaryKey === undefined ? [] : primaryKeys.map(column => [column, keyPart(column, primaryKeys.length > 1)]))
  const all = columns.map(column => remade.get(column) ?? column)
  const byOriginal = (column: ColumnMeta): ColumnMeta => remade.get(column) ?? column
  return {
    columns: all,
    primaryKeys: primaryKeys.map(byOriginal),
    uniques: unique.map((names, index) => keyColumns(model, `unique[${index}]`, names, columns).map(byOriginal))
  }
}
