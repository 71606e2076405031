import { errors, type ColumnMeta, type ModelMeta } from '../../lib/index.ts'
import { kindOf } from '../../lib/columns/kinds/index.ts'

/**
 * A record's id as its path gives it: a number (`<int:id>`), or a UUID's canonical text
 * (`<uuid:id>`); for a composite key, the list of its parts in declared order.
 */
export type RecordId = number | string | Array<number | string>

/** A BIGINT's range: a key past it names no record. */
const BIGINT_MIN = -(2n ** 63n)
const BIGINT_MAX = 2n ** 63n - 1n

/**
 * The `<int:...>` path segment as an integer key column's value: a number, or past 2^53 on a
 * BigInteger key the decimal string its records show (docs/models.md), so that the `Location`
 * of a record created with such a key is its address.
 */
function integerId (meta: ModelMeta, column: ColumnMeta, raw: string): number | string {
  const { info } = column
  if (!/^-?\d{1,20}$/.test(raw)) throw new errors.InvalidId(raw.slice(0, 40), meta.name)
  // Up to 15 digits a number is exact: the id of nearly every request, read without a BigInt
  // (`+ 0` makes a "-0" the 0 it names).
  if (raw.length <= 15) {
    const small = Number(raw) + 0
    if ((info.minimum !== undefined && small < info.minimum) || (info.maximum !== undefined && small > info.maximum)) {
      throw new errors.InvalidId(raw, meta.name)
    }
    return small
  }
  const id = BigInt(raw)
  const exact = kindOf(info).exactIntegers === true
  if ((!exact && !Number.isSafeInteger(Number(id))) || id < BIGINT_MIN || id > BIGINT_MAX ||
    (info.minimum !== undefined && id < BigInt(info.minimum)) || (info.maximum !== undefined && id > BigInt(info.maximum))) {
    throw new errors.InvalidId(raw, meta.name)
  }
  const small = Number(id)
  return Number.isSafeInteger(small) ? small : id.toString()
}


/** One path segment as a key column's value; anything its kind does not take is a 404. */
function parsePart (meta: ModelMeta, column: ColumnMeta, raw: string): number | string {
  const { info } = column
  const kind = kindOf(info)
  // An integer key (or key part) as an integer; any other by its own kind (a UUID, a text).
  if (kind.pathConverter === undefined && kind.wholeNumberKey === true) return integerId(meta, column, raw)
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
