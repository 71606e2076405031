// A resource over a model with a composite primary key (extensions §11): its records live at
// {prefix}/{word}/{taskId}/{tagId} (key order as declared) for GET, PUT, PATCH and DELETE, a POST
// answers Location so, ETags hold, a collection pages in a stable order (cursors too), and the
// meta description and OpenAPI show the key. A duplicate is the 409 naming the fields together.
import t, { type Test } from 'tap'
import pg from 'pg'
import { Column, defineModel, type DB } from '../../lib/index.ts'
import { BatchResource, CollectionModelResource, MetaResource, ModelResource, type Data, type HookReturn, type Kwargs } from '../../plugin/index.ts'
import type { HookQuery } from '../../lib/index.ts'
import { openApp, type Opened } from '../helpers/app.ts'
import { databaseUrl, dialects, eachDatabase, freshPostgres } from '../helpers/databases.ts'
import { call, type Answer } from '../helpers/http.ts'
import { lockWaiters } from '../helpers/lock-waits.ts'
import { rowsOf } from '../helpers/migrations.ts'
import { Project, Tag, Task, TaskTag } from '../helpers/task-tags.ts'


class TaskTags extends ModelResource.of(TaskTag, { bulk: true }) {}
class TaskTagList extends CollectionModelResource.of(TaskTag) {}
class TaskTagPages extends CollectionModelResource.of(TaskTag, { paging: 'cursor' }) {
  static override urlName = 'task-tag-pages'
}
class TaskTagsByClient extends ModelResource.of(TaskTag, { clientIds: true }) {
  static override urlName = 'links'
}
class TaskTagsMeta extends MetaResource { static override resourceClass = TaskTags }
class Tasks extends ModelResource.of(Task, { clientIds: true }) {}
class Batch extends BatchResource.of([TaskTags, Tasks]) {}

async function open (t: Test, url: string): Promise<Opened> {
  const opened = await openApp(t, url, { models: [Project, Task, Tag, TaskTag], resources: [TaskTags, TaskTagList, TaskTagPages, TaskTagsMeta, Tasks, Batch, TaskTagsByClient] })
  const em = opened.db.fork()
  em.create(Project, { id: 1, name: 'Home' } as never)
  for (const task of [1, 2]) em.create(Task, { id: task, projectId: 1, name: `Task ${task}` } as never)
  for (const tag of [1, 2, 3]) em.create(Tag, { id: tag, name: `Tag ${tag}` } as never)
  await em.flush()
  return opened
}

async function links (db: DB): Promise<unknown[]> {
  return await rowsOf(db, 'select task_id, tag_id, note from task_tag order by task_id, tag_id')
}

eachDatabase(t, 'POST creates a record with a composite key, answering its Location; a duplicate is a 409 and stores nothing', async (t, { url }) => {
  const { app, db } = await open(t, url)
  const created = await call(app, 'POST', '/task-tags', { taskId: 2, tagId: 1, note: 'first' })
  t.strictSame([created.status, created.body, created.headers.location], [201, { taskId: 2, tagId: 1, note: 'first' }, '/task-tags/2/1'])
  t.match(created.headers.etag, /^"[^"]+"$/)
  const again = await call(app, 'POST', '/task-tags', { taskId: 2, tagId: 1, note: 'again' })
  t.strictSame([again.status, again.body], [409, { message: 'taskId, tagId: this combination already exists' }])
  const missing = await call(app, 'POST', '/task-tags', { taskId: 2, note: 'no tag' })
  t.strictSame([missing.status, missing.body], [400, { message: [{ missing_columns: ['tag_id'] }] }])
  t.strictSame(await links(db), [[2, 1, 'first']])

  const task = await call(app, 'POST', '/tasks', { projectId: 1, name: 'Task 1' })
  t.strictSame([task.status, task.body], [409, { message: 'projectId, name: this combination already exists' }])
  t.strictSame(await rowsOf(db, 'select id, name from task order by id'), [[1, 'Task 1'], [2, 'Task 2']])
})

