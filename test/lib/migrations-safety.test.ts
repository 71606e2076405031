// A migration runs whole or not at all, on the database kind it was written for, from the folder
// of that kind; a failure names the migration and the statement, and create() says beforehand
// what a change would do to rows that exist.
import { readFileSync, unlinkSync } from 'node:fs'
import { join, resolve } from 'node:path'
import t from 'tap'
import { Column, DB, defineModel, type ModelType } from '../../lib/index.ts'
import { databaseUrl, dialects, eachDatabase } from '../helpers/databases.ts'
import { fences } from '../helpers/markdown.ts'
import { columnsOf, migrationProject, rowsOf, type MigrationProject } from '../helpers/migrations.ts'

const id = Column.Integer({ primaryKey: true })
const V1 = defineModel({ name: 'Person', columns: { id, name: Column.String(50, { nullable: false }), age: Column.Integer() } })
const ROWS = [[1, 'Ann', 31], [2, 'Bob', null]]
// v1 with name dropped, age made NOT NULL and a NOT NULL column added with and without a default. status is
// not a text column: one text column removed and one added would be taken for a rename.
const V2_WARNED = defineModel({ name: 'Person', columns: { id, age: Column.Integer({ nullable: false }), status: Column.Integer({ nullable: false }), city: Column.String(20, { nullable: false, serverDefault: "'Rome'" }) } })
const OTHER = { sqlite: 'postgresql', postgresql: 'sqlite' } as const

/** The project's database with two people; `defaultFolder` leaves migrationsPath unset. */
async function seeded (project: MigrationProject, defaultFolder = false): Promise<DB> {
  const db = new DB(project.url, { models: [V1], migrationsPath: defaultFolder ? undefined : project.migrationsPath, log: () => {} })
  await db.createAll()
  await db.orm.em.getConnection().execute("insert into person (id, name, age) values (1, 'Ann', 31), (2, 'Bob', null)")
  return db
}

/** A migration file as create() writes it, with the statements given, for `dialect`. */
function generated (name: string, dialect: string, up: string[], down: string[] = []): string {
  const lines = (list: string[]): string => list.map(sql => `    this.addSql(${JSON.stringify(sql)});\n`).join('')
  return `import { Migration } from '@mikro-orm/migrations'

export class ${name} extends Migration {
  name = '${name}'
  static dialect = '${dialect}'

  async up () {
${lines(up)}  }
${down.length > 0 ? `\n  async down () {\n${lines(down)}  }\n` : ''}}
`
}

eachDatabase(t, 'a file records the kind it was generated on; the other kind refuses it before anything runs', async (t, { dialect, url }) => {
  const project = migrationProject(t, dialect, url)
  const db = await seeded(project)
  t.teardown(() => db.close())
  const created = await db.migrations.create({ name: 'blank', blank: true })
  if (created === undefined) throw new Error('no migration written')
  t.match(readFileSync(created.path, 'utf8'), `\n  static dialect = '${dialect}'\n`)
  t.strictSame(await db.migrations.up(), [created.name], 'its own kind runs it')

  // A portable change first, then one generated on the other kind: neither runs.
  project.write('migrations/Migration20990101000000_portable.mjs', generated('Migration20990101000000_portable', dialect, ['update person set age = 1']).replace(/ {2}static dialect[^\n]*\n/, ''))
  project.write('migrations/Migration20990102000000_other.mjs', generated('Migration20990102000000_other', OTHER[dialect], ['alter table person add column email text']))
  const name = { sqlite: 'SQLite', postgresql: 'PostgreSQL' }
  await t.rejects(db.migrations.up(), {
    code: 'FMR_ERR_MIGRATION_DIALECT',
    message: `The migration Migration20990102000000_other holds ${name[OTHER[dialect]]} SQL and this database is ${name[dialect]}: nothing was run. ` +
      "Keep each kind's migrations in a folder of its own (migrations/sqlite, migrations/postgresql: the default migrationsPath follows the URL), " +
      'and write the change for this database with migration:create on a database of its kind'
  })
  t.strictSame(await rowsOf(db, 'select id, name, age from person order by id'), ROWS, 'not even the first ran')
  t.strictSame((await db.migrations.list()).pending, ['Migration20990101000000_portable', 'Migration20990102000000_other'])
  await t.rejects(db.migrations.dryRun(), { code: 'FMR_ERR_MIGRATION_DIALECT' }, 'a dry run is refused alike')
})

