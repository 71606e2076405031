// Date-times (decisions §6): what is shown is what is stored. Whole seconds by default, 3 or 6
// fractional digits when declared; a sent fraction and a database default (now()) are cut to the
// precision; a value the API answered, sent back as an equality filter, finds its record; cursor
// pages over a date-time are exact in both directions, with nulls, several records in one second,
// and a table that stored fractions before its column said how many it keeps.
import { fileURLToPath } from 'node:url'
import t, { type Test } from 'tap'
import { Column, defineModel, errors, serverNow } from '../../lib/index.ts'
import { tableDoc } from '../../lib/docs/doc-tables.ts'
import { CollectionModelResource, ModelResource } from '../../plugin/index.ts'
import { Job, models as exampleModels, Order, User } from '../../examples/models.ts'
import { kMeta } from '../../lib/symbols.ts'
import { openApp, type Opened } from '../helpers/app.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { call } from '../helpers/http.ts'
import { rowsOf } from '../helpers/migrations.ts'
import { fences } from '../helpers/markdown.ts'

/** The statements of docs/models.md's block that cuts Job.startedAt to whole seconds, on Event.at instead. */
function docsMigration (): string[] {
  const block = fences(fileURLToPath(new URL('../../docs/models.md', import.meta.url))).find(fence => fence.lang === 'sql' && fence.content.includes('timestamptz(0)'))
  return (block?.content ?? '').split('\n').filter(line => !line.startsWith('--'))
    .map(line => line.replace(/;$/, '').replaceAll('"job"', '"event"').replaceAll('"started_at"', '"at"'))
}

const Event = defineModel({
  name: 'Event',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    label: Column.String(20),
    at: Column.DateTime({ nullable: false, serverDefault: serverNow }),
    atMs: Column.DateTime({ nullable: false, precision: 3, serverDefault: serverNow }),
    atUs: Column.DateTime({ nullable: false, precision: 6, serverDefault: serverNow }),
    done: Column.DateTime({ precision: 6 })
  }
})

class Events extends CollectionModelResource.of(Event) {}
class EventItems extends ModelResource.of(Event) {}

const COLUMNS = ['at', 'atMs', 'atUs', 'done'] as const
const SHOWN: Record<typeof COLUMNS[number], RegExp> = {
  at: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
  atMs: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}$/,
  atUs: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{6}$/,
  done: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{6}$/
}

type Shown = Record<string, unknown> & { id: number }

async function events (t: Test, url: string): Promise<Opened> {
  return await openApp(t, url, { models: [Event], resources: [Events, EventItems] })
}

async function post (opened: Opened, body: Record<string, unknown>): Promise<Shown> {
  const res = await call(opened.app, 'POST', '/events', body)
  if (res.status !== 201) throw new Error(`POST /events: ${res.status} ${res.text}`)
  return res.body
}

async function list (opened: Opened, path: string): Promise<Shown[]> {
  const res = await call(opened.app, 'GET', path)
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`)
  return res.body.Event
}

/** Every record of a cursor walk, one page after another. */
async function walk (opened: Opened, first: string): Promise<number[]> {
  const seen: number[] = []
  for (let path: string | undefined = first; path !== undefined;) {
    const res = await call(opened.app, 'GET', path)
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`)
    seen.push(...res.body.Event.map((record: Shown) => record.id))
    if (seen.length > 60) throw new Error(`${first}: no end (${seen.join(',')})`)
    path = typeof res.headers.link === 'string' ? /^<([^>]+)>; rel="next"$/.exec(res.headers.link)?.[1] : undefined
  }
  return seen
}

/** The cursor walk by each date-time, both ways, one record a page, against the offset page of the same order. */
async function walksMatchTheOrder (t: Test, opened: Opened, columns: readonly string[]): Promise<void> {
  for (const column of columns) {
    for (const order of [column, '-' + column]) {
      const ordered = (await list(opened, `/events?orderBy=${order}&maxPageSize=1000`)).map(record => record.id)
      t.strictSame(await walk(opened, `/events?orderBy=${order}&cursor=&maxPageSize=1`), ordered, `orderBy=${order}: each record once, in order`)
      t.strictSame(await walk(opened, `/events?orderBy=${order},label&cursor=&maxPageSize=2`), (await list(opened, `/events?orderBy=${order},label&maxPageSize=1000`)).map(record => record.id), `orderBy=${order},label`)
    }
  }
}

eachDatabase(t, 'a cursor walk over now()-defaulted date-times sees every record once, in order, at every precision', async (t, { url }) => {
  const opened = await events(t, url)
  // Quickly, so that several fall in one second (and, on PostgreSQL, apart in their fractions).
  for (let i = 1; i <= 9; i++) await post(opened, { label: `e${i % 3}`, done: i % 4 === 0 ? null : `2024-01-31 12:00:00.${String(i % 3).padStart(6, '0')}` })
  const all = await list(opened, '/events')
  t.equal(all.length, 9)
  const seconds = new Set(all.map(record => record.at))
  t.ok(seconds.size < 9, `several records in one second (${seconds.size} seconds for 9)`)
  await walksMatchTheOrder(t, opened, COLUMNS)
})

