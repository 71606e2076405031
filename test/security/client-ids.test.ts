// Client-chosen ids. Off by default (`clientIds = false`): a POST with an id is a 400 and a PUT
// to an absent id a 404, so one client cannot move the id sequence for every other (a PUT to the
// column's maximum used to make every later POST a 409 for good). Where they are on, the
// PostgreSQL sequence never moves back and never hands out an id that is taken, even with
// id-less POSTs in flight; at the maximum, generation stops with FMR_ERR_ID_EXHAUSTED.
import { setTimeout as sleep } from 'node:timers/promises'
import t from 'tap'
import { Column, defineModel, type HookQuery } from '../../lib/index.ts'
import { ModelResource, type Data, type HookResult, type Kwargs } from '../../plugin/index.ts'
import { Author, Book, BookTag, Job, Order, Tag } from '../../examples/models.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { rowsOf, seedOneBook, snapshot } from '../helpers/state.ts'

/** A record type whose key has distinct wire and column names (`ticketNo`, `ticket_no`). */
const Ticket = defineModel({
  name: 'Ticket',
  columns: {
    ticketNo: Column.Integer({ primaryKey: true }),
    title: Column.String(40, { nullable: false })
  }
})

class ServerBooks extends ModelResource { static override modelClass = Book }
class ServerTickets extends ModelResource { static override modelClass = Ticket }
class ClientAuthors extends ModelResource {
  static override modelClass = Author
  static override clientIds = true
}

/** The same table, with a beforeCommit that keeps each POST's generated id uncommitted for a while. */
class SlowAuthors extends ModelResource {
  static override modelClass = Author
  static override urlName = 'slow'
  static override clientIds = true
  static override beforeCommit = {
    post: async () => {
      await sleep(30)
      return [true, null, 201] as [boolean, unknown, number]
    }
  }
}

/** Server ids, with a beforeCommit hook (the transactional path) and a hook hiding book 1. */
class ReviewedBooks extends ModelResource {
  static override modelClass = Book
  static override urlName = 'reviewed'
  static override beforeCommit = { put: () => [true, null, 200] as [boolean, unknown, number] }
  override processPutInput (query: HookQuery, data: Data, _kwargs: Kwargs): HookResult {
    return { status: true, query: query.where('id', 'ne', 1), data }
  }
}

const BOOK = { title: 'T', pubYear: 2000, authorId: 1 }

eachDatabase(t, 'clientIds off (the default): a POST with an id is a 400 naming the type, whichever spelling and value', async (t, { url }) => {
  const { app, db } = await openApp(t, url, { resources: [ServerBooks, ServerTickets], models: [Author, Book, Tag, BookTag, Ticket] })
  await seedOneBook(db)
  const before = await snapshot(db)
  for (const [path, body, type] of [
    ['/books', { ...BOOK, id: 5 }, 'Book'],
    ['/books', { ...BOOK, id: '5' }, 'Book'],
    ['/books', { ...BOOK, id: 1 }, 'Book'], // taken: still the same 400, nothing about the row
    ['/books', { ...BOOK, id: 0 }, 'Book'],
    ['/books', { ...BOOK, id: 2147483647 }, 'Book'],
    ['/books', { ...BOOK, id: { x: 1 } }, 'Book'],
    ['/books', { ...BOOK, id: false }, 'Book'],
    ['/tickets', { title: 'A', ticketNo: 3 }, 'Ticket'],
    ['/tickets', { title: 'A', ticket_no: 3 }, 'Ticket']
  ] as const) {
    const res = await call(app, 'POST', path, body)
    t.equal(res.status, 400, `POST ${path} ${JSON.stringify(body)}`)
    t.strictSame(res.body, { message: `${type} ids are chosen by the server: send no id` })
  }
  t.strictSame(await snapshot(db), before, 'nothing was written')
  const nullId = await call(app, 'POST', '/books', { ...BOOK, id: null })
  t.equal(nullId.status, 201, 'a null id is no id')
  t.equal(nullId.body.id, 2)
  const ticket = await call(app, 'POST', '/tickets', { title: 'A', ticket_no: null })
  t.strictSame([ticket.status, ticket.body], [201, { ticketNo: 1, title: 'A' }])
})