t.test('a file generated on SQLite before kinds were recorded is refused on PostgreSQL [postgresql]', { skip: process.env.TEST_DATABASE_URL === undefined ? 'PostgreSQL only: TEST_DATABASE_URL is not set' : false }, async t => {
  const { freshPostgres } = await import('../helpers/databases.ts')
  const project = migrationProject(t, 'postgresql', await freshPostgres(t))
  const db = await seeded(project)
  t.teardown(() => db.close())
  // As MikroORM generated it on SQLite: names quoted in backticks, no recorded kind.
  project.write('migrations/Migration20260101000000_email.mjs', `import { Migration } from '@mikro-orm/migrations'

export class Migration20260101000000_email extends Migration {
  name = 'Migration20260101000000_email'

  async up () {
    this.addSql(\`alter table \\\`person\\\` add column \\\`email\\\` text null;\`);
  }
}
`)
  await t.rejects(db.migrations.up(), { code: 'FMR_ERR_MIGRATION_DIALECT', message: /^The migration Migration20260101000000_email holds SQLite SQL and this database is PostgreSQL: nothing was run\./ })
  t.strictSame(await columnsOf(db, 'person'), ['id', 'name', 'age'])
})

eachDatabase(t, 'without migrationsPath the folder is migrations/<kind>; files left in migrations/ are named with what to do', async (t, { dialect, url }) => {
  const project = migrationProject(t, dialect, url)
  const cwd = process.cwd()
  process.chdir(project.dir)
  t.teardown(() => process.chdir(cwd))
  const db = await seeded(project, true)
  t.teardown(() => db.close())
  t.equal(db.migrations.path, join(project.dir, 'migrations', dialect))
  const created = await db.migrations.create({ name: 'later', blank: true })
  t.equal(created?.path, join(project.dir, 'migrations', dialect, `${created?.name ?? ''}.mjs`))

  // A project from before one folder per kind: its file is in migrations/ itself.
  project.write('migrations/Migration20260101000000_old.mjs', generated('Migration20260101000000_old', dialect, ['select 1']))
  const refusal = {
    code: 'FMR_ERR_MIGRATIONS_FOLDER',
    message: `migrations holds migration files that are never run (Migration20260101000000_old.mjs): the migrations of this ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database ` +
      `are read from migrations/${dialect}, one folder per database kind. Move each file into the folder of the kind it was generated on ` +
      `(migrations/sqlite, migrations/postgresql), or set migrationsPath to migrations if the application runs on ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} only`
  }
  await t.rejects(db.migrations.list(), refusal, 'list() does not report nothing pending')
  await t.rejects(db.migrations.up(), refusal)
  await t.rejects(db.migrations.create(), refusal)
  const moved = new DB(project.url, { models: [V1], migrationsPath: 'migrations', log: () => {} })
  await moved.createAll()
  t.teardown(() => moved.close())
  t.strictSame((await moved.migrations.list()).pending, ['Migration20260101000000_old'], 'migrationsPath: migrations reads the old layout')
})

