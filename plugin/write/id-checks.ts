import { errors, type DB, type ModelMeta } from '../../lib/index.ts'
import { kWriter } from '../../lib/symbols.ts'
import { fieldValue } from '../../lib/model/field-value.ts'

type Values = Record<string, unknown>

/**
 * A generated id must fit its column like any other value. SQLite hands out max(id) + 1 whatever
 * the declared range (PostgreSQL's sequence fails instead, classified as 'exhausted'): past the
 * maximum the write is refused, inside its transaction, so nothing out of range is stored.
 */
export function checkGeneratedId (meta: ModelMeta, record: object, values: Values): void {
  const { primaryKey } = meta
  const id = fieldValue(record, primaryKey.prop)
  if (values[primaryKey.prop] !== undefined || primaryKey.info.maximum === undefined || typeof id !== 'number') return
  if (id > Number(primaryKey.info.maximum)) throw new errors.IdSpaceExhausted(meta.name)
}

/** On SQLite a generated id past the column's range was stored by the single-statement INSERT: take it back. */
export async function refuseGeneratedId (db: DB, meta: ModelMeta, row: Values, values: Values): Promise<void> {
  try {
    checkGeneratedId(meta, row, values)
  } catch (error) {
    await db[kWriter].remove(meta, [{ column: meta.primaryKey, op: 'eq', value: row[meta.primaryKey.prop] }])
    throw error
  }
}
