// Record operations: save(), delete(), validateRecord(), Model.query, and the defaults filled on save.
import t from 'tap'
import { DB, HookQuery } from '../../lib/index.ts'
import type { Model , ModelType } from '../../lib/index.ts'
import { Author, Book, Job, models, Order, User } from '../../examples/models.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { kReader, kMeta } from '../../lib/symbols.ts'
import { storedColumns } from '../helpers/state.ts'

async function open (url: string, t: { teardown: (fn: () => unknown) => void }): Promise<DB> {
  const db = new DB(url, { models })
  t.teardown(() => db.close())
  await db.createAll()
  return db
}

/** The rows of a table as the reader sees them, by primary key. */
async function rows (db: DB, model: ModelType, query?: HookQuery): Promise<Array<Record<string, unknown>>> {
  // Every column, a write-only one too: what is stored.
  return db[kReader].rows(model[kMeta], { where: query?.conditions ?? [], order: [{ column: model[kMeta].primaryKey, descending: false }] }, storedColumns(model[kMeta]))
}

const SECOND = 1000

eachDatabase(t, 'save() commits the record and returns it with its id', async (t, { url }) => {
  const db = await open(url, t)
  const ann = new Author({ firstName: 'Ann', lastName: 'Lee' })
  t.equal(ann.id, undefined, 'no id before saving')
  const saved = await ann.save()
  t.equal(saved, ann, 'save() returns the record itself')
  t.equal(saved.id, 1)
  const bob = await new Author({ firstName: 'Bob', lastName: 'Ray' }).save()
  t.equal(bob.id, 2)
  t.strictSame(await rows(db, Author), [
    { id: 1, firstName: 'Ann', lastName: 'Lee' },
    { id: 2, firstName: 'Bob', lastName: 'Ray' }
  ], 'the rows exist in the table')
  // Another unit of work sees the committed row.
  const found = await db.fork().findOne(Author, { id: 1 } as never) as { firstName?: string } | null
  t.equal(found?.firstName, 'Ann', 'visible to a fresh EntityManager')
})

eachDatabase(t, 'save() on a saved record writes its changes', async (t, { url }) => {
  const db = await open(url, t)
  const ann = await new Author({ firstName: 'Ann', lastName: 'Lee' }).save()
  ann.lastName = 'Long'
  const again = await ann.save()
  t.equal(again.id, 1, 'the id is kept')
  t.strictSame(await rows(db, Author), [{ id: 1, firstName: 'Ann', lastName: 'Long' }], 'updated, not inserted twice')
})

eachDatabase(t, 'a record with an explicit id keeps it', async (t, { url }) => {
  const db = await open(url, t)
  const ann = await new Author({ id: 42, firstName: 'Ann', lastName: 'Lee' }).save()
  t.equal(ann.id, 42)
  t.strictSame(await rows(db, Author), [{ id: 42, firstName: 'Ann', lastName: 'Lee' }])
})

eachDatabase(t, 'delete() removes the record and only it', async (t, { url }) => {
  const db = await open(url, t)
  const ann = await new Author({ firstName: 'Ann', lastName: 'Lee' }).save()
  const bob = await new Author({ firstName: 'Bob', lastName: 'Ray' }).save()
  const book = await new Book({ title: 'First', pubYear: 2001, authorId: ann.id }).save()
  t.equal(await book.delete(), undefined, 'delete() resolves to nothing')
  t.strictSame(await rows(db, Book), [], 'the book is gone')
  await ann.delete()
  t.strictSame(await rows(db, Author), [{ id: bob.id, firstName: 'Bob', lastName: 'Ray' }], 'the other author stays')
  t.equal(await db[kReader].count(Author[kMeta], new HookQuery(Author).where('id', 1).conditions), 0)
})

// ---- validateRecord: no database involved, only the record and its declaration --------------