eachDatabase(t, 'a statement failing in the middle of a run rolls every migration of it back and is named', async (t, { dialect, url }) => {
  const project = migrationProject(t, dialect, url)
  const db = await seeded(project)
  t.teardown(() => db.close())
  project.write('migrations/Migration20260101000000_first.mjs', generated('Migration20260101000000_first', dialect,
    ['alter table person add column email varchar(80) null', "update person set email = 'x@example.com'"],
    ['alter table person drop column email']))
  project.write('migrations/Migration20260102000000_second.mjs', generated('Migration20260102000000_second', dialect,
    ['update person set age = 99', "insert into person (id, name) values (1, 'Dup')", 'update person set name = \'never\''],
    ['update person set age = 7', "insert into person (id, name) values (2, 'Dup')", 'alter table person drop column age']))
  const error = await db.migrations.up().then(() => undefined, (caught: unknown) => caught) as Error & { cause?: Error }
  t.match(error, { code: 'FMR_ERR_MIGRATION_FAILED', message: /^The migration Migration20260102000000_second failed and the run was rolled back: / })
  t.match(error.message, /; the statement: insert into person \(id, name\) values \(1, 'Dup'\)$/, 'names the statement')
  t.ok(error.cause instanceof Error, 'the driver error is the cause')
  t.strictSame(await columnsOf(db, 'person'), ['id', 'name', 'age'], 'the first migration is rolled back too')
  t.strictSame(await rowsOf(db, 'select id, name, age from person order by id'), ROWS)
  t.strictSame((await db.migrations.list()).pending, ['Migration20260101000000_first', 'Migration20260102000000_second'])

  // Its down(): the same. The failing migration replaced by one whose down() fails, both applied, then reverted.
  unlinkSync(join(project.migrationsPath, 'Migration20260102000000_second.mjs'))
  project.write('migrations/Migration20260103000000_third.mjs', generated('Migration20260103000000_third', dialect,
    ['update person set age = 99'], ['update person set age = 7', "insert into person (id, name) values (2, 'Dup')", 'alter table person drop column age']))
  t.strictSame(await db.migrations.up(), ['Migration20260101000000_first', 'Migration20260103000000_third'])
  const applied = await rowsOf(db, 'select id, name, age, email from person order by id')
  const downError = await db.migrations.down({ to: 0 }).then(() => undefined, (caught: unknown) => caught) as Error
  t.match(downError, { code: 'FMR_ERR_MIGRATION_FAILED', message: /^The migration Migration20260103000000_third failed and the run was rolled back: .*; the statement: insert into person \(id, name\) values \(2, 'Dup'\)$/ })
  t.strictSame(await rowsOf(db, 'select id, name, age, email from person order by id'), applied, 'as it was')
  t.strictSame((await db.migrations.list()).executed.map(row => row.name), ['Migration20260101000000_first', 'Migration20260103000000_third'])
})

eachDatabase(t, 'a dry run sends every statement, rolls them back and returns them', async (t, { dialect, url }) => {
  const project = migrationProject(t, dialect, url)
  const db = await seeded(project)
  t.teardown(() => db.close())
  project.write('migrations/Migration20260101000000_email.mjs', generated('Migration20260101000000_email', dialect,
    ['alter table person add column email varchar(80) null', "update person set email = 'x@example.com'"]))
  // PostgreSQL's runs begin with MikroORM's `set names`.
  const first = dialect === 'postgresql' ? ["set names 'utf8';"] : []
  t.strictSame(await db.migrations.dryRun(), [{ name: 'Migration20260101000000_email', statements: [...first, 'alter table person add column email varchar(80) null', "update person set email = 'x@example.com'"] }])
  t.strictSame(await columnsOf(db, 'person'), ['id', 'name', 'age'], 'nothing stays')
  t.strictSame((await db.migrations.list()).pending, ['Migration20260101000000_email'])
  t.strictSame(await db.migrations.up(), ['Migration20260101000000_email'])
  await t.rejects(db.migrations.dryRun('down'), {
    code: 'FMR_ERR_MIGRATION_FAILED',
    message: 'The migration Migration20260101000000_email failed and the run was rolled back: This migration cannot be reverted'
  }, 'a migration without down() cannot be reverted, and says so')
  t.strictSame(await columnsOf(db, 'person'), ['id', 'name', 'age', 'email'])
})

eachDatabase(t, 'create() warns of a NOT NULL column without a default, a column made NOT NULL over nulls, and a dropped column', async (t, { dialect, url }) => {
  const project = migrationProject(t, dialect, url)
  await (await seeded(project)).close()
  const db = new DB(project.url, { models: [V2_WARNED], migrationsPath: project.migrationsPath, log: () => {} })
  await db.createAll()
  t.teardown(() => db.close())
  const created = await db.migrations.create({ name: 'v2' })
  t.strictSame(created?.warnings, [
    'person.status is added NOT NULL without a default: the migration fails on a table with rows (person has 2 rows). ' +
      'Give the column a serverDefault, or make it nullable and fill it in a migration of its own.',
    'person.age becomes NOT NULL: the migration fails while a row holds null in it (1 row of person does). Fill those rows first.',
    'person.name is dropped with its values (2 rows of person). If it was renamed, write the rename by hand in a blank migration instead (see the review before up()).'
  ])
})

