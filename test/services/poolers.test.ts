// PgBouncer in transaction mode (scripts/services/pgbouncer.sh) in front of PostgreSQL: with
// `preparedStatements: false` every statement runs unnamed and each request works whatever server
// connection it lands on; the statement timeout is then the database's setting. Plus the checks
// of the new DB options at construction.
import pg from 'pg'
import t, { type Test } from 'tap'
import { Author, Book, BookTag, models, Tag } from '../../examples/models.ts'
import { DB, errors, type DBOptions } from '../../lib/index.ts'
import { classifyDbError, isConnectionFailure, unavailableOr } from '../../lib/db/classify-error.ts'
import { kReader } from '../../lib/symbols.ts'
import { UNNAMED_WARNING } from '../../lib/read/runner.ts'
import { BatchResource, CollectionModelResource, ModelResource } from '../../plugin/index.ts'
import { freshPostgres } from '../helpers/databases.ts'
import { withPgBouncer, type Service } from '../helpers/services.ts'
import { openApp, type Opened } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { lockWaiters } from '../helpers/lock-waits.ts'
import { onOwnConnection } from '../reliability/harness.ts'

class Authors extends CollectionModelResource { static override modelClass = Author }
class AuthorItem extends ModelResource { static override modelClass = Author }
class Batch extends BatchResource.of([AuthorItem, Authors]) {}

const bouncer: Service | undefined = process.env.TEST_DATABASE_URL ? await withPgBouncer(t) : undefined

function needsPostgres (t: Test): Service | undefined {
  if (bouncer === undefined) t.pass('TEST_DATABASE_URL is not set: PgBouncer stands in front of PostgreSQL')
  return bouncer
}

async function open (t: Test, url: string, db: Omit<DBOptions, 'models'> = {}): Promise<Opened> {
  return await openApp(t, url, { resources: [Authors, AuthorItem, Batch], db })
}

/** `url` through PgBouncer, with `preparedStatements` as given in it (or not at all). */
function through (service: Service, url: string, prepared?: 'true' | 'false'): string {
  const target = new URL(service.on(url))
  target.searchParams.delete('preparedStatements')
  if (prepared !== undefined) target.searchParams.set('preparedStatements', prepared)
  return target.toString()
}

/** Concurrent GETs, so that PgBouncer hands each request's statements to different server connections. */
async function readMany (t: Test, opened: Opened): Promise<void> {
  const { app } = opened
  for (const name of ['Ann', 'Bob', 'Cy']) t.equal((await call(app, 'POST', '/authors', { firstName: name, lastName: 'Lee' })).status, 201)
  const answers = await Promise.all(Array.from({ length: 60 }, async (_, i) => await call(app, 'GET', i % 4 === 3 ? '/authors?lastName=Lee' : `/authors/${1 + (i % 3)}`)))
  t.same(answers.map(answer => answer.status), Array(60).fill(200), 'every GET answered')
  t.same(answers[1].body, { id: 2, firstName: 'Bob', lastName: 'Lee', fullName: 'Bob Lee', books: [] })
  t.same(answers[3].body.Author.map((author: { firstName: string }) => author.firstName), ['Ann', 'Bob', 'Cy'])
  t.equal(opened.db[kReader].runner.prepared, 0, 'no statement was prepared by name')
}

t.test('behind PgBouncer in transaction mode, preparedStatements false serves every request', async t => {
  const service = needsPostgres(t)
  if (service === undefined) return
  const url = await freshPostgres(t)
  await readMany(t, await open(t, through(service, url), { preparedStatements: false }))
})

t.test('the database URL may say preparedStatements=false instead', async t => {
  const service = needsPostgres(t)
  if (service === undefined) return
  const url = await freshPostgres(t)
  const opened = await open(t, through(service, url, 'false'))
  await readMany(t, opened)
  t.same(await opened.db.ping(), { primary: true, replicas: [] })
})

