// Change events and who may see them: the owner rules of /api/v2/orders/events (decorators and
// processGetInput narrowing, per subscriber and per event), and every write path emitting.
import t, { type Test } from 'tap'
import type { FastifyInstance } from 'fastify'
import { Order } from '../../examples/models.ts'
import { JobCollection, resources } from '../../examples/resources.ts'
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
