// The one way a test reads stored state: every row of a table, or of every table, as the library's
// reader decodes it; compare two snapshots (`t.strictSame`) to show a request wrote nothing.
import type { DB, Model , ModelType } from '../../lib/index.ts'
import { Author, Book } from '../../examples/models.ts'
import { kReader, kMeta } from '../../lib/symbols.ts'
import type { ColumnMeta, ModelMeta } from '../../lib/model/model-meta.ts'

/** Every table's rows in primary-key order, by record type name. */
export type Snapshot = Record<string, Array<Record<string, unknown>>>

const stored = new WeakMap<object, ColumnMeta[]>()

/**
 * A type's columns as a read of what is stored needs them: the plugin reads a write-only column
 * only as whether it is empty, and a test compares its stored value too.
 */
export function storedColumns (meta: ModelMeta): ColumnMeta[] {
  let columns = stored.get(meta)
  if (columns === undefined) {
    columns = meta.columns.map(column => column.info.writeOnly === true ? { ...column, info: { ...column.info, writeOnly: false } } : column)
    stored.set(meta, columns)
  }
  return columns
}

/** Every row of one table as stored, in primary-key order, every column (a write-only one too). */
export async function rowsOf (db: DB, model: ModelType): Promise<Array<Record<string, unknown>>> {
  const meta = model[kMeta]
  return await db[kReader].rows(meta, { where: [], order: [{ column: meta.primaryKey, descending: false }] }, storedColumns(meta))
}

/** Every table of the database. Reads go through the driver-level runner (they count in `db[kReader].runner.executed`). */
export async function snapshot (db: DB): Promise<Snapshot> {
  const state: Snapshot = {}
  for (const model of db.models) state[model[kMeta].name] = await rowsOf(db, model)
  return state
}

/** The number of rows of one table. */
export async function countOf (db: DB, model: ModelType): Promise<number> {
  return await db[kReader].count(model[kMeta], [])
}

/** One author (Ann Lee, id 1) with one book (First, 1990, id 1), written through MikroORM. */
export async function seedOneBook (db: DB): Promise<void> {
  const em = db.fork()
  em.create(Author, { firstName: 'Ann', lastName: 'Lee' } as never)
  await em.flush()
  em.create(Book, { title: 'First', pubYear: 1990, authorId: 1 } as never)
  await em.flush()
}
