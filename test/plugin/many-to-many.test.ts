// Many-to-many relationships: a join table made for the pair (Task.tags, Tag.tasks) or a join
// model of one's own (Post.labels through PostLabel, whose own columns stay reachable), read as a
// list in every read feature (nested answers, fields, paths and where, counts) with one statement
// per level; links die with either record, the records themselves stay.
import t, { type Test } from 'tap'
import { Column, DB, defineModel, Model, Relationship, type HookQuery, type ModelType } from '../../lib/index.ts'
import { CollectionModelResource, ModelResource, type Data, type HookReturn } from '../../plugin/index.ts'
import { kReader } from '../../lib/symbols.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp, type Opened } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { columnsOf, migrationProject, rowsOf } from '../helpers/migrations.ts'

const Task = defineModel({
  name: 'Task',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    title: Column.String(50, { nullable: false })
  },
  relationships: {
    tags: Relationship.manyToMany('Tag', { orderBy: 'name' })
  }
})

const Tag = defineModel({
  name: 'Tag',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    name: Column.String(20, { nullable: false })
  },
  relationships: {
    tasks: Relationship.manyToMany(() => Task, { limit: 2 })
  }
})

const Post = defineModel({
  name: 'Post',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    title: Column.String(50, { nullable: false })
  },
  relationships: {
    labels: Relationship.manyToMany('Label', { through: 'PostLabel' }),
    postLabels: Relationship.list('PostLabel')
  }
})

const Label = defineModel({
  name: 'Label',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    text: Column.String(20, { nullable: false })
  }
})

const PostLabel = defineModel({
  name: 'PostLabel',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    postId: Column.Integer({ nullable: false, foreignKey: 'post.id' }),
    labelId: Column.Integer({ nullable: false, foreignKey: 'label.id' }),
    note: Column.String(20)
  }
})

const models = [Task, Tag, Post, Label, PostLabel]
const resources = [Task, Tag, Post, Label].flatMap(model => [ModelResource.of(model), CollectionModelResource.of(model)])

/** Tasks 1-3, tags 1-3; task 1: b, a; task 2: c; task 3 none. Posts 1-2, labels 1-2, post 1: both, notes. */
async function seeded (t: Test, url: string): Promise<Opened> {
  const opened = await openApp(t, url, { models, resources })
  const em = opened.db.fork()
  const sql = em.getConnection()
  await sql.execute("insert into task (id, title) values (1, 'one'), (2, 'two'), (3, 'three')")
  await sql.execute("insert into tag (id, name) values (1, 'b'), (2, 'a'), (3, 'c')")
  await sql.execute('insert into task_tag (task_id, tag_id) values (1, 1), (1, 2), (2, 3)')
  await sql.execute("insert into post (id, title) values (1, 'p1'), (2, 'p2')")
  await sql.execute("insert into label (id, text) values (1, 'x'), (2, 'y')")
  await sql.execute("insert into post_label (id, post_id, label_id, note) values (1, 1, 2, 'first'), (2, 1, 1, null)")
  return opened
}

eachDatabase(t, 'a many-to-many reads as a list of the related records, both ways, one statement per level', async (t, { url, dialect }) => {
  const opened = await seeded(t, url)
  const { runner } = opened.db[kReader]
  let before = runner.executed
  let res = await call(opened.app, 'GET', '/tasks')
  t.equal(res.status, 200)
  t.strictSame(res.body.Task, [
    { id: 1, title: 'one', tags: [{ id: 2, name: 'a' }, { id: 1, name: 'b' }] },
    { id: 2, title: 'two', tags: [{ id: 3, name: 'c' }] },
    { id: 3, title: 'three', tags: [] }
  ], 'in the declared order, the tasks not repeated inside their tags (the loop guard)')
  t.equal(runner.executed - before, 2, 'the page, then the tags of every task')

  before = runner.executed
  res = await call(opened.app, 'GET', '/tasks/1')
  t.equal(res.status, 200)
  t.strictSame(res.body, { id: 1, title: 'one', tags: [{ id: 2, name: 'a' }, { id: 1, name: 'b' }] })
  t.equal(runner.executed - before, dialect === 'postgresql' ? 1 : 2, 'the task, then its tags (in its statement on PostgreSQL)')

  await opened.db.fork().getConnection().execute('insert into task_tag (task_id, tag_id) values (2, 1), (3, 1)')
  res = await call(opened.app, 'GET', '/tags')
  t.equal(res.status, 200)
  t.strictSame(res.body.Tag, [
    { id: 1, name: 'b', tasks: [{ id: 1, title: 'one' }, { id: 2, title: 'two' }] },
    { id: 2, name: 'a', tasks: [{ id: 1, title: 'one' }] },
    { id: 3, name: 'c', tasks: [{ id: 2, title: 'two' }] }
  ], 'the other way, at most its limit (2) per tag')
})

