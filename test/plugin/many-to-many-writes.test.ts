// Writes through a writable many-to-many: the whole set of links in POST, PUT and PATCH, the
// change form {add, remove} in PATCH; a record sent by its key alone is linked, one without a
// key is created through its type's hooks, one with a key and fields is changed; unlinking never
// deletes; linking twice changes nothing; a key that names no record (or one the caller may not
// read) is a 400 at its path; everything in the parent's transaction.
import t, { type Test } from 'tap'
import { Column, defineModel, Relationship, type HookQuery } from '../../lib/index.ts'
import { CollectionModelResource, MetaResource, ModelResource, type Data, type HookReturn, type Kwargs } from '../../plugin/index.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp, type Opened } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { rowsOf } from '../helpers/migrations.ts'

const Task = defineModel({
  name: 'Task',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    title: Column.String(50, { nullable: false })
  },
  relationships: {
    tags: Relationship.manyToMany('Tag', { writable: true, orderBy: 'name', limit: 4 })
  }
})

const Tag = defineModel({
  name: 'Tag',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    name: Column.String(20, { nullable: false, unique: true }),
    owner: Column.String(10),
    note: Column.String(20)
  },
  relationships: {
    tasks: Relationship.manyToMany(() => Task)
  }
})

/** Tag's rules: a caller (X-User) reads their own tags and the shared ones; a tag is created with a note, and `refused` is refused. */
class TagResource extends ModelResource.of(Tag) {
  override processGetInput (query: HookQuery, data: Data, _kwargs: Kwargs): HookReturn {
    const caller = this.request.headers['x-user']
    return { status: true, query: typeof caller === 'string' ? query.where('owner', 'in', [caller, 'all']) : query, data }
  }

  override processPostInput (data: Data): HookReturn {
    if (data.name === 'refused') return { status: false, message: 'Refused by Tag', statusCode: 400 }
    return { status: true, data: { note: 'created', owner: 'all', ...data } }
  }
}

const resources = [ModelResource.of(Task), CollectionModelResource.of(Task), TagResource]

/** Tags 1 (a), 2 (b), 3 (c, ann's), 4 (d, bob's); task 1 linked to 1 and 2. */
async function seeded (t: Test, url: string): Promise<Opened> {
  const opened = await openApp(t, url, { models: [Task, Tag], resources })
  await rowsOf(opened.db, "insert into tag (name, owner) values ('a', 'all'), ('b', 'all'), ('c', 'ann'), ('d', 'bob')")
  await rowsOf(opened.db, "insert into task (title) values ('one')")
  await rowsOf(opened.db, 'insert into task_tag (task_id, tag_id) values (1, 1), (1, 2)')
  return opened
}

async function links (opened: Opened): Promise<unknown[][]> {
  return await rowsOf(opened.db, 'select task_id, tag_id from task_tag order by task_id, tag_id')
}

async function tags (opened: Opened): Promise<unknown[][]> {
  return await rowsOf(opened.db, 'select id, name, owner, note from tag order by id')
}

const TAGS = [[1, 'a', 'all', null], [2, 'b', 'all', null], [3, 'c', 'ann', null], [4, 'd', 'bob', null]]

eachDatabase(t, 'POST links existing records by key and creates the others through their type\'s hooks', async (t, { url }) => {
  const opened = await seeded(t, url)
  const res = await call(opened.app, 'POST', '/tasks', { title: 'two', tags: [{ id: 2 }, { name: 'new' }, { id: 1, note: 'kept' }] })
  t.equal(res.status, 201)
  t.strictSame(res.body, {
    id: 2,
    title: 'two',
    tags: [{ id: 1, name: 'a', owner: 'all', note: 'kept' }, { id: 2, name: 'b', owner: 'all', note: null }, { id: 5, name: 'new', owner: 'all', note: 'created' }]
  })
  t.strictSame(await links(opened), [[1, 1], [1, 2], [2, 1], [2, 2], [2, 5]])
  t.strictSame(await tags(opened), [[1, 'a', 'all', 'kept'], ...TAGS.slice(1), [5, 'new', 'all', 'created']], 'a key with fields changes that record')
})

