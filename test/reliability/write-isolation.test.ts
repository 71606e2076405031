// Writes that hold a transaction across awaits (beforeCommit hooks, resource.create()) must be
// isolated from every other request: on SQLite's one write connection no other write may run
// inside them (and be rolled back with them), no read may see what they have not committed, and
// a hook's own `resource.em` is the write's transaction. SQLite runs in memory and on a WAL file.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t, { type Test } from 'tap'
import { DB, type DBOptions } from '../../lib/index.ts'
import { BatchResource, CollectionModelResource, ModelResource, type CommitHook } from '../../plugin/index.ts'
import { Author, Book, models } from '../../examples/models.ts'
import { eachDatabaseAndFile } from '../helpers/databases.ts'
import { openApp, type Opened } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { rowsOf } from '../helpers/state.ts'
import { onOwnConnection } from './harness.ts'

const HOOK_WAIT_MS = 150
const sleep = async (ms: number): Promise<void> => await new Promise(resolve => setTimeout(resolve, ms))


class PlainAuthor extends ModelResource { static override modelClass = Author }
class PlainAuthors extends CollectionModelResource { static override modelClass = Author }
class PlainBook extends ModelResource { static override modelClass = Book }

/** A POST whose beforeCommit waits, then refuses: everything it did must vanish, nothing else. */
const waitThenRefuse: CommitHook<ModelResource> = async () => {
  await sleep(HOOK_WAIT_MS)
  return [false, 'refused by the hook', 422]
}

class RefusingAuthor extends ModelResource {
  static override modelClass = Author
  static override urlName = 'refusing-authors'
  static override beforeCommit = { post: waitThenRefuse }
  static override statuses = { post: { 422: 'Refused by the hook' } }
}

/** Reads and writes through `resource.em` and `resource.create()` inside its beforeCommit. */
class CountingAuthor extends ModelResource {
  static override modelClass = Author
  static override urlName = 'counting-authors'
  static override statuses = { post: { 422: 'Refused after creating a book' } }
  static override beforeCommit = {
    post: (async (resource, record) => {
      // The count runs in the write's transaction: it sees the author being created.
      const count = await resource.em.count(Author)
      const { id, lastName } = record as unknown as { id: number, lastName: string }
      await resource.create(Book, { title: `count ${count}`, pubYear: 2000, authorId: id })
      if (lastName === 'Refused') return [false, 'refused after creating a book', 422]
      return [true, record, 201]
    }) satisfies CommitHook<ModelResource>
  }
}

async function open (t: Test, url: string, options: Omit<DBOptions, 'models'> = {}): Promise<Opened> {
  return await openApp(t, url, { resources: [PlainAuthor, PlainAuthors, PlainBook, RefusingAuthor, CountingAuthor], db: options })
}

t.test('a refused hooked write takes no other write with it, and no read sees it', async t => {
  eachDatabaseAndFile(t, 'write isolation', async (t, { url }) => {
    const { app, db } = await open(t, url)
    t.equal((await call(app, 'POST', '/authors', { firstName: 'Keep', lastName: 'Patched' })).status, 201)
    t.equal((await call(app, 'POST', '/authors', { firstName: 'Drop', lastName: 'Deleted' })).status, 201)

    const refused = call(app, 'POST', '/refusing-authors', { firstName: 'Never', lastName: 'Stored' })
    await sleep(20) // the hooked write's transaction is open now, its hook waiting
    const readDuring = call(app, 'GET', '/authors?lastName=Stored')
    const creates = Array.from({ length: 50 }, (_, i) => call(app, 'POST', '/authors', { firstName: `Plain${i}`, lastName: 'Concurrent' }))
    const patch = call(app, 'PATCH', '/authors/1', { firstName: 'Patched' })
    const remove = call(app, 'DELETE', '/authors/2')

    const refusedAnswer = await refused
    t.equal(refusedAnswer.status, 422)
    t.same(refusedAnswer.body, { message: 'refused by the hook' })
    const read = await readDuring
    t.equal(read.status, 200)
    t.same(read.body, { Author: [] }, 'the uncommitted author is never read')
    const created = await Promise.all(creates)
    t.same(created.map(answer => answer.status), Array(50).fill(201), 'every plain create answered 201')
    const ids = created.map(answer => answer.body.id as number)
    t.equal(new Set(ids).size, 50, 'distinct ids')
    t.equal((await patch).status, 200)
    t.equal((await remove).status, 204)

    // Every 2xx is stored; nothing of the refused write is.
    const rows = await rowsOf(db, Author)
    t.same(rows.map(row => row.firstName).sort(), ['Patched', ...created.map((_, i) => `Plain${i}`)].sort())
    t.same(rows.filter(row => row.lastName === 'Concurrent').map(row => row.id).sort((a, b) => Number(a) - Number(b)),
      [...ids].sort((a, b) => a - b))
    // An id handed out is never handed out again.
    const next = await call(app, 'POST', '/authors', { firstName: 'After', lastName: 'All' })
    t.equal(next.status, 201)
    t.ok(next.body.id > Math.max(...ids), 'the next id follows every acknowledged one')
  })
})

