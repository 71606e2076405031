// The schema is checked when the plugin is registered (decisions §6): tables that differ from the
// models refuse the start, naming each table, difference and the migration commands, or with
// schemaCheck 'warn' the server starts and /ready answers 503 naming them until they match. A DB
// that createAll() never connected is refused at register, not answered 500 per request.
import { fileURLToPath } from 'node:url'
import Fastify from 'fastify'
import t, { type Test } from 'tap'
import { Column, DB, defineModel, errors, type ModelType } from '../../lib/index.ts'
import modelResources, { ModelResource } from '../../plugin/index.ts'
import { models as exampleModels } from '../../examples/models.ts'
import { resources as exampleResources } from '../../examples/resources.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { migrationProject } from '../helpers/migrations.ts'
import { call } from '../helpers/http.ts'
import { fences } from '../helpers/markdown.ts'

const id = Column.Integer({ primaryKey: true })
const V1 = defineModel({ name: 'Person', columns: { id, name: Column.String(50, { nullable: false }), age: Column.Integer(), note: Column.Text() } })
// v2: `email` added, `age` a string, `name` nullable, `note` gone.
const V2 = defineModel({ name: 'Person', columns: { id, name: Column.String(50), age: Column.String(20), email: Column.String(80) } })
const Pet = defineModel({ name: 'Pet', columns: { id, name: Column.String(30) } })
// Every column kind and option that maps to the schema, as createAll() makes them.
const Everything = defineModel({
  name: 'Everything',
  columns: {
    id,
    small: Column.SmallInteger({ index: true }),
    big: Column.BigInteger(),
    label: Column.String(40, { nullable: false, serverDefault: "'x'" }),
    body: Column.Text({ comment: 'free text' }),
    ratio: Column.Float(),
    price: Column.Numeric(10, 2),
    day: Column.Date(),
    at: Column.DateTime({ serverDefault: 'CURRENT_TIMESTAMP' }),
    flag: Column.Boolean({ serverDefault: 'true' }),
    state: Column.Choice({ 1: 'open', 2: 'closed' }, { default: 'open' }),
    token: Column.Uuid({ unique: true }),
    data: Column.Json(),
    petId: Column.Integer({ foreignKey: 'pet.id', onDelete: 'cascade' })
  }
})
class People extends ModelResource { static override modelClass = V2 }

/** A database with V1's table and one row, closed again. */
async function seedV1 (url: string, migrationsPath: string): Promise<void> {
  const db = new DB(url, { models: [V1], migrationsPath, log: () => {} })
  await db.createAll()
  await new V1({ name: 'Ann', age: 31 }).save()
  await db.close()
}

/** The plugin registered on a DB of V2 over V1's table: what register answers. */
async function registerOnV2 (t: Test, url: string, migrationsPath: string, schemaCheck?: 'warn'): Promise<{ db: DB, started: Promise<unknown>, app: ReturnType<typeof Fastify>, logged: Array<Record<string, unknown>> }> {
  const db = new DB(url, { models: [V2], migrationsPath, log: () => {} })
  await db.createAll()
  const logged: Array<Record<string, unknown>> = []
  const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => { logged.push(JSON.parse(line)) } } } })
  t.teardown(async () => { await app.close(); await db.close() })
  const started = (async () => {
    await app.register(modelResources, { db, resources: [People], health: true, ...(schemaCheck === undefined ? {} : { schemaCheck }) })
    await app.ready()
  })()
  return { db, started, app, logged }
}

eachDatabase(t, 'tables freshly made by createAll() show no difference: every kind, the example API', async (t, { url }) => {
  for (const models of [[Pet, Everything], exampleModels] as Array<readonly ModelType[]>) {
    const db = new DB(url, { models, log: () => {} })
    await db.createAll()
    t.strictSame(await db.schemaDrift(), [], models.map(model => model.name).join(', '))
    await db.close()
  }
  // The example API starts on them, and a second start (tables already there) too.
  for (let run = 0; run < 2; run++) {
    const db = new DB(url, { models: exampleModels, resources: exampleResources, log: () => {} })
    await db.createAll()
    const app = Fastify()
    await app.register(modelResources, { db, resources: exampleResources, health: true })
    t.equal((await call(app, 'GET', '/ready')).status, 200, `start ${run + 1}: ready`)
    await app.close()
  }
})

