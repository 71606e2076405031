// Batches (extensions §8): POST {prefix}/batch runs its operations in order in one transaction,
// each through its route's decorators, hooks and validation as if sent alone, with `$ref`
// references to earlier answers; everything is written or nothing, within its limits.
import t, { type Test } from 'tap'
import pg from 'pg'
import { BatchResource, ModelResource, type CommitHook, type Data, type HookResult } from '../../plugin/index.ts'
import { Column, DB, defineModel, Relationship, type HookQuery } from '../../lib/index.ts'
import { models } from '../../examples/models.ts'
import { AuthorCollection, AuthorResource } from '../../examples/resources.ts'
import { Author, Book, Job, Order, User } from '../../examples/models.ts'
import { databaseUrl, dialects, eachDatabase, eachDatabaseAndFile, pooled } from '../helpers/databases.ts'
import { kReader } from '../../lib/symbols.ts'
import { openApp, type Opened } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { rowsOf, seedOneBook, snapshot } from '../helpers/state.ts'

const ANN = { id: 1, firstName: 'Ann', lastName: 'Lee', fullName: 'Ann Lee' }
const user = (name: string, extra: Record<string, unknown> = {}): Record<string, unknown> =>
  ({ username: name, password: 'secret', email: `${name}@example.com`, ...extra })
const ops = (...operations: unknown[]): { operations: unknown[] } => ({ operations })

eachDatabaseAndFile(t, 'operations run in order; references fill bodies and paths; GETs see the batch\'s own writes', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  await seedOneBook(db)
  const res = await call(app, 'POST', '/batch', ops(
    { method: 'POST', path: '/authors', body: { firstName: 'Bo', lastName: 'Ng' } },
    { method: 'POST', path: '/books', body: { title: 'Second', pubYear: 2001, authorId: { $ref: '0/id' } } },
    { method: 'GET', path: '/books/{1/id}' },
    { method: 'PATCH', path: '/books/{1/id}', body: { title: { $ref: '0/fullName' } } },
    { method: 'GET', path: '/books?authorId=2' },
    { method: 'DELETE', path: '/books/1' },
    { method: 'put', path: '/authors/{0/id}', body: { firstName: 'Bob', lastName: { $ref: '3/author/lastName' } } }
  ))
  t.equal(res.status, 200)
  const BO = { id: 2, firstName: 'Bo', lastName: 'Ng', fullName: 'Bo Ng' }
  const second = { id: 2, isbn: null, title: 'Second', pubYear: 2001, authorId: 2, author: BO, tags: [] }
  const renamed = { ...second, title: 'Bo Ng' }
  t.strictSame(res.body, {
    results: [
      { status: 201, body: { ...BO, books: [] } },
      { status: 201, body: second },
      { status: 200, body: second },
      { status: 200, body: renamed },
      { status: 200, body: { Book: [renamed] } },
      { status: 204, body: null },
      { status: 200, body: { id: 2, firstName: 'Bob', lastName: 'Ng', fullName: 'Bob Ng', books: [{ id: 2, isbn: null, title: 'Bo Ng', pubYear: 2001, authorId: 2, tags: [] }] } }
    ]
  })
  t.strictSame((await rowsOf(db, Author)).map(row => row.firstName), ['Ann', 'Bob'])
  t.strictSame((await rowsOf(db, Book)).map(row => [row.id, row.title, row.authorId]), [[2, 'Bo Ng', 2]])
  t.strictSame((await call(app, 'POST', '/batch', ops())).body, { results: [] }, 'an empty batch writes nothing')
})

eachDatabase(t, 'one failing operation rolls everything back: its status, its {message} and its index', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  await seedOneBook(db)
  const before = await snapshot(db)
  const invalid = await call(app, 'POST', '/batch', ops(
    { method: 'POST', path: '/authors', body: { firstName: 'Bo', lastName: 'Ng' } },
    { method: 'PATCH', path: '/books/1', body: { title: 'Changed' } },
    { method: 'POST', path: '/books', body: { title: 'x'.repeat(101), authorId: { $ref: '0/id' } } },
    { method: 'POST', path: '/authors', body: { firstName: 'Never', lastName: 'Run' } }
  ))
  t.equal(invalid.status, 400)
  t.strictSame(invalid.body, { message: [{ title: 'The data exceeds the maximum length 100' }, { missing_columns: ['pub_year'] }], operation: 2 })
  t.strictSame(await snapshot(db), before)

  // A constraint failure inside the batch is explained from the batch's own rows (a 409 naming the column).
  const clash = await call(app, 'POST', '/batch', ops(
    { method: 'POST', path: '/users', body: user('ann') },
    { method: 'POST', path: '/users', body: user('ann2', { email: 'ann@example.com' }) }
  ))
  t.equal(clash.status, 409)
  t.strictSame(clash.body, { message: 'A User with this email already exists', operation: 1 })
  t.strictSame(await snapshot(db), before)

  const missing = await call(app, 'POST', '/batch', ops(
    { method: 'DELETE', path: '/books/1' },
    { method: 'GET', path: '/books/1' }
  ))
  t.equal(missing.status, 404)
  t.strictSame(missing.body, { message: 'Book with id 1 not found', operation: 1 })
  t.strictSame(await snapshot(db), before)

  const problem = await call(app, 'POST', '/batch', ops(
    { method: 'POST', path: '/authors', body: { firstName: 'Bo', lastName: 'Ng' } },
    { method: 'GET', path: '/books/99' }
  ), { accept: 'application/problem+json' })
  t.equal(problem.status, 404)
  t.equal(problem.headers['content-type'], 'application/problem+json')
  t.strictSame(problem.body, { type: 'about:blank', title: 'Not Found', status: 404, detail: 'Book with id 99 not found', code: 'FMR_ERR_NOT_FOUND', operation: 1 })
  t.strictSame(await snapshot(db), before)
})

