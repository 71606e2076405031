// A writable single with `orphans: 'delete'` owns its record: the parent's key is set only through
// the relationship. Tried as an attacker would, a client that may write a Book but not delete
// Authors could delete any Author no other record references: `PATCH /books/1 {"authorId": 2}`
// (then an ordinary column), then `{"author": null}`, and Author 2 was deleted as the record no
// longer linked (no Author resource, so no delete hook to stop it). Now the key sent alone may only
// repeat what is stored (compared in the write's transaction), a POST's not at all, each record of
// a bulk alike; `orphans: 'keep'` deletes nothing and keeps its key free; and a write that does not
// send the key keeps its single-statement path. Models declared here.
import t, { type Test } from 'tap'
import { Column, defineModel, Relationship } from '../../lib/index.ts'
import { BatchResource, MetaResource, ModelResource } from '../../plugin/index.ts'
import { kReader } from '../../lib/symbols.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp, type Opened } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { rowsOf, snapshot } from '../helpers/state.ts'

const Author = defineModel({
  name: 'Author',
  columns: { id: Column.Integer({ primaryKey: true }), name: Column.String(20, { nullable: false }) }
})

/** A book owns its author: replacing it (or null) deletes the one no longer linked. */
const Book = defineModel({
  name: 'Book',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    title: Column.String(20, { nullable: false }),
    authorId: Column.Integer({ foreignKey: 'author.id' })
  },
  relationships: { author: Relationship.single('Author', { writable: true }) }
})

/** An article keeps the author it no longer links: its key relinks as any column. */
const Article = defineModel({
  name: 'Article',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    title: Column.String(20, { nullable: false }),
    authorId: Column.Integer({ foreignKey: 'author.id' })
  },
  relationships: { author: Relationship.single('Author', { writable: true, orphans: 'keep' }) }
})

// No Author resource: no delete hook of Author's stands between a book's writer and its authors.
class Books extends ModelResource.of(Book, { bulk: true }) {}
class Articles extends ModelResource.of(Article) {}
class Batch extends BatchResource.of([Books]) {}
class BookMeta extends MetaResource { static override resourceClass = Books }
class ArticleMeta extends MetaResource { static override resourceClass = Articles }

const OWNED = "Set through author: each Book owns its Author (deleted once no longer linked), so authorId alone may not link another"
const ANN = { id: 1, name: 'Ann' }
const ZED = { id: 2, name: 'Zed' }

interface Counted extends Opened {
  /** Statements MikroORM ran (a transaction's BEGIN, its reads and writes, COMMIT); the driver's own are in `db[kReader].runner.executed`. */
  orm: () => number
}

async function open (t: Test, url: string): Promise<Counted> {
  let orm = 0
  const opened = await openApp(t, url, {
    models: [Author, Book, Article],
    resources: [Books, Articles, Batch, BookMeta, ArticleMeta],
    db: { echo: true, log: line => { if (line.startsWith('[query]')) orm++ } }
  })
  return { ...opened, orm: () => orm }
}

/** Book 1 by its own Ann (author 1), book 2 without an author, and Zed (author 2), whom no record references. */
async function seed (t: Test, { app, db }: Opened): Promise<void> {
  t.equal((await call(app, 'POST', '/books', { title: 'Mine', author: { name: 'Ann' } })).status, 201)
  t.equal((await call(app, 'POST', '/books', { title: 'Bare' })).status, 201)
  const em = db.fork()
  em.create(Author, { name: 'Zed' } as never)
  await em.flush()
}

