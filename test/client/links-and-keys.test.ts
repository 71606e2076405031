// The shipped client over a many-to-many and a composite key, against a listening API on SQLite
// and PostgreSQL (test/helpers/task-tags.ts): a create's required columns, a task's tags as a set
// and as {add, remove}, a join record named by its key parts, bulk creates and a typed batch;
// each with the stored rows behind it. The types of the same calls: test/types/shipped-client.tst.ts.
import type { AddressInfo } from 'node:net'
import t, { type Test } from 'tap'
import { ApiError, createClient, type Bulk, type Client } from '../../client/index.ts'
import { BatchResource, CollectionModelResource, ModelResource } from '../../plugin/index.ts'
import { openApp, type Opened } from '../helpers/app.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { rowsOf, snapshot } from '../helpers/state.ts'
import { Project, TaggedTag, TaggedTask, TaskTag } from '../helpers/task-tags.ts'

type Api = { '/projects': typeof Project, '/tasks': typeof TaggedTask, '/tags': typeof TaggedTag, '/task-tags': Bulk<typeof TaskTag> }

class Projects extends ModelResource.of(Project) {}
class Tasks extends ModelResource.of(TaggedTask) {}
class Tags extends ModelResource.of(TaggedTag) {}
class TaskTags extends ModelResource.of(TaskTag, { bulk: true }) {}
class TaskTagList extends CollectionModelResource.of(TaskTag) {}
class Batch extends BatchResource.of([Projects, Tasks, Tags, TaskTags, TaskTagList]) {}

async function serve (t: Test, url: string): Promise<Opened & { base: string, api: Client<Api> }> {
  const opened = await openApp(t, url, { models: [Project, TaggedTask, TaggedTag, TaskTag], resources: [Projects, Tasks, Tags, TaskTags, TaskTagList, Batch] })
  await opened.app.listen({ host: '127.0.0.1', port: 0 })
  const base = `http://127.0.0.1:${(opened.app.server.address() as AddressInfo).port}`
  const api = createClient<Api>({ baseUrl: base, keys: { '/task-tags': ['taskId', 'tagId'] }, schemas: { '/tasks': TaggedTask.schema, '/task-tags': TaskTag.schema } })
  await api.resource('/projects').create({ name: 'Home' })
  for (const name of ['urgent', 'home', 'later']) await api.resource('/tags').create({ name })
  return { ...opened, base, api }
}

eachDatabase(t, 'create sends the required columns and leaves out the nullable, defaulted and generated ones', async (t, { url }) => {
  const { api, db } = await serve(t, url)
  const task = await api.resource('/tasks').create({ projectId: 1, name: 'Paint' })
  t.strictSame(task, { id: 1, projectId: 1, name: 'Paint', tags: [] })
  const link = await api.resource('/task-tags').create({ taskId: 1, tagId: 2 })
  t.strictSame(link, { taskId: 1, tagId: 2, note: null })
  t.strictSame(await rowsOf(db, TaskTag), [{ taskId: 1, tagId: 2, note: null }])

  const before = await snapshot(db)
  // @ts-expect-error name is required: the types refuse it, and so does the server
  const missing = await api.resource('/tasks').create({ projectId: 1 }).catch((caught: unknown) => caught) as ApiError
  t.strictSame([missing.status, missing.problems], [400, [{ name: 'The field is required' }]])
  // @ts-expect-error a composite key's columns are the client's: a create sends each
  const keyless = await api.resource('/task-tags').create({ taskId: 1 }).catch((caught: unknown) => caught) as ApiError
  t.strictSame([keyless.status, keyless.problems], [400, [{ tagId: 'The field is required' }]])
  t.strictSame(await snapshot(db), before, 'nothing written')
})

eachDatabase(t, 'a many-to-many is written as the whole set (by key, or new records) and patched with {add, remove}', async (t, { url }) => {
  const { api, db } = await serve(t, url)
  const tasks = api.resource('/tasks')
  const created = await tasks.create({ projectId: 1, name: 'Paint', tags: [{ id: 1 }, { name: 'walls' }] })
  t.strictSame(created, { id: 1, projectId: 1, name: 'Paint', tags: [{ id: 1, name: 'urgent' }, { id: 4, name: 'walls' }] })
  const names: string[] = created.tags.map(tag => tag.name)
  t.strictSame(names, ['urgent', 'walls'])

  const changed = await tasks.update(1, { tags: { add: [{ id: 2 }], remove: [{ id: 1 }] } })
  t.strictSame(changed.tags, [{ id: 2, name: 'home' }, { id: 4, name: 'walls' }])
  const replaced = await tasks.replace(1, { projectId: 1, name: 'Paint', tags: [{ id: 3 }] })
  t.strictSame(replaced.tags, [{ id: 3, name: 'later' }])
  t.strictSame(await rowsOf(db, TaskTag), [{ taskId: 1, tagId: 3, note: null }])
  t.strictSame((await rowsOf(db, TaggedTag)).length, 4, 'unlinking deletes no tag')

  const selected = await tasks.get(1, { fields: ['name', 'tags'] })
  t.strictSame(selected, { name: 'Paint', tags: [{ id: 3, name: 'later' }] })
  const tag = await api.resource('/tags').get(3)
  t.strictSame(tag.tasks.map(task => task.name), ['Paint'])

  const before = await snapshot(db)
  const unknown = await tasks.update(1, { tags: [{ id: 99 }] }).catch((caught: unknown) => caught) as ApiError
  t.strictSame([unknown.status, unknown.problems], [400, [{ 'tags.0.id': 'No Tag has this id' }]])
  t.strictSame(await snapshot(db), before, 'nothing written')
})