eachDatabase(t, 'PUT and PATCH with a list make it the whole set: the links left out are removed, never the records', async (t, { url }) => {
  const opened = await seeded(t, url)
  let res = await call(opened.app, 'PUT', '/tasks/1', { title: 'one', tags: [{ id: 2 }, { id: 3 }] })
  t.equal(res.status, 200)
  t.strictSame(res.body.tags.map((tag: { id: number }) => tag.id), [2, 3])
  t.strictSame(await links(opened), [[1, 2], [1, 3]])
  res = await call(opened.app, 'PATCH', '/tasks/1', { tags: [] })
  t.equal(res.status, 200)
  t.strictSame(res.body, { id: 1, title: 'one', tags: [] })
  t.strictSame(await links(opened), [])
  t.strictSame(await tags(opened), TAGS, 'every tag stays')
})

eachDatabase(t, 'PATCH {add, remove} changes some links: adding a linked record again changes nothing', async (t, { url }) => {
  const opened = await seeded(t, url)
  let res = await call(opened.app, 'PATCH', '/tasks/1', { tags: { add: [{ id: 1 }, { id: 4 }, { name: 'e' }], remove: [{ id: 2 }] } })
  t.equal(res.status, 200)
  t.strictSame(res.body.tags.map((tag: { name: string }) => tag.name), ['a', 'd', 'e'])
  t.strictSame(await links(opened), [[1, 1], [1, 4], [1, 5]])
  res = await call(opened.app, 'PATCH', '/tasks/1', { tags: { add: [{ id: 1 }] } })
  t.equal(res.status, 200)
  t.strictSame(await links(opened), [[1, 1], [1, 4], [1, 5]], 'linking twice is one link')
  res = await call(opened.app, 'PATCH', '/tasks/1', { tags: { remove: [{ id: 2 }] } })
  t.equal(res.status, 400)
  t.strictSame(res.body, { message: "tags.remove.0: Tag 2 is not one of this Task's records" })
  t.strictSame(await links(opened), [[1, 1], [1, 4], [1, 5]])
  t.equal((await tags(opened)).length, 5, 'unlinking deleted no tag')
})

eachDatabase(t, 'a record whose type requires If-Match is changed through the parent only under the parent\'s If-Match: else 428, nothing written', async (t, { url }) => {
  // Tried as a new user would: Tag required If-Match for its own PATCH (428), and a PATCH of a
  // task renamed its tag without any.
  class GuardedTag extends ModelResource.of(Tag, { requireIfMatch: true }) {}
  const opened = await openApp(t, url, { models: [Task, Tag], resources: [ModelResource.of(Task), GuardedTag] })
  await rowsOf(opened.db, "insert into tag (name, owner) values ('a', 'all'), ('b', 'all'), ('c', 'ann'), ('d', 'bob')")
  await rowsOf(opened.db, "insert into task (title) values ('one')")
  await rowsOf(opened.db, 'insert into task_tag (task_id, tag_id) values (1, 1), (1, 2)')
  t.equal((await call(opened.app, 'PATCH', '/tags/1', { name: 'direct' })).status, 428)
  const refused = { status: 428, body: { message: 'tags.0: a Tag is changed only under If-Match: send the If-Match of the record this one is written with, or change it through its own resource' } }
  for (const [method, body, headers] of [
    ['PATCH', { tags: [{ id: 1, name: 'via-task' }] }, {}],
    ['PUT', { title: 'one', tags: [{ id: 1, name: 'via-task' }, { id: 2 }] }, {}],
    ['PATCH', { tags: [{ id: 1, name: 'via-task' }] }, { 'if-match': '*' }],
    ['POST', { title: 'two', tags: [{ id: 1, name: 'via-task' }] }, {}],
    ['POST', { title: 'two', tags: [{ id: 1, name: 'via-task' }] }, { 'if-match': '"any"' }]
  ] as const) {
    const res = await call(opened.app, method, method === 'POST' ? '/tasks' : '/tasks/1', body, headers)
    t.strictSame({ status: res.status, body: res.body }, refused, `${method} ${JSON.stringify(headers)}`)
  }
  t.strictSame(await links(opened), [[1, 1], [1, 2]])
  t.strictSame(await tags(opened), TAGS, 'no tag changed')
  // Links alone change no tag; a new tag is a create, which needs no If-Match.
  let res = await call(opened.app, 'PATCH', '/tasks/1', { tags: [{ id: 1 }, { id: 3 }, { name: 'e' }] })
  t.equal(res.status, 200)
  t.strictSame(await links(opened), [[1, 1], [1, 3], [1, 5]])
  // The task's tag covers the tags its answer shows: with it, the change goes through.
  const read = await call(opened.app, 'GET', '/tasks/1')
  res = await call(opened.app, 'PATCH', '/tasks/1', { tags: [{ id: 1, name: 'via-task' }, { id: 3 }, { id: 5 }] }, { 'if-match': read.headers.etag as string })
  t.equal(res.status, 200)
  t.strictSame((await tags(opened))[0], [1, 'via-task', 'all', null])
  // A tag the task does not link was never in its answer: its tag covers it no more than any other's.
  const again = await call(opened.app, 'GET', '/tasks/1')
  res = await call(opened.app, 'PATCH', '/tasks/1', { tags: { add: [{ id: 4, name: 'renamed' }] } }, { 'if-match': again.headers.etag as string })
  t.strictSame({ status: res.status, body: res.body }, { status: 428, body: { message: refused.body.message.replace('tags.0', 'tags.add.0') } })
  t.strictSame((await tags(opened))[3], [4, 'd', 'bob', null], 'the unlinked tag unchanged')
})

