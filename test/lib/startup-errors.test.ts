// Start-up errors say what to do (decisions §6): a column that is not a Column.*, a model missing
// from the DB, PostgreSQL down or its database missing are catalogued configuration errors (no
// HTTP status) naming what is wrong and the way out, never a driver's stack or a TypeError deep in
// the library; a mistyped database name is never silently created.
import { createServer } from 'node:net'
import { inspect } from 'node:util'
import t, { type Test } from 'tap'
import pg from 'pg'
import { Type } from 'typebox'
import { Column, DB, defineModel, errors } from '../../lib/index.ts'
import { dialects, eachDatabase, pooled } from '../helpers/databases.ts'
import Fastify from 'fastify'
import modelResources, { ModelResource } from '../../plugin/index.ts'

const id = Column.Integer({ primaryKey: true })

t.test('a columns entry that no Column.* made names the model and the field', async t => {
  const cases: Array<[unknown, string]> = [
    [Type.String(), 'a plain schema of type string'],
    [Column.String, 'the function String, not called'],
    [undefined, 'undefined']
  ]
  for (const [title, what] of cases) {
    t.throws(() => defineModel({ name: 'Task', columns: { id, title: title as never } }), {
      code: 'FMR_ERR_COLUMN',
      statusCode: undefined,
      message: `Task.title is not a column: declare it with a Column.* builder (Column.String(80), Column.Integer()...), not ${what}`
    })
  }
  t.type(new errors.NotAColumn('a', 'b', 'c'), TypeError, 'a TypeError, as every configuration error')
})

eachDatabase(t, 'a foreign key to a model missing from new DB({ models }) says to add it', async (t, { url }) => {
  const Book = defineModel({ name: 'Book', columns: { id, authorId: Column.Integer({ foreignKey: 'author.id' }) } })
  const db = new DB(url, { models: [Book], log: () => {} })
  await t.rejects(db.createAll(), {
    code: 'FMR_ERR_RELATIONSHIP',
    statusCode: undefined,
    message: 'The relationship Book.authorId cannot be resolved: no record type of this DB has the table author: add its model to new DB(uri, { models })'
  })
})

t.test('a resource over a model missing from new DB({ models }) says to add it', async t => {
  const Shelf = defineModel({ name: 'Shelf', columns: { id } })
  const Volume = defineModel({ name: 'Volume', columns: { id } })
  const db = new DB('sqlite:///:memory:', { models: [Shelf] })
  await db.createAll()
  t.teardown(() => db.close())
  class VolumeResource extends ModelResource.of(Volume) {}
  const app = Fastify()
  t.teardown(() => app.close())
  await t.rejects(async () => {
    await app.register(modelResources, { db, resources: [VolumeResource] })
    await app.ready()
  }, { code: 'FMR_ERR_UNKNOWN_MODEL', statusCode: undefined, message: 'Volume is not a record type known to this DB: add it to new DB(uri, { models })' })
})

t.test('configuration errors carry no HTTP status', async t => {
  for (const error of [new errors.BadDbOption('x'), new errors.NotCreated(), new errors.UnknownUriScheme('x'), new errors.NoPrimaryKey('X'), new errors.SchemaDrift('x'), new errors.DatabaseMissing('x'), new errors.DatabaseUnreachable('x')]) {
    t.equal(error.statusCode, undefined, error.code)
  }
})

/** A port on 127.0.0.1 where nothing listens (taken, then let go). */
async function closedPort (): Promise<number> {
  const server = createServer()
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise(resolve => server.close(resolve))
  return port
}

/** A test that needs PostgreSQL: skipped, saying so, where TEST_DATABASE_URL is not set. */
function postgres (name: string, body: (t: Test) => Promise<void>): void {
  t.test(name, { skip: dialects().includes('postgresql') ? false : 'PostgreSQL only (TEST_DATABASE_URL is not set)' }, body)
}

