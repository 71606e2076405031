// The shipped client (`fastify-model-resources/client`) against the example API listening on a
// port, on SQLite and PostgreSQL: each call's typed answer, the stored rows behind it, its errors,
// and paging through Link as an async iterator.
import type { AddressInfo } from 'node:net'
import t, { type Test } from 'tap'
import { createClient, ApiError, AnswerMismatch, type Bulk, type Client } from '../../client/index.ts'
import { Author, Book, Order, User, type Job } from '../../examples/models.ts'
import { eachDatabase } from '../helpers/databases.ts'
import type { Opened } from '../helpers/app.ts'
import { listeningExample } from '../helpers/listening.ts'
import { rowsOf, snapshot } from '../helpers/state.ts'
import Fastify from 'fastify'

/** The example API as a client sees it: its collection URLs and the record classes they serve. */
type Api = {
  '/books': Bulk<typeof Book>
  '/authors': typeof Author
  '/api/v2/orders': typeof Order
  '/api/v2/jobs': typeof Job
  '/users': typeof User
}

const ANN = { id: 1, firstName: 'Ann', lastName: 'Lee', fullName: 'Ann Lee' }

/** The example API listening on a random port, with one author and one book; a client of it. */
async function serve (t: Test, url: string): Promise<Opened & { base: string, api: Client<Api> }> {
  const opened = await listeningExample(t, url)
  return { ...opened, api: createClient<Api>({ baseUrl: opened.base, schemas: { '/books': Book.schema, '/authors': Author.schema } }) }
}

eachDatabase(t, 'get, create, replace, update and delete answer the typed records, stored as answered', async (t, { url }) => {
  const { api, db } = await serve(t, url)
  const books = api.resource('/books')
  const first = await books.get(1)
  t.strictSame(first, { id: 1, isbn: null, title: 'First', pubYear: 1990, authorId: 1, author: ANN, tags: [] })
  const lastName: string = first.author?.lastName ?? ''
  t.equal(lastName, 'Lee')

  const created = await books.create({ title: 'Second', pubYear: 2001, authorId: 1 })
  t.strictSame(created, { id: 2, isbn: null, title: 'Second', pubYear: 2001, authorId: 1, author: ANN, tags: [] })
  const replaced = await books.replace(2, { title: 'Second, again', pubYear: 2002, authorId: 1, isbn: '978' })
  t.strictSame(replaced, { id: 2, isbn: '978', title: 'Second, again', pubYear: 2002, authorId: 1, author: ANN, tags: [] })
  const changed = await books.update(2, { pubYear: 2003 })
  t.equal(changed.pubYear, 2003)
  t.strictSame((await rowsOf(db, Book)).map(row => [row.id, row.title, row.pubYear, row.isbn]),
    [[1, 'First', 1990, null], [2, 'Second, again', 2003, '978']])

  t.equal(await books.delete(2), undefined)
  t.strictSame((await rowsOf(db, Book)).map(row => row.id), [1])

  const author = await api.resource('/authors').get(1)
  t.strictSame(author, { ...ANN, books: [{ id: 1, isbn: null, title: 'First', pubYear: 1990, authorId: 1, tags: [] }] })
  const titles: string[] = author.books.map(book => book.title)
  t.strictSame(titles, ['First'])
})

eachDatabase(t, 'a write-only column is sent and stored, never answered (nor in the answer\'s type)', async (t, { url }) => {
  const { api, db } = await serve(t, url)
  const users = api.resource('/users')
  const ann = await users.create({ username: 'ann', password: 'secret', email: 'ann@example.com' })
  t.notOk('password' in ann)
  t.strictSame(Object.keys(ann), ['id', 'username', 'email', 'isStaff', 'isActive', 'isAccountCurrent', 'dateJoined', 'lastLogin'])
  t.equal((await rowsOf(db, User))[0].password, 'secret')
  // @ts-expect-error a write-only column is not in an answer's type
  t.equal(ann.password, undefined)
})