eachDatabase(t, 'a key that names no record is a 400 at its path, and nothing is written', async (t, { url }) => {
  const opened = await seeded(t, url)
  let res = await call(opened.app, 'POST', '/tasks', { title: 'two', tags: [{ name: 'new' }, { id: 99 }] })
  t.equal(res.status, 400)
  t.strictSame(res.body, { message: [{ 'tags.1.id': 'No Tag has this id' }] })
  res = await call(opened.app, 'PUT', '/tasks/1', { title: 'one', tags: [{ id: 98, name: 'x' }] })
  t.equal(res.status, 400)
  t.strictSame(res.body, { message: [{ 'tags.0.id': 'No Tag has this id' }] })
  res = await call(opened.app, 'POST', '/tasks', { title: 'three', tags: [{ name: 'refused' }] })
  t.equal(res.status, 400)
  t.strictSame(res.body, { message: 'tags.0: Refused by Tag' })
  t.strictSame(await rowsOf(opened.db, 'select id, title from task'), [[1, 'one']])
  t.strictSame(await links(opened), [[1, 1], [1, 2]])
  t.strictSame(await tags(opened), TAGS)
})

eachDatabase(t, 'the target\'s rules apply: a caller cannot link a record of another owner', async (t, { url }) => {
  const opened = await seeded(t, url)
  let res = await call(opened.app, 'PATCH', '/tasks/1', { tags: { add: [{ id: 3 }, { id: 4 }] } }, { 'x-user': 'ann' })
  t.equal(res.status, 400)
  t.strictSame(res.body, { message: [{ 'tags.add.1.id': 'No Tag has this id' }] }, 'the same answer as for a tag that does not exist')
  t.strictSame(await links(opened), [[1, 1], [1, 2]])
  // Sent with fields, one that changes nothing or a rename, it is refused the same way, in every method.
  for (const [method, body] of [
    ['PATCH', { tags: { add: [{ id: 4, tasks: null }] } }],
    ['PATCH', { tags: { add: [{ id: 4, name: 'pwn' }] } }],
    ['PUT', { title: 'one', tags: [{ id: 1 }, { id: 4, name: 'd' }] }]
  ] as const) {
    res = await call(opened.app, method, '/tasks/1', body, { 'x-user': 'ann' })
    const at = method === 'PUT' ? 'tags.1.id' : 'tags.add.0.id'
    t.strictSame([res.status, res.body], [400, { message: [{ [at]: 'No Tag has this id' }] }], `${method} ${JSON.stringify(body)}`)
  }
  const posted = await call(opened.app, 'POST', '/tasks', { title: 'two', tags: [{ id: 4, tasks: null }] }, { 'x-user': 'ann' })
  t.strictSame([posted.status, posted.body], [400, { message: [{ 'tags.0.id': 'No Tag has this id' }] }])
  t.strictSame([await links(opened), await tags(opened)], [[[1, 1], [1, 2]], TAGS])
  res = await call(opened.app, 'PATCH', '/tasks/1', { tags: { add: [{ id: 3 }] } }, { 'x-user': 'ann' })
  t.equal(res.status, 200)
  t.strictSame(await links(opened), [[1, 1], [1, 2], [1, 3]])
  // Its own record, with fields: changed and linked.
  res = await call(opened.app, 'PATCH', '/tasks/1', { tags: { add: [{ id: 3, note: 'mine' }] } }, { 'x-user': 'ann' })
  t.equal(res.status, 200)
  t.strictSame((await tags(opened))[2], [3, 'c', 'ann', 'mine'])
})

