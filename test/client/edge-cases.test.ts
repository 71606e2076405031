// The shipped client where a URL, a query or an answer is out of the ordinary: a base URL not in
// WHATWG form, a created record's tag under the client's own URL for it, keys `.` and `..`, an `in` list value
// holding a comma, an answer that is not JSON. Over real HTTP, on
// SQLite and PostgreSQL where a database is involved.
import type { AddressInfo } from 'node:net'
import Fastify, { type FastifyInstance } from 'fastify'
import t, { type Test } from 'tap'
import { AnswerMismatch, ApiError, createClient, queryString, type ListQuery } from '../../client/index.ts'
import { Column, defineModel } from '../../lib/index.ts'
import { CollectionModelResource, ModelResource } from '../../plugin/index.ts'
import { Book } from '../../examples/models.ts'
import { openApp, type Opened } from '../helpers/app.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { listeningExample } from '../helpers/listening.ts'
import { rowsOf } from '../helpers/state.ts'

const Slug = defineModel({
  name: 'Slug',
  columns: { code: Column.String(40, { primaryKey: true }), title: Column.String(40) }
})
const Pair = defineModel({
  name: 'Pair',
  columns: { a: Column.String(40, { nullable: false }), b: Column.String(40, { nullable: false }), note: Column.String(40) },
  primaryKey: ['a', 'b']
})
type Api = { '/slugs': typeof Slug, '/pairs': typeof Pair, '/books': typeof Book }

class Slugs extends ModelResource.of(Slug) {}
class Pairs extends ModelResource.of(Pair) {}
class SlugList extends CollectionModelResource.of(Slug) {}

/** Slugs and pairs listening on a port; each request's method and path as the server saw it. */
async function serve (t: Test, url: string): Promise<Opened & { base: string, seen: string[] }> {
  const seen: string[] = []
  const opened = await openApp(t, url, {
    models: [Slug, Pair],
    resources: [Slugs, Pairs, SlugList],
    configure: app => app.addHook('onRequest', async request => { seen.push(`${request.method} ${request.url}`) })
  })
  await opened.app.listen({ host: '127.0.0.1', port: 0 })
  return { ...opened, seen, base: `http://127.0.0.1:${(opened.app.server.address() as AddressInfo).port}` }
}

async function listening (t: Test, app: FastifyInstance): Promise<string> {
  t.teardown(() => app.close())
  await app.listen({ host: '127.0.0.1', port: 0 })
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
}