// Tried as a new user would: DATABASE_URL pointed at PgBouncer, the server refused to start with
// "unsupported startup parameter: statement_timeout. Check the host, the port and that no firewall
// stands between" (the word timeout in PgBouncer's text read as a network's), nothing of the fix.
t.test('PgBouncer refusing a startup parameter at start says what to write in the URL', async t => {
  const service = needsPostgres(t)
  if (service === undefined) return
  const url = await freshPostgres(t)
  const plain = through(service, url)
  const where = `127.0.0.1:${new URL(plain).port}`
  const failed = async (target: string): Promise<unknown> => {
    const db = new DB(target, { models })
    try {
      await db.createAll()
      return 'started'
    } catch (error) {
      return { code: (error as Error & { code: string }).code, message: (error as Error).message }
    } finally {
      await db.close()
    }
  }
  t.strictSame(await failed(plain), {
    code: 'FMR_ERR_DB_CONNECT',
    message: `Cannot connect to PostgreSQL at ${where} (${plain}): unsupported startup parameter: statement_timeout. ` +
      `A connection pooler (PgBouncer) at ${where} refuses the statement_timeout the package sends: declare it with ?preparedStatements=false in the URL, ` +
      'which sends none, and set the timeout on the database or its role (docs/replicas-and-poolers.md).'
  })
  const withOptions = new URL(through(service, url, 'false'))
  withOptions.searchParams.set('options', '-c search_path=public')
  const shown = new URL(withOptions)
  t.strictSame(await failed(withOptions.toString()), {
    code: 'FMR_ERR_DB_CONNECT',
    message: `Cannot connect to PostgreSQL at ${where} (${shown.toString()}): unsupported startup parameter: options. ` +
      `A connection pooler (PgBouncer) at ${where} refuses the startup parameter options: leave options out of the URL.`
  })
})

// Tried as a new user would: PgBouncer in transaction mode listing statement_timeout in
// ignore_startup_parameters, its URL without preparedStatements=false. createAll() started, and
// about a third of the GETs answered 500 (prepared statement "fmr_0" already exists, 42P05, or
// 26000 does not exist), with no statement timeout in force either.
t.test('PgBouncer ignoring statement_timeout is refused at start, saying what to write in the URL', async t => {
  if (needsPostgres(t) === undefined) return
  const ignoring = await withPgBouncer(t, { FMR_PGBOUNCER_PORT: '6435', FMR_PGBOUNCER_IGNORE_PARAMS: 'extra_float_digits,statement_timeout' })
  const url = await freshPostgres(t)
  const where = '127.0.0.1:6435'
  const failed = async (target: string, options: Partial<DBOptions> = {}): Promise<unknown> => {
    const db = new DB(target, { models, ...options })
    try {
      await db.createAll()
      return 'started'
    } catch (error) {
      return { code: (error as Error & { code: string }).code, message: (error as Error).message }
    } finally {
      await db.close()
    }
  }
  const plain = through(ignoring, url)
  t.strictSame(await failed(plain), {
    code: 'FMR_ERR_DB_CONNECT',
    message: `Cannot use PostgreSQL at ${where} (${plain}): statement_timeout was sent as 10000 ms and is 0 ms. ` +
      `A connection pooler (PgBouncer) at ${where} ignores it (ignore_startup_parameters): declare it with ?preparedStatements=false in the URL, ` +
      'which sends no statement_timeout and names no statement, and set the timeout on the database or its role (docs/replicas-and-poolers.md).'
  })
  const declared = through(ignoring, url, 'false')
  t.strictSame(await failed(declared, { statementTimeout: 2000 }), {
    code: 'FMR_ERR_DB_CONNECT',
    message: `Cannot use PostgreSQL at ${where} (${declared}): statement_timeout was sent as 2000 ms and is 0 ms. ` +
      `A connection pooler (PgBouncer) at ${where} ignores it (ignore_startup_parameters): leave statementTimeout out and set the timeout on the database or its role (docs/replicas-and-poolers.md).`
  })
  await readMany(t, await open(t, declared))
})

