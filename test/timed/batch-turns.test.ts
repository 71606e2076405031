// A batch's time bound holds when each of its operations is cheap, and other requests are answered
// while it runs. Tried as an attacker would: on a SQLite file, one POST /batch of 100 plain GETs
// (each a sort of 200,000 books to a far offset, about 0.15 s; now one past 10,000 records is refused in a batch there) held the event loop for 14.5 s, and
// was answered 200 past its timeoutMs of 5 s: its operations ran one after another without a turn
// of the loop, so neither the batch's timer nor any other request ran until the last ended.
import t from 'tap'
import { BatchResource } from '../../plugin/index.ts'
import { BookCollection, BookResource } from '../../examples/resources.ts'
import { eachDatabaseAndFile } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { rowsOf } from '../helpers/state.ts'
import { Author } from '../../examples/models.ts'
import { onOwnConnection } from '../reliability/harness.ts'

/** Books of the SQLite runs (a read's sort takes about 35 ms); PostgreSQL's each take far less, and its trigger makes seeding slow. */
const BOOKS = { sqlite: 200_000, postgresql: 50_000 }

eachDatabaseAndFile(t, 'a batch of many cheap reads stops at its timeoutMs, and other requests are answered between its operations', async (t, { dialect, url }) => {
  class Batch extends BatchResource.of([BookResource, BookCollection], { timeoutMs: 300 }) {}
  const { app, db } = await openApp(t, url, { resources: [BookResource, BookCollection, Batch] })
  const numbers = dialect === 'postgresql'
    ? `select v from generate_series(1, ${BOOKS.postgresql}) v`
    : `with recursive n(v) as (select 1 union all select v + 1 from n where v < ${BOOKS.sqlite}) select v from n`
  const seed = ["insert into author (first_name, last_name) values ('A', 'B')", `insert into book (title, pub_year, author_id) select 'T' || v, 1900 + v % 100, 1 from (${numbers}) s`]
  // PostgreSQL's rows on a connection of the test's own: the app's pool has a statement_timeout
  // (10 s), which 200,000 rows with the change events' trigger can pass on a loaded machine.
  if (dialect === 'postgresql') await onOwnConnection(url, async client => { for (const sql of seed) await client.query(sql) })
  else for (const sql of seed) await db.orm.em.getConnection().execute(sql)
  // Each a plain read (no budget of its own on SQLite): a sort of every book, as far as a plain read goes.
  const operations = Array.from({ length: 100 }, (_, i) => ({ method: 'GET', path: `/books?orderBy=title&offset=${10_000 - i}&maxPageSize=1` }))
  let gap = 0
  let last = performance.now()
  const tick = setInterval(() => { const now = performance.now(); gap = Math.max(gap, now - last); last = now }, 5)
  const started = performance.now()
  let batchAt = 0
  const batch = call(app, 'POST', '/batch', { operations }).then(res => { batchAt = performance.now() - started; return res })
  // Another client's read, due 50 ms into the batch: answered in its own time, not the batch's
  // (counted from when it was due, as a held event loop delays its sending too).
  const other = new Promise<{ res: Awaited<ReturnType<typeof call>>, took: number }>(resolve => setTimeout(() => {
    void call(app, 'GET', '/books/1').then(res => resolve({ res, took: performance.now() - started - 50 }))
  }, 50))
  const [res, { res: one, took }] = await Promise.all([batch, other])
  clearInterval(tick)
  gap = Math.max(gap, performance.now() - last)
  t.strictSame([res.status, res.body], [503, { message: 'The batch took longer than 300 ms and was rolled back: send fewer operations', operation: res.body.operation }], 'past its timeoutMs: 503')
  t.type(res.body.operation, 'number', 'naming the operation that ran past it')
  t.ok(batchAt < 2000, `answered near its timeoutMs (${Math.round(batchAt)} ms)`)
  t.strictSame([one.status, one.body.title], [200, 'T1'], 'the other request is answered')
  t.ok(took < 1000, `the other request did not wait for the batch (${Math.round(took)} ms)`)
  t.ok(gap < 1000, `the event loop was never held for long (longest ${Math.round(gap)} ms)`)
  t.strictSame((await rowsOf(db, Author)).length, 1, 'nothing written')
})
