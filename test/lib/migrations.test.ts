// Schema changes after the first start: createAll() creates missing tables only and never alters
// one; db.migrations writes, applies and reverts the changes, keeping every row.
import { existsSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { Column, DB, defineModel } from '../../lib/index.ts'
import { eachDatabase, freshPostgres } from '../helpers/databases.ts'
import { columnsOf, migrationProject, rowsOf } from '../helpers/migrations.ts'

// One table as it evolves: v1 first; v2 renames `name` to `fullName` and adds a nullable `email`.
const id = Column.Integer({ primaryKey: true })
const V1 = defineModel({ name: 'Person', columns: { id, name: Column.String(50, { nullable: false }), age: Column.Integer() } })
const V2 = defineModel({ name: 'Person', columns: { id, fullName: Column.String(50, { nullable: false }), age: Column.Integer(), email: Column.String(80) } })
// v1 and a NOT NULL column: without a default, then with a server default.
const Required = defineModel({ name: 'Person', columns: { id, name: Column.String(50, { nullable: false }), age: Column.Integer(), status: Column.String(20, { nullable: false }) } })
const Defaulted = defineModel({ name: 'Person', columns: { id, name: Column.String(50, { nullable: false }), age: Column.Integer(), status: Column.String(20, { nullable: false, serverDefault: "'new'" }) } })
// v1 with both of two same-typed columns renamed at once: MikroORM cannot tell which became which.
const Names1 = defineModel({ name: 'Person', columns: { id, first: Column.String(50), last: Column.String(50) } })
const Names2 = defineModel({ name: 'Person', columns: { id, givenName: Column.String(50), familyName: Column.String(50) } })

const PEOPLE = [{ name: 'Ann', age: 31 }, { name: 'Bob', age: null }, { name: 'Cy', age: 7 }]
const V1_ROWS = [[1, 'Ann', 31], [2, 'Bob', null], [3, 'Cy', 7]]

/** The project's database with v1's table and three people, closed again. */
async function seedV1 (url: string, migrationsPath: string): Promise<void> {
  const db = new DB(url, { models: [V1], migrationsPath })
  await db.createAll()
  for (const person of PEOPLE) await new V1(person).save()
  await db.close()
}

eachDatabase(t, 'createAll() leaves a table whose model changed as it is, names it in the log, and raises nothing', async (t, { dialect, url }) => {
  const project = migrationProject(t, dialect, url)
  await seedV1(project.url, project.migrationsPath)
  for (const model of [V2, Required]) {
    const lines: string[] = []
    const db = new DB(project.url, { models: [model], migrationsPath: project.migrationsPath, echo: true, log: line => lines.push(line) })
    await db.createAll()
    t.strictSame(lines.filter(line => /\b(create|alter|drop) table\b/i.test(line)), [], 'no table created, altered or dropped')
    t.strictSame(lines.filter(line => line.startsWith('[schema]')), [
      '[schema] createAll() left as they are the tables that differ from their models: person. ' +
      'Change them with a migration (db.migrations.create(), then db.migrations.up()).'
    ])
    t.strictSame(await columnsOf(db, 'person'), ['id', 'name', 'age'], 'the table keeps its columns')
    t.strictSame(await rowsOf(db, 'select id, name, age from person order by id'), V1_ROWS, 'every row keeps its values')
    await db.close()
  }
  t.notOk(existsSync(project.migrationsPath), 'no migrations folder is made for an application that has none')
})

eachDatabase(t, 'a migration renames a column and adds one; up() keeps every row, down() reverts it', async (t, { dialect, url }) => {
  const project = migrationProject(t, dialect, url)
  await seedV1(project.url, project.migrationsPath)
  const db = new DB(project.url, { models: [V2], migrationsPath: project.migrationsPath })
  t.teardown(() => db.close())
  await db.createAll()
  const created = await db.migrations.create({ name: 'rename_name' })
  if (created === undefined) throw new Error('no migration written')
  t.match(created.name, /^Migration\d{14}_rename_name$/)
  t.equal(created.path, join(project.migrationsPath, `${created.name}.mjs`))
  const q = dialect === 'sqlite' ? '`' : '"'
  t.strictSame(created.up, dialect === 'sqlite'
    ? ['alter table `person` add column `email` text null;', 'alter table `person` rename column `name` to `full_name`;']
    : ['alter table "person" add "email" varchar(80) null;', 'alter table "person" rename column "name" to "full_name";'],
  'MikroORM tells the rename: a rename, not a drop and an add')
  t.strictSame(created.down, [`alter table ${q}person${q} drop column ${q}email${q};`, `alter table ${q}person${q} rename column ${q}full_name${q} to ${q}name${q};`])
  const file = readFileSync(created.path, 'utf8')
  t.match(file, "import { Migration } from '@mikro-orm/migrations'")
  t.match(file, `export class ${created.name} extends Migration`)
  t.strictSame(await db.migrations.list(), { executed: [], pending: [created.name] })
  await t.rejects(db.migrations.create(), { code: 'FMR_ERR_MIGRATIONS_PENDING', message: `Apply the pending migrations first (db.migrations.up()): ${created.name}` })

  t.strictSame(await db.migrations.up(), [created.name])
  t.strictSame(await columnsOf(db, 'person'), ['id', 'full_name', 'age', 'email'])
  t.strictSame(await rowsOf(db, 'select id, full_name, age, email from person order by id'),
    [[1, 'Ann', 31, null], [2, 'Bob', null, null], [3, 'Cy', 7, null]], 'every row kept with its values')
  await new V2({ fullName: 'Dee', age: 40, email: 'dee@example.com' }).save()
  const list = await db.migrations.list()
  t.strictSame(list.executed.map(row => row.name), [created.name])
  t.type(list.executed[0].executedAt, Date)
  t.strictSame(list.pending, [])
  t.equal(await db.migrations.create(), undefined, 'the models match the database: nothing written')
  t.strictSame(readdirSync(project.migrationsPath), [`${created.name}.mjs`])

  t.strictSame(await db.migrations.down(), [created.name])
  t.strictSame(await columnsOf(db, 'person'), ['id', 'name', 'age'])
  t.strictSame(await rowsOf(db, 'select id, name, age from person order by id'), [...V1_ROWS, [4, 'Dee', 40]], 'the rename is reverted with the values')
  t.strictSame(await db.migrations.down(), [], 'nothing left to revert')
  t.strictSame(await db.migrations.up(), [created.name], 'and applied again')
})

eachDatabase(t, 'a rename MikroORM cannot tell is a drop and an add in review; the rename written by hand keeps the values', async (t, { dialect, url }) => {
  const project = migrationProject(t, dialect, url)
  const first = new DB(project.url, { models: [Names1], migrationsPath: project.migrationsPath })
  await first.createAll()
  await new Names1({ first: 'Ann', last: 'Lee' }).save()
  await first.close()
  const db = new DB(project.url, { models: [Names2], migrationsPath: project.migrationsPath })
  t.teardown(() => db.close())
  await db.createAll()
  const generated = await db.migrations.create({ name: 'names' })
  if (generated === undefined) throw new Error('no migration written')
  t.ok(generated.up.some(sql => /drop column .first./.test(sql)), 'the review finds the values of `first` would be dropped')
  unlinkSync(generated.path)

  const blank = await db.migrations.create({ name: 'rename_names', blank: true })
  if (blank === undefined) throw new Error('no migration written')
  t.strictSame(blank.up, ['select 1'], 'an empty migration to fill in')
  writeFileSync(blank.path, `import { Migration } from '@mikro-orm/migrations'

export class ${blank.name} extends Migration {
  async up () {
    this.addSql('alter table person rename column first to given_name')
    this.addSql('alter table person rename column last to family_name')
  }

  async down () {
    this.addSql('alter table person rename column given_name to first')
    this.addSql('alter table person rename column family_name to last')
  }
}
`)
  t.strictSame(await db.migrations.up(), [blank.name])
  t.strictSame(await rowsOf(db, 'select id, given_name, family_name from person'), [[1, 'Ann', 'Lee']], 'the values are kept')
  t.equal(await db.migrations.create(), undefined, 'the models match the database')
})

eachDatabase(t, 'a NOT NULL column: without a default its migration fails and changes nothing; with a server default it fills every row', async (t, { dialect, url }) => {
  const project = migrationProject(t, dialect, url)
  await seedV1(project.url, project.migrationsPath)
  const db = new DB(project.url, { models: [Required], migrationsPath: project.migrationsPath })
  await db.createAll()
  const failing = await db.migrations.create({ name: 'status' })
  if (failing === undefined) throw new Error('no migration written')
  const error = await db.migrations.up().then(() => undefined, (caught: unknown) => caught)
  t.match(error, { code: 'FMR_ERR_MIGRATION_FAILED', message: new RegExp(`^The migration ${failing.name} failed and the run was rolled back: `) })
  t.ok((error as Error).cause instanceof Error, 'the driver error is the cause')
  t.strictSame(await columnsOf(db, 'person'), ['id', 'name', 'age'], 'the table is as it was')
  t.strictSame(await rowsOf(db, 'select id, name, age from person order by id'), V1_ROWS)
  t.strictSame(await db.migrations.list(), { executed: [], pending: [failing.name] }, 'the migration stays pending')
  await db.close()
  rmSync(failing.path)

  const again = new DB(project.url, { models: [Defaulted], migrationsPath: project.migrationsPath })
  t.teardown(() => again.close())
  await again.createAll()
  const migration = await again.migrations.create({ name: 'status_default' })
  if (migration === undefined) throw new Error('no migration written')
  t.strictSame(await again.migrations.up(), [migration.name])
  t.strictSame(await rowsOf(again, 'select id, name, age, status from person order by id'),
    V1_ROWS.map(row => [...row, 'new']), 'every row has the default')
})

eachDatabase(t, 'createAll() on an empty database marks the migrations applied; on one with the tables it leaves them pending', async (t, { dialect, url }) => {
  const project = migrationProject(t, dialect, url)
  // The hand-written rename of the test above, as a project's history holds it.
  project.write('migrations/Migration20260101000000_rename.mjs', `import { Migration } from '@mikro-orm/migrations'
export class Migration20260101000000_rename extends Migration {
  async up () { this.addSql('alter table person rename column name to full_name') }
  async down () { this.addSql('alter table person rename column full_name to name') }
}
`)
  const fresh = new DB(project.url, { models: [V2], migrationsPath: project.migrationsPath })
  await fresh.createAll()
  const list = await fresh.migrations.list()
  t.strictSame(list.executed.map(row => row.name), ['Migration20260101000000_rename'], 'the tables have the shape the migrations lead to')
  t.strictSame(list.pending, [])
  t.strictSame(await fresh.migrations.up(), [])
  t.strictSame(await columnsOf(fresh, 'person'), ['id', 'full_name', 'age', 'email'])
  await fresh.close()

  const other = migrationProject(t, dialect, dialect === 'postgresql' ? await freshPostgres(t) : url)
  await seedV1(other.url, other.migrationsPath) // the release before the migration, which its folder did not hold yet
  other.write('migrations/Migration20260101000000_rename.mjs', readFileSync(join(project.migrationsPath, 'Migration20260101000000_rename.mjs'), 'utf8'))
  const old = new DB(other.url, { models: [V2], migrationsPath: other.migrationsPath })
  t.teardown(() => old.close())
  await old.createAll()
  t.strictSame(await old.migrations.list(), { executed: [], pending: ['Migration20260101000000_rename'] })
  t.strictSame(await old.migrations.up(), ['Migration20260101000000_rename'])
  t.strictSame(await rowsOf(old, 'select id, full_name, age from person order by id'), V1_ROWS)
})
