// The typed client of examples/client.ts (calls over the shipped client) against a listening example API (seeded), on SQLite and
// PostgreSQL: each call's typed answer, the stored rows behind it, and its errors. Its types are
// checked by tsc (`npm test` runs it over test/ too), including what they must refuse.
import type { AddressInfo } from 'node:net'
import Fastify from 'fastify'
import t, { type Test } from 'tap'
import { DB, HookQuery, type Model , type ModelType } from '../../lib/index.ts'
import { buildApp } from '../../examples/app.ts'
import {
  ApiError, bookQueryString, createBook, createOrder, deleteBook, getAuthor, getBook, getOrder, listBooks, updateBook,
  type AuthorWire, type BookWire, type JobAccepted, type OrderWire
} from '../../examples/client.ts'
import { Book, Job, Order, Tag } from '../../examples/models.ts'
import { AnswerMismatch } from '../../client/index.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { kReader, kMeta } from '../../lib/symbols.ts'

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/
const LE_GUIN = { id: 1, firstName: 'Ursula', lastName: 'Le Guin', fullName: 'Ursula Le Guin' }

/** The example app listening on a random port; its DB, for the stored rows. */
async function serve (t: Test, url: string): Promise<{ base: string, db: DB }> {
  const app = await buildApp({ databaseUrl: url, seed: true })
  t.teardown(() => app.close())
  await app.listen({ host: '127.0.0.1', port: 0 })
  const db = Book.binding() as unknown as DB
  return { base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, db }
}

/** The stored row of `model` with that id, as the reader sees it (undefined when there is none). */
async function stored (db: DB, model: ModelType, id: number): Promise<Record<string, unknown> | undefined> {
  const [row] = await db[kReader].rows(model[kMeta], { where: new HookQuery(model).where('id', id).conditions, order: [] })
  return row
}

eachDatabase(t, 'getBook and getAuthor answer the typed records with their relationships', async (t, { url }) => {
  const { base } = await serve(t, url)
  const book: BookWire = await getBook(base, 1)
  t.strictSame(book, { id: 1, isbn: '9780061054884', title: 'The Dispossessed', pubYear: 1974, authorId: 1, author: LE_GUIN, tags: [{ id: 1, name: 'science fiction' }] })
  const author: AuthorWire = await getAuthor(base, 2)
  t.strictSame(author, {
    id: 2,
    firstName: 'Italo',
    lastName: 'Calvino',
    fullName: 'Italo Calvino',
    books: [{ id: 3, isbn: '9780156453806', title: 'Invisible Cities', pubYear: 1972, authorId: 2, tags: [{ id: 3, name: 'fable' }] }]
  })
})

eachDatabase(t, 'createBook, updateBook and deleteBook write, and answer what was stored', async (t, { url }) => {
  const { base, db } = await serve(t, url)
  const created = await createBook(base, { title: 'The Lathe of Heaven', pubYear: 1971, authorId: 1, tags: [{ id: 1 }] })
  t.strictSame(created, { id: 6, isbn: null, title: 'The Lathe of Heaven', pubYear: 1971, authorId: 1, author: LE_GUIN, tags: [{ id: 1, name: 'science fiction' }] })
  t.strictSame(await stored(db, Book, 6), { id: 6, isbn: null, title: 'The Lathe of Heaven', pubYear: 1971, authorId: 1 })

  const changed = await updateBook(base, 6, { isbn: '9781416556961', tags: { add: [{ name: 'dream' }], remove: [{ id: 1 }] } })
  t.strictSame(changed, { ...created, isbn: '9781416556961', tags: [{ id: 4, name: 'dream' }] })
  t.strictSame(await stored(db, Book, 6), { id: 6, isbn: '9781416556961', title: 'The Lathe of Heaven', pubYear: 1971, authorId: 1 })
  t.strictSame(await stored(db, Tag, 4), { id: 4, name: 'dream' })

  t.equal(await deleteBook(base, 6), undefined)
  t.equal(await stored(db, Book, 6), undefined, 'the row is gone')
  t.strictSame(await stored(db, Tag, 4), { id: 4, name: 'dream' }, 'its tags stay')
  const error = await getBook(base, 6).catch((caught: unknown) => caught)
  t.ok(error instanceof ApiError, 'a 404 is an ApiError')
  t.strictSame([(error as ApiError).status, (error as ApiError).message, (error as ApiError).body],
    [404, 'Book with id 6 not found', { type: 'about:blank', title: 'Not Found', status: 404, detail: 'Book with id 6 not found', code: 'FMR_ERR_NOT_FOUND' }])
})