eachDatabase(t, 'two creates of one batch with the same key: a 409 naming both operations, nothing written', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  await seedOneBook(db)
  const before = await snapshot(db)
  const book = (title: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({ title, pubYear: 2000, authorId: 1, ...extra })
  const posts = await call(app, 'POST', '/batch', ops(
    { method: 'POST', path: '/books', body: book('first', { id: 60 }) },
    { method: 'GET', path: '/books/60' },
    { method: 'POST', path: '/books', body: book('second', { id: 60 }) }
  ))
  t.strictSame([posts.status, posts.body], [409, { message: 'operations 0 and 2 create the same Book (id 60)', operation: 2 }])
  // A PUT that created it, a bulk that did, an id the database generated and a reference repeats.
  const put = await call(app, 'POST', '/batch', ops(
    { method: 'PUT', path: '/books/70', body: book('first') },
    { method: 'POST', path: '/books', body: book('second', { id: 70 }) }
  ))
  t.strictSame([put.status, put.body], [409, { message: 'operations 0 and 1 create the same Book (id 70)', operation: 1 }])
  const bulk = await call(app, 'POST', '/batch', ops(
    { method: 'POST', path: '/books', body: [book('a', { id: 80 }), book('b')] },
    { method: 'POST', path: '/books', body: [book('c', { id: 90 }), book('d', { id: 81 })] }
  ))
  t.strictSame([bulk.status, bulk.body], [409, { message: 'operations 0 and 1 create the same Book (id 81)', operation: 1 }])
  const generated = await call(app, 'POST', '/batch', ops(
    { method: 'POST', path: '/authors', body: { firstName: 'Bo', lastName: 'Ng' } },
    { method: 'POST', path: '/authors', body: { id: { $ref: '0/id' }, firstName: 'Bo', lastName: 'Again' } }
  ))
  t.strictSame([generated.status, generated.body], [409, { message: 'operations 0 and 1 create the same Author (id 2)', operation: 1 }])
  t.strictSame(await snapshot(db), before)
  // Deleted in between, the id is free again: the batch creates it anew.
  const again = await call(app, 'POST', '/batch', ops(
    { method: 'POST', path: '/books', body: book('first', { id: 60 }) },
    { method: 'DELETE', path: '/books/60' },
    { method: 'POST', path: '/books', body: book('second', { id: 60 }) }
  ))
  t.strictSame(again.body.results.map((result: { status: number }) => result.status), [201, 204, 201])
  t.strictSame((await rowsOf(db, Book)).map(row => [row.id, row.title]), [[1, 'First'], [60, 'second']])
})

