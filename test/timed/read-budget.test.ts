// A query's cost is bounded, not only its shape (decisions §6). Tried as a new user would: one
// anonymous GET, within every documented limit, of `or`-ed `{"author":{"books":{"some":…}}}`
// conditions over one author's thousands of books froze a SQLite server for seconds (/health
// included), and on PostgreSQL a few of them held every pool connection. Now a read that can be
// costly is stopped at `readTimeout` (503 FMR_ERR_QUERY_TIMEOUT, no Retry-After), runs off the
// event loop on a SQLite file, takes at most half of a PostgreSQL pool, and every other request
// is answered meanwhile. The data is made within each test by one SQL statement.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t, { type Test } from 'tap'
import pg from 'pg'
import { Worker } from 'node:worker_threads'
import { dialects, eachDatabase, freshPostgres, pooled, type TestDatabase } from '../helpers/databases.ts'
import { EXAMPLE_OPERATIONS, openApp, type Opened } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { kReader } from '../../lib/symbols.ts'
import type { DBOptions } from '../../lib/index.ts'
import { openRelay } from '../helpers/tcp-proxy.ts'
import { stopReadHelpers } from '../helpers/read-helpers.ts'

// Every warning of this file's process, from its first test on: pg 8 warns once per process of a
// query sent on a connection that runs another (the JIT test below checks there was none).
const warnings: Error[] = []
process.on('warning', warning => { warnings.push(warning) })

/** Runs `body` on a SQLite file (as `npm start` serves) and on PostgreSQL: an in-memory SQLite has no helper processes. */
function onFileAndPostgres (t: Test, name: string, body: (t: Test, database: TestDatabase) => Promise<void>): void {
  for (const dialect of dialects()) {
    t.test(`${name} [${dialect === 'sqlite' ? 'sqlite file' : dialect}]`, async t => {
      if (dialect === 'postgresql') return await body(t, { dialect, url: await freshPostgres(t) })
      const dir = mkdtempSync(join(tmpdir(), 'fmr-budget-'))
      t.teardown(() => rmSync(dir, { recursive: true, force: true }))
      await body(t, { dialect, url: `sqlite:///${join(dir, 'test.db')}` })
    })
  }
}

/**
 * One author with many books, by one statement: 200,000 on PostgreSQL, where the costly GET then
 * takes about 0.4 s. On SQLite that GET was 3-9 s over 3,000 books until nested conditions were
 * read once (now milliseconds): its tests hold the read helpers instead (holdHelpers).
 */
async function oneAuthorsBooks (opened: Opened, { dialect, url }: TestDatabase): Promise<void> {
  const connection = opened.db.orm.em.getConnection()
  await connection.execute("insert into author (first_name, last_name) values ('A', 'B')")
  if (dialect === 'sqlite') {
    await connection.execute("insert into book (title, pub_year, author_id) with recursive n(v) as (select 1 union all select v + 1 from n where v < 3000) select 'T' || v, 2000, 1 from n")
    return
  }
  // On a connection of the test's own: the app's pool has a statement_timeout (10 s), which
  // 200,000 rows with the change events' trigger passed on a machine at a load average of 20.
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query("insert into book (title, pub_year, author_id) select 'T' || v, 2000, 1 from generate_series(1, 200000) v")
    // The planner's statistics of the new rows now, not whenever autovacuum comes: without them a
    // cheap read of this test (one book by its key, with its author) was planned as a scan of the
    // author's 200,000 books once in a CI run, past a budget of 100 ms.
    await client.query('analyze book')
  } finally {
    await client.end()
  }
}

/** The costly GET: `branches` conditions through the author's books, none matching. */
function costly (dialect: TestDatabase['dialect'], branches = dialect === 'sqlite' ? 8 : 45): string {
  const where = { or: Array.from({ length: branches }, (_, i) => ({ author: { books: { some: { title: `none ${i}` } } } })) }
  return '/books?where=' + encodeURIComponent(JSON.stringify(where))
}

interface LogLine { level: number, msg: string, route?: string, parameters?: string[] }

