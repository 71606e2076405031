// Change events and who may see them: the owner rules of /api/v2/orders/events (decorators and
// processGetInput narrowing, per subscriber and per event), and every write path emitting.
import t, { type Test } from 'tap'
import type { FastifyInstance } from 'fastify'
import { Order } from '../../examples/models.ts'
import { JobCollection, resources } from '../../examples/resources.ts'
import { Column, defineModel, type HookQuery } from '../../lib/index.ts'
import { CollectionModelResource, ModelResource, type Data, type HookResult, type HookReturn } from '../../plugin/index.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { subscribe, type Stream } from '../helpers/sse.ts'

const ALICE = { authorization: 'User:1' }
const BOB = { authorization: 'User:2' }

/** Jobs' changes at a URL of their own, as a second record type with events. */
class WatchedJobs extends JobCollection { static override events = true }

async function withUsers (t: Test, app: FastifyInstance): Promise<void> {
  for (const id of [1, 2]) {
    const user = { id, username: `user${id}`, password: 'secret', email: `u${id}@example.com` }
    t.equal((await call(app, 'PUT', `/users/${id}`, user)).status, 201)
  }
}

async function quiet (t: Test, stream: Stream, count: number, ms = 400): Promise<void> {
  await new Promise(resolve => setTimeout(resolve, ms))
  t.equal(stream.events.length, count, `no more than ${count} events`)
}

eachDatabase(t, 'each owner sees only their orders; a record moved to another owner: updated for the new, deleted for the old', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  await withUsers(t, app)
  const base = await app.listen({ port: 0, host: '127.0.0.1' })
  const anonymous = await subscribe(base, '/api/v2/orders/events')
  t.equal(anonymous.status, 401)
  t.strictSame(anonymous.body, { message: 'Unauthorized User' })
  const alice = await subscribe(base, '/api/v2/orders/events', ALICE)
  const bob = await subscribe(base, '/api/v2/orders/events', BOB)
  const bobToo = await subscribe(base, '/api/v2/orders/events?fields=id,ownerId', BOB)
  t.equal(alice.status, 200)

  t.equal((await call(app, 'POST', '/api/v2/orders', { ownerId: 1, description: 'tea' }, ALICE)).status, 202)
  const [created] = await alice.wait(1)
  const shown = await call(app, 'GET', '/api/v2/orders/1', undefined, ALICE)
  t.strictSame([created.event, created.data], ['created', shown.body], 'as her GET shows it')

  // Moved by the model layer, outside any request: the outbox sees it all the same.
  const em = db.fork()
  await em.nativeUpdate(Order, { id: 1 }, { ownerId: 2 } as never)
  const [moved] = await bob.wait(1)
  t.strictSame([moved.event, moved.data], ['updated', (await call(app, 'GET', '/api/v2/orders/1', undefined, BOB)).body])
  t.strictSame(moved.data.jobs, [], 'Alice\'s job stays hers: the Job resource\'s hook narrows the nested jobs, as Bob\'s GET')
  t.strictSame((await bobToo.wait(1)).map(event => [event.event, event.data]), [['updated', { id: 1, ownerId: 2 }]])
  const gone = (await alice.wait(2))[1]
  t.strictSame([gone.event, gone.data], ['deleted', { id: 1 }], 'the old owner\'s copy goes')
  t.ok(Number(gone.id) > Number(created.id))

  t.equal((await call(app, 'DELETE', '/api/v2/orders/1', undefined, BOB)).status, 204)
  t.strictSame((await bob.wait(2))[1].event, 'deleted')
  await quiet(t, alice, 2)
  for (const stream of [alice, bob, bobToo]) stream.close()
})