eachDatabase(t, 'fields, paths, where with some, none and every, and count=true through a many-to-many', async (t, { url }) => {
  const opened = await seeded(t, url)
  let res = await call(opened.app, 'GET', '/tasks?fields=title,tags(name)')
  t.equal(res.status, 200)
  t.strictSame(res.body.Task, [
    { title: 'one', tags: [{ name: 'a' }, { name: 'b' }] },
    { title: 'two', tags: [{ name: 'c' }] },
    { title: 'three', tags: [] }
  ])
  res = await call(opened.app, 'GET', '/tasks?fields=id,tags(name,orderBy=-name,limit=1)')
  t.equal(res.status, 200)
  t.strictSame(res.body.Task, [{ id: 1, tags: [{ name: 'b' }] }, { id: 2, tags: [{ name: 'c' }] }, { id: 3, tags: [] }])

  const ids = async (path: string): Promise<unknown> => {
    const answer = await call(opened.app, 'GET', path)
    return answer.status === 200 ? [answer.body.Task.map((task: { id: number }) => task.id), answer.headers['x-total-count']] : `${answer.status} ${answer.text}`
  }
  const where = (value: unknown): string => 'where=' + encodeURIComponent(JSON.stringify(value))
  t.strictSame(await ids('/tasks?tags.name=a&count=true'), [[1], '1'])
  t.strictSame(await ids(`/tasks?${where({ tags: { some: { name: 'c' } } })}&count=true`), [[2], '1'])
  t.strictSame(await ids(`/tasks?${where({ tags: { none: { name: 'a' } } })}&count=true`), [[2, 3], '2'])
  t.strictSame(await ids(`/tasks?${where({ tags: { every: { name: { in: ['a', 'b'] } } } })}&count=true`), [[1, 3], '2'], 'a task without tags too')
  t.strictSame(await ids(`/tasks?${where({ tags: { some: {} } })}&count=true`), [[1, 2], '2'])
  t.strictSame(await ids('/tasks?tags.tasks.title=two'), [[2], undefined], 'two hops, back through the same join')
})

// A join model with columns of the same names as its target's, and a GET hook on the target.
const Box = defineModel({ name: 'Box', columns: { id: Column.Integer({ primaryKey: true }) }, relationships: { chips: Relationship.manyToMany('Chip', { through: 'BoxChip' }) } })
const Chip = defineModel({ name: 'Chip', columns: { id: Column.Integer({ primaryKey: true }), name: Column.String(10), owner: Column.String(10) } })
const BoxChip = defineModel({
  name: 'BoxChip',
  columns: { boxId: Column.Integer({ nullable: false, foreignKey: 'box.id' }), chipId: Column.Integer({ nullable: false, foreignKey: 'chip.id' }), name: Column.String(10), owner: Column.String(10) },
  primaryKey: ['boxId', 'chipId']
})
class Chips extends CollectionModelResource.of(Chip) {
  override processGetInput (query: HookQuery, data: Data): HookReturn {
    return { status: true, query: query.where('owner', 'eq', 'ann'), data }
  }
}