eachDatabase(t, 'links to records the caller may not read are kept by a whole set, and cannot be removed or counted', async (t, { url }) => {
  const opened = await seeded(t, url)
  await rowsOf(opened.db, "insert into tag (name, owner) values ('e', 'bob')")
  await rowsOf(opened.db, 'insert into task_tag (task_id, tag_id) values (1, 3), (1, 4), (1, 5)')
  const all = [[1, 1], [1, 2], [1, 3], [1, 4], [1, 5]]
  const shown = await call(opened.app, 'GET', '/tasks/1', undefined, { 'x-user': 'ann' })
  t.strictSame(shown.body.tags.map((tag: { name: string }) => tag.name), ['a', 'b', 'c'], 'bob\'s tags d and e are not shown')
  // The write-back of that answer: five links, three shown (the limit is 4), none lost. Before,
  // a 409 counted the hidden links ("This Task has 5 tags"), and under it the hidden links went.
  let res = await call(opened.app, 'PUT', '/tasks/1', shown.body, { 'x-user': 'ann' })
  t.strictSame([res.status, res.body.tags.map((tag: { name: string }) => tag.name)], [200, ['a', 'b', 'c']])
  t.strictSame(await links(opened), all)
  res = await call(opened.app, 'PUT', '/tasks/1', { title: 'one', tags: [{ id: 1 }] }, { 'x-user': 'ann' })
  t.equal(res.status, 200)
  t.strictSame(await links(opened), [[1, 1], [1, 4], [1, 5]], 'ann\'s set removed b and c, and left bob\'s links')
  // Naming a hidden link answers as naming one that is not there.
  for (const id of [4, 2]) {
    res = await call(opened.app, 'PATCH', '/tasks/1', { tags: { remove: [{ id }] } }, { 'x-user': 'ann' })
    t.strictSame([res.status, res.body], [400, { message: `tags.remove.0: Tag ${id} is not one of this Task's records` }])
  }
  t.strictSame(await links(opened), [[1, 1], [1, 4], [1, 5]])
  // Bob removes his own and the shared ones he names; a list past the limit is cut for the caller
  // who sees every link (no X-User), and not for bob, who sees four of the five.
  res = await call(opened.app, 'PUT', '/tasks/1', { title: 'one', tags: [{ id: 1 }] }, { 'x-user': 'bob' })
  t.equal(res.status, 200)
  t.strictSame(await links(opened), [[1, 1]])
  await rowsOf(opened.db, 'insert into task_tag (task_id, tag_id) values (1, 2), (1, 3), (1, 4), (1, 5)')
  res = await call(opened.app, 'PUT', '/tasks/1', { title: 'one', tags: [{ id: 1 }] })
  t.strictSame([res.status, res.body.message.split(',')[0]], [409, 'This Task has 5 tags'])
  t.strictSame(await links(opened), all)
  res = await call(opened.app, 'PUT', '/tasks/1', { title: 'one', tags: [{ id: 1 }] }, { 'x-user': 'bob' })
  t.equal(res.status, 200)
  t.strictSame(await links(opened), [[1, 1], [1, 3]], 'ann\'s link stays')
  t.strictSame(await tags(opened), [...TAGS, [5, 'e', 'bob', null]], 'no tag was deleted or changed')
})

eachDatabase(t, 'links to records the caller may not read do not cut the list the parent\'s If-Match covers', async (t, { url }) => {
  // Tried as a new user would: tags required If-Match; ann's task showed three of its five tags
  // (bob's two hidden, limit 4), and renaming one of them under the task's ETag was a 428.
  class GuardedTag extends TagResource {
    static override requireIfMatch = true
  }
  const opened = await openApp(t, url, { models: [Task, Tag], resources: [ModelResource.of(Task), GuardedTag] })
  await rowsOf(opened.db, "insert into tag (name, owner) values ('a', 'all'), ('b', 'all'), ('c', 'ann'), ('d', 'bob'), ('e', 'bob')")
  await rowsOf(opened.db, "insert into task (title) values ('one')")
  await rowsOf(opened.db, 'insert into task_tag (task_id, tag_id) values (1, 1), (1, 2), (1, 3), (1, 4), (1, 5)')
  const ann = { 'x-user': 'ann' }
  const shown = await call(opened.app, 'GET', '/tasks/1', undefined, ann)
  t.strictSame(shown.body.tags.map((tag: { id: number }) => tag.id), [1, 2, 3])
  const res = await call(opened.app, 'PATCH', '/tasks/1', { tags: { add: [{ id: 3, note: 'mine' }] } }, { ...ann, 'if-match': shown.headers.etag as string })
  t.equal(res.status, 200, res.text)
  t.strictSame(res.body.tags?.map((tag: { note: string | null }) => tag.note), [null, null, 'mine'])
  t.strictSame(await tags(opened), [...TAGS.slice(0, 2), [3, 'c', 'ann', 'mine'], TAGS[3], [5, 'e', 'bob', null]])
  // Who sees all five links (no X-User) was shown four: the list is cut, none of it covered.
  const all = await call(opened.app, 'GET', '/tasks/1')
  const cut = await call(opened.app, 'PATCH', '/tasks/1', { tags: { add: [{ id: 1, note: 'x' }] } }, { 'if-match': all.headers.etag as string })
  t.strictSame([cut.status, cut.body], [428, { message: 'tags.add.0: a Tag is changed only under If-Match: send the If-Match of the record this one is written with, or change it through its own resource' }])
  t.strictSame(await links(opened), [[1, 1], [1, 2], [1, 3], [1, 4], [1, 5]])
})

