// What pg says when a connection is gone is a plain Error with no code: each of these texts must
// be read as "the database is unavailable" (a 503 with Retry-After), never as a 500. Each error
// here is produced by the real driver against the real server, not written by hand.
import { createServer, type AddressInfo } from 'node:net'
import pg from 'pg'
import t, { type Test } from 'tap'
import { classifyDbError, unavailableOr } from '../../lib/db/classify-error.ts'
import { dialects } from '../helpers/databases.ts'

async function failure (run: () => Promise<unknown>): Promise<Error> {
  try {
    await run()
  } catch (error) {
    return error as Error
  }
  throw new Error('expected the call to fail')
}

/** A port that accepts nothing in time: a listening socket that never answers the startup. Closed when the test ends. */
async function silentPort (t: Test): Promise<number> {
  const silent = createServer(() => {})
  await new Promise<void>(resolve => silent.listen(0, '127.0.0.1', resolve))
  t.teardown(() => { silent.close() })
  return (silent.address() as AddressInfo).port
}

if (!dialects().includes('postgresql')) {
  t.pass('TEST_DATABASE_URL is not set')
} else {
  const url = process.env.TEST_DATABASE_URL as string

  t.test('a query on a client that was closed: unavailable [postgresql]', async t => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    await client.end()
    const error = await failure(async () => await client.query('select 1'))
    t.equal(error.message, 'Client was closed and is not queryable')
    t.equal(classifyDbError(error), 'unavailable')
    t.match(unavailableOr(error), { code: 'FMR_ERR_DB_UNAVAILABLE', statusCode: 503 })
  })

  t.test('a connection the server ended mid-query: unavailable [postgresql]', async t => {
    const client = new pg.Client({ connectionString: url })
    client.on('error', () => {})
    await client.connect()
    t.teardown(async () => { await client.end().catch(() => {}) })
    const killer = new pg.Client({ connectionString: url })
    await killer.connect()
    t.teardown(async () => { await killer.end() })
    const running = failure(async () => await client.query('select pg_sleep(5)'))
    await killer.query('select pg_terminate_backend($1)', [(client as unknown as { processID: number }).processID])
    const error = await running
    t.equal(classifyDbError(error), 'unavailable', error.message)
    const after = await failure(async () => await client.query('select 1'))
    t.equal(classifyDbError(after), 'unavailable', after.message)
  })

  t.test('a pool whose connect times out: unavailable [postgresql]', async t => {
    const pool = new pg.Pool({ host: '127.0.0.1', port: await silentPort(t), user: 'postgres', connectionTimeoutMillis: 200 })
    const error = await failure(async () => await pool.query('select 1'))
    await pool.end()
    t.equal(classifyDbError(error), 'unavailable', error.message)
  })

  t.test("a client whose own connect timeout ends it ('timeout expired'): unavailable [postgresql]", async t => {
    // The pool hands its connectionTimeoutMillis to each client too: on a loaded machine the client's timer can win.
    const client = new pg.Client({ host: '127.0.0.1', port: await silentPort(t), user: 'postgres', connectionTimeoutMillis: 200 })
    const error = await failure(async () => { await client.connect() })
    t.equal(error.message, 'timeout expired')
    t.equal(classifyDbError(error), 'unavailable')
  })

  t.test('a statement error is not a connection loss [postgresql]', async t => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    t.teardown(async () => { await client.end() })
    const error = await failure(async () => await client.query('select * from no_such_table_here'))
    t.equal(classifyDbError(error), undefined)
  })
}
