// The collection resource over HTTP: decisions §4's query language (filters, operators, order,
// paging, count, debug, the next-page link), a fixed number of queries per page, and the
// absence of every method but GET.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t, { type Test } from 'tap'
import Fastify from 'fastify'
import { Column, DB, defineModel } from '../../lib/index.ts'
import modelResources, { CollectionModelResource, ModelResource, notFound } from '../../plugin/index.ts'
import { BookCollection, BookResource } from '../../examples/resources.ts'
import { Author, Book } from '../../examples/models.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp, type Opened, type OpenOptions } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { kReader } from '../../lib/symbols.ts'
import { rowsOf } from '../helpers/state.ts'

// id, title, pubYear, isbn, authorId: chosen so that every operator and order picks a distinct set.
const BOOKS: Array<[string, number, string | null, number]> = [
  ['The Dispossessed', 1974, 'A1', 1],
  ['the left hand', 1969, null, 1],
  ['Invisible Cities', 1972, 'B1', 2],
  ['Beloved', 1987, null, 3],
  ['Song of Solomon', 1977, 'C2', 3],
  ['The Bluest Eye', 1970, 'C3', 3]
]

/** Writes authors and books straight through the ORM (the single resource is tested elsewhere). */
async function insert (db: DB, authors: number, books: Array<[string, number, string | null, number]>): Promise<void> {
  const em = db.fork()
  for (let i = 1; i <= authors; i++) em.create(Author, { firstName: `First${i}`, lastName: `Last${i}` } as never)
  await em.flush()
  for (const [title, pubYear, isbn, authorId] of books) em.create(Book, { title, pubYear, isbn, authorId } as never)
  await em.flush()
}

async function library (t: Test, url: string): Promise<Opened> {
  const opened = await openApp(t, url)
  await insert(opened.db, 3, BOOKS)
  return opened
}

/** `n` books spread over `authors` authors, round robin. */
function many (n: number, authors: number): Array<[string, number, string | null, number]> {
  return Array.from({ length: n }, (_, i) => [`Book ${i + 1}`, 1900 + i, null, (i % authors) + 1])
}

/** The ids of a collection answer. */
async function ids (opened: Opened, query: string): Promise<number[]> {
  const res = await call(opened.app, 'GET', '/books' + query)
  if (res.status !== 200) throw new Error(`GET /books${query}: ${res.status} ${res.text}`)
  return res.body.Book.map((book: { id: number }) => book.id)
}

// ---- output -------------------------------------------------------------------------------------

eachDatabase(t, 'the collection answers {"Book": [...]} with nested relationships, in primary-key order', async (t, { url }) => {
  const opened = await library(t, url)
  const res = await call(opened.app, 'GET', '/books')
  t.equal(res.status, 200)
  t.strictSame(Object.keys(res.body), ['Book'])
  t.strictSame(res.body.Book.map((book: { id: number }) => book.id), [1, 2, 3, 4, 5, 6])
  t.strictSame(res.body.Book[0], {
    id: 1, isbn: 'A1', title: 'The Dispossessed', pubYear: 1974, authorId: 1, author: { id: 1, firstName: 'First1', lastName: 'Last1', fullName: 'First1 Last1' }, tags: []
  })
  t.equal(res.headers.link, undefined, 'no next page')
  t.equal(res.headers['x-total-count'], undefined, 'no count unless asked')

  const authors = await call(opened.app, 'GET', '/authors')
  t.equal(authors.status, 200)
  t.strictSame(authors.body.Author.map((author: { books: Array<{ id: number }> }) => author.books.map(book => book.id)), [[1, 2], [3], [4, 5, 6]])
})

eachDatabase(t, 'an empty result is {"Book": []}', async (t, { url }) => {
  const opened = await library(t, url)
  const res = await call(opened.app, 'GET', '/books?authorId=99')
  t.equal(res.status, 200)
  t.equal(res.text, '{"Book":[]}')
  t.equal(res.headers.link, undefined)
  const empty = await call(opened.app, 'GET', '/nodes')
  t.equal(empty.text, '{"Node":[]}', 'an empty table too')
})

// ---- filters ------------------------------------------------------------------------------------