// Tried as a new user would: a comment's taskId pointed at person instead of task (ids person
// lacks) got no warning from create(); up() then failed and was rolled back.
const Owner = defineModel({ name: 'Person', columns: { id, name: Column.String(40) } })
const Job = defineModel({ name: 'Task', columns: { id, title: Column.String(40) } })
const Note = (parent: string): ModelType => defineModel({ name: 'Comment', columns: { id, taskId: Column.Integer({ foreignKey: `${parent}.id` }), body: Column.String(40) } }) as unknown as ModelType

eachDatabase(t, 'create() warns of a foreign key pointed at a table that lacks the rows referenced, and counts them', async (t, { dialect, url }) => {
  const project = migrationProject(t, dialect, url)
  const before = new DB(project.url, { models: [Owner, Job, Note('task')], migrationsPath: project.migrationsPath, log: () => {} })
  await before.createAll()
  const rows = before.orm.em.getConnection()
  await rows.execute("insert into person (id, name) values (1, 'Ann')")
  await rows.execute("insert into task (id, title) values (1, 'a'), (2, 'b'), (3, 'c')")
  await rows.execute("insert into comment (id, task_id, body) values (1, 1, 'x'), (2, 2, 'y'), (3, 3, 'z'), (4, 3, 'w'), (5, null, 'v')")
  await before.close()
  const db = new DB(project.url, { models: [Owner, Job, Note('person')], migrationsPath: project.migrationsPath, log: () => {} })
  await db.createAll()
  t.teardown(() => db.close())
  const created = await db.migrations.create({ name: 'retarget' })
  if (created === undefined) throw new Error('no migration written')
  t.strictSame(created.warnings, [
    'comment.task_id gets a foreign key to person (id): the migration fails (and changes nothing) while rows reference what person lacks. ' +
      '3 rows of comment do (task_id 2, 3). First, in a migration of its own, add those person rows, point the rows at ones that exist, or clear task_id where it may be null.'
  ])
  const stored = [[1, 1, 'x'], [2, 2, 'y'], [3, 3, 'z'], [4, 3, 'w'], [5, null, 'v']]
  await t.rejects(db.migrations.up(), { code: 'FMR_ERR_MIGRATION_FAILED' }, 'as warned')
  t.strictSame(await rowsOf(db, 'select id, task_id, body from comment order by id'), stored, 'no row lost or changed')
  t.strictSame((await db.migrations.list()).pending, [created.name])
  // Done as the warning says: the person rows added, the same migration runs.
  await db.orm.em.getConnection().execute("insert into person (id, name) values (2, 'Bo'), (3, 'Cy')")
  t.strictSame(await db.migrations.up(), [created.name])
  t.strictSame(await rowsOf(db, 'select id, task_id, body from comment order by id'), stored)
  await t.rejects(db.orm.em.getConnection().execute("insert into comment (id, task_id, body) values (6, 9, 'u')"), 'the key now holds, to person')
})

// Tried as a new user would: a text column made an integer on SQLite was copied as SQLite could
// ('007' became 7, '1.50' a real, 'abc' stayed text) with no word, and GETs of the type failed.
const Coded = defineModel({ name: 'Item', columns: { id, code: Column.String(50), label: Column.String(50) } })
const Recoded = defineModel({ name: 'Item', columns: { id, code: Column.Integer(), label: Column.String(5) } })

