// Access control of the owner-restricted resources at /api/v2 (orders and jobs), two users:
// no method reveals or changes another owner's record, an owner cannot be reassigned, the
// decorators run before any database work, and meta resources apply their own decorators.
import t from 'tap'
import type { FastifyInstance } from 'fastify'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp, type Opened } from '../helpers/app.ts'
import { snapshot } from '../helpers/state.ts'
import { kReader } from '../../lib/symbols.ts'
import { Job } from '../../examples/models.ts'

const ANN = 'User:1'
const BOB = 'User:2'
const SECRET = 'bob-only-secret'

interface Counted extends Opened {
  /** Statements run so far: driver-level reads plus everything MikroORM ran. */
  statements: () => number
}

async function open (t: Parameters<typeof openApp>[0], url: string): Promise<Counted> {
  let orm = 0
  const harness = await openApp(t, url, { db: { echo: true, log: line => { if (line.startsWith('[query]')) orm++ } } })
  return { ...harness, statements: () => harness.db[kReader].runner.executed + orm }
}

async function request (app: FastifyInstance, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, authorization?: string, payload?: object) {
  return await app.inject({ method, url, payload, headers: authorization === undefined ? {} : { authorization } })
}

/** Ann owns orders 1 and 3 (jobs 1 and 3), Bob orders 2 and 4 (jobs 2 and 4); one Bob job is finished. */
async function seed (app: FastifyInstance): Promise<void> {
  for (const name of ['ann', 'bob']) {
    const response = await request(app, 'POST', '/users', undefined, { username: name, password: 'secret', email: `${name}@example.com` })
    if (response.statusCode !== 201) throw new Error(response.body)
  }
  for (const [owner, description] of [[1, 'ann first'], [2, SECRET], [1, 'ann second'], [2, `${SECRET} 2`]] as const) {
    const response = await request(app, 'POST', '/api/v2/orders', `User:${owner}`, { ownerId: owner, description })
    if (response.statusCode !== 202) throw new Error(response.body)
  }
  const finished = await request(app, 'PATCH', '/api/v2/jobs/4', BOB, { finishedAt: '2024-01-01 10:00:00', statusId: 2 })
  if (finished.statusCode !== 200) throw new Error(finished.body)
}

const WORDS = [
  { word: 'orders', type: 'Order', own: [1, 3], others: [2, 4] },
  { word: 'jobs', type: 'Job', own: [1, 3], others: [2, 4] }
] as const

