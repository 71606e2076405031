// `fastify-model-resources migration:create|up|down|list` in a user's project with a config file.
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import t from 'tap'
import { Column, DB, defineModel } from '../../lib/index.ts'
import { loadConfig } from '../../lib/cli/load-config.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { migrationProject, rowsOf } from '../helpers/migrations.ts'
import { fences } from '../helpers/markdown.ts'

const CLI = resolve(import.meta.dirname, '../../lib/cli/main.ts')
const LIBRARY = resolve(import.meta.dirname, '../../lib/index.ts')

const V1 = defineModel({ name: 'Person', columns: { id: Column.Integer({ primaryKey: true }), name: Column.String(50, { nullable: false }) } })
const V2 = defineModel({ name: 'Person', columns: { id: Column.Integer({ primaryKey: true }), fullName: Column.String(50, { nullable: false }) } })

/** Runs the command line in `cwd`: its exit code and output. */
async function cli (cwd: string, ...args: string[]): Promise<{ code: number, stdout: string, stderr: string }> {
  const node = [process.execPath, '--experimental-strip-types', '--disable-warning=ExperimentalWarning', CLI, ...args]
  try {
    const { stdout, stderr } = await promisify(execFile)(node[0], node.slice(1), { cwd })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number, stdout: string, stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

/** The people as the database holds them, read through a DB of the models given. */
async function people (url: string, model: typeof V1 | typeof V2, column: string): Promise<unknown[][]> {
  const db = new DB(url, { models: [model], log: () => {} })
  await db.createAll()
  try {
    return await rowsOf(db, `select id, ${column} from person order by id`)
  } finally {
    await db.close()
  }
}

eachDatabase(t, 'the command line creates, lists, applies and reverts a migration from fmr.config.mjs', async (t, { dialect, url }) => {
  const project = migrationProject(t, dialect, url)
  const seed = new DB(project.url, { models: [V1] })
  await seed.createAll()
  await new V1({ name: 'Ann' }).save()
  await new V1({ name: 'Bob' }).save()
  await seed.close()

  // The project's models after the rename, and its config file.
  project.write('models.mjs', `import { Column, defineModel } from ${JSON.stringify(LIBRARY)}
export const Person = defineModel({ name: 'Person', columns: { id: Column.Integer({ primaryKey: true }), fullName: Column.String(50, { nullable: false }) } })
`)
  project.write('fmr.config.mjs', `import { Person } from './models.mjs'
export default { url: ${JSON.stringify(project.url)}, models: [Person] }
`)
  const q = dialect === 'sqlite' ? '`' : '"'
  const created = await cli(project.dir, 'migration:create', '--name', 'rename')
  t.equal(created.code, 0, created.stderr)
  const name = /Migration\d{14}_rename/.exec(created.stdout)?.[0] as string
  t.equal(created.stdout, `Wrote migrations/${dialect}/${name}.mjs; review it, then run migration:up.\n` +
    `  alter table ${q}person${q} rename column ${q}name${q} to ${q}full_name${q};\n`)
  t.equal(created.stderr, 'Warning: person.name is taken as renamed to full_name, keeping its values (2 rows of person): the one column removed that matches ' +
    "the added one's type and settings. If full_name is a new column instead, write the change by hand in a blank migration (see the review before up()).\n")
  t.equal(fences(resolve(import.meta.dirname, '../../docs/models.md')).find(fence => fence.content.startsWith('Warning: person.name is taken'))?.content,
    created.stderr.trimEnd(), "docs/models.md shows the rename's warning as it is")

  t.strictSame(await cli(project.dir, 'migration:list'), { code: 0, stdout: `pending  ${name}\n`, stderr: '' })
  t.strictSame(await cli(project.dir, 'migration:up'), { code: 0, stdout: `Applied ${name}\n`, stderr: '' })
  t.strictSame(await people(project.url, V2, 'full_name'), [[1, 'Ann'], [2, 'Bob']], 'every row kept through the rename')
  const listed = await cli(project.dir, 'migration:list')
  t.match(listed.stdout, new RegExp(`^applied  ${name}  \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z\\n$`))
  t.strictSame(await cli(project.dir, 'migration:up'), { code: 0, stdout: 'No pending migration.\n', stderr: '' })
  t.strictSame(await cli(project.dir, 'migration:create'), { code: 0, stdout: 'The models match the database: no migration written.\n', stderr: '' })

  t.strictSame(await cli(project.dir, 'migration:down'), { code: 0, stdout: `Reverted ${name}\n`, stderr: '' })
  t.strictSame(await people(project.url, V1, 'name'), [[1, 'Ann'], [2, 'Bob']], 'and back')
  t.strictSame(await cli(project.dir, 'migration:list'), { code: 0, stdout: `pending  ${name}\n`, stderr: '' })
})

t.test('the command line without a config file, or with an unknown command, says what it needs', async t => {
  const project = migrationProject(t, 'sqlite', '')
  t.strictSame(await cli(project.dir, 'migration:up'), {
    code: 1,
    stdout: '',
    stderr: 'FMR_ERR_CLI_CONFIG: No config file: write fmr.config.js (or .mjs, .ts) exporting { url, models }, or pass --config <file>\n'
  })
  project.write('fmr.config.mjs', 'export default { url: 7 }\n')
  const malformed = await cli(project.dir, 'migration:list')
  t.equal(malformed.code, 1)
  t.equal(malformed.stderr, `FMR_ERR_CLI_CONFIG: ${project.dir}/fmr.config.mjs must export default { url: string, models: [...], migrationsPath?: string }\n`)
  // Read in this process (a command line costs seconds): the config's resources must be a list.
  project.write('fmr.resources.mjs', "export default { url: 'sqlite:///x.db', models: [], resources: 5 }\n")
  await t.rejects(loadConfig(join(project.dir, 'fmr.resources.mjs')), { code: 'FMR_ERR_CLI_CONFIG', message: `${project.dir}/fmr.resources.mjs: resources must be a list of resource classes` })
  project.write('fmr.events.mjs', "export default { url: 'sqlite:///x.db', models: [], events: 'Book' }\n")
  await t.rejects(loadConfig(join(project.dir, 'fmr.events.mjs')), { code: 'FMR_ERR_CLI_CONFIG', message: `${project.dir}/fmr.events.mjs: events must be a list of record types` })
  const usage = await cli(project.dir, 'migrate')
  t.equal(usage.code, 2)
  t.match(usage.stdout, /^Usage: fastify-model-resources <command> \[--config <file>\]\n/)
})

eachDatabase(t, 'migration:create prints its warnings; up --dry-run prints the SQL and keeps nothing; status tells pending by its exit code', async (t, { dialect, url }) => {
  const project = migrationProject(t, dialect, url)
  const seed = new DB(project.url, { models: [V1] })
  await seed.createAll()
  await new V1({ name: 'Ann' }).save()
  await seed.close()
  // name dropped, and a NOT NULL integer added without a default.
  project.write('fmr.config.mjs', `import { Column, defineModel } from ${JSON.stringify(LIBRARY)}
const Person = defineModel({ name: 'Person', columns: { id: Column.Integer({ primaryKey: true }), rank: Column.Integer({ nullable: false }) } })
export default { url: ${JSON.stringify(project.url)}, models: [Person] }
`)
  const created = await cli(project.dir, 'migration:create', '--name', 'rank')
  t.equal(created.code, 0)
  const name = /Migration\d{14}_rank/.exec(created.stdout)?.[0] as string
  t.match(created.stdout, `Wrote migrations/${dialect}/${name}.mjs; review it, then run migration:up.\n`)
  t.equal(created.stderr,
    'Warning: person.rank is added NOT NULL without a default: the migration fails on a table with rows (person has 1 row). ' +
    'Give the column a serverDefault, or make it nullable and fill it in a migration of its own.\n' +
    'Warning: person.name is dropped with its values (1 row of person). If it was renamed, write the rename by hand in a blank migration instead (see the review before up()).\n')

  t.strictSame(await cli(project.dir, 'migration:status'), { code: 1, stdout: `1 pending (run migration:up): ${name}\n`, stderr: '' })
  const q = dialect === 'sqlite' ? '`' : '"'
  const dry = await cli(project.dir, 'migration:up', '--dry-run')
  t.equal(dry.code, 1, 'the dry run finds the failure')
  t.match(dry.stderr, new RegExp(`^FMR_ERR_MIGRATION_FAILED: The migration ${name} failed and the run was rolled back: .*; the statement: alter table ${q}person${q} add`))
  t.strictSame(await people(project.url, V1, 'name'), [[1, 'Ann']], 'nothing changed')

  // The same change, the column made nullable by hand in the file: the dry run prints it and keeps nothing.
  project.write(`migrations/${dialect}/${name}.mjs`, readFileSync(join(project.dir, 'migrations', dialect, `${name}.mjs`), 'utf8').replace(/ not null/g, ' null'))
  const planned = await cli(project.dir, 'migration:up', '--dry-run')
  t.equal(planned.code, 0, planned.stderr)
  t.match(planned.stdout, new RegExp(`^-- ${name}\\n`))
  t.match(planned.stdout, `alter table ${q}person${q} drop column ${q}name${q};\n`)
  t.match(planned.stdout, /\n-- Dry run: every statement ran and was rolled back; nothing was applied\.\n$/)
  t.strictSame(await people(project.url, V1, 'name'), [[1, 'Ann']], 'nothing applied')
  t.strictSame(await cli(project.dir, 'migration:up'), { code: 0, stdout: `Applied ${name}\n`, stderr: '' })
  t.strictSame(await cli(project.dir, 'migration:status'), { code: 0, stdout: 'Up to date: 1 applied, none pending.\n', stderr: '' })
})

eachDatabase(t, 'migration:up and down exit 1 naming the migration and the statement, and leave the data as it was', async (t, { dialect, url }) => {
  const project = migrationProject(t, dialect, url)
  const seed = new DB(project.url, { models: [V1] })
  await seed.createAll()
  await new V1({ name: 'Ann' }).save()
  await seed.close()
  project.write('fmr.config.mjs', `import { Column, defineModel } from ${JSON.stringify(LIBRARY)}
const Person = defineModel({ name: 'Person', columns: { id: Column.Integer({ primaryKey: true }), name: Column.String(50, { nullable: false }) } })
export default { url: ${JSON.stringify(project.url)}, models: [Person] }
`)
  const migration = (name: string, up: string[], down: string[]): string => `import { Migration } from '@mikro-orm/migrations'
export class ${name} extends Migration {
  async up () {
${up.map(sql => `    this.addSql(${JSON.stringify(sql)})\n`).join('')}  }
  async down () {
${down.map(sql => `    this.addSql(${JSON.stringify(sql)})\n`).join('')}  }
}
`
  project.write(`migrations/${dialect}/Migration20260101000000_rename.mjs`, migration('Migration20260101000000_rename',
    ["update person set name = 'Bea'", "insert into person (id, name) values (1, 'Dup')"], ["update person set name = 'Cy'", "insert into person (id, name) values (1, 'Dup')"]))
  const up = await cli(project.dir, 'migration:up')
  t.equal(up.code, 1)
  t.equal(up.stdout, '')
  t.match(up.stderr, /^FMR_ERR_MIGRATION_FAILED: The migration Migration20260101000000_rename failed and the run was rolled back: .*; the statement: insert into person \(id, name\) values \(1, 'Dup'\)\n$/)
  t.strictSame(await people(project.url, V1, 'name'), [[1, 'Ann']], 'the update before it is rolled back')

  // Its down() fails as well, once it is applied (marked so by hand).
  const db = new DB(project.url, { models: [V1], migrationsPath: join(project.dir, 'migrations', dialect), log: () => {} })
  await db.createAll()
  await db.orm.migrator.logMigration('Migration20260101000000_rename')
  await db.close()
  const down = await cli(project.dir, 'migration:down')
  t.equal(down.code, 1)
  t.match(down.stderr, /^FMR_ERR_MIGRATION_FAILED: The migration Migration20260101000000_rename failed and the run was rolled back: .*; the statement: insert into person \(id, name\) values \(1, 'Dup'\)\n$/)
  t.strictSame(await people(project.url, V1, 'name'), [[1, 'Ann']])
  t.match((await cli(project.dir, 'migration:list')).stdout, /^applied {2}Migration20260101000000_rename {2}/, 'still applied')
})

// Tried as a new user would: a record type with change events (new DB(url, { models, events }) in
// the app) loses a column to another through the command line. Its config could not name the
// types with events, so the migration left their triggers alone: on SQLite, whose triggers name
// the columns, migration:up failed (`no such column: new.tag`); on PostgreSQL, a database whose
// outbox a migration should make got none.
eachDatabase(t, 'the config file names the record types with change events: migrations make and keep their triggers', async (t, { dialect, url }) => {
  const project = migrationProject(t, dialect, url)
  const Tagged = defineModel({ name: 'Note', columns: { id: Column.Integer({ primaryKey: true }), text: Column.String(50), tag: Column.String(5) } })
  const seed = new DB(project.url, { models: [Tagged], events: [Tagged], log: () => {} })
  await seed.createAll()
  await new Tagged({ text: 'zero', tag: 'a' }).save()
  await seed.close()
  project.write('models.mjs', `import { Column, defineModel } from ${JSON.stringify(LIBRARY)}
export const Note = defineModel({ name: 'Note', columns: { id: Column.Integer({ primaryKey: true }), text: Column.String(50), stars: Column.Integer() } })
`)
  project.write('fmr.config.mjs', `import { Note } from './models.mjs'
export default { url: ${JSON.stringify(project.url)}, models: [Note], events: [Note] }
`)
  const created = await cli(project.dir, 'migration:create', '--name', 'stars')
  t.equal(created.code, 0, created.stderr)
  const up = await cli(project.dir, 'migration:up')
  t.strictSame({ code: up.code, stderr: up.stderr }, { code: 0, stderr: '' })
  const db = new DB(project.url, { models: [Tagged], log: () => {} })
  await db.createAll()
  t.teardown(() => db.close())
  await rowsOf(db, "insert into note (text, stars) values ('one', 5)")
  const events = await rowsOf(db, 'select op, record_id, new_row from fmr_events order by seq')
  t.strictSame(events.map(([op, id, row]) => [op, id, typeof row === 'string' ? JSON.parse(row) : row]), [
    ['created', '1', { id: 1, text: 'zero', tag: 'a' }],
    ['created', '2', { id: 2, text: 'one', stars: 5 }]
  ])
  t.strictSame(await rowsOf(db, 'select id, text, stars from note order by id'), [[1, 'zero', null], [2, 'one', 5]])
})

t.test('files left in the folder above migrations/<kind> are refused with what to do [sqlite]', async t => {
  const project = migrationProject(t, 'sqlite', '')
  project.write('fmr.config.mjs', `import { Column, defineModel } from ${JSON.stringify(LIBRARY)}
const Person = defineModel({ name: 'Person', columns: { id: Column.Integer({ primaryKey: true }), name: Column.String(50) } })
export default { url: ${JSON.stringify(project.url)}, models: [Person] }
`)
  project.write('migrations/Migration20260101000000_old.mjs', "import { Migration } from '@mikro-orm/migrations'\nexport class Migration20260101000000_old extends Migration { async up () { this.addSql('select 1') } }\n")
  t.strictSame(await cli(project.dir, 'migration:list'), {
    code: 1,
    stdout: '',
    stderr: 'FMR_ERR_MIGRATIONS_FOLDER: migrations holds migration files that are never run (Migration20260101000000_old.mjs): ' +
      'the migrations of this SQLite database are read from migrations/sqlite, one folder per database kind. ' +
      'Move each file into the folder of the kind it was generated on (migrations/sqlite, migrations/postgresql), ' +
      'or set migrationsPath to migrations if the application runs on SQLite only\n'
  })
})
