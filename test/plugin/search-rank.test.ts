// orderBy=relevance reads its records from the search index's ranked rows (lib/sql/read.ts
// rankedRead): with no other condition the page is cut in the index, otherwise the conditions
// (filters, paths, the GET hook's narrowing) hold before the page. Either way a page is the same
// slice of one total order: the best match first, equal ranks by id.
import t, { type Test } from 'tap'
import type { DB, HookQuery } from '../../lib/index.ts'
import { CollectionModelResource, type Data, type HookResult } from '../../plugin/index.ts'
import { Author, Book } from '../../examples/models.ts'
import { eachDatabase, eachDatabaseAndFile } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import type { FastifyInstance } from 'fastify'

/**
 * Titles of three words each (a document's length weighs in bm25), `tide` once, twice or three
 * times: three ranks, most books tied at the lowest. Ann Lee's books are 1-9, Kurt Marsh's 10-12.
 */
async function seed (db: DB): Promise<void> {
  await db.fork().transactional(async em => {
    em.create(Author, { id: 1, firstName: 'Ann', lastName: 'Lee' } as never)
    em.create(Author, { id: 2, firstName: 'Kurt', lastName: 'Marsh' } as never)
    await em.flush()
    const books = [
      [1, 'Tide aa ab', 1], [2, 'Tide Tide ac', 1], [3, 'Tide ad ae', 1], [4, 'Tide Tide Tide', 1], [5, 'Tide af ag', 1],
      [6, 'Other ah ai', 1], [7, 'Tide Tide aj', 1], [8, 'Tide ak al', 1], [9, 'Tide am an', 1],
      [10, 'Tide Tide Tide', 2], [11, 'Tide ao ap', 2], [12, 'Tide Tide aq', 2]
    ] as const
    for (const [id, title, authorId] of books) em.create(Book, { id, title, pubYear: 1990 + id, authorId } as never)
  })
}

/** Ann's books found by `tide`, best first, equal ranks by id. */
const ANNS = [4, 2, 7, 1, 3, 5, 8, 9]
/** Every book found by `tide`. */
const ALL = [4, 10, 2, 7, 12, 1, 3, 5, 8, 9, 11]

interface Paged {
  pages: number[][]
  links: Array<string | undefined>
  counts: Array<string | undefined>
}

/** Every page of `path`, following each answer's `Link` until there is none. */
async function pages (t: Test, app: FastifyInstance, path: string): Promise<Paged> {
  const paged: Paged = { pages: [], links: [], counts: [] }
  let next: string | undefined = path
  while (next !== undefined) {
    const res = await call(app, 'GET', next)
    t.equal(res.status, 200, next)
    paged.pages.push(res.body[Object.keys(res.body)[0]].map((book: { id: number }) => book.id))
    const link = res.headers.link as string | undefined
    paged.links.push(link)
    paged.counts.push(res.headers['x-total-count'] as string | undefined)
    next = link === undefined ? undefined : /^<([^>]+)>; rel="next"$/.exec(link)?.[1]
    if (paged.pages.length > 20) throw new Error(`${path}: more pages than records`)
  }
  return paged
}

const pagesOf = (ids: number[], size: number): number[][] => Array.from({ length: Math.ceil(ids.length / size) }, (_, i) => ids.slice(i * size, i * size + size))

