// Another connection on the same SQLite file (another process of the API, a maintenance script)
// holding the write lock: a write transaction that reads before it writes (If-Match, a nested
// write) waits for the lock and succeeds; past busyTimeout it is the catalogue's 503; an If-Match
// that the other writer made stale is a 412.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { on } from 'node:events'
import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'
import Database from 'better-sqlite3'
import t, { type Test } from 'tap'
import { Column, DB, defineModel, type DBOptions } from '../../lib/index.ts'
import { kReader } from '../../lib/symbols.ts'
import { openApp, type Opened } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'

const HOLD_MS = 300
const UNAVAILABLE = { message: 'The database is unavailable, try again later' }

/** The example API on a file of its own, with one author, one book, a user and their order (with its job). */
async function library (t: Test, db: Omit<DBOptions, 'models'> = {}): Promise<Opened & { file: string, tag: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'fmr-lock-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const file = join(dir, 'api.db')
  const opened = await openApp(t, `sqlite:///${file}`, { db })
  const { app } = opened
  t.equal((await call(app, 'POST', '/authors', { firstName: 'Ann', lastName: 'Lee' })).status, 201)
  t.equal((await call(app, 'POST', '/books', { title: 'First', pubYear: 2001, authorId: 1 })).status, 201)
  t.equal((await call(app, 'POST', '/users', { id: 1, username: 'u1', password: 'p', email: 'u1@example.org' })).status, 201)
  t.equal((await call(app, 'POST', '/api/v2/orders', { ownerId: 1, description: 'order' }, { authorization: 'User:1' })).status, 202)
  const tag = (await call(app, 'GET', '/books/1')).headers.etag as string
  return { ...opened, file, tag }
}

/**
 * A second connection on `file`, on a thread of its own (as another process would be: SQLite's
 * busy handler sleeps on the waiting writer's thread), that takes the write lock, runs `sql`, and
 * commits `ms` later; `committedAt` is when, on this process's clock.
 */
async function holdLock (t: Test, file: string, ms: number, sql = ''): Promise<{ committedAt: Promise<number> }> {
  const holder = new Worker(`
    const { parentPort, workerData } = require('node:worker_threads')
    const Database = require(workerData.driver)
    const other = new Database(workerData.file)
    other.exec('BEGIN IMMEDIATE')
    if (workerData.sql !== '') other.exec(workerData.sql)
    parentPort.postMessage('held')
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, workerData.ms)
    other.exec('COMMIT')
    parentPort.postMessage(Date.now())
    other.close()
  `, { eval: true, workerData: { driver: createRequire(import.meta.url).resolve('better-sqlite3'), file, sql, ms } })
  t.teardown(async () => { await holder.terminate() })
  const messages = on(holder, 'message')
  await messages.next() // held
  return { committedAt: messages.next().then(({ value }) => (value as [number])[0]) }
}

const ifMatch = (tag: string): Record<string, string> => ({ 'if-match': tag })

t.test('a conditional PUT and a nested PATCH wait for another connection\'s write lock and succeed', async t => {
  const { app, file, tag } = await library(t)
  const lock = await holdLock(t, file, HOLD_MS)
  const putAnswer = await call(app, 'PUT', '/books/1', { title: 'Second', pubYear: 2002, authorId: 1 }, ifMatch(tag))
  const answeredAt = Date.now()
  t.ok(answeredAt >= await lock.committedAt, 'answered once the other connection committed')
  t.equal(putAnswer.status, 200, putAnswer.text)
  t.strictSame(putAnswer.body, { id: 1, title: 'Second', isbn: null, pubYear: 2002, authorId: 1, author: { id: 1, firstName: 'Ann', lastName: 'Lee', fullName: 'Ann Lee' }, tags: [] })
  t.equal((await call(app, 'GET', '/books/1')).body.title, 'Second', 'stored')

  const again = await holdLock(t, file, HOLD_MS)
  const patchAnswer = await call(app, 'PATCH', '/api/v2/orders/1', { description: 'changed', jobs: [{ id: 1, statusId: 3 }] }, { authorization: 'User:1' })
  t.ok(Date.now() >= await again.committedAt, 'answered once the other connection committed')
  t.equal(patchAnswer.status, 200, patchAnswer.text)
  t.equal(patchAnswer.body.description, 'changed')
  t.strictSame(patchAnswer.body.jobs.map((job: { id: number, statusId: number }) => [job.id, job.statusId]), [[1, 3]])
})