eachDatabase(t, 'references: to a later operation, a missing field or malformed are a 400 with the index', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  await seedOneBook(db)
  const before = await snapshot(db)
  const author = { method: 'POST', path: '/books', body: { title: 'x'.repeat(100), pubYear: 1, authorId: 1 } }
  const cases: Array<[unknown, string]> = [
    [{ method: 'POST', path: '/books', body: { title: 'T', pubYear: 1, authorId: { $ref: '1/id' } } }, 'The reference 1/id names operation 1, which does not run before operation 1'],
    [{ method: 'POST', path: '/books', body: { title: 'T', pubYear: 1, authorId: { $ref: '0/colour' } } }, 'The reference 0/colour names no field of operation 0\'s answer'],
    [{ method: 'POST', path: '/books', body: { title: 'T', pubYear: 1, authorId: { $ref: 'first/id' } } }, 'The reference "first/id" is not "<operation>/<field>"'],
    [{ method: 'POST', path: '/books', body: { title: 'T', pubYear: 1, authorId: { $ref: 0 } } }, 'The reference 0 is not "<operation>/<field>"'],
    [{ method: 'GET', path: '/books/{5/id}' }, 'The reference 5/id names operation 5, which does not run before operation 1'],
    [{ method: 'GET', path: '/books/{0/author}' }, 'The reference 0/author names an object or a list: name one of its fields'],
    [{ method: 'POST', path: '/books', body: { title: 'T', pubYear: 1, authorId: { $ref: '0/author' } } }, 'The reference 0/author names an object or a list: name one of its fields'],
    [{ method: 'GET', path: '/books/{0/isbn}' }, 'The reference 0/isbn in the path is not a number or a text'],
    [{ method: 'GET', path: '/books/{0}' }, 'The reference "0" is not "<operation>/<field>"']
  ]
  for (const [operation, message] of cases) {
    const res = await call(app, 'POST', '/batch', ops(author, operation))
    t.equal(res.status, 400, message)
    t.strictSame(res.body, { message, operation: 1 })
  }
  const afterDelete = await call(app, 'POST', '/batch', ops({ method: 'DELETE', path: '/books/1' }, { method: 'GET', path: '/authors/{0/id}' }))
  t.strictSame(afterDelete.body, { message: 'The reference 0/id names no field of operation 0\'s answer', operation: 1 }, 'a 204 has no fields')
  // Only an object that is `{"$ref"}` alone is a reference: with other keys it is sent as it is.
  const plain = await call(app, 'POST', '/batch', ops(author, { method: 'POST', path: '/books', body: { title: 'T', pubYear: 1, authorId: { $ref: '0/id', x: 1 } } }))
  t.equal(plain.status, 400)
  t.strictSame(plain.body, { message: [{ authorId: 'The value {"$ref":"0/id","x":1} is not a valid integer' }], operation: 1 })
  // References may not add more than the server's bodyLimit to one operation: 11,000 copies of a 100-character title would.
  const many = await call(app, 'POST', '/batch', ops(author, { method: 'POST', path: '/books', body: { title: 'T', pubYear: 1, authorId: 1, isbn: Array.from({ length: 11_000 }, () => ({ $ref: '0/title' })) } }))
  t.equal(many.status, 413)
  t.strictSame(many.body, { message: 'Request body is too large', operation: 1 })
  t.strictSame(await snapshot(db), before)
})

eachDatabase(t, 'a malformed batch or operation is a 400 (with the index); more than 100 operations a 413', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  await seedOneBook(db)
  const before = await snapshot(db)
  const get = { method: 'GET', path: '/books/1' }
  const cases: Array<[unknown, number, Record<string, unknown>]> = [
    [[get], 400, { message: 'The body must be a JSON object' }],
    [{ operations: get }, 400, { message: 'operations must be an array of {method, path, body}' }],
    [{ operations: [get], atomic: false }, 400, { message: '"atomic" is not a field of a batch: send {"operations": [...]}' }],
    [ops(get, 'GET /books/1'), 400, { message: 'An operation must be a JSON object', operation: 1 }],
    [ops(get, { method: 'HEAD', path: '/books/1' }), 400, { message: 'method must be GET, POST, PUT, PATCH or DELETE', operation: 1 }],
    [ops(get, { method: 'GET', path: 'books/1' }), 400, { message: 'path must be a text that starts with / (at most 2048 characters)', operation: 1 }],
    [ops(get, { method: 'GET', path: '/books/1', body: {} }), 400, { message: 'A GET operation has no body', operation: 1 }],
    [ops(get, { method: 'POST', path: '/books', body: 'text' }), 400, { message: 'A POST operation\'s body must be a JSON object (or, for a bulk create, an array)', operation: 1 }],
    [ops(get, { method: 'GET', path: '/books/1', headers: {} }), 400, { message: '"headers" is not a field of an operation: send method, path and body', operation: 1 }],
    [{ operations: Array.from({ length: 101 }, () => get) }, 413, { message: 'A batch of 101 operations is more than 100: send fewer at a time' }]
  ]
  for (const [body, status, answer] of cases) {
    const res = await call(app, 'POST', '/batch', body)
    t.equal(res.status, status, JSON.stringify(answer))
    t.strictSame(res.body, answer)
  }
  const hundred = await call(app, 'POST', '/batch', { operations: Array.from({ length: 100 }, (_, i) => ({ method: 'POST', path: '/authors', body: { firstName: `A${i}`, lastName: 'B' } })) })
  t.equal(hundred.status, 200)
  t.equal(hundred.body.results.length, 100)
  t.equal((await rowsOf(db, Author)).length, 101)
  const text = await call(app, 'POST', '/batch', JSON.stringify(ops(get)), { 'content-type': 'text/plain' })
  t.equal(text.status, 415)
  t.strictSame(await rowsOf(db, Book), before.Book)
})