postgres('PostgreSQL down at start: FMR_ERR_DB_CONNECT names the host and port, the URL without its password, and the check to make', async t => {
  const port = await closedPort()
  const db = new DB(`postgresql://app:s3cret@127.0.0.1:${port}/shop?application_name=api`, { models: [defineModel({ name: 'Pet', columns: { id } })] })
  const error = await db.createAll().then(() => undefined, (failure: unknown) => failure) as Error & { code?: string, statusCode?: number, cause?: { code?: string } }
  t.strictSame({ code: error.code, statusCode: error.statusCode, cause: error.cause?.code }, { code: 'FMR_ERR_DB_CONNECT', statusCode: undefined, cause: 'ECONNREFUSED' })
  t.equal(error.message, `Cannot connect to PostgreSQL at 127.0.0.1:${port} (postgresql://app@127.0.0.1:${port}/shop?application_name=api): ` +
    `connect ECONNREFUSED 127.0.0.1:${port}. Check that the server is running and listens on 127.0.0.1:${port}: pg_isready -h 127.0.0.1 -p ${port}`)
  t.notOk(error.message.includes('s3cret'), 'no password in the message')
  t.type(error, errors.DatabaseUnreachable)
})

postgres('a PostgreSQL database that does not exist is FMR_ERR_DATABASE_MISSING and is not created; createDatabase: true creates it', async t => {
  const base = new URL(process.env.TEST_DATABASE_URL as string)
  const name = `fmr_missing_${process.pid}`
  // Behind PgBouncer the refusal is the same; a database made meanwhile is reached only after its
  // server_login_retry (15 s), so the creating half runs on PostgreSQL directly.
  const creates = !pooled()
  const url = new URL(base)
  url.pathname = '/' + name
  const exists = async (): Promise<boolean> => {
    const admin = new pg.Client({ connectionString: base.toString() })
    await admin.connect()
    try {
      return (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1
    } finally {
      await admin.end()
    }
  }
  t.teardown(async () => {
    const admin = new pg.Client({ connectionString: base.toString() })
    await admin.connect()
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  })
  const Pet = defineModel({ name: 'Pet', columns: { id, name: Column.String(30) } })
  const refused = new DB(url.toString(), { models: [Pet] })
  const shown = `${base.hostname}:${base.port === '' ? '5432' : base.port}`
  await t.rejects(refused.createAll(), {
    code: 'FMR_ERR_DATABASE_MISSING',
    statusCode: undefined,
    message: `The PostgreSQL database ${name} does not exist on ${shown} (${url.toString()}). Check its name in the URL; ` +
      `create it (createdb -h ${base.hostname} -p ${shown.split(':')[1]} -U ${base.username} ${name}), or pass createDatabase: true to new DB() to have createAll() create it.`
  })
  t.equal(await exists(), false, 'nothing was created')
  t.equal(refused.created, false, 'the DB is not connected')
  if (!creates) return

  const created = new DB(url.toString(), { models: [Pet], createDatabase: true })
  await created.createAll()
  t.equal(await exists(), true, 'createDatabase: true made it')
  await new Pet({ name: 'Rex' }).save()
  t.strictSame(await created.find(Pet, {}), [{ id: 1, name: 'Rex' }], 'and the DB works on it')
  await created.close()
  // A second start finds it: nothing to create.
  const again = new DB(url.toString(), { models: [Pet], createDatabase: true })
  await again.createAll()
  t.strictSame(await again.find(Pet, {}), [{ id: 1, name: 'Rex' }])
  await again.close()
})

t.test('a database URL that cannot be read is a catalogued error that never shows its password', async t => {
  for (const [uri, code] of [
    ['postgresql://app:se/cret@localhost/db', 'FMR_ERR_DB_OPTION'],
    ['postgresql://app:se/cret@localhost/db?sslmode=require', 'FMR_ERR_DB_OPTION'],
    ['postgress://app:secret@localhost/db', 'FMR_ERR_URI_SCHEME']
  ] as const) {
    const error = (() => { try { new DB(uri, { models: [] }) } catch (failure) { return failure } })() as Error & { code?: string }
    t.equal(error?.code, code, uri)
    t.notOk(inspect(error).includes('cret'), `${code}: no password in the error or its cause`)
  }
})
