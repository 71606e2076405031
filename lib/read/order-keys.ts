import type { OrderTerm } from '../model/model-meta.ts'
import type { Reader } from './reader.ts'

type Row = Record<string, unknown>

/**
 * The order keys of `row` (the last record of a keyset page, extensions §3): its own columns, and
 * for a key through single relationships the related record's column, read hop by hop with each
 * type's GET hook conditions, as the order's subquery reads it (pathOrderSql): null where a
 * record on the way is absent or hidden. One small read per hop, for the page's last record only.
 */
export async function orderKeys (reader: Reader, row: Row, order: readonly OrderTerm[]): Promise<unknown[]> {
  const keys: unknown[] = []
  for (const term of order) {
    const path = term.path ?? []
    let current: Row | undefined = row
    for (const { relation, narrowing } of path) {
      const value: unknown = current[relation.local.prop]
      if (value === undefined || value === null) {
        current = undefined
        break
      }
      const where = [{ column: relation.remote, op: 'eq' as const, value }, ...narrowing]
      current = (await reader.rows(relation.targetMeta, { where, order: [], limit: 1 }))[0]
      if (current === undefined) break
    }
    keys.push(current === undefined ? null : current[term.column.prop] ?? null)
  }
  return keys
}
