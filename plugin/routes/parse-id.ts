import { errors, type ColumnMeta, type ModelMeta } from '../../lib/index.ts'
import { kindOf } from '../../lib/columns/kinds/index.ts'

/**
 * A record's id as its path gives it: a number (`<int:id>`), or a UUID's canonical text
 * (`<uuid:id>`); for a composite key, the list of its parts in declared order.
 */
export type RecordId = number | string | Array<number | string>

/** The `<int:...>` path segment as an integer key column's value. */
function integerId (meta: ModelMeta, column: ColumnMeta, raw: string): number {
  const { info } = column
  if (!/^-?\d{1,20}$/.test(raw)) throw new errors.InvalidId(raw.slice(0, 40), meta.name)
  const id = Number(raw)
  if (!Number.isSafeInteger(id) || (info.minimum !== undefined && id < Number(info.minimum)) ||
    (info.maximum !== undefined && id > Number(info.maximum))) {
    throw new errors.InvalidId(raw, meta.name)
  }
  return id
}


/** One path segment as a key column's value; anything its kind does not take is a 404. */
function parsePart (meta: ModelMeta, column: ColumnMeta, raw: string): number | string {
  const { info } = column
  const kind = kindOf(info)
  // A single key is read as an integer unless its kind converts the path (a UUID); a composite key's part by its own kind.
  if (kind.pathConverter === undefined && (info.keyPart !== true || kind.wholeNumberKey === true)) return integerId(meta, column, raw)
  const coerced = kind.coerce(info, raw, true)
  if (!coerced.ok) throw new errors.InvalidId(raw.slice(0, 40), meta.name)
  return coerced.value as number | string
}

/** The id path segment as the primary key's value. */
export function parseId (meta: ModelMeta, raw: string): RecordId {
  return parsePart(meta, meta.primaryKey, raw)
}

/** A composite key's path segments, one per key column in declared order, as its parts. */
export function parseKey (meta: ModelMeta, segments: readonly string[]): RecordId {
  return meta.primaryKeys.map((column, index) => parsePart(meta, column, segments[index]))
}