class Jobs extends CollectionModelResource.of(Job) {}

eachDatabase(t, 'the example\'s Job.startedAt (now() by default) pages by cursor one record at a time, each job once, both ways', async (t, { url }) => {
  const opened = await openApp(t, url, { models: exampleModels, resources: [Jobs] })
  const em = opened.db.fork()
  await rowsOf(opened.db, `insert into "user" ("id", "username", "password", "email", "is_staff", "is_active", "is_account_current", "date_joined") values (1, 'u', 'p', 'u@example.com', false, false, false, '2024-01-01')`)
  em.create(Order, { id: 1, ownerId: 1, description: 'd' } as never)
  await em.flush()
  // One statement a job, several in one second.
  for (let i = 0; i < 9; i++) await rowsOf(opened.db, 'insert into "job" ("owner_id", "order_id") values (1, 1)')
  async function ids (path: string): Promise<number[]> {
    const seen: number[] = []
    for (let next: string | undefined = path; next !== undefined;) {
      const res = await call(opened.app, 'GET', next)
      if (res.status !== 200) throw new Error(`${next}: ${res.status} ${res.text}`)
      seen.push(...res.body.Job.map((job: Shown) => job.id))
      if (seen.length > 30) break
      next = typeof res.headers.link === 'string' ? /^<([^>]+)>; rel="next"$/.exec(res.headers.link)?.[1] : undefined
    }
    return seen
  }
  const byTime = (await call(opened.app, 'GET', '/jobs?orderBy=startedAt')).body.Job as Shown[]
  t.ok(new Set(byTime.map(job => job.startedAt)).size < 9, 'several jobs in one second')
  t.strictSame(await ids('/jobs?cursor=&maxPageSize=1&orderBy=startedAt'), byTime.map(job => job.id))
  t.strictSame(await ids('/jobs?cursor=&maxPageSize=1&orderBy=-startedAt'), (await call(opened.app, 'GET', '/jobs?orderBy=-startedAt')).body.Job.map((job: Shown) => job.id))
  for (const job of byTime) {
    const found = (await call(opened.app, 'GET', `/jobs?startedAt=${encodeURIComponent(String(job.startedAt))}`)).body.Job as Shown[]
    t.ok(found.some(other => other.id === job.id), `startedAt=${String(job.startedAt)} finds job ${job.id}`)
  }
})

eachDatabase(t, 'a value the API answered, sent back as an equality filter, finds its record', async (t, { url }) => {
  const opened = await events(t, url)
  for (let i = 1; i <= 4; i++) await post(opened, { label: `e${i}`, done: `2024-01-31T12:00:0${i}.${'9'.repeat(i)}Z` })
  for (const record of await list(opened, '/events')) {
    for (const column of COLUMNS) {
      const shown = String(record[column])
      t.match(shown, SHOWN[column], `${column} is shown with its precision's digits`)
      const found = await list(opened, `/events?${column}=${encodeURIComponent(shown)}`)
      t.ok(found.some(other => other.id === record.id), `${column}=${shown} finds event ${record.id}`)
      t.ok(found.every(other => other[column] === shown), `${column}=${shown} finds only records showing it`)
    }
    const res = await call(opened.app, 'GET', `/events/${record.id}`)
    t.strictSame(res.body, record, 'a GET of the record shows the same values')
  }
})