eachDatabase(t, 'a refused write is an ApiError carrying the validation body, and nothing is stored', async (t, { url }) => {
  const { base, db } = await serve(t, url)
  const error = await createBook(base, { title: 'x'.repeat(101), pubYear: 1971, authorId: 1 }).catch((caught: unknown) => caught) as ApiError
  t.ok(error instanceof ApiError)
  t.equal(error.status, 400)
  t.strictSame(error.body, {
    type: 'about:blank',
    title: 'Bad Request',
    status: 400,
    detail: 'The request body failed validation',
    code: 'FMR_ERR_VALIDATION',
    errors: [{ field: 'title', message: 'The data exceeds the maximum length 100' }]
  })
  t.strictSame([error.code, error.problems], ['FMR_ERR_VALIDATION', [{ title: 'The data exceeds the maximum length 100' }]])
  t.equal(error.message, 'The request body failed validation: title: The data exceeds the maximum length 100')
  t.equal(await db[kReader].count(Book[kMeta], []), 5, 'still the five seeded books')
  const conflict = await createBook(base, { title: 'Orphan', pubYear: 2000, authorId: 42 }).catch((caught: unknown) => caught) as ApiError
  t.strictSame([conflict.status, conflict.message], [409, 'authorId 42 does not match any Author'])
  t.equal(await db[kReader].count(Book[kMeta], []), 5)
})

eachDatabase(t, 'listBooks sends typed filters, order and page, and reads Link and X-Total-Count', async (t, { url }) => {
  const { base } = await serve(t, url)
  const first = await listBooks(base, { filters: { 'pubYear[ge]': 1970 }, orderBy: ['-pubYear'], maxPageSize: 2, count: true })
  t.strictSame(first.books.map(book => [book.id, book.title, book.author?.lastName]), [[4, 'Beloved', 'Morrison'], [5, 'Song of Solomon', 'Morrison']])
  t.equal(first.total, 4)
  t.equal(first.next, `${base}/books?pubYear%5Bge%5D=1970&orderBy=-pubYear&count=true&maxPageSize=2&offset=2`)
  const last = await listBooks(base, { filters: { 'pubYear[ge]': 1970 }, orderBy: ['-pubYear'], maxPageSize: 2, offset: 2 })
  t.strictSame(last, {
    books: [
      { id: 1, isbn: '9780061054884', title: 'The Dispossessed', pubYear: 1974, authorId: 1, author: LE_GUIN, tags: [{ id: 1, name: 'science fiction' }] },
      { id: 3, isbn: '9780156453806', title: 'Invisible Cities', pubYear: 1972, authorId: 2, author: { id: 2, firstName: 'Italo', lastName: 'Calvino', fullName: 'Italo Calvino' }, tags: [{ id: 3, name: 'fable' }] }
    ]
  }, 'the last page: no next, no total unless asked')
  const some = await listBooks(base, { filters: { authorId: [2, 3], title: 'Beloved' } })
  t.strictSame(some.books.map(book => book.id), [4], 'a list is IN, filters are ANDed')
  const error = await listBooks(base, { orderBy: ['-pubYear'], maxPageSize: 0 }).catch((caught: unknown) => caught) as ApiError
  t.strictSame([error.status, error.message], [400, 'maxPageSize must be an integer of at least 1'])
})

eachDatabase(t, 'listBooks sends a typed where: fields, operators, relationships and groups', async (t, { url }) => {
  const { base } = await serve(t, url)
  const some = await listBooks(base, { where: { or: [{ pubYear: { lt: 1970 } }, { author: { lastName: 'Calvino' } }] }, fields: ['id'] })
  t.strictSame(some.books, [{ id: 2 }, { id: 3 }])
  const none = await listBooks(base, { where: { author: { books: { none: { pubYear: { ge: 1985 } } } }, not: { title: { ilike: 'the%' } } }, fields: ['id'] })
  t.strictSame(none.books, [{ id: 3 }], 'Calvino\'s book: its author has no book from 1985 on, and its title does not start with "the"')
  const tagged = await listBooks(base, { where: { tags: { some: { name: 'classic' } } }, fields: ['id', 'tags'] })
  t.strictSame(tagged.books, [{ id: 2, tags: [{ id: 2, name: 'classic' }, { id: 1, name: 'science fiction' }] }, { id: 4, tags: [{ id: 2, name: 'classic' }] }])
})

eachDatabase(t, 'fields narrows what getBook and listBooks answer, and their types', async (t, { url }) => {
  const { base } = await serve(t, url)
  const book = await getBook(base, 1, { fields: ['title', 'author'] })
  t.strictSame(book, { title: 'The Dispossessed', author: LE_GUIN })
  t.strictSame(Object.keys(book), ['title', 'author'])
  const page = await listBooks(base, { fields: ['id', 'pubYear'], orderBy: ['-pubYear'], maxPageSize: 2 })
  t.strictSame(page.books, [{ id: 4, pubYear: 1987 }, { id: 5, pubYear: 1977 }])
  t.equal(page.next, `${base}/books?orderBy=-pubYear&fields=id%2CpubYear&maxPageSize=2&offset=2`)
  const years: number[] = page.books.map(item => item.pubYear)
  t.strictSame(years, [1987, 1977])
  // @ts-expect-error isbn was not selected
  t.equal(book.isbn, undefined)
  // @ts-expect-error colour is not a field of a book
  const error = await getBook(base, 1, { fields: ['colour'] }).catch((caught: unknown) => caught) as ApiError
  t.strictSame([error.status, error.message], [400, 'fields: colour is not a field of Book'])
})