eachDatabaseAndFile(t, 'orderBy=relevance pages the index\'s ranked rows: every record once, equal ranks by id, counted', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  await seed(db)
  const whole = await call(app, 'GET', '/books?search=tide&orderBy=-relevance&maxPageSize=100')
  t.strictSame(whole.body.Book.map((book: { id: number }) => book.id), ALL, 'the best first, then by id')
  t.strictSame(whole.body.Book[0], { id: 4, isbn: null, title: 'Tide Tide Tide', pubYear: 1994, authorId: 1, author: { id: 1, firstName: 'Ann', lastName: 'Lee', fullName: 'Ann Lee' }, tags: [] }, 'with its author joined')
  t.equal(whole.headers.link, undefined)

  const paged = await pages(t, app, '/books?search=tide&orderBy=-relevance&maxPageSize=3&count=true')
  t.strictSame(paged.pages, pagesOf(ALL, 3), 'each page the next slice: no record twice, none skipped, a tie split across pages kept in id order')
  t.strictSame(paged.links, [
    '</books?search=tide&orderBy=-relevance&count=true&maxPageSize=3&offset=3>; rel="next"',
    '</books?search=tide&orderBy=-relevance&count=true&maxPageSize=3&offset=6>; rel="next"',
    '</books?search=tide&orderBy=-relevance&count=true&maxPageSize=3&offset=9>; rel="next"',
    undefined
  ])
  t.strictSame(paged.counts, ['11', '11', '11', '11'], 'count=true counts every record found, whatever the page')

  // The page is cut among the index's matches; only its books are read from the table.
  const debug = await call(app, 'GET', '/books?search=tide&orderBy=-relevance&maxPageSize=4&offset=4&debug=true')
  t.match(debug.body.query, /^select "fmr_t"\.\*, .* from \(select .*, "fmr_s"\."fmr_rank" from \(select .* as "fmr_rank" from "book_search".* order by "fmr_rank" desc, "fmr_key" asc limit \S+ offset \S+\) as "fmr_s" (?:cross )?join "book" on "book"\."id" = "fmr_s"\."fmr_key"\) as "fmr_t" .* order by "fmr_t"\."fmr_rank" desc, "fmr_t"\."id" asc$/)
  const second = await call(app, 'GET', '/books?search=tide&orderBy=-relevance&maxPageSize=4&offset=4')
  t.strictSame(second.body.Book.map((book: { id: number }) => book.id), [12, 1, 3, 5], 'a second page by offset alone')
  const past = await call(app, 'GET', '/books?search=tide&orderBy=-relevance&offset=50')
  t.strictSame([past.status, past.body, past.headers.link], [200, { Book: [] }, undefined], 'an offset past the records: an empty page')

  const ascending = await pages(t, app, '/books?search=tide&orderBy=relevance&maxPageSize=5')
  t.strictSame(ascending.pages.flat(), [1, 3, 5, 8, 9, 11, 2, 7, 12, 4, 10], 'the worst first, equal ranks still by id')
  const keyDown = await pages(t, app, '/books?search=tide&orderBy=-relevance,-id&maxPageSize=4')
  t.strictSame(keyDown.pages.flat(), [10, 4, 12, 7, 2, 11, 9, 8, 5, 3, 1], 'equal ranks by id descending when the order says so')
  // Only some columns: the page is read without its author (no join around it).
  const narrow = await pages(t, app, '/books?search=tide&orderBy=-relevance&maxPageSize=4&fields=id,title')
  t.strictSame(narrow.pages, pagesOf(ALL, 4))
  t.strictSame((await call(app, 'GET', '/books?search=tide&orderBy=-relevance&maxPageSize=1&fields=title')).body, { Book: [{ title: 'Tide Tide Tide' }] })
  // A search the index cannot rank alone (only an excluded word, on SQLite) still orders and pages.
  const excluded = await pages(t, app, '/books?search=-other&orderBy=-relevance&maxPageSize=5')
  t.strictSame(excluded.pages.flat().sort((a, b) => a - b), [...ALL].sort((a, b) => a - b), 'every book without the word, once')
})

