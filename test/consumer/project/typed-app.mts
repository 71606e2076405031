// @ts-nocheck -- in this repository the package is not installed; the consumer test deletes this line.
// A user's strict TypeScript module (module nodenext), type-checked with tsc and then run: the
// package's declarations type what a user writes, and the @ts-expect-error lines below must not compile.
import assert from 'node:assert/strict'
import Fastify from 'fastify'
import { Column, DB, defineModel, errors, Type, type DBOptions, type Static } from 'fastify-model-resources'
import modelResources, { CollectionModelResource, ModelResource, type ModelResourcesOptions } from 'fastify-model-resources/plugin'

const Task = defineModel({
  name: 'Task',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    title: Column.String(80, { nullable: false }),
    done: Column.Boolean({ nullable: false, default: false })
  }
})

// TypeBox comes with the package (a computed field's type): no install of its own, under pnpm too.
const Label = Type.String({ maxLength: 20 })
const label: Static<typeof Label> = 'ok'
assert.equal(label, 'ok')

class TaskResource extends ModelResource { static override modelClass = Task }
class TaskCollection extends CollectionModelResource { static override modelClass = Task }

// The record's fields are typed from the columns.
const task = new Task({ title: 'Typed' })
const title: string | null | undefined = task.title
const done: boolean | null | undefined = task.done

const options: DBOptions = { models: [Task] }
const db = new DB(process.env.DATABASE_URL ?? 'sqlite:///:memory:', options)
await db.createAll()
const app = Fastify()
const plugin: ModelResourcesOptions = { db, resources: [TaskResource, TaskCollection] }
await app.register(modelResources, plugin)
try {
  const created = await app.inject({ method: 'POST', url: '/tasks', payload: { title } })
  assert.deepEqual([created.statusCode, created.json()], [201, { id: 1, title: 'Typed', done: false }])
  const list = await app.inject('/tasks')
  assert.deepEqual(list.json(), { Task: [{ id: 1, title: 'Typed', done: false }] })
} finally {
  await app.close()
}
assert.equal(done, undefined)
assert.equal(new errors.DriverMissing('PostgreSQL', '@mikro-orm/postgresql').code, 'FMR_ERR_DRIVER_MISSING')

// Under `exactOptionalPropertyTypes` too (tsconfig.exact.json): a value that may be undefined is
// taken where the package reads undefined as "not given" (never called).
export async function maybeUndefined (env: Record<string, string | undefined>, resource: TaskResource): Promise<void> {
  // A record's field is undefined until set, and passed on as it is.
  const copy = new Task({ title: task.title, done: task.done })
  copy.done = undefined
  await resource.create(Task, { title: copy.title, done: task.done })
  // Options from the environment: undefined stands for the default.
  const other = new DB(env.DATABASE_URL ?? 'sqlite:///:memory:', { models: [Task], migrationsPath: env.MIGRATIONS, cursorKey: env.CURSOR_KEY, echo: undefined })
  // A subclass may leave an optional static unset.
  class Hooked extends ModelResource {
    static override modelClass = Task
    static override urlName = env.URL_NAME
    static override afterCommit = env.HOOKED === undefined ? undefined : { post: () => [true, null, 204] as [boolean, unknown, number] }
  }
  class Listed extends CollectionModelResource {
    static override modelClass = Task
    static override orderBy = env.ORDER === undefined ? undefined : ['-id']
    static override search = undefined
  }
  await app.register(modelResources, {
    db: other,
    resources: [Hooked, Listed],
    cursorKey: env.CURSOR_KEY,
    closeDb: undefined,
    health: { healthPath: env.HEALTH_PATH, timeout: undefined },
    openapi: { path: env.OPENAPI_PATH }
  })
}

// Wrong usage, each of which tsc must refuse (never called).
export async function wrongUsage (): Promise<void> {
  // @ts-expect-error a column's options are typed: nullable is a boolean
  Column.String(80, { nullable: 'no' })
  // @ts-expect-error String's first argument is the maximum length
  Column.String({ nullable: false })
  // @ts-expect-error a column is built with Column.*, not named by a string
  defineModel({ name: 'Bad', columns: { id: 'integer' } })
  // @ts-expect-error a record type's field has its column's type
  task.title = 42
  // @ts-expect-error a resource's modelClass is a record type made by defineModel
  class BadResource extends ModelResource { static override modelClass = 'Task' }
  // @ts-expect-error the resources are resource classes, not record types
  await app.register(modelResources, { db, resources: [Task] })
  // @ts-expect-error db is a DB, not its URI
  await app.register(modelResources, { db: 'sqlite:///:memory:', resources: [TaskResource] })
  // @ts-expect-error the plugin needs its resources
  await app.register(modelResources, { db })
  // @ts-expect-error DB takes a URI string and its models
  new DB(42, { models: [Task] })
}

console.log('ok')
