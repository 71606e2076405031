// Filters and order through relationships (extensions §1): paths in plain filters, the `where`
// JSON parameter, `orderBy` through single relationships; each is part of the page's one
// statement (no query per condition or per record), and the related types' GET hooks narrow
// what a path reaches.
import t, { type Test } from 'tap'
import type { DB } from '../../lib/index.ts'
import { Author, Book, Job, Order, User } from '../../examples/models.ts'
import { kReader } from '../../lib/symbols.ts'
import { eachDatabase, eachDatabaseAndFile } from '../helpers/databases.ts'
import { openApp, type Opened } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { snapshot } from '../helpers/state.ts'

const AUTHORS: Array<[string, string]> = [['Ursula', 'Le Guin'], ['Italo', 'Calvino'], ['Toni', 'Morrison']]
// title, pubYear, isbn, authorId
const BOOKS: Array<[string, number, string | null, number]> = [
  ['The Dispossessed', 1974, 'A1', 1],
  ['The Left Hand of Darkness', 1969, null, 1],
  ['Invisible Cities', 1972, 'B1', 2],
  ['Beloved', 1987, null, 3],
  ['Song of Solomon', 1977, 'C2', 3],
  ['The Bluest Eye', 1970, 'C3', 3]
]

async function library (t: Test, url: string): Promise<Opened> {
  const opened = await openApp(t, url)
  const em = opened.db.fork()
  for (const [firstName, lastName] of AUTHORS) em.create(Author, { firstName, lastName } as never)
  // An author without books: `none` and `every` hold for them, `some` does not.
  em.create(Author, { firstName: 'Jorge', lastName: 'Borges' } as never)
  await em.flush()
  for (const [title, pubYear, isbn, authorId] of BOOKS) em.create(Book, { title, pubYear, isbn, authorId } as never)
  await em.flush()
  return opened
}

/** The ids a collection answers with, its answer asserted a 200. */
async function ids (t: Test, opened: Opened, path: string): Promise<number[] | string> {
  const res = await call(opened.app, 'GET', path)
  if (res.status !== 200) return `${res.status} ${res.text}`
  const records: Array<{ id: number }> = res.body[Object.keys(res.body)[0]]
  return records.map(record => record.id)
}

function where (value: unknown): string {
  return 'where=' + encodeURIComponent(JSON.stringify(value))
}

// ---- paths in plain filters ----------------------------------------------------------------------

eachDatabase(t, 'a path through a single relationship filters on the related record', async (t, { url }) => {
  const opened = await library(t, url)
  t.strictSame(await ids(t, opened, '/books?author.lastName=Le%20Guin'), [1, 2])
  t.strictSame(await ids(t, opened, '/books?author.lastName[ilike]=le%25'), [1, 2], 'operators apply as on the type\'s own columns')
  t.strictSame(await ids(t, opened, '/books?author.last_name[in]=Calvino,Morrison'), [3, 4, 5, 6], 'snake_case names too')
  t.strictSame(await ids(t, opened, '/books?author.lastName=Morrison&pubYear[lt]=1980'), [5, 6], 'ANDed with the other filters')
  t.strictSame(await ids(t, opened, '/books?author.lastName=Nobody'), [])
  t.strictSame(await ids(t, opened, '/books?author.id=2'), [3])
})

eachDatabase(t, 'a path through a list relationship means "at least one related record matches"', async (t, { url }) => {
  const opened = await library(t, url)
  t.strictSame(await ids(t, opened, '/authors?books.pubYear[lt]=1970'), [1])
  t.strictSame(await ids(t, opened, '/authors?books.pubYear[lt]=1971'), [1, 3], 'each author once, however many books match')
  t.strictSame(await ids(t, opened, '/authors?books.isbn[isnull]=true'), [1, 3])
  t.strictSame(await ids(t, opened, '/authors?books.pubYear[lt]=1971&books.title[like]=Song%25'), [3], 'two paths are two conditions: not on the same book')
  t.strictSame(await ids(t, opened, '/books?author.books.pubYear[ge]=1985'), [4, 5, 6], 'two hops: books whose author has a book from 1985 on')
  t.strictSame(await ids(t, opened, '/authors?books.author.books.author.lastName=Calvino'), '400 {"message":"books.author.books.author.lastName: a path may go through at most 3 relationships"}')
  t.strictSame(await ids(t, opened, '/authors?books.author.books.title[like]=Inv%25'), [2], 'three hops')
})