eachDatabase(t, 'an error answer is an ApiError with the status, problem details and catalogue code; a refused write stores nothing', async (t, { url }) => {
  const { api, db, base } = await serve(t, url)
  const books = api.resource('/books')
  const missing = await books.get(9).catch((caught: unknown) => caught)
  t.ok(missing instanceof ApiError)
  t.strictSame([(missing as ApiError).status, (missing as ApiError).code, (missing as ApiError).message, (missing as ApiError).body],
    [404, 'FMR_ERR_NOT_FOUND', 'Book with id 9 not found', { type: 'about:blank', title: 'Not Found', status: 404, detail: 'Book with id 9 not found', code: 'FMR_ERR_NOT_FOUND' }])

  const before = await snapshot(db)
  // @ts-expect-error authorId is required: the types refuse it, and so does the server
  const refused = await books.create({ title: 'x'.repeat(101), pubYear: 1971 }).catch((caught: unknown) => caught) as ApiError
  t.strictSame([refused.status, refused.code, refused.message, refused.problems],
    [400, 'FMR_ERR_VALIDATION', 'The request body failed validation: title: The data exceeds the maximum length 100; authorId: The field is required', [{ title: 'The data exceeds the maximum length 100' }, { authorId: 'The field is required' }]])
  t.strictSame(refused.body, {
    type: 'about:blank',
    title: 'Bad Request',
    status: 400,
    detail: 'The request body failed validation',
    code: 'FMR_ERR_VALIDATION',
    errors: [{ field: 'title', message: 'The data exceeds the maximum length 100' }, { field: 'authorId', message: 'The field is required' }]
  })
  t.strictSame(await snapshot(db), before, 'nothing written')

  // A taken unique email: a 409.
  const users = api.resource('/users')
  await users.create({ username: 'ann', password: 'secret', email: 'ann@example.com' })
  const taken = await users.create({ username: 'bob', password: 'secret', email: 'ann@example.com' }).catch((caught: unknown) => caught) as ApiError
  t.strictSame([taken.status, taken.code], [409, 'FMR_ERR_CONFLICT'])
  t.strictSame((await rowsOf(db, User)).map(row => row.username), ['ann'])

  // A write on a record changed since this client read it: a 412.
  await books.get(1)
  await createClient<Api>({ baseUrl: base }).resource('/books').update(1, { pubYear: 1991 })
  const stale = await books.update(1, { title: 'Mine' }, { ifMatch: true }).catch((caught: unknown) => caught) as ApiError
  t.strictSame([stale.status, stale.code, stale.message], [412, 'FMR_ERR_PRECONDITION_FAILED', 'The record was changed since it was read (or does not exist): its ETag does not match If-Match'])
  t.strictSame((await rowsOf(db, Book)).map(row => [row.title, row.pubYear]), [['First', 1991]])
})

eachDatabase(t, 'list reads a page with Link and X-Total-Count; pages and all follow Link to the end', async (t, { url }) => {
  const { api } = await serve(t, url)
  const books = api.resource('/books')
  await books.create([2, 3, 4, 5].map(n => ({ title: `Book ${n}`, pubYear: 2000 + n, authorId: 1 })))
  const page = await books.list({ orderBy: ['-pubYear'], maxPageSize: 2, count: true })
  t.strictSame(page.records.map(book => book.id), [5, 4])
  t.equal(page.total, 5)
  t.match(page.next, /\/books\?orderBy=-pubYear&count=true&maxPageSize=2&offset=2$/)

  const seen: number[][] = []
  for await (const each of books.pages({ orderBy: ['-pubYear'], maxPageSize: 2 })) seen.push(each.records.map(book => book.id))
  t.strictSame(seen, [[5, 4], [3, 2], [1]])
  const ids: number[] = []
  for await (const book of books.all({ orderBy: ['id'], maxPageSize: 3 })) ids.push(book.id)
  t.strictSame(ids, [1, 2, 3, 4, 5])
})

t.test('an answer that does not fit the schema is an AnswerMismatch, unless checks are off', async t => {
  const fake = Fastify()
  fake.get('/books/1', async () => ({ id: 'one', title: null }))
  fake.get('/books', async () => ({ Book: [{ id: 1, title: 7 }] }))
  t.teardown(() => fake.close())
  await fake.listen({ host: '127.0.0.1', port: 0 })
  const baseUrl = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`
  const books = createClient<Api>({ baseUrl, schemas: { '/books': Book.schema } }).resource('/books')
  await t.rejects(books.get(1), new AnswerMismatch(`${baseUrl}/books/1`, { id: 'one', title: null }))
  await t.rejects(books.list(), { name: 'AnswerMismatch', message: `The answer of ${baseUrl}/books does not fit the record type's schema: {"id":1,"title":7}` })
  const unchecked = createClient<Api>({ baseUrl, schemas: { '/books': Book.schema }, check: false }).resource('/books')
  t.strictSame(await unchecked.get(1), { id: 'one', title: null })
})