eachDatabase(t, '/api/v2/batch: each operation passes the owner decorator and hooks; afterCommit answers after the commit', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  for (const name of ['ann', 'bob']) t.equal((await call(app, 'POST', '/users', user(name))).status, 201)
  const bobs = await call(app, 'POST', '/api/v2/orders', { ownerId: 2, description: 'Bob\'s' }, { authorization: 'User:2' })
  t.equal(bobs.status, 202)
  const before = await snapshot(db)

  const res = await call(app, 'POST', '/api/v2/batch', ops(
    { method: 'POST', path: '/api/v2/orders', body: { ownerId: 1, description: 'Tea' } },
    { method: 'POST', path: '/api/v2/jobs', body: { ownerId: 1, orderId: { $ref: '0/id' } } },
    { method: 'PATCH', path: '/api/v2/orders/{0/id}', body: { description: 'Green tea' } },
    { method: 'GET', path: '/api/v2/orders' }
  ), { authorization: 'User:1' })
  t.equal(res.status, 200)
  // The order's POST answers with the Job its beforeCommit started (afterCommit, after the batch's
  // commit); the reference read the order as written: operation 1's job is of order 2.
  const time = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/
  t.match(res.body, {
    results: [
      { status: 202, body: { id: 2, startedAt: time, statusId: 0 } },
      { status: 201, body: { id: 3, ownerId: 1, orderId: 2, startedAt: time, finishedAt: null, statusId: 0, order: { id: 2, ownerId: 1, description: 'Tea', orderedAt: time, statusId: 0 } } },
      { status: 200, body: { id: 2, ownerId: 1, description: 'Green tea' } },
      { status: 200, body: { Order: [{ id: 2, ownerId: 1, description: 'Green tea' }] } }
    ]
  })
  t.strictSame(Object.keys(res.body.results[0].body), ['id', 'startedAt', 'statusId'], 'the Job as the POST\'s serial fields show it')
  t.strictSame((await rowsOf(db, Job)).map(row => [row.id, row.ownerId, row.orderId]), [[1, 2, 1], [2, 1, 2], [3, 1, 2]])
  const stored = await snapshot(db)

  const anonymous = await call(app, 'POST', '/api/v2/batch', ops({ method: 'GET', path: '/api/v2/orders/2' }))
  t.equal(anonymous.status, 401)
  t.strictSame(anonymous.body, { message: 'Unauthorized User', operation: 0 })
  const others = await call(app, 'POST', '/api/v2/batch', ops(
    { method: 'POST', path: '/api/v2/orders', body: { ownerId: 1, description: 'More' } },
    { method: 'PATCH', path: '/api/v2/orders/1', body: { description: 'Mine now' } }
  ), { authorization: 'User:1' })
  t.equal(others.status, 404)
  t.strictSame(others.body, { message: 'Order with id 1 not found', operation: 1 })
  const otherOrder = await call(app, 'POST', '/api/v2/batch', ops({ method: 'POST', path: '/api/v2/jobs', body: { ownerId: 1, orderId: 1 } }), { authorization: 'User:1' })
  t.equal(otherOrder.status, 409)
  t.strictSame(otherOrder.body, { message: 'orderId 1 does not match any Order', operation: 0 })
  const asOther = await call(app, 'POST', '/api/v2/batch', ops({ method: 'POST', path: '/api/v2/orders', body: { ownerId: 2, description: 'Not mine' } }), { authorization: 'User:1' })
  t.equal(asOther.status, 400)
  t.strictSame(asOther.body, { message: 'The user id does not match the owner id', operation: 0 })
  t.strictSame(await snapshot(db), stored)
  t.not(stored, before)
})

eachDatabase(t, 'an operation reaches only the listed resources\' routes: any other path is a 404 of that operation', async (t, { url }) => {
  const { app, db } = await openApp(t, url, { plugin: { health: true } })
  await seedOneBook(db)
  const before = await snapshot(db)
  const paths: Array<[string, string, string]> = [
    ['/api/v2/batch', 'GET', '/books/1'],
    ['/api/v2/batch', 'POST', '/authors'],
    ['/batch', 'GET', '/api/v2/orders'],
    ['/batch', 'POST', '/batch'],
    ['/batch', 'POST', '/api/v2/batch'],
    ['/batch', 'GET', '/health'],
    ['/batch', 'GET', '/openapi.json'],
    ['/batch', 'GET', '/meta/books/single'],
    // An event stream never ends: as an operation it held the batch's transaction until its timeout (tried as a new user would).
    ['/batch', 'GET', '/books/events'],
    ['/batch', 'GET', '/nowhere'],
    ['/batch', 'GET', '/books/1/../../api/v2/orders/1'],
    ['/batch', 'GET', '/books/%2e%2e/api/v2/orders']
  ]
  for (const [batch, method, path] of paths) {
    const body = method === 'POST' ? { operations: [] } : undefined
    const res = await call(app, 'POST', batch, ops({ method: 'POST', path: '/authors', body: { firstName: 'A', lastName: 'B' } }, { method, path, ...(body === undefined ? {} : { body }) }), { authorization: 'User:1' })
    t.equal(res.status, 404, `${batch}: ${method} ${path}`)
    // /api/v2/batch refuses its first operation already: /authors is not one of its resources.
    t.strictSame(res.body, { message: 'Not found', operation: batch === '/api/v2/batch' ? 0 : 1 }, `${batch}: ${method} ${path}`)
  }
  t.strictSame(await snapshot(db), before)
})