// A join model of one's own with a composite primary key and a column with a default.
const Shelf = defineModel({
  name: 'Shelf',
  columns: { id: Column.Integer({ primaryKey: true }), name: Column.String(20, { nullable: false }) },
  relationships: { genres: Relationship.manyToMany('Genre', { through: 'ShelfGenre', writable: true }) }
})

const Genre = defineModel({
  name: 'Genre',
  columns: { id: Column.Integer({ primaryKey: true }), name: Column.String(20, { nullable: false }) },
  relationships: { shelves: Relationship.manyToMany('Shelf', { through: () => ShelfGenre }) }
})

const ShelfGenre = defineModel({
  name: 'ShelfGenre',
  columns: {
    shelfId: Column.Integer({ nullable: false, foreignKey: 'shelf.id' }),
    genreId: Column.Integer({ nullable: false, foreignKey: 'genre.id' }),
    since: Column.Integer({ nullable: false, default: 2026 })
  },
  primaryKey: ['shelfId', 'genreId']
})

eachDatabase(t, 'through a join model with a composite primary key: links written with its defaults, read both ways', async (t, { url }) => {
  const opened = await openApp(t, url, {
    models: [Shelf, Genre, ShelfGenre],
    resources: [ModelResource.of(Shelf), ModelResource.of(Genre), CollectionModelResource.of(Genre)]
  })
  await rowsOf(opened.db, "insert into genre (name) values ('poetry'), ('essays')")
  let res = await call(opened.app, 'POST', '/shelves', { name: 'top', genres: [{ id: 2 }, { name: 'drama' }] })
  t.equal(res.status, 201)
  t.strictSame(res.body, { id: 1, name: 'top', genres: [{ id: 2, name: 'essays' }, { id: 3, name: 'drama' }] })
  t.strictSame(await rowsOf(opened.db, 'select shelf_id, genre_id, since from shelf_genre order by genre_id'), [[1, 2, 2026], [1, 3, 2026]])
  res = await call(opened.app, 'PATCH', '/shelves/1', { genres: { add: [{ id: 1 }, { id: 2 }], remove: [{ id: 3 }] } })
  t.equal(res.status, 200)
  t.strictSame(res.body.genres, [{ id: 1, name: 'poetry' }, { id: 2, name: 'essays' }])
  t.strictSame(await rowsOf(opened.db, 'select shelf_id, genre_id from shelf_genre order by genre_id'), [[1, 1], [1, 2]])
  res = await call(opened.app, 'GET', '/genres')
  t.strictSame(res.body.Genre, [
    { id: 1, name: 'poetry', shelves: [{ id: 1, name: 'top' }] },
    { id: 2, name: 'essays', shelves: [{ id: 1, name: 'top' }] },
    { id: 3, name: 'drama', shelves: [] }
  ])
  res = await call(opened.app, 'DELETE', '/shelves/1')
  t.equal(res.status, 204, 'its links cascade')
  t.strictSame(await rowsOf(opened.db, 'select genre_id from shelf_genre'), [])
})