t.test('inside beforeCommit, resource.em and resource.create() are the write\'s own transaction', async t => {
  eachDatabaseAndFile(t, 'hook transaction', async (t, { url }) => {
    const { app, db } = await open(t, url)
    const guard = async <T>(answer: Promise<T>): Promise<T> => await Promise.race([
      answer, sleep(10_000).then(() => { throw new Error('the hook hung') })
    ])
    const kept = await guard(call(app, 'POST', '/counting-authors', { firstName: 'Ann', lastName: 'Kept' }))
    t.equal(kept.status, 201)
    t.same(kept.body, { id: 1, firstName: 'Ann', lastName: 'Kept', fullName: 'Ann Kept', books: [{ id: 1, isbn: null, title: 'count 1', pubYear: 2000, authorId: 1, tags: [] }] })

    const refused = await guard(call(app, 'POST', '/counting-authors', { firstName: 'Bob', lastName: 'Refused' }))
    t.equal(refused.status, 422)
    t.same(refused.body, { message: 'refused after creating a book' })
    t.same((await rowsOf(db, Author)).map(row => row.lastName), ['Kept'], 'the refused author is gone')
    t.same((await rowsOf(db, Book)).map(row => row.title), ['count 1'], 'so is the book its hook created')

    // Later hooked writes are not stuck behind it.
    const again = await guard(call(app, 'POST', '/counting-authors', { firstName: 'Cy', lastName: 'Later' }))
    t.equal(again.status, 201)
    t.same((await rowsOf(db, Book)).map(row => row.title), ['count 1', 'count 2'])
  })
})

