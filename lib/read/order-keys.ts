import type { OrderTerm } from '../model/model-meta.ts'

type Row = Record<string, unknown>

/** Each row's values of its order's keys through relationships, read in its own statement (ReadSpec.pathKeys). */
const pathKeysRead = new WeakMap<Row, unknown[]>()

/** Keeps `values`, the keys through relationships read with `row`, for orderKeys. */
export function keepPathKeys (row: Row, values: unknown[]): void {
  pathKeysRead.set(row, values)
}

/**
 * The order keys of `row` (the last record of a keyset page, extensions §3): its own columns, and
 * for a key through single relationships the value its page's statement read with it (null where
 * a record on the way is absent or hidden), so that the cursor holds what the page was ordered by.
 */
export function orderKeys (row: Row, order: readonly OrderTerm[]): unknown[] {
  const related = pathKeysRead.get(row)
  let at = 0
  return order.map(term => {
    if (term.path === undefined) return row[term.column.prop] ?? null
    if (related === undefined) throw new TypeError('The row was not read with its order keys through relationships (ReadSpec.pathKeys)')
    return related[at++]
  })
}
