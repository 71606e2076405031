// A migration that rebuilds a table (SQLite: create a copy, copy the rows, drop, rename) keeps
// every row of the table and of the tables that reference it, whatever their onDelete rule; on
// PostgreSQL the same model changes are ALTERs, held to the same contents.
import { readFileSync, writeFileSync } from 'node:fs'
import t, { type Test } from 'tap'
import { Column, DB, defineModel, Relationship, type ModelType } from '../../lib/index.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { migrationProject, type MigrationProject } from '../helpers/migrations.ts'

const id = Column.Integer({ primaryKey: true })
const Person = defineModel({ name: 'Person', columns: { id, name: Column.String(40) } })
// The three rules a child's foreign key can have: cascade, restrict (the default), set null.
const Comment = defineModel({ name: 'Comment', columns: { id, taskId: Column.Integer({ nullable: false, foreignKey: 'task.id' }), body: Column.String(80) } })
const TaskTag = defineModel({ name: 'TaskTag', columns: { id, taskId: Column.Integer({ nullable: false, foreignKey: 'task.id' }), tag: Column.String(20) } })
const Watch = defineModel({ name: 'Watch', columns: { id, taskId: Column.Integer({ foreignKey: 'task.id' }), who: Column.String(20) } })
const relationships = {
  comments: Relationship.list('Comment', { onDelete: 'cascade' }),
  tags: Relationship.list('TaskTag'),
  watches: Relationship.list('Watch', { onDelete: 'set null' })
} as const
const title = Column.String(50, { nullable: false })
const task = (columns: Record<string, unknown>): ModelType =>
  defineModel({ name: 'Task', columns: { id, title, ...columns } as never, relationships }) as unknown as ModelType
const v1 = { priority: Column.Integer({ nullable: false }), note: Column.String(40), ownerId: Column.Integer() }
const V1 = task(v1)

/** Each change that SQLite makes by rebuilding the task table, and what it does to the task rows. */
const CHANGES: Array<{ name: string, model: ModelType, rebuilds: boolean, rows?: (row: Record<string, unknown>) => Record<string, unknown> }> = [
  { name: 'priority becomes nullable', model: task({ ...v1, priority: Column.Integer() }), rebuilds: true },
  { name: 'note becomes NOT NULL', model: task({ ...v1, note: Column.String(40, { nullable: false }) }), rebuilds: true },
  { name: 'priority becomes a float', model: task({ ...v1, priority: Column.Float({ nullable: false }) }), rebuilds: true },
  { name: 'note gets a default', model: task({ ...v1, note: Column.String(40, { serverDefault: "'none'" }) }), rebuilds: true },
  { name: 'ownerId gets a foreign key to person', model: task({ ...v1, ownerId: Column.Integer({ foreignKey: 'person.id' }) }), rebuilds: true },
  // MikroORM's rebuild copied `null as remark`: tried as a new user would, the renamed column lost every value.
  {
    name: 'note is renamed to remark while priority becomes a float',
    model: task({ priority: Column.Float({ nullable: false }), remark: v1.note, ownerId: v1.ownerId }),
    rebuilds: true,
    rows: ({ note, ...row }) => ({ ...row, remark: note })
  },
  // MikroORM's rebuild copied `null as score`: tried as a new user would, the run failed on NOT NULL.
  {
    name: 'a NOT NULL column with a default is added while ownerId gets a foreign key to person',
    model: task({ ...v1, ownerId: Column.Integer({ foreignKey: 'person.id' }), score: Column.Integer({ nullable: false, serverDefault: '7' }) }),
    rebuilds: true,
    rows: row => ({ ...row, score: 7 })
  },
  { name: 'note is dropped', model: task({ priority: v1.priority, ownerId: v1.ownerId }), rebuilds: false, rows: ({ note: _note, ...row }) => row },
  {
    name: 'a column with a foreign key to person is added',
    model: task({ ...v1, reviewerId: Column.Integer({ foreignKey: 'person.id' }) }),
    rebuilds: false,
    rows: row => ({ ...row, reviewer_id: null })
  }
]