eachDatabase(t, 'a path filter costs no statement of its own: the page and its related records, as without it', async (t, { url }) => {
  const opened = await library(t, url)
  const { runner } = opened.db[kReader]
  async function statements (path: string): Promise<number> {
    const before = runner.executed
    const res = await call(opened.app, 'GET', path)
    t.equal(res.status, 200, path)
    return runner.executed - before
  }
  t.equal(await statements('/books'), 2, 'the page with its authors in one statement, their tags in a second')
  t.equal(await statements('/books?author.lastName=Morrison'), 2)
  t.equal(await statements(`/authors?books.pubYear[lt]=1971&${where({ or: [{ books: { none: {} } }, { books: { every: { pubYear: { ge: 1970 } } } }] })}`), 3, 'authors, their books, the books\' tags')
  t.equal(await statements('/books?orderBy=author.lastName'), 2, 'ordered through the author: the page and its authors in one statement, their tags in a second')
  t.equal(await statements('/books?orderBy=-author.lastName&fields=id,title,author(lastName)'), 1, 'with a selection too')
  t.equal(await statements('/books?orderBy=author.lastName&cursor=&maxPageSize=2'), 2, 'a cursor page with a next one: its keys through the author come in the page\'s statement')
  t.equal(await statements('/books?orderBy=-author.lastName&fields=id,title&cursor=&maxPageSize=2'), 1, 'the author not shown: its key still comes with the page')
  t.equal(await statements('/books?author.lastName=Morrison&count=true'), 3, 'count=true is one more, as ever')
})

// ---- where ---------------------------------------------------------------------------------------

eachDatabase(t, 'where combines fields, relationships, and, or, not', async (t, { url }) => {
  const opened = await library(t, url)
  const cases: Array<[string, unknown, number[]]> = [
    ['/books', { pubYear: 1972 }, [3]],
    ['/books', { pubYear: { ge: 1970, lt: 1975 } }, [1, 3, 6]],
    ['/books', { isbn: null }, [2, 4]],
    ['/books', { isbn: { eq: null } }, [2, 4]],
    ['/books', { isbn: { ne: null } }, [1, 3, 5, 6]],
    ['/books', { isbn: { isnull: false }, pub_year: { le: 1972 } }, [3, 6]],
    ['/books', { title: { like: 'The%' } }, [1, 2, 6]],
    ['/books', { title: { ilike: 'the%', notlike: '%Eye' } }, [1, 2]],
    ['/books', { id: { in: [1, 3, 5] } }, [1, 3, 5]],
    ['/books', { id: { notin: [1, 3, 5] } }, [2, 4, 6]],
    ['/books', { or: [{ pubYear: 1969 }, { pubYear: 1987 }] }, [2, 4]],
    ['/books', { and: [{ pubYear: { gt: 1969 } }, { pubYear: { lt: 1974 } }] }, [3, 6]],
    ['/books', { not: { author: { lastName: 'Morrison' } } }, [1, 2, 3]],
    ['/books', { author: { lastName: 'Morrison' }, pubYear: { lt: 1980 } }, [5, 6]],
    ['/books', { author: { books: { some: { pubYear: 1969 } } } }, [1, 2]],
    ['/authors', { books: { some: { pubYear: { lt: 1971 } } } }, [1, 3]],
    ['/authors', { books: { none: { pubYear: { lt: 1971 } } } }, [2, 4]],
    ['/authors', { books: { every: { pubYear: { ge: 1970 } } } }, [2, 3, 4]],
    // A null is no match for `every`: Le Guin's second book has no isbn.
    ['/authors', { books: { every: { isbn: { like: '%1' } } } }, [2, 4]],
    ['/authors', { books: { some: { pubYear: 1987 }, every: { pubYear: { gt: 1900 } } } }, [3]],
    ['/authors', { or: [{ lastName: 'Calvino' }, { books: { some: { pubYear: { ge: 1985 } } } }] }, [2, 3]],
    ['/authors', {}, [1, 2, 3, 4]],
    ['/authors', { or: [] }, []],
    ['/authors', { and: [] }, [1, 2, 3, 4]]
  ]
  for (const [path, value, expected] of cases) {
    t.strictSame(await ids(t, opened, `${path}?${where(value)}`), expected, `${path} where ${JSON.stringify(value)}`)
  }
  t.strictSame(await ids(t, opened, `/books?author.lastName=Morrison&${where({ pubYear: { ge: 1977 } })}`), [4, 5], 'ANDed with plain filters')
})