/** The example API with /health and /metrics, and a log kept in `lines`. */
async function openLogged (t: Test, url: string, readTimeout: number, lines: LogLine[], poolSize?: number, db: Partial<DBOptions> = {}): Promise<Opened> {
  const stream = { write: (line: string) => { lines.push(JSON.parse(line) as LogLine) } }
  return await openApp(t, url, { logger: { level: 'warn', stream }, db: { readTimeout, ...(poolSize === undefined ? {} : { poolSize }), ...db }, plugin: EXAMPLE_OPERATIONS })
}

const STOPPED = (ms: number): unknown => ({ message: `The query took longer than its budget of ${ms} ms (readTimeout) and was stopped: narrow its conditions` })

onFileAndPostgres(t, 'a costly read past readTimeout is stopped: 503 naming the budget, no Retry-After, logged by shape and counted', async (t, { dialect, url }) => {
  const lines: LogLine[] = []
  // Well under what the statement takes on an idle machine (SQLite seconds, PostgreSQL about 0.4 s).
  const budget = dialect === 'sqlite' ? 250 : 100
  const opened = await openLogged(t, url, budget, lines)
  await oneAuthorsBooks(opened, { dialect, url })
  const held = dialect === 'sqlite' ? await holdHelpers(t, opened) : undefined
  const started = Date.now()
  const res = await call(opened.app, 'GET', costly(dialect) + '&count=true')
  const took = Date.now() - started
  held?.release()
  t.strictSame([res.status, res.body, res.headers['retry-after']], [503, STOPPED(budget), undefined], 'stopped, no Retry-After: the same query would run as long again')
  t.ok(took < 2500, `answered at its budget, not when the statement would have ended (${took} ms)`)
  t.strictSame(lines.filter(line => line.msg === 'read stopped at its budget (readTimeout)').map(({ level, route, parameters }) => ({ level, route, parameters })),
    [{ level: 40, route: '/books', parameters: ['where', 'count'] }], 'one warning with the route and the parameters\' names, never their values')
  const metrics = await opened.app.inject({ method: 'GET', url: '/metrics' })
  t.match(metrics.body, /^fmr_reads_stopped_total\{route="\/books"\} 1$/m, 'the metrics count it by route pattern')
  // The server reads on as before: the same kind of read, cheap this time (by the books' key, not a
  // scan of 200,000 titles, which a loaded machine took past 100 ms), and a plain one.
  const cheap = await call(opened.app, 'GET', '/authors?books.id=1')
  t.strictSame([cheap.status, cheap.status === 200 ? cheap.body.Author.map((author: { id: number }) => author.id) : cheap.body], [200, [1]], 'a costly kind of read within its budget answers')
  t.strictSame((await call(opened.app, 'GET', '/books/2')).body.title, 'T2')
})

/** A moment on a clock that this process's threads share (each thread's `performance.now()` has its own origin). */
const now = (): number => performance.timeOrigin + performance.now()

/**
 * Times requests from a thread of its own: the server's event loop is this process's, so a clock
 * on it would stop while the loop is blocked. Each path is asked `rounds` times, one every 100 ms
 * from `delay` ms on, each without waiting for the one before (a request stuck behind a blocked
 * loop must not let the next ones find it free), and given up after 10 s (status 0). The answer is
 * each path's statuses, median time (ms) and when its last answer came (`now()`).
 */