const TABLES = ['person', 'task', 'comment', 'task_tag', 'watch']

/** Every table's rows, each as an object, in id order. */
async function contents (db: DB): Promise<Record<string, Array<Record<string, unknown>>>> {
  const connection = db.orm.em.getConnection()
  const all: Record<string, Array<Record<string, unknown>>> = {}
  for (const table of TABLES) all[table] = (await connection.execute(`select * from ${table} order by id`)).map((row: Record<string, unknown>) => ({ ...row }))
  return all
}

/** The project's database with v1's tables and rows that reference two tasks by each rule. */
async function seed (project: MigrationProject): Promise<void> {
  const db = new DB(project.url, { models: [Person, V1, Comment, TaskTag, Watch], migrationsPath: project.migrationsPath, log: () => {} })
  await db.createAll()
  const rows = db.orm.em.getConnection()
  await rows.execute("insert into person (id, name) values (1, 'Ann')")
  await rows.execute("insert into task (id, title, priority, note, owner_id) values (1, 'Write', 2, 'soon', 1), (2, 'Ship', 5, 'later', null)")
  await rows.execute("insert into comment (id, task_id, body) values (1, 1, 'first'), (2, 2, 'second')")
  await rows.execute("insert into task_tag (id, task_id, tag) values (1, 1, 'a'), (2, 1, 'b'), (3, 2, 'a'), (4, 2, 'c'), (5, 2, 'd')")
  await rows.execute("insert into watch (id, task_id, who) values (1, 1, 'Bob'), (2, 2, 'Cy')")
  await db.close()
}

function open (project: MigrationProject, model: ModelType): DB {
  return new DB(project.url, { models: [Person, model, Comment, TaskTag, Watch], migrationsPath: project.migrationsPath, log: () => {} })
}

/** SQLite's own checks after a run: no row left without its parent, and foreign keys enforced again. */
async function foreignKeysHold (t: Test, db: DB): Promise<void> {
  if (db.dialect !== 'sqlite') return
  const connection = db.orm.em.getConnection()
  t.strictSame(await connection.execute('pragma foreign_key_check'), [], 'pragma foreign_key_check finds nothing')
  t.strictSame(await connection.execute('pragma foreign_keys'), [{ foreign_keys: 1 }], 'foreign keys are on again')
}

for (const change of CHANGES) {
  eachDatabase(t, `${change.name}: up() and down() keep every row of every table`, async (t, { dialect, url }) => {
    const project = migrationProject(t, dialect, url)
    await seed(project)
    const db = open(project, change.model)
    t.teardown(() => db.close())
    await db.createAll()
    const before = await contents(db)
    const created = await db.migrations.create({ name: 'change' })
    if (created === undefined) throw new Error('no migration written')
    if (dialect === 'sqlite') t.equal(created.up.some(sql => /create table `task__temp_alter`/.test(sql)), change.rebuilds, `SQLite rebuilds the table: ${change.rebuilds}`)
    t.strictSame(await db.migrations.up(), [created.name])
    const expected = { ...before, task: before.task.map(change.rows ?? (row => row)) }
    t.strictSame(await contents(db), expected, 'every row of every table, with its values')
    await foreignKeysHold(t, db)
    t.strictSame(await db.migrations.down(), [created.name])
    if (change.name !== 'note is dropped') t.strictSame(await contents(db), before, 'and back, every row')
    else t.strictSame(await contents(db), { ...before, task: before.task.map(row => ({ ...row, note: null })) }, 'and back: the column returns empty')
    await foreignKeysHold(t, db)
    // The rules still act after the rebuild: deleting task 1 deletes its comment, unlinks its watch, and is refused while a tag names it.
    const connection = db.orm.em.getConnection()
    await t.rejects(connection.execute('delete from task where id = 1'), 'restrict refuses the delete')
    await connection.execute('delete from task_tag where task_id = 1')
    await connection.execute('delete from task where id = 1')
    t.strictSame((await contents(db)).comment.map(row => row.id), [2], 'cascade')
    t.strictSame((await contents(db)).watch.map(row => [row.id, row.task_id]), [[1, null], [2, 2]], 'set null')
  })
}