eachDatabase(t, 'a sent fraction is cut to the column\'s precision, stored and shown so, and found again', async (t, { url, dialect }) => {
  const opened = await events(t, url)
  const sent = '2024-01-31T12:00:00.987654321+02:00'
  const created = await post(opened, { label: 'x', at: sent, atMs: sent, atUs: sent, done: sent })
  t.strictSame([created.at, created.atMs, created.atUs, created.done], ['2024-01-31 10:00:00', '2024-01-31 10:00:00.987', '2024-01-31 10:00:00.987654', '2024-01-31 10:00:00.987654'])
  const sql = dialect === 'sqlite'
    ? 'select "at", "at_ms", "at_us", "done" from "event"'
    : `select ${['at', 'at_ms', 'at_us', 'done'].map(name => `to_char("${name}" at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') as "${name}"`).join(', ')} from "event"`
  const stored = dialect === 'sqlite'
    ? [Date.parse('2024-01-31T10:00:00Z'), Date.parse('2024-01-31T10:00:00.987Z'), '2024-01-31 10:00:00.987654', '2024-01-31 10:00:00.987654']
    : ['2024-01-31 10:00:00.000000', '2024-01-31 10:00:00.987000', '2024-01-31 10:00:00.987654', '2024-01-31 10:00:00.987654']
  t.strictSame(await rowsOf(opened.db, sql), [stored], 'stored as shown')
  for (const [column, value] of [['at', '2024-01-31 10:00:00'], ['atMs', '2024-01-31 10:00:00.987'], ['atUs', '2024-01-31 10:00:00.987654'], ['atMs', '2024-01-31T12:00:00.987999+02:00'], ['at', '2024-01-31 10:00:00.5']]) {
    t.strictSame((await list(opened, `/events?${column}=${encodeURIComponent(value)}`)).map(record => record.id), [created.id], `${column}=${value}`)
  }
  const patched = await call(opened.app, 'PATCH', `/events/${created.id}`, { done: '2024-02-01 00:00:00.1234567' })
  t.equal(patched.status, 200)
  t.equal(patched.body.done, '2024-02-01 00:00:00.123456', 'a PATCH is cut alike')
})

eachDatabase(t, 'a table that stored fractions before its column kept whole seconds still pages exactly, and shows whole seconds', async (t, { url, dialect }) => {
  const opened = await events(t, url)
  for (let i = 1; i <= 8; i++) await post(opened, { label: `e${i % 2}` })
  // As a table created before this change holds them: microseconds (PostgreSQL), milliseconds (SQLite), in one second.
  const legacy = dialect === 'sqlite'
    ? [`update "event" set "at" = ${Date.parse('2024-01-31T10:00:00Z')} + (9 - "id") * 123`]
    : ['alter table "event" alter column "at" type timestamptz(6)', `update "event" set "at" = timestamptz '2024-01-31 10:00:00+00' + (9 - "id") * interval '123457 microseconds'`]
  for (const sql of legacy) await rowsOf(opened.db, sql)
  const all = await list(opened, '/events?orderBy=at')
  t.strictSame(all.map(record => record.at), Array(8).fill('2024-01-31 10:00:00'), 'shown cut to whole seconds')
  t.strictSame(all.map(record => record.id), [8, 7, 6, 5, 4, 3, 2, 1], 'ordered by the stored value')
  await walksMatchTheOrder(t, opened, ['at'])
  const shownBefore = await list(opened, '/events?at=2024-01-31%2010:00:00')
  t.strictSame(shownBefore.map(record => record.id), [], 'a value shown cut does not find a record stored finer')

  // The migration docs/models.md gives for Job.startedAt, run as written on Event.at: cut the
  // stored values (SQLite), or change the type and default cutting them (PostgreSQL).
  const migration = docsMigration().filter(sql => dialect === 'sqlite' ? sql.startsWith('update ') : sql.startsWith('alter table '))
  t.equal(migration.length, dialect === 'sqlite' ? 1 : 2, 'docs/models.md shows the statements')
  for (const sql of migration) await rowsOf(opened.db, sql)
  // A server starts after its migration: PostgreSQL's prepared statements of the old type are gone with it.
  const migrated = dialect === 'sqlite' ? opened : await events(t, url)
  t.strictSame((await list(migrated, '/events?at=2024-01-31%2010:00:00')).map(record => record.id), [1, 2, 3, 4, 5, 6, 7, 8], 'migrated: the shown value finds every record of that second')
  await walksMatchTheOrder(t, migrated, ['at'])
})

eachDatabase(t, 'a date-time a hook writes through MikroORM is stored cut to the precision', async (t, { url }) => {
  const opened = await events(t, url)
  const em = opened.db.fork()
  const instant = new Date('2024-01-31T10:00:00.987Z')
  em.create(Event, { id: 1, label: 'orm', at: instant, atMs: instant, atUs: instant, done: instant } as never)
  await em.flush()
  const res = await call(opened.app, 'GET', '/events/1')
  t.strictSame([res.body.at, res.body.atMs, res.body.atUs, res.body.done], ['2024-01-31 10:00:00', '2024-01-31 10:00:00.987', '2024-01-31 10:00:00.987000', '2024-01-31 10:00:00.987000'])
  const found = await opened.db.fork().findOneOrFail(Event, { id: 1 } as never) as unknown as { at: Date, atMs: Date }
  t.strictSame([found.at.toISOString(), found.atMs.toISOString()], ['2024-01-31T10:00:00.000Z', '2024-01-31T10:00:00.987Z'], 'read back through MikroORM as stored')
})

t.test('a date-time\'s precision is 0, 3 or 6, and the documents say which', async t => {
  t.throws(() => Column.DateTime({ precision: 2 as never }), new errors.BadDateTimePrecision('2'))
  t.throws(() => Column.DateTime({ precision: '3' as never }), errors.BadDateTimePrecision)
  const doc = tableDoc(Event[kMeta], true)
  t.strictSame(['at', 'atMs', 'atUs'].map(name => doc.properties[name].type), ['date-time', 'date-time(3)', 'date-time(6)'])
})

eachDatabase(t, 'the OpenAPI document describes a date-time\'s fractions', async (t, { url }) => {
  const opened = await events(t, url)
  const document = (await call(opened.app, 'GET', '/openapi.json')).body
  const event = document.components.schemas.Event.properties
  t.strictSame(event.at, { type: 'string' })
  t.strictSame(event.atMs, { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}\\.\\d{3}$' })
  t.strictSame(event.done, { type: ['string', 'null'], pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}\\.\\d{6}$' })
})
