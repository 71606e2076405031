// Hooks see one spelling (decisions §6): a write's input hooks get the body with camelCase keys
// only, on every write path (single POST, PUT, PATCH, a nested list's records, a bulk, a batch),
// so that a rule on `data.projectId` or `data.ownerId` cannot be passed by sending `project_id`
// or `owner_id`. A column sent in both spellings is a 400 naming both, before any hook runs.
import t, { type Test } from 'tap'
import { Column, defineModel, Relationship, type HookQuery } from '../../lib/index.ts'
import { BatchResource, ModelResource, type HookReturn, type Kwargs, type WriteData } from '../../plugin/index.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { rowsOf, snapshot } from '../helpers/state.ts'

const Project = defineModel({
  name: 'Project',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    ownerId: Column.Integer({ nullable: false }),
    name: Column.String(50, { nullable: false })
  },
  relationships: { tasks: Relationship.list('Task', { writable: true }) }
})

const Task = defineModel({
  name: 'Task',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    projectId: Column.Integer({ nullable: false, foreignKey: 'project.id' }),
    ownerId: Column.Integer({ nullable: false }),
    title: Column.String(50, { nullable: false })
  }
})

/** Project 1 is owner 1's, project 2 owner 2's (seeded below). */
const PROJECT_OWNERS: Record<string, number> = { 1: 1, 2: 2 }

/** The user's rule: a task is written only into the caller's project, and only as the caller's. */
const REFUSED = { 403: 'Not the caller\'s task or project' }

class TaskResource extends ModelResource.of(Task, { bulk: true, statuses: { post: REFUSED, put: REFUSED, patch: REFUSED } }) {
  private refusal (data: WriteData<typeof Task>): HookReturn {
    const caller = Number(this.request.headers['x-owner'])
    if (data.ownerId !== undefined && data.ownerId !== caller) return { status: false, message: 'Not your task', statusCode: 403 }
    if (data.projectId !== undefined && PROJECT_OWNERS[String(data.projectId)] !== caller) return { status: false, message: 'Not your project', statusCode: 403 }
    return { status: true, data }
  }

  override processPostInput (data: WriteData<typeof Task>): HookReturn { return this.refusal(data) }
  override processPutInput (query: HookQuery, data: WriteData<typeof Task>, _kwargs: Kwargs): HookReturn { return { ...this.refusal(data), query } as HookReturn }
  override processPatchInput (query: HookQuery, data: WriteData<typeof Task>, kwargs: Kwargs): HookReturn { return this.processPutInput(query, data, kwargs) }
}

class ProjectResource extends ModelResource.of(Project, { statuses: { post: REFUSED, put: REFUSED, patch: REFUSED } }) {}
class Batch extends BatchResource.of([TaskResource, ProjectResource]) {}

const AS_ONE = { 'x-owner': '1' }

async function opened (t: Test, url: string) {
  const { app, db } = await openApp(t, url, { models: [Project, Task], resources: [ProjectResource, TaskResource, Batch] })
  for (const [ownerId, name] of [[1, 'Mine'], [2, 'Theirs']] as const) {
    t.equal((await call(app, 'POST', '/projects', { ownerId, name })).status, 201)
  }
  t.equal((await call(app, 'POST', '/tasks', { projectId: 1, ownerId: 1, title: 'First' }, AS_ONE)).status, 201)
  return { app, db }
}

eachDatabase(t, 'a snake_case key reaches the hook as its camelCase name: the owner rule holds on every write path', async (t, { url }) => {
  const { app, db } = await opened(t, url)
  const before = await snapshot(db)
  const NOT_YOURS = { message: 'Not your project' }
  const refused = [
    await call(app, 'POST', '/tasks', { project_id: 2, owner_id: 1, title: 'Moved' }, AS_ONE),
    await call(app, 'PUT', '/tasks/1', { project_id: 2, owner_id: 1, title: 'Moved' }, AS_ONE),
    await call(app, 'PATCH', '/tasks/1', { project_id: 2 }, AS_ONE)
  ]
  t.strictSame(refused.map(answer => [answer.status, answer.body]), [[403, NOT_YOURS], [403, NOT_YOURS], [403, NOT_YOURS]], 'single POST, PUT, PATCH')
  const nested = await call(app, 'PATCH', '/projects/1', { tasks: [{ id: 1, title: 'First', owner_id: 2 }] }, AS_ONE)
  t.strictSame([nested.status, nested.body], [403, { message: 'tasks.0: Not your task' }], 'a nested list\'s record')
  const created = await call(app, 'POST', '/projects', { ownerId: 1, name: 'New', tasks: [{ title: 'Theirs', owner_id: 2 }] }, AS_ONE)
  t.strictSame([created.status, created.body], [403, { message: 'tasks.0: Not your task' }], 'a new parent\'s nested record')
  const bulk = await call(app, 'POST', '/tasks', [{ projectId: 1, ownerId: 1, title: 'Fine' }, { project_id: 2, ownerId: 1, title: 'Moved' }], AS_ONE)
  t.strictSame([bulk.status, bulk.body], [403, { message: 'record 1: Not your project' }], 'a bulk\'s record')
  const batch = await call(app, 'POST', '/batch', { operations: [{ method: 'PATCH', path: '/tasks/1', body: { project_id: 2 } }] }, AS_ONE)
  t.strictSame([batch.status, batch.body], [403, { ...NOT_YOURS, operation: 0 }], 'a batch\'s operation')
  t.strictSame(await snapshot(db), before, 'nothing written')

  const own = await call(app, 'PATCH', '/tasks/1', { project_id: 1, title: 'Renamed' }, AS_ONE)
  t.strictSame([own.status, own.body], [200, { id: 1, projectId: 1, ownerId: 1, title: 'Renamed' }], 'the caller\'s own project passes in either spelling')
})

eachDatabase(t, 'a column sent in both spellings is a 400 naming both, before any hook runs', async (t, { url }) => {
  const { app, db } = await opened(t, url)
  const before = await snapshot(db)
  const twice = 'The field is given twice, as projectId and project_id'
  // The hook would refuse projectId 2: the 400 comes first, whichever spelling a hook would check.
  const single = await call(app, 'POST', '/tasks', { projectId: 2, project_id: 1, ownerId: 1, title: 'Two' }, AS_ONE)
  t.strictSame([single.status, single.body], [400, { message: [{ project_id: twice }] }])
  const bulk = await call(app, 'POST', '/tasks', [{ projectId: 1, ownerId: 1, title: 'A' }, { projectId: 1, project_id: 2, ownerId: 1, title: 'B' }], AS_ONE)
  t.strictSame([bulk.status, bulk.body], [400, { message: [{ '1.project_id': twice }] }])
  const nested = await call(app, 'POST', '/projects', { ownerId: 1, name: 'New', tasks: [{ title: 'A', ownerId: 1, owner_id: 2 }] }, AS_ONE)
  t.strictSame([nested.status, nested.body], [400, { message: [{ 'tasks.0.owner_id': 'The field is given twice, as ownerId and owner_id' }] }])
  t.strictSame(await snapshot(db), before, 'nothing written')
  t.strictSame((await rowsOf(db, Task)).map(task => task.title), ['First'])
})