eachDatabase(t, 'paths and where through a join model that has columns of its target\'s names, under the target\'s GET hook', async (t, { url }) => {
  // Tried as a new user would: `owner` on both the join model and the target made every path
  // through the many-to-many a 500 (an ambiguous column).
  const opened = await openApp(t, url, { models: [Box, Chip, BoxChip], resources: [CollectionModelResource.of(Box), Chips] })
  await rowsOf(opened.db, 'insert into box (id) values (1), (2), (3)')
  await rowsOf(opened.db, "insert into chip (id, name, owner) values (1, 'a', 'ann'), (2, 'b', 'bob')")
  await rowsOf(opened.db, "insert into box_chip (box_id, chip_id, name, owner) values (1, 1, 'b', 'bob'), (2, 2, 'a', 'ann'), (3, 1, 'a', 'bob'), (3, 2, 'a', 'ann')")
  const ids = async (query: string): Promise<unknown> => {
    const answer = await call(opened.app, 'GET', `/boxes?${query}&count=true`)
    return [answer.status, answer.status === 200 ? answer.body.Box.map((box: { id: number }) => box.id) : answer.body, answer.headers['x-total-count']]
  }
  const where = (value: unknown): string => 'where=' + encodeURIComponent(JSON.stringify(value))
  t.strictSame(await ids('chips.name=a'), [200, [1, 3], '2'], 'the chip\'s name, not the link\'s')
  t.strictSame(await ids('chips.name=b'), [200, [], '0'], 'bob\'s chip is hidden')
  t.strictSame(await ids('chips.owner=ann'), [200, [1, 3], '2'])
  t.strictSame(await ids(where({ chips: { some: { name: 'a' } } })), [200, [1, 3], '2'])
  t.strictSame(await ids(where({ chips: { none: { owner: 'ann' } } })), [200, [2], '1'])
  t.strictSame(await ids(where({ chips: { every: { name: 'a' } } })), [200, [1, 2, 3], '3'], 'every chip the caller may see')
})

eachDatabase(t, 'a join model of its own: its columns read through its own list, the related records through the many-to-many', async (t, { url }) => {
  const opened = await seeded(t, url)
  const res = await call(opened.app, 'GET', '/posts')
  t.equal(res.status, 200)
  t.strictSame(res.body.Post, [
    { id: 1, title: 'p1', labels: [{ id: 1, text: 'x' }, { id: 2, text: 'y' }], postLabels: [{ id: 1, postId: 1, labelId: 2, note: 'first' }, { id: 2, postId: 1, labelId: 1, note: null }] },
    { id: 2, title: 'p2', labels: [], postLabels: [] }
  ])
})

eachDatabase(t, 'a link dies with either record; the records stay; the join table\'s key is the pair', async (t, { url }) => {
  const opened = await seeded(t, url)
  const sql = opened.db.fork().getConnection()
  await t.rejects(sql.execute('insert into task_tag (task_id, tag_id) values (1, 1)'), 'the pair is the primary key')
  let res = await call(opened.app, 'DELETE', '/tasks/1')
  t.equal(res.status, 204)
  t.strictSame((await sql.execute<Array<Record<string, unknown>>>('select task_id, tag_id from task_tag order by task_id')).map((row: Record<string, unknown>) => ({ ...row })), [{ task_id: 2, tag_id: 3 }])
  res = await call(opened.app, 'DELETE', '/tags/3')
  t.equal(res.status, 204)
  t.strictSame(await sql.execute('select * from task_tag'), [])
  res = await call(opened.app, 'DELETE', '/labels/1')
  t.equal(res.status, 204, 'a through model\'s keys cascade too')
  t.strictSame((await sql.execute<Array<Record<string, unknown>>>('select id from post_label')).map((row: Record<string, unknown>) => ({ ...row })), [{ id: 1 }])
  res = await call(opened.app, 'GET', '/tags')
  t.strictSame(res.body.Tag.map((tag: { id: number }) => tag.id), [1, 2], 'the tags stay')
})

eachDatabase(t, 'the document dictionary names a many-to-many\'s join model', async (t, { url }) => {
  const opened = await seeded(t, url)
  const tables = opened.db.docTables().definitions
  t.strictSame(tables.Task.properties.tags, {
    readOnly: false,
    relationship: { type: 'list', entity: 'Tag', through: 'TaskTag', fields: { id: tables.Tag.properties.id, name: tables.Tag.properties.name } }
  })
  t.strictSame((tables.Post.properties.labels as { relationship: { through: string } }).relationship.through, 'PostLabel')
})

