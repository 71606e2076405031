import { errors, type ModelMeta } from '../../lib/index.ts'
import { kindOf } from '../../lib/columns/kinds/index.ts'

/** A record's id as its path gives it: a number (`<int:id>`), or a UUID's canonical text (`<uuid:id>`). */
export type RecordId = number | string

/** The `<int:id>` path segment as an integer key's value. */
function integerId (meta: ModelMeta, raw: string): number {
  const { info } = meta.primaryKey
  if (!/^-?\d{1,20}$/.test(raw)) throw new errors.InvalidId(raw.slice(0, 40), meta.name)
  const id = Number(raw)
  if (!Number.isSafeInteger(id) || (info.minimum !== undefined && id < Number(info.minimum)) ||
    (info.maximum !== undefined && id > Number(info.maximum))) {
    throw new errors.InvalidId(raw, meta.name)
  }
  return id
}

/** The id path segment as the primary key's value; anything its kind does not take is a 404. */
export function parseId (meta: ModelMeta, raw: string): RecordId {
  const { info } = meta.primaryKey
  const kind = kindOf(info)
  if (kind.pathConverter === undefined) return integerId(meta, raw)
  const coerced = kind.coerce(info, raw, true)
  if (!coerced.ok) throw new errors.InvalidId(raw.slice(0, 40), meta.name)
  return coerced.value as RecordId
}
