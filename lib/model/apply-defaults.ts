import { kindOf } from '../columns/kinds/index.ts'
import type { ColumnInfo } from '../columns/column-info.ts'
import type { ModelMeta } from './model-meta.ts'

/** A default's value as the column keeps it: `new Date()` for a date-time of whole seconds is that second. */
function valueOf (info: ColumnInfo, fallback: unknown): unknown {
  const value = typeof fallback === 'function' ? fallback() : fallback
  const { stored } = kindOf(info)
  return stored === undefined || value === null || value === undefined ? value : stored(info, value)
}

/** Fills application defaults (value or function) of the columns a new record leaves undefined, as the columns keep them. */
export function applyDefaults (meta: ModelMeta, values: Record<string, unknown>): void {
  for (const column of meta.columns) {
    const fallback = column.info.default
    if (fallback === undefined || values[column.prop] !== undefined) continue
    values[column.prop] = valueOf(column.info, fallback)
  }
}

/** Sets the `onupdate` values of a record being changed. */
export function applyOnUpdate (meta: ModelMeta, values: Record<string, unknown>): void {
  for (const column of meta.columns) {
    const next = column.info.onupdate
    if (next !== undefined) values[column.prop] = valueOf(column.info, next)
  }
}