eachDatabase(t, 'tables that differ from their models refuse the start: FMR_ERR_SCHEMA_DRIFT names each table, difference and the commands', async (t, { dialect, url }) => {
  const project = migrationProject(t, dialect, url)
  await seedV1(project.url, project.migrationsPath)
  const { started } = await registerOnV2(t, project.url, project.migrationsPath)
  const [intType, stringType] = dialect === 'sqlite' ? ['INTEGER', 'text'] : ['int4', 'varchar(20)']
  const error = await started.then(() => undefined, (failure: unknown) => failure) as Error & { code?: string, statusCode?: number }
  t.type(error, errors.SchemaDrift)
  t.strictSame({ code: error.code, statusCode: error.statusCode }, { code: 'FMR_ERR_SCHEMA_DRIFT', statusCode: undefined }, 'a configuration error: no HTTP status')
  t.equal(error.message, "The database's tables differ from the models:\n" +
    `  person: column email is missing; column note is not in the model; column name is not null in the database, nullable in the model; column age is ${intType} in the database, ${stringType} in the model\n` +
    'Write a migration and apply it: npx fastify-model-resources migration:create, then npx fastify-model-resources migration:up (docs/models.md). ' +
    "Or register the plugin with schemaCheck: 'warn' to start anyway (/ready answers 503 until they match).")
  // docs/deploying.md shows it on PostgreSQL, its differences and last line cut short ('...').
  if (dialect === 'postgresql') {
    const shown = fences(fileURLToPath(new URL('../../docs/deploying.md', import.meta.url))).find(fence => fence.content.startsWith("The database's tables differ"))?.content.split('\n') ?? []
    const [first, table, last] = error.message.split('\n')
    t.equal(shown[0], first, 'docs/deploying.md: its first line')
    for (const difference of (shown[1] ?? '').replace('  person: ', '').split('; ')) t.ok(table.includes(difference), `docs/deploying.md: ${difference}`)
    t.ok(last.startsWith(shown[2]?.replace(/ \.\.\.$/, '') ?? '-'), 'docs/deploying.md: its last line')
  }
})

eachDatabase(t, "schemaCheck 'warn' starts, logs the tables, and /ready is 503 naming them until the migration is applied", async (t, { dialect, url }) => {
  const project = migrationProject(t, dialect, url)
  await seedV1(project.url, project.migrationsPath)
  const { started, app, db, logged } = await registerOnV2(t, project.url, project.migrationsPath, 'warn')
  await started
  t.strictSame(logged.map(line => [line.level, line.msg, (line.tables as Array<{ table: string }>).map(table => table.table)]), [[40,
    "The database's tables differ from the models (schemaCheck: 'warn'): person; /ready answers 503 until they match. " +
    'npx fastify-model-resources migration:create, then npx fastify-model-resources migration:up (docs/models.md)', ['person']]], 'the warning, with each table\'s differences')
  const ready = await call(app, 'GET', '/ready')
  t.strictSame([ready.status, ready.body], [503, { message: 'Not ready: the table person differs from its model: apply the migrations' }])
  await db.migrations.create({ name: 'v2' })
  // The migration is pending: both say so until it is applied.
  t.strictSame((await call(app, 'GET', '/ready')).body, { message: 'Not ready: 1 migration is pending; the table person differs from its model: apply the migrations' })
  await db.migrations.up()
  t.strictSame(await db.schemaDrift(), [], 'the tables match the models')
  const after = await call(app, 'GET', '/ready')
  t.strictSame([after.status, after.body], [200, { status: 'ready' }])
})

eachDatabase(t, 'a table missing since createAll() is named as missing', async (t, { dialect, url }) => {
  const project = migrationProject(t, dialect, url)
  const db = new DB(project.url, { models: [Pet, Everything], log: () => {} })
  t.teardown(() => db.close())
  await db.createAll()
  await db.orm.em.getConnection().execute('drop table everything')
  t.strictSame(await db.schemaDrift(), [{ table: 'everything', differences: ['the table is missing'] }])
})

