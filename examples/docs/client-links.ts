// The shipped client over a many-to-many and a composite key: a task's tags as a set and as
// {add, remove}, a join record named by its key parts, a typed batch, and a hook's own answer.
import type { AddressInfo } from 'node:net'
import Fastify from 'fastify'
import { Column, DB, defineModel, Relationship } from '../../lib/index.ts'
import modelResources, { BatchResource, CollectionModelResource, ModelResource } from '../../plugin/index.ts'
import { createClient, type Answers } from '../../client/index.ts'

const id = Column.Integer({ primaryKey: true })
const Task = defineModel({
  name: 'Task',
  columns: { id, title: Column.String(80, { nullable: false }), done: Column.Boolean({ default: false }) },
  relationships: { tags: Relationship.manyToMany('Tag', { writable: true, through: 'TaskTag', orderBy: 'name' }) }
})
const Tag = defineModel({ name: 'Tag', columns: { id, name: Column.String(20, { nullable: false }) } })
const TaskTag = defineModel({
  name: 'TaskTag',
  columns: { taskId: Column.Integer({ foreignKey: 'task.id' }), tagId: Column.Integer({ foreignKey: 'tag.id' }), note: Column.String(40) },
  primaryKey: ['taskId', 'tagId']
})

class Tasks extends ModelResource.of(Task) {}
class Tags extends ModelResource.of(Tag) {}
// A DELETE of a link answers what it unlinked, 200, in place of the 204.
class TaskTags extends ModelResource.of(TaskTag, {
  afterCommit: { delete: (_resource, link) => [true, { unlinked: [link.taskId, link.tagId] }, 200] }
}) {}
class TaskTagList extends CollectionModelResource.of(TaskTag) {}
class Batch extends BatchResource.of([Tasks, Tags, TaskTags, TaskTagList]) {}

type Api = {
  '/tasks': typeof Task
  '/tags': typeof Tag
  '/task-tags': Answers<typeof TaskTag, { delete: { unlinked: [number, number] } }>
}

export async function main (databaseUrl: string): Promise<unknown> {
  const db = new DB(databaseUrl, { models: [Task, Tag, TaskTag] })
  await db.createAll()
  const app = Fastify()
  await app.register(modelResources, { db, resources: [Tasks, Tags, TaskTags, TaskTagList, Batch] })
  await app.listen({ host: '127.0.0.1', port: 0 })
  // `keys` gives a composite key's order, so that a record may be named by an object.
  const api = createClient<Api>({ baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, keys: { '/task-tags': ['taskId', 'tagId'] } })
  try {
    await api.resource('/tags').create({ name: 'urgent' })
    // A create needs `title` (not nullable, no default); `done` has a default, `id` is the server's.
    // A many-to-many takes the whole set: records by key, or new ones.
    const created = await api.resource('/tasks').create({ title: 'Paint', tags: [{ id: 1 }, { name: 'home' }] })
    const patched = await api.resource('/tasks').update(created.id, { tags: { add: [{ name: 'later' }], remove: [{ id: 1 }] } })
    // A composite key: a tuple in declared order, or an object.
    const links = api.resource('/task-tags')
    const link = await links.update([1, 2], { note: 'by tuple' })
    const same = await links.get({ tagId: 2, taskId: 1 })
    // A batch's answers are typed by each operation's method and path.
    const [task, page] = await api.batch([
      { method: 'POST', path: '/tasks', body: { title: 'Sand', tags: [{ id: 1 }] } },
      { method: 'GET', path: '/task-tags' }
    ])
    // The hook's answer, typed as Answers names it.
    const { unlinked } = await links.delete([1, 3])
    return {
      created,
      patched: patched.tags.map(tag => tag.name),
      link,
      same: same.note,
      batch: [task.status, task.body.tags.map(tag => tag.name), page.body.TaskTag.map(row => [row.taskId, row.tagId])],
      unlinked
    }
  } finally {
    await app.close()
    await db.close()
  }
}