t.test('validateRecord() on Author lists the missing required columns, snake_case or camelCase', async t => {
  t.strictSame(new Author().validateRecord(), [false, { missing_values: ['first_name', 'last_name'] }])
  t.strictSame(new Author().validateRecord({ camelCase: false }), [false, { missing_values: ['first_name', 'last_name'] }])
  t.strictSame(new Author().validateRecord({ camelCase: true }), [false, { missingValues: ['firstName', 'lastName'] }])
  t.strictSame(new Author({ firstName: 'Ann' }).validateRecord(), [false, { missing_values: ['last_name'] }])
  t.strictSame(new Author({ firstName: 'Ann', lastName: null }).validateRecord({ camelCase: true }),
    [false, { missingValues: ['lastName'] }], 'null is missing')
  t.strictSame(new Author({ firstName: 'Ann', lastName: 'Lee' }).validateRecord(), [true, {}], 'the id is not required')
  t.strictSame(new Author({ firstName: 'Ann', lastName: 'Lee' }).validateRecord({ camelCase: true }), [true, {}])
  t.strictSame(new Author({ firstName: '', lastName: '' }).validateRecord(), [true, {}], 'an empty string is a value')
})

t.test('validateRecord() on Book', async t => {
  t.strictSame(new Book().validateRecord(), [false, { missing_values: ['title', 'pub_year', 'author_id'] }])
  t.strictSame(new Book().validateRecord({ camelCase: true }), [false, { missingValues: ['title', 'pubYear', 'authorId'] }])
  t.strictSame(new Book({ title: 'T', isbn: '1' }).validateRecord({ camelCase: true }), [false, { missingValues: ['pubYear', 'authorId'] }])
  t.strictSame(new Book({ title: 'T', pubYear: 0, authorId: 1 }).validateRecord(), [true, {}], '0 is a value; isbn is nullable')
})

t.test('validateRecord() on User ignores defaults: a column with a default still counts as missing', async t => {
  t.strictSame(new User().validateRecord(), [false, {
    missing_values: ['username', 'password', 'email', 'is_staff', 'is_active', 'is_account_current', 'date_joined']
  }])
  t.strictSame(new User({ username: 'ann', password: 'pw', email: 'a@x' }).validateRecord({ camelCase: true }), [false, {
    missingValues: ['isStaff', 'isActive', 'isAccountCurrent', 'dateJoined']
  }])
  t.strictSame(new User({ username: 'ann', password: 'pw', email: 'a@x' }).validateRecord(), [false, {
    missing_values: ['is_staff', 'is_active', 'is_account_current', 'date_joined']
  }])
  t.strictSame(new User({
    username: 'ann', password: 'pw', email: 'a@x', isStaff: false, isActive: false, isAccountCurrent: false, dateJoined: '2024-01-02'
  }).validateRecord(), [true, {}], 'false is a value; lastLogin is nullable')
})

t.test('validateRecord() counts a database default as missing too (Job.startedAt)', async t => {
  t.strictSame(new Job({ ownerId: 1, orderId: 1 }).validateRecord(), [false, { missing_values: ['started_at'] }])
  t.strictSame(new Job({ ownerId: 1, orderId: 1 }).validateRecord({ camelCase: true }), [false, { missingValues: ['startedAt'] }])
  t.strictSame(new Order({ ownerId: 1, description: 'd' }).validateRecord(), [true, {}], 'orderedAt and statusId are nullable')
})

eachDatabase(t, 'a User is complete once save() has filled its defaults', async (t, { url }) => {
  await open(url, t)
  const user = new User({ username: 'ann', password: 'pw', email: 'ann@example.com' })
  t.equal(user.validateRecord()[0], false)
  await user.save()
  t.strictSame(user.validateRecord(), [true, {}])
})

// ---- Model.query -----------------------------------------------------------------------