eachDatabase(t, 'debug shows the one statement the page runs: a path through the author it shows is its join, any other an EXISTS', async (t, { url, dialect }) => {
  const opened = await library(t, url)
  const res = await call(opened.app, 'GET', `/books?author.lastName=Morrison&${where({ pubYear: { ge: 1977 } })}&orderBy=-author.firstName&debug=true&maxPageSize=5`)
  t.equal(res.status, 200)
  const p = (n: number): string => dialect === 'sqlite' ? '?' : `$${n}`
  t.strictSame(res.body.convertedData, { 'author.lastName': 'Morrison', where: { pubYear: { ge: 1977 } } })
  t.strictSame(res.body.pageConfigs.orderBy, ['-author.firstName', 'id'])
  t.equal(res.body.query, 'select "fmr_t".*, "fmr_j0"."id", "fmr_j0"."first_name", "fmr_j0"."last_name"' +
    ` from (select "id", "isbn", "title", "pub_year", "author_id" from "book" where "pub_year" >= ${p(1)}) as "fmr_t"` +
    ` join (select "fmr_r1"."id", "fmr_r1"."first_name", "fmr_r1"."last_name" from "author" as "fmr_r1" where "last_name" = ${p(2)}) as "fmr_j0"` +
    ' on "fmr_j0"."id" = "fmr_t"."author_id"' +
    ' order by (select "fmr_o1"."first_name" from "author" as "fmr_o1" where "fmr_o1"."id" = "fmr_t"."author_id") desc nulls last, "fmr_t"."id" asc' +
    ` limit ${p(3)}`)
  const unshown = await call(opened.app, 'GET', `/books?author.lastName=Morrison&${where({ pubYear: { ge: 1977 } })}&orderBy=-author.firstName&debug=true&maxPageSize=5&fields=id,title`)
  t.equal(unshown.body.query, 'select "id", "title" from "book"' +
    ` where exists (select 1 from "author" as "fmr_r1" where "fmr_r1"."id" = "book"."author_id" and "last_name" = ${p(1)}) and "pub_year" >= ${p(2)}` +
    ' order by (select "fmr_o1"."first_name" from "author" as "fmr_o1" where "fmr_o1"."id" = "book"."author_id") desc nulls last, "id" asc' +
    ` limit ${p(3)}`, 'a page that does not show the author: an exists')
})

// ---- order ---------------------------------------------------------------------------------------