eachDatabase(t, 'clientIds off: a PUT to an absent or hidden id is a 404 worded alike, on both write paths; a PUT of an existing one replaces it', async (t, { url }) => {
  const { app, db } = await openApp(t, url, { resources: [ServerBooks, ReviewedBooks] })
  await seedOneBook(db)
  const before = await snapshot(db)
  for (const [path, id] of [['/books', 9], ['/reviewed', 9], ['/reviewed', 1]] as const) {
    const res = await call(app, 'PUT', `${path}/${id}`, BOOK)
    t.equal(res.status, 404, `PUT ${path}/${id}`)
    t.strictSame(res.body, { message: `Book with id ${id} not found` }, 'the same text as a GET of an absent id')
  }
  t.strictSame(await snapshot(db), before, 'nothing was written')
  const replaced = await call(app, 'PUT', '/books/1', { title: 'New', pubYear: 2001, authorId: 1 })
  t.strictSame([replaced.status, replaced.body], [200, { id: 1, isbn: null, title: 'New', pubYear: 2001, authorId: 1, author: { id: 1, firstName: 'Ann', lastName: 'Lee', fullName: 'Ann Lee' }, tags: [] }])
  const posted = await call(app, 'POST', '/books', BOOK)
  t.strictSame([posted.status, posted.body.id], [201, 2], 'ids are still generated')
})

eachDatabase(t, 'the example API: client ids at / (Author, Book, User, Node), none at /api/v2 (Order, Job)', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  const ann = { authorization: 'User:1' }
  t.equal((await call(app, 'POST', '/users', { id: 1, username: 'ann', password: 'pw', email: 'ann@example.com' })).status, 201)
  const author = await call(app, 'PUT', '/authors/7', { firstName: 'Ann', lastName: 'Lee' })
  t.strictSame([author.status, author.body.id, author.headers.location], [201, 7, '/authors/7'])
  t.strictSame((await call(app, 'POST', '/books', { id: 3, title: 'T', pubYear: 1, authorId: 7 })).status, 201)
  t.strictSame((await call(app, 'PUT', '/nodes/4', { data: 'root' })).status, 201)
  const order = await call(app, 'POST', '/api/v2/orders', { ownerId: 1, description: 'd' }, ann)
  t.equal(order.status, 202)
  const before = await snapshot(db)
  for (const [method, path, body, message] of [
    ['POST', '/api/v2/orders', { id: 9, ownerId: 1, description: 'd' }, 'Order ids are chosen by the server: send no id'],
    ['POST', '/api/v2/jobs', { id: 9, ownerId: 1, orderId: 1 }, 'Job ids are chosen by the server: send no id'],
    ['POST', '/api/v2/jobs', { order_id: 1, owner_id: 1, id: '9' }, 'Job ids are chosen by the server: send no id'],
    ['PUT', '/api/v2/orders/9', { ownerId: 1, description: 'd' }, 'Order with id 9 not found'],
    ['PUT', '/api/v2/jobs/9', { ownerId: 1, orderId: 1 }, 'Job with id 9 not found']
  ] as const) {
    const res = await call(app, method, path, body, ann)
    t.strictSame([res.status, res.body], [method === 'POST' ? 400 : 404, { message }], `${method} ${path}`)
  }
  t.strictSame(await snapshot(db), before, 'no Order and no Job was written')
  t.strictSame((await rowsOf(db, Order)).map(row => row.id), [1])
  t.strictSame((await rowsOf(db, Job)).map(row => row.orderId), [1])
})