eachDatabase(t, 'the meta description of a writable many-to-many names its join model and no orphans rule', async (t, { url }) => {
  const TaskResource = ModelResource.of(Task)
  const TaskMeta = class extends MetaResource { static override resourceClass = TaskResource }
  const { app } = await openApp(t, url, { models: [Task, Tag], resources: [TaskResource, TaskMeta] })
  const res = await call(app, 'GET', '/meta/tasks/single')
  t.equal(res.status, 200)
  t.strictSame(res.body.methods.post.input.tags, {
    readOnly: false,
    relationship: { type: 'list', entity: 'Tag', through: 'TaskTag', fields: res.body.methods.post.input.tags.relationship.fields },
    writable: true,
    limit: 4
  })
  t.strictSame(Object.keys(res.body.methods.post.input.tags.relationship.fields), ['id', 'name', 'owner', 'note'])
})

const Project = defineModel({
  name: 'Project',
  columns: { id: Column.Integer({ primaryKey: true }), title: Column.String(50, { nullable: false }) },
  relationships: { labels: Relationship.manyToMany('Label', { through: 'ProjectLabel', writable: true, orderBy: 'id' }) }
})
const Label = defineModel({ name: 'Label', columns: { id: Column.Integer({ primaryKey: true }), text: Column.String(20, { nullable: false }) } })
const ProjectLabel = defineModel({
  name: 'ProjectLabel',
  primaryKey: ['projectId', 'labelId'],
  columns: {
    projectId: Column.Integer({ nullable: false, foreignKey: 'project.id' }),
    labelId: Column.Integer({ nullable: false, foreignKey: 'label.id' }),
    addedBy: Column.String(10)
  }
})

/** Each link written, as the join resource's beforeCommit saw it. */
const linkLog: string[] = []

/** The join model's own rules: label 3 is never linked; a link keeps who added it, and only they remove it. */
class ProjectLabelResource extends ModelResource.of(ProjectLabel) {
  static override statuses = { post: { 403: 'A locked label' } }
  static override beforeCommit = {
    post: (_resource: ModelResource, record: unknown) => { linkLog.push(`post ${JSON.stringify(record)}`); return [true, null, 201] as [boolean, null, number] },
    delete: (_resource: ModelResource, record: unknown) => { linkLog.push(`delete ${JSON.stringify(record)}`); return [true, null, 204] as [boolean, null, number] }
  }

  override processPostInput (data: Data): HookReturn {
    if (data.labelId === 3) return { status: false, message: 'Label 3 is locked', statusCode: 403 }
    return { status: true, data: { ...data, addedBy: this.request.headers['x-user'] } }
  }

  override processDeleteInput (query: HookQuery, _kwargs: Kwargs): HookReturn {
    return { status: true, query: query.where('addedBy', 'eq', this.request.headers['x-user']) }
  }
}

eachDatabase(t, 'links through a join model with a resource of its own go through its POST and DELETE hooks and its beforeCommit', async (t, { url }) => {
  // Tried as a new user would: ProjectLabel's resource refused label 3 and kept who added each
  // link, yet a project's PATCH linked label 3 and removed anyone's links, its hooks never asked.
  linkLog.length = 0
  const opened = await openApp(t, url, { models: [Project, Label, ProjectLabel], resources: [ModelResource.of(Project), ModelResource.of(Label), ProjectLabelResource] })
  await rowsOf(opened.db, "insert into label (text) values ('a'), ('b'), ('c')")
  const ann = { 'x-user': 'ann' }
  const bob = { 'x-user': 'bob' }
  const stored = async (): Promise<unknown[]> => await rowsOf(opened.db, 'select project_id, label_id, added_by from project_label order by label_id')
  let res = await call(opened.app, 'POST', '/projects', { title: 'p', labels: [{ id: 1 }, { id: 2 }] }, ann)
  t.strictSame([res.status, res.body.labels.map((label: { id: number }) => label.id)], [201, [1, 2]])
  t.strictSame(await stored(), [[1, 1, 'ann'], [1, 2, 'ann']], 'each link as the POST hook made it')
  t.strictSame(linkLog, ['post {"projectId":1,"labelId":1,"addedBy":"ann"}', 'post {"projectId":1,"labelId":2,"addedBy":"ann"}'])

  res = await call(opened.app, 'PATCH', '/projects/1', { labels: { add: [{ id: 3 }] } }, ann)
  t.strictSame({ status: res.status, body: res.body }, { status: 403, body: { message: 'labels.add.0: Label 3 is locked' } })
  res = await call(opened.app, 'PUT', '/projects/1', { title: 'p', labels: [{ id: 1 }] }, bob)
  t.strictSame({ status: res.status, body: res.body }, { status: 409, body: { message: 'labels: the link to Label 2 may not be removed by this request' } })
  res = await call(opened.app, 'PATCH', '/projects/1', { labels: { remove: [{ id: 1 }] } }, bob)
  t.strictSame({ status: res.status, body: res.body }, { status: 409, body: { message: 'labels.remove.0: the link to Label 1 may not be removed by this request' } })
  t.strictSame(await stored(), [[1, 1, 'ann'], [1, 2, 'ann']], 'nothing written by the refused writes')
  t.equal(linkLog.length, 2)

  res = await call(opened.app, 'PATCH', '/projects/1', { labels: [{ id: 1 }] }, ann)
  t.strictSame([res.status, res.body.labels.map((label: { id: number }) => label.id)], [200, [1]])
  t.strictSame(await stored(), [[1, 1, 'ann']])
  t.strictSame(linkLog.slice(2), ['delete {"projectId":1,"labelId":2,"addedBy":"ann"}'])
})

