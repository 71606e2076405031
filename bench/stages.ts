// `node --experimental-strip-types bench/stages.ts`: what each stage of GET /books/:id costs the
// plugin in a loop, in process, beside the same two statements run on better-sqlite3 directly
// (SQLite). Hot and alone, each stage costs its instructions; the same stages inside the server,
// between HTTP requests, cost more (bench/RESULTS.md, 2026-11-29 05:30): the difference is not
// in what the stages do. The example app is registered and answers every kind of request first,
// so that the stages run as warm and as varied as a server's.
import Database from 'better-sqlite3'
import Fastify from 'fastify'
import { fileURLToPath } from 'node:url'
import { mkdirSync } from 'node:fs'
import { HookQuery } from '../lib/index.ts'
import type { Row } from '../lib/read/reader.ts'
import { shapeOf } from '../lib/sql/shape.ts'
import { toDict } from '../lib/serialize/to-dict.ts'
import { kMeta, kReader } from '../lib/symbols.ts'
import { DB } from '../lib/index.ts'
import modelResources from '../plugin/index.ts'
import { answerBytes, recordTag } from '../plugin/conditional/record-tag.ts'
import { RecordTags } from '../plugin/conditional/record-tags.ts'
import { MethodPlans } from '../plugin/resources/method-plans.ts'
import { SINGLE_METHODS } from '../plugin/resources/methods.ts'
import { models } from '../examples/models.ts'
import { BookResource, resources } from '../examples/resources.ts'
import { writeDataset } from './dataset.ts'

const out = fileURLToPath(new URL('./out/', import.meta.url))
mkdirSync(out, { recursive: true })
const file = `${out}stages.db`
await writeDataset(`sqlite:///${file}`, { authors: 1000, booksPerAuthor: 10 })
const db = new DB(`sqlite:///${file}`, { models, resources })
await db.createAll()
const app = Fastify()
await app.register(modelResources, { db, resources, openapi: { path: '/openapi.json', info: { title: 'stages', version: '1' } }, metrics: true, health: true })
const warm = ['/books/1', '/authors/1', '/books?maxPageSize=50', '/tags', '/authors', '/book-tags', '/users', '/books/1?fields=id,title', '/openapi.json', '/orders', '/jobs']
for (let i = 0; i < 2000; i++) await app.inject(warm[i % warm.length])

const meta = BookResource.modelClass[kMeta]
const plans = new MethodPlans(db, BookResource, SINGLE_METHODS)
const plan = plans.plan('get')
const tags = new RecordTags(BookResource, plan)
const reader = db[kReader]
let shape: string | undefined

/** The handler's stages up to `upto`: 1 the record's statement, 2 its tags', 3 the answer's object, 4 its text, 5 its bytes, 6 its tag. */
function stages (upto: number, i: number): unknown {
  const query = new HookQuery(BookResource.modelClass)
  query.conditions.push({ column: meta.primaryKey, op: 'eq', value: 1 + i % 900 })
  const spec = { where: query.conditions, order: [], limit: 1, shape: undefined as string | undefined }
  spec.shape = shape ??= shapeOf(spec, reader.dialect)
  const rows = reader.rows(meta, spec, plan.reads, plan) as Row[]
  if (upto === 1) return rows
  const loading = reader.loadRelations(plan, rows, BookResource.maxRecords, true)
  if (upto === 2) return loading
  const body = toDict(plan, rows[0])
  if (upto === 3) return body
  const text = tags.text(body)
  if (upto === 4) return text
  const bytes = answerBytes(text)
  return upto === 5 ? bytes : recordTag(bytes)
}

// The plugin's own two statements (as it writes them), on a connection of their own.
const raw = new Database(file)
const one = raw.prepare('select "fmr_t".*, "fmr_j0"."id", "fmr_j0"."first_name", "fmr_j0"."last_name" from (select "id", "isbn", "title", "pub_year", "author_id" from "book" where "id" = ? limit 1) as "fmr_t" left join "author" as "fmr_j0" on "fmr_j0"."id" = "fmr_t"."author_id"').raw(true)
const tagsOf = raw.prepare('select * from (select "id", "name", "fmr_parent" from (select "fmr_t".*, "fmr_j"."book_id" as "fmr_parent" from "tag" as "fmr_t" inner join "book_tag" as "fmr_j" on "fmr_j"."tag_id" = "fmr_t"."id") as "fmr_link" where "fmr_parent" = ? limit 21 offset 0) as "fmr_probe" order by "name" asc, "id" asc').raw(true)
const runs: Array<[string, (i: number) => unknown]> = [
  ['statement 1 alone', i => one.all(1 + i % 900)],
  ['statements 1 and 2', i => [one.all(1 + i % 900), tagsOf.all(1 + i % 900)]],
  ...[1, 2, 3, 4, 5, 6].map((upto): [string, (i: number) => unknown] => [`plugin to stage ${upto}`, i => stages(upto, i)])
]
const N = 200_000
for (let round = 1; round <= 3; round++) {
  const line: string[] = []
  for (const [name, run] of runs) {
    for (let i = 0; i < 20_000; i++) run(i)
    const start = process.hrtime.bigint()
    for (let i = 0; i < N; i++) run(i)
    line.push(`${name} ${(Number(process.hrtime.bigint() - start) / N / 1000).toFixed(2)}`)
  }
  console.log(`round ${round}, µs per call: ${line.join('; ')}`)
}
await app.close()
raw.close()
