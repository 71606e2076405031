// A tag covers what it was computed from, under lock: a conditional write locks the records its
// tag covers (the record, and the related records its GET shows) before comparing, so a change
// another writer commits in between is a 412, never overwritten. The interleaving is forced on
// PostgreSQL by a second connection holding a row lock; writers racing through the API alone,
// round after round, on every database: exactly one wins.
import t, { type Test } from 'tap'
import pg from 'pg'
import type { AddressInfo } from 'node:net'
import { Book, Job } from '../../examples/models.ts'
import { dialects, eachDatabaseAndFile, freshPostgres } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { lockWaiters } from '../helpers/lock-waits.ts'
import { checkedFetch } from '../helpers/checked-fetch.ts'
import { call, type Answer } from '../helpers/http.ts'
import { rowsOf, seedOneBook } from '../helpers/state.ts'
import type { FastifyInstance } from 'fastify'

const ANN = { authorization: 'User:1' }
const CHANGED = { message: 'The record was changed since it was read (or does not exist): its ETag does not match If-Match' }
const ROUNDS = 20

/** Ann, and her order 1 with its job 1 (started by the order's beforeCommit hook). */
async function orderWithJob (app: FastifyInstance): Promise<void> {
  await call(app, 'POST', '/users', { username: 'ann', password: 'pw', email: 'ann@example.com' })
  const order = await call(app, 'POST', '/api/v2/orders', { ownerId: 1, description: 'start' }, ANN)
  if (order.status !== 202) throw new Error(`the order: ${order.status} ${order.text}`)
}

/**
 * Runs `request` while `holder` keeps a row locked by its open transaction, and commits that
 * transaction once the request waits for a lock (or has answered without waiting): the
 * holder's change is committed while the request is between its read and its write.
 */
async function whileLocked (t: Test, holder: pg.Client, request: () => Promise<Answer>): Promise<{ answer: Answer, waited: boolean }> {
  let answered = false
  const pending = request().finally(() => { answered = true })
  let waited = false
  // Up to 30 s: a loaded machine took more than 5 s to bring the request to the lock (CI saw it).
  for (let i = 0; i < 1200 && !answered && !waited; i++) {
    await new Promise(resolve => setTimeout(resolve, 25))
    waited = (await lockWaiters(holder)).length > 0
  }
  await holder.query('commit')
  t.teardown(() => holder.end())
  return { answer: await pending, waited }
}

async function holderOn (url: string): Promise<pg.Client> {
  const holder = new pg.Client({ connectionString: url })
  await holder.connect()
  await holder.query('begin')
  return holder
}

if (dialects().includes('postgresql')) {
  t.test('a job changed and committed while an order PATCH with If-Match waits: 412, the change kept [postgresql]', async t => {
    const url = await freshPostgres(t)
    const { app, db } = await openApp(t, url)
    await orderWithJob(app)
    const read = await call(app, 'GET', '/api/v2/orders/1', undefined, ANN)
    t.equal(read.body.jobs[0].statusId, 0)
    const holder = await holderOn(url)
    await holder.query('update job set status_id = 222 where id = 1')
    const { answer, waited } = await whileLocked(t, holder, async () =>
      await call(app, 'PATCH', '/api/v2/orders/1', { jobs: [{ id: 1, statusId: 111 }] }, { ...ANN, 'if-match': read.headers.etag as string }))
    t.ok(waited, 'the PATCH waited for the job\'s lock')
    t.strictSame([answer.status, answer.body, answer.headers.etag], [412, CHANGED, undefined])
    t.match(await rowsOf(db, Job), [{ id: 1, orderId: 1, statusId: 222 }], 'the committed change is kept')
  })

  t.test('an author renamed and committed while a book PATCH with If-Match waits: 412 (a single the tag references) [postgresql]', async t => {
    const url = await freshPostgres(t)
    const { app, db } = await openApp(t, url)
    await seedOneBook(db)
    const read = await call(app, 'GET', '/books/1')
    const holder = await holderOn(url)
    await holder.query("update author set last_name = 'Renamed' where id = 1")
    const { answer, waited } = await whileLocked(t, holder, async () =>
      await call(app, 'PATCH', '/books/1', { title: 'Second' }, { 'if-match': read.headers.etag as string }))
    t.ok(waited, 'the PATCH waited for the author\'s lock')
    t.strictSame([answer.status, answer.body], [412, CHANGED])
    t.equal((await rowsOf(db, Book))[0].title, 'First', 'nothing written')
    const renamed = await call(app, 'GET', '/books/1')
    t.equal(renamed.body.author.lastName, 'Renamed')
    t.equal((await call(app, 'PATCH', '/books/1', { title: 'Second' }, { 'if-match': renamed.headers.etag as string })).status, 200, 'the new tag writes')
  })
}

if (dialects().includes('postgresql')) {
  t.test('a conditional write to another owner\'s record locks nothing of it: a 404 at once, while that owner\'s order is locked [postgresql]', async t => {
    const url = await freshPostgres(t)
    const { app } = await openApp(t, url)
    await orderWithJob(app)
    await call(app, 'POST', '/users', { username: 'bo', password: 'pw', email: 'bo@example.com' })
    const holder = await holderOn(url)
    await holder.query('select id from "order" where id = 1 for update')
    // Ann's job 1 references her order 1, which its tag covers: Bo's PATCH must not wait for it.
    const { answer, waited } = await whileLocked(t, holder, async () =>
      await call(app, 'PATCH', '/api/v2/jobs/1', { statusId: 5 }, { authorization: 'User:2', 'if-match': '"x"' }))
    t.notOk(waited, 'the PATCH did not wait for the order\'s lock')
    t.strictSame([answer.status, answer.body], [404, { message: 'Job with id 1 not found' }])
  })
}

eachDatabaseAndFile(t, 'an order PATCH with its jobs and a job PATCH, each with a valid If-Match, at once: exactly one wins each round', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  await orderWithJob(app)
  await app.listen({ host: '127.0.0.1', port: 0 })
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  const fetch = await checkedFetch(base)
  const send = async (method: string, path: string, body: unknown, headers: Record<string, string>): Promise<number> => {
    const res = await fetch(base + path, { method, body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...ANN, ...headers } })
    await res.text()
    return res.status
  }
  const tagOf = async (path: string): Promise<string> => (await fetch(base + path, { headers: ANN })).headers.get('etag') as string
  for (let round = 0; round < ROUNDS; round++) {
    const [orderTag, jobTag] = [await tagOf('/api/v2/orders/1'), await tagOf('/api/v2/jobs/1')]
    const statuses = [100 + round, 200 + round]
    const answers = await Promise.all([
      send('PATCH', '/api/v2/orders/1', { jobs: [{ id: 1, statusId: statuses[0] }] }, { 'if-match': orderTag }),
      send('PATCH', '/api/v2/jobs/1', { statusId: statuses[1] }, { 'if-match': jobTag })
    ])
    t.strictSame([...answers].sort(), [200, 412], `round ${round}: ${answers.join(', ')}`)
    const stored = (await rowsOf(db, Job)).map(job => job.statusId)
    t.strictSame(stored, [statuses[answers.indexOf(200)]], `round ${round}: the winner's status is stored`)
  }
})