eachDatabase(t, 'create() warns of a type change over values it would not hold as written, and counts them', async (t, { dialect, url }) => {
  const project = migrationProject(t, dialect, url)
  const before = new DB(project.url, { models: [Coded], migrationsPath: project.migrationsPath, log: () => {} })
  await before.createAll()
  await before.orm.em.getConnection().execute("insert into item (id, code, label) values (1, '007', 'short'), (2, '12', 'a longer label'), (3, 'abc', null), (4, '1.50', 'x')")
  await before.close()
  const db = new DB(project.url, { models: [Recoded], migrationsPath: project.migrationsPath, log: () => {} })
  await db.createAll()
  t.teardown(() => db.close())
  const created = await db.migrations.create({ name: 'recode' })
  const advice = 'Convert or clear such values first, in a migration of their own, or add a new column and copy what converts.'
  t.strictSame(created?.warnings, dialect === 'sqlite'
    ? [`item.code changes from TEXT to integer: 3 values of item would not convert exactly, and SQLite copies each as it can ('007' becomes 7, 'abc' stays text and reads of it fail). ${advice}`]
    : [
        `item.code changes from varchar(50) to int: 2 values of item would not convert exactly, and the migration fails on them (and changes nothing). ${advice}`,
        `item.label changes from varchar(50) to varchar(5): 1 value of item would not convert exactly, and the migration cuts them to 5 characters. ${advice}`
      ])
})

// Tried as a new user would: PostgreSQL's cast in the migration (`using (price::numeric(10,0))`)
// cut and rounded values the warning said would fail the run, and said nothing of a number's
// scale or a time's precision.
const Wide = defineModel({ name: 'Item', columns: { id, code: Column.String(30), price: Column.Numeric(10, 2), ratio: Column.Float(), at: Column.DateTime({ precision: 3 }), n: Column.String(20) } })
const Narrow = defineModel({ name: 'Item', columns: { id, code: Column.String(5), price: Column.Numeric(10, 0), ratio: Column.Integer(), at: Column.DateTime(), n: Column.Numeric(4, 1) } })

for (const dialect of dialects().filter(one => one === 'postgresql')) t.test(`create() says what the narrowing cast does to the values it changes, and up() does just that [${dialect}]`, async t => {
  const project = migrationProject(t, dialect, await databaseUrl(t, dialect))
  const before = new DB(project.url, { models: [Wide], migrationsPath: project.migrationsPath, log: () => {} })
  await before.createAll()
  await before.orm.em.getConnection().execute("insert into item (id, code, price, ratio, at, n) values (1, 'ABCDEFGHIJ', 12.75, 2.5, '2024-01-02 03:04:05.900Z', '1.25'), (2, 'ABC', 3, 4, '2024-01-02 03:04:05Z', 'x')")
  await before.close()
  const db = new DB(project.url, { models: [Narrow], migrationsPath: project.migrationsPath, log: () => {} })
  await db.createAll()
  t.teardown(() => db.close())
  const created = await db.migrations.create({ name: 'narrow' })
  const advice = 'Convert or clear such values first, in a migration of their own, or add a new column and copy what converts.'
  t.strictSame(created?.warnings, [
    `item.code changes from varchar(30) to varchar(5): 1 value of item would not convert exactly, and the migration cuts them to 5 characters. ${advice}`,
    `item.price changes from numeric(10,2) to numeric(10,0): 1 value of item would not convert exactly, and the migration rounds them to 0 decimal places. ${advice}`,
    `item.ratio changes from float8 to int: 1 value of item would not convert exactly, and the migration rounds them to whole numbers. ${advice}`,
    `item.at changes from timestamptz(3) to timestamptz(0): 1 value of item would not convert exactly, and the migration rounds them to whole seconds. ${advice}`,
    `item.n changes from varchar(20) to numeric(4,1): 1 value of item would not convert exactly, and the migration fails on them (and changes nothing). ${advice}`,
    `item.n changes from varchar(20) to numeric(4,1): 1 value of item would not convert exactly, and the migration rounds them to 1 decimal place. ${advice}`
  ])
  await db.orm.em.getConnection().execute("update item set n = '1.25' where id = 2")
  t.strictSame(await db.migrations.up(), [created?.name])
  t.strictSame((await db.orm.em.getConnection().execute("select id, code, price::text, ratio, to_char(at at time zone 'UTC', 'HH24:MI:SS') as at, n::text from item order by id")).map((row: Record<string, unknown>) => Object.values(row)),
    [[1, 'ABCDE', '13', 2, '03:04:06', '1.3'], [2, 'ABC', '3', 4, '03:04:05', '1.3']], 'cut and rounded as warned')
})

