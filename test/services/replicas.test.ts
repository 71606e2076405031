// Read replicas, against a real streaming replica (scripts/services/replica.sh): GETs read on it,
// writes and what they read on the primary, a client that wrote reads its write on its next GET,
// and a replica that cannot be reached is skipped. The replica's replay is held (it receives
// the primary's WAL and applies none) to tell a replica's answer from the primary's.
import t, { type Test } from 'tap'
import pg from 'pg'
import { Author, Book, models } from '../../examples/models.ts'
import { BatchResource, CollectionModelResource, ModelResource, type Data, type HookResult } from '../../plugin/index.ts'
import { freshPostgres } from '../helpers/databases.ts'
import { withPgBouncer, withReplica, type Replica } from '../helpers/services.ts'
import { openApp, type Opened } from '../helpers/app.ts'
import { callFrom } from '../helpers/http.ts'
import { openRelay } from '../helpers/tcp-proxy.ts'
import { DB, type DBOptions } from '../../lib/index.ts'

const A = '10.0.0.1'
const B = '10.0.0.2'
const sleep = async (ms: number): Promise<void> => await new Promise(resolve => setTimeout(resolve, ms))

class Authors extends CollectionModelResource { static override modelClass = Author }
class AuthorItem extends ModelResource { static override modelClass = Author }
class BookItem extends ModelResource { static override modelClass = Book }

/** A POST whose hook reads (db.exists) before the write: the author must be found on the primary. */
class CheckedBook extends ModelResource {
  static override modelClass = Book
  static override urlName = 'checked-books'
  override async processPostInput (data: Data): Promise<HookResult> {
    if (!await this.db.exists(Author, { id: data.authorId })) return { status: false, message: 'no such author', statusCode: 409 }
    return { status: true, data }
  }
}

class Batch extends BatchResource.of([AuthorItem, Authors]) {}

async function open (t: Test, url: string, db: Omit<DBOptions, 'models'>): Promise<Opened> {
  return await openApp(t, url, { resources: [Authors, AuthorItem, BookItem, CheckedBook, Batch], db })
}

/**
 * Runs `work` while the replica applies nothing it receives; replay resumes after, whatever happens.
 * It first waits for the replica to have what was written before (the test's database itself):
 * paused before, the replica has no such database, and every read of it fails.
 */
async function replayHeld<T> (replica: Replica, work: () => Promise<T>): Promise<T> {
  await replica.caughtUp()
  const client = new pg.Client({ connectionString: replica.url })
  await client.connect()
  try {
    await client.query('select pg_wal_replay_pause()')
    // A pause is only requested here: the replica may still apply what it holds. Wait until it
    // says it has paused, or a write made next can be on it already.
    for (let tries = 0; (await client.query('select pg_get_wal_replay_pause_state() as s')).rows[0].s !== 'paused'; tries++) {
      if (tries === 200) throw new Error('the replica did not pause its replay within 10 s')
      await sleep(50)
    }
    return await work()
  } finally {
    await client.query('select pg_wal_replay_resume()')
    await client.end()
  }
}

// One replica for the whole file (starting one takes seconds), stopped when the file ends.
const shared = process.env.TEST_DATABASE_URL ? await withReplica(t) : undefined

/** The replica, or undefined (and the run says why) without PostgreSQL. */
function needsPostgres (t: Test): Replica | undefined {
  if (shared === undefined) t.pass('TEST_DATABASE_URL is not set: replicas are PostgreSQL servers')
  return shared
}

const ANN = { id: 1, firstName: 'Ann', lastName: 'Lee', fullName: 'Ann Lee', books: [] }

