// The cost rule of change events (extensions §9): subscribers whose conditions are on the record's
// own columns are judged in memory on one shared read, so a write costs the same statements
// whether 1 or 50 clients over 5 owners listen. The outbox keeps the row after each change, so a
// record is read only when some subscription's own-column conditions match it: a write nobody may
// see costs no read, and subscriptions through a relationship read only for their owner's records.
import t, { type Test } from 'tap'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { dialects, eachDatabase, freshPostgres } from '../helpers/databases.ts'
import { kOutbox } from '../../lib/symbols.ts'
import { openApp, type Opened } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { recordTexts } from '../helpers/sql-texts.ts'
import { subscribe, type Stream } from '../helpers/sse.ts'

const user = (id: number): Record<string, string> => ({ authorization: `User:${id}` })

async function withUsers (t: Test, app: FastifyInstance, count: number): Promise<void> {
  for (let id = 1; id <= count; id++) {
    const body = { id, username: `user${id}`, password: 'secret', email: `u${id}@example.com` }
    t.equal((await call(app, 'PUT', `/users/${id}`, body)).status, 201)
  }
}

/** The statements one order written for `owner` (1 unless given) costs, until every stream of `streams` that may see it has it. */
async function costOfWrite (t: Test, opened: Opened, streams: Stream[], seeing: Stream[], description: string, owner = 1): Promise<string[]> {
  const before = seeing.map(stream => stream.events.length)
  const others = streams.filter(stream => !seeing.includes(stream)).map(stream => [stream, stream.events.length] as const)
  const texts = recordTexts(opened)
  const res = await call(opened.app, 'POST', '/api/v2/orders', { ownerId: owner, description }, user(owner))
  t.equal(res.status, 202)
  await Promise.all(seeing.map(async (stream, index) => await stream.wait(before[index] + 1)))
  // Late deliveries (a second wake) would show here.
  await new Promise(resolve => setTimeout(resolve, 300))
  t.ok(others.every(([stream, count]) => stream.events.length === count), 'no stream that may not see it got it')
  // In text order: the reads of one write's delivery may run at once, and finish in either order.
  return [...texts].sort()
}

eachDatabase(t, '50 subscribers over 5 owners: a write costs the statements of 1 subscriber; each owner sees only its own', async (t, { url }) => {
  const opened = await openApp(t, url)
  const { app } = opened
  await withUsers(t, app, 5)
  const base = await app.listen({ port: 0, host: '127.0.0.1' })
  const one = await subscribe(base, '/api/v2/orders/events', user(1))
  const alone = await costOfWrite(t, opened, [one], [one], 'tea')
  t.ok(alone.length > 0, `one subscriber: ${alone.length} statements`)
  const many: Stream[] = []
  for (let index = 0; index < 50; index++) many.push(await subscribe(base, '/api/v2/orders/events', user(index % 5 + 1)))
  const owners = many.filter((_, index) => index % 5 === 0)
  const crowd = await costOfWrite(t, opened, [one, ...many], [one, ...owners], 'coffee')
  t.strictSame(crowd, alone, `fifty subscribers over five owners: the same ${crowd.length} statements`)
  t.strictSame(owners.map(stream => stream.events.map(event => [event.event, event.data.description])), owners.map(() => [['created', 'coffee']]))
  t.ok(many.filter((_, index) => index % 5 !== 0).every(stream => stream.events.length === 0), 'the other owners\' subscribers got nothing')
  t.strictSame(one.events.map(event => event.data.description), ['tea', 'coffee'])
  for (const stream of [one, ...many]) stream.close()
})