eachDatabaseAndFile(t, 'orderBy=relevance with other conditions: they hold before the page, whichever way they are read', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  await seed(db)
  const filtered = await pages(t, app, '/books?search=tide&orderBy=-relevance&pubYear[ge]=1993&maxPageSize=2&count=true')
  t.strictSame(filtered.pages, pagesOf([4, 10, 7, 12, 3, 5, 8, 9, 11], 2), 'a filter on the record')
  t.strictSame(filtered.counts, ['9', '9', '9', '9', '9'])
  const debug = await call(app, 'GET', '/books?search=tide&orderBy=-relevance&pubYear[ge]=1993&maxPageSize=2&debug=true')
  t.match(debug.body.query, / as "fmr_rank" from "book_search"(?:(?!order by).)*\) as "fmr_s" (?:cross )?join "book" on "book"\."id" = "fmr_s"\."fmr_key" where "pub_year" >= \S+ order by "fmr_rank" desc, "id" asc limit \S+\) as "fmr_t"/, 'the filter holds before the page')
  // A condition through the author, whom the read joins anyway (filteredJoinedSql).
  const path = await pages(t, app, '/books?search=tide&orderBy=-relevance&author.lastName=Marsh&maxPageSize=2')
  t.strictSame(path.pages, [[10, 12], [11]])
  const where = await pages(t, app, `/books?search=tide&orderBy=-relevance&where=${encodeURIComponent(JSON.stringify({ or: [{ id: 9 }, { title: { like: '%Tide Tide%' } }] }))}&maxPageSize=3`)
  t.strictSame(where.pages, [[4, 10, 2], [7, 12, 9]], 'a where of its own')
  // Ordered by another key first, the relevance breaking its ties: no page cut in the index.
  const byAuthor = await pages(t, app, '/books?search=tide&orderBy=-authorId,-relevance&maxPageSize=4')
  t.strictSame(byAuthor.pages.flat(), [10, 12, 11, ...ANNS])
  const byTitle = await pages(t, app, '/books?search=tide&orderBy=-author.lastName,-relevance&maxPageSize=4')
  t.strictSame(byTitle.pages.flat(), [10, 12, 11, ...ANNS], 'an order through a relationship, then the relevance')
  const none = await call(app, 'GET', '/books?search=tide&orderBy=-relevance&pubYear[gt]=3000&count=true')
  t.strictSame([none.status, none.body, none.headers['x-total-count']], [200, { Book: [] }, '0'])
})

/** Books as an owner-restricted resource shows them: its GET hook keeps Ann Lee's alone. */
class AnnsBooks extends CollectionModelResource.of(Book) {
  static override urlName = 'anns-books'
  static override search = ['title', 'author.lastName']
  override processGetInput (query: HookQuery, data: Data): HookResult {
    return { status: true, query: query.where({ authorId: 1 }), data }
  }
}

eachDatabase(t, 'orderBy=relevance under the GET hook\'s narrowing: the narrowing holds before the page, and in the count', async (t, { url }) => {
  const { app, db } = await openApp(t, url, { resources: [AnnsBooks] })
  await seed(db)
  // Kurt Marsh's books rank as high as Ann's best: a page cut before the narrowing would hold them, or come short.
  const paged = await pages(t, app, '/anns-books?search=tide&orderBy=-relevance&maxPageSize=3&count=true')
  t.strictSame(paged.pages, pagesOf(ANNS, 3))
  t.strictSame(paged.counts, ['8', '8', '8'])
  t.strictSame(paged.links.map(link => link === undefined ? undefined : /offset=(\d+)/.exec(link)?.[1]), ['3', '6', undefined])
  const marsh = await call(app, 'GET', '/anns-books?search=marsh&orderBy=-relevance&count=true')
  t.strictSame([marsh.status, marsh.body, marsh.headers['x-total-count']], [200, { Book: [] }, '0'], 'another owner\'s words find nothing')
  const filtered = await pages(t, app, '/anns-books?search=tide&orderBy=-relevance&pubYear[lt]=1997&maxPageSize=2')
  t.strictSame(filtered.pages, [[4, 2], [1, 3], [5]], 'the narrowing and a filter')
})

