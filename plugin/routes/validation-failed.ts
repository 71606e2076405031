import { errors, type ModelMeta } from '../../lib/index.ts'
import type { ValidationEntry } from '../../lib/validate/screen-body.ts'
import type { FieldProblem } from './problem-details.ts'

export const REQUIRED = 'The field is required'

/**
 * A validation failure carrying both forms of its problems: the contract's list (`entries`,
 * the `{message}` body) and, for problem details, one `{field, message}` per problem by wire
 * name (`pubYear` whichever spelling was sent; each missing column its own entry).
 */
export function validationFailed (meta: ModelMeta, entries: readonly ValidationEntry[]): Error {
  const wire = new Map(meta.columns.flatMap(column => [[column.name, column.prop], [column.prop, column.prop]]))
  const fields: FieldProblem[] = []
  for (const entry of entries) {
    for (const [key, value] of Object.entries(entry)) {
      if (key === 'missing_columns') {
        for (const name of value as string[]) fields.push({ field: wire.get(name) ?? name, message: REQUIRED })
      } else {
        fields.push({ field: wire.get(key) ?? key, message: String(value) })
      }
    }
  }
  return Object.assign(new errors.ValidationFailed(), { entries, fields })
}