async function probe (base: string, paths: string[], delay: number, rounds = 5): Promise<Array<{ median: number, statuses: number[], last: number }>> {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads')
    const { base, paths, delay, rounds } = workerData
    const sleep = ms => new Promise(resolve => setTimeout(resolve, ms))
    const now = () => performance.timeOrigin + performance.now()
    const timed = async (path, at) => {
      await sleep(at)
      const started = performance.now()
      try {
        const answer = await fetch(base + path, { signal: AbortSignal.timeout(10000) })
        await answer.arrayBuffer()
        return { time: performance.now() - started, status: answer.status, end: now() }
      } catch {
        return { time: performance.now() - started, status: 0, end: now() }
      }
    }
    Promise.all(paths.map(path => Promise.all(Array.from({ length: rounds }, (_, i) => timed(path, delay + i * 100))))).then(results => {
      parentPort.postMessage(results.map(answers => ({
        median: answers.map(answer => answer.time).sort((a, b) => a - b)[Math.floor(rounds / 2)],
        statuses: answers.map(answer => answer.status),
        last: Math.max(...answers.map(answer => answer.end))
      })))
    })`
  const worker = new Worker(code, { eval: true, workerData: { base, paths, delay, rounds } })
  try {
    return await new Promise((resolve, reject) => {
      worker.once('message', resolve)
      worker.once('error', reject)
    })
  } finally {
    await worker.terminate()
  }
}

/** `count` GETs of `path` at once, each answer with when it came (`now()`). */
async function costlyReads (address: string, path: string, count: number): Promise<Array<{ status: number, body: unknown, end: number }>> {
  return await Promise.all(Array.from({ length: count }, async () => {
    const answer = await fetch(address + path)
    return { status: answer.status, body: await answer.json() as unknown, end: now() }
  }))
}

// Tried on a loaded machine, medians under 100 ms while two costly statements spun both cores
// measured the machine's load (a CI run: 220 and 680 ms) as much as the plugin. So what each
// case depends on is forced: on PostgreSQL the costly reads wait for a lock that a second
// connection holds (they keep their pool connections and spend no CPU); on a SQLite file they run
// in the helper processes past their budget. Every probe must be answered before any costly read,
// within a second (a read on the event loop or holding the pool would keep them seconds).
onFileAndPostgres(t, 'while costly reads run, /health and a GET by id are answered before any of them, and costly reads take at most half of the pool', async (t, { dialect, url }) => {
  const lines: LogLine[] = []
  const budget = 3000
  const opened = await openLogged(t, url, budget, lines, 4)
  const address = await opened.app.listen({ port: 0, host: '127.0.0.1' })
  if (dialect === 'sqlite') {
    await oneAuthorsBooks(opened, { dialect, url })
    // Both helper processes held (as statements that take long), and more costly reads than
    // there are helpers: two run past the budget and are stopped; the three that waited for a
    // turn then run on new helpers and are answered.
    await holdHelpers(t, opened)
    const running = costlyReads(address, costly(dialect, 16), 5)
    const [health, byId] = await probe(address, ['/health', '/books/1'], 300, 7)
    const answers = await running
    t.strictSame([health.statuses, byId.statuses], [Array(7).fill(200), Array(7).fill(200)])
    t.ok(health.median < 1000 && byId.median < 1000, `answered meanwhile: medians /health ${health.median.toFixed(1)} ms, GET /books/1 ${byId.median.toFixed(1)} ms`)
    const first = Math.min(...answers.map(({ end }) => end))
    t.ok(Math.max(health.last, byId.last) < first, `every probe answered before the first costly read (${(first - Math.max(health.last, byId.last)).toFixed(0)} ms before)`)
    const byEnd = [...answers].sort((a, b) => a.end - b.end).map(({ status, body }) => [status, body])
    t.strictSame(byEnd, [...Array(2).fill([503, STOPPED(budget)]), ...Array(3).fill([200, { Book: [] }])], 'the two held are stopped at their budget, naming it; the three after them answered')
    return
  }
  const connection = opened.db.orm.em.getConnection()
  await connection.execute("insert into author (first_name, last_name) values ('A', 'B')")
  await connection.execute("insert into book (title, pub_year, author_id) select 'T' || v, 2000, 1 from generate_series(1, 10) v")
  // The costly reads are of nodes through their children: a second connection holds the nodes
  // table (a book's GET reads the book, its author and its tags).
  const holder = new pg.Client({ connectionString: url })
  await holder.connect()
  t.teardown(async () => { await holder.end().catch(() => {}) })
  await holder.query('begin')
  await holder.query('lock table nodes in access exclusive mode')
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  t.teardown(async () => { await admin.end().catch(() => {}) })
  const waiting = async (): Promise<number> => (await admin.query("select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like '%exists%'")).rows[0].n as number
  // More costly reads than half-pool slots (2 of 4).
  const throughChildren = { or: Array.from({ length: 4 }, (_, i) => ({ children: { some: { data: `none ${i}` } } })) }
  const running = costlyReads(address, '/nodes?where=' + encodeURIComponent(JSON.stringify(throughChildren)), 5)
  let held = await waiting()
  for (let i = 0; i < 100 && held < 2; i++) {
    await new Promise(resolve => setTimeout(resolve, 20))
    held = await waiting()
  }
  t.equal(held, 2, 'two costly statements hold a connection each, waiting for the lock')
  const [health, byId] = await probe(address, ['/health', '/books/1'], 0, 7)
  t.strictSame([health.statuses, byId.statuses], [Array(7).fill(200), Array(7).fill(200)], 'the probes are answered while the lock is held')
  t.ok(health.median < 1000 && byId.median < 1000, `medians /health ${health.median.toFixed(1)} ms, GET /books/1 ${byId.median.toFixed(1)} ms`)
  // A plain filter (a pass over the table, on the fast path) finds a connection too, meanwhile.
  const plain = await fetch(address + '/books?title=T7&maxPageSize=1')
  t.strictSame([plain.status, ((await plain.json()) as { Book: Array<{ id: number }> }).Book.map(book => book.id)], [200, [7]])
  t.equal(await waiting(), 2, 'still two: the other three wait for a slot in the app, not on the server')
  await holder.query('commit')
  // Once the lock is let go, each is answered (no book matches) well within its budget.
  t.strictSame((await running).map(({ status, body }) => [status, body]), Array(5).fill([200, { Node: [] }]))
  t.equal(lines.filter(line => line.msg === 'read stopped at its budget (readTimeout)').length, 0, 'none stopped')
})

/**
 * Holds every costly read the app runs from now on, without spending CPU: on a SQLite file both
 * read helpers are stopped (SIGSTOP, as a statement that takes long); on PostgreSQL a second
 * connection locks the book table. `release` lets them go.
 */
async function holdCostlyReads (t: Test, opened: Opened, { dialect, url }: TestDatabase): Promise<{ release: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const { release } = await holdHelpers(t, opened)
    return { release: async () => { release() } }
  }
  const holder = new pg.Client({ connectionString: url })
  await holder.connect()
  t.teardown(async () => { await holder.end().catch(() => {}) })
  await holder.query('begin')
  await holder.query('lock table book in access exclusive mode')
  return { release: async () => { await holder.query('commit') } }
}

/** Starts both SQLite read helpers (two costly reads at once), then stops them (test/helpers/read-helpers.ts). */
async function holdHelpers (t: Test, opened: Opened): Promise<{ release: () => void }> {
  t.strictSame((await Promise.all([call(opened.app, 'GET', THROUGH_BOOKS), call(opened.app, 'GET', THROUGH_BOOKS)])).map(res => res.status), [200, 200])
  const { stopped, release } = stopReadHelpers(t)
  t.equal(stopped.length, 2, 'two helper processes')
  return { release }
}

const THROUGH_BOOKS = '/authors?books.title=T'
/** What THROUGH_BOOKS finds: the one author, with the one book. */
const FOUND = { Author: [{ id: 1, firstName: 'A', lastName: 'B', fullName: 'A B', books: [{ id: 1, isbn: null, title: 'T', pubYear: 2000, authorId: 1, tags: [] }] }] }

// Tried as a new user would: 5,000 requests with costly reads among them on a SQLite file; 41 were
// answered 503 "took longer than its budget of 2000 ms" though each ran for far less: their wait
// for a helper process, behind the others, counted toward it. Forced here: two costly reads take
// both turns (2 helpers; half of a pool of 4) and run past the budget, so a third waits a whole
// budget, then runs at once.
onFileAndPostgres(t, "a costly read's budget is its own run time, not its wait for a turn", async (t, database) => {
  const lines: LogLine[] = []
  const budget = 1000
  const opened = await openLogged(t, database.url, budget, lines, 4)
  t.equal((await call(opened.app, 'POST', '/authors', { firstName: 'A', lastName: 'B' })).status, 201)
  t.equal((await call(opened.app, 'POST', '/books', { title: 'T', pubYear: 2000, authorId: 1 })).status, 201)
  const { release } = await holdCostlyReads(t, opened, database)
  const answers: Array<{ status: number, body: unknown }> = []
  const reads = Array.from({ length: 3 }, async () => {
    const res = await call(opened.app, 'GET', THROUGH_BOOKS)
    answers.push({ status: res.status, body: res.body })
  })
  // The two that run are stopped at the budget; then the third runs, still held, for a moment.
  for (let i = 0; i < 500 && answers.length < 2; i++) await new Promise(resolve => setTimeout(resolve, 20))
  t.strictSame(answers.slice(0, 2), [{ status: 503, body: STOPPED(budget) }, { status: 503, body: STOPPED(budget) }], 'the two that ran past the budget are stopped')
  await new Promise(resolve => setTimeout(resolve, 200))
  await release()
  await Promise.all(reads)
  t.strictSame(answers[2], { status: 200, body: FOUND }, 'the third, which waited a whole budget for its turn, is answered')
  t.equal(lines.filter(line => line.msg === 'read stopped at its budget (readTimeout)').length, 2, 'two stopped, each logged once')
})

// The wait for a turn has a bound of its own (READ_WAIT_MS, 10 s), so a request's cost stays
// bounded: a read waits that long at most, then runs within its budget.
onFileAndPostgres(t, 'a costly read that waits 10 s for its turn is answered 503 with Retry-After, the ones running are not stopped', async (t, database) => {
  const budget = 30_000
  // PostgreSQL's statement timeout (10 s by default) past the budget too; behind a pooler it is the database's (none).
  const opened = await openLogged(t, database.url, budget, [], 4, database.dialect === 'postgresql' && !pooled() ? { statementTimeout: 60_000 } : {})
  t.equal((await call(opened.app, 'POST', '/authors', { firstName: 'A', lastName: 'B' })).status, 201)
  t.equal((await call(opened.app, 'POST', '/books', { title: 'T', pubYear: 2000, authorId: 1 })).status, 201)
  const { release } = await holdCostlyReads(t, opened, database)
  const started = Date.now()
  const running = [call(opened.app, 'GET', THROUGH_BOOKS), call(opened.app, 'GET', THROUGH_BOOKS)]
  await new Promise(resolve => setTimeout(resolve, 100))
  const waiting = await call(opened.app, 'GET', THROUGH_BOOKS)
  const waited = Date.now() - started
  t.strictSame([waiting.status, waiting.body, waiting.headers['retry-after']], [503, { message: 'The database is unavailable, try again later' }, '1'])
  t.ok(waited >= 9_900 && waited < 15_000, `after its wait of 10 s (${waited} ms)`)
  await release()
  t.strictSame((await Promise.all(running)).map(res => [res.status, res.body]), [[200, FOUND], [200, FOUND]], 'the two that ran are answered')
})

eachDatabase(t, 'a relationship condition without a field and each or branch count toward the 100 conditions', async (t, { url }) => {
  const opened = await openApp(t, url)
  const where = (value: unknown): string => '/books?where=' + encodeURIComponent(JSON.stringify(value))
  const fieldless = (n: number, plain = 0): unknown => ({
    and: [...Array.from({ length: n }, () => ({ author: { books: { some: {} } } })), ...Array.from({ length: plain }, (_, i) => ({ id: { ne: i } }))]
  })
  const branches = (n: number): unknown => ({ or: Array.from({ length: n }, (_, i) => ({ id: i })) })
  const refused = [400, { message: 'A query may have at most 100 conditions' }]
  // (100 of them at once took PostgreSQL over 2 s to plan: readTimeout's 503.)
  t.strictSame(await answer(where(fieldless(1, 99))), [200, { Book: [] }], 'one fieldless relationship condition and 99 comparisons: 100')
  t.strictSame(await answer(where(fieldless(1, 100))), refused, 'one and 100: 101')
  t.strictSame(await answer(where(fieldless(101))), refused, '101 fieldless ones are refused (200 were accepted before)')
  t.strictSame(await answer(where(branches(50))), [200, { Book: [] }], '50 branches of one field each: 100 conditions')
  t.strictSame(await answer(where(branches(51))), refused, '51 branches: 102')
  t.strictSame(await answer(where({ or: Array.from({ length: 101 }, () => ({})) })), refused, '101 empty branches')
  async function answer (path: string): Promise<[number, unknown]> {
    const res = await call(opened.app, 'GET', path)
    return [res.status, res.body]
  }
})

t.test('readTimeout is a whole number of milliseconds, refused otherwise', async t => {
  const { DB } = await import('../../lib/index.ts')
  const { models } = await import('../../examples/models.ts')
  for (const bad of [0, -1, 1.5]) {
    t.throws(() => new DB('sqlite:///:memory:', { models, readTimeout: bad }), { code: 'FMR_ERR_DB_OPTION', message: `readTimeout is a whole number of milliseconds, at least 1, not ${bad}` })
  }
})

onFileAndPostgres(t, 'what each read can cost: plain filters plain; where groups and up to 3 lookups by key joined; lists, patterns and more lookups costly', async (t, { url }) => {
  const opened = await openApp(t, url)
  await call(opened.app, 'POST', '/authors', { firstName: 'A', lastName: 'B' })
  await call(opened.app, 'POST', '/books', { title: 'T', pubYear: 2000, authorId: 1 })
  const runner = opened.db[kReader].runner
  const costly = runner.costly?.bind(runner)
  let seen: string[] = []
  runner.costly = async (sql, params, bigints, cost) => { seen.push(cost); return await (costly as NonNullable<typeof costly>)(sql, params, bigints, cost) }
  const where = (value: unknown): string => 'where=' + encodeURIComponent(JSON.stringify(value))
  const cases: Array<[string, string[]]> = [
    ['/books/1', []],
    ['/books?title=T&pubYear[ge]=1999', []],
    ['/books?' + where({ title: 'T', pubYear: { ge: 1999 } }), []],
    ['/books?' + where({ or: [{ title: 'T' }, { not: { pubYear: 1 } }] }), ['joined']],
    ['/books?author.lastName=B&author.firstName=A&count=true', ['joined', 'joined']],
    ['/books?' + where({ author: { lastName: 'B', firstName: 'A', id: 1 } }) + '&author.id=1&author.lastName=B', ['joined']],
    ['/books?author.lastName=B&author.firstName=A&author.id=1&author.id[ge]=1', ['costly']],
    ['/books?title[like]=T%25', ['costly']],
    ['/authors?books.title=T', ['costly']],
    ['/books?' + where({ author: { books: { some: { title: 'T' } } } }), ['costly']]
  ]
  for (const [path, expected] of cases) {
    seen = []
    t.equal((await call(opened.app, 'GET', path)).status, 200, path)
    t.strictSame(seen, expected, `${path}: ${expected.join(', ') || 'plain'}`)
  }
})

t.test('a plain read on PostgreSQL has the budget too, as a costly one: stopped at readTimeout, cancelled on the server, its connection not given out again', { skip: process.env.TEST_DATABASE_URL === undefined ? 'PostgreSQL only (TEST_DATABASE_URL is not set)' : false }, async t => {
  const url = await freshPostgres(t)
  const lines: LogLine[] = []
  const opened = await openLogged(t, url, 400, lines, 4)
  await call(opened.app, 'POST', '/authors', { firstName: 'A', lastName: 'B' })
  await call(opened.app, 'POST', '/books', { title: 'T', pubYear: 2000, authorId: 1 })
  // A second connection holds the book table: a GET by id and a plain filter wait for it.
  const holder = new pg.Client({ connectionString: url })
  await holder.connect()
  t.teardown(async () => { await holder.end().catch(() => {}) })
  await holder.query('begin')
  await holder.query('lock table book in access exclusive mode')
  const started = Date.now()
  // The third is costly (through a relationship): on the server's own connections it is stopped as
  // the plain ones are; behind a pooler by the statement_timeout of its transaction.
  const [byId, filtered, through] = await Promise.all([call(opened.app, 'GET', '/books/1'), call(opened.app, 'GET', '/books?title=T'), call(opened.app, 'GET', '/authors?books.title=T')])
  const took = Date.now() - started
  t.strictSame([byId.status, byId.body, filtered.status, filtered.body, through.status, through.body], [503, STOPPED(400), 503, STOPPED(400), 503, STOPPED(400)])
  t.equal(byId.headers['retry-after'], undefined, 'no Retry-After')
  t.ok(took >= 380 && took < 3000, `answered at the budget, not at statementTimeout: ${took} ms`)
  // The server was asked to cancel both: nothing of the app's waits on the lock any more.
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  t.teardown(async () => { await admin.end().catch(() => {}) })
  const waiting = async (): Promise<number> => (await admin.query("select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'")).rows[0].n as number
  let left = await waiting()
  for (let i = 0; i < 50 && left > 0; i++) {
    await new Promise(resolve => setTimeout(resolve, 20))
    left = await waiting()
  }
  t.equal(left, 0, 'no statement of the app still waits for the lock')
  await holder.query('commit')
  // The pool serves on: the stopped reads' connections were replaced, none was cancelled by a late request.
  const again = await Promise.all(Array.from({ length: 8 }, async () => await call(opened.app, 'GET', '/books/1')))
  t.strictSame(again.map(res => res.status), Array(8).fill(200))
  t.equal(lines.filter(line => line.msg === 'read stopped at its budget (readTimeout)').length, 3, 'each stopped read logged once')
  t.strictSame((await call(opened.app, 'GET', '/authors?books.title=T')).body.Author.map((author: { id: number }) => author.id), [1], 'the costly kind reads on')
})

t.test("PostgreSQL's JIT is off on the app's own connections, and left as the server has it behind a pooler", { skip: process.env.TEST_DATABASE_URL === undefined ? 'PostgreSQL only (TEST_DATABASE_URL is not set)' : false }, async t => {
  const url = await freshPostgres(t)
  const opened = await openApp(t, url)
  const own = new pg.Client({ connectionString: url })
  await own.connect()
  const server = (await own.query('show jit')).rows[0].jit as string
  await own.end()
  // Each pool connection at once, so that none is one the pool had opened for the start's checks alone.
  const seen = await Promise.all(Array.from({ length: 8 }, async () => await opened.db[kReader].runner.rows("select current_setting('jit')", [])))
  // preparedStatements=false says a pooler in transaction mode is between: a session setting would stay for its other clients.
  const expected = pooled() ? server : 'off'
  t.strictSame(seen.map(rows => rows[0][0]), Array(8).fill(expected), `jit ${expected} (the server's: ${server})`)
  // Setting it was awaited before the pool gave each connection out: no statement was queued behind it.
  t.strictSame(warnings.map(warning => warning.message).filter(message => /already executing a query/.test(message)), [], 'pg warned of no query sent while another ran')
  if (pooled()) return
  // The URL's own options say what the user wants, and win.
  const chosen = new URL(url)
  chosen.searchParams.set('options', '-c jit=on')
  const opened2 = await openApp(t, chosen.toString())
  t.strictSame((await opened2.db[kReader].runner.rows("select current_setting('jit')", []))[0], ['on'], 'options=-c jit=on in the URL')
})