eachDatabase(t, 'orderBy goes through single relationships', async (t, { url }) => {
  const opened = await library(t, url)
  t.strictSame(await ids(t, opened, '/books?orderBy=author.lastName,-id'), [3, 2, 1, 6, 5, 4])
  t.strictSame(await ids(t, opened, '/books?orderBy=-author.last_name,pubYear'), [6, 5, 4, 2, 1, 3])
  t.strictSame(await ids(t, opened, '/books?orderBy=author.lastName,-id&fields=id,author(lastName)'), [3, 2, 1, 6, 5, 4], 'with a selection, the authors joined')
  t.strictSame(await ids(t, opened, '/books?orderBy=author.lastName&maxPageSize=2&offset=2'), [2, 4], 'with offset paging')
  t.strictSame(await ids(t, opened, '/books?orderBy=author.id,author.id,-pubYear'), [1, 2, 3, 4, 5, 6], 'a repeated key counts once')
  t.strictSame(await ids(t, opened, '/books?orderBy=author.books.id'), '400 {"message":"author.books: an order may go through single relationships only"}')
  t.strictSame(await ids(t, opened, '/authors?orderBy=books.title'), '400 {"message":"books: an order may go through single relationships only"}')
  t.strictSame(await ids(t, opened, '/books?orderBy=author.nope'), '400 {"message":"nope is not a column in Author"}')
  t.strictSame(await ids(t, opened, '/books?orderBy=writer.lastName'), '400 {"message":"writer is not a relationship in Book"}')
  t.strictSame(await ids(t, opened, '/books?orderBy=author.'), '400 {"message":"author. is not a valid path"}')
  t.strictSame(await ids(t, opened, '/books?orderBy=author.books.author.books.id'), '400 {"message":"author.books.author.books.id: a path may go through at most 3 relationships"}')
})

eachDatabase(t, 'cursor paging takes path filters', async (t, { url }) => {
  const opened = await library(t, url)
  const first = await call(opened.app, 'GET', '/books?author.lastName=Morrison&cursor=&maxPageSize=2')
  t.equal(first.status, 200)
  t.strictSame(first.body.Book.map((book: { id: number }) => book.id), [4, 5])
  const next = /^<([^>]+)>; rel="next"$/.exec(String(first.headers.link))?.[1] as string
  const second = await call(opened.app, 'GET', next.replace(/^https?:\/\/[^/]+/, ''))
  t.equal(second.status, 200)
  t.strictSame(second.body.Book.map((book: { id: number }) => book.id), [6])
  const cursor = new URLSearchParams(next.split('?')[1]).get('cursor') as string
  const other = await call(opened.app, 'GET', `/books?author.lastName=Calvino&cursor=${encodeURIComponent(cursor)}&maxPageSize=2`)
  t.strictSame([other.status, other.body], [400, { message: 'The cursor is not valid for this query: start again without one' }], 'a token is bound to the path filters too')
})

/** Every page of a cursor-paged GET, following each next link: the ids of each page. */
async function cursorPages (opened: Opened, path: string): Promise<number[][] | string> {
  const pages: number[][] = []
  let next: string | undefined = path
  while (next !== undefined && pages.length < 20) {
    const res = await call(opened.app, 'GET', next)
    if (res.status !== 200) return `${res.status} ${res.text}`
    pages.push(res.body.Book.map((book: { id: number }) => book.id))
    next = /^<([^>]+)>; rel="next"$/.exec(String(res.headers.link ?? ''))?.[1]?.replace(/^https?:\/\/[^/]+/, '')
  }
  return pages
}