eachDatabase(t, 'every write path emits: a hook\'s create in the transaction, nested records, bulk, batch', async (t, { url }) => {
  const { app } = await openApp(t, url, { resources: [...resources, { resource: WatchedJobs, urls: ['/api/v2/watched-jobs'] }] })
  await withUsers(t, app)
  const base = await app.listen({ port: 0, host: '127.0.0.1' })
  const orders = await subscribe(base, '/api/v2/orders/events', ALICE)
  const jobs = await subscribe(base, '/api/v2/watched-jobs/events', ALICE)
  const books = await subscribe(base, '/books/events')

  // beforeCommit starts a Job with resource.create(); the order's jobs are written with it.
  const posted = await call(app, 'POST', '/api/v2/orders', { ownerId: 1, description: 'tea', jobs: [{ statusId: 5 }] }, ALICE)
  t.equal(posted.status, 202)
  t.strictSame((await orders.wait(1)).map(event => [event.event, event.data.id]), [['created', 1]])
  const jobEvents = await jobs.wait(2)
  t.strictSame(jobEvents.map(event => [event.event, event.data.orderId]).sort(), [['created', 1], ['created', 1]], 'the nested job and the hook\'s')
  t.strictSame((await call(app, 'GET', '/api/v2/jobs', undefined, ALICE)).body.Job.length, 2)

  const batch = await call(app, 'POST', '/api/v2/batch', {
    operations: [
      { method: 'POST', path: '/api/v2/orders', body: { ownerId: 1, description: 'coffee' } },
      { method: 'PATCH', path: '/api/v2/orders/1', body: { description: 'green tea' } }
    ]
  }, ALICE)
  t.equal(batch.status, 200)
  const events = await orders.wait(3)
  t.strictSame(events.slice(1).map(event => [event.event, event.data.description]), [['created', 'coffee'], ['updated', 'green tea']])

  await call(app, 'PUT', '/authors/1', { id: 1, firstName: 'Ann', lastName: 'Lee' })
  const bulk = await call(app, 'POST', '/books', [{ title: 'A', pubYear: 2000, authorId: 1 }, { title: 'B', pubYear: 2000, authorId: 1 }])
  t.equal(bulk.status, 201)
  t.strictSame((await books.wait(2)).map(event => [event.event, event.data]), [['created', bulk.body.Book[0]], ['created', bulk.body.Book[1]]])
  for (const stream of [orders, jobs, books]) stream.close()
})

// Owner ids past 2^53 (snowflake ids): the outbox keeps a row as JSON, whose numbers round them,
// so the deletes of owner ...993's records were judged as owner ...992's and sent to them.
const Memo = defineModel({
  name: 'Memo',
  columns: { id: Column.Integer({ primaryKey: true }), ownerId: Column.BigInteger({ nullable: false }), body: Column.String(80, { nullable: false }) }
})
function callerOf (request: { headers: Record<string, unknown> }): string | undefined {
  return /^User:(\d{1,19})$/.exec(String(request.headers.authorization ?? ''))?.[1]
}
class MemoItem extends ModelResource.of(Memo) {
  override processGetInput (query: HookQuery): HookResult {
    const caller = callerOf(this.request)
    return caller === undefined ? { status: false, message: 'Not found', statusCode: 404 } : { status: true, query: query.where({ ownerId: caller }) }
  }

  override processPostInput (data: Data): HookReturn {
    const caller = callerOf(this.request)
    return caller === undefined ? { status: false, message: 'Unauthorized', statusCode: 401 } : { status: true, data: { ...data, ownerId: caller } }
  }
}
class Memos extends CollectionModelResource.of(Memo, { events: true }) {
  override processGetInput (query: HookQuery): HookResult {
    const caller = callerOf(this.request)
    return caller === undefined ? { status: false, message: 'Unauthorized', statusCode: 401 } : { status: true, query: query.where({ ownerId: caller }) }
  }
}

eachDatabase(t, 'owner ids past 2^53: a subscriber gets no event of another owner\'s records, deletes included', async (t, { url }) => {
  const { app } = await openApp(t, url, { models: [Memo], resources: [MemoItem, Memos] })
  const [alice, mallory] = [{ authorization: 'User:9007199254740993' }, { authorization: 'User:9007199254740992' }]
  const base = await app.listen({ port: 0, host: '127.0.0.1' })
  const watching = await subscribe(base, '/memos/events', mallory)
  const own = await subscribe(base, '/memos/events', alice)
  // Each delivered before the next write: an update read after the delete would be a `deleted` too.
  t.equal((await call(app, 'POST', '/memos', { body: 'diary', ownerId: 1 }, alice)).status, 201)
  await own.wait(1)
  t.equal((await call(app, 'PATCH', '/memos/1', { body: 'diary, edited' }, alice)).status, 200)
  await own.wait(2)
  t.equal((await call(app, 'DELETE', '/memos/1', undefined, alice)).status, 204)
  t.strictSame((await own.wait(3)).map(event => [event.event, event.data]), [
    ['created', { id: 1, ownerId: '9007199254740993', body: 'diary' }],
    ['updated', { id: 1, ownerId: '9007199254740993', body: 'diary, edited' }],
    ['deleted', { id: 1 }]
  ], 'the owner sees all three')
  await quiet(t, watching, 0)
  for (const stream of [watching, own]) stream.close()
})