eachDatabase(t, 'a join model whose resource requires If-Match: links are removed through the parent only under the parent\'s If-Match', async (t, { url }) => {
  class GuardedLinks extends ModelResource.of(ProjectLabel, { requireIfMatch: true }) {}
  const opened = await openApp(t, url, { models: [Project, Label, ProjectLabel], resources: [ModelResource.of(Project), GuardedLinks] })
  await rowsOf(opened.db, "insert into label (text) values ('a'), ('b')")
  t.equal((await call(opened.app, 'POST', '/projects', { title: 'p', labels: [{ id: 1 }] })).status, 201, 'a link made needs no If-Match')
  const refused = await call(opened.app, 'PATCH', '/projects/1', { labels: [{ id: 2 }] })
  t.strictSame({ status: refused.status, body: refused.body }, { status: 428, body: { message: 'labels: a ProjectLabel is changed only under If-Match: send the If-Match of the record this one is written with, or change it through its own resource' } })
  t.strictSame(await rowsOf(opened.db, 'select project_id, label_id from project_label'), [[1, 1]])
  const tag = (await call(opened.app, 'GET', '/projects/1')).headers.etag as string
  const done = await call(opened.app, 'PATCH', '/projects/1', { labels: [{ id: 2 }] }, { 'if-match': tag })
  t.strictSame([done.status, done.body.labels], [200, [{ id: 2, text: 'b' }]])
})

const Album = defineModel({
  name: 'Album',
  columns: { id: Column.Integer({ primaryKey: true }), title: Column.String(50, { nullable: false }) },
  relationships: { labels: Relationship.manyToMany('Label', { through: 'AlbumLabel', writable: true, orderBy: 'id', limit: 1 }) }
})
const AlbumLabel = defineModel({
  name: 'AlbumLabel',
  primaryKey: ['albumId', 'labelId'],
  columns: { albumId: Column.Integer({ nullable: false, foreignKey: 'album.id' }), labelId: Column.Integer({ nullable: false, foreignKey: 'label.id' }) }
})

eachDatabase(t, 'a guarded join model\'s links past the answer\'s limit are not covered by the parent\'s If-Match: 428, nothing unlinked', async (t, { url }) => {
  class GuardedLinks extends ModelResource.of(AlbumLabel, { requireIfMatch: true }) {}
  const opened = await openApp(t, url, { models: [Album, Label, AlbumLabel], resources: [ModelResource.of(Album), GuardedLinks] })
  await rowsOf(opened.db, "insert into label (text) values ('a'), ('b')")
  await rowsOf(opened.db, "insert into album (title) values ('one')")
  await rowsOf(opened.db, 'insert into album_label (album_id, label_id) values (1, 1), (1, 2)')
  const read = await call(opened.app, 'GET', '/albums/1')
  t.strictSame(read.body.labels, [{ id: 1, text: 'a' }], 'the answer shows one of two links')
  const res = await call(opened.app, 'PATCH', '/albums/1', { labels: { remove: [{ id: 2 }] } }, { 'if-match': read.headers.etag as string })
  t.strictSame({ status: res.status, body: res.body }, { status: 428, body: { message: 'labels.remove.0: an AlbumLabel is changed only under If-Match: send the If-Match of the record this one is written with, or change it through its own resource' } })
  t.strictSame(await rowsOf(opened.db, 'select album_id, label_id from album_label order by label_id'), [[1, 1], [1, 2]])
})