t.test('an If-Match that another connection\'s write made stale while this write waited for the lock is a 412, not a 503', async t => {
  const { app, file, tag } = await library(t)
  const lock = await holdLock(t, file, HOLD_MS, "update book set title = 'Theirs' where id = 1")
  const answer = await call(app, 'PUT', '/books/1', { title: 'Mine', pubYear: 2002, authorId: 1 }, ifMatch(tag))
  t.ok(Date.now() >= await lock.committedAt, 'answered once the other connection committed')
  t.equal(answer.status, 412, answer.text)
  t.strictSame(answer.body, { message: 'The record was changed since it was read (or does not exist): its ETag does not match If-Match' })
  t.equal((await call(app, 'GET', '/books/1')).body.title, 'Theirs', 'the other write stands')
})

t.test('a write transaction that waits for the lock past busyTimeout is the catalogue\'s 503, and writes nothing', async t => {
  const { app, file, tag } = await library(t, { busyTimeout: 200 })
  const lock = await holdLock(t, file, 1_500)
  const answer = await call(app, 'PUT', '/books/1', { title: 'Late', pubYear: 2002, authorId: 1 }, ifMatch(tag))
  t.equal(answer.status, 503)
  t.strictSame(answer.body, UNAVAILABLE)
  t.equal(answer.headers['retry-after'], '1')
  // A transaction whose first statement writes (an order's insert, then its beforeCommit's job).
  const order = await call(app, 'POST', '/api/v2/orders', { ownerId: 1, description: 'late' }, { authorization: 'User:1' })
  t.equal(order.status, 503)
  t.strictSame(order.body, UNAVAILABLE)
  t.ok(Date.now() < await lock.committedAt, 'both answered before the other connection committed')
  t.strictSame((await call(app, 'GET', '/api/v2/orders?fields=id', undefined, { authorization: 'User:1' })).body, { Order: [{ id: 1 }] }, 'no order written')
  t.equal((await call(app, 'GET', '/books/1')).body.title, 'First', 'nothing written')
  await lock.committedAt
  t.equal((await call(app, 'PUT', '/books/1', { title: 'Now', pubYear: 2002, authorId: 1 }, ifMatch(tag))).status, 200, 'once the lock is let go, the write goes through')
  t.equal((await call(app, 'POST', '/api/v2/orders', { ownerId: 1, description: 'now' }, { authorization: 'User:1' })).status, 202, 'and so does a transaction that writes first')
})

// Two processes starting on a new file: each compared the schema, found a table missing, and the
// second's `create table` then failed (FMR_ERR_TABLE_EXISTS), stopping that process. Forced: the
// other process holds the write lock with the table made and not committed yet.
t.test('createAll() while another process creates the same tables: it finds them made, and starts', async t => {
  const dir = mkdtempSync(join(tmpdir(), 'fmr-lock-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const model = defineModel({ name: 'Item', columns: { id: Column.Integer({ primaryKey: true }), price: Column.Integer() } })
  // The statement the other process runs: the table as createAll() makes it.
  const made = new DB(`sqlite:///${join(dir, 'made.db')}`, { models: [model] })
  await made.createAll()
  const [[create]] = await made[kReader].runner.rows("select sql from sqlite_master where name = 'item'", []) as string[][]
  await made.close()
  // A new file the first process opened: in WAL mode, no table yet.
  const file = join(dir, 'new.db')
  const first = new Database(file)
  first.pragma('journal_mode = WAL')
  first.close()
  const db = new DB(`sqlite:///${file}`, { models: [model], busyTimeout: 5000 })
  t.teardown(() => db.close())
  const lock = await holdLock(t, file, HOLD_MS, create)
  await db.createAll()
  t.ok(Date.now() >= await lock.committedAt, 'started once the other process committed its table')
  const em = db.fork()
  em.create(model, { id: 1, price: 5 } as never)
  await em.flush()
  t.strictSame(await db[kReader].runner.rows('select id, price from item', []), [[1, 5]], 'the one table, written and read')
})
