// The example API's OpenAPI document through the tools a user points at it: Redocly's linter
// (recommended rules) finds no problem, and openapi-typescript's types make a strict, cast-free
// openapi-fetch client (test/docs/openapi-client/client.ts) that type-checks and runs against a
// listening example server, on SQLite and PostgreSQL.
import { execFileSync, spawnSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import t, { type Test } from 'tap'
import openapiTS, { astToString } from 'openapi-typescript'
import { buildApp } from '../../examples/app.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { appOn } from '../helpers/app.ts'
import { Column, DB, defineModel } from '../../lib/index.ts'
import { CollectionModelResource, ModelResource } from '../../plugin/index.ts'

const ROOT = resolve(import.meta.dirname, '../..')
const BIN = join(ROOT, 'node_modules/.bin')

interface Outcome {
  recent: Array<{ title: string, pubYear: number }>
  created: { status: number, location: string | null, fullName: string }
  conflict: { status: number, message: string }
}

/** The example API, seeded, listening on a free port; its document. */
async function serve (t: Test, url: string): Promise<{ base: string, document: string }> {
  const app = await buildApp({ databaseUrl: url, seed: true })
  t.teardown(() => app.close())
  await app.listen({ host: '127.0.0.1', port: 0 })
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  return { base, document: await (await fetch(`${base}/openapi.json`)).text() }
}

/** A folder of its own, outside node_modules (Node strips types only there), that finds this project's packages. */
function workspace (t: Test): string {
  const dir = mkdtempSync(join(tmpdir(), 'fmr-openapi-'))
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

t.test('Redocly lint, recommended rules: no errors and no warnings on the example API\'s document', async t => {
  const { document } = await serve(t, 'sqlite:///:memory:')
  const dir = workspace(t)
  writeFileSync(join(dir, 'openapi.json'), document)
  const lint = spawnSync(join(BIN, 'redocly'), ['lint', '--extends=recommended', '--format=json', 'openapi.json'], { cwd: dir, encoding: 'utf8', env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } })
  const report = JSON.parse(lint.stdout) as { totals: { errors: number, warnings: number, ignored: number }, problems: Array<{ ruleId: string, message: string }> }
  t.strictSame(report.problems.map(problem => `${problem.ruleId}: ${problem.message}`), [], 'no problem')
  t.strictSame(report.totals, { errors: 0, warnings: 0, ignored: 0 })
  t.equal(lint.status, 0, 'the linter exits 0')
})

/**
 * The client file `name` (test/docs/openapi-client/) beside the types openapi-typescript makes of
 * `document`, type-checked strict with skipLibCheck false (openapi-fetch's own types checked too):
 * the compiler's complaints, '' when none; and the client module, imported.
 */
async function generatedClient<C> (t: Test, document: string, name: string): Promise<{ typecheck: string, client: C, api: string }> {
  const dir = workspace(t)
  const api = astToString(await openapiTS(JSON.parse(document)))
  writeFileSync(join(dir, 'api.ts'), api)
  copyFileSync(join(import.meta.dirname, 'openapi-client', name), join(dir, 'client.ts'))
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({
    compilerOptions: {
      target: 'es2024', module: 'nodenext', moduleResolution: 'nodenext', lib: ['es2024', 'dom'], strict: true, noEmit: true, skipLibCheck: false,
      allowImportingTsExtensions: true, erasableSyntaxOnly: true, verbatimModuleSyntax: true, noUncheckedIndexedAccess: true, types: []
    },
    files: ['client.ts']
  }))
  writeFileSync(join(dir, 'package.json'), '{"type": "module"}')
  let typecheck = ''
  try {
    execFileSync(join(BIN, 'tsc'), ['-p', 'tsconfig.json'], { cwd: dir, encoding: 'utf8' })
  } catch (error) {
    typecheck = String((error as { stdout?: unknown }).stdout)
  }
  return { typecheck, client: await import(pathToFileURL(join(dir, 'client.ts')).href) as C, api }
}

