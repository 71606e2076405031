import { kindOf } from '../columns/kinds/index.ts'
import type { ColumnMeta } from './model-meta.ts'

/** A primary key the server fills (an integer's autoincrement, a generated UUID), so it is never required. */
export function isGenerated (column: ColumnMeta): boolean {
  return column.info.primaryKey === true && column.info.keyPart !== true && kindOf(column.info).generatedKey === true
}

/** Required by the contract's rule: not nullable, not generated. Defaults do not count here. */
export function isRequired (column: ColumnMeta): boolean {
  return !column.info.nullable && !isGenerated(column)
}

/** Has a value when the client sends none: an application or database default. */
export function hasDefault (column: ColumnMeta): boolean {
  return column.info.default !== undefined || column.info.serverDefault !== undefined
}