// Found by a review of the above: create() threw on a boolean's or a JSON value's cast to numeric,
// and said nothing of a NaN, an infinity or a time of day that the migration cannot keep.
const Mixed = defineModel({ name: 'Mix', columns: { id, flag: Column.Boolean(), ratio: Column.Float(), at: Column.DateTime() } })
const Remixed = defineModel({ name: 'Mix', columns: { id, flag: Column.Integer(), ratio: Column.Integer(), at: Column.Date() } })

for (const dialect of dialects().filter(one => one === 'postgresql')) t.test(`create() judges a boolean, a NaN and a date-time's time of day without failing [${dialect}]`, async t => {
  const project = migrationProject(t, dialect, await databaseUrl(t, dialect))
  const before = new DB(project.url, { models: [Mixed], migrationsPath: project.migrationsPath, log: () => {} })
  await before.createAll()
  await before.orm.em.getConnection().execute("insert into mix (id, flag, ratio, at) values (1, true, 'NaN', '2024-01-02 03:04:05Z'), (2, false, 2, '2024-01-02 00:00:00Z')")
  await before.close()
  const db = new DB(project.url, { models: [Remixed], migrationsPath: project.migrationsPath, log: () => {} })
  await db.createAll()
  t.teardown(() => db.close())
  const advice = 'Convert or clear such values first, in a migration of their own, or add a new column and copy what converts.'
  t.strictSame((await db.migrations.create({ name: 'remix' }))?.warnings, [
    `mix.ratio changes from float8 to int: 1 value of mix would not convert exactly, and the migration fails on them (and changes nothing). ${advice}`,
    `mix.at changes from timestamptz(0) to date: 1 value of mix would not convert exactly, and the migration drops their time of day. ${advice}`
  ])
})

// Found by a review: a change every value survives was warned of too (a date made a date-time,
// a date-time's precision on PostgreSQL), and a whole number past the new type's range was not.
const Dated = defineModel({ name: 'Thing', columns: { id, day: Column.Date(), v: Column.Integer() } })
const Redated = defineModel({ name: 'Thing', columns: { id, day: Column.DateTime(), v: Column.SmallInteger() } })

eachDatabase(t, 'create() is silent on a type change every value survives, and names a whole number past the new range', async (t, { dialect, url }) => {
  const project = migrationProject(t, dialect, url)
  const before = new DB(project.url, { models: [Dated], migrationsPath: project.migrationsPath, log: () => {} })
  await before.createAll()
  await before.orm.em.getConnection().execute("insert into thing (id, day, v) values (1, '2024-01-02', 7), (2, '2024-03-04', 100000)")
  await before.close()
  const db = new DB(project.url, { models: [Redated], migrationsPath: project.migrationsPath, log: () => {} })
  await db.createAll()
  t.teardown(() => db.close())
  const created = await db.migrations.create({ name: 'redate' })
  t.strictSame(created?.warnings, dialect === 'sqlite'
    ? []
    : ['thing.v changes from int4 to smallint: 1 value of thing would not convert exactly, and the migration fails on them (and changes nothing). ' +
        'Convert or clear such values first, in a migration of their own, or add a new column and copy what converts.'])
})

/** The ```js migration files and the warnings block of docs/models.md's migrations section. */
function docsBlocks (): { migrations: Array<{ name: string, code: string }>, warnings: string } {
  const all = fences(resolve(import.meta.dirname, '../../docs/models.md'))
  const migrations = all.filter(fence => fence.lang === 'js' && /extends Migration/.test(fence.content))
    .map(fence => ({ name: /Migration\d{14}_\w+/.exec(fence.content)?.[0] as string, code: fence.content }))
  const warnings = all.find(fence => fence.content.startsWith('Warning: '))?.content ?? ''
  return { migrations, warnings }
}