eachDatabase(t, 'the attack: a book\'s key cannot link another author, so replacing its own deletes no one else', async (t, { url }) => {
  const opened = await open(t, url)
  const { app, db } = opened
  await seed(t, opened)
  const before = await snapshot(db)
  t.strictSame(before.Author, [ANN, ZED])
  // Step 1, in every spelling: refused, nothing written (the title neither).
  for (const [method, path, body] of [
    ['PATCH', '/books/1', { authorId: 2 }],
    ['PATCH', '/books/1', { author_id: 2 }],
    ['PATCH', '/books/1', { title: 'Changed', authorId: '2' }],
    ['PUT', '/books/1', { title: 'Mine', authorId: 2 }],
    // None linked: any author is another.
    ['PATCH', '/books/2', { authorId: 2 }]
  ] as const) {
    const res = await call(app, method, path, body)
    t.strictSame([res.status, res.body], [400, { message: [{ authorId: OWNED }] }], `${method} ${path} ${JSON.stringify(body)}`)
  }
  const problem = await call(app, 'PATCH', '/books/1', { authorId: 2 }, { accept: 'application/problem+json' })
  t.equal(problem.status, 400)
  t.equal(problem.headers['content-type'], 'application/problem+json')
  t.strictSame(problem.body, {
    type: 'about:blank',
    title: 'Bad Request',
    status: 400,
    detail: 'The request body failed validation',
    code: 'FMR_ERR_VALIDATION',
    errors: [{ field: 'authorId', message: OWNED }]
  })
  // In a batch too: the operation is refused, and the batch with it.
  const batch = await call(app, 'POST', '/batch', { operations: [{ method: 'PATCH', path: '/books/1', body: { authorId: 2 } }] })
  t.strictSame([batch.status, batch.body], [400, { message: [{ authorId: OWNED }], operation: 0 }])
  // A value that is no key at all is the column's problem; none is a 500.
  for (const key of [{}, [2], '2x', 1e300, true, -1, 'null']) {
    for (const [method, path] of [['POST', '/books'], ['PUT', '/books/1'], ['PATCH', '/books/1'], ['PATCH', '/books/2']] as const) {
      const res = await call(app, method, path, { title: 'T', authorId: key })
      t.equal(res.status, 400, `${method} ${path} authorId ${JSON.stringify(key)}`)
    }
  }
  t.strictSame(await snapshot(db), before, 'Zed exists, book 1 is still Ann\'s')
  // Step 2: replacing the book's author deletes only its own.
  const replaced = await call(app, 'PATCH', '/books/1', { author: { name: 'Cy' } })
  t.strictSame([replaced.status, replaced.body], [200, { id: 1, title: 'Mine', authorId: 3, author: { id: 3, name: 'Cy' } }])
  const unlinked = await call(app, 'PATCH', '/books/1', { author: null })
  t.strictSame([unlinked.status, unlinked.body], [200, { id: 1, title: 'Mine', authorId: null, author: null }])
  t.strictSame(await rowsOf(db, Author), [ZED])
  t.strictSame(await rowsOf(db, Book), [{ id: 1, title: 'Mine', authorId: null }, { id: 2, title: 'Bare', authorId: null }])
})

eachDatabase(t, 'a POST, and each record of a bulk POST, links no existing author by key: 400, nothing written', async (t, { url }) => {
  const opened = await open(t, url)
  const { app, db } = opened
  await seed(t, opened)
  const before = await snapshot(db)
  for (const body of [{ title: 'New', authorId: 2 }, { title: 'New', author_id: 2 }, { title: 'New', authorId: '1' }]) {
    const res = await call(app, 'POST', '/books', body)
    t.strictSame([res.status, res.body], [400, { message: [{ authorId: OWNED }] }], JSON.stringify(body))
  }
  // With the parent's own problems, in the one list.
  const both = await call(app, 'POST', '/books', { authorId: 2, bogus: 1 }, { accept: 'application/problem+json' })
  t.strictSame([both.status, both.body.errors], [400, [
    { field: 'bogus', message: 'Unknown field' },
    { field: 'authorId', message: OWNED },
    { field: 'title', message: 'The field is required' }
  ]])
  const bulk = await call(app, 'POST', '/books', [{ title: 'A' }, { title: 'B', authorId: null }, { title: 'C' }, { title: 'D', authorId: 2 }])
  t.strictSame([bulk.status, bulk.body], [400, { message: [{ '3.authorId': OWNED }] }])
  const bulkProblem = await call(app, 'POST', '/books', [{ title: 'A', authorId: 1 }], { accept: 'application/problem+json' })
  t.strictSame([bulkProblem.status, bulkProblem.body.errors], [400, [{ field: '0.authorId', message: OWNED }]])
  t.strictSame(await snapshot(db), before)
  // Null links nothing: fine, alone and in a bulk.
  const none = await call(app, 'POST', '/books', { title: 'Null', authorId: null })
  t.strictSame([none.status, none.body], [201, { id: 3, title: 'Null', authorId: null, author: null }])
  const many = await call(app, 'POST', '/books', [{ title: 'A' }, { title: 'B', authorId: null }])
  t.strictSame([many.status, many.body.Book.map((book: { authorId: unknown }) => book.authorId)], [201, [null, null]])
  t.strictSame(await rowsOf(db, Author), [ANN, ZED])
})