eachDatabase(t, 'GET, PATCH, PUT and DELETE address a record by its key parts in declared order; a part its kind does not take is a 404', async (t, { url }) => {
  const { app, db } = await open(t, url)
  for (const [task, tag] of [[1, 2], [2, 1]]) t.equal((await call(app, 'POST', '/task-tags', { taskId: task, tagId: tag, note: `${task}-${tag}` })).status, 201)

  const got = await call(app, 'GET', '/task-tags/1/2')
  t.strictSame([got.status, got.body], [200, { taskId: 1, tagId: 2, note: '1-2' }])
  t.strictSame((await call(app, 'GET', '/task-tags/2/1')).body, { taskId: 2, tagId: 1, note: '2-1' }, 'the order of the parts is the key\'s')
  const absent = await call(app, 'GET', '/task-tags/2/2')
  t.strictSame([absent.status, absent.body], [404, { message: 'TaskTag with id 2/2 not found' }])
  const invalid = await call(app, 'GET', '/task-tags/1/x')
  t.strictSame([invalid.status, invalid.body], [404, { message: 'x is not a valid id of TaskTag' }])
  t.equal((await call(app, 'GET', '/task-tags/1')).status, 404, 'one part names no record')

  const patched = await call(app, 'PATCH', '/task-tags/1/2', { note: 'patched' })
  t.strictSame([patched.status, patched.body], [200, { taskId: 1, tagId: 2, note: 'patched' }])
  const put = await call(app, 'PUT', '/task-tags/1/2', { taskId: 1, tagId: 2 })
  t.strictSame([put.status, put.body], [200, { taskId: 1, tagId: 2, note: null }])
  const mismatch = await call(app, 'PUT', '/task-tags/1/2', { taskId: 1, tagId: 3, note: 'moved' })
  t.strictSame([mismatch.status, mismatch.body], [400, { message: 'The id 3 in the body does not match the id 2 in the path' }])
  const putAbsent = await call(app, 'PUT', '/task-tags/2/3', { note: 'new' })
  t.strictSame([putAbsent.status, putAbsent.body], [404, { message: 'TaskTag with id 2/3 not found' }])
  t.strictSame(await links(db), [[1, 2, null], [2, 1, '2-1']])

  const deleted = await call(app, 'DELETE', '/task-tags/2/1')
  t.strictSame([deleted.status, deleted.text], [204, ''])
  t.equal((await call(app, 'DELETE', '/task-tags/2/1')).status, 404)
  t.strictSame(await links(db), [[1, 2, null]])
})

// A key the client chooses, of one text column: the document says null stands for the path's id too.
const Code = defineModel({ name: 'Code', columns: { code: Column.String(10, { primaryKey: true }), note: Column.String(20) } })
class Codes extends ModelResource.of(Code) {}

eachDatabase(t, 'a PUT or PATCH body may send a key part as null, the path\'s as the document says', async (t, { url, dialect }) => {
  // Tried as a new user would: the OpenAPI document says a PUT's or PATCH's key "null (the same)",
  // and a composite key's first part or a text key sent so was a 400 missing_columns.
  const { app, db } = await open(t, url)
  t.equal((await call(app, 'POST', '/task-tags', { taskId: 1, tagId: 2, note: 'a' })).status, 201)
  const patched = await call(app, 'PATCH', '/task-tags/1/2', { taskId: null, tagId: null, note: 'patched' })
  t.strictSame([patched.status, patched.body], [200, { taskId: 1, tagId: 2, note: 'patched' }])
  const put = await call(app, 'PUT', '/task-tags/1/2', { taskId: null, tagId: null, note: 'put' })
  t.strictSame([put.status, put.body], [200, { taskId: 1, tagId: 2, note: 'put' }])
  t.strictSame(await links(db), [[1, 2, 'put']])

  const codes = await openApp(t, await databaseUrl(t, dialect), { models: [Code], resources: [Codes] })
  t.equal((await call(codes.app, 'POST', '/codes', { code: 'a b', note: 'x' })).status, 201)
  const code = await call(codes.app, 'PATCH', '/codes/a%20b', { code: null, note: 'patched' })
  t.strictSame([code.status, code.body], [200, { code: 'a b', note: 'patched' }])
  const whole = await call(codes.app, 'PUT', '/codes/a%20b', { code: null, note: 'put' })
  t.strictSame([whole.status, whole.body], [200, { code: 'a b', note: 'put' }])
  t.strictSame(await rowsOf(codes.db, 'select code, note from code'), [['a b', 'put']])
})

