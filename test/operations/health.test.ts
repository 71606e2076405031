// /health and /ready (plugin option `health`): the process answers; the database answers and every
// migration is applied; more checks can join; a flood of /ready costs one check at a time.
import t from 'tap'
import pg from 'pg'
import { eachDatabase, eachDatabaseAndFile, freshPostgres } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { migrationProject } from '../helpers/migrations.ts'
import type { ReadinessCheck } from '../../plugin/index.ts'

eachDatabaseAndFile(t, '/health answers 200 and /ready 200 when the database answers and no migration is pending', async (t, { url }) => {
  const { app } = await openApp(t, url, { plugin: { health: true } })
  const health = await call(app, 'GET', '/health')
  t.strictSame([health.status, health.body], [200, { status: 'ok' }])
  const ready = await call(app, 'GET', '/ready')
  t.strictSame([ready.status, ready.body], [200, { status: 'ready' }])
  const { paths } = (await call(app, 'GET', '/openapi.json')).body
  t.strictSame([Object.keys(paths['/health']), Object.keys(paths['/health'].get.responses)], [['get', 'head'], ['200', '431', '500']], '/health in the API document')
  t.strictSame(Object.keys(paths['/ready'].get.responses), ['200', '431', '500', '503'], '/ready with its 503')
  t.strictSame([paths['/health'].get.security, paths['/ready'].get.responses['429']], [[], undefined], 'open to anyone, never rate limited')
})

eachDatabase(t, '/ready is 503 while a migration is pending, and 200 once it is applied', async (t, { dialect, url }) => {
  const project = migrationProject(t, dialect, url)
  const { app, db } = await openApp(t, project.url, { db: { migrationsPath: project.migrationsPath, log: () => {} }, plugin: { health: { readyPath: '/ready-now' } } })
  await db.migrations.create({ blank: true, name: 'later' })
  const pending = await call(app, 'GET', '/ready-now')
  t.strictSame([pending.status, pending.headers['retry-after'], pending.body], [503, '1', { message: 'Not ready: 1 migration is pending' }])
  await db.migrations.up()
  const ready = await call(app, 'GET', '/ready-now')
  t.strictSame([ready.status, ready.body], [200, { status: 'ready' }])
})

eachDatabase(t, 'a check that fails or is late makes /ready 503 naming it, never with its error text', async (t, { url }) => {
  const checks: ReadinessCheck[] = [
    { name: 'cache', check: async () => { throw new Error('password=hunter2 refused') } },
    { name: 'queue', check: async () => await new Promise<undefined>(resolve => setTimeout(() => resolve(undefined), 1500)) },
    { name: 'search', check: async () => 'the index is rebuilding' },
    { name: 'mail', check: async () => undefined }
  ]
  const { app } = await openApp(t, url, { plugin: { health: { checks, timeout: 1000 } } })
  const answer = await call(app, 'GET', '/ready')
  t.strictSame([answer.status, answer.body], [503, { message: 'Not ready: cache does not answer; queue does not answer; the index is rebuilding' }])
  t.equal((await call(app, 'GET', '/health')).status, 200, 'the process still answers')
})

eachDatabase(t, 'concurrent /ready requests share one run of the checks', async (t, { url }) => {
  let runs = 0
  let open: () => void = () => {}
  const gate = new Promise<void>(resolve => { open = resolve })
  const checks: ReadinessCheck[] = [{ name: 'gate', check: async () => { runs++; await gate; return undefined } }]
  const { app } = await openApp(t, url, { plugin: { health: { checks } } })
  const answers = Array.from({ length: 20 }, async () => await call(app, 'GET', '/ready'))
  await new Promise(resolve => setTimeout(resolve, 50))
  open()
  t.strictSame((await Promise.all(answers)).map(answer => answer.status), Array(20).fill(200))
  t.equal(runs, 1)
  await call(app, 'GET', '/ready')
  t.equal(runs, 2, 'a later request runs the checks again')
})

if (process.env.TEST_DATABASE_URL) {
  t.test('/ready is 503 "database does not answer" while PostgreSQL refuses connections, and 200 after [postgresql]', async t => {
    const { databaseUrl } = await import('../helpers/databases.ts')
    const url = await databaseUrl(t, 'postgresql')
    const { app } = await openApp(t, url, { plugin: { health: { timeout: 1000 } } })
    t.equal((await call(app, 'GET', '/ready')).status, 200)
    const name = new URL(url).pathname.slice(1)
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await admin.connect()
    t.teardown(async () => {
      await admin.query(`alter database ${name} with allow_connections true`)
      await admin.end()
    })
    await admin.query(`alter database ${name} with allow_connections false`)
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name])
    const down = await call(app, 'GET', '/ready')
    t.strictSame([down.status, down.body], [503, { message: 'Not ready: database does not answer; migrations does not answer' }])
    t.equal((await call(app, 'GET', '/health')).status, 200)
    await admin.query(`alter database ${name} with allow_connections true`)
    // The pool makes a new connection for the next check; on a loaded machine that may take longer
    // than the check's 1 s timeout once, so readiness is asked again until it comes back (15 s at most).
    let back = await call(app, 'GET', '/ready')
    for (const deadline = Date.now() + 15_000; back.status !== 200 && Date.now() < deadline;) {
      await new Promise(resolve => setTimeout(resolve, 250))
      back = await call(app, 'GET', '/ready')
    }
    t.strictSame([back.status, back.body], [200, { status: 'ready' }], 'ready again once connections are allowed')
  })
}

eachDatabase(t, 'closing while a late check still runs waits for it, and the database closes cleanly', async (t, { url }) => {
  const { app } = await openApp(t, url, { plugin: { health: { timeout: 1 } } })
  const answer = await call(app, 'GET', '/ready')
  t.equal(answer.status, answer.body.status === 'ready' ? 200 : 503)
  const started = Date.now()
  await app.close()
  t.ok(Date.now() - started < 10_000, 'closed within the bound')
})

t.test('PostgreSQL: /ready names a read replica that does not answer; /metrics shows it left out and reads falling back', async t => {
  if (process.env.TEST_DATABASE_URL === undefined) {
    t.pass('TEST_DATABASE_URL is not set: read replicas need PostgreSQL')
    return
  }
  const url = await freshPostgres(t)
  // The primary doubles as a live replica (it answers reads alike); port 1 answers nothing.
  const dead = url.replace(/:\d+\//, ':1/')
  const database = new URL(url).pathname
  const { app } = await openApp(t, url, { db: { replicas: [url, dead], pinAfterWrite: 0 }, plugin: { health: true, metrics: { defaultMetrics: false } } })
  const ready = await call(app, 'GET', '/ready')
  t.strictSame([ready.status, ready.headers['retry-after'], ready.body], [503, '1', { message: `Not ready: the replica 127.0.0.1:1${database} does not answer` }])
  t.notMatch(ready.text, /postgres@/, 'no credentials in the answer')
  for (let i = 0; i < 4; i++) t.equal((await call(app, 'GET', '/authors')).status, 200, 'reads go on')
  const metrics = (await app.inject('/metrics')).body
  const live = new URL(url).host + database
  t.match(metrics, new RegExp(`fmr_db_replica_down\\{replica="127\\.0\\.0\\.1:1${database}"\\} 1`))
  t.match(metrics, new RegExp(`fmr_db_replica_down\\{replica="${live.replace(/\./g, '\\.')}"\\} 0`))
  t.match(metrics, new RegExp(`fmr_db_replica_reads_total\\{replica="${live.replace(/\./g, '\\.')}"\\} [1-9]`), 'the live replica answered reads')
})
