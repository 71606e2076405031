// Cursor paging (extensions §3) on both databases: a walk through every page while records are
// inserted and deleted, descending and nullable keys (a date-time among them), the Link header,
// tampered tokens and tokens of another key or query (one exact 400), offset refused, the keys.
import Fastify from 'fastify'
import t, { type Test } from 'tap'
import { Column, DB, defineModel } from '../../lib/index.ts'
import { Author, Book, Job, models, Order, User } from '../../examples/models.ts'
import modelResources, { CollectionModelResource, ModelResource } from '../../plugin/index.ts'
import { CursorTokens } from '../../plugin/query/cursor-tokens.ts'
import { appOn, openApp, type Opened } from '../helpers/app.ts'
import { databaseUrl, eachDatabase } from '../helpers/databases.ts'
import { call } from '../helpers/http.ts'

const BAD_CURSOR = { message: 'The cursor is not valid for this query: start again without one' }

class Books extends CollectionModelResource.of(Book) {}
class BookPages extends CollectionModelResource.of(Book, { paging: 'cursor' }) {
  static override urlName = 'book-pages'
}
class BookItems extends ModelResource.of(Book, { clientIds: true }) {}
class Jobs extends CollectionModelResource.of(Job) {}
const RESOURCES = [Books, BookPages, BookItems, Jobs]

/** `[id, isbn, pubYear]`: the isbn null for some, pubYear shared by some, so that ties and nulls meet page edges. */
type Row = [number, string | null, number]

async function library (t: Test, url: string, rows: Row[], options: { cursorKey?: string } = {}): Promise<Opened> {
  const opened = await openApp(t, url, { resources: RESOURCES, db: options })
  const em = opened.db.fork()
  em.create(Author, { id: 1, firstName: 'A', lastName: 'B' } as never)
  await em.flush()
  for (const [id, isbn, pubYear] of rows) await add(opened, id, isbn, pubYear)
  return opened
}

async function add (opened: Opened, id: number, isbn: string | null, pubYear: number): Promise<void> {
  const res = await call(opened.app, 'PUT', `/books/${id}`, { title: `Book ${id}`, isbn, pubYear, authorId: 1 })
  if (res.status !== 201) throw new Error(`PUT /books/${id}: ${res.status} ${res.text}`)
}

async function remove (opened: Opened, id: number): Promise<void> {
  const res = await call(opened.app, 'DELETE', `/books/${id}`)
  if (res.status !== 204) throw new Error(`DELETE /books/${id}: ${res.status} ${res.text}`)
}

/** The URL of a Link rel="next", or undefined. */
function nextOf (link: unknown): string | undefined {
  return typeof link === 'string' ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined
}

