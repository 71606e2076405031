// Shared by the reliability suites: the example app built by hand (so the test holds the DB),
// a digest of every table, property-run settings and the response invariant.
import { createHash } from 'node:crypto'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import fc from 'fast-check'
import pg from 'pg'
import type { Test } from 'tap'
import { DB } from '../../lib/index.ts'
import modelResources from '../../plugin/index.ts'
import { models } from '../../examples/models.ts'
import { resources } from '../../examples/resources.ts'

export interface Harness {
  app: FastifyInstance
  db: DB
}

export interface OpenOptions {
  fastify?: FastifyServerOptions
  /** Adds hooks before the resources are registered. */
  configure?: (app: FastifyInstance) => void
  /** Receives every SQL statement MikroORM runs (the DB's `echo`). */
  log?: (line: string) => void
}

/** The example app exactly as examples/app.ts builds it, but with the DB handle kept. */
export async function openApp (t: Test, databaseUrl: string, options: OpenOptions = {}): Promise<Harness> {
  const db = new DB(databaseUrl, { models, ...(options.log === undefined ? {} : { echo: true, log: options.log }) })
  await db.createAll()
  const app = Fastify({ logger: false, ...options.fastify })
  options.configure?.(app)
  app.setNotFoundHandler((request, reply) => reply.code(404).send({ message: 'Not found' }))
  await app.register(modelResources, {
    db,
    resources,
    openapi: { path: '/openapi.json', info: { title: 'reliability', version: '1.0.0' } }
  })
  await app.ready()
  t.teardown(() => app.close())
  return { app, db }
}

function quote (name: string): string {
  return '"' + name.replaceAll('"', '""') + '"'
}

/**
 * Every row of every table in primary-key order, hashed. PostgreSQL renders each row as its own
 * text (`row::text`), so nothing is lost to a driver's parsing; SQLite reads integers exactly.
 * Reads go through the driver-level runner, so they count in `db.reader.runner.executed`.
 */
export async function digest (db: DB): Promise<string> {
  const hash = createHash('sha256')
  for (const model of db.models) {
    const { tableName, primaryKey } = model.meta
    const table = quote(tableName)
    const sql = db.dialect === 'postgresql'
      ? `select r::text from ${table} r order by r.${quote(primaryKey.name)}`
      : `select * from ${table} order by ${quote(primaryKey.name)}`
    const rows = await db.reader.runner.rows(sql, [], true)
    hash.update(tableName + '\n')
    hash.update(JSON.stringify(rows, (_key, value: unknown) => typeof value === 'bigint' ? `${value}n` : value) + '\n')
  }
  return hash.digest('hex')
}

/** Rows of one table in primary-key order (for assertions on stored state). */
export async function tableRows (db: DB, tableName: string, columns = '*'): Promise<unknown[][]> {
  const model = db.models.find(cls => cls.meta.tableName === tableName)
  if (model === undefined) throw new Error(`no table ${tableName}`)
  return await db.reader.runner.rows(`select ${columns} from ${quote(tableName)} order by ${quote(model.meta.primaryKey.name)}`, [])
}

/** A seed fixed per file run and a random one, named in the test title so a failure can be replayed. */
export const RANDOM_SEED = Number(process.env.FC_SEED ?? Math.floor(Math.random() * 2 ** 31))
export const SEEDS = [42, RANDOM_SEED] as const

/** A short account of a failed run: the error and the start of the counterexample (bodies can be huge). */
function failure<Ts> (details: fc.RunDetails<Ts>): string {
  const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)
  const example = fc.stringify(details.counterexample)
  const text = `seed ${details.seed}, path ${details.counterexamplePath}: ${error.slice(0, 1500)}\ncounterexample: ${example.slice(0, 1500)}` +
    (example.length > 1500 ? ` ... (${example.length} chars)` : '')
  // ASCII only: a raw line separator (U+2028) or control character would break the TAP stream.
  return text.replace(/[^\x20-\x7e\n]/g, char => '\\u' + char.charCodeAt(0).toString(16).padStart(4, '0'))
}

/** Runs a property under both seeds, each as an assertion that carries fast-check's report. */
export async function checkProperty<Ts> (
  t: Test, name: string, property: fc.IAsyncProperty<Ts>, numRuns: number
): Promise<number> {
  let ran = 0
  for (const seed of SEEDS) {
    const details = await fc.check(property, { seed, numRuns, endOnFailure: true })
    ran += details.numRuns
    t.equal(details.failed, false, `${name} (seed ${seed}, ${details.numRuns} runs)` + (details.failed ? '\n' + failure(details) : ''))
  }
  return ran
}

/** The invariant of every answer: 2xx, or a 4xx whose body is JSON with a `message` key. */
export function acceptable (method: string, statusCode: number, body: string): string | undefined {
  if (statusCode >= 200 && statusCode < 300) return undefined
  if (statusCode < 400 || statusCode >= 500) return `status ${statusCode}: ${body.slice(0, 300)}`
  if (method === 'HEAD') return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return `status ${statusCode} with a body that is not JSON: ${body.slice(0, 300)}`
  }
  if (parsed === null || typeof parsed !== 'object' || !Object.hasOwn(parsed, 'message')) {
    return `status ${statusCode} without a message: ${body.slice(0, 300)}`
  }
  return undefined
}

/** A PostgreSQL database of its own next to TEST_DATABASE_URL's, dropped when `t` ends. */
export { freshPostgres } from '../helpers/databases.ts'

/** Runs `query` on a connection of its own (outside the app's pool). */
export async function onOwnConnection<T> (url: string, query: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await query(client)
  } finally {
    await client.end()
  }
}