t.test('a write that waits past busyTimeout for another writer is a 503 and writes nothing (SQLite)', async t => {
  const dir = mkdtempSync(join(tmpdir(), 'fmr-busy-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const { app, db } = await open(t, `sqlite:///${join(dir, 'busy.db')}`, { busyTimeout: 50 })
  const refused = call(app, 'POST', '/refusing-authors', { firstName: 'Slow', lastName: 'Hook' })
  await sleep(10)
  const waited = await call(app, 'POST', '/authors', { firstName: 'Too', lastName: 'Late' })
  t.equal(waited.status, 503)
  t.same(waited.body, { message: 'The database is unavailable, try again later' })
  t.equal(waited.headers['retry-after'], '1')
  t.equal((await refused).status, 422)
  t.same(await rowsOf(db, Author), [], 'neither write is stored')
  t.equal((await call(app, 'POST', '/authors', { firstName: 'Now', lastName: 'Free' })).status, 201, 'the gate is free again')
})

t.test('SQLite commits are synced (synchronous FULL) on every open, and configurable', async t => {
  const dir = mkdtempSync(join(tmpdir(), 'fmr-sync-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const url = `sqlite:///${join(dir, 'sync.db')}`
  const synchronous = async (options: Partial<DBOptions> = {}): Promise<unknown> => {
    const db = new DB(url, { models, ...options })
    await db.createAll()
    const native = await (db.orm.em.getConnection() as unknown as { getNativeClient: () => Promise<{ pragma: (s: string, o: { simple: true }) => unknown }> }).getNativeClient()
    const level = native.pragma('synchronous', { simple: true })
    const mode = native.pragma('journal_mode', { simple: true })
    await db.close()
    return [mode, level]
  }
  t.same(await synchronous(), ['wal', 2], 'first open: WAL, FULL')
  t.same(await synchronous(), ['wal', 2], 'after a restart: still FULL')
  t.same(await synchronous({ synchronous: 'normal' }), ['wal', 1], 'NORMAL when asked for')
})

t.test('PostgreSQL: a statement past statementTimeout is cancelled, answered 503, and frees its connection', async t => {
  if (!process.env.TEST_DATABASE_URL) {
    t.pass('TEST_DATABASE_URL is not set: this test needs PostgreSQL')
    return
  }
  const { freshPostgres, pooled } = await import('../helpers/databases.ts')
  const url = await freshPostgres(t)
  // The tables are made first without the timeout: on a busy machine creating them took longer than 300 ms.
  const setup = new DB(url, { models, resources: [PlainAuthor, PlainAuthors, PlainBook, RefusingAuthor, CountingAuthor] })
  await setup.createAll()
  await setup.close()
  // Through PgBouncer the timeout cannot be a connection's startup parameter: it is the database's.
  if (pooled()) await onOwnConnection(url, async client => await client.query(`alter database "${new URL(url).pathname.slice(1)}" set statement_timeout = 300`))
  const { app } = await open(t, url, pooled() ? {} : { statementTimeout: 300 })
  t.equal((await call(app, 'POST', '/authors', { firstName: 'Ann', lastName: 'Lee' })).status, 201)
  // Another session holds the table locked: every statement on it waits until the timeout.
  await onOwnConnection(url, async client => {
    await client.query('begin')
    await client.query('lock table author in access exclusive mode')
    const started = Date.now()
    const answers = await Promise.all(Array.from({ length: 20 }, async () => await call(app, 'GET', '/authors/1')))
    t.same(answers.map(answer => answer.status), Array(20).fill(503), 'every read waiting on the lock is cancelled')
    t.same(answers[0].body, { message: 'The database is unavailable, try again later' })
    const write = await call(app, 'PATCH', '/authors/1', { firstName: 'Bob' })
    t.equal(write.status, 503)
    t.ok(Date.now() - started < 8_000, 'no request waited for a connection held past the timeout')
    await client.query('rollback')
  })
  const after = await call(app, 'GET', '/authors/1')
  t.equal(after.status, 200)
  t.same(after.body, { id: 1, firstName: 'Ann', lastName: 'Lee', fullName: 'Ann Lee', books: [] }, 'the cancelled PATCH wrote nothing')
})

// Tried as a new user would: `?options=-c statement_timeout=300ms` in DATABASE_URL, the libpq way
// the package accepts, and a PATCH waiting on a locked row still waited the package's 10 s
// default: the startup parameter statement_timeout, applied after `options`, replaced it.
t.test('PostgreSQL: a URL\'s options=-c statement_timeout is honoured, and refused beside statementTimeout', async t => {
  const { freshPostgres, pooled } = await import('../helpers/databases.ts')
  if (!process.env.TEST_DATABASE_URL || pooled()) {
    t.pass('PostgreSQL on its own connections only (TEST_DATABASE_URL unset, or behind a pooler, which refuses options)')
    return
  }
  const url = await freshPostgres(t)
  const setup = new DB(url, { models })
  await setup.createAll()
  await setup.close()
  const timed = new URL(url)
  timed.searchParams.set('options', '-c statement_timeout=300ms')
  t.throws(() => new DB(timed.toString(), { models, statementTimeout: 1000 }), {
    code: 'FMR_ERR_DB_OPTION',
    message: 'statementTimeout is given, and a database URL sets statement_timeout in its options: give one of the two'
  })
  const { app, db } = await open(t, timed.toString())
  t.equal((await call(app, 'POST', '/authors', { firstName: 'Ann', lastName: 'Lee' })).status, 201)
  await onOwnConnection(url, async client => {
    await client.query('begin')
    await client.query('select * from author where id = 1 for update')
    const started = Date.now()
    const write = await call(app, 'PATCH', '/authors/1', { firstName: 'Bob' })
    t.equal(write.status, 503)
    t.same(write.body, { message: 'The database is unavailable, try again later' })
    t.equal(write.headers['retry-after'], '1')
    t.ok(Date.now() - started < 3_000, `cancelled at the URL's 300 ms, not the default 10 s (${Date.now() - started} ms)`)
    await client.query('rollback')
  })
  t.same(await rowsOf(db, Author), [{ id: 1, firstName: 'Ann', lastName: 'Lee' }], 'the cancelled PATCH wrote nothing')
  // A batch bounds its transaction's statements by its own timeoutMs only where that is the
  // shorter: tried as a new user would, the URL's 300 ms was loosened to the batch's 5 s.
  class Batch extends BatchResource.of([PlainAuthor], { timeoutMs: 5_000 }) {}
  const batched = await openApp(t, timed.toString(), { resources: [PlainAuthor, Batch] })
  await onOwnConnection(url, async client => {
    await client.query('begin')
    await client.query('select * from author where id = 1 for update')
    const started = Date.now()
    const write = await call(batched.app, 'POST', '/batch', { operations: [{ method: 'PATCH', path: '/authors/1', body: { firstName: 'Bob' } }] })
    const waited = Date.now() - started
    t.equal(write.status, 503)
    t.same(write.body, { message: 'The database is unavailable, try again later', operation: 0 })
    t.ok(waited < 3_000, `the batch's statement was cancelled at the URL's 300 ms, not the batch's 5 s (${waited} ms)`)
    await client.query('rollback')
  })
  t.same(await rowsOf(db, Author), [{ id: 1, firstName: 'Ann', lastName: 'Lee' }], 'the cancelled batch wrote nothing')
})
