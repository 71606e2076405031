// db.find() and db.exists(): the documented way for hooks and applications to read committed
// records by field values, through the same driver-level reader as a GET.
import t from 'tap'
import { DB, errors, type ModelType } from '../../lib/index.ts'
import { Author, Book, models } from '../../examples/models.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { seedOneBook } from '../helpers/state.ts'

eachDatabase(t, 'db.find() and db.exists() read by field values', async (t, { url }) => {
  const db = new DB(url, { models })
  await db.createAll()
  t.teardown(() => db.close())
  await seedOneBook(db)
  const em = db.fork()
  em.create(Book, { title: 'Second', pubYear: 1990, authorId: 1, isbn: 'x-2' } as never)
  await em.flush()

  t.strictSame(await db.find(Book, { pubYear: 1990 }), [
    { id: 1, isbn: null, title: 'First', pubYear: 1990, authorId: 1 },
    { id: 2, isbn: 'x-2', title: 'Second', pubYear: 1990, authorId: 1 }
  ], 'every match, in primary-key order')
  t.strictSame(await db.find(Book, { pubYear: 1990 }, { limit: 1 }), [{ id: 1, isbn: null, title: 'First', pubYear: 1990, authorId: 1 }])
  t.strictSame((await db.find(Book, { isbn: null })).map(book => book.id), [1], 'null is "is null"')
  t.strictSame((await db.find(Book, { author_id: '1', title: 'Second' })).map(book => book.id), [2], 'snake_case names, values as a filter reads them')
  t.equal(await db.exists(Author, { id: 1, lastName: 'Lee' }), true)
  t.equal(await db.exists(Author, { id: 1, lastName: 'Other' }), false)
  t.equal(await db.exists(Author, { id: 'x' }), false, 'a value the column cannot hold matches nothing')
  t.equal(await db.exists(Author, { id: 2 ** 40 }), false, 'nor does one out of its range')
  // Typed callers cannot name it; plain JavaScript can.
  await t.rejects(db.find(Author as ModelType, { nickname: 'A' }), new errors.BadQuery('nickname is not a column in Author'))
})