/** A gate a beforeCommit hook waits at, opened by the test. */
function holdPoint (): { entered: Promise<void>, open: () => void, hook: CommitHook<ModelResource> } {
  let entered!: () => void
  let open!: () => void
  const reached = new Promise<void>(resolve => { entered = resolve })
  const opened = new Promise<void>(resolve => { open = resolve })
  return { entered: reached, open, hook: async (_resource, _record, status) => { entered(); await opened; return [true, null, status] } }
}

eachDatabaseAndFile(t, 'a single write sent while a batch runs never joins the batch\'s transaction (SQLite: it waits for the batch); no one sees its writes before the commit', async (t, { url, dialect }) => {
  const hold = holdPoint()
  class SlowAuthors extends ModelResource.of(Author, { urlName: 'slow-authors', beforeCommit: { post: hold.hook } }) {}
  class Batch extends BatchResource.of([SlowAuthors, AuthorResource]) {}
  const { app, db } = await openApp(t, url, { resources: [SlowAuthors, AuthorResource, AuthorCollection, Batch] })
  const done: string[] = []
  const batch = call(app, 'POST', '/batch', ops(
    { method: 'POST', path: '/authors', body: { firstName: 'In', lastName: 'Batch' } },
    { method: 'POST', path: '/slow-authors', body: { firstName: 'Slow', lastName: 'Batch' } },
    { method: 'POST', path: '/authors', body: { firstName: 'Bad', lastName: 'x'.repeat(101) } }
  )).then(res => { done.push('batch'); return res })
  await hold.entered
  const single = call(app, 'POST', '/authors', { firstName: 'Single', lastName: 'Write' }).then(res => { done.push('single'); return res })
  const outside = call(app, 'GET', '/authors?lastName=Batch')
  // SQLite has one write connection: the single write waits for the batch, and is not rolled back
  // with it. PostgreSQL writes it on a connection of its own while the batch still holds its own.
  if (dialect === 'sqlite') await new Promise(resolve => setTimeout(resolve, 100))
  else await single
  t.strictSame(done, dialect === 'sqlite' ? [] : ['single'])
  hold.open()
  const [batchAnswer, singleAnswer] = await Promise.all([batch, single])
  t.strictSame(done, dialect === 'sqlite' ? ['batch', 'single'] : ['single', 'batch'])
  t.equal(batchAnswer.status, 400)
  t.strictSame(batchAnswer.body, { message: [{ lastName: 'The data exceeds the maximum length 50' }], operation: 2 })
  t.equal(singleAnswer.status, 201)
  t.strictSame((await rowsOf(db, Author)).map(row => [row.firstName, row.lastName]), [['Single', 'Write']])
  // The batch's first author was never visible outside it (on SQLite in memory the GET waited for the batch's end).
  const seen = await outside
  t.equal(seen.status, 200)
  t.strictSame(seen.body, { Author: [] })
})

// Answered 503 at once; the transaction stays open while the operation then running goes on, and
// rolls back once it ends. Rolled back at once, a hook still running flushed its EntityManager
// outside any transaction: a PUT's removed member stayed deleted after the 503 "rolled back".
eachDatabase(t, 'a batch past its timeoutMs is answered 503; what still runs of it writes nothing, and the batch is rolled back', async (t, { url }) => {
  const hold = holdPoint()
  class SlowAuthors extends ModelResource.of(Author, { urlName: 'slow-authors', beforeCommit: { post: hold.hook } }) {}
  class Batch extends BatchResource.of([SlowAuthors, AuthorResource], { timeoutMs: 200 }) {}
  const { app, db } = await openApp(t, url, { resources: [SlowAuthors, AuthorResource, Batch] })
  const res = await call(app, 'POST', '/batch', ops(
    { method: 'POST', path: '/authors', body: { firstName: 'In', lastName: 'Batch' } },
    { method: 'POST', path: '/slow-authors', body: { firstName: 'Slow', lastName: 'Batch' } },
    { method: 'POST', path: '/authors', body: { firstName: 'Never', lastName: 'Run' } }
  ))
  t.equal(res.status, 503)
  t.equal(res.headers['retry-after'], '1')
  t.strictSame(res.body, { message: 'The batch took longer than 200 ms and was rolled back: send fewer operations', operation: 1 })
  hold.open()
  await new Promise(resolve => setTimeout(resolve, 200))
  t.strictSame(await rowsOf(db, Author), [], 'rolled back, the late operation\'s write too, and no operation after it run')
  t.equal((await call(app, 'POST', '/authors', { firstName: 'Later', lastName: 'Write' })).status, 201)
  t.strictSame((await rowsOf(db, Author)).map(row => row.firstName), ['Later'])
})