eachDatabase(t, 'field=value is equality, with the value coerced to the column type', async (t, { url }) => {
  const opened = await library(t, url)
  t.strictSame(await ids(opened, '?authorId=3'), [4, 5, 6])
  t.strictSame(await ids(opened, '?title=Beloved'), [4])
  t.strictSame(await ids(opened, '?title=beloved'), [], 'string equality is exact')
  t.strictSame(await ids(opened, '?authorId=3&pubYear=1977'), [5], 'several fields are and-ed')
  t.strictSame(await ids(opened, '?id=2'), [2])
})

eachDatabase(t, 'field=a&field=b and field[]=a&field[]=b are IN', async (t, { url }) => {
  const opened = await library(t, url)
  t.strictSame(await ids(opened, '?pubYear=1974&pubYear=1969'), [1, 2])
  t.strictSame(await ids(opened, '?pubYear[]=1974&pubYear[]=1969&pubYear[]=1987'), [1, 2, 4])
  t.strictSame(await ids(opened, '?authorId[]=2'), [3], 'a single field[] value is a one-item IN')
})

eachDatabase(t, 'every operator of decisions §4', async (t, { url }) => {
  const opened = await library(t, url)
  const cases: Array<[string, number[]]> = [
    ['pubYear[eq]=1972', [3]],
    ['authorId[ne]=3', [1, 2, 3]],
    ['pubYear[gt]=1974', [4, 5]],
    ['pubYear[ge]=1974', [1, 4, 5]],
    ['pubYear[lt]=1970', [2]],
    ['pubYear[le]=1970', [2, 6]],
    ['title[like]=The%25', [1, 6]],
    ['title[ilike]=the%25', [1, 2, 6]],
    ['title[notlike]=The%25', [2, 3, 4, 5]],
    ['title[notilike]=the%25', [3, 4, 5]],
    ['title[like]=%25o%25', [1, 4, 5]],
    ['authorId[in]=1,2', [1, 2, 3]],
    ['authorId[in]=2&authorId[in]=3', [3, 4, 5, 6]],
    ['authorId[notin]=1,2', [4, 5, 6]],
    ['isbn[isnull]=true', [2, 4]],
    ['isbn[isnull]=false', [1, 3, 5, 6]],
    ['authorId=3&pubYear[gt]=1975', [4, 5]],
    ['pubYear[ge]=1970&pubYear[le]=1974', [1, 3, 6]]
  ]
  for (const [query, expected] of cases) t.strictSame(await ids(opened, '?' + query), expected, query)
})

