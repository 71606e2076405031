// Shared by the plugin's HTTP suites: an app per test (the example app, or one made of the
// resources a test declares), requests through app.inject, and the stored state of every table.
import Fastify, { type FastifyInstance, type FastifyServerOptions, type InjectOptions } from 'fastify'
import type { Test } from 'tap'
import { DB, type Model } from '../../lib/index.ts'
import modelResources, { type ResourceClass, type ResourceEntry } from '../../plugin/index.ts'
import { buildApp } from '../../examples/app.ts'
import { Author, Book, models } from '../../examples/models.ts'

export interface Opened {
  app: FastifyInstance
  db: DB
}

/** The example app on `url`, closed (with its database) when `t` ends. */
export async function openExample (t: Test, url: string): Promise<Opened> {
  const app = await buildApp({ databaseUrl: url })
  t.teardown(() => app.close())
  // createAll() binds the record types to the app's database: that is the DB the app writes to.
  const db = Book.binding() as unknown as DB
  if (!(db instanceof DB)) throw new Error('the example app did not bind its DB')
  return { app, db }
}

export interface CustomOptions {
  models?: ReadonlyArray<typeof Model>
  logger?: FastifyServerOptions['logger']
}

/** A fresh Fastify app serving only `resources`, on a database of its own. */
export async function openCustom (
  t: Test, url: string, resources: ReadonlyArray<ResourceClass | ResourceEntry>, options: CustomOptions = {}
): Promise<Opened> {
  const db = new DB(url, { models: options.models ?? models })
  await db.createAll()
  const app = Fastify({ logger: options.logger ?? false })
  t.teardown(() => app.close())
  await app.register(modelResources, { db, resources })
  await app.ready()
  return { app, db }
}

export interface Answer {
  status: number
  headers: Record<string, unknown>
  /** The raw body text. */
  text: string
  /** The body parsed as JSON (undefined when empty). */
  body: any
}

/** One request; a non-string payload is sent as JSON. */
export async function call (
  app: FastifyInstance, method: InjectOptions['method'], url: string, payload?: unknown, headers: Record<string, string> = {}
): Promise<Answer> {
  const options: InjectOptions = { method, url, headers }
  if (payload !== undefined) {
    if (typeof payload === 'string') options.payload = payload
    else {
      options.payload = JSON.stringify(payload)
      options.headers = { 'content-type': 'application/json', ...headers }
    }
  }
  const res = await app.inject(options)
  return { status: res.statusCode, headers: res.headers, text: res.body, body: res.body === '' ? undefined : JSON.parse(res.body) }
}

/** Every row of one table as the reader sees it, in primary-key order. */
export async function rowsOf (db: DB, model: typeof Model): Promise<Array<Record<string, unknown>>> {
  const meta = model.meta
  return await db.reader.rows(meta, { where: [], order: [{ column: meta.primaryKey, descending: false }] })
}

/** Every table of the database: compare two of these to show a request wrote nothing. */
export async function snapshot (db: DB): Promise<Record<string, unknown>> {
  const state: Record<string, unknown> = {}
  for (const model of db.models) state[model.meta.name] = await rowsOf(db, model)
  return state
}

/** The number of rows of one table. */
export async function countOf (db: DB, model: typeof Model): Promise<number> {
  return await db.reader.count(model.meta, [])
}

/** One author (Ann Lee, id 1) with one book (First, 1990, id 1), written through MikroORM. */
export async function seedOneBook (db: DB): Promise<void> {
  const em = db.fork()
  em.create(Author, { firstName: 'Ann', lastName: 'Lee' } as never)
  await em.flush()
  em.create(Book, { title: 'First', pubYear: 1990, authorId: 1 } as never)
  await em.flush()
}

/** A Fastify logger option that keeps error lines, parsed, in `lines`. */
export function errorLogInto (lines: Array<Record<string, any>>): FastifyServerOptions['logger'] {
  return { level: 'error', stream: { write: (line: string) => { lines.push(JSON.parse(line)) } } } as FastifyServerOptions['logger']
}