eachDatabase(t, 'cursor paging ordered through a relationship: every record once, in the offset order, and the token bound to that order', async (t, { url }) => {
  const opened = await library(t, url)
  for (const order of ['author.lastName', '-author.lastName', 'author.lastName,-pubYear', '-author.firstName,title']) {
    const all = await ids(t, opened, `/books?orderBy=${order}`)
    const pages = await cursorPages(opened, `/books?orderBy=${order}&cursor=&maxPageSize=2`)
    t.ok(Array.isArray(all) && all.length === 6, `${order}: the offset order of all six`)
    t.strictSame(Array.isArray(pages) ? pages.flat() : pages, all, `${order}: the pages follow it, each record once`)
    t.strictSame(Array.isArray(pages) ? pages.map(page => page.length) : pages, [2, 2, 2], `${order}: three pages of two`)
  }
  t.strictSame(await cursorPages(opened, '/books?orderBy=author.lastName&cursor=&maxPageSize=4'), [[3, 1, 2, 4], [5, 6]],
    'Calvino, Le Guin, Morrison; ties by id')
  // A record inserted before the cursor does not come again; one after it comes.
  const first = await call(opened.app, 'GET', '/books?orderBy=author.lastName&cursor=&maxPageSize=3')
  t.strictSame(first.body.Book.map((book: { id: number }) => book.id), [3, 1, 2])
  const next = /^<([^>]+)>; rel="next"$/.exec(String(first.headers.link))?.[1]?.replace(/^https?:\/\/[^/]+/, '') as string
  t.equal((await call(opened.app, 'POST', '/books', { title: 'Mr. Palomar', pubYear: 1983, authorId: 2 })).status, 201)
  t.equal((await call(opened.app, 'POST', '/books', { title: 'Jazz', pubYear: 1992, authorId: 3 })).status, 201)
  t.strictSame(await cursorPages(opened, next), [[4, 5, 6], [8]], 'the Calvino book added before the cursor does not come; the Morrison one does')
  // The token names its order, path included: another order, or the same column of the record's own, is refused.
  const cursor = new URLSearchParams(next.split('?')[1]).get('cursor') as string
  for (const order of ['-author.lastName', 'author.firstName', 'title']) {
    const other = await call(opened.app, 'GET', `/books?orderBy=${order}&cursor=${encodeURIComponent(cursor)}`)
    t.strictSame([other.status, other.body], [400, { message: 'The cursor is not valid for this query: start again without one' }], `a token of author.lastName is not one of ${order}`)
  }
})

/**
 * Runs `change` once, right after the next statement the app's reader runs and before the request
 * that ran it goes on: a change another client commits between a page's read and what follows it.
 */
function afterNextStatement (t: Test, opened: Opened, change: () => Promise<void>): { ran: () => boolean } {
  const { runner } = opened.db[kReader]
  const rows = runner.rows.bind(runner)
  // A read through a relationship runs through the runner's budget (lib/read/costly.ts).
  const costly = runner.costly?.bind(runner)
  let ran = false
  const restore = (): void => {
    runner.rows = rows
    if (costly !== undefined) runner.costly = costly
  }
  const then = async <T>(read: T): Promise<T> => {
    restore()
    ran = true
    await change()
    return read
  }
  runner.rows = async (...args) => await then(await rows(...args))
  if (costly !== undefined) runner.costly = async (...args) => await then(await costly(...args))
  t.teardown(restore)
  return { ran: () => ran }
}

eachDatabaseAndFile(t, 'a cursor ordered through a relationship holds the keys its page was read with, whatever changes after that read', async (t, { url }) => {
  const opened = await library(t, url)
  // Le Guin, the last page's author, renamed so that she sorts before Calvino, committed right after the page's read.
  const rename = afterNextStatement(t, opened, async () => {
    const res = await call(opened.app, 'PATCH', '/authors/1', { lastName: 'Adams' })
    if (res.status !== 200) throw new Error(`PATCH /authors/1: ${res.status} ${res.text}`)
  })
  const first = await call(opened.app, 'GET', '/books?orderBy=author.lastName&cursor=&maxPageSize=3')
  t.ok(rename.ran(), 'the author was renamed between the page\'s read and its answer')
  t.equal(first.status, 200)
  t.strictSame(first.body.Book.map((book: { id: number, author: { lastName: string } }) => [book.id, book.author.lastName]),
    [[3, 'Calvino'], [1, 'Le Guin'], [2, 'Le Guin']], 'the page as it was read, before the rename')
  t.equal((await call(opened.app, 'GET', '/authors/1')).body.lastName, 'Adams', 'the rename is stored')
  const next = /^<([^>]+)>; rel="next"$/.exec(String(first.headers.link))?.[1]?.replace(/^https?:\/\/[^/]+/, '') as string
  const rest = await cursorPages(opened, next)
  // The cursor resumes after Le Guin's last book: Calvino's does not come again, none is skipped.
  t.strictSame(rest, [[4, 5, 6]], 'the next page follows the page that was read')
  t.strictSame([[3, 1, 2], ...(Array.isArray(rest) ? rest : [])].flat().sort(), [1, 2, 3, 4, 5, 6], 'every book once')
})