eachDatabase(t, 'Model.query is a MikroORM query builder for the record type', async (t, { url }) => {
  await open(url, t)
  const ann = await new Author({ firstName: 'Ann', lastName: 'Lee' }).save()
  const bob = await new Author({ firstName: 'Bob', lastName: 'Ray' }).save()
  await new Book({ title: 'First', pubYear: 2001, authorId: ann.id }).save()
  await new Book({ title: 'Other', pubYear: 1999, authorId: bob.id }).save()
  await new Book({ title: 'Second', pubYear: 2001, authorId: bob.id }).save()

  const of2001 = await Book.query.select('*').where({ pubYear: 2001 }).orderBy({ id: 'asc' }).getResultList()
  t.strictSame(of2001.map(book => book.title), ['First', 'Second'])
  t.ok(of2001.every(book => book instanceof Book), 'the results are Book records')
  t.strictSame(of2001[1].toDict({ serialFields: ['id', 'title', 'authorId'] }), { id: 3, title: 'Second', authorId: 2 })

  t.equal(await Book.query.where({ authorId: bob.id }).getCount(), 2)
  const [latest] = await Book.query.select(['title']).orderBy({ pubYear: 'desc', id: 'desc' }).limit(1).execute()
  t.strictSame(latest, { title: 'Second' }, 'execute() gives plain rows')
  const sql = Book.query.select('*').where({ pubYear: 2001 }).getQuery()
  t.match(sql, /^select .* from .book. as .* where .*pub_year. = \?$/)
  t.equal((Author.query as unknown as Record<string, unknown>).getOr404, undefined, 'no web-framework helpers')
  t.equal((Author.query as unknown as Record<string, unknown>).get_or_404, undefined)
})

// ---- defaults filled on save ----------------------------------------------------------

function today (): string {
  return new Date().toISOString().slice(0, 10)
}

eachDatabase(t, 'save() fills application defaults: Order.orderedAt now, statusId 0, User.dateJoined today', async (t, { url }) => {
  const db = await open(url, t)
  const before = Date.now()
  const user = await new User({ username: 'ann', password: 'pw', email: 'ann@example.com' }).save()
  const order = await new Order({ ownerId: user.id, description: 'two books' }).save()
  const after = Date.now()
  t.equal(order.statusId, 0)
  t.ok(order.orderedAt instanceof Date, 'orderedAt is a Date on the record')
  const orderedAt = (order.orderedAt as Date).getTime()
  t.ok(orderedAt >= Math.floor(before / 1000) * 1000 && orderedAt <= after, 'orderedAt is the time of saving')
  t.equal(orderedAt % 1000, 0, 'in whole seconds, as the column keeps it')
  t.equal(user.dateJoined, today())
  t.equal(user.isStaff, false)
  t.equal(user.isActive, false)
  t.equal(user.isAccountCurrent, false)
  t.equal(user.lastLogin, undefined, 'no default: left alone')

  const [orderRow] = await rows(db, Order)
  t.equal(orderRow.statusId, 0, 'stored')
  t.equal((orderRow.orderedAt as Date).getTime(), orderedAt, 'stored as the record holds it')
  const [userRow] = await rows(db, User)
  t.strictSame(
    userRow,
    { id: 1, username: 'ann', password: 'pw', email: 'ann@example.com', isStaff: false, isActive: false, isAccountCurrent: false, dateJoined: today(), lastLogin: null }
  )
})

eachDatabase(t, 'save() keeps values given over the defaults', async (t, { url }) => {
  const db = await open(url, t)
  const user = await new User({ username: 'ann', password: 'pw', email: 'ann@example.com', isStaff: true, dateJoined: '2020-05-06' }).save()
  const at = new Date('2023-04-05T06:07:08Z')
  await new Order({ ownerId: user.id, description: 'd', orderedAt: at, statusId: 3 }).save()
  const [order] = await rows(db, Order)
  t.equal(order.statusId, 3)
  t.equal((order.orderedAt as Date).toISOString(), '2023-04-05T06:07:08.000Z')
  const [stored] = await rows(db, User)
  t.equal(stored.isStaff, true)
  t.equal(stored.dateJoined, '2020-05-06')
})