// Waited for without a bound, a hook that never settled held the batch's transaction for good,
// and on SQLite every other write (in memory, every read too): past timeoutMs once more, it rolls back.
eachDatabase(t, 'a batch whose hook never settles holds its transaction at most twice its timeoutMs', async (t, { url }) => {
  const never: CommitHook<ModelResource> = async () => await new Promise(() => {})
  class StuckAuthors extends ModelResource.of(Author, { urlName: 'stuck-authors', beforeCommit: { post: never } }) {}
  class Batch extends BatchResource.of([StuckAuthors, AuthorResource], { timeoutMs: 200 }) {}
  const { app, db } = await openApp(t, url, { resources: [StuckAuthors, AuthorResource, AuthorCollection, Batch] })
  const res = await call(app, 'POST', '/batch', ops({ method: 'POST', path: '/stuck-authors', body: { firstName: 'Stuck', lastName: 'Batch' } }))
  t.strictSame([res.status, res.body], [503, { message: 'The batch took longer than 200 ms and was rolled back: send fewer operations', operation: 0 }])
  const started = Date.now()
  t.equal((await call(app, 'POST', '/authors', { firstName: 'Next', lastName: 'Write' })).status, 201)
  t.ok(Date.now() - started < 2000, 'the next write waited at most about timeoutMs')
  t.strictSame((await call(app, 'GET', '/authors?fields=firstName')).body, { Author: [{ firstName: 'Next' }] })
  t.strictSame((await rowsOf(db, Author)).map(row => row.firstName), ['Next'])
})

// A hook that outlives even the second timeoutMs and then writes: the batch has answered 503 and
// rolled back, and a client's retry must not find the late record written. Its flush is refused
// with the catalogued 503 (MikroORM's own "Transaction is already rolled back" before).
eachDatabase(t, 'a hook flushing its EntityManager after the batch rolled back (past twice timeoutMs) is refused and writes nothing', async (t, { url }) => {
  let flushed: unknown = 'not yet'
  let created: unknown = 'not yet'
  class SlowAuthors extends ModelResource.of(Author, { urlName: 'slow-authors' }) {
    override async processPostInput (data: Data): Promise<HookResult> {
      // It reads first (its EntityManager is the batch's), then asks another service.
      const em = this.em
      await em.find(Author, {})
      await new Promise(resolve => setTimeout(resolve, 600))
      em.create(Author, { firstName: 'Late', lastName: 'Flush' } as never)
      try {
        await em.flush()
        flushed = 'written'
      } catch (error) {
        flushed = (error as { code?: string }).code ?? String(error)
      }
      try {
        await this.create(Author, { firstName: 'Late', lastName: 'Create' })
        created = 'written'
      } catch (error) {
        created = (error as { code?: string }).code ?? String(error)
      }
      return { status: true, data }
    }
  }
  class Batch extends BatchResource.of([SlowAuthors, AuthorResource], { timeoutMs: 200 }) {}
  const { app, db } = await openApp(t, url, { resources: [SlowAuthors, AuthorResource, AuthorCollection, Batch] })
  const res = await call(app, 'POST', '/batch', ops({ method: 'POST', path: '/slow-authors', body: { firstName: 'In', lastName: 'Batch' } }))
  t.strictSame([res.status, res.body], [503, { message: 'The batch took longer than 200 ms and was rolled back: send fewer operations', operation: 0 }])
  await new Promise(resolve => setTimeout(resolve, 900))
  t.equal(flushed, 'FMR_ERR_DB_UNAVAILABLE', 'the late flush is refused')
  t.equal(created, 'FMR_ERR_DB_UNAVAILABLE', 'so is a late resource.create()')
  t.strictSame(await rowsOf(db, Author), [], 'nothing written, in the batch or after it')
})

eachDatabase(t, 'a batch past its timeoutMs while a nested removal\'s hook runs: the removal is rolled back with the rest', async (t, { url }) => {
  const Team = defineModel({
    name: 'Team',
    columns: { id: Column.Integer({ primaryKey: true }), name: Column.String(50, { nullable: false }) },
    relationships: { members: Relationship.list('Member', { writable: true }) }
  })
  const Member = defineModel({
    name: 'Member',
    columns: { id: Column.Integer({ primaryKey: true }), teamId: Column.Integer({ nullable: false, foreignKey: 'team.id' }), name: Column.String(20, { nullable: false }) }
  })
  class Teams extends ModelResource.of(Team) {}
  // Asks another service whether the member may go, past the batch's time (within twice it).
  class Members extends ModelResource.of(Member) {
    override async processDeleteInput (query: HookQuery): Promise<HookResult> {
      await new Promise(resolve => setTimeout(resolve, 300))
      return { status: true, query, data: {} }
    }
  }
  class Batch extends BatchResource.of([Teams, Members], { timeoutMs: 200 }) {}
  const { app, db } = await openApp(t, url, { models: [Team, Member], resources: [Teams, Members, Batch] })
  t.equal((await call(app, 'POST', '/teams', { name: 'T', members: [{ name: 'a' }, { name: 'b' }] })).status, 201)
  const before = await snapshot(db)
  const res = await call(app, 'POST', '/batch', ops({ method: 'PUT', path: '/teams/1', body: { name: 'Renamed', members: [{ id: 1, name: 'a' }] } }))
  t.strictSame([res.status, res.body], [503, { message: 'The batch took longer than 200 ms and was rolled back: send fewer operations', operation: 0 }])
  await new Promise(resolve => setTimeout(resolve, 700))
  t.strictSame(await snapshot(db), before, 'the team and both members as they were')
})