t.test('GETs read on the replica; a write, its answer and the writer\'s next GETs read on the primary', async t => {
  const replica = needsPostgres(t)
  if (replica === undefined) return
  const url = await freshPostgres(t)
  const { app, db } = await open(t, url, { replicas: [replica.on(url)], pinAfterWrite: 400 })
  t.equal((await callFrom(app, A, 'POST', '/authors', { firstName: 'Ann', lastName: 'Lee' })).status, 201)
  await replica.caughtUp()

  await replayHeld(replica, async () => {
    const patched = await callFrom(app, A, 'PATCH', '/authors/1', { firstName: 'Bea' })
    t.equal(patched.status, 200)
    t.same(patched.body, { ...ANN, firstName: 'Bea', fullName: 'Bea Lee' }, 'the write answers what it wrote')
    const book = await callFrom(app, A, 'POST', '/books', { title: 'Held', pubYear: 2001, authorId: 1 })
    t.equal(book.status, 201)
    t.same(book.body.author, { id: 1, firstName: 'Bea', lastName: 'Lee', fullName: 'Bea Lee' }, 'its related records read on the primary')

    const own = await callFrom(app, A, 'GET', '/authors/1')
    t.equal(own.status, 200)
    t.same(own.body, { id: 1, firstName: 'Bea', lastName: 'Lee', fullName: 'Bea Lee', books: [{ id: 1, isbn: null, title: 'Held', pubYear: 2001, authorId: 1, tags: [] }] },
      'the client that wrote reads its writes on its next GET')
    const other = await callFrom(app, B, 'GET', '/authors/1')
    t.equal(other.status, 200)
    t.same(other.body, ANN, 'another client reads the replica, which has not replayed them')
    t.same((await callFrom(app, B, 'GET', '/authors?count=true')).body, { Author: [ANN] })
    t.equal((await callFrom(app, B, 'GET', '/books/1')).status, 404, 'the book is not on the replica yet')

    await sleep(500)
    t.same((await callFrom(app, A, 'GET', '/authors/1')).body, ANN, 'past pinAfterWrite, the writer reads the replica too')
  })
  await replica.caughtUp()
  t.same((await callFrom(app, B, 'GET', '/authors/1')).body.firstName, 'Bea', 'once replayed, every client reads the write')
  const counts = db.readCounts()
  t.equal(counts.fellBack, 0)
  t.equal(counts.replicas.length, 1)
  t.equal(counts.replicas[0].down, false)
  t.ok(counts.replicas[0].reads >= 6, `${counts.replicas[0].reads} statements read on the replica`)
})

// Tried with two processes of one API on one primary and its replica: process 1 answered a
// client's POST, and the same client's GET of its Location on process 2 was a 404, answered from
// the replica (pins were kept by each process for the writes it answered). A write's answer now
// sets a cookie saying when the client wrote, which every process reads.
t.test('a client that keeps cookies reads its writes on the primary through any process', async t => {
  const replica = needsPostgres(t)
  if (replica === undefined) return
  const url = await freshPostgres(t)
  const options = { replicas: [replica.on(url)], pinAfterWrite: 400 }
  const [one, two] = [await open(t, url, options), await open(t, url, options)]
  await replayHeld(replica, async () => {
    const made = await callFrom(one.app, A, 'POST', '/authors', { firstName: 'Ann', lastName: 'Lee' })
    t.equal(made.status, 201)
    const cookie = made.headers['set-cookie'] as string
    t.match(cookie, /^fmr_wrote=\d+; Path=\/; Max-Age=1; HttpOnly; SameSite=Lax$/, 'the answer says when the client wrote')
    const sent = { cookie: cookie.split(';')[0] }
    t.same([(await callFrom(two.app, A, 'GET', '/authors/1', undefined, sent)).status], [200], 'the other process reads it on the primary')
    t.same((await callFrom(two.app, A, 'GET', '/authors?count=true', undefined, sent)).body, { Author: [ANN] }, 'its collection too')
    t.equal((await callFrom(two.app, A, 'GET', '/authors/1')).status, 404, 'without the cookie, the other process knows no pin: the replica')
    const ahead = { cookie: `fmr_wrote=${Date.now() + 60_000}` }
    t.equal((await callFrom(two.app, A, 'GET', '/authors/1', undefined, ahead)).status, 404, 'a time far ahead pins nothing')
    const batch = await callFrom(one.app, B, 'POST', '/batch', { operations: [{ method: 'PATCH', path: '/authors/1', body: { firstName: 'Bea' } }] })
    t.equal(batch.status, 200)
    t.match(batch.headers['set-cookie'], /^fmr_wrote=\d+;/, 'a batch that wrote sets it too')
    const read = await callFrom(one.app, B, 'GET', '/authors/1')
    t.equal(read.headers['set-cookie'], undefined, 'a GET sets none')
    await sleep(500)
    t.equal((await callFrom(two.app, A, 'GET', '/authors/1', undefined, sent)).status, 404, 'past pinAfterWrite, the cookie pins nothing')
  })
})