t.test('a join model that does not hold both keys, or a many-to-many with orphans, is FMR_ERR_RELATIONSHIP', async t => {
  const Loose = defineModel({
    name: 'Loose',
    columns: { id: Column.Integer({ primaryKey: true }), postId: Column.Integer({ foreignKey: 'post.id' }) }
  })
  const Odd = defineModel({
    name: 'Post',
    columns: { id: Column.Integer({ primaryKey: true }) },
    relationships: { labels: Relationship.manyToMany('Label', { through: 'Loose' }) }
  })
  t.throws(() => new DB('sqlite:///:memory:', { models: [Odd, Label, Loose] }), {
    code: 'FMR_ERR_RELATIONSHIP',
    message: 'The relationship Post.labels cannot be resolved: Loose must hold one foreign key to post and one to label (it has 1 and 0)'
  })
  const Writable = defineModel({
    name: 'Task',
    columns: { id: Column.Integer({ primaryKey: true }) },
    relationships: { tags: Relationship.manyToMany('Tag', { writable: true, doc: 'its tags' }), more: { ...Relationship.manyToMany('Tag', { writable: true }), orphans: 'keep' as const } }
  })
  t.throws(() => new DB('sqlite:///:memory:', { models: [Writable, Tag] }), {
    code: 'FMR_ERR_RELATIONSHIP',
    message: 'The relationship Task.more cannot be resolved: a many-to-many unlinks the records a write leaves out, and never deletes them: it takes no orphans'
  })
})

t.test('a writable many-to-many whose join model has a column that must be sent and has no default is FMR_ERR_RELATIONSHIP', async t => {
  // Tried as a new user would: every link written through Role.users failed at the database, a 500.
  const join = (role: ReturnType<typeof Column.String>) => defineModel({
    name: 'Membership',
    columns: {
      groupId: Column.Integer({ foreignKey: 'group.id' }),
      memberId: Column.Integer({ foreignKey: 'member.id' }),
      role
    },
    primaryKey: ['groupId', 'memberId']
  })
  const group = (writable: boolean) => defineModel({
    name: 'Group',
    columns: { id: Column.Integer({ primaryKey: true }) },
    relationships: { members: Relationship.manyToMany('Member', { through: 'Membership', writable }) }
  })
  const Member = defineModel({ name: 'Member', columns: { id: Column.Integer({ primaryKey: true }) } })
  t.throws(() => new DB('sqlite:///:memory:', { models: [group(true), Member, join(Column.String(10, { nullable: false }))] }), {
    code: 'FMR_ERR_RELATIONSHIP',
    message: 'The relationship Group.members cannot be resolved: Membership.role must be sent and has no default, so a link written through members could not be stored: give it a default or let it be null, or write Membership records through their own resource (writable: false)'
  })
  // Read-only, or with a default, or nullable: the model is accepted, and a link is written with the default.
  const readOnly = new DB('sqlite:///:memory:', { models: [group(false), Member, join(Column.String(10, { nullable: false }))] })
  await readOnly.close()
  t.doesNotThrow(() => new DB('sqlite:///:memory:', { models: [group(true), Member, join(Column.String(10, { nullable: true }))] }))
  const Group = group(true)
  const opened = await openApp(t, 'sqlite:///:memory:', {
    models: [Group, Member, join(Column.String(10, { nullable: false, default: 'member' }))],
    resources: [Group, Member].flatMap(model => [ModelResource.of(model), CollectionModelResource.of(model)])
  })
  const member = await call(opened.app, 'POST', '/members', {})
  t.equal(member.status, 201)
  t.equal(member.body.id, 1)
  const res = await call(opened.app, 'POST', '/groups', { members: [{ id: 1 }] })
  t.equal(res.status, 201)
  t.strictSame(res.body.members, [{ id: 1 }])
  t.strictSame(await rowsOf(opened.db, 'select group_id, member_id, role from membership'), [[1, 1, 'member']])
})