eachDatabase(t, 'a bulk create is one operation; an afterCommit refusal after the commit is that operation\'s result', async (t, { url }) => {
  const refuse: CommitHook<ModelResource> = (_resource, record, _status) =>
    (record as unknown as { lastName: string }).lastName === 'Refused' ? [false, 'Written, but not shown', 200] : [true, { note: 'kept' }, 201]
  class NotedAuthors extends ModelResource.of(Author, { urlName: 'noted-authors', afterCommit: { post: refuse } }) {}
  class Books extends ModelResource.of(Book, { bulk: true }) {}
  class Batch extends BatchResource.of([NotedAuthors, Books]) {}
  const { app, db } = await openApp(t, url, { resources: [NotedAuthors, Books, Batch] })
  const res = await call(app, 'POST', '/batch', ops(
    { method: 'POST', path: '/noted-authors', body: { firstName: 'Ann', lastName: 'Lee' } },
    { method: 'POST', path: '/books', body: [{ title: 'A', pubYear: 1, authorId: { $ref: '0/id' } }, { title: 'B', pubYear: 2, authorId: { $ref: '0/id' } }] },
    { method: 'POST', path: '/noted-authors', body: { firstName: 'Bo', lastName: 'Refused' } }
  ))
  t.equal(res.status, 200)
  t.strictSame(res.body, {
    results: [
      { status: 201, body: { note: 'kept' } },
      { status: 201, body: { Book: [{ id: 1, isbn: null, title: 'A', pubYear: 1, authorId: 1, author: ANN, tags: [] }, { id: 2, isbn: null, title: 'B', pubYear: 2, authorId: 1, author: ANN, tags: [] }] } },
      { status: 200, body: { message: 'Written, but not shown' } }
    ]
  })
  t.strictSame((await rowsOf(db, Author)).map(row => row.lastName), ['Lee', 'Refused'], 'a refusal after the commit leaves the write in place')
  t.strictSame((await rowsOf(db, Book)).map(row => row.title), ['A', 'B'])
})

eachDatabase(t, 'the answers a batch keeps until its end are bounded by maxAnswerBytes (413, rolled back)', async (t, { url }) => {
  class Batch extends BatchResource.of([AuthorResource], { maxAnswerBytes: 300 }) {}
  const { app, db } = await openApp(t, url, { resources: [AuthorResource, Batch] })
  const author = (n: number): unknown => ({ method: 'POST', path: '/authors', body: { firstName: `A${n}`, lastName: 'B' } })
  const fits = await call(app, 'POST', '/batch', ops(author(1), author(2)))
  t.equal(fits.status, 200)
  const res = await call(app, 'POST', '/batch', ops(author(3), author(4), author(5), author(6), author(7)))
  t.equal(res.status, 413)
  t.strictSame(res.body, { message: 'The answers of the batch would hold more than 300 bytes: send fewer operations, or GETs of fewer records', operation: 4 })
  t.strictSame((await rowsOf(db, Author)).map(row => row.firstName), ['A1', 'A2'])
})

eachDatabase(t, 'a batch\'s statements run on the DB\'s own runner: on PostgreSQL the pool\'s named statements on the transaction\'s client, Kysely\'s unnamed ones behind a pooler', async (t, { url, dialect }) => {
  const { app, db } = await openApp(t, url)
  const runner = db[kReader].runner
  const before = runner.executed
  const res = await call(app, 'POST', '/batch', ops(
    { method: 'POST', path: '/authors', body: { firstName: 'Bo', lastName: 'Ng' } },
    { method: 'GET', path: '/authors/{0/id}' }
  ))
  const bo = { id: 1, firstName: 'Bo', lastName: 'Ng', fullName: 'Bo Ng', books: [] }
  t.equal(res.status, 200)
  t.strictSame(res.body, { results: [{ status: 201, body: bo }, { status: 200, body: bo }] })
  // The insert and its answer's books, the GET's author and books (one statement on PostgreSQL).
  t.equal(runner.executed - before, dialect === 'postgresql' ? (pooled() ? 0 : 3) : 4)
  t.strictSame((await rowsOf(db, Author)).map(row => row.lastName), ['Ng'])
})