eachDatabase(t, 'an ETag guards a record with a composite key: a stale If-Match is a 412 and changes nothing', async (t, { url }) => {
  const { app, db } = await open(t, url)
  await call(app, 'POST', '/task-tags', { taskId: 1, tagId: 1, note: 'a' })
  const read = await call(app, 'GET', '/task-tags/1/1')
  const tag = read.headers.etag as string
  t.equal((await call(app, 'GET', '/task-tags/1/1', undefined, { 'if-none-match': tag })).status, 304)
  const changed = await call(app, 'PATCH', '/task-tags/1/1', { note: 'b' }, { 'if-match': tag })
  t.strictSame([changed.status, changed.body], [200, { taskId: 1, tagId: 1, note: 'b' }])
  t.not(changed.headers.etag, tag)
  const stale = await call(app, 'PATCH', '/task-tags/1/1', { note: 'c' }, { 'if-match': tag })
  t.strictSame([stale.status, stale.body.message], [412, 'The record was changed since it was read (or does not exist): its ETag does not match If-Match'])
  t.equal((await call(app, 'DELETE', '/task-tags/1/1', undefined, { 'if-match': tag })).status, 412)
  t.strictSame(await links(db), [[1, 1, 'b']])
  t.equal((await call(app, 'DELETE', '/task-tags/1/1', undefined, { 'if-match': changed.headers.etag as string })).status, 204)
  t.strictSame(await links(db), [])
})

eachDatabase(t, 'a collection of records with a composite key pages in a stable order, by offset and by cursor', async (t, { url }) => {
  const { app } = await open(t, url)
  const keys = [[2, 3], [1, 2], [2, 1], [1, 1], [1, 3], [2, 2]]
  for (const [task, tag] of keys) await call(app, 'POST', '/task-tags', { taskId: task, tagId: tag, note: 'same' })
  const sorted = [[1, 1], [1, 2], [1, 3], [2, 1], [2, 2], [2, 3]]
  const all = await call(app, 'GET', '/task-tags')
  t.strictSame(all.body.TaskTag.map((row: { taskId: number, tagId: number }) => [row.taskId, row.tagId]), sorted, 'ordered by the key, column by column')
  const byNote = await call(app, 'GET', '/task-tags?orderBy=note&maxPageSize=4')
  t.strictSame(byNote.body.TaskTag.map((row: { taskId: number, tagId: number }) => [row.taskId, row.tagId]), sorted.slice(0, 4), 'ties broken by every key column')
  const seen: number[][] = []
  let next: string | undefined = '/task-tag-pages?orderBy=-note&maxPageSize=4'
  while (next !== undefined) {
    const page = await call(app, 'GET', next)
    t.equal(page.status, 200)
    seen.push(...page.body.TaskTag.map((row: { taskId: number, tagId: number }) => [row.taskId, row.tagId]))
    next = typeof page.headers.link === 'string' ? /^<([^>]+)>; rel="next"$/.exec(page.headers.link)?.[1] : undefined
  }
  t.strictSame(seen, sorted, 'every record once, across cursor pages')
})