// SQLite's lower() folds A-Z only: `title[ilike]=é%` missed ÉCLAIR there, and found it on
// PostgreSQL. Checked on a SQLite file too, where a pattern runs in a helper process.
async function unicodeCase (t: Test, url: string): Promise<void> {
  const opened = await openApp(t, url)
  await insert(opened.db, 1, [['ÉCLAIR', 1990, null, 1], ['éclair', 1991, null, 1], ['Ωmega', 1992, null, 1], ['eclair', 1993, null, 1]])
  const where = (value: unknown): string => `?where=${encodeURIComponent(JSON.stringify(value))}`
  t.strictSame(await ids(opened, '?title[ilike]=%C3%A9%25'), [1, 2], 'ilike: É and é')
  t.strictSame(await ids(opened, '?title[notilike]=%C3%A9%25'), [3, 4], 'notilike')
  t.strictSame(await ids(opened, where({ title: { ilike: 'ω%' } })), [3], 'where, Ω and ω')
  t.strictSame(await ids(opened, '?title[like]=%C3%A9%25'), [2], 'like keeps case')
}
eachDatabase(t, 'ilike and notilike ignore the case of every letter, not only A-Z', async (t, { url }) => { await unicodeCase(t, url) })
t.test('ilike ignores the case of every letter on a SQLite file (a helper process) [sqlite file]', async t => {
  const dir = mkdtempSync(join(tmpdir(), 'fmr-ilike-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  await unicodeCase(t, `sqlite:///${join(dir, 'test.db')}`)
})

eachDatabase(t, 'parameter names may be snake_case', async (t, { url }) => {
  const opened = await library(t, url)
  t.strictSame(await ids(opened, '?author_id=1'), [1, 2])
  t.strictSame(await ids(opened, '?pub_year[ge]=1974'), [1, 4, 5])
  t.strictSame(await ids(opened, '?order_by=-pub_year&max_page_size=2'), [4, 5])
  const res = await call(opened.app, 'GET', '/books?author_id=3&max_page_size=1')
  t.equal(res.headers.link, '</books?author_id=3&maxPageSize=1&offset=1>; rel="next"')
})

// ---- order --------------------------------------------------------------------------------------

eachDatabase(t, 'orderBy orders by several keys, "-" descending, comma-separated or repeated', async (t, { url }) => {
  const opened = await library(t, url)
  t.strictSame(await ids(opened, '?orderBy=pubYear'), [2, 6, 3, 1, 5, 4])
  t.strictSame(await ids(opened, '?orderBy=-pubYear'), [4, 5, 1, 3, 6, 2])
  t.strictSame(await ids(opened, '?orderBy=authorId,pubYear'), [2, 1, 3, 6, 5, 4])
  t.strictSame(await ids(opened, '?orderBy=-authorId,-pubYear'), [4, 5, 6, 3, 1, 2])
  t.strictSame(await ids(opened, '?orderBy=authorId&orderBy=-pubYear'), [1, 2, 3, 4, 5, 6])
  t.strictSame(await ids(opened, '?orderBy=-id'), [6, 5, 4, 3, 2, 1])
  t.strictSame(await ids(opened, '?orderBy=title'), [4, 3, 5, 6, 1, 2], 'strings order too')
})

eachDatabase(t, 'the order is stable: ties break on the primary key, pages neither overlap nor skip', async (t, { url }) => {
  const opened = await library(t, url)
  t.strictSame(await ids(opened, '?orderBy=authorId'), [1, 2, 3, 4, 5, 6])
  t.strictSame(await ids(opened, '?orderBy=-authorId'), [4, 5, 6, 3, 1, 2], 'ties stay ascending by id')
  const pages: number[] = []
  for (let offset = 0; offset < 6; offset += 2) pages.push(...await ids(opened, `?orderBy=-authorId&maxPageSize=2&offset=${offset}`))
  t.strictSame(pages, [4, 5, 6, 3, 1, 2], 'the pages put together are the whole ordered list')
  t.strictSame(await ids(opened, '?orderBy=-authorId'), await ids(opened, '?orderBy=-authorId'), 'the same request, the same order')
})

// ---- refusals -----------------------------------------------------------------------------------

eachDatabase(t, 'an unknown column, an unknown operator or a bad value is 400 {message}', async (t, { url }) => {
  const opened = await library(t, url)
  const cases: Array<[string, string]> = [
    ['orderBy=nope', 'nope is not a column in Book'],
    ['orderBy=title,-nope', 'nope is not a column in Book'],
    ['nope=1', 'nope is not a column in Book'],
    ['nope[gt]=1', 'nope is not a column in Book'],
    // A mistyped control parameter is named (tried as a new user would: `orderby` said only "not a column").
    ['orderby=title', 'orderby is not a column in Book: did you mean orderBy?'],
    ['maxpagesize=2', 'maxpagesize is not a column in Book: did you mean maxPageSize?'],
    ['ofset=2', 'ofset is not a column in Book: did you mean offset?'],
    ['pubYear[between]=1', 'between is not a filter operator'],
    ['pubYear=abc', 'pubYear: The value abc is not a valid integer'],
    ['pubYear[in]=1970,x', 'pubYear: The value x is not a valid integer'],
    ['pubYear[gt]=99999999999', 'pubYear: The value 99999999999 is not a valid integer'],
    ['isbn[isnull]=maybe', 'isbn[isnull] must be true or false'],
    ['pubYear[gt]=1&pubYear[gt]=2', 'pubYear[gt] may be given once'],
    // A control in two spellings (tried as a new user would: the last one won).
    ['maxPageSize=1&max_page_size=2', 'maxPageSize and max_page_size are one parameter: give it once'],
    ['order_by=-title&orderBy=title', 'order_by and orderBy are one parameter: give it once'],
    ['maxPageSize=0', 'maxPageSize must be an integer of at least 1'],
    ['maxPageSize=ten', 'maxPageSize must be an integer of at least 1'],
    ['offset=-1', 'offset must be an integer of at least 0'],
    // Tried as a new user would: a 16-digit offset was 'of at least 0'.
    ['offset=1234567890123456', 'offset must be an integer of at most 999999999999999'],
    ['count=yes', 'count must be true or false'],
    ['debug=2', 'debug must be true or false']
  ]
  for (const [query, message] of cases) {
    const res = await call(opened.app, 'GET', '/books?' + query)
    t.equal(res.status, 400, query)
    t.strictSame(res.body, { message }, query)
  }
})

// ---- paging -------------------------------------------------------------------------------------

eachDatabase(t, 'the default page size is 100, with a next link to the rest', async (t, { url }) => {
  const opened = await openApp(t, url)
  await insert(opened.db, 3, many(105, 3))
  const first = await call(opened.app, 'GET', '/books')
  t.equal(first.body.Book.length, 100)
  t.equal(first.body.Book[99].id, 100)
  t.equal(first.headers.link, '</books?maxPageSize=100&offset=100>; rel="next"')
  const next = await call(opened.app, 'GET', '/books?maxPageSize=100&offset=100')
  t.strictSame(next.body.Book.map((book: { id: number }) => book.id), [101, 102, 103, 104, 105])
  t.equal(next.headers.link, undefined, 'the last page has no next link')
  const all = await call(opened.app, 'GET', '/books?maxPageSize=5000')
  t.equal(all.body.Book.length, 105, 'a larger page is asked for explicitly')
  const debug = await call(opened.app, 'GET', '/books?maxPageSize=5000&debug=true')
  t.equal(debug.body.pageConfigs.maxPageSize, 1000, 'capped by the resource\'s maxPageSize (1000)')
})

eachDatabase(t, 'maxPageSize is capped by the resource, and a resource sets its own default page size', async (t, { url }) => {
  class SmallPages extends CollectionModelResource {
    static override modelClass = Book
    static override maxPageSize = 3
    static override defaultPageSize = 2
  }
  const opened = await openApp(t, url, { resources: [SmallPages] })
  await insert(opened.db, 3, BOOKS)
  const byDefault = await call(opened.app, 'GET', '/books')
  t.strictSame(byDefault.body.Book.map((book: { id: number }) => book.id), [1, 2])
  t.equal(byDefault.headers.link, '</books?maxPageSize=2&offset=2>; rel="next"')
  const asked = await call(opened.app, 'GET', '/books?maxPageSize=10')
  t.strictSame(asked.body.Book.map((book: { id: number }) => book.id), [1, 2, 3], 'ten asked, three given')
  t.equal(asked.headers.link, '</books?maxPageSize=3&offset=3>; rel="next"', 'the next link uses the page size given')
  const last = await call(opened.app, 'GET', '/books?maxPageSize=3&offset=3')
  t.strictSame(last.body.Book.map((book: { id: number }) => book.id), [4, 5, 6])
  t.equal(last.headers.link, undefined)
  const smaller = await call(opened.app, 'GET', '/books?maxPageSize=1')
  t.strictSame(smaller.body.Book.map((book: { id: number }) => book.id), [1])
})

eachDatabase(t, 'offset skips records', async (t, { url }) => {
  const opened = await library(t, url)
  t.strictSame(await ids(opened, '?offset=4'), [5, 6])
  t.strictSame(await ids(opened, '?orderBy=pubYear&offset=2&maxPageSize=2'), [3, 1])
  t.strictSame(await ids(opened, '?offset=6'), [])
  t.strictSame(await ids(opened, '?offset=600'), [])
})

eachDatabase(t, 'the next link is there only when more records exist, and following it gives the next page', async (t, { url }) => {
  const opened = await library(t, url)
  let res = await call(opened.app, 'GET', '/books?authorId[ne]=2&orderBy=-pubYear&maxPageSize=2')
  const seen: number[] = []
  const links: string[] = []
  for (;;) {
    t.equal(res.status, 200)
    seen.push(...res.body.Book.map((book: { id: number }) => book.id))
    const link = res.headers.link as string | undefined
    if (link === undefined) break
    links.push(link)
    const match = /^<([^>]+)>; rel="next"$/.exec(link)
    t.ok(match, link)
    res = await call(opened.app, 'GET', match![1])
  }
  t.strictSame(seen, [4, 5, 1, 6, 2], 'every matching record once, in order')
  t.strictSame(links, [
    '</books?authorId%5Bne%5D=2&orderBy=-pubYear&maxPageSize=2&offset=2>; rel="next"',
    '</books?authorId%5Bne%5D=2&orderBy=-pubYear&maxPageSize=2&offset=4>; rel="next"'
  ], 'the link keeps the filters and the order')
  const exact = await call(opened.app, 'GET', '/books?maxPageSize=3&offset=3')
  t.equal(exact.body.Book.length, 3)
  t.equal(exact.headers.link, undefined, 'a page that ends exactly at the last record has no next link')
  const whole = await call(opened.app, 'GET', '/books?maxPageSize=6')
  t.equal(whole.headers.link, undefined)
})

// ---- count and debug ----------------------------------------------------------------------------

eachDatabase(t, 'count=true adds X-Total-Count, the number of matching records', async (t, { url }) => {
  const opened = await library(t, url)
  const res = await call(opened.app, 'GET', '/books?authorId=3&count=true&maxPageSize=1')
  t.equal(res.status, 200)
  t.equal(res.headers['x-total-count'], '3', 'all the matches, not the page')
  t.equal(res.body.Book.length, 1)
  t.equal((await call(opened.app, 'GET', '/books?count=true')).headers['x-total-count'], '6')
  t.equal((await call(opened.app, 'GET', '/books?authorId=99&count=true')).headers['x-total-count'], '0')
  t.equal((await call(opened.app, 'GET', '/books?count=false')).headers['x-total-count'], undefined)
})

eachDatabase(t, 'debug=true answers the parsed request and the SQL text without running it', async (t, { url, dialect }) => {
  const opened = await library(t, url)
  const before = opened.db[kReader].runner.executed
  const res = await call(opened.app, 'GET', '/books?authorId=3&pubYear[gt]=1970&orderBy=-pubYear&maxPageSize=2&offset=1&debug=true')
  t.equal(opened.db[kReader].runner.executed, before, 'no statement ran')
  t.equal(res.status, 200)
  t.match(res.headers['content-type'], /^application\/json/)
  t.strictSame(Object.keys(res.body).sort(), ['classDefaults', 'convertedData', 'originalData', 'pageConfigs', 'query'])
  t.strictSame(res.body.classDefaults, { modelClass: 'Book', maxPageSize: 1000, defaultPageSize: 100, orderBy: [] })
  t.strictSame(res.body.originalData, { authorId: '3', 'pubYear[gt]': '1970', orderBy: '-pubYear', maxPageSize: '2', offset: '1', debug: 'true' })
  t.strictSame(res.body.convertedData, { authorId: 3, 'pubYear[gt]': 1970 })
  t.strictSame(res.body.pageConfigs, { orderBy: ['-pubYear', 'id'], maxPageSize: 2, offset: 1, count: false })
  // The flag's other spellings bring the same answer, as the document's variant says (checked against it).
  for (const flag of ['debug', 'debug=1']) {
    const other = await call(opened.app, 'GET', `/books?authorId=3&${flag}`)
    t.strictSame([other.status, Object.keys(other.body).sort()], [200, ['classDefaults', 'convertedData', 'originalData', 'pageConfigs', 'query']], flag)
  }
  const p = dialect === 'sqlite' ? ['?', '?', '?', '?'] : ['$1', '$2', '$3', '$4']
  // The statement the page runs: the books, each with its author joined (see docs/architecture.md).
  const author = '"fmr_j0"."id", "fmr_j0"."first_name", "fmr_j0"."last_name"'
  const on = '"fmr_j0"."id" = "fmr_t"."author_id"'
  t.equal(res.body.query,
    `select "fmr_t".*, ${author} from (` +
    `select "id", "isbn", "title", "pub_year", "author_id" from "book" where "author_id" = ${p[0]} and "pub_year" > ${p[1]} ` +
    `order by "pub_year" desc, "id" asc limit ${p[2]} offset ${p[3]}) as "fmr_t"` +
    (dialect === 'sqlite'
      ? ` left join "author" as "fmr_j0" on ${on}`
      : ` left join lateral (select ${author} from "author" as "fmr_j0" where ${on} limit 1) as "fmr_j0" on true`) +
    ' order by "fmr_t"."pub_year" desc, "fmr_t"."id" asc')
})

eachDatabase(t, 'a resource that switches debug off runs the query whatever debug says', async (t, { url }) => {
  class NoDebug extends CollectionModelResource {
    static override modelClass = Book
    static override debug = false
  }
  const quiet = await openApp(t, url, { resources: [NoDebug] })
  await insert(quiet.db, 1, [['Only', 2000, null, 1]])
  const ran = await call(quiet.app, 'GET', '/books?debug=true')
  t.equal(ran.status, 200)
  t.strictSame(ran.body, { Book: [{ id: 1, isbn: null, title: 'Only', pubYear: 2000, authorId: 1, author: { id: 1, firstName: 'First1', lastName: 'Last1', fullName: 'First1 Last1' }, tags: [] }] },
    'a resource that switches debug off runs the query')
})

// ---- queries per page ---------------------------------------------------------------------------

eachDatabase(t, 'related records are loaded in a fixed number of queries, whatever the page size (no N+1)', async (t, { url }) => {
  const opened = await openApp(t, url)
  await insert(opened.db, 6, many(60, 6))
  const { runner } = opened.db[kReader]
  async function statements (path: string, expected: number): Promise<number> {
    const before = runner.executed
    const res = await call(opened.app, 'GET', path)
    const used = runner.executed - before
    t.equal(res.status, 200, path)
    t.equal(res.body[Object.keys(res.body)[0]].length, expected, path)
    return used
  }
  const one = await statements('/books?maxPageSize=1', 1)
  const fifty = await statements('/books?maxPageSize=50', 50)
  t.equal(one, fifty, `one book and fifty books (with their authors and tags) cost the same: ${one} statements`)
  t.equal(one, 2, 'the page with its authors in one statement, their tags in a second')
  t.equal(await statements('/authors?maxPageSize=1', 1), await statements('/authors?maxPageSize=6', 6), 'authors with their books too')
  t.equal(await statements('/books?maxPageSize=50&count=true', 50), one + 1, 'count=true costs exactly one more')
})

// ---- no other methods ---------------------------------------------------------------------------

eachDatabase(t, 'a collection resource answers GET only: alone, POST, PUT, PATCH and DELETE are 404', async (t, { url }) => {
  const opened = await openApp(t, url, { resources: [BookCollection] })
  await insert(opened.db, 1, [['Only', 2000, null, 1]])
  t.equal((await call(opened.app, 'GET', '/books')).status, 200)
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
    const res = await call(opened.app, method, '/books', method === 'DELETE' ? undefined : { title: 'T', pubYear: 1, authorId: 1 })
    t.equal(res.status, 404, method)
    t.equal(res.body.message, `Route ${method}:/books not found`, method)
  }
  t.equal((await call(opened.app, 'GET', '/books/1')).status, 404, 'no single-record route either')
  t.equal((await call(opened.app, 'GET', '/books?count=true')).headers['x-total-count'], '1', 'the one book is still there')
})

eachDatabase(t, 'beside a single resource, only its POST shares the collection path', async (t, { url }) => {
  const example = await library(t, url)
  for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
    const res = await call(example.app, method, '/books', method === 'DELETE' ? undefined : { title: 'T' })
    // The path is served, with other methods: a 405 saying which (RFC 9110), where it was a 404 "Not found".
    t.strictSame([res.status, res.headers.allow, res.body], [405, 'GET, POST, HEAD', { message: `${method} is not answered at /books: it answers GET, POST` }], `${method} /books`)
  }
  const one = await call(example.app, 'POST', '/books/1', { title: 'T' })
  t.strictSame([one.status, one.headers.allow, one.body], [405, 'GET, PUT, PATCH, DELETE, HEAD', { message: 'POST is not answered at /books/1: it answers GET, PUT, PATCH, DELETE' }])
  t.strictSame((await call(example.app, 'DELETE', '/nowhere')).body, { message: 'Not found' }, 'a path nothing serves is still a 404')
  // One spelling away from a served path: a singular word, a trailing slash, capitals.
  for (const [method, path, meant] of [['GET', '/book/1', '/books/1'], ['GET', '/books/1/', '/books/1'], ['PATCH', '/Books/1', '/books/1'], ['POST', '/book', '/books']] as const) {
    const res = await call(example.app, method, path, method === 'GET' ? undefined : { title: 'T' })
    t.strictSame([res.status, res.body], [404, { message: `Not found: did you mean ${meant}?` }], `${method} ${path}`)
  }
  t.strictSame((await call(example.app, 'GET', '/books/1/author')).body, { message: 'Not found' }, 'nothing one spelling away: no guess')
  t.strictSame((await call(example.app, 'GET', `/${'/'.repeat(16000)}x`)).body, { message: 'Not found' }, 'a long path is not tried')
  t.equal((await call(example.app, 'POST', '/books', { title: 'T', pubYear: 1, authorId: 1 })).status, 201)
  t.strictSame(await ids(example, '?title=T'), [7])
})