eachDatabase(t, 'no method reveals or changes another owner\'s order or job', async (t, { url }) => {
  const { app, db } = await open(t, url)
  await seed(app)
  const before = await snapshot(db)
  for (const { word, type, own, others } of WORDS) {
    const base = `/api/v2/${word}`
    for (const id of others) {
      const missing = await request(app, 'GET', `${base}/999`, ANN)
      const theirs = await request(app, 'GET', `${base}/${id}`, ANN)
      t.equal(theirs.statusCode, 404, `GET ${base}/${id} of Bob's is 404 for Ann`)
      t.strictSame(theirs.json(), { message: `${type} with id ${id} not found` }, 'worded like an id that does not exist')
      t.strictSame(missing.json(), { message: `${type} with id 999 not found` })
      for (const [method, payload] of [
        ['PUT', word === 'orders' ? { ownerId: 1, description: 'taken over' } : { ownerId: 1, orderId: 1 }],
        ['PATCH', word === 'orders' ? { description: 'changed' } : { statusId: 9 }],
        ['PATCH', {}],
        ['DELETE', undefined]
      ] as const) {
        const response = await request(app, method, `${base}/${id}`, ANN, payload)
        t.equal(response.statusCode, 404, `${method} ${base}/${id} of Bob's is 404 for Ann`)
        t.strictSame(response.json(), { message: `${type} with id ${id} not found` }, 'as if it did not exist')
      }
    }
    // Lists: whatever the filters, order, paging and flags, only Ann's records.
    for (const query of [
      '', '?ownerId=2', '?owner_id=2', '?ownerId[ne]=1', '?ownerId[in]=1,2', `?id[in]=${[...own, ...others].join(',')}`,
      '?ownerId[isnull]=false', '?orderBy=-ownerId', '?maxPageSize=1000000', '?offset=0&maxPageSize=1', `?id=${others[0]}`,
      '?ownerId[gt]=0', '?id[ge]=0'
    ]) {
      const response = await request(app, 'GET', `${base}${query}`, ANN)
      t.equal(response.statusCode, 200, `GET ${base}${query}`)
      const rows = response.json()[type] as Array<{ id: number, ownerId: number }>
      t.ok(rows.every(row => row.ownerId === 1 && (own as readonly number[]).includes(row.id)), `${base}${query} lists Ann's records only`)
      t.notMatch(response.body, SECRET, 'and nothing of Bob\'s, nested or not')
    }
    const counted = await request(app, 'GET', `${base}?count=true&ownerId[ne]=1`, ANN)
    t.equal(counted.headers['x-total-count'], '0', 'count=true counts none of Bob\'s')
    const all = await request(app, 'GET', `${base}?count=true`, ANN)
    t.equal(all.headers['x-total-count'], String(own.length), 'and only Ann\'s')
    const debug = await request(app, 'GET', `${base}?debug=true&ownerId=2`, ANN)
    t.equal(debug.statusCode, 200, 'debug=true answers')
    t.notOk(type in debug.json(), 'without running the query: no records')
    t.notMatch(debug.body, SECRET, 'nothing of Bob\'s')
    t.match(debug.json().query, /"owner_id" = /, 'and its SQL carries the owner narrowing')
    for (const id of own) {
      const mine = await request(app, 'GET', `${base}/${id}`, ANN)
      t.equal(mine.statusCode, 200, `Ann still reads her own ${base}/${id}`)
      t.notMatch(mine.body, SECRET)
    }
  }
  t.strictSame(await snapshot(db), before, 'no record of anyone changed')
  const bobs = await request(app, 'GET', '/api/v2/orders', BOB)
  t.strictSame((bobs.json().Order as Array<{ description: string }>).map(order => order.description), [SECRET, `${SECRET} 2`], 'Bob\'s orders are intact')
})

eachDatabase(t, 'an owner cannot be reassigned to someone else, however the owner is spelled', async (t, { url }) => {
  const { app, db } = await open(t, url)
  await seed(app)
  const before = await snapshot(db)
  const mismatch = { message: 'The user id does not match the owner id' }
  for (const [method, path, payload] of [
    ['PUT', '/api/v2/orders/1', { ownerId: 2, description: 'given away' }],
    ['PATCH', '/api/v2/orders/1', { ownerId: 2 }],
    ['PATCH', '/api/v2/orders/1', { owner_id: 2 }],
    ['PATCH', '/api/v2/orders/1', { ownerId: '2' }],
    ['PATCH', '/api/v2/orders/1', { ownerId: 1, owner_id: 2 }],
    ['PATCH', '/api/v2/orders/1', { owner_id: 1, ownerId: 2 }],
    ['PATCH', '/api/v2/orders/1', { ownerId: null }],
    ['PATCH', '/api/v2/orders/1', { ownerId: { toString: 'x' } }],
    ['POST', '/api/v2/orders', { ownerId: 2, description: 'planted' }],
    ['POST', '/api/v2/orders', { ownerId: 1, owner_id: 2, description: 'planted' }],
    ['POST', '/api/v2/orders', { description: 'no owner' }],
    ['PUT', '/api/v2/jobs/1', { ownerId: 2, orderId: 1 }],
    ['PATCH', '/api/v2/jobs/1', { ownerId: 2 }],
    ['PATCH', '/api/v2/jobs/3', { ownerId: 1, owner_id: 2 }],
    ['POST', '/api/v2/jobs', { ownerId: 2, orderId: 2 }]
  ] as const) {
    const response = await request(app, method, path, ANN, payload)
    t.equal(response.statusCode, 400, `${method} ${path} ${JSON.stringify(payload)} is 400`)
    // Both spellings are refused before the owner hook runs (hooks see one spelling).
    const twice = Object.hasOwn(payload, 'ownerId') && Object.hasOwn(payload, 'owner_id')
    t.strictSame(response.json(), twice ? { message: [{ owner_id: 'The field is given twice, as ownerId and owner_id' }] } : mismatch, 'the owner mismatch')
  }
  t.strictSame(await snapshot(db), before, 'no owner changed, nothing was created')
  const keep = await request(app, 'PATCH', '/api/v2/orders/1', ANN, { ownerId: 1, description: 'still mine' })
  t.equal(keep.statusCode, 200, 'naming oneself as owner is fine')
  t.equal(keep.json().ownerId, 1)
})