// Tried as a new user would, with a replica that had not replayed another client's PATCH: GET,
// PATCH with its If-Match (412), GET again for the new tag, which the replica answered with the
// same stale one, and the retried PATCH was a 412 again, for as long as the replica lagged.
t.test('a 412 pins the client: its next GET reads the current tag on the primary, in any process', async t => {
  const replica = needsPostgres(t)
  if (replica === undefined) return
  const url = await freshPostgres(t)
  const options = { replicas: [replica.on(url)], pinAfterWrite: 400 }
  const [one, two] = [await open(t, url, options), await open(t, url, options)]
  t.equal((await callFrom(one.app, A, 'POST', '/authors', { firstName: 'Ann', lastName: 'Lee' })).status, 201)
  await replica.caughtUp()
  await sleep(500) // A's pin of its POST is over
  await replayHeld(replica, async () => {
    t.equal((await callFrom(one.app, A, 'PATCH', '/authors/1', { firstName: 'Bea' })).status, 200)
    const stale = await callFrom(two.app, B, 'GET', '/authors/1')
    t.same(stale.body, ANN, 'B reads the replica, which has not replayed A\'s PATCH')
    const refused = await callFrom(two.app, B, 'PATCH', '/authors/1', { lastName: 'Ray' }, { 'if-match': stale.headers.etag as string })
    t.equal(refused.status, 412)
    t.same(refused.body, { message: 'The record was changed since it was read (or does not exist): its ETag does not match If-Match' })
    const cookie = refused.headers['set-cookie'] as string
    t.match(cookie, /^fmr_wrote=\d+; Path=\/; Max-Age=1; HttpOnly; SameSite=Lax$/, 'the 412 tells every process to read B on the primary')
    const again = await callFrom(two.app, B, 'GET', '/authors/1')
    t.same(again.body, { ...ANN, firstName: 'Bea', fullName: 'Bea Lee' }, 'the process that answered the 412 reads B on the primary')
    const elsewhere = await callFrom(one.app, B, 'GET', '/authors/1', undefined, { cookie: cookie.split(';')[0] })
    t.equal(elsewhere.headers.etag, again.headers.etag, 'another process, sent the cookie, reads the current tag too')
    const retried = await callFrom(two.app, B, 'PATCH', '/authors/1', { lastName: 'Ray' }, { 'if-match': again.headers.etag as string })
    t.equal(retried.status, 200)
    t.same(retried.body, { ...ANN, firstName: 'Bea', lastName: 'Ray', fullName: 'Bea Ray' }, 'the retry with the current tag is written')
    const created = await callFrom(two.app, A, 'PUT', '/authors/1', { firstName: 'New', lastName: 'One' }, { 'if-none-match': '*' })
    t.equal(created.status, 412, 'a create-only PUT of a record that exists')
    t.match(created.headers['set-cookie'], /^fmr_wrote=\d+;/, 'pins too: the client\'s next GET finds the record the replica lacks')
    t.equal((await callFrom(two.app, B, 'GET', '/authors/1', undefined, { 'if-match': '"other"' })).status, 412)
  })
  const stored = await one.db.find(Author, { id: 1 })
  t.same(stored.map(author => ({ ...author })), [{ id: 1, firstName: 'Bea', lastName: 'Ray' }], 'stored: A\'s PATCH and B\'s retry, nothing of the refused writes')
})

t.test('a hook\'s read in a write runs on the primary', async t => {
  const replica = needsPostgres(t)
  if (replica === undefined) return
  const url = await freshPostgres(t)
  const { app } = await open(t, url, { replicas: [replica.on(url)], pinAfterWrite: 0 })
  await replica.caughtUp()
  await replayHeld(replica, async () => {
    t.equal((await callFrom(app, A, 'POST', '/authors', { firstName: 'Ann', lastName: 'Lee' })).status, 201)
    t.equal((await callFrom(app, A, 'GET', '/authors/1')).status, 404, 'without a pin, the next GET reads the replica')
    const checked = await callFrom(app, A, 'POST', '/checked-books', { title: 'Found', pubYear: 2001, authorId: 1 })
    t.equal(checked.status, 201, 'the hook found the author on the primary')
    t.same(checked.body, { id: 1, isbn: null, title: 'Found', pubYear: 2001, authorId: 1, author: { id: 1, firstName: 'Ann', lastName: 'Lee', fullName: 'Ann Lee' }, tags: [] })
    const refused = await callFrom(app, A, 'POST', '/checked-books', { title: 'Lost', pubYear: 2001, authorId: 7 })
    t.equal(refused.status, 409)
    t.same(refused.body, { message: 'no such author' })
  })
})