t.test('a migration generated before the kind was recorded, with the pragma lines inside, keeps every row [sqlite]', async t => {
  const project = migrationProject(t, 'sqlite', '')
  await seed(project)
  const db = open(project, CHANGES[0].model)
  t.teardown(() => db.close())
  await db.createAll()
  const created = await db.migrations.create({ name: 'nullable' })
  if (created === undefined) throw new Error('no migration written')
  // The file as the release before wrote it: no recorded kind.
  writeFileSync(created.path, readFileSync(created.path, 'utf8').replace(/\n {2}\/\/ Its SQL[^\n]*\n {2}static dialect = '\w+'\n/, '\n'))
  t.notMatch(readFileSync(created.path, 'utf8'), 'dialect')
  t.match(readFileSync(created.path, 'utf8'), 'this.addSql(`pragma foreign_keys = off;`)')
  const before = await contents(db)
  t.strictSame(await db.migrations.up(), [created.name])
  t.strictSame(await contents(db), before, 'every row of every table')
  await foreignKeysHold(t, db)
})

t.test('a rebuild that would leave rows without their parent is rolled back, naming them [sqlite]', async t => {
  const project = migrationProject(t, 'sqlite', '')
  await seed(project)
  const db = open(project, V1)
  t.teardown(() => db.close())
  await db.createAll()
  const before = await contents(db)
  // A table rebuilt by hand that forgets task 1 (the copy's filter is wrong).
  project.write('migrations/Migration20260101000000_rebuild.mjs', `import { Migration } from '@mikro-orm/migrations'
export class Migration20260101000000_rebuild extends Migration {
  static dialect = 'sqlite'
  async up () {
    this.addSql('pragma foreign_keys = off')
    this.addSql('create table task_copy (id integer not null primary key, title text not null, priority integer not null, note text null, owner_id integer null)')
    this.addSql('insert into task_copy select * from task where id > 1')
    this.addSql('drop table task')
    this.addSql('alter table task_copy rename to task')
    this.addSql('pragma foreign_keys = on')
  }
}
`)
  const error = await db.migrations.up().then(() => undefined, (caught: unknown) => caught)
  t.match(error, {
    code: 'FMR_ERR_MIGRATION_FAILED',
    message: 'The migration Migration20260101000000_rebuild failed and the run was rolled back: ' +
      '4 row(s) would reference a missing parent row (pragma foreign_key_check): comment 1 -> task, task_tag 1 -> task, task_tag 2 -> task, watch 1 -> task'
  })
  t.strictSame(await contents(db), before, 'every table as it was')
  t.strictSame(await db.migrations.list(), { executed: [], pending: ['Migration20260101000000_rebuild'] })
  await foreignKeysHold(t, db)
})

// A foreign key the models no longer declare. Tried as a new user would: on SQLite the key stayed
// (MikroORM writes nothing to drop one there), the start-time check did not see it, a write the
// models allow was refused, and dropping the old parent table by hand deleted every child row
// through the key's `on delete cascade`.
const Project = defineModel({ name: 'Project', columns: { id, name: Column.String(40) }, relationships: { jobs: Relationship.list('Job', { onDelete: 'cascade' }) } })
const PlainProject = defineModel({ name: 'Project', columns: { id, name: Column.String(40) } })
const job = (projectId: ReturnType<typeof Column.Integer>): ModelType =>
  defineModel({ name: 'Job', columns: { id, projectId, name: Column.String(40) } as never }) as unknown as ModelType
const KEY_REMOVALS: Array<{ name: string, models: ModelType[] }> = [
  { name: 'the parent model is removed', models: [job(Column.Integer({ nullable: false }))] },
  { name: 'the relationship is removed, the column keeps its index', models: [PlainProject, job(Column.Integer({ nullable: false, index: true }))] }
]