eachDatabase(t, 'Job.startedAt is filled by the database and returned to the record', async (t, { url }) => {
  const db = await open(url, t)
  const user = await new User({ username: 'ann', password: 'pw', email: 'ann@example.com' }).save()
  const order = await new Order({ ownerId: user.id, description: 'd' }).save()
  const before = Date.now()
  const job = await new Job({ ownerId: user.id, orderId: order.id }).save()
  const after = Date.now()
  t.equal(job.statusId, 0, 'statusId: the application default')
  const [row] = await rows(db, Job)
  t.ok(row.startedAt instanceof Date, 'the stored startedAt is a date-time')
  const startedAt = (row.startedAt as Date).getTime()
  // The database clock and ours are the same machine's; allow for rounding to the second.
  t.ok(startedAt >= before - 2 * SECOND && startedAt <= after + 2 * SECOND, 'startedAt is the time of the insert')
  t.ok(job.startedAt instanceof Date, 'the record got the value back')
  t.equal((job.startedAt as Date).getTime(), startedAt, 'the same value as stored')
  t.equal(row.finishedAt, null)
})

eachDatabase(t, 'db.loadRelations() fills a record\'s relationships for toDict()', async (t, { url }) => {
  const db = new DB(url, { models })
  await db.createAll()
  t.teardown(() => db.close())
  const author = await new Author({ firstName: 'Ann', lastName: 'Lee' }).save()
  await new Book({ title: 'B', pubYear: 2002, authorId: author.id }).save()
  await new Book({ title: 'A', pubYear: 2001, authorId: author.id }).save()
  t.strictSame(author.toDict().books, [], 'nothing is loaded by itself')
  await db.loadRelations(author)
  t.strictSame(author.toDict(), {
    id: 1,
    firstName: 'Ann',
    lastName: 'Lee',
    fullName: 'Ann Lee',
    books: [
      { id: 1, isbn: null, title: 'B', pubYear: 2002, authorId: 1, tags: [] },
      { id: 2, isbn: null, title: 'A', pubYear: 2001, authorId: 1, tags: [] }
    ]
  })
  const book = (await Book.query.where({ title: 'A' }).getResultList())[0]
  await db.loadRelations([book])
  t.strictSame(book.toDict().author, { id: 1, firstName: 'Ann', lastName: 'Lee', fullName: 'Ann Lee' })
})

eachDatabase(t, 'prepared statements stay bounded however many distinct queries clients send', async (t, { url, dialect }) => {
  const { PREPARED_LIMIT } = await import('../../lib/read/runner.ts')
  const db = new DB(url, { models })
  await db.createAll()
  t.teardown(() => db.close())
  await new Author({ firstName: 'Ann', lastName: 'Lee' }).save()
  const column = Author[kMeta].columnsByProp.get('id')!
  // Every IN list of a different length is its own SQL text on SQLite's plain `in`, and every
  // extra condition is on both: far more texts than the cache holds, all still answered right.
  for (let n = 1; n <= PREPARED_LIMIT + 50; n++) {
    const where = Array.from({ length: 1 + (n % 7) }, () => ({ column, op: 'ne' as const, value: -n }))
    const rows = await db[kReader].rows(Author[kMeta], { where: [...where, { column, op: 'le', value: n }], order: [], limit: n })
    if (rows.length !== 1) t.fail(`query ${n} answered ${rows.length} rows`)
  }
  t.pass(`${PREPARED_LIMIT + 50} distinct queries answered`)
  t.ok(db[kReader].runner.prepared <= PREPARED_LIMIT, 'no more statements are kept than the limit')
  // SQLite writes each page size into the text, so there the cache filled and evicted.
  if (dialect === 'sqlite') t.equal(db[kReader].runner.prepared, PREPARED_LIMIT)
})