t.test('GETs take the replicas in turn', async t => {
  const replica = needsPostgres(t)
  if (replica === undefined) return
  const url = await freshPostgres(t)
  // One server under two names: each is a replica of its own to the DB.
  const second = new URL(replica.on(url))
  second.searchParams.set('application_name', 'second')
  const { app, db } = await open(t, url, { replicas: [replica.on(url), second.toString()] })
  await replica.caughtUp()
  for (let i = 0; i < 4; i++) t.same((await callFrom(app, B, 'GET', '/authors')).body, { Author: [] })
  t.same(db.readCounts().replicas.map(({ reads }) => reads), [2, 2], 'two collection reads each')
})

t.test('a replica that cannot be reached is skipped; 503 only when no server answers', async t => {
  const replica = needsPostgres(t)
  if (replica === undefined) return
  const url = await freshPostgres(t)
  const primary = await openRelay(t, Number(new URL(url).port || 5432))
  const standby = await openRelay(t, Number(new URL(replica.url).port))
  const dead = replica.on(url).replace(/:\d+\//, ':1/')
  const { app, db } = await open(t, primary.on(url), { replicas: [standby.on(replica.on(url)), dead], pinAfterWrite: 0 })
  t.equal((await callFrom(app, A, 'POST', '/authors', { firstName: 'Ann', lastName: 'Lee' })).status, 201)
  await replica.caughtUp()
  for (let i = 0; i < 4; i++) t.same((await callFrom(app, B, 'GET', '/authors/1')).body, ANN, `read ${i} answered`)
  let counts = db.readCounts()
  t.same(counts.replicas.map(({ down }) => down), [false, true], 'the dead one is left out')
  t.equal(counts.replicas[0].reads, 4, 'the live replica answered every statement (a record with its books, in one, four times)')
  t.equal(counts.fellBack, 0)
  t.same(await db.ping(), { primary: true, replicas: [{ name: new URL(standby.on(url)).host + new URL(url).pathname, up: true }, { name: `127.0.0.1:1${new URL(url).pathname}`, up: false }] })

  await standby.cut() // the live replica goes away mid-test, its pooled connections with it
  for (let i = 0; i < 4; i++) t.same((await callFrom(app, B, 'GET', '/authors/1')).body, ANN, `read ${i} answered by the primary`)
  counts = db.readCounts()
  t.same(counts.replicas.map(({ down }) => down), [true, true])
  t.equal(counts.fellBack, 4)

  await primary.cut()
  const none = await callFrom(app, B, 'GET', '/authors/1')
  t.equal(none.status, 503)
  t.same(none.body, { message: 'The database is unavailable, try again later' })
  t.same(await db.ping(), { primary: false, replicas: [{ name: new URL(standby.on(url)).host + new URL(url).pathname, up: false }, { name: `127.0.0.1:1${new URL(url).pathname}`, up: false }] })
})

// Tried as a new user would on deploy day: replay held, the app's tables (createAll, or a
// migration) were on the primary only, and every GET answered 500 until the replica replayed them;
// on a database the replica did not have yet, the same.
t.test('a replica that has not replayed the schema yet is left out, as one down: never a 500', async t => {
  const replica = needsPostgres(t)
  if (replica === undefined) return
  const existing = await freshPostgres(t)
  await replayHeld(replica, async () => {
    const created = await freshPostgres(t) // the replica does not have this database yet
    for (const url of [existing, created]) {
      const { app, db } = await open(t, url, { replicas: [replica.on(url)], pinAfterWrite: 0 })
      t.equal((await callFrom(app, A, 'POST', '/authors', { firstName: 'Ann', lastName: 'Lee' })).status, 201)
      const one = await callFrom(app, B, 'GET', '/authors/1')
      t.equal(one.status, 200)
      t.same(one.body, ANN, 'read on the primary')
      t.same((await callFrom(app, B, 'GET', '/authors')).body, { Author: [ANN] })
      const counts = db.readCounts()
      t.same(counts.replicas.map(({ down, reads }) => ({ down, reads })), [{ down: true, reads: 0 }], 'left out for a while')
      t.equal(counts.fellBack, 3, 'the record with its books (one statement), the page and its books (two)')
    }
  })
})

// Tried as a new user would: the replica's URL pointed at a PgBouncer in front of it that lists
// statement_timeout in ignore_startup_parameters. createAll() started (only the primary's timeout
// was read back), and the replica's reads ran with no statement timeout at all.
t.test('a replica that ignores the statement_timeout sent (a pooler in front of it) is refused at start, as the primary', async t => {
  const replica = needsPostgres(t)
  if (replica === undefined) return
  const url = await freshPostgres(t)
  await replica.caughtUp()
  const ignoring = await withPgBouncer(t, {
    FMR_PGBOUNCER_PORT: '6447', FMR_PG_PORT: new URL(replica.on(url)).port, FMR_PGBOUNCER_IGNORE_PARAMS: 'extra_float_digits,statement_timeout'
  })
  const through = ignoring.on(url)
  const db = new DB(url, { models, replicas: [through] })
  const failure = await db.createAll().then(() => 'started', (error: Error & { code?: string }) => ({ code: error.code, message: error.message }))
  await db.close()
  t.strictSame(failure, {
    code: 'FMR_ERR_DB_CONNECT',
    message: `Cannot use the PostgreSQL replica at 127.0.0.1:6447 (${through}): statement_timeout was sent as 10000 ms and is 0 ms. ` +
      "A connection pooler (PgBouncer) at 127.0.0.1:6447 ignores it (ignore_startup_parameters): declare it with ?preparedStatements=false in the replica's URL, " +
      'which sends no statement_timeout and names no statement, and set the timeout on the database or its role (docs/replicas-and-poolers.md).'
  })
  // Declared in the primary's URL, it is for the replicas too: it starts, and GETs read on the replica through the pooler.
  const { app, db: declared } = await open(t, `${url}?preparedStatements=false`, { replicas: [through] })
  t.equal((await callFrom(app, A, 'POST', '/authors', { firstName: 'Ann', lastName: 'Lee' })).status, 201)
  await replica.caughtUp()
  t.same((await callFrom(app, B, 'GET', '/authors/1')).body, ANN)
  t.equal(declared.readCounts().replicas[0].reads, 1, 'read on the replica')
})

// Tried as a new user would: PgBouncer in front of the replica only, its URL saying
// ?preparedStatements=false. The parameter was read from the primary's URL alone: the replica was
// sent a statement_timeout (and named statements), and createAll() refused it, saying to declare
// the pooler in the primary's URL, which would have made the primary's statements unnamed too.
t.test("a replica's URL says preparedStatements=false for that replica alone", async t => {
  const replica = needsPostgres(t)
  if (replica === undefined) return
  const url = await freshPostgres(t)
  await replica.caughtUp()
  const pooler = await withPgBouncer(t, {
    FMR_PGBOUNCER_PORT: '6448', FMR_PG_PORT: new URL(replica.on(url)).port, FMR_PGBOUNCER_IGNORE_PARAMS: 'extra_float_digits,statement_timeout'
  })
  const through = new URL(pooler.on(url))
  through.searchParams.set('preparedStatements', 'false')
  const warnings: string[] = []
  const warned = (warning: Error & { code?: string }): void => { warnings.push(String(warning.code)) }
  process.on('warning', warned)
  t.teardown(() => { process.off('warning', warned) })
  const { app, db } = await open(t, url, { replicas: [through.toString()] })
  t.equal((await callFrom(app, A, 'POST', '/authors', { firstName: 'Ann', lastName: 'Lee' })).status, 201)
  await replica.caughtUp()
  for (let i = 0; i < 6; i++) t.same((await callFrom(app, B, 'GET', '/authors/1')).body, ANN, `read ${i} answered`)
  t.same(db.readCounts().replicas.map(({ reads, down }) => ({ reads, down })), [{ reads: 6, down: false }], 'every read on the replica, through the pooler')
  t.equal(db.readCounts().fellBack, 0)
  // The primary, reached directly, keeps the statement timeout sent at login.
  t.same(await db.orm.em.getConnection().execute('show statement_timeout'), [{ statement_timeout: '10s' }])
  t.strictSame(warnings.filter(code => code.startsWith('FMR_')), [], 'no pooler found undeclared')
})