// Tried as a new user would: beside an application's own `/slugs/meta`, POST there answered
// `Allow: GET, HEAD`, yet `/slugs/meta` is also a text key's record URL, which PATCH and DELETE reach.
const Slug = defineModel({ name: 'Slug', columns: { code: Column.String(20, { primaryKey: true }), note: Column.String(20) } })
class Slugs extends ModelResource { static override modelClass = Slug }

/** The resources on an app that also serves `GET <path>/meta` (a static sibling of their record URLs). */
async function besideMeta (t: Test, url: string, path: string, resources: OpenOptions['resources'], models?: OpenOptions['models']): Promise<Opened> {
  return await openApp(t, url, { models, resources, configure: app => { app.setNotFoundHandler(notFound); app.get(`${path}/meta`, async () => ({ meta: true })) } })
}

eachDatabase(t, 'beside a static route, a 405 names every method the router takes the URL to: a text key\'s too', async (t, { url }) => {
  const { app, db } = await besideMeta(t, url, '/slugs', [Slugs], [Slug])
  for (const code of ['meta', 'abc']) t.equal((await call(app, 'POST', '/slugs', { code, note: 'n' })).status, 201)
  for (const path of ['/slugs/meta', '/slugs/abc']) {
    const res = await call(app, 'POST', path, { code: 'zz', note: 'x' })
    t.strictSame([res.status, res.headers.allow, res.body], [405, 'GET, PUT, PATCH, DELETE, HEAD', { message: `POST is not answered at ${path}: it answers GET, PUT, PATCH, DELETE` }], `POST ${path}`)
  }
  // Each method named is answered there: the static route's GET, the record route's others.
  // The application's own route is not in the plugin's OpenAPI document: Fastify's unchecked form.
  t.strictSame((await app.inject().get('/slugs/meta').end()).json(), { meta: true })
  t.strictSame((await call(app, 'PATCH', '/slugs/meta', { note: 'patched' })).body, { code: 'meta', note: 'patched' })
  t.strictSame((await call(app, 'PUT', '/slugs/meta', { code: 'meta', note: 'put' })).body, { code: 'meta', note: 'put' })
  t.equal((await call(app, 'DELETE', '/slugs/meta')).status, 204)
  t.strictSame((await call(app, 'DELETE', '/slugs/a/b')).body, { message: 'Not found' }, 'a path nothing serves is still a 404')
  t.strictSame(await rowsOf(db, Slug), [{ code: 'abc', note: 'n' }], 'the 405s wrote nothing')
})

