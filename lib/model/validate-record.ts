import type { ModelMeta } from './model-meta.ts'
import { isRequired } from './required.ts'

export type MissingValues = { missing_values: string[] } | { missingValues: string[] }
export type ValidateResult = [true, Record<string, never>] | [false, MissingValues]

/**
 * The contract's `validate_record`: only required columns are checked, and a default does not
 * count as a value. Column names are snake_case unless `camelCase` is asked for.
 */
export function validateRecord (meta: ModelMeta, record: object, camelCase = false): ValidateResult {
  const values = record as Record<string, unknown>
  const missing = meta.columns
    .filter(column => isRequired(column) && (values[column.prop] === undefined || values[column.prop] === null))
    .map(column => camelCase ? column.prop : column.name)
  if (missing.length === 0) return [true, {}]
  return [false, camelCase ? { missingValues: missing } : { missing_values: missing }]
}