eachDatabase(t, 'an order through the owner-narrowed order: the rule binds in the page and again in its joined order, one statement', async (t, { url }) => {
  const { app, statements } = await open(t, url)
  await seed(app)
  for (const [orderBy, expected] of [['-order.description', [3, 1]], ['order.description,-id', [1, 3]]] as const) {
    const before = statements()
    const res = await request(app, 'GET', `/api/v2/jobs?orderBy=${orderBy}`, ANN)
    t.equal(res.statusCode, 200, orderBy)
    const jobs: Array<{ id: number, order: { description: string } }> = res.json().Job
    t.strictSame(jobs.map(job => job.id), expected, `${orderBy}: Ann's jobs in her orders' order`)
    t.strictSame(jobs.map(job => job.order.description), expected.map(id => id === 1 ? 'ann first' : 'ann second'), 'each with its order joined')
    t.equal(statements() - before, 1, 'the page, its order key and the joined orders in one statement')
  }
})

eachDatabase(t, 'a filter through the owner-narrowed order, joined with the page or not, finds only the orders the owner may read', async (t, { url }) => {
  const { app, db, statements } = await open(t, url)
  await seed(app)
  // A job of Ann's under Bob's order: no request can make one (see the test below), a direct
  // write can. A filter through its order must not find Bob's order by its description.
  const em = db.fork()
  em.create(Job, { ownerId: 1, orderId: 2 } as never)
  await em.flush()
  for (const [query, expected] of [
    [`order.description=${SECRET}`, []],
    ['order.ownerId=2', []],
    ['order.description[like]=%25&orderBy=id', [1, 3]],
    ['order.description[like]=%25secret%25', []]
  ] as const) {
    for (const fields of ['', '&fields=id']) {
      const before = statements()
      const res = await request(app, 'GET', `/api/v2/jobs?${query}${fields}`, ANN)
      t.equal(res.statusCode, 200, query + fields)
      t.strictSame((res.json().Job as Array<{ id: number }>).map(job => job.id), expected,
        `${query}${fields}: ${fields === '' ? 'the order joined and filtered in one' : 'an exists'}, narrowed to Ann's orders`)
      t.notMatch(res.body, SECRET, 'nothing of Bob\'s order')
      t.equal(statements() - before, 1, 'one statement')
    }
  }
})

eachDatabase(t, 'a Job cannot name another owner\'s order (it would show that order nested)', async (t, { url }) => {
  const { app, db } = await open(t, url)
  await seed(app)
  const before = await snapshot(db)
  for (const [method, path, payload] of [
    ['POST', '/api/v2/jobs', { ownerId: 1, orderId: 2 }],
    ['POST', '/api/v2/jobs', { ownerId: 1, order_id: 4 }],
    ['PUT', '/api/v2/jobs/1', { ownerId: 1, orderId: 2 }],
    ['PUT', '/api/v2/jobs/50', { ownerId: 1, orderId: 2 }],
    ['PATCH', '/api/v2/jobs/1', { orderId: 2 }],
    ['PATCH', '/api/v2/jobs/3', { orderId: '4' }]
  ] as const) {
    const response = await request(app, method, path, ANN, payload)
    const sent = payload as Record<string, unknown>
    const id = Number(sent.orderId ?? sent.order_id)
    t.equal(response.statusCode, 409, `${method} ${path} ${JSON.stringify(payload)} is refused`)
    t.strictSame(response.json(), { message: `orderId ${id} does not match any Order` }, 'worded like an order that does not exist')
    t.notMatch(response.body, SECRET, 'and reveals nothing of it')
  }
  const missing = await request(app, 'POST', '/api/v2/jobs', ANN, { ownerId: 1, orderId: 99 })
  t.strictSame([missing.statusCode, missing.json()], [409, { message: 'orderId 99 does not match any Order' }], 'the same as a missing order')
  t.strictSame(await snapshot(db), before, 'nothing changed')
  const own = await request(app, 'POST', '/api/v2/jobs', ANN, { ownerId: 1, orderId: 3 })
  t.equal(own.statusCode, 201, 'a Job of one\'s own order is fine')
  const bobs = await request(app, 'GET', '/api/v2/orders/2', BOB)
  t.strictSame((bobs.json().jobs as Array<{ ownerId: number }>).map(job => job.ownerId), [2], 'Bob\'s order lists only Bob\'s job')
})