eachDatabase(t, 'a date-time moved across precision 6: PostgreSQL\'s types differ, and SQLite\'s values held in the other form are named at start with the statement that converts them', async (t, { dialect, url }) => {
  // Tried as a new user would: the server started, no migration was written, and the column held
  // milliseconds and texts side by side (a value a GET showed found only the newer records).
  const project = migrationProject(t, dialect, url)
  const at = (precision: 0 | 3 | 6): ModelType => defineModel({ name: 'Ev', columns: { id, at: Column.DateTime({ precision }) } })
  const open = async (precision: 0 | 3 | 6): Promise<DB> => {
    const db = new DB(project.url, { models: [at(precision)], migrationsPath: project.migrationsPath, log: () => {} })
    await db.createAll()
    return db
  }
  let db = await open(3)
  await db.orm.em.getConnection().execute(dialect === 'sqlite'
    ? 'insert into ev (id, at) values (1, null), (2, 1706702400123), (3, -500)'
    : "insert into ev (id, at) values (1, null), (2, '2024-01-31 12:00:00.123Z'), (3, '1969-12-31 23:59:59.5Z')")
  t.strictSame(await db.schemaDrift(), [])
  await db.close()
  db = await open(6)
  const drift = await db.schemaDrift()
  if (dialect === 'postgresql') {
    t.strictSame(drift, [{ table: 'ev', differences: ['column at is timestamptz(3) in the database, timestamptz(6) in the model'] }], 'PostgreSQL\'s types differ')
    await db.close()
    return
  }
  const toText = 'update "ev" set "at" = strftime(\'%Y-%m-%d %H:%M:%f\', "at" / 1000.0, \'unixepoch\') || \'000\' where typeof("at") = \'integer\''
  t.strictSame(drift, [{ table: 'ev', differences: [`column at holds epoch milliseconds in the database, the text of precision 6 in the model: convert its values in a blank migration (migration:create --blank): ${toText}`] }])
  t.equal(await db.migrations.create(), undefined, 'no migration is written for it: its types are the same')
  await db.orm.em.getConnection().execute(toText)
  t.strictSame(await db.schemaDrift(), [], 'converted')
  t.strictSame(await db.orm.em.getConnection().execute('select id, at from ev order by id'), [{ id: 1, at: null }, { id: 2, at: '2024-01-31 12:00:00.123000' }, { id: 3, at: '1969-12-31 23:59:59.500000' }])
  await db.close()
  for (const [precision, stored] of [[3, [1706702400123, -500]], [0, [1706702400000, -1000]]] as const) {
    const back = await open(precision)
    const [difference] = (await back.schemaDrift())[0]?.differences ?? []
    const sql = difference?.split(': ').at(-1) ?? ''
    t.match(difference, /^column at holds the text of precision 6 in the database, epoch milliseconds in the model: convert its values in a blank migration/)
    const connection = back.orm.em.getConnection()
    await connection.execute('create table ev_copy as select * from ev')
    await connection.execute(sql)
    t.strictSame((await connection.execute('select at from ev where at is not null order by id')).map((row: { at: number }) => row.at), stored, `precision ${precision}`)
    t.strictSame(await back.schemaDrift(), [])
    // Back to the texts, for the next precision.
    await connection.execute('delete from ev')
    await connection.execute('insert into ev select * from ev_copy')
    await connection.execute('drop table ev_copy')
    await back.close()
  }
})

eachDatabase(t, 'registering the plugin before createAll() is FMR_ERR_NOT_CREATED at register, not a 500 per request', async (t, { url }) => {
  const db = new DB(url, { models: [V2], log: () => {} })
  const app = Fastify()
  t.teardown(() => app.close())
  await t.rejects(async () => { await app.register(modelResources, { db, resources: [People] }) },
    { code: 'FMR_ERR_NOT_CREATED', statusCode: undefined, message: 'Call `await db.createAll()` before using the database' })
})
