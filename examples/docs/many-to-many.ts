// A many-to-many: a task has tags, a tag has tasks. Without `through`, a join table is made for
// the pair (task_tag, primary key (task_id, tag_id)); writable, a task's body sets its links.
import Fastify from 'fastify'
import { Column, DB, defineModel, Relationship } from '../../lib/index.ts'
import modelResources, { CollectionModelResource, ModelResource } from '../../plugin/index.ts'

export const Task = defineModel({
  name: 'Task',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    title: Column.String(80, { nullable: false })
  },
  relationships: {
    tags: Relationship.manyToMany('Tag', { writable: true, orderBy: 'name' })
  }
})

export const Tag = defineModel({
  name: 'Tag',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    name: Column.String(20, { nullable: false, unique: true })
  },
  relationships: {
    tasks: Relationship.manyToMany(() => Task)
  }
})

const resources = [Task, Tag].flatMap(model => [ModelResource.of(model), CollectionModelResource.of(model)])

export async function main (databaseUrl: string): Promise<unknown> {
  const db = new DB(databaseUrl, { models: [Task, Tag] })
  await db.createAll()
  const app = Fastify()
  await app.register(modelResources, { db, resources })
  try {
    const send = async (method: 'POST' | 'PATCH', url: string, payload: object): Promise<unknown> =>
      (await app.inject({ method, url, payload })).json()
    await send('POST', '/tags', { name: 'urgent' })
    return {
      // A key alone links that tag; a record without one is created, then linked.
      created: await send('POST', '/tasks', { title: 'Write docs', tags: [{ id: 1 }, { name: 'docs' }] }),
      // The change form: links added (once, however often sent) and removed; the tag itself stays.
      changed: await send('PATCH', '/tasks/1', { tags: { add: [{ name: 'review' }, { id: 2 }], remove: [{ id: 1 }] } }),
      urgent: (await app.inject('/tags/1')).json(),
      filtered: (await app.inject('/tasks?tags.name=review&fields=title,tags(name)')).json(),
      unknown: (await app.inject({ method: 'PATCH', url: '/tasks/1', payload: { tags: [{ id: 9 }] } })).json()
    }
  } finally {
    await app.close() // closes the database too
  }
}