eachDatabaseAndFile(t, 'orderBy=relevance ranks each record by its own text: records the GET hook hides do not move the order of those it shows', async (t, { url }) => {
  const { app, db } = await openApp(t, url, { resources: [AnnsBooks] })
  await seed(db)
  // `other` once in book 6, `tide` once in 1, 3, 5, 8, 9: equal ranks, by id. A rank that weighs
  // a word by how many records hold it (FTS5's bm25) put book 6 first while `other` was rare.
  const expected = [4, 2, 7, 1, 3, 5, 6, 8, 9]
  const order = async (): Promise<number[]> => (await call(app, 'GET', `/anns-books?search=${encodeURIComponent('tide or other')}&orderBy=-relevance`)).body.Book.map((book: { id: number }) => book.id)
  t.strictSame(await order(), expected, 'the best first, equal ranks by id')
  // Kurt Marsh's books, which Ann's resource never shows, make `other` common and `tide` rare.
  await db.fork().transactional(async em => {
    for (let id = 13; id < 53; id++) em.create(Book, { id, title: 'Other Other zz', pubYear: 2000, authorId: 2 } as never)
  })
  t.strictSame(await order(), expected, 'the same order after another owner\'s writes')
  // SQLite ranks a match by reading its text: only the matches the hook's narrowing keeps are ranked.
  const debug = await call(app, 'GET', '/anns-books?search=tide&orderBy=-relevance&debug=true')
  if (url.startsWith('sqlite:')) t.match(debug.body.query, / match \? and exists \(select 1 from "book" where "author_id" = \? and "book"\."id" = "book_search"\.rowid\)/)
  const mine = await call(app, 'GET', `/anns-books?search=${encodeURIComponent('tide or other')}&orderBy=-relevance&maxPageSize=3&offset=3`)
  t.strictSame(mine.body.Book.map((book: { id: number }) => book.id), [1, 3, 5], 'a page of it, cut after the narrowing')
})

eachDatabaseAndFile(t, 'orderBy=relevance of a search with an alternative that only excludes ranks only the records the GET hook keeps', async (t, { url }) => {
  // Tried as an attacker would: on SQLite `tide or -zz` (not read from the ranked rows, an
  // alternative only excludes) ranked every match of the index, another owner's too: a caller
  // who sees 5 records among another owner's 100,000 matches waited 400 ms (3 for an unheld word),
  // a cost and a clock of records the caller may not see.
  const { app, db } = await openApp(t, url, { resources: [AnnsBooks] })
  await seed(db)
  await db.fork().transactional(async em => {
    for (let id = 13; id < 53; id++) em.create(Book, { id, title: 'Tide Tide Tide', pubYear: 2000, authorId: 2 } as never)
  })
  const path = `/anns-books?search=${encodeURIComponent('tide or -zz')}&orderBy=-relevance&count=true`
  const res = await call(app, 'GET', path)
  t.strictSame([res.status, res.body.Book.map((book: { id: number }) => book.id), res.headers['x-total-count']], [200, [...ANNS, 6], '9'], 'Ann\'s, best first, then the one found by what it lacks')
  if (!url.startsWith('sqlite:')) return
  const statement: string = (await call(app, 'GET', `${path}&debug=true`)).body.query
  t.notMatch(statement, /"book_search" match \? limit -1/, 'no rank of every match of the index')
  t.match(statement, /as "fmr_rank" from \(select 1 where [^]*? match \? and exists \(select 1 from "book" where "author_id" = \? and "book"\."id" = "book_search"\.rowid\) limit -1\)/, 'the ranked matches are the hook\'s')
})

eachDatabaseAndFile(t, 'orderBy=relevance: a searched field that is null counts no match, and takes nothing from the others', async (t, { url }) => {
  // Tried as a new user would: on SQLite a note whose subtitle was null ranked last, its title's three matches lost.
  const { Column, defineModel } = await import('../../lib/index.ts')
  const Note = defineModel({ name: 'Note', columns: { id: Column.Integer({ primaryKey: true }), title: Column.String(100, { nullable: false }), subtitle: Column.String(100) }, search: ['title', 'subtitle'] })
  const { app, db } = await openApp(t, url, { models: [Note], resources: [CollectionModelResource.of(Note)] })
  await db.fork().transactional(async em => {
    for (const [id, title, subtitle] of [[1, 'tide tide tide', null], [2, 'tide', 'x'], [3, 'tide tide', 'y']] as const) em.create(Note, { id, title, subtitle } as never)
  })
  const order = async (query: string): Promise<number[]> => (await call(app, 'GET', `/notes?${query}`)).body.Note.map((note: { id: number }) => note.id)
  t.strictSame(await order('search=tide&orderBy=-relevance'), [1, 3, 2])
  t.strictSame(await order('search=tide&orderBy=relevance'), [2, 3, 1])
  t.strictSame(await order('search=tide&orderBy=-relevance&title[ne]=zz'), [1, 3, 2], 'with another condition: ranked among the records it keeps')
})
