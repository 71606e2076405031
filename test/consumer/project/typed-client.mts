// @ts-nocheck -- in this repository the package is not installed; the consumer test deletes this line.
// A user's strict TypeScript module using the shipped client (`fastify-model-resources/client`)
// against a server of its own listening on a port: type-checked with tsc (5.x and 7.x), then run.
// The client is typed from the record classes alone (`typeof Task`); the @ts-expect-error lines must not compile.
import assert from 'node:assert/strict'
import type { AddressInfo } from 'node:net'
import Fastify from 'fastify'
import { Column, DB, defineModel, Relationship } from 'fastify-model-resources'
import modelResources, { CollectionModelResource, ModelResource } from 'fastify-model-resources/plugin'
import { ApiError, createClient, createSubscriber } from 'fastify-model-resources/client'

const Project = defineModel({
  name: 'Project',
  columns: { id: Column.Integer({ primaryKey: true }), name: Column.String(80, { nullable: false }) },
  relationships: { tasks: Relationship.list('Task', { writable: true }) }
})
const Task = defineModel({
  name: 'Task',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    title: Column.String(80, { nullable: false }),
    done: Column.Boolean({ nullable: false, default: false }),
    projectId: Column.Integer({ foreignKey: 'project.id' })
  }
})

const db = new DB(process.env.DATABASE_URL ?? 'sqlite:///:memory:', { models: [Project, Task] })
await db.createAll()
const app = Fastify()
await app.register(modelResources, {
  db,
  resources: [ModelResource.of(Project), CollectionModelResource.of(Project), ModelResource.of(Task), CollectionModelResource.of(Task)]
})
await app.listen({ host: '127.0.0.1', port: 0 })

type Api = { '/projects': typeof Project, '/tasks': typeof Task }
const api = createClient<Api>({ baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, schemas: { '/tasks': Task.schema } })
const projects = api.resource('/projects')
const tasks = api.resource('/tasks')
try {
  const project = await projects.create({ name: 'Home', tasks: [{ title: 'Paint' }, { title: 'Mow', done: true }] })
  const titles: string[] = project.tasks.map(task => task.title)
  assert.deepEqual([project.id, titles], [1, ['Paint', 'Mow']])
  const changed = await projects.update(1, { tasks: { add: [{ title: 'Sweep' }], remove: [{ id: 1 }] } })
  assert.deepEqual(changed.tasks.map(task => task.id), [2, 3])
  const open = await tasks.list({ filters: { done: false, 'title[like]': 'S%' }, fields: ['id', 'title'] })
  const ids: number[] = open.records.map(task => task.id)
  assert.deepEqual(open.records, [{ id: 3, title: 'Sweep' }])
  assert.deepEqual(ids, [3])
  const bare = await tasks.create({ title: 'Dust' })
  assert.deepEqual([bare.done, bare.projectId], [false, null])
  await tasks.delete(bare.id)
  const read = await tasks.get(2)
  const done: boolean = read.done
  await tasks.update(2, { done: !done }, { ifMatch: true })
  const all: number[] = []
  for await (const task of tasks.all({ orderBy: ['-id'], maxPageSize: 1 })) all.push(task.id)
  assert.deepEqual(all, [3, 2])
  const missing = await tasks.get(9).catch((caught: unknown) => caught)
  assert.ok(missing instanceof ApiError)
  assert.deepEqual([missing.status, missing.code, missing.message, missing.body],
    [404, 'FMR_ERR_NOT_FOUND', 'Task with id 9 not found', { type: 'about:blank', title: 'Not Found', status: 404, detail: 'Task with id 9 not found', code: 'FMR_ERR_NOT_FOUND' }])
} finally {
  await app.close()
}
console.log('ok')

// Under `exactOptionalPropertyTypes` too (tsconfig.exact.json): what the client answers, or a form
// may leave unset, is passed on as it is where undefined means "not given" (never called).
export async function passedOn (form: { done?: boolean | undefined, pageSize?: number | undefined, token?: string | undefined }): Promise<void> {
  const options = { baseUrl: '', headers: form.token === undefined ? undefined : { authorization: form.token }, fetch: undefined, schemas: { '/tasks': undefined } }
  const client = createClient<Api>(options).resource('/tasks')
  // A write's tag is never passed as possibly undefined (the write would go unconditionally): an
  // unknown one is `true`, an empty tag the server refuses.
  await client.update(2, { done: true }, { ifMatch: client.tagOf(2) ?? true })
  await client.get(2, { ifNoneMatch: client.tagOf(2) })
  await client.list({ filters: { done: form.done, 'title[like]': undefined }, maxPageSize: form.pageSize, offset: undefined })
  const subscriber = createSubscriber<Api>(options)
  const stream = subscriber.subscribe('/tasks', { lastEventId: undefined, retry: undefined })
  stream.close()
  subscriber.subscribe('/tasks', { lastEventId: stream.lastEventId, filters: { done: form.done } })
}

// Wrong usage, each of which tsc must refuse (never called).
export async function wrongUsage (): Promise<void> {
  // @ts-expect-error the API serves no /people
  api.resource('/people')
  // @ts-expect-error title is text
  await tasks.create({ title: 7 })
  // @ts-expect-error title is required (not nullable, no default); done, projectId and id may be left out
  await tasks.create({ done: true })
  // @ts-expect-error colour is not a column of Task
  await tasks.list({ filters: { colour: 'red' } })
  // @ts-expect-error a pattern is for text columns
  await tasks.list({ filters: { 'id[like]': '1%' } })
  // @ts-expect-error orderBy names columns
  await tasks.list({ orderBy: ['-priority'] })
  // @ts-expect-error a selection names fields of a task
  await tasks.get(1, { fields: ['owner'] })
  const picked = await tasks.get(1, { fields: ['id'] })
  // @ts-expect-error title was not selected
  picked.title.toUpperCase()
  // @ts-expect-error {add, remove} is a PATCH's form
  await projects.replace(1, { name: 'x', tasks: { add: [] } })
  // @ts-expect-error where takes operators of the field's type
  await tasks.list({ where: { done: { gt: 'yes' } } })
}
