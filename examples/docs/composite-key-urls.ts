// A resource over a record type with a composite primary key: a record's URL has a segment per
// key column, in the declared order (`/task-tags/{taskId}/{tagId}`).
import Fastify from 'fastify'
import { Column, DB, defineModel } from '../../lib/index.ts'
import modelResources, { CollectionModelResource, ModelResource } from '../../plugin/index.ts'

const id = Column.Integer({ primaryKey: true })
const Task = defineModel({ name: 'Task', columns: { id, name: Column.String(40, { nullable: false }) } })
const Tag = defineModel({ name: 'Tag', columns: { id, name: Column.String(40, { nullable: false }) } })
const TaskTag = defineModel({
  name: 'TaskTag',
  columns: { taskId: Column.Integer({ foreignKey: 'task.id' }), tagId: Column.Integer({ foreignKey: 'tag.id' }), note: Column.String(40) },
  primaryKey: ['taskId', 'tagId']
})

class TaskTags extends ModelResource.of(TaskTag) {}
class TaskTagList extends CollectionModelResource.of(TaskTag) {}

export async function main (databaseUrl: string): Promise<unknown> {
  const db = new DB(databaseUrl, { models: [Task, Tag, TaskTag] })
  await db.createAll()
  await new Task({ id: 7, name: 'Paint' }).save()
  for (const tag of [1, 3]) await new Tag({ id: tag, name: `tag ${tag}` }).save()
  const app = Fastify()
  await app.register(modelResources, { db, resources: [TaskTags, TaskTagList] })
  try {
    const created = await app.inject({ method: 'POST', url: '/task-tags', payload: { taskId: 7, tagId: 3, note: 'first' } })
    const again = await app.inject({ method: 'POST', url: '/task-tags', payload: { taskId: 7, tagId: 3 } })
    const read = await app.inject('/task-tags/7/3')
    const stale = { 'if-match': '"not-the-tag"' }
    const refused = await app.inject({ method: 'PATCH', url: '/task-tags/7/3', payload: { note: 'x' }, headers: stale })
    const patched = await app.inject({ method: 'PATCH', url: '/task-tags/7/3', payload: { note: 'changed' }, headers: { 'if-match': read.headers.etag as string } })
    await app.inject({ method: 'POST', url: '/task-tags', payload: { taskId: 7, tagId: 1 } })
    return {
      urls: TaskTags.getUrls(),
      created: [created.statusCode, created.headers.location, created.json()],
      again: [again.statusCode, again.json()],
      read: [read.statusCode, read.json()],
      refused: refused.statusCode,
      patched: [patched.statusCode, patched.json()],
      missing: [(await app.inject('/task-tags/7/2')).statusCode, (await app.inject('/task-tags/7/2')).json()],
      // Ordered by the key, column by column, unless asked otherwise.
      list: (await app.inject('/task-tags')).json(),
      deleted: (await app.inject({ method: 'DELETE', url: '/task-tags/7/1' })).statusCode
    }
  } finally {
    await app.close()
    await db.close()
  }
}
