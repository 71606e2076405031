// A migration written but not applied: createAll()'s log and the plugin's FMR_ERR_SCHEMA_DRIFT
// say to apply it, naming it, not to write another (which db.migrations.create() refuses until
// the pending ones are applied).
import { cpSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import Fastify from 'fastify'
import t from 'tap'
import { Column, DB, defineModel, errors } from '../../lib/index.ts'
import modelResources, { ModelResource } from '../../plugin/index.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { migrationProject } from '../helpers/migrations.ts'

const id = Column.Integer({ primaryKey: true })
const V1 = defineModel({ name: 'Person', columns: { id, name: Column.String(50) } })
const V2 = defineModel({ name: 'Person', columns: { id, name: Column.String(50), email: Column.String(80) } })

eachDatabase(t, 'with a migration pending, createAll() and the plugin say to apply it', async (t, { dialect, url }) => {
  const project = migrationProject(t, dialect, url)
  const v1 = new DB(project.url, { models: [V1], migrationsPath: project.migrationsPath })
  await v1.createAll()
  await v1.close()
  const writer = new DB(project.url, { models: [V2], migrationsPath: project.migrationsPath, log: () => {} })
  await writer.createAll()
  const created = await writer.migrations.create({ name: 'email' })
  await writer.close()
  if (created === undefined) throw new Error('no migration written')
  const apply = `1 migration is pending (${created.name}): apply it with npx fastify-model-resources migration:up (db.migrations.up(); docs/models.md)`

  const lines: string[] = []
  const db = new DB(project.url, { models: [V2], migrationsPath: project.migrationsPath, log: line => lines.push(line) })
  await db.createAll()
  t.teardown(() => db.close())
  t.strictSame(lines.filter(line => line.startsWith('[schema]')), [`[schema] createAll() left as they are the tables that differ from their models: person. ${apply}.`])

  class PersonResource extends ModelResource.of(V2) {}
  const app = Fastify()
  t.teardown(() => app.close())
  const error = await app.register(modelResources, { db, resources: [PersonResource], closeDb: false }).ready().then(() => undefined, (failure: unknown) => failure)
  t.type(error, errors.SchemaDrift)
  t.equal((error as Error).message, "The database's tables differ from the models:\n  person: column email is missing\n" +
    `${apply}. Or register the plugin with schemaCheck: 'warn' to start anyway (/ready answers 503 until they match).`)

  const warned: string[] = []
  const warning = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => warned.push(JSON.parse(line).msg) } } })
  t.teardown(() => warning.close())
  await warning.register(modelResources, { db, resources: [PersonResource], closeDb: false, schemaCheck: 'warn' }).ready()
  t.strictSame(warned, [`The database's tables differ from the models (schemaCheck: 'warn'): person; /ready answers 503 until they match. ${apply}`])

  await db.migrations.up()
  t.strictSame(await db.schemaDrift(), [], 'applied, the tables match')
})

// Tried as a new user would: an earlier release started again on a database a newer one migrated
// (a deploy rolled back) was told to write a migration and apply it; migration:create then wrote
// one dropping the newer release's column, with its values. The start names the migrations the
// database has that this release's folder lacks, and says how to go back.
eachDatabase(t, 'a database migrated by a newer release: createAll() and the plugin name the migrations the folder lacks and how to revert them', async (t, { dialect, url }) => {
  const project = migrationProject(t, dialect, url)
  const older = join(project.dir, 'v1', 'migrations')
  const newer = join(project.dir, 'v2', 'migrations')
  const v1 = new DB(project.url, { models: [V1], migrationsPath: older, log: () => {} })
  await v1.createAll()
  await v1.migrations.create({ name: 'blank', blank: true })
  await v1.migrations.up()
  await v1.close()
  cpSync(older, newer, { recursive: true })
  const v2 = new DB(project.url, { models: [V2], migrationsPath: newer, log: () => {} })
  await v2.createAll()
  const [first] = readdirSync(older).map(file => file.replace(/\.mjs$/, ''))
  const created = await v2.migrations.create({ name: 'email' })
  if (created === undefined) throw new Error('no migration written')
  await v2.migrations.up()
  await v2.orm.em.getConnection().execute("insert into person (name, email) values ('Ann', 'ann@example.com')")
  await v2.close()

  const lines: string[] = []
  const db = new DB(project.url, { models: [V1], migrationsPath: older, log: line => lines.push(line) })
  await db.createAll()
  t.teardown(() => db.close())
  const revert = `the database has 1 migration applied that ${older} lacks (${created.name}): a newer release migrated it. ` +
    `Start that release, or revert it first with that release's npx fastify-model-resources migration:down --to ${first}; a migration written here would undo it`
  t.strictSame(lines.filter(line => line.startsWith('[schema]')), [`[schema] createAll() left as they are the tables that differ from their models: person. ${revert}.`])
  class PersonResource extends ModelResource.of(V1) {}
  const app = Fastify()
  t.teardown(() => app.close())
  const error = await app.register(modelResources, { db, resources: [PersonResource], closeDb: false }).ready().then(() => undefined, (failure: unknown) => failure)
  t.type(error, errors.SchemaDrift)
  t.equal((error as Error).message, "The database's tables differ from the models:\n  person: column email is not in the model\n" +
    `${revert}. Or register the plugin with schemaCheck: 'warn' to start anyway (/ready answers 503 until they match).`)
  t.strictSame(await db.find(V1, {}), [{ id: 1, name: 'Ann' }], 'the row is there; the email column is left alone')
})