/** Every page from `first` on, as id lists; `between(i)` runs after page i. */
async function walk (opened: Opened, first: string, between?: (page: number) => Promise<void>, key = 'Book'): Promise<number[][]> {
  const pages: number[][] = []
  for (let path: string | undefined = first; path !== undefined;) {
    const res = await call(opened.app, 'GET', path)
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`)
    pages.push(res.body[key].map((record: { id: number }) => record.id))
    await between?.(pages.length)
    path = nextOf(res.headers.link)
    if (pages.length > 50) throw new Error('no end')
  }
  return pages
}

const TEN: Row[] = Array.from({ length: 10 }, (_, i) => [i + 1, null, 2000 + i])

eachDatabase(t, 'a walk by cursor sees every record once, while records before and after it are inserted and deleted', async (t, { url }) => {
  const opened = await library(t, url, TEN)
  const pages = await walk(opened, '/books?cursor=&maxPageSize=3', async page => {
    if (page === 1) {
      await remove(opened, 2) // already seen
      await remove(opened, 5) // not yet seen: it vanishes
      await add(opened, 11, null, 1) // after the cursor: it is seen
    }
    if (page === 2) {
      await remove(opened, 8)
      await add(opened, 12, null, 1)
    }
  })
  t.strictSame(pages, [[1, 2, 3], [4, 6, 7], [9, 10, 11], [12]])
  // The same by a non-key order, descending: records inserted before the cursor are not seen, none repeats.
  const byYear = await walk(opened, '/books?orderBy=-pubYear&cursor=&maxPageSize=4', async page => {
    if (page === 1) {
      await add(opened, 20, null, 2100) // sorts before the cursor: not seen
      await add(opened, 21, null, 2005) // sorts after it: seen
      await remove(opened, 4) // pubYear 2003, not yet seen: it vanishes
      await call(opened.app, 'PATCH', '/books/10', { pubYear: 1500 }) // seen; now sorts after the cursor: seen again, as the order says
    }
  })
  t.strictSame(byYear, [[10, 9, 7, 6], [21, 3, 1, 10], [11, 12]])
})

// [id, isbn, pubYear]: nulls and ties at page edges.
const KEYS: Row[] = [[1, 'b', 2001], [2, null, 2000], [3, 'a', 2001], [4, null, 2002], [5, 'b', 2000], [6, 'c', 2001]]

eachDatabase(t, 'descending and nullable keys: null sorts first ascending, last descending, ties by id, on both databases', async (t, { url }) => {
  const opened = await library(t, url, KEYS)
  for (const size of [1, 2, 4]) {
    t.strictSame((await walk(opened, `/books?orderBy=isbn&cursor=&maxPageSize=${size}`)).flat(), [2, 4, 3, 1, 5, 6], `isbn, pages of ${size}`)
    t.strictSame((await walk(opened, `/books?orderBy=-isbn&cursor=&maxPageSize=${size}`)).flat(), [6, 1, 5, 3, 2, 4], `-isbn, pages of ${size}`)
    t.strictSame((await walk(opened, `/books?orderBy=-pubYear,isbn&cursor=&maxPageSize=${size}`)).flat(), [4, 3, 1, 6, 2, 5], `-pubYear,isbn, pages of ${size}`)
    t.strictSame((await walk(opened, `/books?orderBy=-isbn,-id&cursor=&maxPageSize=${size}`)).flat(), [6, 5, 1, 3, 4, 2], `-isbn,-id, pages of ${size}`)
  }
  t.strictSame(await walk(opened, '/books?orderBy=isbn&isbn[isnull]=false&cursor=&maxPageSize=3'), [[3, 1, 5], [6]], 'with a filter')
  // The keyset condition, as debug shows it.
  const first = await call(opened.app, 'GET', '/books?orderBy=-isbn&cursor=&maxPageSize=5')
  const token = new URLSearchParams(nextOf(first.headers.link)?.split('?')[1]).get('cursor') as string
  const debug = await call(opened.app, 'GET', `/books?orderBy=-isbn&cursor=${token}&debug=true`)
  // The page's own read, inside the statement that joins each book's author (a string matches as a part).
  t.match(debug.body.query.replace(/\$\d+/g, '?'), '(select "id", "isbn", "title", "pub_year", "author_id" from "book" where ' +
    '("isbn" is null and "id" > ?) order by "isbn" desc nulls last, "id" asc limit ?) as "fmr_t"', 'after a null of a descending key: only later nulls')
  const byTitle = await call(opened.app, 'GET', '/books?orderBy=title&cursor=&maxPageSize=1')
  const titleToken = new URLSearchParams(nextOf(byTitle.headers.link)?.split('?')[1]).get('cursor') as string
  t.match((await call(opened.app, 'GET', `/books?orderBy=title&cursor=${titleToken}&debug=true`)).body.query.replace(/\$\d+/g, '?'),
    '(select "id", "isbn", "title", "pub_year", "author_id" from "book" where ("title" > ? or ("title" = ? and "id" > ?)) order by "title" asc, "id" asc limit ?) as "fmr_t"')
})

eachDatabase(t, 'a nullable date-time key travels in the token and back', async (t, { url }) => {
  const opened = await openApp(t, url, { resources: [Jobs] })
  const em = opened.db.fork()
  em.create(User, { id: 1, username: 'u', password: 'p', email: 'u@example.org', isStaff: false, isActive: false, isAccountCurrent: false, dateJoined: '2020-01-01' } as never)
  await em.flush()
  em.create(Order, { id: 1, ownerId: 1, description: 'o', orderedAt: new Date('2020-01-01T00:00:00Z'), statusId: 0 } as never)
  await em.flush()
  const finished = [null, '2021-05-01T10:00:00Z', '2021-05-01T10:00:00Z', null, '2021-04-30T23:59:59Z', '2022-01-01T00:00:00Z']
  for (const [index, at] of finished.entries()) {
    em.create(Job, { id: index + 1, ownerId: 1, orderId: 1, startedAt: new Date('2021-01-01T00:00:00Z'), finishedAt: at === null ? null : new Date(at), statusId: 0 } as never)
  }
  await em.flush()
  for (const size of [1, 2]) {
    t.strictSame((await walk(opened, `/jobs?orderBy=-finishedAt&cursor=&maxPageSize=${size}`, undefined, 'Job')).flat(), [6, 2, 3, 5, 1, 4], `pages of ${size}`)
    t.strictSame((await walk(opened, `/jobs?orderBy=finishedAt&cursor=&maxPageSize=${size}`, undefined, 'Job')).flat(), [1, 4, 5, 2, 3, 6], `ascending, pages of ${size}`)
  }
})

eachDatabase(t, 'the Link of a cursor page: the same query, maxPageSize and the next cursor; none on the last page', async (t, { url }) => {
  const opened = await library(t, url, TEN)
  const first = await call(opened.app, 'GET', '/books?pubYear[ge]=2005&cursor=&maxPageSize=3&count=true')
  t.equal(first.status, 200)
  t.strictSame(first.body.Book.map((book: { id: number }) => book.id), [6, 7, 8])
  t.equal(first.headers['x-total-count'], '5')
  t.match(first.headers.link, /^<\/books\?pubYear%5Bge%5D=2005&count=true&maxPageSize=3&cursor=[A-Za-z0-9_-]+>; rel="next"$/)
  const last = await call(opened.app, 'GET', nextOf(first.headers.link) as string)
  t.strictSame(last.body.Book.map((book: { id: number }) => book.id), [9, 10])
  t.equal(last.headers.link, undefined, 'the last page has no Link')
  // A resource with `paging = 'cursor'` pages by cursor without being asked.
  const paged = await call(opened.app, 'GET', '/book-pages?maxPageSize=4&fields=id')
  t.equal(paged.text, '{"Book":[{"id":1},{"id":2},{"id":3},{"id":4}]}')
  t.match(paged.headers.link, /^<\/book-pages\?fields=id&maxPageSize=4&cursor=[A-Za-z0-9_-]+>; rel="next"$/)
  t.strictSame(await walk(opened, '/book-pages?maxPageSize=4'), [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10]])
  for (const path of ['/books?cursor=&offset=3', '/book-pages?offset=0', '/book-pages?cursor=&offset=1']) {
    const res = await call(opened.app, 'GET', path)
    t.equal(res.status, 400, path)
    t.strictSame(res.body, { message: 'offset cannot be used with cursor paging' }, path)
  }
  t.strictSame((await call(opened.app, 'GET', '/books?cursor=a&cursor=b')).body, { message: 'cursor may be given once' })
})

eachDatabase(t, 'a tampered token, or one of another order, filter, route or key, is the same 400', async (t, { url }) => {
  const opened = await library(t, url, TEN)
  const first = await call(opened.app, 'GET', '/books?orderBy=-pubYear&pubYear[lt]=2008&cursor=&maxPageSize=2')
  const next = nextOf(first.headers.link) as string
  const token = new URLSearchParams(next.split('?')[1]).get('cursor') as string
  t.equal((await call(opened.app, 'GET', next)).status, 200, 'the token itself is good')
  const flip = (text: string, at: number): string => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1)
  const base = '/books?orderBy=-pubYear&pubYear[lt]=2008&maxPageSize=2&cursor='
  const refused = [
    base + flip(token, 0), // the IV
    base + flip(token, 25), // the tag
    base + flip(token, token.length - 2), // the sealed keys
    base + token.slice(0, -1),
    base + token + 'AA',
    base + token.slice(0, 40),
    base + '!!!',
    base + 'A'.repeat(4097),
    '/books?orderBy=pubYear&pubYear[lt]=2008&cursor=' + token, // another order
    '/books?orderBy=-pubYear&pubYear[lt]=2009&cursor=' + token, // another filter value
    '/books?orderBy=-pubYear&cursor=' + token, // a filter less
    '/books?orderBy=-pubYear&pubYear[lt]=2008&isbn[isnull]=true&cursor=' + token, // a filter more
    '/book-pages?orderBy=-pubYear&pubYear[lt]=2008&cursor=' + token // another route
  ]
  for (const path of refused) {
    const res = await call(opened.app, 'GET', path)
    t.equal(res.status, 400, path.slice(0, 80))
    t.strictSame(res.body, BAD_CURSOR, path.slice(0, 80))
  }
  t.equal((await call(opened.app, 'GET', '/books?pubYear[lt]=2008&orderBy=-pubYear&maxPageSize=5&cursor=' + token)).status, 200, 'the same query, parameters in another order and another page size')
})

/** One table before and after a migration that changed its columns' kinds (integer to string, date to date-time). */
const EditionBefore = defineModel({
  name: 'Edition',
  columns: { id: Column.Integer({ primaryKey: true }), code: Column.Integer(), issued: Column.Date() }
})
const EditionAfter = defineModel({
  name: 'Edition',
  columns: { id: Column.Integer({ primaryKey: true }), code: Column.String(10), issued: Column.DateTime() }
})

eachDatabase(t, 'a token of an order whose column changed kind since (a migration) is the same 400 as one of another order', async (t, { dialect, url }) => {
  const KEY = 'a key of at least sixteen bytes'
  const editions = (model: typeof EditionBefore | typeof EditionAfter) => class extends CollectionModelResource.of(model) {
    static override urlName = 'editions'
  }
  const before = await openApp(t, url, { models: [EditionBefore], resources: [editions(EditionBefore)], db: { cursorKey: KEY } })
  const after = await openApp(t, await databaseUrl(t, dialect), { models: [EditionAfter], resources: [editions(EditionAfter)], db: { cursorKey: KEY } })
  const [old, migrated] = [before.db.fork(), after.db.fork()]
  for (let id = 1; id <= 12; id++) {
    old.create(EditionBefore, { id, code: id, issued: `2020-01-${String(id).padStart(2, '0')}` } as never)
    migrated.create(EditionAfter, { id, code: String(id), issued: new Date(Date.UTC(2020, 0, id)) } as never)
  }
  await old.flush()
  await migrated.flush()
  for (const orderBy of ['code', '-issued', 'code,-issued']) {
    const first = await call(before.app, 'GET', `/editions?orderBy=${orderBy}&cursor=&maxPageSize=3&fields=id`)
    t.equal(first.status, 200, orderBy)
    const next = nextOf(first.headers.link) as string
    t.equal((await call(before.app, 'GET', next)).status, 200, `${orderBy}: the token is good before the migration`)
    const res = await call(after.app, 'GET', next)
    t.equal(res.status, 400, `${orderBy}: after it`)
    t.strictSame(res.body, BAD_CURSOR, orderBy)
  }
  // The same query after the migration pages as usual.
  const first = await call(after.app, 'GET', '/editions?orderBy=code&cursor=&maxPageSize=3&fields=id')
  t.strictSame(first.body, { Edition: [{ id: 1 }, { id: 10 }, { id: 11 }] })
  t.strictSame((await call(after.app, 'GET', nextOf(first.headers.link) as string)).body, { Edition: [{ id: 12 }, { id: 2 }, { id: 3 }] })
})

eachDatabase(t, 'a token belongs to its key: apps given the same key (the plugin\'s or the DB\'s) share tokens, others refuse them', async (t, { url }) => {
  const KEY = 'a key of at least sixteen bytes'
  const opened = await library(t, url, TEN, { cursorKey: KEY })
  const served = async (cursorKey?: string) =>
    await appOn(t, { db: opened.db, resources: [Books], closeDb: false, ...(cursorKey === undefined ? {} : { cursorKey }) })
  const first = await call(opened.app, 'GET', '/books?cursor=&maxPageSize=4')
  const next = nextOf(first.headers.link) as string
  const same = await call(await served(KEY), 'GET', next)
  t.equal(same.status, 200, 'another app with the same plugin key')
  t.strictSame(same.body.Book.map((book: { id: number }) => book.id), [5, 6, 7, 8])
  t.equal((await call(await served(), 'GET', next)).status, 200, 'no plugin key: the DB\'s')
  const other = await call(await served('another key of sixteen bytes'), 'GET', next)
  t.equal(other.status, 400)
  t.strictSame(other.body, BAD_CURSOR)
  // Without any key, each process draws one: two apps of one process share it.
  const plain = new DB('sqlite:///:memory:', { models })
  await plain.createAll()
  t.teardown(async () => { await plain.close() })
  const a = await appOn(t, { db: plain, resources: [Books], closeDb: false })
  const b = await appOn(t, { db: plain, resources: [Books], closeDb: false })
  t.equal((await call(b, 'GET', next)).status, 400, 'the process key is not the given one')
  const em = plain.fork()
  em.create(Author, { id: 1, firstName: 'A', lastName: 'B' } as never)
  await em.flush()
  for (let id = 1; id <= 3; id++) em.create(Book, { id, title: `B${id}`, pubYear: 2000, authorId: 1 } as never)
  await em.flush()
  const own = nextOf((await call(a, 'GET', '/books?cursor=&maxPageSize=2')).headers.link) as string
  t.strictSame((await call(b, 'GET', own)).body, { Book: [{ id: 3, isbn: null, title: 'B3', pubYear: 2000, authorId: 1, author: { id: 1, firstName: 'A', lastName: 'B', fullName: 'A B' }, tags: [] }] })
})

t.test('a cursor key shorter than 16 bytes is refused when the plugin is registered', async t => {
  for (const options of [{ plugin: 'fifteen bytes!!' }, { db: new Uint8Array(8) }]) {
    const db = new DB('sqlite:///:memory:', { models, ...(options.db === undefined ? {} : { cursorKey: options.db }) })
    await db.createAll()
    const app = Fastify()
    t.teardown(async () => { await app.close().catch(() => {}); await db.close() })
    app.register(modelResources, { db, resources: [Books], closeDb: false, ...(options.plugin === undefined ? {} : { cursorKey: options.plugin }) })
    await t.rejects(async () => { await app.ready() }, { code: 'FMR_ERR_CURSOR_KEY', message: `A cursor key must be at least 16 bytes long, not ${options.plugin === undefined ? 8 : 15}` })
  }
})

eachDatabase(t, 'a hook\'s narrowing holds on every cursor page: a caller pages through their own orders only', async (t, { url }) => {
  const opened = await openApp(t, url)
  for (const id of [1, 2]) {
    t.equal((await call(opened.app, 'POST', '/users', { id, username: `u${id}`, password: 'p', email: `u${id}@example.org` })).status, 201)
  }
  for (let i = 0; i < 6; i++) {
    const owner = i % 2 === 0 ? 1 : 2
    const res = await call(opened.app, 'POST', '/api/v2/orders', { ownerId: owner, description: `order ${i + 1}` }, { authorization: `User:${owner}` })
    t.equal(res.status, 202)
  }
  const pages: number[][] = []
  for (let path: string | undefined = '/api/v2/orders?cursor=&maxPageSize=2&fields=id'; path !== undefined;) {
    const res = await call(opened.app, 'GET', path, undefined, { authorization: 'User:1' })
    pages.push(res.body.Order.map((order: { id: number }) => order.id))
    path = nextOf(res.headers.link)
  }
  t.strictSame(pages, [[1, 3], [5]])
})

eachDatabase(t, 'a cursor token is bound to the narrowing the GET hook added: another owner\'s replay is the usual 400, the owner\'s own a 200', async (t, { url }) => {
  const opened = await openApp(t, url)
  for (const id of [1, 2]) {
    t.equal((await call(opened.app, 'POST', '/users', { id, username: `u${id}`, password: 'p', email: `u${id}@example.org` })).status, 201)
  }
  for (let i = 0; i < 6; i++) {
    const owner = i % 2 === 0 ? 1 : 2
    t.equal((await call(opened.app, 'POST', '/api/v2/orders', { ownerId: owner, description: `order ${i + 1}` }, { authorization: `User:${owner}` })).status, 202)
  }
  // Ordered by a column the answer shows, so that the token's key is user 1's order's description.
  const first = await call(opened.app, 'GET', '/api/v2/orders?cursor=&maxPageSize=1&orderBy=description&fields=id', undefined, { authorization: 'User:1' })
  t.equal(first.status, 200)
  t.strictSame(first.body, { Order: [{ id: 1 }] })
  const next = nextOf(first.headers.link) as string
  const replayed = await call(opened.app, 'GET', next, undefined, { authorization: 'User:2' })
  t.equal(replayed.status, 400)
  t.strictSame(replayed.body, BAD_CURSOR)
  const own = await call(opened.app, 'GET', next, undefined, { authorization: 'User:1' })
  t.equal(own.status, 200)
  t.strictSame(own.body, { Order: [{ id: 3 }] })
})

t.test('a token is read in its one spelling: unused bits of its last character changed are a change', async t => {
  const tokens = new CursorTokens('a key of at least sixteen bytes')
  const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
  let checked = 0
  for (let size = 0; size < 3; size++) {
    const values = ['x'.repeat(size)]
    const token = tokens.seal(values, 'context')
    t.strictSame(tokens.open(token, 'context'), values)
    t.throws(() => tokens.open(token, 'another context'), { code: 'FMR_ERR_BAD_CURSOR' })
    if (token.length % 4 === 0) continue
    const last = ALPHABET.indexOf(token[token.length - 1])
    const respelled = token.slice(0, -1) + ALPHABET[last ^ 1]
    t.strictSame(Buffer.from(respelled, 'base64url'), Buffer.from(token, 'base64url'), 'the same bytes')
    t.throws(() => tokens.open(respelled, 'context'), { code: 'FMR_ERR_BAD_CURSOR' })
    checked++
  }
  t.equal(checked, 2, 'two of three lengths leave unused bits')
})