// Tried as a new user would: a GET inside a batch ran without the read budget it has alone. On
// SQLite one filter through relationships held the event loop and the write lock for 10-28 s
// (alone: a helper process, stopped at 2 s); on PostgreSQL a statement ran on past the batch's
// timeoutMs, the rollback and the answer waiting for it.
eachDatabaseAndFile(t, 'a read more than plain in a batch: on a SQLite file refused (400, nothing written), elsewhere run in the batch', async (t, { url, dialect }) => {
  const { app, db } = await openApp(t, url)
  await seedOneBook(db)
  const before = await snapshot(db)
  const costly = [
    '/books?author.lastName[like]=L%25',
    '/authors?books.title[like]=%25a%25',
    '/books?search=first',
    '/books/aggregate?groupBy=authorId&max=pubYear'
  ]
  for (const path of costly) {
    const res = await call(app, 'POST', '/batch', ops(
      { method: 'POST', path: '/authors', body: { firstName: 'Bo', lastName: 'Ng' } },
      { method: 'GET', path }
    ))
    // A SQLite file runs such a read alone in a helper process; in memory, in process alone too.
    if (dialect === 'sqlite' && url.endsWith('.db')) {
      t.strictSame([res.status, res.body], [400, {
        message: 'This read goes through relationships, matches a pattern, searches, aggregates or skips more than 10000 records: on this database it runs only as a request of its own, not inside a batch',
        operation: 1
      }], path)
      t.strictSame(await snapshot(db), before, 'nothing written')
    } else {
      t.equal(res.status, 200, path)
      t.equal(res.body.results[1].status, 200, path)
    }
    const alone = await call(app, 'GET', path)
    t.equal(alone.status, 200, `${path} alone`)
  }
  const plain = await call(app, 'POST', '/batch', ops({ method: 'GET', path: '/books?authorId=1&orderBy=-title' }, { method: 'GET', path: '/books/1' }))
  t.strictSame([plain.status, plain.body.results.map((result: { status: number }) => result.status)], [200, [200, 200]], 'plain reads run in the batch')
})

/**
 * A PATCH of author 1 in a batch while another connection holds the author's row (the batch's
 * update waits for it): the answer, how long it took, and the authors' first names after.
 */
async function batchOnHeldRow (t: Test, url: string, app: Opened['app'], db: Opened['db']): Promise<{ status: number, body: unknown, took: number, names: unknown[] }> {
  t.equal((await call(app, 'POST', '/authors', { firstName: 'Ann', lastName: 'Lee' })).status, 201)
  const other = new pg.Client({ connectionString: url })
  await other.connect()
  t.teardown(async () => { await other.end() })
  await other.query('begin')
  await other.query('select * from author where id = 1 for update')
  const started = Date.now()
  const res = await call(app, 'POST', '/batch', ops({ method: 'PATCH', path: '/authors/1', body: { firstName: 'Bo' } }))
  const took = Date.now() - started
  await other.query('rollback')
  return { status: res.status, body: res.body, took, names: (await rowsOf(db, Author)).map(row => row.firstName) }
}

const POSTGRES_ONLY = dialects().includes('postgresql') ? false : 'PostgreSQL only: TEST_DATABASE_URL is not set'

t.test('PostgreSQL: a statement of a batch running past its timeoutMs is cancelled, not waited for [postgresql]', { skip: POSTGRES_ONLY }, async t => {
  const url = await databaseUrl(t, 'postgresql')
  class Batch extends BatchResource.of([AuthorResource], { timeoutMs: 300 }) {}
  const { app, db } = await openApp(t, url, { resources: [AuthorResource, Batch] })
  const held = await batchOnHeldRow(t, url, app, db)
  t.equal(held.status, 503)
  t.strictSame(held.body, { message: 'The batch took longer than 300 ms and was rolled back: send fewer operations', operation: 0 })
  t.ok(held.took < 3000, `answered while the row was still held (${held.took} ms)`)
  t.strictSame(held.names, ['Ann'], 'nothing written')
  t.equal((await call(app, 'PATCH', '/authors/1', { firstName: 'Cy' })).status, 200, 'the row is free again')
})

// A DB's statementTimeout is sent when a connection opens, which a pooler in transaction mode refuses.
t.test('PostgreSQL: in a batch the DB\'s statementTimeout still holds where it is shorter than timeoutMs [postgresql, own connections: a pooler refuses statementTimeout]', { skip: POSTGRES_ONLY || (pooled() ? 'statementTimeout is refused behind a pooler' : false) }, async t => {
  const url = await databaseUrl(t, 'postgresql')
  class Batch extends BatchResource.of([AuthorResource]) {}
  // The tables are made first without the timeout: on a busy machine creating them took longer than 300 ms.
  const setup = new DB(url, { models, resources: [AuthorResource] })
  await setup.createAll()
  await setup.close()
  const { app, db } = await openApp(t, url, { resources: [AuthorResource, Batch], db: { statementTimeout: 300 } })
  const held = await batchOnHeldRow(t, url, app, db)
  t.equal(held.status, 503)
  t.ok(held.took < 2500, `cancelled at the DB's 300 ms, not the batch's 5 s (${held.took} ms)`)
  t.strictSame(held.names, ['Ann'], 'nothing written')
})