eachDatabase(t, 'a GET answered 503 or 429 with a short Retry-After is sent again, at most 3 times; a write never is', async (t, { url }) => {
  // What the server answers while its database is away: 503 with Retry-After: 1, nothing run.
  // `fail` says, per request, whether (and how) it is answered so.
  const seen: string[] = []
  let fail: (method: string, url: string, count: number) => { status: number, wait?: string } | undefined = () => undefined
  const { base, db } = await listeningExample(t, url, {
    configure: app => app.addHook('onRequest', async (request, reply) => {
      seen.push(`${request.method} ${request.url}`)
      const failure = fail(request.method, request.url, seen.filter(each => each === `${request.method} ${request.url}`).length)
      if (failure === undefined) return
      if (failure.wait !== undefined) reply.header('retry-after', failure.wait)
      return await reply.code(failure.status).send({ message: 'The database is unavailable, try again later' })
    })
  })
  const books = createClient<Api>({ baseUrl: base }).resource('/books')
  await books.create([2, 3].map(n => ({ title: `Book ${n}`, pubYear: 2000 + n, authorId: 1 })))

  // A blip on the second page: the iteration goes on from there, every record once.
  fail = (method, path, count) => path.includes('offset=1') && count === 1 ? { status: 503, wait: '1' } : undefined
  seen.length = 0
  const ids: number[] = []
  for await (const book of books.all({ orderBy: ['id'], maxPageSize: 1 })) ids.push(book.id)
  t.strictSame(ids, [1, 2, 3])
  t.strictSame(seen, ['GET /books?orderBy=id&maxPageSize=1', 'GET /books?orderBy=id&maxPageSize=1&offset=1', 'GET /books?orderBy=id&maxPageSize=1&offset=1', 'GET /books?orderBy=id&maxPageSize=1&offset=2'])

  // A rate limit's 429 of a second: the same.
  fail = (method, path, count) => count === 1 ? { status: 429, wait: '0' } : undefined
  seen.length = 0
  t.equal((await books.get(2)).title, 'Book 2')
  t.strictSame(seen, ['GET /books/2', 'GET /books/2'])

  // Bounded: three tries, then the caller's ApiError.
  fail = () => ({ status: 503, wait: '0' })
  seen.length = 0
  const away = await books.get(1).catch((caught: unknown) => caught) as ApiError
  t.strictSame([away.status, away.message, away.headers.get('retry-after')], [503, 'The database is unavailable, try again later', '0'])
  t.equal(seen.length, 3)

  // Not waited out: a long Retry-After, or none (the same query would fail again).
  for (const failure of [{ status: 429, wait: '60' }, { status: 503 }, { status: 503, wait: 'Wed, 21 Oct 2026 07:28:00 GMT' }]) {
    fail = () => failure
    seen.length = 0
    t.equal((await books.get(1).catch((caught: unknown) => caught) as ApiError).status, failure.status)
    t.equal(seen.length, 1, JSON.stringify(failure))
  }

  // A write is sent once, whatever its answer: it may have been committed.
  const before = await snapshot(db)
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
    fail = (sent, _path, count) => sent === method && count === 1 ? { status: 503, wait: '0' } : undefined
    seen.length = 0
    const write = method === 'POST' ? books.create({ title: 'New', pubYear: 2020, authorId: 1 })
      : method === 'PUT' ? books.replace(1, { title: 'Put', pubYear: 2020, authorId: 1 })
        : method === 'PATCH' ? books.update(1, { title: 'Patched' }) : books.delete(1)
    t.equal((await write.catch((caught: unknown) => caught) as ApiError).status, 503, method)
    t.equal(seen.length, 1, `${method} sent once`)
  }
  t.strictSame(await snapshot(db), before, 'nothing written')
})
