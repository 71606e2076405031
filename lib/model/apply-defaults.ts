import type { ModelMeta } from './model-meta.ts'

/** Fills application defaults (value or function) of the columns a new record leaves undefined. */
export function applyDefaults (meta: ModelMeta, values: Record<string, unknown>): void {
  for (const column of meta.columns) {
    const fallback = column.info.default
    if (fallback === undefined || values[column.prop] !== undefined) continue
    values[column.prop] = typeof fallback === 'function' ? fallback() : fallback
  }
}

/** Sets the `onupdate` values of a record being changed. */
export function applyOnUpdate (meta: ModelMeta, values: Record<string, unknown>): void {
  for (const column of meta.columns) {
    const next = column.info.onupdate
    if (next !== undefined) values[column.prop] = typeof next === 'function' ? next() : next
  }
}
