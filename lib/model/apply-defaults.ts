import { kindOf } from '../columns/kinds/index.ts'
import type { ColumnInfo } from '../columns/column-info.ts'
import type { ColumnMeta, ModelMeta } from './model-meta.ts'

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

/**
 * The values of a PUT that replaces a stored record whole (the record's own, or a nested one's):
 * each column `values` leaves out gets its default, else null (a server default stays), but a
 * write-only one keeps what it holds. No answer shows it, so a PUT of what a GET showed cannot
 * send it back: tried as a new user would, such a write-back erased a member's secret.
 */
export function replacingValues (meta: ModelMeta, values: Record<string, unknown>, shown?: ReadonlySet<ColumnMeta>): Record<string, unknown> {
  const whole: Record<string, unknown> = { ...values }
  applyDefaults(meta, whole)
  for (const column of meta.columns) {
    if (values[column.prop] !== undefined || column.info.primaryKey === true || column.info.keyPart === true || column === meta.primaryKey) continue
    // So does a column the answers written back leave out (`shown`: by their serial settings).
    if (column.info.writeOnly === true || (shown !== undefined && !shown.has(column))) delete whole[column.prop]
    else if (whole[column.prop] === undefined && column.info.serverDefault === undefined) whole[column.prop] = null
  }
  return whole
}