eachDatabase(t, 'at /api/v2 no 409 tells another owner\'s id from one that does not exist', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  for (const name of ['ann', 'bob']) await call(app, 'POST', '/users', { username: name, password: 'pw', email: `${name}@example.com` })
  const ann = { authorization: 'User:1' }
  const bob = { authorization: 'User:2' }
  t.equal((await call(app, 'POST', '/api/v2/orders', { ownerId: 1, description: 'ann' }, ann)).status, 202) // order 1, job 1
  t.equal((await call(app, 'POST', '/api/v2/orders', { ownerId: 2, description: 'bob' }, bob)).status, 202) // order 2, job 2
  const before = await snapshot(db)
  const answers = async (method: 'POST' | 'PUT' | 'PATCH', path: string, body: (orderId: number) => Record<string, unknown>) => {
    const theirs = await call(app, method, path, body(2), ann)
    const none = await call(app, method, path, body(99), ann)
    t.strictSame([theirs.status, theirs.body], [none.status, { message: 'orderId 2 does not match any Order' }], `${method} ${path}: Bob's order`)
    t.strictSame([none.status, none.body], [409, { message: 'orderId 99 does not match any Order' }], `${method} ${path}: no order`)
    t.strictSame(Object.keys(theirs.headers).sort(), Object.keys(none.headers).sort(), 'the same headers')
  }
  await answers('POST', '/api/v2/jobs', orderId => ({ ownerId: 1, orderId }))
  await answers('POST', '/api/v2/jobs', orderId => ({ owner_id: 1, order_id: String(orderId) }))
  await answers('PUT', '/api/v2/jobs/1', orderId => ({ ownerId: 1, orderId }))
  await answers('PATCH', '/api/v2/jobs/1', orderId => ({ orderId }))
  for (const id of [2, 99]) {
    const res = await call(app, 'POST', '/api/v2/orders', { id, ownerId: 1, description: 'x' }, ann)
    t.strictSame([res.status, res.body], [400, { message: 'Order ids are chosen by the server: send no id' }], `POST with id ${id}: Bob's or none, alike`)
  }
  for (const method of ['PUT', 'PATCH', 'DELETE', 'GET'] as const) {
    const body = method === 'PUT' ? { ownerId: 1, description: 'x' } : method === 'PATCH' ? { description: 'x' } : undefined
    const theirs = await call(app, method, '/api/v2/orders/2', body, ann)
    const none = await call(app, method, '/api/v2/orders/99', body, ann)
    t.strictSame([theirs.status, theirs.body], [404, { message: 'Order with id 2 not found' }], `${method} of Bob's order`)
    t.strictSame([none.status, none.body], [404, { message: 'Order with id 99 not found' }], `${method} of no order`)
  }
  t.strictSame(await snapshot(db), before, 'nothing was written')
})

eachDatabase(t, 'clientIds on: an id above the generated ones moves generation past it, one below changes nothing, and it never moves back', async (t, { url }) => {
  const { app, db } = await openApp(t, url, { resources: [ClientAuthors] })
  const post = async (): Promise<unknown> => {
    const res = await call(app, 'POST', '/authors', { firstName: 'A', lastName: 'B' })
    t.equal(res.status, 201)
    return res.body.id
  }
  const put = async (id: number): Promise<void> => {
    const res = await call(app, 'PUT', `/authors/${id}`, { firstName: 'C', lastName: 'D' })
    t.strictSame([res.status, res.body.id], [201, id], `PUT /authors/${id}`)
  }
  t.strictSame([await post(), await post()], [1, 2])
  await put(100)
  t.equal(await post(), 101, 'above: generation goes on after it')
  await put(50)
  t.equal(await post(), 102, 'below: nothing changes')
  const chosen = await call(app, 'POST', '/authors', { id: 200, firstName: 'E', lastName: 'F' })
  t.strictSame([chosen.status, chosen.body.id], [201, 200], 'a POST may choose too')
  t.equal(await post(), 201)
  for (const id of [201, 200, 102, 101, 100]) t.equal((await call(app, 'DELETE', `/authors/${id}`)).status, 204)
  await put(60)
  t.equal(await post(), 202, 'the ids of deleted records are not handed out again')
  const taken = await call(app, 'POST', '/authors', { id: 60, firstName: 'G', lastName: 'H' })
  t.strictSame([taken.status, taken.body], [409, { message: 'An Author with id 60 already exists' }])
  t.strictSame((await rowsOf(db, Author)).map(row => row.id), [1, 2, 50, 60, 202])
})

