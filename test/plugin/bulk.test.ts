// Bulk creates (extensions §8): a POST of a JSON array creates every record or none, answers them in
// input order, keys every problem by index, and holds to maxBulk, clientIds, hooks and conflicts.
import t from 'tap'
import Fastify from 'fastify'
import { Column, DB, defineModel, errors } from '../../lib/index.ts'
import modelResources, { ModelResource, type Data, type HookReturn } from '../../plugin/index.ts'
import { Author, Book, User, models } from '../../examples/models.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { countOf, rowsOf, seedOneBook, snapshot } from '../helpers/state.ts'
import { kReader } from '../../lib/symbols.ts'

const book = (title: string, extra: Data = {}): Data => ({ title, pubYear: 2000, authorId: 1, ...extra })
const ANN = { id: 1, firstName: 'Ann', lastName: 'Lee', fullName: 'Ann Lee' }

eachDatabase(t, 'the example\'s /books takes an array: 201 with every record in input order, as a single POST shows it', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  await seedOneBook(db)
  const single = await call(app, 'POST', '/books', book('Alone'))
  const res = await call(app, 'POST', '/books', [book('Zeta', { isbn: 'z' }), book('Alpha'), book('Mid', { author_id: 1, authorId: undefined, pub_year: 1999, pubYear: undefined })])
  t.equal(res.status, 201)
  t.equal(res.headers.location, undefined, 'many records: no one Location')
  t.strictSame(res.body, {
    Book: [
      { id: 3, isbn: 'z', title: 'Zeta', pubYear: 2000, authorId: 1, author: ANN, tags: [] },
      { id: 4, isbn: null, title: 'Alpha', pubYear: 2000, authorId: 1, author: ANN, tags: [] },
      { id: 5, isbn: null, title: 'Mid', pubYear: 1999, authorId: 1, author: ANN, tags: [] }
    ]
  })
  t.strictSame(Object.keys(res.body.Book[0]), Object.keys(single.body), 'the fields of a single POST, in its order')
  t.strictSame((await rowsOf(db, Book)).map(row => row.title), ['First', 'Alone', 'Zeta', 'Alpha', 'Mid'])

  t.strictSame((await call(app, 'POST', '/books', [])).body, { Book: [] }, 'an empty array creates nothing')
  t.equal(await countOf(db, Book), 5)
})

eachDatabase(t, 'one invalid record rejects all: every problem keyed by index, missing columns last, nothing written', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  await seedOneBook(db)
  const before = await snapshot(db)
  const res = await call(app, 'POST', '/books', [
    book('Fine'),
    { title: 'x'.repeat(101), pubYear: 'soon', authorId: 1 },
    { pubYear: 2000, colour: 'red' },
    book('Also fine')
  ])
  t.equal(res.status, 400)
  t.strictSame(res.body, {
    message: [
      { '1.title': 'The data exceeds the maximum length 100' },
      { '1.pubYear': 'The value soon is not a valid integer' },
      { '2.colour': 'Unknown field' },
      { missing_columns: ['2.title', '2.author_id'] }
    ]
  })
  t.strictSame(await snapshot(db), before)

  const shapes = await call(app, 'POST', '/books', [book('Fine'), 'text', null, [book('nested')]])
  t.equal(shapes.status, 400)
  t.strictSame(shapes.body, {
    message: [{ 1: 'The record must be a JSON object' }, { 2: 'The record must be a JSON object' }, { 3: 'The record must be a JSON object' }]
  })
  t.strictSame(await snapshot(db), before)
})

eachDatabase(t, 'a resource without bulk answers an array as before; a bulk is JSON and within maxBulk (413)', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  await seedOneBook(db)
  const before = await snapshot(db)
  for (const path of ['/authors', '/api/v2/orders']) {
    const res = await call(app, 'POST', path, [{ firstName: 'A', lastName: 'B' }], { 'x-user': '1' })
    t.equal(res.status, path === '/authors' ? 400 : 401, path)
    t.strictSame(res.body, path === '/authors' ? { message: 'The body must be a JSON object' } : { message: 'Unauthorized User' }, path)
  }
  const tooMany = await call(app, 'POST', '/books', Array.from({ length: 1001 }, (_, i) => book(`B${i}`)))
  t.equal(tooMany.status, 413)
  t.strictSame(tooMany.body, { message: 'A bulk create of 1001 records is more than 1000 (maxBulk): send fewer at a time' })
  const text = await call(app, 'POST', '/books', JSON.stringify([book('T')]), { 'content-type': 'text/plain' })
  t.equal(text.status, 415)
  t.strictSame(text.body, { message: 'JSON format is required' })
  t.strictSame(await snapshot(db), before)

  const statements = db[kReader].runner.executed
  const thousand = await call(app, 'POST', '/books', Array.from({ length: 1000 }, (_, i) => book(`B${i}`)))
  t.equal(thousand.status, 201)
  t.equal(db[kReader].runner.executed - statements, 3, 'one INSERT of the 1000 records, one read of their authors, one of their tags')
  t.equal(thousand.body.Book.length, 1000)
  t.strictSame(thousand.body.Book[999], { id: 1001, isbn: null, title: 'B999', pubYear: 2000, authorId: 1, author: ANN, tags: [] })
  t.equal(await countOf(db, Book), 1001)
})

