// The servers of test/helpers/services.ts are what they claim: a streaming replica that receives
// the primary's writes and refuses its own, and a PgBouncer that pools per transaction.
import t, { type Test } from 'tap'
import pg from 'pg'
import { freshPostgres } from '../helpers/databases.ts'
import { withPgBouncer, withReplica } from '../helpers/services.ts'

async function connected (url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  return client
}

async function failure (promise: Promise<unknown>): Promise<{ code: unknown, message: unknown }> {
  try {
    await promise
  } catch (error) {
    const { code, message } = error as { code: unknown, message: unknown }
    return { code, message }
  }
  throw new Error('expected a rejection')
}

/** Both servers stand in front of the PostgreSQL cluster; without it the run says it is SQLite only. */
function needsPostgres (t: Test): boolean {
  if (process.env.TEST_DATABASE_URL) return true
  t.pass('TEST_DATABASE_URL is not set: this test needs PostgreSQL')
  return false
}

t.test('the replica receives a write of the primary within a second and refuses writes of its own', async t => {
  if (!needsPostgres(t)) return
  const replica = await withReplica(t)
  const url = await freshPostgres(t)
  const primary = await connected(url)
  t.teardown(() => primary.end())
  await primary.query('create table probe (v int)')
  await replica.caughtUp()
  const standby = await connected(replica.on(url))
  t.teardown(() => standby.end())
  t.strictSame((await standby.query('select pg_is_in_recovery() as r')).rows, [{ r: true }])

  await primary.query('insert into probe values (42)')
  const written = Date.now()
  let rows: unknown[] = []
  while (rows.length === 0 && Date.now() - written < 1000) {
    rows = (await standby.query('select v from probe')).rows
  }
  t.strictSame(rows, [{ v: 42 }], 'seen on the replica within a second')

  t.strictSame(await failure(standby.query('insert into probe values (1)')),
    { code: '25006', message: 'cannot execute INSERT in a read-only transaction' })
  t.strictSame((await primary.query('select v from probe')).rows, [{ v: 42 }])
})

t.test('PgBouncer answers in transaction mode: a named statement does not follow its client', async t => {
  if (!needsPostgres(t)) return
  const bouncer = await withPgBouncer(t)
  const url = await freshPostgres(t)
  const admin = await connected(bouncer.on('postgresql://postgres@127.0.0.1/pgbouncer'))
  t.teardown(() => admin.end())
  const config = (await admin.query({ text: 'show config', rowMode: 'array' })).rows as string[][]
  t.strictSame(config.find(row => row[0] === 'pool_mode')?.[1], 'transaction')

  const a = await connected(bouncer.on(url))
  t.teardown(() => a.end())
  const b = await connected(bouncer.on(url))
  t.teardown(() => b.end())
  t.strictSame((await a.query("select current_database() as d, current_setting('port') as p")).rows,
    [{ d: new URL(url).pathname.slice(1), p: '5432' }])
  // The database's pool is new: a prepares x on the one server connection, b's transaction then
  // holds that connection, so a's next execution of x runs on a second one, where x is unknown.
  t.strictSame((await a.query({ name: 'x', text: 'select 1 as one' })).rows, [{ one: 1 }])
  await b.query('begin')
  t.strictSame(await failure(a.query({ name: 'x', text: 'select 1 as one' })),
    { code: '26000', message: 'prepared statement "x" does not exist' })
  t.strictSame((await a.query('select 2 as two')).rows, [{ two: 2 }], 'unnamed statements run on any connection')
  await b.query('commit')

  const timed = new URL(bouncer.on(url))
  timed.searchParams.set('statement_timeout', '1000')
  t.strictSame(await failure(connected(timed.toString())),
    { code: '08P01', message: 'unsupported startup parameter: statement_timeout' },
    'pg sends statement_timeout at startup, which PgBouncer refuses')
})