eachDatabase(t, 'clientIds on: 50 id-less POSTs racing PUTs and POSTs with chosen ids all land, with distinct ids', async (t, { url }) => {
  const { app, db } = await openApp(t, url, { resources: [ClientAuthors, SlowAuthors] })
  t.equal((await call(app, 'PUT', '/authors/500', { firstName: 'Seed', lastName: 'S' })).status, 201)
  const requests: Array<Promise<{ status: number, body: any }>> = []
  const chosen: number[] = []
  for (let index = 0; index < 50; index++) {
    await sleep(8) // started one after another, each while earlier ones are in flight
    // Id-less POSTs on both write paths: one statement, or a transaction held open by beforeCommit.
    requests.push(call(app, 'POST', index % 2 === 0 ? '/slow' : '/authors', { firstName: `P${index}`, lastName: 'X' }))
    if (index % 3 === 0) {
      // Free ids below the sequence (under 500); the last ones far above the generated ones
      // (before them, the largest stored id is below the generated ids still uncommitted).
      const id = index >= 45 ? 1000 + index * 100 : 100 + index
      chosen.push(id)
      requests.push(index % 2 === 0
        ? call(app, 'PUT', `/authors/${id}`, { firstName: `U${index}`, lastName: 'Y' })
        : call(app, 'POST', '/authors', { id, firstName: `U${index}`, lastName: 'Y' }))
    }
  }
  const answers = await Promise.all(requests)
  t.strictSame(answers.filter(answer => answer.status !== 201).map(answer => [answer.status, answer.body]), [], 'no 409, no other failure')
  const ids = answers.map(answer => answer.body.id as number)
  t.equal(new Set(ids).size, ids.length, 'every answer has an id of its own')
  t.ok(chosen.every(id => ids.includes(id)), 'the chosen ids are kept')
  const stored = (await rowsOf(db, Author)).map(row => row.id as number)
  t.strictSame(stored, [500, ...ids].sort((a, b) => a - b), 'exactly those rows are stored')
  const next = await call(app, 'POST', '/authors', { firstName: 'Last', lastName: 'Z' })
  t.equal(next.status, 201)
  t.ok(next.body.id > Math.max(...stored), `a later id (${String(next.body.id)}) is past every stored one`)
})

eachDatabase(t, 'clientIds on: a PUT to the column\'s largest id leaves no id to generate (FMR_ERR_ID_EXHAUSTED); chosen ids still work', async (t, { url }) => {
  const { app, db } = await openApp(t, url, { resources: [ClientAuthors] })
  const top = await call(app, 'PUT', '/authors/2147483647', { firstName: 'Top', lastName: 'T' })
  t.strictSame([top.status, top.body.id], [201, 2147483647])
  for (let attempt = 0; attempt < 2; attempt++) {
    const res = await call(app, 'POST', '/authors', { firstName: 'Next', lastName: 'N' })
    t.strictSame([res.status, res.body], [409, { message: 'No Author id is left to generate: send an id that is not taken' }])
  }
  const chosen = await call(app, 'POST', '/authors', { id: 5, firstName: 'Five', lastName: 'F' })
  t.strictSame([chosen.status, chosen.body.id], [201, 5])
  t.strictSame((await rowsOf(db, Author)).map(row => row.id), [5, 2147483647], 'nothing out of range was stored')
})
