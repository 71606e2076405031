// The smallest API: one record type, its three resources, the plugin, and a request.
import Fastify from 'fastify'
import { Column, DB, defineModel } from '../../lib/index.ts'
import modelResources, { CollectionModelResource, MetaResource, ModelResource } from '../../plugin/index.ts'

export const Task = defineModel({
  name: 'Task',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    title: Column.String(80, { nullable: false }),
    done: Column.Boolean({ nullable: false, default: false })
  }
})

class TaskResource extends ModelResource { static override modelClass = Task } // /tasks, /tasks/<int:id>
class TaskCollection extends CollectionModelResource { static override modelClass = Task } // GET /tasks
class TaskMeta extends MetaResource { static override resourceClass = TaskResource } // /meta/tasks/single

export async function main (databaseUrl = 'sqlite:///:memory:'): Promise<unknown> {
  const db = new DB(databaseUrl, { models: [Task] })
  await db.createAll()
  const app = Fastify()
  await app.register(modelResources, { db, resources: [TaskResource, TaskCollection, TaskMeta] })
  try {
    const created = await app.inject({ method: 'POST', url: '/tasks', payload: { title: 'Write the docs' } })
    const list = await app.inject('/tasks?done=false')
    return [created.statusCode, created.json(), list.json()]
  } finally {
    await app.close() // also closes the database
  }
}