// Tried as a new user would: PgBouncer in transaction mode, statementTimeout: 0 (so nothing for it
// to refuse at start), the URL without preparedStatements=false. A third to a half of concurrent
// GETs answered a bare 500: prepared statement "fmr_0" already exists (42P05), or does not exist (26000).
t.test('an undeclared pooler in transaction mode costs a warning and unnamed statements, never a 500 nor a session setting', async t => {
  const service = needsPostgres(t)
  if (service === undefined) return
  const url = await freshPostgres(t)
  const warnings = unnamedWarnings(t)
  const target = through(service, url)
  const opened = await open(t, target, { statementTimeout: 0 })
  // emitWarning reports on the next tick.
  await new Promise(resolve => setImmediate(resolve))
  t.equal(warnings.length, 1, 'one warning, at start')
  const where = `127.0.0.1:${new URL(target).port}${new URL(target).pathname}`
  t.match(warnings[0]?.message, new RegExp(`^PostgreSQL at ${where} answered from server process \\d+, not -?\\d+ as it said at login: a connection pooler \\(PgBouncer\\) stands between\\. ` +
    'Every statement now runs unnamed and no session setting is sent; declare the pooler with \\?preparedStatements=false in the database URL \\(docs/replicas-and-poolers\\.md\\)\\.$'))
  await readMany(t, opened)
  t.equal((await call(opened.app, 'POST', '/batch', { operations: [{ method: 'PATCH', path: '/authors/1', body: { firstName: 'Bea' } }] })).status, 200)
  // A costly read: in a transaction of its own with SET LOCAL jit = off, as behind a declared pooler.
  t.same((await call(opened.app, 'GET', '/authors?books.title=T')).body, { Author: [] })
  await new Promise(resolve => setImmediate(resolve))
  t.equal(warnings.length, 1, 'still one warning')
  // Tried as a new user would: the app's `set jit = off` on each new connection stayed on the
  // server connections PgBouncer then gave to other clients (2 of 10 had JIT off). Each of these
  // holds a transaction open, so together they hold every server connection of the database's pool.
  const others = await Promise.all(Array.from({ length: 10 }, async () => {
    const client = new pg.Client({ connectionString: target })
    await client.connect()
    await client.query('begin')
    return client
  }))
  const seen = await Promise.all(others.map(async client => (await client.query("select current_setting('jit') as jit, pg_backend_pid() as pid")).rows[0]))
  await Promise.all(others.map(async client => { await client.query('rollback'); await client.end() }))
  t.equal(new Set(seen.map(row => row.pid)).size, 10, 'ten server connections')
  t.same(seen.map(row => row.jit), Array(10).fill('on'), 'no other client of PgBouncer is handed a session setting of the app')
})

/** Collects the process warnings FMR_WARN_UNNAMED_STATEMENTS while `t` runs. */
function unnamedWarnings (t: Test): Array<{ code?: string, message: string }> {
  const warnings: Array<{ code?: string, message: string }> = []
  const onWarning = (warning: Error & { code?: string }): void => { if (warning.code === UNNAMED_WARNING) warnings.push(warning) }
  process.on('warning', onWarning)
  t.teardown(() => { process.off('warning', onWarning) })
  return warnings
}

// A batch's statements are named on its transaction's client. Refused for its name there (42P05,
// forced here by statements prepared on the pool's one connection under the names the batch takes),
// the statement was run again unnamed in the transaction it had aborted: 25P02, answered
// 500 {"message":"Internal Server Error","operation":0}, the batch's first operation a GET.
t.test('a named statement refused inside a batch runs the batch again, unnamed: never a 500', async t => {
  if (needsPostgres(t) === undefined) return
  const url = await freshPostgres(t)
  const warnings = unnamedWarnings(t)
  const { app, db } = await open(t, url, { poolSize: 1 })
  const em = db.fork()
  for (let i = 0; i < 20; i++) await em.getConnection().execute(`prepare fmr_${i} as select ${i}`)
  const answer = await call(app, 'POST', '/batch', { operations: [{ method: 'GET', path: '/authors' }, { method: 'POST', path: '/authors', body: { firstName: 'Ann', lastName: 'Lee' } }] })
  t.equal(answer.status, 200)
  const ann = { id: 1, firstName: 'Ann', lastName: 'Lee', fullName: 'Ann Lee', books: [] }
  t.same(answer.body, { results: [{ status: 200, body: { Author: [] } }, { status: 201, body: ann }] })
  t.same((await call(app, 'GET', '/authors')).body, { Author: [ann] }, 'stored once')
  await new Promise(resolve => setImmediate(resolve))
  t.equal(warnings.length, 1, 'one warning')
  t.match(warnings[0]?.message, /^PostgreSQL answered "prepared statement "fmr_\d+" already exists" \(42P05\) to a named statement: a connection pooler \(PgBouncer\) stands between\./)
})