for (const removal of KEY_REMOVALS) {
  eachDatabase(t, `${removal.name}: the migration drops the foreign key, and dropping the old parent keeps every child`, async (t, { dialect, url }) => {
    const project = migrationProject(t, dialect, url)
    const seeded = new DB(project.url, { models: [Project, job(Column.Integer({ nullable: false, foreignKey: 'project.id' }))], migrationsPath: project.migrationsPath, log: () => {} })
    await seeded.createAll()
    await seeded.orm.em.getConnection().execute("insert into project (id, name) values (1, 'Home'), (2, 'Work')")
    await seeded.orm.em.getConnection().execute("insert into job (id, project_id, name) values (1, 1, 'Paint'), (2, 1, 'Clean'), (3, 2, 'Report')")
    await seeded.close()
    const db = new DB(project.url, { models: removal.models, migrationsPath: project.migrationsPath, log: () => {} })
    t.teardown(() => db.close())
    await db.createAll()
    const drift = await db.schemaDrift()
    t.strictSame(drift.map(table => table.table), ['job'])
    t.ok(drift[0].differences.includes('foreign key job_project_id_foreign is not in the model'), 'the start-time check names the key')
    const created = await db.migrations.create({ name: 'unlink' })
    if (created === undefined) throw new Error('no migration written')
    if (dialect === 'sqlite') t.ok(created.up.some(sql => /create table `job__temp_alter`/.test(sql)), 'SQLite makes the table again')
    t.strictSame(await db.migrations.up(), [created.name])
    const connection = db.orm.em.getConnection()
    const keys = dialect === 'sqlite'
      ? await connection.execute("select \"table\" from pragma_foreign_key_list('job')")
      : await connection.execute("select conname from pg_constraint where conrelid = 'job'::regclass and contype = 'f'")
    t.strictSame(keys, [], 'the job table has no foreign key')
    t.strictSame(await db.schemaDrift(), [], 'and matches its model')
    await foreignKeysHold(t, db)
    await connection.execute("insert into job (id, project_id, name) values (4, 99, 'New')")
    await connection.execute('drop table project')
    t.strictSame((await connection.execute('select id, project_id from job order by id')).map((row: Record<string, unknown>) => [row.id, row.project_id]),
      [[1, 1], [2, 1], [3, 2], [4, 99]], 'every job is kept when the old parent table goes')
  })
}

eachDatabase(t, 'a foreign key removed with other changes of its table: a column renamed and one added with its default keep their values', async (t, { dialect, url }) => {
  const project = migrationProject(t, dialect, url)
  const seeded = new DB(project.url, { models: [Project, job(Column.Integer({ nullable: false, foreignKey: 'project.id' }))], migrationsPath: project.migrationsPath, log: () => {} })
  await seeded.createAll()
  await seeded.orm.em.getConnection().execute("insert into project (id, name) values (1, 'Home')")
  await seeded.orm.em.getConnection().execute("insert into job (id, project_id, name) values (1, 1, 'Paint'), (2, 1, 'Clean')")
  await seeded.close()
  const Job = defineModel({ name: 'Job', columns: { id, projectId: Column.Integer({ nullable: false }), title: Column.String(40), status: Column.String(20, { nullable: false, serverDefault: "'open'" }) } })
  const db = new DB(project.url, { models: [PlainProject, Job], migrationsPath: project.migrationsPath, log: () => {} })
  t.teardown(() => db.close())
  await db.createAll()
  const created = await db.migrations.create({ name: 'unlink_and_more' })
  t.strictSame(await db.migrations.up(), [created?.name])
  t.strictSame((await db.orm.em.getConnection().execute('select id, project_id, title, status from job order by id')).map((row: Record<string, unknown>) => Object.values(row)),
    [[1, 1, 'Paint', 'open'], [2, 1, 'Clean', 'open']], 'the renamed column keeps its values, the new one has its default')
  t.strictSame(await db.schemaDrift(), [])
  await foreignKeysHold(t, db)
})
