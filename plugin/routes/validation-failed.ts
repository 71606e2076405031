import { errors, type ModelMeta } from '../../lib/index.ts'
import type { ValidationEntry } from '../../lib/validate/screen-body.ts'
import type { FieldProblem } from './problem-details.ts'

export const REQUIRED = 'The field is required'

/**
 * A problem's field by wire name, at any depth of its dotted path: the column named last is read
 * in the type its relationships lead to (`author.last_name` is `author.lastName`, `jobs.1.owner_id`
 * is `jobs.1.ownerId`; an index, a bulk's `2.author_id`, stays on the same type).
 */
function wireName (meta: ModelMeta, key: string): string {
  const path = key.split('.')
  let type = meta
  for (const step of path.slice(0, -1)) type = type.relationships.find(relation => relation.name === step)?.targetMeta ?? type
  const last = path[path.length - 1]
  path[path.length - 1] = (type.columnsByProp.get(last) ?? type.columns.find(column => column.name === last))?.prop ?? last
  return path.join('.')
}

/**
 * A validation failure carrying both forms of its problems: the contract's list (`entries`,
 * the `{message}` body) and, for problem details, one `{field, message}` per problem by wire
 * name (`pubYear` whichever spelling was sent; each missing column its own entry).
 */
export function validationFailed (meta: ModelMeta, entries: readonly ValidationEntry[]): Error {
  const fields: FieldProblem[] = []
  for (const entry of entries) {
    for (const [key, value] of Object.entries(entry)) {
      if (key === 'missing_columns') {
        for (const name of value as string[]) fields.push({ field: wireName(meta, name), message: REQUIRED })
      } else {
        fields.push({ field: wireName(meta, key), message: String(value) })
      }
    }
  }
  return Object.assign(new errors.ValidationFailed(), { entries, fields })
}
