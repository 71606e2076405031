// A page far into a collection is read where it can be stopped. Tried as an attacker would: on a
// SQLite file of 200,000 books, `/books?orderBy=title&offset=199000` was a plain read, run in the
// server's process with no budget: 0.15-0.35 s of event loop per request (a sort of every book,
// keeping 199,000 of them), as long as the order through a relationship that is a joined read.
// Past 10,000 records skipped a read is now joined: on a SQLite file it runs in a helper process
// within readTimeout, and inside a batch it is refused (the batch's reads cannot leave its connection).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { stopReadHelpers } from '../helpers/read-helpers.ts'

const STOPPED = { message: 'The query took longer than its budget of 300 ms (readTimeout) and was stopped: narrow its conditions' }

t.test('on a SQLite file a page past the 10,000th record runs in a read helper, within readTimeout [sqlite file]', async t => {
  const dir = mkdtempSync(join(tmpdir(), 'fmr-offset-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const { app, db } = await openApp(t, `sqlite:///${join(dir, 'test.db')}`, { db: { readTimeout: 300 } })
  await db.orm.em.getConnection().execute("insert into author (first_name, last_name) values ('A', 'B')")
  await db.orm.em.getConnection().execute("insert into book (title, pub_year, author_id) values ('T', 2000, 1)")
  // Both helpers started (two reads through relationships at once), then held: a statement there runs as long as it is held.
  t.strictSame((await Promise.all([call(app, 'GET', '/authors?books.title=T'), call(app, 'GET', '/authors?books.title=T')])).map(res => res.status), [200, 200])
  const { stopped, release } = stopReadHelpers(t)
  t.equal(stopped.length, 2, 'two helper processes')
  const near = await call(app, 'GET', '/books?orderBy=title&offset=10000')
  t.strictSame([near.status, near.body], [200, { Book: [] }], '10,000 records skipped: a plain read, in the server\'s process')
  const started = Date.now()
  const [far, other] = await Promise.all([call(app, 'GET', '/books?orderBy=title&offset=10001'), call(app, 'GET', '/books/1')])
  t.strictSame([far.status, far.body, far.headers['retry-after']], [503, STOPPED, undefined], 'one more: stopped at its budget')
  t.ok(Date.now() - started < 2500, 'answered at its budget')
  t.strictSame([other.status, other.body.title], [200, 'T'], 'another request is answered meanwhile')
  release()
  const batch = await call(app, 'POST', '/batch', { operations: [{ method: 'GET', path: '/books?offset=10001' }] })
  t.strictSame([batch.status, batch.body], [400, {
    message: 'This read goes through relationships, matches a pattern, searches, aggregates or skips more than 10000 records: on this database it runs only as a request of its own, not inside a batch',
    operation: 0
  }], 'inside a batch on SQLite it cannot be stopped: refused')
  const alone = await call(app, 'GET', '/books?offset=10001')
  t.strictSame([alone.status, alone.body], [200, { Book: [] }], 'alone, once the helpers are free, it answers')
})