// A user table with a unique email, taking bulk creates, ids the server's.
class Users extends ModelResource.of(User, { bulk: true, maxBulk: 5 }) {}
const user = (name: string, extra: Data = {}): Data => ({ username: name, password: 'pw', email: `${name}@example.com`, ...extra })

eachDatabase(t, 'conflicts name the record: a clash with a stored value, two records of the bulk, a missing parent', async (t, { url }) => {
  const { app, db } = await openApp(t, url, { resources: [Users, class extends ModelResource.of(Book, { bulk: true }) {}] })
  await seedOneBook(db)
  t.equal((await call(app, 'POST', '/users', user('ann'))).status, 201)
  const before = await snapshot(db)

  const stored = await call(app, 'POST', '/users', [user('bob'), user('cy'), user('ann2', { email: 'ann@example.com' })])
  t.equal(stored.status, 409)
  t.strictSame(stored.body, { message: 'record 2: A User with this email already exists' })
  const twice = await call(app, 'POST', '/users', [user('dan'), user('eve'), user('dan2', { email: 'dan@example.com' })])
  t.equal(twice.status, 409)
  t.strictSame(twice.body, { message: 'records 0 and 2 have the same email' })
  const parent = await call(app, 'POST', '/books', [book('Fine'), book('Orphan', { authorId: 999 })])
  t.equal(parent.status, 409)
  t.strictSame(parent.body, { message: 'record 1: authorId 999 does not match any Author' })
  const withId = await call(app, 'POST', '/users', [user('fay'), user('gus', { id: 50 })])
  t.equal(withId.status, 400)
  t.strictSame(withId.body, { message: [{ '1.id': 'User ids are chosen by the server: send no id' }] })
  const six = await call(app, 'POST', '/users', [1, 2, 3, 4, 5, 6].map(n => user(`u${n}`)))
  t.equal(six.status, 413)
  t.strictSame(six.body, { message: 'A bulk create of 6 records is more than 5 (maxBulk): send fewer at a time' })
  t.strictSame(await snapshot(db), before, 'nothing of any refused bulk was written')
})

eachDatabase(t, 'where clients choose ids, a bulk may name them; later generated ids come after them', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  await seedOneBook(db)
  const res = await call(app, 'POST', '/books', [book('Forty', { id: 40 }), book('Next')])
  t.equal(res.status, 201)
  t.strictSame(res.body.Book.map((b: Data) => [b.id, b.title]), [[40, 'Forty'], [41, 'Next']])
  const taken = await call(app, 'POST', '/books', [book('Again', { id: 40 })])
  t.equal(taken.status, 409)
  t.strictSame(taken.body, { message: 'record 0: A Book with id 40 already exists' })
  t.equal((await call(app, 'POST', '/books', book('After'))).body.id, 42)
})

eachDatabase(t, 'two records of one bulk with the same id: a 409 naming both, nothing stored (they merged into one before)', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  await seedOneBook(db)
  const before = await snapshot(db)
  const twice = await call(app, 'POST', '/books', [book('first', { id: 50 }), book('second', { id: 50 })])
  t.strictSame([twice.status, twice.body], [409, { message: 'records 0 and 1 have the same id' }])
  // The first repeat is named, whatever lies between; an id sent as text is the same id.
  const later = await call(app, 'POST', '/books', [book('a'), book('b', { id: 7 }), book('c', { id: 8 }), book('d', { id: '7' }), book('e', { id: 8 })])
  t.strictSame([later.status, later.body], [409, { message: 'records 1 and 3 have the same id' }])
  t.strictSame(await snapshot(db), before, 'nothing of either bulk was written')
})

eachDatabase(t, 'a unique column repeated in one bulk: a 409 naming both records, nothing stored, on either write path', async (t, { url }) => {
  const { app, db } = await openApp(t, url, { resources: [class extends ModelResource.of(User, { bulk: true, clientIds: true }) {}] })
  await seedOneBook(db)
  const before = await snapshot(db)
  // Without ids: one INSERT; with ids: MikroORM's transaction, one record at a time.
  const plain = await call(app, 'POST', '/users', [user('ann'), user('bob', { email: 'ann@example.com' })])
  t.strictSame([plain.status, plain.body], [409, { message: 'records 0 and 1 have the same email' }])
  const given = await call(app, 'POST', '/users', [user('ann', { id: 10 }), user('bob', { id: 11 }), user('cy', { id: 12, email: 'bob@example.com' })])
  t.strictSame([given.status, given.body], [409, { message: 'records 1 and 2 have the same email' }])
  t.strictSame(await snapshot(db), before)
})