// ---- bad input -----------------------------------------------------------------------------------

eachDatabase(t, 'an unknown field, relationship or operator, or malformed where, is a 400 naming it', async (t, { url }) => {
  const opened = await library(t, url)
  const before = await snapshot(opened.db)
  const cases: Array<[string, string]> = [
    ['/books?author.nope=1', 'nope is not a column in Author'],
    ['/books?writer.lastName=x', 'writer is not a relationship in Book'],
    ['/books?title.x=1', 'title is not a relationship in Book'],
    ['/books?author.lastName[near]=x', 'near is not a filter operator'],
    ['/books?author.id=abc', 'author.id: The value abc is not a valid integer'],
    ['/books?author..id=1', 'author..id is not a valid query parameter'],
    [`/books?${where({ nope: 1 })}`, 'nope is not a column in Book'],
    [`/books?${where({ author: { nope: 1 } })}`, 'nope is not a column in Author'],
    [`/books?${where({ pubYear: { near: 1 } })}`, 'near is not a filter operator'],
    [`/books?${where({ pubYear: 'soon' })}`, 'pubYear: The value soon is not a valid integer'],
    [`/books?${where({ pubYear: [1, 2] })}`, 'pubYear must be a value, null or an object of operators'],
    [`/books?${where({ pubYear: {} })}`, 'pubYear must be a value, null or an object of operators'],
    [`/books?${where({ pubYear: { in: 1 } })}`, 'pubYear.in must be a list of values'],
    [`/books?${where({ pubYear: { ge: { lt: 1 } } })}`, 'pubYear.ge must be a value'],
    [`/books?${where({ isbn: { isnull: 'yes' } })}`, 'isbn.isnull must be true or false'],
    [`/books?${where({ isbn: { gt: null } })}`, 'isbn.gt must be a value'],
    [`/books?${where({ title: { like: 5 } })}`, 'title.like must be a text pattern'],
    [`/books?${where({ pubYear: { like: '19%' } })}`, 'like applies to text columns only, not to pubYear'],
    [`/books?${where({ or: { pubYear: 1 } })}`, 'or must be a list of objects'],
    [`/books?${where({ or: [1] })}`, 'or[0] must be an object'],
    [`/books?${where({ not: [] })}`, 'not must be an object'],
    [`/books?${where([])}`, 'where must be an object'],
    [`/books?${where({ author: 'Calvino' })}`, 'author must be an object'],
    [`/authors?${where({ books: { pubYear: 1 } })}`, 'books.pubYear: a list relationship takes some, none or every'],
    [`/authors?${where({ books: {} })}`, 'books must be an object of some, none or every'],
    [`/authors?${where({ books: { some: { nope: 1 } } })}`, 'nope is not a column in Book'],
    ['/books?where=%7B%22pubYear%22%3A', 'where is not valid JSON'],
    ['/books?where=1&where=2', 'where may be given once']
  ]
  for (const [path, message] of cases) {
    const res = await call(opened.app, 'GET', path)
    t.strictSame([res.status, res.body], [400, { message }], path)
  }
  t.strictSame(await snapshot(opened.db), before, 'nothing changed')
})

// ---- hooks narrow every path ---------------------------------------------------------------------