eachDatabase(t, 'the meta description and OpenAPI show the composite key', async (t, { url }) => {
  const { app } = await open(t, url)
  t.strictSame(TaskTags.getUrls(), ['/task-tags', '/task-tags/<int:taskId>/<int:tagId>'])
  const meta = (await call(app, 'GET', '/meta/task-tags/single')).body
  t.equal(meta.methods.get.url, '/task-tags/<int:taskId>/<int:tagId>')
  t.equal(meta.methods.post.url, '/task-tags')
  t.strictSame(Object.keys(meta.methods.delete.input), ['taskId', 'tagId'])
  t.match(meta.methods.get.input, { taskId: { type: 'integer', primary_key: true, nullable: false, foreign_key: 'task.id' }, tagId: { primary_key: true, nullable: false } })
  t.strictSame(meta.table.TaskTag.primary_key, ['task_id', 'tag_id'])

  const document = (await call(app, 'GET', '/openapi.json')).body
  const item = document.paths['/task-tags/{taskId}/{tagId}']
  t.strictSame(Object.keys(item).sort(), ['delete', 'get', 'head', 'patch', 'put'])
  t.strictSame(item.get.parameters.filter((parameter: { in: string }) => parameter.in === 'path').map((parameter: { name: string, required: boolean, schema: { type: string } }) => [parameter.name, parameter.required, parameter.schema.type]),
    [['taskId', true, 'integer'], ['tagId', true, 'integer']])
  const create = document.components.schemas.TaskTagCreate
  t.strictSame(create.required, ['taskId', 'tagId'], 'a POST sends the key')
  t.strictSame(document.components.schemas.TaskTagReplace.required ?? [], [], 'a PUT\'s path gives it')
})

eachDatabase(t, 'a bulk create and a batch address records with a composite key; a repeated combination is a 409 and stores nothing', async (t, { url }) => {
  const { app, db } = await open(t, url)
  const bulk = await call(app, 'POST', '/task-tags', [{ taskId: 1, tagId: 2 }, { taskId: 1, tagId: 1, note: 'b' }])
  t.strictSame([bulk.status, bulk.body], [201, { TaskTag: [{ taskId: 1, tagId: 2, note: null }, { taskId: 1, tagId: 1, note: 'b' }] }])
  const repeated = await call(app, 'POST', '/task-tags', [{ taskId: 2, tagId: 1 }, { taskId: 2, tagId: 2 }, { taskId: 2, tagId: 1 }])
  t.strictSame([repeated.status, repeated.body], [409, { message: 'records 0 and 2 have the same taskId, tagId' }])
  const taken = await call(app, 'POST', '/task-tags', [{ taskId: 2, tagId: 3 }, { taskId: 1, tagId: 1 }])
  t.strictSame([taken.status, taken.body], [409, { message: 'record 1: taskId, tagId: this combination already exists' }])
  t.strictSame(await links(db), [[1, 1, 'b'], [1, 2, null]])

  const batch = await call(app, 'POST', '/batch', { operations: [
    { method: 'POST', path: '/tasks', body: { id: 3, projectId: 1, name: 'Sand' } },
    { method: 'POST', path: '/task-tags', body: { taskId: { $ref: '0/id' }, tagId: 3, note: 'new' } },
    { method: 'PATCH', path: '/task-tags/{1/taskId}/{1/tagId}', body: { note: 'changed' } },
    { method: 'GET', path: '/task-tags/{1/taskId}/3' },
    { method: 'DELETE', path: '/task-tags/1/2' }
  ] })
  t.strictSame([batch.status, batch.body], [200, { results: [
    { status: 201, body: { id: 3, projectId: 1, name: 'Sand' } },
    { status: 201, body: { taskId: 3, tagId: 3, note: 'new' } },
    { status: 200, body: { taskId: 3, tagId: 3, note: 'changed' } },
    { status: 200, body: { taskId: 3, tagId: 3, note: 'changed' } },
    { status: 204, body: null }
  ] }])
  t.strictSame(await links(db), [[1, 1, 'b'], [3, 3, 'changed']])

  const refused = await call(app, 'POST', '/batch', { operations: [
    { method: 'DELETE', path: '/task-tags/1/1' },
    { method: 'POST', path: '/task-tags', body: { taskId: 3, tagId: 3 } }
  ] })
  t.equal(refused.status, 409)
  t.match(refused.body.message, 'taskId, tagId: this combination already exists')
  t.strictSame(await links(db), [[1, 1, 'b'], [3, 3, 'changed']], 'the whole batch rolled back')
})