eachDatabase(t, 'without Authorization every /api/v2 route is 401 before any database work', async (t, { url }) => {
  const { app, db, statements } = await open(t, url)
  await seed(app)
  const before = await snapshot(db)
  const requests = [
    ['GET', '/api/v2/orders/1'], ['GET', '/api/v2/orders'], ['GET', '/api/v2/orders?count=true'], ['GET', '/api/v2/orders?debug=true'],
    ['POST', '/api/v2/orders'], ['PUT', '/api/v2/orders/1'], ['PUT', '/api/v2/orders/77'], ['PATCH', '/api/v2/orders/1'], ['DELETE', '/api/v2/orders/1'],
    ['GET', '/api/v2/jobs/1'], ['GET', '/api/v2/jobs'], ['GET', '/api/v2/jobs?count=true'], ['GET', '/api/v2/jobs?debug=true'],
    ['POST', '/api/v2/jobs'], ['PUT', '/api/v2/jobs/1'], ['PATCH', '/api/v2/jobs/1'], ['DELETE', '/api/v2/jobs/1'],
    ['GET', '/api/v2/meta/orders/single'], ['GET', '/api/v2/meta/orders/collection'],
    ['GET', '/api/v2/meta/jobs/single'], ['GET', '/api/v2/meta/jobs/collection']
  ] as const
  for (const authorization of [undefined, '', 'Bearer 1', 'user:1', ' User:1']) {
    for (const [method, path] of requests) {
      const payload = method === 'POST' || method === 'PUT' || method === 'PATCH' ? { ownerId: 1, orderId: 1, description: 'x' } : undefined
      const counted = statements()
      const response = await request(app, method, path, authorization, payload)
      const ran = statements() - counted
      t.equal(response.statusCode, 401, `${method} ${path} with ${JSON.stringify(authorization)} is 401`)
      t.strictSame(response.json(), { message: 'Unauthorized User' }, 'with the contract\'s message')
      t.equal(ran, 0, 'and no statement ran')
    }
  }
  t.strictSame(await snapshot(db), before, 'nothing changed')
  // The counter does count: an admitted request runs statements.
  const counted = statements()
  t.equal((await request(app, 'GET', '/api/v2/orders', ANN)).statusCode, 200)
  t.ok(statements() > counted, 'an admitted request is seen running statements')
})

eachDatabase(t, 'meta resources apply their own decorators: /api/v2 meta needs the header, the plain ones none', async (t, { url }) => {
  const { app } = await open(t, url)
  for (const word of ['orders', 'jobs']) {
    for (const kind of ['single', 'collection']) {
      const path = `/api/v2/meta/${word}/${kind}`
      t.equal((await request(app, 'GET', path)).statusCode, 401, `${path} without the header is 401`)
      const admitted = await request(app, 'GET', path, ANN)
      t.equal(admitted.statusCode, 200, `${path} with it is 200`)
      t.strictSame(admitted.json().methods.get.requirements, ['userRequired'], 'and lists the described resource\'s requirement')
    }
  }
  for (const word of ['authors', 'books', 'users', 'nodes']) {
    for (const kind of ['single', 'collection']) {
      const path = `/meta/${word}/${kind}`
      const response = await request(app, 'GET', path)
      t.equal(response.statusCode, 200, `${path} needs no header`)
      t.strictSame(response.json().methods.get.requirements, [], 'and has no requirement')
    }
  }
})