t.test('PostgreSQL: a new connection whose JIT setting is never answered is a 503 within the pool\'s wait, and the pool serves on', { skip: process.env.TEST_DATABASE_URL === undefined || pooled() ? 'PostgreSQL on its own connections only (TEST_DATABASE_URL unset, or behind a pooler)' : false }, async t => {
  // A review tried it as an attacker would: a server that never answered a new connection's
  // `set jit = off` held the request, and its pool slot, for good (pg-pool stops its connect timer first).
  const url = await freshPostgres(t)
  let holding = false
  // The statement that sets it (ownSession): `set_config('jit', 'off', false)`.
  const relay = await openRelay(t, Number(new URL(url).port === '' ? 5432 : new URL(url).port), chunk => holding && chunk.includes("set_config('jit'"))
  const opened = await openApp(t, relay.on(url), { db: { poolSize: 2 } })
  t.equal((await call(opened.app, 'GET', '/books')).status, 200)
  // The pool's connections end (as on a server restart); the next ones open through a server that stops answering.
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')
  await admin.end()
  await new Promise(resolve => setTimeout(resolve, 200))
  holding = true
  const started = Date.now()
  const [read, write] = await Promise.all([call(opened.app, 'GET', '/books'), call(opened.app, 'POST', '/authors', { firstName: 'A', lastName: 'B' })])
  const waited = Date.now() - started
  t.strictSame([read.status, read.body, write.status, write.body], [503, { message: 'The database is unavailable, try again later' }, 503, { message: 'The database is unavailable, try again later' }])
  t.ok(waited >= 9_000 && waited < 20_000, `answered within the pool's wait of 10 s (${waited} ms)`)
  holding = false
  t.equal((await call(opened.app, 'GET', '/books')).status, 200, 'the held connections were not kept: the pool serves on')
})