t.test('through PgBouncer the statement timeout is the database\'s setting, still answered 503', async t => {
  const service = needsPostgres(t)
  if (service === undefined) return
  const url = await freshPostgres(t)
  await onOwnConnection(url, async client => await client.query(`alter database "${new URL(url).pathname.slice(1)}" set statement_timeout = 300`))
  const { app } = await open(t, through(service, url), { preparedStatements: false })
  t.equal((await call(app, 'POST', '/authors', { firstName: 'Ann', lastName: 'Lee' })).status, 201)
  await onOwnConnection(url, async client => {
    await client.query('begin')
    await client.query('lock table author in access exclusive mode')
    const answer = await call(app, 'GET', '/authors/1')
    t.equal(answer.status, 503)
    t.same(answer.body, { message: 'The database is unavailable, try again later' })
    await client.query('rollback')
  })
  t.same((await call(app, 'GET', '/authors/1')).body, { id: 1, firstName: 'Ann', lastName: 'Lee', fullName: 'Ann Lee', books: [] })
})

// What a client is told when its server connection dies inside its transaction: PgBouncer relays
// the server's FATAL to the statement that was running, then sends its own 08P01 "server conn
// crashed?": to the ROLLBACK that follows when it is on the way, or as the client's 'error' event
// when it is not (which one depends on how the bytes arrive). A run of .ci/run saw it reach a
// request as a 500 while connections were killed under load.
t.test("PgBouncer's 08P01 'server conn crashed?' is the database out of reach, not a failed statement", async t => {
  const service = needsPostgres(t)
  if (service === undefined) return
  const url = await freshPostgres(t)
  const client = new pg.Client({ connectionString: through(service, url) })
  const seen: Error[] = []
  client.on('error', error => { seen.push(error) })
  await client.connect()
  t.teardown(async () => { await client.end().catch(() => {}) })
  await client.query('begin')
  const { rows } = await client.query('select pg_backend_pid() as pid')
  const failed = client.query('select pg_sleep(5)').then(() => undefined, async (error: Error) => {
    seen.push(error)
    await client.query('rollback').catch((rollback: Error) => { seen.push(rollback) })
  })
  await onOwnConnection(url, async killer => {
    // Ended once the sleep runs on the server, whatever the machine's load.
    let killed = 0
    for (let tries = 0; killed === 0 && tries < 100; tries++) {
      await new Promise(resolve => setTimeout(resolve, 20))
      const { rowCount } = await killer.query("select pg_terminate_backend(pid) from pg_stat_activity where pid = $1 and state = 'active' and query like 'select pg_sleep%'", [rows[0].pid])
      killed = rowCount ?? 0
    }
    t.equal(killed, 1, 'the sleep was found running and its connection ended')
  })
  await failed
  for (let waited = 0; !seen.some(error => (error as { code?: string }).code === '08P01') && waited < 2_000; waited += 20) {
    await new Promise(resolve => setTimeout(resolve, 20))
  }
  const crashed = seen.find(error => (error as { code?: string }).code === '08P01')
  t.match(crashed, { message: 'server conn crashed?', code: '08P01', severity: 'FATAL' }, "PgBouncer's own words")
  t.equal(classifyDbError(crashed), 'unavailable')
  t.equal(isConnectionFailure(crashed), true, 'a replica answering so would be left for the others')
  t.match(unavailableOr(crashed), { code: 'FMR_ERR_DB_UNAVAILABLE', statusCode: 503 })
  t.same(seen.map(error => classifyDbError(error)), seen.map(() => 'unavailable'), `each error the client saw is unavailable: ${seen.map(error => error.message).join('; ')}`)
})