eachDatabase(t, 'openapi-typescript types a strict openapi-fetch client: a filter, a POST with its 201 Location, a 409', async (t, { url }) => {
  const { base, document } = await serve(t, url)
  const { typecheck, client } = await generatedClient<{ run: (base: string) => Promise<Outcome> }>(t, document, 'client.ts')
  t.equal(typecheck, '', 'the client type-checks against the generated types, strict, without casts')

  const outcome = await client.run(base)
  t.strictSame(outcome.recent.map(book => [book.title, book.pubYear]),
    [['The Dispossessed', 1974], ['Invisible Cities', 1972], ['Beloved', 1987], ['Song of Solomon', 1977]], 'pubYear[ge]=1970')
  t.strictSame(outcome.created, { status: 201, location: '/authors/50', fullName: 'Octavia Butler' })
  t.equal(outcome.conflict.status, 409)
  t.match(outcome.conflict.message, /50/, 'the 409 names the id')
})

/** What test/docs/openapi-client/tasks-client.ts returns. */
interface TasksOutcome {
  created: { status: number, location: string | null, id: number }
  read: { title: string, done: boolean, data: unknown }
  listed: string[]
  feed: string[]
}

const Task = defineModel({
  name: 'Task',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    title: Column.String(80, { nullable: false }),
    done: Column.Boolean({ nullable: false, default: false }),
    data: Column.Json()
  }
})
class TaskResource extends ModelResource.of(Task) {}
class TaskCollection extends CollectionModelResource.of(Task) {}
class TaskFeed extends CollectionModelResource.of(Task, { urlName: 'task-feed', paging: 'cursor' }) {}
class PinnedTask extends ModelResource.of(Task, { urlName: 'pinned-tasks', operationIds: { get: 'readPinnedTask', post: 'pinTask' } }) {}

eachDatabase(t, 'two collections over one type, a Json column: unique operationIds, any JSON compiles, a plain GET is the full record', async (t, { url }) => {
  const db = new DB(url, { models: [Task] })
  await db.createAll()
  const app = await appOn(t, { db, resources: [TaskResource, TaskCollection, TaskFeed, PinnedTask], openapi: { path: '/openapi.json' } })
  t.teardown(() => db.close())
  await app.listen({ host: '127.0.0.1', port: 0 })
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  const document = await (await fetch(`${base}/openapi.json`)).text()
  const paths = (JSON.parse(document) as { paths: Record<string, Record<string, { operationId: string }>> }).paths
  const ids = Object.entries(paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => `${method} ${path} ${operation.operationId}`))
  t.strictSame(ids.filter(id => !id.includes('/meta/')), [
    'get /tasks/{id} getTask', 'head /tasks/{id} headGetTask', 'put /tasks/{id} replaceTask', 'patch /tasks/{id} updateTask',
    'delete /tasks/{id} deleteTask', 'post /tasks createTask', 'get /tasks listTask', 'head /tasks headListTask',
    'get /task-feed listTaskFeed', 'head /task-feed headListTaskFeed',
    'get /pinned-tasks/{id} readPinnedTask', 'head /pinned-tasks/{id} headReadPinnedTask', 'put /pinned-tasks/{id} replacePinnedTasksById',
    'patch /pinned-tasks/{id} updatePinnedTasksById', 'delete /pinned-tasks/{id} deletePinnedTasksById', 'post /pinned-tasks pinTask'
  ], 'a taken id takes its path; a resource\'s own operationIds are kept')
  const all = ids.map(id => id.split(' ')[2])
  t.equal(new Set(all).size, all.length, 'every operationId is unique')

  const { typecheck, client, api } = await generatedClient<{ run: (base: string) => Promise<TasksOutcome> }>(t, document, 'tasks-client.ts')
  t.equal(typecheck, '', 'the client type-checks, skipLibCheck false, without casts')
  const jsonTypes = api.split('\n').filter(line => /^\s*data\??: /.test(line)).map(line => line.trim())
  t.strictSame([...new Set(jsonTypes)], ['data: unknown;', 'data?: {', 'data?: string | {'], 'a Json column: any JSON in answers, an object or array of any members in bodies, a filter\'s value or its operators')
  const outcome = await client.run(base)
  t.strictSame(outcome, {
    created: { status: 201, location: '/tasks/1', id: 1 },
    read: { title: 'Write the docs', done: false, data: { from: 'client', tags: ['docs', 1] } },
    listed: ['Write the docs', 'Ship it'],
    feed: ['Write the docs']
  })
  const stored = await db.fork().find(Task, {}, { orderBy: { id: 'asc' } })
  t.strictSame(stored.map(task => [task.title, task.done, task.data]), [['Write the docs', false, { from: 'client', tags: ['docs', 1] }], ['Ship it', true, [1, 2, 3]]])
})