eachDatabase(t, 'a base URL not in WHATWG form keeps the tag of a create: ifMatch: true then matches', async (t, { url }) => {
  const { base, db } = await listeningExample(t, url)
  const api = createClient<Api>({ baseUrl: base.replace('http://127.0.0.1', 'HTTP://LocalHost') + '/' })
  const books = api.resource('/books')
  const created = await books.create({ title: 'Second', pubYear: 2001, authorId: 1 })
  t.equal(created.id, 2)
  t.match(books.tagOf(2), /^"/)
  const changed = await books.update(2, { pubYear: 2002 }, { ifMatch: true })
  t.equal(changed.pubYear, 2002)
  t.strictSame((await rowsOf(db, Book)).map(row => [row.id, row.pubYear]), [[1, 1990], [2, 2002]])
})

// Before the server encoded Location, `x/y` was sent as `/slugs/x/y`: the tag was kept under
// another URL than the client's own for the record, and `ifMatch: true` sent `If-Match: ""` (412).
eachDatabase(t, 'a create keeps its tag under the record URL the client builds: ifMatch: true then matches', async (t, { url }) => {
  const { base } = await serve(t, url)
  const slugs = createClient<Api>({ baseUrl: base }).resource('/slugs')
  for (const code of ['x/y', 'q?r', '50%', '日本']) {
    await slugs.create({ code, title: 't' })
    t.match(slugs.tagOf(code), /^"/, code)
    t.strictSame(await slugs.update(code, { title: 'u' }, { ifMatch: true }), { code, title: 'u' }, `${code}: updated under its tag`)
  }
  const pairs = createClient<Api>({ baseUrl: base, keys: { '/pairs': ['a', 'b'] } }).resource('/pairs')
  await pairs.create({ a: 'p/q', b: 'r' })
  t.strictSame(await pairs.update(['p/q', 'r'], { note: 'n' }, { ifMatch: true }), { a: 'p/q', b: 'r', note: 'n' })
})

eachDatabase(t, 'a key part . or .. is a TypeError before anything is sent; the server refuses to create one', async (t, { url }) => {
  const { base, seen, db } = await serve(t, url)
  const api = createClient<Api>({ baseUrl: base, keys: { '/pairs': ['a', 'b'] } })
  const slugs = api.resource('/slugs')
  const dots = { name: 'ApiError', status: 400, code: 'FMR_ERR_VALIDATION', problems: [{ code: 'A key may not be . or ..: no URL could name the record' }] }
  await t.rejects(slugs.create({ code: '..', title: 't' }), dots)
  await t.rejects(api.resource('/pairs').create({ a: '.', b: 'x' }), { ...dots, problems: [{ a: 'A key may not be . or ..: no URL could name the record' }] })
  t.strictSame(seen, ['POST /slugs', 'POST /pairs'])
  // Records stored otherwise (before the server refused them, or by another program).
  const em = db.fork()
  em.create(Slug, { code: '..', title: 't' } as never)
  em.create(Pair, { a: '.', b: 'x' } as never)
  await em.flush()
  const refused = new TypeError("/slugs: a key part '..' cannot be in a URL (fetch removes dot segments), so its record cannot be named")
  await t.rejects(slugs.get('..'), refused)
  await t.rejects(slugs.update('..', { title: 'u' }), refused)
  await t.rejects(slugs.replace('..', { title: 'u' }), refused)
  await t.rejects(slugs.delete('..'), refused)
  t.throws(() => slugs.tagOf('..'), refused)
  const pair = new TypeError("/pairs: a key part '.' cannot be in a URL (fetch removes dot segments), so its record cannot be named")
  await t.rejects(api.resource('/pairs').get(['.', 'x']), pair)
  await t.rejects(api.resource('/pairs').delete({ a: '.', b: 'x' }), pair)
  t.strictSame(seen, ['POST /slugs', 'POST /pairs'], 'nothing sent')
  t.strictSame(await rowsOf(db, Slug), [{ code: '..', title: 't' }])
  t.strictSame(await rowsOf(db, Pair), [{ a: '.', b: 'x', note: null }])
})

eachDatabase(t, 'an in/notin list with a comma in a value goes through where, joined with the given where', async (t, { url }) => {
  const { base, seen } = await serve(t, url)
  const slugs = createClient<Api>({ baseUrl: base }).resource('/slugs')
  for (const code of ['a', 'b', 'a,b']) await slugs.create({ code, title: code === 'b' ? 'bee' : 't' })
  const codes = async (query: ListQuery<Api, typeof Slug>): Promise<string[]> => (await slugs.list(query)).records.map(slug => slug.code)
  t.strictSame(await codes({ filters: { 'code[in]': ['a,b'] } }), ['a,b'])
  t.strictSame(await codes({ filters: { 'code[notin]': ['a,b'] } }), ['a', 'b'])
  t.strictSame(await codes({ filters: { 'code[in]': ['a,b', 'b'] }, where: { title: 't' } }), ['a,b'])
  t.strictSame(await codes({ filters: { 'code[in]': ['a', 'b'] } }), ['a', 'b'])
  t.strictSame(seen.slice(3).map(decodeURIComponent), [
    'GET /slugs?where={"code":{"in":["a,b"]}}',
    'GET /slugs?where={"code":{"notin":["a,b"]}}',
    'GET /slugs?where={"and":[{"title":"t"},{"code":{"in":["a,b","b"]}}]}',
    'GET /slugs?code[in]=a,b'
  ])
})

t.test('a path\'s in list with a comma in a value is a TypeError: where must say it', async t => {
  t.throws(() => queryString({ filters: { 'author.lastName[in]': ['Le Guin, Ursula'] } }),
    new TypeError('filters: author.lastName[in] has a value holding a comma, which the list would split: write this condition in where'))
  t.equal(queryString({ filters: { 'author.lastName[in]': ['Le Guin', 'Lee'] } }), '?author.lastName%5Bin%5D=Le+Guin%2CLee')
})

t.test('an answer that is not JSON: an ApiError with its status, or for an expected status an AnswerMismatch', async t => {
  const page = `<html><body>${'Bad gateway. '.repeat(30)}</body></html>`
  const fake = Fastify()
  fake.get('/books/1', async (_request, reply) => await reply.code(502).type('text/html').send(page))
  fake.get('/books/2', async (_request, reply) => await reply.type('text/html').send('<html>Please log in</html>'))
  const baseUrl = await listening(t, fake)
  const books = createClient<Api>({ baseUrl }).resource('/books')
  const gateway = await books.get(1).catch((caught: unknown) => caught)
  t.ok(gateway instanceof ApiError)
  t.strictSame([(gateway as ApiError).status, (gateway as ApiError).body], [502, { message: page.slice(0, 200) }])
  const login = await books.get(2).catch((caught: unknown) => caught)
  t.ok(login instanceof AnswerMismatch)
  t.equal((login as AnswerMismatch).body, '<html>Please log in</html>')
})

// Tried as a new user would, behind a proxy answering 200 `{"status":"ok"}` to every path:
// without schemas, list gave `records: 'ok'` and all yielded 'o', 'k'.
t.test('a 200 JSON answer that is not a page ({"<Type>": [records]}) is an AnswerMismatch, with or without schemas', async t => {
  const fake = Fastify()
  fake.get('/books', async () => ({ status: 'ok' }))
  fake.get('/empty', async () => ({}))
  const baseUrl = await listening(t, fake)
  for (const api of [createClient<Api>({ baseUrl }), createClient<Api>({ baseUrl, check: false })]) {
    const books = api.resource('/books')
    const listed = await books.list().catch((caught: unknown) => caught)
    t.ok(listed instanceof AnswerMismatch)
    t.strictSame((listed as AnswerMismatch).body, { status: 'ok' })
    const walked: unknown[] = []
    const walk = await (async () => { for await (const book of books.all()) walked.push(book) })().catch((caught: unknown) => caught)
    t.ok(walk instanceof AnswerMismatch)
    t.strictSame(walked, [])
  }
  const empty = await createClient<{ '/empty': typeof Book }>({ baseUrl }).resource('/empty').list().catch((caught: unknown) => caught)
  t.ok(empty instanceof AnswerMismatch, 'an object without the records\' list is no empty page')
})

// The same proxy answering a record's GET with 200 and nothing, `null` or a list: get gave that as the record.
t.test('a 200 record answer that is not an object is an AnswerMismatch, with or without schemas', async t => {
  const fake = Fastify()
  fake.get('/books/1', async (_request, reply) => await reply.code(200).send())
  fake.get('/books/2', async (_request, reply) => await reply.type('application/json').send('null'))
  fake.get('/books/3', async () => [{ id: 3 }])
  const baseUrl = await listening(t, fake)
  const books = createClient<Api>({ baseUrl }).resource('/books')
  for (const [id, body] of [[1, null], [2, null], [3, [{ id: 3 }]]] as const) {
    const got = await books.get(id).catch((caught: unknown) => caught)
    t.ok(got instanceof AnswerMismatch, `GET /books/${id}`)
    t.strictSame((got as AnswerMismatch).body, body)
  }
})

// Tried as a new user would, a browser app with baseUrl '/': pages() threw "Invalid URL" at the
// second page (the Link resolved against a relative URL), and a create threw it once committed.
eachDatabase(t, 'a relative baseUrl follows Link to every page, and a create keeps its tag under its own URL', async (t, { url }) => {
  const { base, db } = await listeningExample(t, url)
  // A browser's fetch: a relative URL is resolved against the page's origin.
  const browserFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => await fetch(new URL(String(input), base), init)
  const books = createClient<Api>({ baseUrl: '/', fetch: browserFetch }).resource('/books')
  const created = await books.create({ title: 'Second', pubYear: 2001, authorId: 1 })
  t.equal(created.id, 2)
  t.equal((await books.update(2, { pubYear: 2002 }, { ifMatch: true })).pubYear, 2002)
  const pages: number[][] = []
  for await (const page of books.pages({ orderBy: ['id'], maxPageSize: 1, fields: ['id'] })) pages.push(page.records.map(book => book.id))
  t.strictSame(pages, [[1], [2]])
  t.match((await books.list({ maxPageSize: 1 })).next, /^\/books\?.*offset=1/)
  t.strictSame((await rowsOf(db, Book)).map(row => [row.id, row.pubYear]), [[1, 1990], [2, 2002]])
})

// A browser app calls its own origin with a relative baseUrl: normalising it as an absolute URL
// threw "Invalid URL" before any request.
t.test('a relative baseUrl is kept as it is', async t => {
  const asked: string[] = []
  const fetch = async (url: string | URL | Request): Promise<Response> => {
    asked.push(String(url))
    return new Response(JSON.stringify({ Book: [] }), { status: 200, headers: { 'content-type': 'application/json' } })
  }
  const books = createClient<Api>({ baseUrl: '/api/', fetch, check: false }).resource('/books')
  t.strictSame(await books.list({ maxPageSize: 2 }), { records: [] })
  t.strictSame(asked, ['/api/books?maxPageSize=2'])
})

t.test('no answer at all (nothing listening, a baseUrl without its scheme) is a TypeError naming the request and why', async t => {
  const app = Fastify()
  const base = await listening(t, app)
  await app.close()
  const books = createClient<Api>({ baseUrl: base }).resource('/books')
  const down = await books.get(1).catch((error: unknown) => error) as TypeError
  t.type(down, TypeError)
  t.equal(down.message, `GET ${base}/books/1 got no answer: connect ECONNREFUSED ${base.slice('http://'.length)} (the client's baseUrl is ${base})`)
  t.type(down.cause, TypeError, 'fetch\'s own error is the cause')
  t.equal((down.cause as TypeError).message, 'fetch failed')
  const post = await books.create({ title: 'T', pubYear: 2000, authorId: 1 }).catch((error: unknown) => error) as TypeError
  t.match(post.message, `POST ${base}/books got no answer: connect ECONNREFUSED`)
  const unschemed = await createClient<Api>({ baseUrl: 'localhost:3000' }).resource('/books').list().catch((error: unknown) => error) as TypeError
  t.equal(unschemed.message, 'GET localhost:3000/books got no answer: unknown scheme (the client\'s baseUrl is localhost:3000)')
  // A fetch of the caller's own that throws something else: as it is.
  const own = new RangeError('mine')
  t.equal(await createClient<Api>({ baseUrl: base, fetch: async () => { throw own } }).resource('/books').get(1).catch((error: unknown) => error), own)
})

// Tried as a new user would: a resource whose PATCH answers fewer fields (`serialFields: { patch }`)
// under the record's tag; `get(id, { ifNoneMatch: true })` after the update sent that tag, got a
// 304, and gave the PATCH's answer, `{ code }`, as the whole record.
eachDatabase(t, 'a write\'s answer is not kept for ifNoneMatch: a 304 gives a GET\'s answer, never a write\'s of other fields', async (t, { url }) => {
  class TerseSlugs extends ModelResource.of(Slug, { serialFields: { patch: { Slug: ['code'] }, post: { Slug: ['code'] } } }) {}
  const seen: string[] = []
  const opened = await openApp(t, url, {
    models: [Slug],
    resources: [TerseSlugs, SlugList],
    configure: app => app.addHook('onSend', async (request, reply, payload) => { seen.push(`${request.method} ${reply.statusCode}`); return payload })
  })
  await opened.app.listen({ host: '127.0.0.1', port: 0 })
  const slugs = createClient<Api>({ baseUrl: `http://127.0.0.1:${(opened.app.server.address() as AddressInfo).port}` }).resource('/slugs')
  t.strictSame(await slugs.create({ code: 'a', title: 't' }), { code: 'a' })
  t.strictSame(await slugs.get('a', { ifNoneMatch: true }), { code: 'a', title: 't' }, 'after a create')
  t.strictSame(await slugs.update('a', { title: 'u' }, { ifMatch: true }), { code: 'a' })
  t.strictSame(await slugs.get('a', { ifNoneMatch: true }), { code: 'a', title: 'u' }, 'after an update')
  t.strictSame(await slugs.get('a', { ifNoneMatch: true }), { code: 'a', title: 'u' }, 'a 304 gives the GET\'s answer again')
  t.strictSame(await slugs.update('a', { title: 'v' }, { ifMatch: true }), { code: 'a' }, 'the write\'s tag is kept for ifMatch')
  t.strictSame(seen, ['POST 201', 'GET 200', 'PATCH 200', 'GET 200', 'GET 304', 'PATCH 200'])
  t.strictSame(await rowsOf(opened.db, Slug), [{ code: 'a', title: 'v' }])
})

// Tried as a new user would: a list page's tag was kept under the collection's URL (its query cut
// off), so a conditional request to that URL (a create's `ifMatch: true`) sent the tag of whichever
// page was read last, a tag of no record at all.
// Tried as a new user would: a record read with ifNoneMatch: true, edited in a form (its title
// set), then read again to reset the form: the 304 gave the edited object itself, never stored.
eachDatabase(t, 'a 304 gives the answer as the server sent it, a new object: a change to an earlier one is not in it', async (t, { url }) => {
  const statuses: number[] = []
  const { base } = await listeningExample(t, url, { configure: app => app.addHook('onSend', async (_request, reply, payload) => { statuses.push(reply.statusCode); return payload }) })
  const books = createClient<Api>({ baseUrl: base }).resource('/books')
  const first = await books.get(1, { ifNoneMatch: true })
  first.title = 'Draft'
  first.tags.push({ id: 9, name: 'draft' })
  const again = await books.get(1, { ifNoneMatch: true })
  t.not(again, first)
  t.strictSame([again.title, again.tags], ['First', []])
  const page = await books.list({ ifNoneMatch: true })
  page.records.pop()
  t.strictSame((await books.list({ ifNoneMatch: true })).records.map(book => book.title), ['First'])
  t.strictSame(statuses, [200, 304, 200, 304])
})

t.test('a list page\'s tag is kept only for that page: no conditional request sends it elsewhere', async t => {
  const fake = Fastify()
  const sent: Array<{ method: string, url: string, ifMatch?: string, ifNoneMatch?: string }> = []
  fake.addHook('onRequest', async request => {
    const { 'if-match': ifMatch, 'if-none-match': ifNoneMatch } = request.headers as Record<string, string | undefined>
    sent.push({ method: request.method, url: request.url, ...(ifMatch === undefined ? {} : { ifMatch }), ...(ifNoneMatch === undefined ? {} : { ifNoneMatch }) })
  })
  fake.get('/books', async (request, reply) => {
    const offset = (request.query as { offset?: string }).offset ?? '0'
    return await reply.header('etag', `"page-${offset}"`).send({ Book: [] })
  })
  fake.post('/books', async (_request, reply) => await reply.code(201).header('etag', '"book-9"').header('location', '/books/9').send({ id: 9 }))
  const baseUrl = await listening(t, fake)
  const books = createClient<Api>({ baseUrl }).resource('/books')

  await books.list({ ifNoneMatch: true })
  await books.list({ maxPageSize: 1, offset: 1 })
  await books.list({ maxPageSize: 1, offset: 1, ifNoneMatch: true })
  await books.create({ title: 'New', pubYear: 2020 } as never, { ifMatch: true })
  await books.list({ ifNoneMatch: true })
  t.strictSame(sent, [
    { method: 'GET', url: '/books' },
    { method: 'GET', url: '/books?maxPageSize=1&offset=1' },
    { method: 'GET', url: '/books?maxPageSize=1&offset=1', ifNoneMatch: '"page-1"' },
    { method: 'POST', url: '/books', ifMatch: '""' },
    { method: 'GET', url: '/books', ifNoneMatch: '"page-0"' }
  ], 'each page\'s tag sent to its own URL alone; the collection\'s POST has none')
  t.equal(books.tagOf(9), '"book-9"')
})
