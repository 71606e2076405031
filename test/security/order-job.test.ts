// An Order and its Job commit together. The example API used to create the Job in afterCommit,
// after the Order's commit: a crash in between left an Order without a Job. It now creates it in
// beforeCommit, inside the Order's transaction (`resource.create()` writes there), and answers it
// from afterCommit with the same 202 and body as before.
import t from 'tap'
import type { DB } from '../../lib/index.ts'
import { ModelResource, type CommitHook } from '../../plugin/index.ts'
import { Job, Order, User } from '../../examples/models.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { rowsOf, snapshot } from '../helpers/state.ts'

const ANN = { authorization: 'User:1' }
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/

async function addUser (db: DB): Promise<void> {
  await new User({ username: 'ann', password: 'pw', email: 'ann@example.com' }).save()
  if ((await rowsOf(db, User)).length !== 1) throw new Error('no user')
}

/** Runs DDL through MikroORM's connection (the SQLite reader runs statements that return rows only). */
async function execute (db: DB, sql: string): Promise<void> {
  await db.orm.em.getConnection().execute(sql)
}

eachDatabase(t, 'the example: POST and PUT of an order answer 202 with the Job written in the same transaction', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  await addUser(db)
  const post = await call(app, 'POST', '/api/v2/orders', { ownerId: 1, description: 'Paint' }, ANN)
  t.equal(post.status, 202)
  t.equal(post.headers.location, '/api/v2/orders/1')
  t.strictSame(Object.keys(post.body), ['id', 'startedAt', 'statusId'], 'the Job, with the serialFields of POST')
  t.match(post.body, { id: 1, statusId: 0, startedAt: DATE_TIME })
  t.match(await rowsOf(db, Job), [{ id: 1, ownerId: 1, orderId: 1, finishedAt: null, statusId: 0 }], 'the Job exists')
  t.match(await rowsOf(db, Order), [{ id: 1, ownerId: 1, description: 'Paint' }])
  const put = await call(app, 'PUT', '/api/v2/orders/1', { ownerId: 1, description: 'Paint again' }, ANN)
  t.strictSame([put.status, Object.keys(put.body), put.body.id], [202, ['id', 'startedAt', 'statusId'], 2], 'a replaced order starts a second Job')
  t.strictSame((await rowsOf(db, Job)).map(row => [row.id, row.orderId]), [[1, 1], [2, 1]])
  const patch = await call(app, 'PATCH', '/api/v2/orders/1', { statusId: 2 }, ANN)
  t.strictSame([patch.status, patch.body.id, patch.body.jobs.length], [200, 1, 2], 'PATCH answers the Order and starts none')
})

eachDatabase(t, 'the example: when the Job cannot be written, the Order is not written either', async (t, { url, dialect }) => {
  const { app, db } = await openApp(t, url)
  await addUser(db)
  await execute(db, dialect === 'postgresql'
    ? 'alter table "job" add constraint "no_jobs" check ("id" < 0)'
    : 'create trigger no_jobs before insert on job begin select raise(abort, \'no jobs\'); end')
  const before = await snapshot(db)
  const post = await call(app, 'POST', '/api/v2/orders', { ownerId: 1, description: 'Paint' }, ANN)
  t.strictSame([post.status, post.body], [500, { message: 'Internal Server Error' }], 'the write fails as a whole')
  t.strictSame(await snapshot(db), before, 'no Order without its Job')
  t.strictSame(await rowsOf(db, Order), [])
})

const jobsSeen: number[] = []

/** Creates the order's Job in beforeCommit, then refuses (or throws) when the request asks. */
const jobThenDecide: CommitHook<ModelResource> = async (resource, order) => {
  const { id, ownerId } = order as unknown as { id: number, ownerId: number }
  await resource.create(Job, { ownerId, orderId: id })
  // resource.em is the write's own transaction: it sees the Job just created.
  jobsSeen.push(await resource.em.count(Job, { orderId: id } as never))
  const mode = resource.request.headers['x-mode']
  if (mode === 'throw') throw new Error('crashed after the Job was created')
  return mode === 'refuse' ? [false, 'Refused after the Job', 409] : [true, null, 201]
}

class CheckedOrders extends ModelResource {
  static override modelClass = Order
  static override beforeCommit = { post: jobThenDecide, put: jobThenDecide }
}

eachDatabase(t, 'a beforeCommit that refuses or fails after creating the Job leaves neither the Order nor the Job', async (t, { url }) => {
  const { app, db } = await openApp(t, url, { resources: [CheckedOrders] })
  await addUser(db)
  jobsSeen.length = 0
  const before = await snapshot(db)
  const refused = await call(app, 'POST', '/orders', { ownerId: 1, description: 'd' }, { 'x-mode': 'refuse' })
  t.strictSame([refused.status, refused.body], [409, { message: 'Refused after the Job' }])
  const crashed = await call(app, 'POST', '/orders', { ownerId: 1, description: 'd' }, { 'x-mode': 'throw' })
  t.strictSame([crashed.status, crashed.body], [500, { message: 'Internal Server Error' }])
  t.strictSame(await snapshot(db), before, 'no Order and no Job')
  t.strictSame(jobsSeen, [1, 1], 'each time the hook saw its Job inside the transaction')

  const accepted = await call(app, 'POST', '/orders', { ownerId: 1, description: 'kept' }, {})
  t.equal(accepted.status, 201)
  const id = accepted.body.id as number
  t.strictSame((await rowsOf(db, Job)).map(row => row.orderId), [id], 'an accepted write commits both')
  const put = await call(app, 'PUT', `/orders/${id}`, { ownerId: 1, description: 'changed' }, { 'x-mode': 'refuse' })
  t.equal(put.status, 409)
  t.match(await rowsOf(db, Order), [{ id, description: 'kept' }], 'a refused PUT changes the Order not')
  t.equal((await rowsOf(db, Job)).length, 1, 'and adds no Job')
})