t.test('a write whose server connection is killed under PgBouncer is answered 503 and stores nothing', async t => {
  const service = needsPostgres(t)
  if (service === undefined) return
  const url = await freshPostgres(t)
  const { app } = await open(t, through(service, url), { preparedStatements: false })
  t.equal((await call(app, 'POST', '/authors', { firstName: 'Ann', lastName: 'Lee' })).status, 201)
  await onOwnConnection(url, async client => {
    await client.query('begin')
    await client.query('lock table author in access exclusive mode')
    const answer = call(app, 'PATCH', '/authors/1', { firstName: 'Bea' })
    // The PATCH's statement waits on the lock; its server connection is then ended under it.
    let killed = 0
    for (let tries = 0; killed === 0 && tries < 100; tries++) {
      await new Promise(resolve => setTimeout(resolve, 50))
      for (const pid of await lockWaiters(client)) {
        await client.query('select pg_terminate_backend($1)', [pid])
        killed++
      }
    }
    t.equal(killed, 1, 'the waiting statement was found and its connection ended')
    const { status, body } = await answer
    t.equal(status, 503)
    t.same(body, { message: 'The database is unavailable, try again later' })
    await client.query('rollback')
  })
  t.same((await call(app, 'GET', '/authors/1')).body, { id: 1, firstName: 'Ann', lastName: 'Lee', fullName: 'Ann Lee', books: [] }, 'nothing was changed')
})

t.test('poolSize bounds the connections a process opens to PostgreSQL', async t => {
  if (needsPostgres(t) === undefined) return
  const url = await freshPostgres(t)
  const { app } = await open(t, url, { poolSize: 2 })
  t.equal((await call(app, 'POST', '/authors', { firstName: 'Ann', lastName: 'Lee' })).status, 201)
  await onOwnConnection(url, async client => {
    // While the table is locked every GET waits on a connection of its own, as far as the pool allows.
    await client.query('begin')
    await client.query('lock table author in access exclusive mode')
    const answers = Promise.all(Array.from({ length: 20 }, async () => await call(app, 'GET', '/authors/1')))
    await new Promise(resolve => setTimeout(resolve, 300))
    const { rows } = await client.query("select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()")
    t.same(rows, [{ n: 2 }], 'two connections, whatever the load')
    await client.query('rollback')
    t.same((await answers).map(answer => answer.status), Array(20).fill(200), 'the others waited their turn')
  })
})

t.test('options that cannot work are refused at construction (FMR_ERR_DB_OPTION)', async t => {
  const refused = (uri: string, options: Partial<DBOptions>, message: string): void => {
    t.throws(() => new DB(uri, { models: [Author, Book, Tag, BookTag], ...options }), { code: 'FMR_ERR_DB_OPTION', message, constructor: errors.BadDbOption })
  }
  refused('sqlite:///:memory:', { replicas: ['postgresql://a@127.0.0.1/x'] }, 'replicas are PostgreSQL streaming replicas: a SQLite database has none')
  refused('postgresql://app@127.0.0.1/shop', { replicas: ['sqlite:///copy.db'] }, 'the replica sqlite:///copy.db is not a postgresql:// URL')
  refused('postgresql://app@127.0.0.1/shop', { replicas: ['mysql://app:secret@db/shop'] }, 'the replica mysql://db/shop is not a postgresql:// URL')
  refused('postgresql://app@127.0.0.1/shop?preparedStatements=no', {}, 'preparedStatements in a database URL is true or false, not no')
  refused('postgresql://app@127.0.0.1/shop', { poolSize: 0 }, 'poolSize is a whole number of connections, at least 1, not 0')
  refused('postgresql://app@127.0.0.1/shop', { poolSize: 2.5 }, 'poolSize is a whole number of connections, at least 1, not 2.5')
  t.ok(new errors.BadDbOption('x') instanceof TypeError, 'a TypeError, as every configuration error')
  t.same(new DB('sqlite:///:memory:', { models, replicas: [] }).replicaUrls, [], 'no replicas is fine anywhere')
  t.same(new DB('postgresql://app@127.0.0.1/shop?preparedStatements=false&application_name=x', { models }).uri,
    { dialect: 'postgresql', clientUrl: 'postgresql://app@127.0.0.1/shop', preparedStatements: false, params: { application_name: 'x' } },
    'the parameters are taken out of the URL the driver sees')
})