t.test('bookQueryString writes the query language', async t => {
  t.equal(bookQueryString(), '')
  t.equal(bookQueryString({ filters: { 'title[like]': 'The%', authorId: [1, 2] }, orderBy: ['title', '-id'], offset: 4, count: true }),
    '?title%5Blike%5D=The%25&authorId=1&authorId=2&orderBy=title%2C-id&offset=4&count=true')
  t.equal(bookQueryString({ fields: ['title', 'author'] }), '?fields=title%2Cauthor')
  t.equal(bookQueryString({ where: { author: { lastName: 'Morrison' } } }), '?where=%7B%22author%22%3A%7B%22lastName%22%3A%22Morrison%22%7D%7D')
  // The types refuse what the server would: a field that is not a column, an unknown operator.
  // @ts-expect-error colour is not a column of Book
  bookQueryString({ filters: { colour: 'red' } })
  // @ts-expect-error between is not an operator
  bookQueryString({ filters: { 'pubYear[between]': 1 } })
  // @ts-expect-error orderBy takes column names
  bookQueryString({ orderBy: ['price'] })
})

eachDatabase(t, 'createOrder answers the 202 Job, and getOrder the order with it', async (t, { url }) => {
  const { base, db } = await serve(t, url)
  await fetch(`${base}/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'ann', password: 'pw', email: 'ann@example.com' }) })
  const job: JobAccepted = await createOrder(base, 1, { ownerId: 1, description: 'Two books' })
  t.strictSame(Object.keys(job), ['id', 'startedAt', 'statusId'])
  t.equal(job.id, 1)
  t.equal(job.statusId, 0)
  t.match(job.startedAt, DATE_TIME)
  const order: OrderWire = await getOrder(base, 1, 1)
  t.match(order.orderedAt, DATE_TIME)
  t.strictSame({ ...order, orderedAt: '', jobs: order.jobs.map(item => ({ ...item, startedAt: '' })) }, {
    id: 1, ownerId: 1, description: 'Two books', orderedAt: '', statusId: 0,
    jobs: [{ id: 1, ownerId: 1, orderId: 1, startedAt: '', finishedAt: null, statusId: 0 }]
  })
  t.equal(order.jobs[0].startedAt, job.startedAt)
  const orderRow = await stored(db, Order, 1)
  t.ok(orderRow?.orderedAt instanceof Date, 'orderedAt is stored (the application default)')
  t.strictSame({ ...orderRow, orderedAt: null }, { id: 1, ownerId: 1, description: 'Two books', orderedAt: null, statusId: 0 })
  const row = await stored(db, Job, 1)
  t.strictSame([row?.ownerId, row?.orderId, row?.statusId, row?.finishedAt], [1, 1, 0, null])
  const other = await getOrder(base, 2, 1).catch((caught: unknown) => caught) as ApiError
  t.strictSame([other.status, other.message], [404, 'Order with id 1 not found'], 'another user does not see it')
  const mismatch = await createOrder(base, 1, { ownerId: 2, description: 'Not mine' }).catch((caught: unknown) => caught) as ApiError
  t.strictSame([mismatch.status, mismatch.message], [400, 'The user id does not match the owner id'])
  t.equal(await db[kReader].count(Order[kMeta], []), 1, 'no second order')
})

t.test('an answer that does not fit the model schema is refused', async t => {
  const fake = Fastify()
  fake.get('/books/1', async () => ({ id: 'one', title: null }))
  fake.get('/books', async () => ({ Book: [{ id: 1, title: 7 }] }))
  t.teardown(() => fake.close())
  await fake.listen({ host: '127.0.0.1', port: 0 })
  const base = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`
  await t.rejects(getBook(base, 1), new AnswerMismatch(`${base}/books/1`, { id: 'one', title: null }))
  await t.rejects(listBooks(base), new AnswerMismatch(`${base}/books`, { id: 1, title: 7 }))
})

t.test('the wire types follow the declarations: nullable columns are `| null`, others are not', async t => {
  const book = { id: 1, isbn: null, title: 'T', pubYear: 2000, authorId: 1, author: null, tags: [] } satisfies BookWire
  // @ts-expect-error title is not nullable
  const untitled: BookWire = { ...book, title: null }
  // @ts-expect-error every column is present in an answer
  const partial: BookWire = { id: 1, title: 'T', pubYear: 2000, authorId: 1, author: null, tags: [] }
  t.strictSame([book.isbn, untitled.title, partial.id], [null, null, 1], 'the values themselves are plain JSON')
})