eachDatabase(t, "the docs' migrations run as shown: a rename by hand, then a data step filling a new column from two others", async (t, { dialect, url }) => {
  const project = migrationProject(t, dialect, url)
  const Names = defineModel({ name: 'Person', columns: { id, first: Column.String(50), last: Column.String(50) } })
  const db = new DB(project.url, { models: [Names], migrationsPath: project.migrationsPath, log: () => {} })
  await db.createAll()
  t.teardown(() => db.close())
  await db.orm.em.getConnection().execute("insert into person (id, first, last) values (1, 'Ann', 'Lee'), (2, 'Bo', null)")
  const { migrations } = docsBlocks()
  t.strictSame(migrations.map(migration => migration.name), ['Migration20260101000000_rename_names', 'Migration20260102000000_full_name'])
  for (const migration of migrations) project.write(`migrations/${migration.name}.mjs`, migration.code)
  t.strictSame(await db.migrations.up(), migrations.map(migration => migration.name))
  t.strictSame(await rowsOf(db, 'select id, given_name, family_name, full_name from person order by id'), [[1, 'Ann', 'Lee', 'Ann Lee'], [2, 'Bo', null, 'Bo']],
    'the data step ran after the column it fills was added')
  t.strictSame(await db.migrations.down(), ['Migration20260102000000_full_name'])
  t.strictSame(await columnsOf(db, 'person'), ['id', 'given_name', 'family_name'])
})

t.test("the docs' warnings are create()'s [sqlite]", async t => {
  const project = migrationProject(t, 'sqlite', '')
  await (await seeded(project)).close()
  const db = new DB(project.url, { models: [V2_WARNED], migrationsPath: project.migrationsPath, log: () => {} })
  await db.createAll()
  t.teardown(() => db.close())
  const created = await db.migrations.create({ name: 'v2' })
  t.equal(created?.warnings.map(warning => `Warning: ${warning}`).join('\n'), docsBlocks().warnings)
})

eachDatabase(t, "a data step's own error is named without a statement the database did not refuse", async (t, { dialect, url }) => {
  const project = migrationProject(t, dialect, url)
  const db = await seeded(project)
  t.teardown(() => db.close())
  project.write('migrations/Migration20260101000000_fill.mjs', `import { Migration } from '@mikro-orm/migrations'
export class Migration20260101000000_fill extends Migration {
  async up () {
    this.addSql("update person set name = 'Zed'")
    const rows = await this.execute('select id from person where age > 100')
    if (rows.length === 0) throw new Error('no person over 100 to fill from')
  }
}
`)
  await t.rejects(db.migrations.up(), {
    code: 'FMR_ERR_MIGRATION_FAILED',
    message: 'The migration Migration20260101000000_fill failed and the run was rolled back: no person over 100 to fill from'
  })
  t.strictSame(await rowsOf(db, 'select id, name, age from person order by id'), ROWS, 'the update sent before the data step is rolled back')
})

// docs/models.md: SQLite keeps no length for text, so a String made shorter is no change there.
const LongCode = defineModel({ name: 'Item', columns: { id, code: Column.String(50) } })
const ShortCode = defineModel({ name: 'Item', columns: { id, code: Column.String(10) } })

t.test('a String made shorter is no change of a SQLite table: no drift, no migration, the long value stays [sqlite]', async t => {
  const project = migrationProject(t, 'sqlite', '')
  const before = new DB(project.url, { models: [LongCode], migrationsPath: project.migrationsPath, log: () => {} })
  await before.createAll()
  await before.orm.em.getConnection().execute("insert into item (id, code) values (1, 'a code of thirty characters...')")
  await before.close()
  const db = new DB(project.url, { models: [ShortCode], migrationsPath: project.migrationsPath, log: () => {} })
  await db.createAll()
  t.teardown(() => db.close())
  t.strictSame(await db.schemaDrift(), [])
  t.equal(await db.migrations.create({ name: 'shorter' }), undefined)
  t.strictSame(await rowsOf(db, 'select id, code from item where length(code) > 10'), [[1, 'a code of thirty characters...']])
})