eachDatabase(t, 'a migration adds the join table a new many-to-many needs, its key the pair, each key cascading', async (t, { dialect, url }) => {
  const project = migrationProject(t, dialect, url)
  const id = Column.Integer({ primaryKey: true })
  const PlainTask = defineModel({ name: 'Task', columns: { id, title: Column.String(50, { nullable: false }) } })
  const PlainTag = defineModel({ name: 'Tag', columns: { id, name: Column.String(20, { nullable: false }) } })
  const before = new DB(project.url, { models: [PlainTask, PlainTag], migrationsPath: project.migrationsPath })
  await before.createAll()
  await before.close()

  const db = new DB(project.url, { models: [Task, Tag], migrationsPath: project.migrationsPath })
  t.teardown(() => db.close())
  await db.createAll()
  t.strictSame(await columnsOf(db, 'task_tag'), ['task_id', 'tag_id'], 'createAll creates the new join table')
  // As a release whose tables came before the relationship: the migration writes the join table.
  await rowsOf(db, 'drop table task_tag')
  const created = await db.migrations.create({ name: 'task_tags' })
  if (created === undefined) throw new Error('no migration written')
  const q = dialect === 'sqlite' ? '`' : '"'
  t.ok(created.up.some(line => line.startsWith(`create table ${q}task_tag${q}`)), 'the join table is created')
  t.ok(created.up.some(line => /task_id.*on delete cascade/.test(line)) && created.up.some(line => /tag_id.*on delete cascade/.test(line)), created.up.join('\n'))
  t.strictSame(await db.migrations.up(), [created.name])
  t.strictSame(await columnsOf(db, 'task_tag'), ['task_id', 'tag_id'])
  await rowsOf(db, "insert into task (id, title) values (1, 'one')")
  await rowsOf(db, "insert into tag (id, name) values (1, 'a'), (2, 'b')")
  await rowsOf(db, 'insert into task_tag (task_id, tag_id) values (1, 1), (1, 2)')
  await t.rejects(rowsOf(db, 'insert into task_tag (task_id, tag_id) values (1, 1)'), 'the pair is the primary key')
  await rowsOf(db, 'delete from tag where id = 1')
  t.strictSame(await rowsOf(db, 'select task_id, tag_id from task_tag'), [[1, 2]], 'the link dies with the tag')
  await rowsOf(db, 'delete from task where id = 1')
  t.strictSame(await rowsOf(db, 'select task_id, tag_id from task_tag'), [], 'and with the task')
  t.equal(await db.migrations.create(), undefined, 'the models match the database: nothing written')
})

eachDatabase(t, 'a many-to-many of a type with itself goes through a join model: its first key is the parent\'s', async (t, { url }) => {
  const Person = defineModel({
    name: 'Person',
    columns: { id: Column.Integer({ primaryKey: true }), name: Column.String(20, { nullable: false }) },
    relationships: { friends: Relationship.manyToMany('Person', { through: 'Friendship', joinDepth: 1 }) }
  })
  const Friendship = defineModel({
    name: 'Friendship',
    columns: {
      personId: Column.Integer({ nullable: false, foreignKey: 'person.id' }),
      friendId: Column.Integer({ nullable: false, foreignKey: 'person.id' })
    },
    primaryKey: ['personId', 'friendId']
  })
  const opened = await openApp(t, url, { models: [Person, Friendship], resources: [ModelResource.of(Person)] })
  await rowsOf(opened.db, "insert into person (name) values ('ann'), ('bob'), ('cy')")
  await rowsOf(opened.db, 'insert into friendship (person_id, friend_id) values (1, 2), (1, 3), (2, 3)')
  const res = await call(opened.app, 'GET', '/people/1')
  t.equal(res.status, 200)
  t.strictSame(res.body, { id: 1, name: 'ann', friends: [{ id: 2, name: 'bob' }, { id: 3, name: 'cy' }] })
  t.strictSame((await call(opened.app, 'GET', '/people/3')).body, { id: 3, name: 'cy', friends: [] }, 'one way: cy named no friend')
  t.throws(() => new DB('sqlite:///:memory:', { models: [defineModel({ name: 'Person', columns: { id: Column.Integer({ primaryKey: true }) }, relationships: { friends: Relationship.manyToMany('Person') } })] }), {
    code: 'FMR_ERR_RELATIONSHIP',
    message: 'The relationship Person.friends cannot be resolved: a many-to-many of a record type with itself needs a join model: name it with through'
  })
  t.throws(() => new DB('sqlite:///:memory:', { models: [Task, Tag, defineModel({ name: 'TaskTag', columns: { id: Column.Integer({ primaryKey: true }) } })] }), {
    code: 'FMR_ERR_RELATIONSHIP',
    message: 'The relationship Task.tags cannot be resolved: the join model it would make, TaskTag, is a record type already: name the join model with through'
  })
})

t.test('a join table made for a pair has the DB\'s modelClass as its base, as the declared types do', async t => {
  class Audited extends Model {}
  const db = new DB('sqlite:///:memory:', { models: [Task, Tag], modelClass: Audited as unknown as ModelType })
  t.ok(db.model('TaskTag').prototype instanceof Audited)
  t.ok(Task.prototype instanceof Audited)
})