eachDatabase(t, 'a text key\'s 405 under a prefix: the plugin in a scope of its own, the not-found handler on the application', async (t, { url }) => {
  const db = new DB(url, { models: [Slug], resources: [Slugs] })
  await db.createAll()
  const app = Fastify({ logger: false })
  t.teardown(() => app.close())
  app.setNotFoundHandler(notFound)
  app.get('/api/slugs/meta', async () => ({ meta: true }))
  await app.register(async api => { await api.register(modelResources, { db, resources: [Slugs] }) }, { prefix: '/api' })
  t.equal((await call(app, 'POST', '/api/slugs', { code: 'meta', note: 'n' })).status, 201)
  const res = await call(app, 'POST', '/api/slugs/meta', { code: 'zz', note: 'x' })
  t.strictSame([res.status, res.headers.allow, res.body], [405, 'GET, PUT, PATCH, DELETE, HEAD', { message: 'POST is not answered at /api/slugs/meta: it answers GET, PUT, PATCH, DELETE' }])
  t.strictSame(await rowsOf(db, Slug), [{ code: 'meta', note: 'n' }], 'the 405 wrote nothing')
})

eachDatabase(t, 'beside a static route, an integer key\'s record routes are not named where the segment is no id', async (t, { url }) => {
  const { app, db } = await besideMeta(t, url, '/books', [BookResource])
  const res = await call(app, 'POST', '/books/meta', { title: 'T' })
  t.strictSame([res.status, res.headers.allow, res.body], [405, 'GET, HEAD', { message: 'POST is not answered at /books/meta: it answers GET' }])
  t.equal((await call(app, 'PATCH', '/books/meta', { title: 'T' })).status, 404, 'the record route refuses meta as an id')
  const one = await call(app, 'POST', '/books/1', { title: 'T' })
  t.strictSame([one.status, one.headers.allow], [405, 'GET, PUT, PATCH, DELETE, HEAD'])
  t.strictSame(await rowsOf(db, Book), [])
})