// A key with a text part: a project's labels, keyed by project and label text.
const Label = defineModel({
  name: 'Label',
  columns: { projectId: Column.Integer({ foreignKey: 'project.id' }), text: Column.String(20), color: Column.String(10) },
  primaryKey: ['projectId', 'text']
})
const hooked: unknown[] = []
class Labels extends ModelResource.of(Label) {
  override processGetInput (query: HookQuery, data: Data, kwargs: Kwargs): HookReturn {
    hooked.push(kwargs.id)
    return { status: true, query, data }
  }
}

eachDatabase(t, 'a key with a text part takes any text in its segment; a hook sees the key as the list of its parts', async (t, { url }) => {
  const { app, db } = await openApp(t, url, { models: [Project, Label], resources: [Labels] })
  await new Project({ id: 1, name: 'Home' }).save()
  t.strictSame(Labels.getUrls(), ['/labels', '/labels/<int:projectId>/<string:text>'])
  const created = await call(app, 'POST', '/labels', { projectId: 1, text: 'to do', color: 'red' })
  t.strictSame([created.status, created.headers.location], [201, '/labels/1/to%20do'])
  hooked.length = 0
  const read = await call(app, 'GET', '/labels/1/to%20do')
  t.strictSame([read.status, read.body], [200, { projectId: 1, text: 'to do', color: 'red' }])
  t.strictSame(hooked, [[1, 'to do']])
  t.equal((await call(app, 'GET', '/labels/x/to%20do')).status, 404, 'an integer part that is no integer')
  t.strictSame(await rowsOf(db, 'select project_id, text, color from label'), [[1, 'to do', 'red']])
})

eachDatabase(t, 'where ids are the client\'s, a PUT to an absent key creates the record there and answers its Location', async (t, { url }) => {
  const { app, db } = await open(t, url)
  const created = await call(app, 'PUT', '/links/2/3', { note: 'made' })
  t.strictSame([created.status, created.headers.location, created.body], [201, '/links/2/3', { taskId: 2, tagId: 3, note: 'made' }])
  const replaced = await call(app, 'PUT', '/links/2/3', { taskId: 2, tagId: 3, note: 'again' })
  t.strictSame([replaced.status, replaced.body], [200, { taskId: 2, tagId: 3, note: 'again' }])
  const noTask = await call(app, 'PUT', '/links/9/3', { note: 'x' })
  t.strictSame([noTask.status, noTask.body], [409, { message: 'taskId 9 does not match any Task' }])
  t.strictSame(await links(db), [[2, 3, 'again']])
})

// A key with a date-time and a choice part: a room's bookings, by room, start and size.
const Booking = defineModel({
  name: 'Booking',
  columns: {
    room: Column.Integer(),
    startsAt: Column.DateTime(),
    size: Column.Choice({ 1: 'small', 2: 'large' }),
    note: Column.String(20)
  },
  primaryKey: ['room', 'startsAt', 'size']
})
class Bookings extends ModelResource.of(Booking, { clientIds: true }) {}

