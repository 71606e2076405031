// A user's plain JavaScript ES module: one record type on DATABASE_URL (in-memory SQLite by
// default), the plugin, and requests whose answers it asserts. Prints "ok" when all hold.
import assert from 'node:assert/strict'
import Fastify from 'fastify'
import { Column, DB, defineModel, errors, Type } from 'fastify-model-resources'
import modelResources, { CollectionModelResource, ModelResource } from 'fastify-model-resources/plugin'

const Task = defineModel({
  name: 'Task',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    title: Column.String(80, { nullable: false }),
    done: Column.Boolean({ nullable: false, default: false })
  },
  // TypeBox as the package re-exports it: no install of its own.
  computed: { shout: { type: Type.String(), get: task => task.title?.toUpperCase() ?? null } }
})

class TaskResource extends ModelResource { static modelClass = Task }
class TaskCollection extends CollectionModelResource { static modelClass = Task }

const db = new DB(process.env.DATABASE_URL ?? 'sqlite:///:memory:', { models: [Task] })
await db.createAll()
const app = Fastify()
await app.register(modelResources, { db, resources: [TaskResource, TaskCollection] })
try {
  const created = await app.inject({ method: 'POST', url: '/tasks', payload: { title: 'Ship it' } })
  assert.equal(created.statusCode, 201)
  assert.equal(created.headers.location, '/tasks/1')
  assert.deepEqual(created.json(), { id: 1, title: 'Ship it', done: false, shout: 'SHIP IT' })

  const read = await app.inject('/tasks/1')
  assert.equal(read.statusCode, 200)
  assert.deepEqual(read.json(), { id: 1, title: 'Ship it', done: false, shout: 'SHIP IT' })

  const list = await app.inject('/tasks?done=false')
  assert.deepEqual([list.statusCode, list.json()], [200, { Task: [{ id: 1, title: 'Ship it', done: false, shout: 'SHIP IT' }] }])

  const missing = await app.inject('/tasks/2')
  assert.deepEqual([missing.statusCode, missing.json()], [404, { message: 'Task with id 2 not found' }])
  assert.equal(new errors.RecordNotFound('Task', 2).code, 'FMR_ERR_NOT_FOUND')
} finally {
  await app.close() // also closes the database
}
console.log('ok')