// Tried as a new user would: a task's answer shows its tags' id and name only; a PUT of exactly
// what its GET showed, with its If-Match, nulled the color of both tags, for every task linking
// them. A PUT still replaces a linked record whole (extensions §11, §7), but a column the
// parent's answer does not show keeps its value, as a write-only one does.
const Card = defineModel({
  name: 'Card',
  columns: { id: Column.Integer({ primaryKey: true }), title: Column.String(50, { nullable: false }) },
  relationships: { marks: Relationship.manyToMany('Mark', { writable: true, orderBy: 'id' }) },
  SERIAL_FIELD_RELATIONS: { Mark: ['id', 'name'] }
})
const Mark = defineModel({
  name: 'Mark',
  columns: { id: Column.Integer({ primaryKey: true }), name: Column.String(20, { nullable: false }), color: Column.String(10), pin: Column.WriteOnly(Column.String(10)) }
})

eachDatabase(t, 'a PUT of what the GET showed keeps the columns of linked records that the answer does not show', async (t, { url }) => {
  const opened = await openApp(t, url, { models: [Card, Mark], resources: [ModelResource.of(Card), ModelResource.of(Mark)] })
  await rowsOf(opened.db, "insert into mark (name, color, pin) values ('a', 'red', '1234'), ('b', 'blue', null)")
  await rowsOf(opened.db, "insert into card (title) values ('one'), ('two')")
  await rowsOf(opened.db, 'insert into card_mark (card_id, mark_id) values (1, 1), (1, 2), (2, 1)')
  const read = await call(opened.app, 'GET', '/cards/1')
  t.strictSame(read.body, { id: 1, title: 'one', marks: [{ id: 1, name: 'a' }, { id: 2, name: 'b' }] })
  const back = await call(opened.app, 'PUT', '/cards/1', read.body, { 'if-match': read.headers.etag as string })
  t.strictSame([back.status, back.body], [200, read.body])
  t.strictSame(await rowsOf(opened.db, 'select id, name, color, pin from mark order by id'), [[1, 'a', 'red', '1234'], [2, 'b', 'blue', null]])
  // What it shows is replaced (the name sent); what it does not show stays.
  const renamed = await call(opened.app, 'PUT', '/cards/1', { title: 'one', marks: [{ id: 1, name: 'A' }] })
  t.strictSame([renamed.status, renamed.body.marks], [200, [{ id: 1, name: 'A' }]])
  t.strictSame(await rowsOf(opened.db, 'select id, name, color, pin from mark order by id'), [[1, 'A', 'red', '1234'], [2, 'b', 'blue', null]])
  t.strictSame(await rowsOf(opened.db, 'select card_id, mark_id from card_mark order by card_id, mark_id'), [[1, 1], [2, 1]])
  // A type's own PUT takes the record whole, as ever: its GET shows color.
  const own = await call(opened.app, 'PUT', '/marks/2', { name: 'b' })
  t.strictSame([own.status, own.body.color], [200, null])
  t.strictSame(await rowsOf(opened.db, 'select id, name, color from mark where id = 2'), [[2, 'b', null]])
})

// The review of the change above: a PUT's answer may show less than the GET's (its own serial
// settings); a write-back of that answer nulled the columns only it left out. A column is now
// kept unless every answer showing the relationship shows it.
eachDatabase(t, 'a write-back of a PUT\'s answer keeps what that answer leaves out of linked records', async (t, { url }) => {
  const Cards = ModelResource.of(Card, { serialFieldRelations: { get: { Mark: ['id', 'name', 'color'] }, put: { Mark: ['id', 'name'] } } })
  const opened = await openApp(t, url, { models: [Card, Mark], resources: [Cards, ModelResource.of(Mark)] })
  await rowsOf(opened.db, "insert into mark (name, color) values ('a', 'red')")
  await rowsOf(opened.db, "insert into card (title) values ('one')")
  await rowsOf(opened.db, 'insert into card_mark (card_id, mark_id) values (1, 1)')
  t.strictSame((await call(opened.app, 'GET', '/cards/1')).body.marks, [{ id: 1, name: 'a', color: 'red' }])
  const first = await call(opened.app, 'PUT', '/cards/1', { title: 'one', marks: [{ id: 1, name: 'A', color: 'red' }] })
  t.strictSame([first.status, first.body], [200, { id: 1, title: 'one', marks: [{ id: 1, name: 'A' }] }])
  const back = await call(opened.app, 'PUT', '/cards/1', first.body, { 'if-match': first.headers.etag as string })
  t.strictSame([back.status, back.body], [200, first.body])
  t.strictSame(await rowsOf(opened.db, 'select id, name, color from mark'), [[1, 'A', 'red']])
})
