// Processes that migrate at once (replicas started together, each calling up() at start) on
// PostgreSQL: tried as a new user would, both applied the same pending migration, a data step ran
// twice and was recorded twice; on a new database one of them failed making the table of applied
// migrations. Each race is forced by a second connection holding what the other process would.
// (SQLite's writes take turns through its one write lock: a second up() there applies nothing.)
import { setTimeout as sleep } from 'node:timers/promises'
import t, { type Test } from 'tap'
import pg from 'pg'
import { Column, DB, defineModel } from '../../lib/index.ts'
import { MIGRATION_LOCK } from '../../lib/db/migrations.ts'
import { freshPostgres } from '../helpers/databases.ts'
import { lockWaiters } from '../helpers/lock-waits.ts'
import { migrationProject, rowsOf } from '../helpers/migrations.ts'

const Item = defineModel({ name: 'Item', columns: { id: Column.Integer({ primaryKey: true }), price: Column.Integer() } })
const NAME = 'Migration20990101000000_cents'
const skip = process.env.TEST_DATABASE_URL === undefined ? 'PostgreSQL only: TEST_DATABASE_URL is not set' : false

/** A connection of "another process". */
async function otherProcess (t: Test, url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  t.teardown(async () => { await client.end() })
  return client
}

/** Whether `promise` settles within `ms`. */
async function settlesWithin (promise: Promise<unknown>, ms: number): Promise<boolean> {
  return await Promise.race([promise.then(() => true, () => true), sleep(ms).then(() => false)])
}

/** A new PostgreSQL database with the item table, and one migration pending: a data step, prices x 100. */
async function withPendingMigration (t: Test): Promise<{ url: string, db: DB }> {
  const url = await freshPostgres(t)
  const project = migrationProject(t, 'postgresql', url)
  const db = new DB(project.url, { models: [Item], migrationsPath: project.migrationsPath })
  t.teardown(() => db.close())
  await db.createAll()
  project.write(`migrations/${NAME}.mjs`, `import { Migration } from '@mikro-orm/migrations'
export class ${NAME} extends Migration {
  static dialect = 'postgresql'
  async up () { this.addSql('update item set price = price * 100') }
}
`)
  return { url, db }
}

t.test('up() waits for another process\'s run of migrations, then applies nothing that run applied [postgresql]', { skip }, async t => {
  const { url, db } = await withPendingMigration(t)
  await rowsOf(db, 'insert into item (id, price) values (1, 5), (2, 7)')
  t.strictSame((await db.migrations.list()).pending, [NAME])
  // The other process, half-way: its run holds the lock, its update and its record not committed yet.
  const other = await otherProcess(t, url)
  await other.query('begin')
  await other.query(`select pg_advisory_xact_lock(${MIGRATION_LOCK})`)
  await other.query('update item set price = price * 100')
  await other.query('insert into mikro_orm_migrations (name) values ($1)', [NAME])
  const up = db.migrations.up()
  t.equal(await settlesWithin(up, 500), false, 'up() waits while the other run holds the lock')
  await other.query('commit')
  t.strictSame(await up, [], 'the other process applied it: nothing to apply')
  t.strictSame(await rowsOf(db, 'select id, price from item order by id'), [[1, 500], [2, 700]], 'the data step ran once')
  t.strictSame(await rowsOf(db, 'select name from mikro_orm_migrations'), [[NAME]], 'and is recorded once')
  t.strictSame(await db.migrations.list().then(list => list.pending), [])
})

t.test('processes starting on a new database: the table of applied migrations another one is making is used [postgresql]', { skip }, async t => {
  const { url, db } = await withPendingMigration(t)
  const other = await otherProcess(t, url)
  await other.query('begin')
  await other.query('create table "mikro_orm_migrations" ("id" serial primary key, "name" varchar(255), "executed_at" timestamptz default current_timestamp)')
  const list = db.migrations.list()
  t.equal(await settlesWithin(list, 500), false, 'making the same table waits for the other one\'s')
  await other.query('commit')
  t.strictSame(await list, { executed: [], pending: [NAME] }, 'the other one\'s table, found: no error')
  t.strictSame(await db.migrations.up(), [NAME])
})

// Replicas starting together on a new database: each compared the schema, found the table
// missing, and the second's `create table` then failed on a duplicate key of pg_type, stopping
// that process. Forced: a third connection holds an uncommitted table of the same name, so both
// compare before either creates; when it rolls back, one creates and the other must find it.
t.test('two processes creating the tables of a new database at once: both start, the tables made once [postgresql]', { skip }, async t => {
  const url = await freshPostgres(t)
  const other = await otherProcess(t, url)
  await other.query('begin')
  await other.query('create table "item" ("id" int)')
  const [first, second] = [new DB(url, { models: [Item] }), new DB(url, { models: [Item] })]
  t.teardown(async () => { await first.close(); await second.close() })
  const started = Promise.all([first.createAll(), second.createAll()])
  t.equal(await settlesWithin(started, 500), false, 'both wait for the held table')
  await other.query('rollback')
  await started
  await rowsOf(first, 'insert into item (id, price) values (1, 5)')
  t.strictSame(await rowsOf(second, 'select id, price from item'), [[1, 5]], 'one table, of the model\'s shape, seen by both')
})

// Tried as a new user would, two processes starting together on a new database of the example's
// tables: 1 start in 10 stopped with `relation "user" already exists`. The other process made its
// tables one by one while this one compared again, and each of 3 comparisons found the next one
// taken. Forced here: two connections of "the other process" hand the tables over one by one.
t.test('a createAll() that finds table after table made meanwhile follows the other process, and starts [postgresql]', { skip }, async t => {
  const url = await freshPostgres(t)
  const names = ['a1', 'a2', 'a3', 'a4']
  const models = names.map(name => defineModel({ name: name.toUpperCase(), tableName: name, columns: { id: Column.Integer({ primaryKey: true }) } }))
  const [x, y] = [await otherProcess(t, url), await otherProcess(t, url)]
  const watcher = await otherProcess(t, url)
  const waiting = async (): Promise<void> => { while ((await lockWaiters(watcher)).length === 0) await sleep(20) }
  await x.query('begin')
  await x.query('create table a1 (id int primary key)')
  const db = new DB(url, { models })
  t.teardown(() => db.close())
  const started = db.createAll().then(() => 'started', (error: Error) => error.message)
  // Each table is held until this process waits for it; the next one is begun before it is let go.
  let [holding, next] = [x, y]
  for (const name of names.slice(1, 3)) {
    await waiting()
    await next.query('begin')
    await next.query(`create table ${name} (id int primary key)`)
    await holding.query('commit');
    [holding, next] = [next, holding]
  }
  await waiting()
  await holding.query('commit')
  t.equal(await started, 'started')
  const tables = await watcher.query<{ name: string }>("select table_name as name from information_schema.tables where table_schema = 'public' and table_name like 'a_' order by 1")
  t.strictSame(tables.rows.map(row => row.name), names, 'the other process\'s three tables, and this one\'s fourth')
})