eachDatabase(t, 'the key that repeats what is stored is fine: a GET answer PUT back, a PATCH with the same key, null', async (t, { url }) => {
  const opened = await open(t, url)
  const { app, db } = opened
  await seed(t, opened)
  const got = await call(app, 'GET', '/books/1')
  t.strictSame(got.body, { id: 1, title: 'Mine', authorId: 1, author: ANN })
  const again = await call(app, 'PUT', '/books/1', got.body)
  t.strictSame([again.status, again.body], [200, got.body])
  // Without the relationship, the key alone is compared with the stored one.
  const { author: _, ...columns } = got.body
  const columnsOnly = await call(app, 'PUT', '/books/1', { ...columns, title: 'Mine2' })
  t.strictSame([columnsOnly.status, columnsOnly.body], [200, { ...got.body, title: 'Mine2' }])
  const same = await call(app, 'PATCH', '/books/1', { title: 'Mine3', authorId: '1' })
  t.strictSame([same.status, same.body], [200, { ...got.body, title: 'Mine3' }])
  const bare = await call(app, 'PUT', '/books/2', { id: 2, title: 'Bare2', authorId: null })
  t.strictSame([bare.status, bare.body], [200, { id: 2, title: 'Bare2', authorId: null, author: null }])
  t.strictSame(await rowsOf(db, Book), [{ id: 1, title: 'Mine3', authorId: 1 }, { id: 2, title: 'Bare2', authorId: null }])
  // Null names no record: the book is unlinked and, the relationship not sent, no author is deleted.
  const unlinked = await call(app, 'PATCH', '/books/1', { authorId: null })
  t.strictSame([unlinked.status, unlinked.body], [200, { id: 1, title: 'Mine3', authorId: null, author: null }])
  t.strictSame(await rowsOf(db, Author), [ANN, ZED])
})

eachDatabase(t, 'orphans: \'keep\' deletes nothing: its key still links and relinks any author', async (t, { url }) => {
  const opened = await open(t, url)
  const { app, db } = opened
  await seed(t, opened)
  const linked = await call(app, 'POST', '/articles', { title: 'A', authorId: 2 })
  t.strictSame([linked.status, linked.body], [201, { id: 1, title: 'A', authorId: 2, author: ZED }])
  const moved = await call(app, 'PATCH', '/articles/1', { authorId: 1 })
  t.strictSame([moved.status, moved.body], [200, { id: 1, title: 'A', authorId: 1, author: ANN }])
  const replaced = await call(app, 'PATCH', '/articles/1', { author: { name: 'Cy' } })
  t.strictSame([replaced.status, replaced.body], [200, { id: 1, title: 'A', authorId: 3, author: { id: 3, name: 'Cy' } }])
  t.strictSame(await rowsOf(db, Author), [ANN, ZED, { id: 3, name: 'Cy' }], 'Ann is kept')
  t.strictSame(await rowsOf(db, Book), [{ id: 1, title: 'Mine', authorId: 1 }, { id: 2, title: 'Bare', authorId: null }])
})

eachDatabase(t, 'a write that does not send the key keeps its single statement; one that does takes the transaction', async (t, { url, dialect }) => {
  const opened = await open(t, url)
  const { app, db } = opened
  await seed(t, opened)
  const counted = async (body: object): Promise<{ status: number, body: any, statements: number, orm: number }> => {
    const [statements, orm] = [db[kReader].runner.executed, opened.orm()]
    const res = await call(app, 'PATCH', '/books/1', body)
    return { status: res.status, body: res.body, statements: db[kReader].runner.executed - statements, orm: opened.orm() - orm }
  }
  // PostgreSQL joins the author to the UPDATE ... RETURNING; SQLite reads it by a statement of its own.
  const singles = dialect === 'postgresql' ? 0 : 1
  const renamed = await counted({ title: 'Renamed' })
  t.strictSame([renamed.status, renamed.body], [200, { id: 1, title: 'Renamed', authorId: 1, author: ANN }])
  t.strictSame([renamed.statements, renamed.orm], [1 + singles, 0], 'one UPDATE, no transaction')
  const keyed = await counted({ title: 'Keyed', authorId: 1 })
  t.strictSame([keyed.status, keyed.body], [200, { id: 1, title: 'Keyed', authorId: 1, author: ANN }])
  t.ok(keyed.orm > 0, 'the key is compared in a transaction')
  const refused = await counted({ title: 'Refused', authorId: 2 })
  t.strictSame([refused.status, refused.body], [400, { message: [{ authorId: OWNED }] }])
  t.strictSame(await rowsOf(db, Book), [{ id: 1, title: 'Keyed', authorId: 1 }, { id: 2, title: 'Bare', authorId: null }])
})

eachDatabase(t, 'the meta description says an owned single\'s key is set through it', async (t, { url }) => {
  const { app } = await open(t, url)
  const books = (await call(app, 'GET', '/meta/books/single')).body.methods
  for (const method of ['post', 'put', 'patch']) {
    t.strictSame(books[method].input.authorId, { type: 'integer', format: 'int32', nullable: true, foreign_key: 'author.id', info: {}, setThrough: 'author' }, method)
  }
  const articles = (await call(app, 'GET', '/meta/articles/single')).body.methods
  t.equal(articles.post.input.authorId.setThrough, undefined, 'a kept single\'s key is any column')
})