const seen: string[] = []
class Hooked extends ModelResource.of(Book, {
  bulk: true,
  statuses: { post: { 403: 'No refusals', 422: 'Not this one' } },
  beforeCommit: {
    post: (_resource, record) => {
      seen.push(String(record.title))
      return record.title === 'VETO' ? [false, 'Not this one', 422] : [true, record, 201]
    }
  }
}) {
  override processPostInput (data: Data): HookReturn {
    if (data.title === 'Refuse') return { status: false, message: 'No refusals', statusCode: 403 }
    return { status: true, data: { ...data, title: String(data.title).toUpperCase() } }
  }
}

eachDatabase(t, 'the process hook runs per record before anything is written; beforeCommit per record in one transaction', async (t, { url }) => {
  const { app, db } = await openApp(t, url, { resources: [Hooked] })
  await seedOneBook(db)
  const before = await snapshot(db)
  seen.length = 0
  const refused = await call(app, 'POST', '/books', [book('a'), book('Refuse'), book('b')])
  t.equal(refused.status, 403)
  t.strictSame(refused.body, { message: 'record 1: No refusals' })
  t.strictSame(seen, [], 'no beforeCommit ran')
  const vetoed = await call(app, 'POST', '/books', [book('a'), book('b'), book('Veto')])
  t.equal(vetoed.status, 422)
  t.strictSame(vetoed.body, { message: 'record 2: Not this one' })
  t.strictSame(seen, ['A', 'B', 'VETO'], 'beforeCommit saw the hook-changed records in order, up to the refusal')
  t.strictSame(await snapshot(db), before, 'the transaction rolled back the records before the refusal too')

  const created = await call(app, 'POST', '/books', [book('a'), book('b')])
  t.equal(created.status, 201)
  t.strictSame(created.body.Book.map((b: Data) => b.title), ['A', 'B'])
  t.strictSame((await rowsOf(db, Book)).map(row => row.title), ['First', 'A', 'B'])
})

t.test('bulk with an afterCommit hook for post is refused at registration', async t => {
  const db = new DB('sqlite:///:memory:', { models })
  await db.createAll()
  t.teardown(() => db.close())
  class Answered extends ModelResource.of(Author, { bulk: true, afterCommit: { post: (_r, author) => [true, author, 201] } }) {}
  const app = Fastify()
  t.teardown(() => app.close())
  await t.rejects(async () => await app.register(modelResources, { db, resources: [Answered], closeDb: false }).ready(), new errors.BulkAfterCommit('Answered'))
})

eachDatabase(t, 'no generated id left in the key\'s range: the whole bulk is refused and nothing stays', async (t, { url }) => {
  const Tag = defineModel({ name: 'Tag', columns: { id: Column.Integer({ primaryKey: true }), label: Column.String(10, { nullable: false }) } })
  const { app, db } = await openApp(t, url, { models: [Tag], resources: [class extends ModelResource.of(Tag, { bulk: true, clientIds: true }) {}] })
  t.equal((await call(app, 'POST', '/tags', { id: 2 ** 31 - 2, label: 'high' })).status, 201)
  const before = await snapshot(db)
  const res = await call(app, 'POST', '/tags', [{ label: 'a' }, { label: 'b' }])
  t.equal(res.status, 409)
  t.strictSame(res.body, { message: 'No Tag id is left to generate: send an id that is not taken' })
  t.strictSame(await snapshot(db), before)
})

eachDatabase(t, 'explaining a refused bulk asks about 100 distinct values at most; past them the 409 names no record', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  const em = db.fork()
  for (let i = 1; i <= 120; i++) em.create(Author, { firstName: 'A', lastName: `L${i}` } as never)
  await em.flush()
  const before = await snapshot(db)
  const near = await call(app, 'POST', '/books', [...Array.from({ length: 60 }, (_, i) => book(`B${i}`, { authorId: i + 1 })), book('Orphan', { authorId: 999 })])
  t.equal(near.status, 409)
  t.strictSame(near.body, { message: 'record 60: authorId 999 does not match any Author' }, 'within the bound: named')
  const far = await call(app, 'POST', '/books', [...Array.from({ length: 120 }, (_, i) => book(`B${i}`, { authorId: i + 1 })), book('Orphan', { authorId: 999 })])
  t.equal(far.status, 409)
  t.strictSame(far.body, { message: 'The Book refers to a record that does not exist' }, 'past it: the 409 without the record')
  t.strictSame(await snapshot(db), before)
})