eachDatabase(t, 'a path through Order.jobs sees only the caller\'s jobs, as /api/v2/jobs would', async (t, { url }) => {
  const opened = await openApp(t, url)
  const em = opened.db.fork()
  for (const name of ['ann', 'bob']) em.create(User, { username: name, email: `${name}@example.com`, password: 'x', isStaff: false, isActive: true, isAccountCurrent: false, dateJoined: '2024-01-02' } as never)
  await em.flush()
  // Order 1 is user 1's; its job 2 is (wrongly, written straight to the database) user 2's.
  em.create(Order, { ownerId: 1, description: 'first' } as never)
  em.create(Order, { ownerId: 2, description: 'second' } as never)
  await em.flush()
  em.create(Job, { ownerId: 1, orderId: 1, statusId: 1 } as never)
  em.create(Job, { ownerId: 2, orderId: 1, statusId: 5 } as never)
  em.create(Job, { ownerId: 2, orderId: 2, statusId: 5 } as never)
  await em.flush()
  async function orders (user: number, query: string): Promise<number[] | string> {
    const res = await call(opened.app, 'GET', `/api/v2/orders?${query}`, undefined, { authorization: `User:${user}` })
    return res.status === 200 ? res.body.Order.map((order: { id: number }) => order.id) : `${res.status} ${res.text}`
  }
  async function jobs (user: number, query: string): Promise<number[] | string> {
    const res = await call(opened.app, 'GET', `/api/v2/jobs?${query}`, undefined, { authorization: `User:${user}` })
    return res.status === 200 ? res.body.Job.map((job: { id: number }) => job.id) : `${res.status} ${res.text}`
  }
  t.strictSame(await orders(1, 'jobs.statusId=1'), [1])
  t.strictSame(await orders(1, 'jobs.statusId=5'), [], 'user 2\'s job in user 1\'s order is not seen')
  t.strictSame(await orders(2, 'jobs.statusId=5'), [2], 'nor user 1\'s order by user 2')
  t.strictSame(await orders(1, where({ jobs: { none: { statusId: 5 } } })), [1], 'none: the hidden job does not count')
  t.strictSame(await orders(1, where({ jobs: { every: { statusId: 1 } } })), [1], 'every: nor here')
  t.strictSame(await orders(1, where({ not: { jobs: { some: { ownerId: 2 } } } })), [1])
  t.strictSame(await orders(1, where({ jobs: { some: { order: { jobs: { some: { statusId: 5 } } } } } })), [], 'at every level')
  t.strictSame(await jobs(2, 'order.description=first'), [], 'user 2\'s job in user 1\'s order: the order is not seen')
  t.strictSame(await jobs(2, where({ order: { ownerId: 1 } })), [])
  t.strictSame(await jobs(2, 'orderBy=order.description,id'), [2, 3], 'an order key through a hidden record is null: it sorts first')
  t.strictSame(await jobs(2, 'orderBy=-order.description,id'), [3, 2])
  // Cursor paging alike: the token of job 2 (its order hidden: a null key) resumes after it.
  const first = await call(opened.app, 'GET', '/api/v2/jobs?orderBy=order.description&cursor=&maxPageSize=1', undefined, { authorization: 'User:2' })
  t.strictSame(first.body.Job.map((job: { id: number }) => job.id), [2])
  const next = /^<([^>]+)>; rel="next"$/.exec(String(first.headers.link))?.[1]?.replace(/^https?:\/\/[^/]+/, '') as string
  const second = await call(opened.app, 'GET', next, undefined, { authorization: 'User:2' })
  t.strictSame([second.status, second.body.Job.map((job: { id: number }) => job.id), second.headers.link], [200, [3], undefined])
  const other = await call(opened.app, 'GET', next, undefined, { authorization: 'User:1' })
  t.strictSame([other.status, other.body], [400, { message: 'The cursor is not valid for this query: start again without one' }], 'another caller\'s narrowing refuses the token')
})
