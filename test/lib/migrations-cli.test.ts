// `fastify-model-resources migration:create|up|down|list` in a user's project with a config file.
import { execFile } from 'node:child_process'
import { resolve } from 'node:path'
import { promisify } from 'node:util'
import t from 'tap'
import { Column, DB, defineModel } from '../../lib/index.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { migrationProject, rowsOf } from '../helpers/migrations.ts'

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
  t.equal(created.stdout, `Wrote migrations/${name}.mjs; review it, then run migration:up.\n` +
    `  alter table ${q}person${q} rename column ${q}name${q} to ${q}full_name${q};\n`)
  t.equal(created.stderr, '')

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
  const usage = await cli(project.dir, 'migrate')
  t.equal(usage.code, 2)
  t.match(usage.stdout, /^Usage: fastify-model-resources <command> \[--config <file>\]\n/)
})
