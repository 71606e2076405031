// Where a read runs follows what it can cost (lib/read/costly.ts): on a SQLite file a read more
// than plain runs in a helper process, stopped at readTimeout, never on the event loop. Tried as
// a new user would: a page of books ordered by their authors' names, far out (200,000 books),
// held the event loop for 0.45 s, since only the filters were looked at; an order through a
// relationship costs what a join costs.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import t, { type Test } from 'tap'
import { ENTRIES_IN_PROCESS, PROBE_ROWS, probeRows } from '../../lib/sql/related.ts'
import { kReader } from '../../lib/symbols.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { seedOneBook } from '../helpers/state.ts'

/** The example API on a SQLite file of its own (removed after `t`), with a driver of its own to fill it. */
async function fileApp (t: Test): Promise<Awaited<ReturnType<typeof openApp>> & { raw: Database.Database }> {
  const dir = mkdtempSync(join(tmpdir(), 'fmr-cost-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const file = join(dir, 'test.db')
  const opened = await openApp(t, `sqlite:///${file}`)
  return { ...opened, raw: new Database(file) }
}

t.test('an order through a relationship runs where a joined read runs [sqlite file]', async t => {
  const { app, db, raw } = await fileApp(t)
  raw.close()
  await seedOneBook(db)
  const runner = db[kReader].runner
  const costly = runner.costly
  if (costly === undefined) throw new Error('a SQLite file has helper processes')
  const sent: string[] = []
  runner.costly = async (sql, params, bigints, cost) => { sent.push(cost); return await costly(sql, params, bigints, cost) }
  for (const [path, kinds] of [
    ['/books?orderBy=-title', []],
    ['/books?orderBy=-author.lastName,id', ['joined']],
    ['/books?orderBy=author.lastName&count=true', ['joined']],
    ['/books?author.lastName=Lee', ['joined']],
    ['/books?title[like]=F%25&orderBy=author.lastName', ['costly']]
  ] as const) {
    sent.length = 0
    const res = await call(app, 'GET', path)
    t.strictSame([res.status, res.body.Book.map((book: { id: number }) => book.id)], [200, [1]], path)
    t.strictSame(sent, kinds, `${path}: ${kinds.join(', ') || 'in process'}`)
  }
})

// A page's lists number their parents' related entries in one statement: a page of 50 tags with
// 6,000 books each held the event loop for 0.4-1.4 s, whatever its `limit`. Past
// ENTRIES_IN_PROCESS entries in all, that read runs in a helper process too; so does one
// parent's list past them.
t.test('a page whose lists hold many entries reads them where a joined read runs [sqlite file]', async t => {
  const { app, db, raw } = await fileApp(t)
  const half = ENTRIES_IN_PROCESS / 2
  raw.transaction(() => {
    raw.exec("insert into author (id, first_name, last_name) values (1, 'Ann', 'Lee'), (2, 'Bo', 'Kim'), (3, 'Cy', 'Ng')")
    raw.exec("insert into tag (id, name) values (1, 'one'), (2, 'two'), (3, 'three')")
    const book = raw.prepare("insert into book (id, title, isbn, pub_year, author_id) values (?, ?, ?, 2000, ?)")
    const link = raw.prepare('insert into book_tag (book_id, tag_id) values (?, ?)')
    // Authors 1 and 2 have `half` books each, and one more between them; tags 1 and 2 link them
    // all, tag 3 one book; author 3 has none.
    for (let id = 1; id <= 2 * half + 1; id++) {
      book.run(id, `Title ${String(id).padStart(5, '0')}`, String(9780000000000 + id), id <= half ? 1 : 2)
      link.run(id, 1)
      link.run(id, 2)
    }
    link.run(1, 3)
  })()
  raw.close()
  const runner = db[kReader].runner
  const costly = runner.costly
  if (costly === undefined) throw new Error('a SQLite file has helper processes')
  const sent: string[] = []
  runner.costly = async (sql, params, bigints, cost) => { sent.push(cost); return await costly(sql, params, bigints, cost) }
  for (const [path, kinds, answer] of [
    // 5,001 books of authors 1 and 2: past the limit; authors 2 and 3 (2,501 books): in process.
    ['/authors?fields=id,books(id,limit=1,orderBy=-title)&id[le]=2', ['joined'], [[1, [half]], [2, [2 * half + 1]]]],
    ['/authors?fields=id,books(id,limit=1,orderBy=-title)&id[ge]=2', [], [[2, [2 * half + 1]], [3, []]]],
    ['/tags?fields=id,books(id,limit=2)&id[le]=2', ['joined'], [[1, [1, 2]], [2, [1, 2]]]],
    ['/tags?fields=id,books(id,limit=2)&id[ge]=3', [], [[3, [1]]]],
    // One parent's too (tried as a new user would: one tag with 300,000 books held the event loop
    // 60-90 ms a GET): the selection's read, then the default answer's for its tag.
    ['/tags/1?fields=id,books(id,limit=1,orderBy=-title)', ['joined', 'joined'], [[1, [2 * half + 1]]]],
    ['/tags/3?fields=id,books(id,limit=1,orderBy=-title)', [], [[3, [1]]]],
    ['/authors/2?fields=id,books(id,limit=1,orderBy=-title)', [], [[2, [2 * half + 1]]]]
  ] as const) {
    sent.length = 0
    const res = await call(app, 'GET', path)
    const records: Array<{ id: number, books: Array<{ id: number }> }> = res.body.Tag ?? res.body.Author ?? [res.body]
    t.strictSame([res.status, records.map(record => [record.id, record.books.map(book => book.id)])], [200, answer], path)
    t.strictSame(sent, kinds, `${path}: ${kinds.join(', ') || 'in process'}`)
  }
})

// A guarded list is first read plainly, at most probeRows of its rows, in the index's order and
// then sorted: where fewer come back they are every parent's records, and each keeps its first.
// Where the probe comes back full, a parent may have more: the guarded read runs after it. Both
// answer the same records; a page of 50 books' tags costs 16 µs this way against 44.
t.test('a list read by a probe keeps each parent\'s first records, and a full probe reads again [sqlite file]', async t => {
  const { app, db, raw } = await fileApp(t)
  raw.transaction(() => {
    raw.exec("insert into author (id, first_name, last_name) values (1, 'Ann', 'Lee'), (2, 'Bo', 'Kim'), (3, 'Cy', 'Ng')")
    const book = raw.prepare("insert into book (id, title, isbn, pub_year, author_id) values (?, ?, ?, 2000, ?)")
    // Author 1: 3 books, 2: 4, 3: 5; their titles run against their ids.
    let id = 0
    for (const [author, count] of [[1, 3], [2, 4], [3, 5]]) {
      for (let n = 0; n < count; n++) book.run(++id, `Title ${String(100 - id).padStart(3, '0')}`, String(9780000000000 + id), author)
    }
  })()
  raw.close()
  const runner = db[kReader].runner
  // Two parents, two books each: a probe of 8 rows. Authors 1 and 2 have 7 books (one read),
  // authors 1 and 3 have 8 (the probe full, then the guarded read).
  for (const [path, statements, answer] of [
    ['/authors?fields=id,books(id,limit=2,orderBy=title)&id[le]=2', 2, [[1, [3, 2]], [2, [7, 6]]]],
    ['/authors?fields=id,books(id,limit=2,orderBy=title)&id[ne]=2', 3, [[1, [3, 2]], [3, [12, 11]]]],
    ['/authors?fields=id,books(id,limit=2,orderBy=-id)&id[le]=2', 2, [[1, [3, 2]], [2, [7, 6]]]],
    // One parent: a probe of its limit and one more; then the default answer for its tag (the
    // author, its books and their tags: three).
    ['/authors/2?fields=id,books(id,limit=4,orderBy=title)', 5, [[2, [7, 6, 5, 4]]]],
    ['/authors/2?fields=id,books(id,limit=3,orderBy=title)', 6, [[2, [7, 6, 5]]]]
  ] as const) {
    const before = runner.executed
    const res = await call(app, 'GET', path)
    const records: Array<{ id: number, books: Array<{ id: number }> }> = res.body.Author ?? [res.body]
    t.strictSame([res.status, records.map(record => [record.id, record.books.map(book => book.id)])], [200, answer], path)
    t.equal(runner.executed - before, statements, `${path}: ${statements} statements`)
  }
})

// A full probe is read for nothing: past PROBE_ROWS rows (a page of 11 authors' 100 books each)
// the guarded read runs alone.
t.test('a list whose probe would pass PROBE_ROWS rows is read guarded alone [sqlite file]', async t => {
  const { app, db, raw } = await fileApp(t)
  raw.transaction(() => {
    const author = raw.prepare("insert into author (id, first_name, last_name) values (?, 'Ann', 'Lee')")
    for (let id = 1; id <= 11; id++) author.run(id)
    raw.exec("insert into book (id, title, isbn, pub_year, author_id) values (1, 'B', '9780000000001', 2000, 1), (2, 'A', '9780000000002', 2000, 1)")
  })()
  raw.close()
  const runner = db[kReader].runner
  const rows = runner.rows
  const texts: string[] = []
  runner.rows = (sql, ...rest) => { texts.push(sql); return rows.call(runner, sql, ...rest) }
  t.equal(probeRows(10, 100), PROBE_ROWS)
  t.equal(probeRows(11, 100), undefined)
  for (const [path, probed] of [['/authors?fields=id,books(id,orderBy=title)&id[le]=10', true], ['/authors?fields=id,books(id,orderBy=title)', false]] as const) {
    texts.length = 0
    const res = await call(app, 'GET', path)
    const books = res.body.Author.map((author: { books: Array<{ id: number }> }) => author.books.map(book => book.id))
    t.strictSame([res.status, books.length, books[0]], [200, probed ? 10 : 11, [2, 1]], path)
    t.strictSame(texts.slice(1).map(text => [text.includes('"fmr_probe"'), text.includes('"fmr_many"')]), [probed ? [true, false] : [false, true]], `${path}: ${probed ? 'probed' : 'guarded alone'}`)
  }
})