eachDatabase(t, 'a record with a composite key is named by a tuple or an object, in declared order', async (t, { url, dialect }) => {
  const { api, base, db } = await serve(t, url)
  await api.resource('/tasks').create({ projectId: 1, name: 'Paint' })
  const links = api.resource('/task-tags')
  await links.create({ taskId: 1, tagId: 3, note: 'first' })
  t.strictSame(await links.get([1, 3]), { taskId: 1, tagId: 3, note: 'first' })
  t.strictSame(await links.get({ tagId: 3, taskId: 1 }), { taskId: 1, tagId: 3, note: 'first' }, 'an object is put in declared order')
  t.match(links.tagOf([1, 3]), /^"[^"]+"$/)
  const patched = await links.update({ taskId: 1, tagId: 3 }, { note: 'changed' }, { ifMatch: true })
  t.strictSame(patched, { taskId: 1, tagId: 3, note: 'changed' })
  const put = await links.replace([1, 3], { note: 'put' })
  t.strictSame(put, { taskId: 1, tagId: 3, note: 'put' })
  t.strictSame(await rowsOf(db, TaskTag), [{ taskId: 1, tagId: 3, note: 'put' }])

  // Without `keys`, an object's order is not known: refused before anything is sent.
  const plain = createClient<Api>({ baseUrl: base }).resource('/task-tags')
  const unordered = await plain.get({ taskId: 1, tagId: 3 }).catch((caught: unknown) => caught) as TypeError
  t.strictSame([unordered.name, unordered.message], ['TypeError', "/task-tags: a key given as an object needs the client's keys option ({ '/task-tags': [...] }); a tuple needs nothing"])
  t.strictSame(await plain.get([1, 3]), { taskId: 1, tagId: 3, note: 'put' })

  const missing = await links.get([1, 2]).catch((caught: unknown) => caught) as ApiError
  t.equal(missing.status, 404)
  t.equal(await links.delete([1, 3]), undefined)
  t.strictSame(await rowsOf(db, TaskTag), [], `deleted [${dialect}]`)
})

eachDatabase(t, 'a bulk create sends records of columns, and a batch answers each operation typed', async (t, { url }) => {
  const { api, db } = await serve(t, url)
  await api.resource('/tasks').create({ projectId: 1, name: 'Paint' })
  const bulk = await api.resource('/task-tags').create([{ taskId: 1, tagId: 1 }, { taskId: 1, tagId: 2, note: 'n' }])
  t.strictSame(bulk, [{ taskId: 1, tagId: 1, note: null }, { taskId: 1, tagId: 2, note: 'n' }])

  const results = await api.batch([
    { method: 'POST', path: '/tasks', body: { projectId: 1, name: 'Sand', tags: [{ id: 3 }] } },
    { method: 'PATCH', path: '/task-tags/{0/id}/3', body: { note: 'from the batch' } },
    { method: 'GET', path: '/task-tags?orderBy=-tagId' },
    { method: 'DELETE', path: '/task-tags/1/1' }
  ])
  const [posted, patched, page, deleted] = results
  t.strictSame(posted, { status: 201, body: { id: 2, projectId: 1, name: 'Sand', tags: [{ id: 3, name: 'later' }] } })
  const taskId: number = posted.body.id
  t.equal(taskId, 2)
  t.strictSame(patched, { status: 200, body: { taskId: 2, tagId: 3, note: 'from the batch' } })
  t.strictSame(page.body.TaskTag.map(link => [link.taskId, link.tagId]), [[2, 3], [1, 2], [1, 1]])
  t.strictSame(deleted, { status: 204, body: null })
  t.strictSame(await rowsOf(db, TaskTag), [{ taskId: 1, tagId: 2, note: 'n' }, { taskId: 2, tagId: 3, note: 'from the batch' }])
})
