// Reads of one shape share their SQL text (lib/sql/shape.ts): only the values are bound per read.
// What a shape must tell apart (a null comparison, isnull's value, the page) gets a text of its own.
import t from 'tap'
import { DB } from '../../lib/index.ts'
import { Author, Book, models } from '../../examples/models.ts'
import { kMeta, kReader } from '../../lib/symbols.ts'
import { shapeOf, shapeValues } from '../../lib/sql/shape.ts'
import { POSTGRESQL, SQLITE } from '../../lib/sql/dialect.ts'
import type { ReadSpec } from '../../lib/sql/read.ts'
import { eachDatabase } from '../helpers/databases.ts'

const meta = Book[kMeta]
const column = (name: string) => meta.columns.find(c => c.prop === name) as (typeof meta.columns)[number]
const spec = (where: ReadSpec['where'], page: Partial<ReadSpec> = {}): ReadSpec => ({ where, order: [{ column: meta.primaryKey, descending: false }], ...page })

t.test('what a shape tells apart, and the values it binds', async t => {
  const isbn = column('isbn')
  const byNull = spec([{ column: isbn, op: 'eq', value: null }])
  const byValue = spec([{ column: isbn, op: 'eq', value: 'x' }])
  t.not(shapeOf(byNull, SQLITE), shapeOf(byValue, SQLITE), '= null is written "is null": not the shape of = value')
  t.strictSame(shapeValues(byNull, SQLITE), [], 'and binds nothing')
  t.strictSame(shapeValues(byValue, SQLITE), ['x'])
  t.not(shapeOf(spec([{ column: isbn, op: 'isnull', value: true }]), SQLITE), shapeOf(spec([{ column: isbn, op: 'isnull', value: false }]), SQLITE))
  t.equal(shapeOf(spec([{ column: isbn, op: 'eq', value: 'a' }]), SQLITE), shapeOf(byValue, SQLITE), 'two values, one shape')
  // SQLite writes the limit into the text; PostgreSQL binds it.
  t.not(shapeOf(spec([], { limit: 10 }), SQLITE), shapeOf(spec([], { limit: 20 }), SQLITE))
  t.equal(shapeOf(spec([], { limit: 10 }), POSTGRESQL), shapeOf(spec([], { limit: 20 }), POSTGRESQL))
  t.strictSame(shapeValues(spec([{ column: column('pubYear'), op: 'in', value: [1, 2] }], { limit: 10, offset: 5 }), POSTGRESQL), ['{1,2}', 10, 5])
  t.not(shapeOf(spec([], { limit: 10, offset: 0 }), POSTGRESQL), shapeOf(spec([], { limit: 10, offset: 5 }), POSTGRESQL), 'an offset of 0 is left out of the text')
  t.equal(shapeOf({ ...spec([]), after: [1] }, SQLITE), undefined, 'a keyset page is written each time')
  t.equal(shapeOf(spec([{ kind: 'and', items: [] }]), SQLITE), undefined, 'so is a group')
})

eachDatabase(t, 'reads of one shape reuse one text, and each finds its own rows', async (t, { url }) => {
  const db = new DB(url, { models })
  await db.createAll()
  t.teardown(() => db.close())
  const em = db.fork()
  em.create(Author, { id: 1, firstName: 'A', lastName: 'B' } as never)
  for (const [id, isbn] of [[1, null], [2, 'x'], [3, 'y']] as const) em.create(Book, { id, title: `T${id}`, pubYear: 2000, authorId: 1, isbn } as never)
  await em.flush()
  const reader = db[kReader]
  const ids = async (read: ReadSpec): Promise<unknown[]> => (await reader.rows(meta, read)).map(row => row.id)
  const isbn = column('isbn')
  t.strictSame(await ids(spec([{ column: isbn, op: 'eq', value: 'x' }])), [2])
  const prepared = reader.runner.prepared
  t.strictSame(await ids(spec([{ column: isbn, op: 'eq', value: 'y' }])), [3], 'the same shape, another value')
  t.equal(reader.runner.prepared, prepared, 'with the same statement')
  t.strictSame(await ids(spec([{ column: isbn, op: 'eq', value: null }])), [1], 'a null comparison is a shape of its own')
  t.strictSame(await ids(spec([{ column: isbn, op: 'ne', value: null }])), [2, 3])
  t.strictSame(await ids(spec([{ column: isbn, op: 'isnull', value: false }])), [2, 3])
  t.strictSame(await ids(spec([], { limit: 2 })), [1, 2])
  t.strictSame(await ids(spec([], { limit: 1, offset: 2 })), [3])
  t.strictSame(await ids(spec([], { limit: 1 })), [1], 'a limit of its own on SQLite, bound on PostgreSQL')
})