eachDatabase(t, 'a date-time or choice key part: Location names it as answers show it, and a GET written back is taken', async (t, { url }) => {
  // Tried as a new user would: Location held the date's Date.toString() and the choice's stored
  // integer (both a 404), and a PUT of what the GET showed was refused as another id.
  const { app, db } = await openApp(t, url, { models: [Booking], resources: [Bookings] })
  const created = await call(app, 'POST', '/bookings', { room: 1, startsAt: '2024-02-03T04:05:06Z', size: 'large', note: 'a' })
  t.strictSame([created.status, created.headers.location, created.body], [201, '/bookings/1/2024-02-03%2004%3A05%3A06/large', { room: 1, startsAt: '2024-02-03 04:05:06', size: 'large', note: 'a' }])
  const read = await call(app, 'GET', created.headers.location as string)
  t.strictSame([read.status, read.body], [200, created.body])
  const written = await call(app, 'PUT', created.headers.location as string, { ...read.body, note: 'b' })
  t.strictSame([written.status, written.body], [200, { ...created.body, note: 'b' }])
  const patched = await call(app, 'PATCH', '/bookings/1/2024-02-03T04:05:06Z/large', { startsAt: '2024-02-03 05:05:06+01:00', note: 'c' })
  t.strictSame([patched.status, patched.body], [200, { ...created.body, note: 'c' }], 'the same moment, spelled otherwise')
  const other = await call(app, 'PATCH', created.headers.location as string, { startsAt: '2024-02-03 04:05:07', note: 'd' })
  t.strictSame([other.status, other.body], [400, { message: 'The id 2024-02-03 04:05:07 in the body does not match the id 2024-02-03 04:05:06 in the path' }])
  const placed = await call(app, 'PUT', '/bookings/2/2024-02-03T04:05:06Z/small', { note: 'e' })
  t.strictSame([placed.status, placed.headers.location, placed.body], [201, '/bookings/2/2024-02-03%2004%3A05%3A06/small', { room: 2, startsAt: '2024-02-03 04:05:06', size: 'small', note: 'e' }])
  t.equal((await call(app, 'GET', placed.headers.location as string)).status, 200)
  t.strictSame(await rowsOf(db, 'select room, size, note from booking order by room'), [[1, 2, 'c'], [2, 1, 'e']])
  // A 404 names the key as the answers show it (it held the Date's toString()).
  const absent = await call(app, 'GET', '/bookings/3/2024-02-03T04:05:06.789Z/large')
  t.strictSame([absent.status, absent.body], [404, { message: 'Booking with id 3/2024-02-03 04:05:06/large not found' }])
})

if (dialects().includes('postgresql')) {
  t.test('a PUT racing an insert of its key: the create-only PUT is a 412, a plain PUT replaces the inserted record [postgresql]', async t => {
    // Tried with a second connection holding the insert: the PUT found no record, its own insert
    // then failed on the key once the other committed, and it answered 409 either way.
    const url = await freshPostgres(t)
    const { app, db } = await open(t, url)
    const race = async (key: string, headers: Record<string, string>): Promise<Answer> => {
      const holder = new pg.Client({ connectionString: url })
      await holder.connect()
      t.teardown(() => holder.end())
      await holder.query('begin')
      await holder.query(`insert into task_tag (task_id, tag_id, note) values (${key.replace('/', ', ')}, 'theirs')`)
      let answered = false
      const pending = call(app, 'PUT', `/links/${key}`, { note: 'mine' }, headers).finally(() => { answered = true })
      let waiting = false
      for (let i = 0; i < 1200 && !answered && !waiting; i++) {
        await new Promise(resolve => setTimeout(resolve, 25))
        waiting = (await lockWaiters(holder)).length > 0
      }
      t.ok(waiting, `the PUT of ${key} waited for the other insert`)
      await holder.query('commit')
      return await pending
    }
    const createOnly = await race('2/2', { 'if-none-match': '*' })
    t.strictSame([createOnly.status, createOnly.body], [412, { message: 'The record exists and If-None-Match names its ETag (or is "*"): nothing was written' }])
    const replacing = await race('2/3', {})
    t.strictSame([replacing.status, replacing.body], [200, { taskId: 2, tagId: 3, note: 'mine' }])
    t.strictSame(await links(db), [[2, 2, 'theirs'], [2, 3, 'mine']])
  })
}
