import { errors, type DB, type Model, type ModelMeta } from '../../lib/index.ts'
import { kWriter } from '../../lib/symbols.ts'

type Values = Record<string, unknown>

/**
 * A generated id must fit its column like any other value. SQLite hands out max(id) + 1 whatever
 * the declared range (PostgreSQL's sequence fails instead, classified as 'exhausted'): past the
 * maximum the write is refused, inside its transaction, so nothing out of range is stored.
 */
export function checkGeneratedId (meta: ModelMeta, record: Model, values: Values): void {
  const { primaryKey } = meta
  const id = (record as unknown as Values)[primaryKey.prop]
  if (values[primaryKey.prop] !== undefined || primaryKey.info.maximum === undefined || typeof id !== 'number') return
  if (id > Number(primaryKey.info.maximum)) throw new errors.IdSpaceExhausted(meta.name)
}

/** On SQLite a generated id past the column's range was stored by the single-statement INSERT: take it back. */
export async function refuseGeneratedId (db: DB, meta: ModelMeta, row: Values, values: Values): Promise<void> {
  try {
    checkGeneratedId(meta, row as unknown as Model, values)
  } catch (error) {
    await db[kWriter].remove(meta, [{ column: meta.primaryKey, op: 'eq', value: row[meta.primaryKey.prop] }])
    throw error
  }
}