eachDatabase(t, '20 owners subscribed: an order costs the statements of 1 subscriber; an order of an owner nobody listens to costs no read', async (t, { url }) => {
  const opened = await openApp(t, url)
  const { app } = opened
  await withUsers(t, app, 21)
  const base = await app.listen({ port: 0, host: '127.0.0.1' })
  // What a write costs with nobody listening: the POST's own statements.
  const unheard = await costOfWrite(t, opened, [], [], 'water', 21)
  const one = await subscribe(base, '/api/v2/orders/events', user(1))
  const alone = await costOfWrite(t, opened, [one], [one], 'tea')
  t.ok(alone.length > unheard.length, `one subscriber: ${alone.length - unheard.length} statements of delivery`)
  const many: Stream[] = []
  for (let owner = 2; owner <= 20; owner++) many.push(await subscribe(base, '/api/v2/orders/events', user(owner)))
  const everyone = [one, ...many]
  t.strictSame(await costOfWrite(t, opened, everyone, [one], 'coffee'), alone, 'twenty owners: the statements of one')
  t.strictSame(await costOfWrite(t, opened, everyone, [], 'juice', 21), unheard, 'an order of an owner nobody listens to: no read')
  const sixth = many[4]
  t.strictSame(await costOfWrite(t, opened, everyone, [sixth], 'milk', 6), alone, 'another owner\'s order: the statements of one')
  t.strictSame(one.events.map(event => event.data.description), ['tea', 'coffee'])
  t.strictSame(sixth.events.map(event => event.data.description), ['milk'])
  t.ok(many.filter(stream => stream !== sixth).every(stream => stream.events.length === 0), 'the other owners\' subscribers got nothing')
  for (const stream of everyone) stream.close()
})

eachDatabase(t, 'subscriptions through a relationship, one per owner: an order costs the one read of its owner\'s, not one per owner', async (t, { url }) => {
  const opened = await openApp(t, url)
  const { app } = opened
  await withUsers(t, app, 10)
  const base = await app.listen({ port: 0, host: '127.0.0.1' })
  // A condition on the order's jobs needs the database: each owner's subscription reads on its own.
  const path = `/api/v2/orders/events?where=${encodeURIComponent(JSON.stringify({ jobs: { none: { statusId: 99 } } }))}`
  const one = await subscribe(base, path, user(1))
  t.equal(one.status, 200)
  const alone = await costOfWrite(t, opened, [one], [one], 'tea')
  const many: Stream[] = []
  for (let owner = 2; owner <= 10; owner++) many.push(await subscribe(base, path, user(owner)))
  const everyone = [one, ...many]
  t.strictSame(await costOfWrite(t, opened, everyone, [one], 'coffee'), alone, 'ten owners: the statements of one')
  t.strictSame(await costOfWrite(t, opened, everyone, [many[2]], 'milk', 4), alone, 'another owner\'s order: the statements of one')
  t.strictSame(one.events.map(event => [event.event, event.data.description]), [['created', 'tea'], ['created', 'coffee']])
  t.strictSame(many[2].events.map(event => [event.event, event.data.description]), [['created', 'milk']])
  t.ok(many.filter(stream => stream !== many[2]).every(stream => stream.events.length === 0), 'the other owners\' subscribers got nothing')
  for (const stream of everyone) stream.close()
})

// PostgreSQL numbers committed changes after the fact (lib/db/outbox-sql.ts ASSIGN). 200,000 rows
// written by one statement were numbered by one update: 4 s of a core and a pool connection, and
// through PgBouncer /health waited 170-550 ms meanwhile. Now each transaction numbers at most 5,000.
t.test('PostgreSQL numbers a large write\'s changes in transactions of at most 5,000, in the order they were written', { skip: dialects().includes('postgresql') ? false : 'PostgreSQL only (SQLite numbers each change as it is written)' }, async t => {
  const url = await freshPostgres(t)
  const opened = await openApp(t, url)
  const writer = new pg.Client({ connectionString: url })
  await writer.connect()
  t.teardown(async () => await writer.end())
  await writer.query("insert into author (first_name, last_name) values ('A', 'B')")
  await writer.query("insert into book (title, pub_year, author_id) select 'T' || v, 2000, 1 from generate_series(1, 12001) v")
  await opened.db[kOutbox].assign()
  // Each transaction's rows carry its id (xmin): how many it numbered.
  const { rows } = await writer.query(`select count(*)::int as rows, count(*) filter (where id is null)::int as unnumbered,
      (select max(n)::int from (select count(*) as n from fmr_events group by xmin::text) as batches) as largest,
      (select count(*)::int from (select id < lag(id) over (order by seq) as back from fmr_events) as o where back) as out_of_order
    from fmr_events`)
  t.strictSame(rows[0], { rows: 12001, unnumbered: 0, largest: 5000, out_of_order: 0 })
})
