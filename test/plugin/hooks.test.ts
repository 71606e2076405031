// Hooks over HTTP: every process hook's success and failure (sync and async), filters that hide
// records from every method, malformed answers, beforeCommit's rollback, and afterCommit's
// replacement record, on resources declared here and on the example app's Order resource.
import t, { type Test } from 'tap'
import { Column, defineModel, HookQuery, Relationship } from '../../lib/index.ts'
import {
  BatchResource, CollectionModelResource, ModelResource, type CommitHook, type Data, type HookResult, type HookReturn, type Kwargs
} from '../../plugin/index.ts'
import { AuthorResource, BookCollection, BookResource } from '../../examples/resources.ts'
import { Author, Book, Job, Order } from '../../examples/models.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp, type Opened } from '../helpers/app.ts'
import { call, errorLogInto } from '../helpers/http.ts'
import { countOf, rowsOf, seedOneBook, snapshot } from '../helpers/state.ts'

/** What the hooks of one request saw, for the tests to check. */
const seen: Array<{ hook: string, data?: Data, kwargs?: Kwargs }> = []

/** The hook behaviour a request asks for with the `x-mode` header. */
function mode (resource: { request: { headers: Record<string, unknown> } }): string {
  return String(resource.request.headers['x-mode'] ?? 'ok')
}

/** Sync, async, or a refusal, as the request asks. */
function answer (how: string, ok: HookResult, refusal: HookResult): HookReturn {
  if (how === 'fail') return refusal
  if (how === 'fail-async') return Promise.resolve(refusal)
  if (how === 'async') return new Promise(resolve => setTimeout(() => resolve(ok), 1))
  return ok
}

/** Books of author 1 only; titles marked by the hook that changed them. */
class HookedBooks extends ModelResource {
  static override modelClass = Book
  static override statuses = {
    get: { 403: 'No reading today' }, post: { 423: 'Posting is closed' }, put: { 422: 'Replacing is closed' }, delete: { 403: 'Deleting is closed' }
  }

  override processGetInput (query: HookQuery, data: Data, kwargs: Kwargs): HookReturn {
    seen.push({ hook: 'get', data, kwargs })
    // A parameter of its own is consumed: one left in the data is a 400, as on the collection.
    const { extra, ...rest } = data
    return answer(mode(this), { status: true, query: query.where('authorId', 1), data: extra === 'keep' ? data : rest },
      { status: false, message: 'No reading today', statusCode: 403 })
  }

  override processPostInput (data: Data): HookReturn {
    seen.push({ hook: 'post', data })
    return answer(mode(this), { status: true, data: { ...data, title: String(data.title).toUpperCase() } },
      { status: false, message: 'Posting is closed', statusCode: 423 })
  }

  override processPutInput (query: HookQuery, data: Data, kwargs: Kwargs): HookReturn {
    seen.push({ hook: 'put', data, kwargs })
    return answer(mode(this), { status: true, query: query.where('authorId', 1), data: { ...data, title: `${String(data.title)} (put)` } },
      { status: false, message: 'Replacing is closed', statusCode: 422 })
  }

  override processPatchInput (query: HookQuery, data: Data, kwargs: Kwargs): HookReturn {
    seen.push({ hook: 'patch', data, kwargs })
    return answer(mode(this), { status: true, query: query.where('authorId', 1), data: { ...data, isbn: 'patched' } },
      { status: false, message: 'Patching is closed', statusCode: 409 })
  }

  override processDeleteInput (query: HookQuery, kwargs: Kwargs): HookReturn {
    seen.push({ hook: 'delete', kwargs })
    return answer(mode(this), { status: true, query: query.where('authorId', 1) },
      { status: false, message: 'Deleting is closed', statusCode: 403 })
  }
}

/** The collection of author 1's books when `mine` is given (a parameter only the hook knows). */
class HookedCollection extends CollectionModelResource {
  static override modelClass = Book
  static override statuses = { 401: 'Not for you' }

  override processGetInput (query: HookQuery, data: Data): HookReturn {
    seen.push({ hook: 'collection', data })
    const { mine, ...rest } = data
    const narrowed = mine === undefined ? query : query.where('authorId', Number(mine))
    return answer(mode(this), { status: true, query: narrowed, data: rest },
      { status: false, message: 'Not for you', statusCode: 401 })
  }
}

const ANN_BOOKS = [
  { title: 'First', pubYear: 1990, authorId: 1 },
  { title: 'Second', pubYear: 1995, authorId: 1 }
]
const BOB_BOOK = { title: 'Third', pubYear: 2001, authorId: 2 }

async function hooked (t: Test, url: string): Promise<Opened> {
  const opened = await openApp(t, url, { resources: [
    HookedBooks,
    { resource: HookedCollection, urls: ['/hooked-books'] },
    { resource: BookCollection, urls: ['/plain-books'] }
  ] })
  const em = opened.db.fork()
  em.create(Author, { firstName: 'Ann', lastName: 'Lee' } as never)
  em.create(Author, { firstName: 'Bob', lastName: 'Ray' } as never)
  await em.flush()
  for (const book of [...ANN_BOOKS, BOB_BOOK]) em.create(Book, { ...book, isbn: null } as never)
  await em.flush()
  seen.length = 0
  return opened
}

const x = (how: string): Record<string, string> => ({ 'x-mode': how })

// ---- process hooks, one by one ------------------------------------------------------------------

eachDatabase(t, 'processGetInput: its filter narrows GET (sync and async); its refusal is {message} with its status', async (t, { url }) => {
  const { app } = await hooked(t, url)
  for (const how of ['ok', 'async']) {
    const own = await call(app, 'GET', '/books/1?extra=1', undefined, x(how))
    t.equal(own.status, 200, how)
    t.strictSame(own.body, { id: 1, isbn: null, title: 'First', pubYear: 1990, authorId: 1, author: { id: 1, firstName: 'Ann', lastName: 'Lee', fullName: 'Ann Lee' }, tags: [] })
    const hidden = await call(app, 'GET', '/books/3', undefined, x(how))
    t.equal(hidden.status, 404, `${how}: excluded by the hook`)
    t.strictSame(hidden.body, { message: 'Book with id 3 not found' })
  }
  t.strictSame(seen[0], { hook: 'get', data: { extra: '1' }, kwargs: { id: 1 } }, 'the hook got the query-string data and the path id')
  const kept = await call(app, 'GET', '/books/1?extra=keep', undefined, x('ok'))
  t.strictSame([kept.status, kept.body], [400, { message: "extra is not a parameter of a single record's GET, which takes fields only" }], 'a parameter the hook leaves is refused')
  for (const how of ['fail', 'fail-async']) {
    const refused = await call(app, 'GET', '/books/1', undefined, x(how))
    t.equal(refused.status, 403, how)
    t.strictSame(refused.body, { message: 'No reading today' }, how)
  }
})

/** Books of author 1 only, the hook a class field (an arrow function on each instance, none on the prototype). */
class FieldHookedBooks extends ModelResource {
  static override modelClass = Book
  override processGetInput = (query: HookQuery, data: Data): HookResult => ({ status: true, query: query.where({ authorId: 1 }), data })
}

eachDatabase(t, 'processGetInput declared as a class field narrows GET one record as a method does', async (t, { url }) => {
  const opened = await openApp(t, url, { resources: [{ resource: FieldHookedBooks, urls: ['/field-books', '/field-books/:id'] }] })
  await seedOneBook(opened.db)
  const em = opened.db.fork()
  em.create(Author, { firstName: 'Bob', lastName: 'Ray' } as never)
  await em.flush()
  em.create(Book, { title: 'Bob\'s', pubYear: 2001, authorId: 2 } as never)
  await em.flush()
  const own = await call(opened.app, 'GET', '/field-books/1')
  t.equal(own.status, 200)
  t.equal(own.body.authorId, 1)
  const hidden = await call(opened.app, 'GET', '/field-books/2')
  t.equal(hidden.status, 404, 'the other author\'s book is hidden by the hook')
  t.strictSame(hidden.body, { message: 'Book with id 2 not found' })
})

eachDatabase(t, 'processPostInput: its data is what is written (sync and async); a refusal writes nothing', async (t, { url }) => {
  const { app, db } = await hooked(t, url)
  const sync = await call(app, 'POST', '/books', { title: 'quiet', pubYear: 2000, authorId: 2 })
  t.equal(sync.status, 201)
  t.equal(sync.body.title, 'QUIET', 'the hook changed the data')
  t.strictSame(seen.at(-1), { hook: 'post', data: { title: 'quiet', pubYear: 2000, authorId: 2 } })
  const async = await call(app, 'POST', '/books', { title: 'later', pubYear: 2000, authorId: 2 }, x('async'))
  t.equal(async.status, 201)
  t.equal(async.body.title, 'LATER')
  t.strictSame((await rowsOf(db, Book)).slice(3).map(row => row.title), ['QUIET', 'LATER'])

  const before = await snapshot(db)
  for (const how of ['fail', 'fail-async']) {
    const refused = await call(app, 'POST', '/books', { title: 'no', pubYear: 2000, authorId: 1 }, x(how))
    t.equal(refused.status, 423, how)
    t.strictSame(refused.body, { message: 'Posting is closed' }, how)
  }
  t.strictSame(await snapshot(db), before, 'nothing was written')
})

eachDatabase(t, 'processPutInput: its data and filter apply (sync and async); excluded or refused, nothing changes', async (t, { url }) => {
  const { app, db } = await hooked(t, url)
  const sync = await call(app, 'PUT', '/books/1', { title: 'One', pubYear: 1991, authorId: 1 })
  t.equal(sync.status, 200)
  t.equal(sync.body.title, 'One (put)')
  t.strictSame(seen.at(-1), { hook: 'put', data: { title: 'One', pubYear: 1991, authorId: 1 }, kwargs: { id: 1 } })
  const async = await call(app, 'PUT', '/books/2', { title: 'Two', pubYear: 1992, authorId: 1 }, x('async'))
  t.equal(async.status, 200)
  t.equal(async.body.title, 'Two (put)')

  const before = await snapshot(db)
  const hidden = await call(app, 'PUT', '/books/3', { title: 'Mine now', pubYear: 2001, authorId: 1 })
  t.equal(hidden.status, 404, 'a record the filter excludes cannot be replaced')
  t.strictSame(hidden.body, { message: 'Book with id 3 not found' })
  for (const how of ['fail', 'fail-async']) {
    const refused = await call(app, 'PUT', '/books/1', { title: 'no', pubYear: 1, authorId: 1 }, x(how))
    t.equal(refused.status, 422, how)
    t.strictSame(refused.body, { message: 'Replacing is closed' })
  }
  t.strictSame(await snapshot(db), before, 'nothing changed')
})

eachDatabase(t, 'processPatchInput: its data and filter apply (sync and async); excluded or refused, nothing changes', async (t, { url }) => {
  const { app, db } = await hooked(t, url)
  const sync = await call(app, 'PATCH', '/books/1', { title: 'One' })
  t.equal(sync.status, 200)
  t.match(sync.body, { id: 1, title: 'One', isbn: 'patched', pubYear: 1990 })
  t.strictSame(seen.at(-1), { hook: 'patch', data: { title: 'One' }, kwargs: { id: 1 } })
  const async = await call(app, 'PATCH', '/books/2', { pubYear: 1996 }, x('async'))
  t.equal(async.status, 200)
  t.match(async.body, { id: 2, title: 'Second', isbn: 'patched', pubYear: 1996 })

  const before = await snapshot(db)
  const hidden = await call(app, 'PATCH', '/books/3', { title: 'Mine now' })
  t.equal(hidden.status, 404)
  t.strictSame(hidden.body, { message: 'Book with id 3 not found' })
  for (const how of ['fail', 'fail-async']) {
    const refused = await call(app, 'PATCH', '/books/1', { title: 'no' }, x(how))
    t.equal(refused.status, 409, how)
    t.strictSame(refused.body, { message: 'Patching is closed' })
  }
  t.strictSame(await snapshot(db), before, 'nothing changed')
})

eachDatabase(t, 'processDeleteInput: its filter applies (sync and async); excluded or refused, nothing is deleted', async (t, { url }) => {
  const { app, db } = await hooked(t, url)
  const before = await snapshot(db)
  const hidden = await call(app, 'DELETE', '/books/3')
  t.equal(hidden.status, 404)
  t.strictSame(hidden.body, { message: 'Book with id 3 not found' })
  for (const how of ['fail', 'fail-async']) {
    const refused = await call(app, 'DELETE', '/books/1', undefined, x(how))
    t.equal(refused.status, 403, how)
    t.strictSame(refused.body, { message: 'Deleting is closed' })
  }
  t.strictSame(await snapshot(db), before, 'nothing was deleted')
  t.strictSame(seen.at(-1), { hook: 'delete', kwargs: { id: 1 } })

  t.equal((await call(app, 'DELETE', '/books/1')).status, 204)
  t.equal((await call(app, 'DELETE', '/books/2', undefined, x('async'))).status, 204)
  t.strictSame((await rowsOf(db, Book)).map(row => row.id), [3])
})

eachDatabase(t, 'collection processGetInput consumes a parameter of its own (sync and async) and may refuse', async (t, { url }) => {
  const { app } = await hooked(t, url)
  for (const how of ['ok', 'async']) {
    const mine = await call(app, 'GET', '/hooked-books?mine=1&orderBy=-id', undefined, x(how))
    t.equal(mine.status, 200, how)
    t.strictSame(mine.body.Book.map((book: { id: number }) => book.id), [2, 1], `${how}: narrowed by the hook, ordered as asked`)
  }
  t.strictSame(seen.at(-1), { hook: 'collection', data: { mine: '1', orderBy: '-id' } })
  const all = await call(app, 'GET', '/hooked-books')
  t.strictSame(all.body.Book.map((book: { id: number }) => book.id), [1, 2, 3])
  const plain = await call(app, 'GET', '/plain-books?mine=1')
  t.equal(plain.status, 400, 'without the hook, the parameter is unknown')
  t.strictSame(plain.body, { message: 'mine is not a column in Book' })
  const unknown = await call(app, 'GET', '/hooked-books?mine=1&theirs=2')
  t.equal(unknown.status, 400, 'what the hook leaves is still checked')
  t.strictSame(unknown.body, { message: 'theirs is not a column in Book' })
  for (const how of ['fail', 'fail-async']) {
    const refused = await call(app, 'GET', '/hooked-books', undefined, x(how))
    t.equal(refused.status, 401, how)
    t.strictSame(refused.body, { message: 'Not for you' })
  }
})

// ---- malformed answers --------------------------------------------------------------------------

/** Hooks that answer with something that is not a hook result, chosen by `x-mode`. */
function malformed (how: string, query: HookQuery | undefined, data: Data): HookResult {
  const answers: Record<string, unknown> = {
    'no-status': { ok: true },
    undefined,
    null: null,
    string: 'yes',
    'status-string': { status: 'true' },
    'no-status-code': { status: false, message: 'Nope' },
    'status-code-200': { status: false, message: 'Nope', statusCode: 200 },
    'message-number': { status: false, message: 42, statusCode: 400 },
    'data-array': { status: true, query, data: [1, 2] },
    'query-object': { status: true, query: { where: {} }, data },
    'query-of-another-type': { status: true, query: new HookQuery(Author).where('id', 1), data }
  }
  return answers[how] as HookResult
}

class MalformedBooks extends ModelResource {
  static override modelClass = Book
  override processGetInput (query: HookQuery, data: Data): HookReturn { return malformed(mode(this), query, data) }
  override processPostInput (data: Data): HookReturn { return malformed(mode(this), undefined, data) }
  override processPutInput (query: HookQuery, data: Data): HookReturn { return malformed(mode(this), query, data) }
  override processPatchInput (query: HookQuery, data: Data): HookReturn { return malformed(mode(this), query, data) }
  override processDeleteInput (query: HookQuery): HookReturn { return malformed(mode(this), query, {}) }
}

class MalformedCollection extends CollectionModelResource {
  static override modelClass = Book
  override processGetInput (query: HookQuery, data: Data): HookReturn { return malformed(mode(this), query, data) }
}

eachDatabase(t, 'a malformed hook result is 500 "Internal Server Error", logged with the hook\'s name, and writes nothing', async (t, { url }) => {
  const lines: Array<Record<string, unknown>> = []
  const logger = errorLogInto(lines)
  const { app, db } = await openApp(t, url, { resources: [MalformedBooks, MalformedCollection], logger })
  await seedOneBook(db)
  const before = await snapshot(db)
  const requests: Array<[string, string, string, unknown]> = [
    ['processGetInput', 'GET', '/books/1', undefined],
    ['processPostInput', 'POST', '/books', { title: 'T', pubYear: 1, authorId: 1 }],
    ['processPutInput', 'PUT', '/books/1', { title: 'T', pubYear: 1, authorId: 1 }],
    ['processPatchInput', 'PATCH', '/books/1', { title: 'T' }],
    ['processDeleteInput', 'DELETE', '/books/1', undefined],
    ['processGetInput', 'GET', '/books', undefined]
  ]
  const kinds = ['no-status', 'undefined', 'null', 'string', 'status-string', 'no-status-code', 'status-code-200', 'message-number', 'data-array', 'query-object', 'query-of-another-type']
  for (const [hook, method, path, payload] of requests) {
    for (const how of kinds) {
      if (method === 'DELETE' && how === 'data-array') continue // a delete hook's data is not used
      if (method === 'POST' && how === 'query-of-another-type') continue // a create has no query to replace
      lines.length = 0
      const res = await call(app, method as 'GET', path, payload, x(how))
      t.equal(res.status, 500, `${method} ${path} ${how}`)
      t.strictSame(res.body, { message: 'Internal Server Error' }, `${method} ${path} ${how}`)
      t.ok(lines.some(line => line.hook === hook && String(line.msg).includes(hook)), `the log names ${hook}`)
    }
  }
  t.strictSame(await snapshot(db), before, 'nothing was written')
})

// ---- beforeCommit -------------------------------------------------------------------------------

const refuse: CommitHook<ModelResource> = (resource) =>
  resource.request.headers['x-mode'] === 'refuse' ? [false, 'Refused by review', 409] : [true, null, 200]

const seenRecords: Array<Record<string, unknown>> = []
const refuseAsync: CommitHook<ModelResource> = async (_resource, record, statusCode) => {
  seenRecords.push({ ...(record as unknown as Record<string, unknown>), statusCode })
  return [false, 'Not approved', 422]
}

class ReviewedBooks extends ModelResource {
  static override modelClass = Book
  static override clientIds = true // a PUT may create: beforeCommit refuses that too
  static override beforeCommit = { post: refuse, put: refuse, patch: refuse, delete: refuse }
}

class RefusingAuthors extends ModelResource {
  static override modelClass = Author
  static override statuses = { post: { 422: 'Not approved' }, put: { 422: 'Not approved' } }
  static override beforeCommit = { post: refuseAsync, put: refuseAsync }
}

eachDatabase(t, 'beforeCommit refusing rolls the write back: nothing is written, the client gets its message', async (t, { url }) => {
  const { app, db } = await openApp(t, url, { resources: [ReviewedBooks, RefusingAuthors] })
  await seedOneBook(db)
  const before = await snapshot(db)
  for (const [method, path, payload] of [
    ['POST', '/books', { title: 'T', pubYear: 1, authorId: 1 }],
    ['PUT', '/books/1', { title: 'T', pubYear: 1, authorId: 1 }],
    ['PUT', '/books/9', { title: 'T', pubYear: 1, authorId: 1 }],
    ['PATCH', '/books/1', { title: 'T' }],
    ['DELETE', '/books/1', undefined]
  ] as const) {
    const res = await call(app, method, path, payload, x('refuse'))
    t.equal(res.status, 409, `${method} ${path}`)
    t.strictSame(res.body, { message: 'Refused by review' }, `${method} ${path}`)
  }
  const authors = await call(app, 'POST', '/authors', { firstName: 'Bob', lastName: 'Ray' })
  t.equal(authors.status, 422, 'an async beforeCommit refuses the same way')
  t.strictSame(authors.body, { message: 'Not approved' })
  t.equal((await call(app, 'PUT', '/authors/1', { firstName: 'Ann', lastName: 'Changed' })).status, 422)
  t.strictSame(await snapshot(db), before, 'every write was rolled back')
  t.match(seenRecords[0], { id: 2, firstName: 'Bob', lastName: 'Ray', statusCode: 201 }, 'beforeCommit saw the flushed record (with its id) and the status')
  t.match(seenRecords[1], { id: 1, lastName: 'Changed', statusCode: 200 })

  const accepted = await call(app, 'POST', '/books', { title: 'Accepted', pubYear: 2, authorId: 1 })
  t.equal(accepted.status, 201, 'an accepting beforeCommit lets the write through with its own status')
  // (PostgreSQL's sequences are not transactional: the new id may skip the rolled-back ones.)
  t.strictSame((await rowsOf(db, Book)).map(row => [row.id, row.title]), [[1, 'First'], [accepted.body.id, 'Accepted']],
    'the rolled-back inserts left no row behind')
})

// ---- afterCommit --------------------------------------------------------------------------------

const USER = { authorization: 'User:1' }

async function withUsers (t: Test, url: string): Promise<Opened> {
  const opened = await openApp(t, url)
  for (const name of ['ann', 'bob']) {
    const res = await call(opened.app, 'POST', '/users', { username: name, password: 'pw', email: `${name}@example.com` })
    if (res.status !== 201) throw new Error(res.text)
  }
  return opened
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/

eachDatabase(t, 'the example Order: POST and PUT answer 202 with the Job started in the Order\'s transaction; GET and PATCH answer the Order', async (t, { url }) => {
  const { app, db } = await withUsers(t, url)
  const post = await call(app, 'POST', '/api/v2/orders', { ownerId: 1, description: 'Paint the fence' }, USER)
  t.equal(post.status, 202)
  t.equal(post.headers.location, '/api/v2/orders/1')
  t.strictSame(Object.keys(post.body), ['id', 'startedAt', 'statusId'], 'exactly the Job fields of serialFields')
  t.equal(post.body.id, 1)
  t.equal(post.body.statusId, 0)
  t.match(post.body.startedAt, DATE_TIME)
  t.match(await rowsOf(db, Job), [{ id: 1, ownerId: 1, orderId: 1, finishedAt: null, statusId: 0 }], 'the Job row exists')
  t.match(await rowsOf(db, Order), [{ id: 1, ownerId: 1, description: 'Paint the fence', statusId: 0 }], 'and the Order row')

  const put = await call(app, 'PUT', '/api/v2/orders/1', { ownerId: 1, description: 'Paint it again' }, USER)
  t.equal(put.status, 202)
  t.strictSame(Object.keys(put.body), ['id', 'startedAt', 'statusId'])
  t.equal(put.body.id, 2, 'a second job')
  t.equal(await countOf(db, Job), 2)

  const before = await snapshot(db)
  const created = await call(app, 'PUT', '/api/v2/orders/7', { ownerId: 1, description: 'New by PUT' }, USER)
  t.equal(created.status, 404, 'order ids are the server\'s (clientIds is off): a PUT creates none')
  t.strictSame(created.body, { message: 'Order with id 7 not found' })
  t.strictSame(await snapshot(db), before, 'no Order and no Job')

  const got = await call(app, 'GET', '/api/v2/orders/1', undefined, USER)
  t.equal(got.status, 200)
  t.strictSame(Object.keys(got.body), ['id', 'ownerId', 'description', 'orderedAt', 'statusId', 'jobs'])
  t.match(got.body, { id: 1, ownerId: 1, description: 'Paint it again', statusId: 0 })
  t.strictSame(got.body.jobs.map((job: Record<string, unknown>) => Object.keys(job)), [
    ['id', 'ownerId', 'orderId', 'startedAt', 'finishedAt', 'statusId'], ['id', 'ownerId', 'orderId', 'startedAt', 'finishedAt', 'statusId']
  ], 'the related jobs keep the full Job field list')
  t.strictSame(got.body.jobs.map((job: { id: number }) => job.id), [1, 2])

  const patch = await call(app, 'PATCH', '/api/v2/orders/1', { statusId: 3 }, USER)
  t.equal(patch.status, 200)
  t.match(patch.body, { id: 1, ownerId: 1, description: 'Paint it again', statusId: 3 })
  t.equal(patch.body.jobs.length, 2, 'PATCH answers the Order with its jobs, and starts none')
  t.equal(await countOf(db, Job), 2)
})

eachDatabase(t, 'the example owner hooks: a record of another owner is 404 to GET, PUT, PATCH and DELETE and stays unchanged', async (t, { url }) => {
  const { app, db } = await withUsers(t, url)
  t.equal((await call(app, 'POST', '/api/v2/orders', { ownerId: 1, description: 'Ann\'s' }, USER)).status, 202)
  const before = await snapshot(db)
  const bob = { authorization: 'User:2' }
  for (const [method, payload] of [
    ['GET', undefined], ['PUT', { ownerId: 2, description: 'Bob\'s now' }], ['PATCH', { description: 'Bob\'s now' }], ['DELETE', undefined]
  ] as const) {
    const res = await call(app, method, '/api/v2/orders/1', payload, bob)
    t.equal(res.status, 404, method)
    t.strictSame(res.body, { message: 'Order with id 1 not found' }, method)
  }
  t.strictSame(await snapshot(db), before, 'Ann\'s order is untouched')
  const list = await call(app, 'GET', '/api/v2/orders', undefined, bob)
  t.strictSame(list.body, { Order: [] }, 'Bob lists none of Ann\'s orders')
  t.equal((await call(app, 'GET', '/api/v2/orders', undefined, USER)).body.Order.length, 1)

  const mismatch = await call(app, 'POST', '/api/v2/orders', { ownerId: 1, description: 'For Ann' }, bob)
  t.equal(mismatch.status, 400)
  t.strictSame(mismatch.body, { message: 'The user id does not match the owner id' })
  const noHeader = await call(app, 'GET', '/api/v2/orders/1')
  t.equal(noHeader.status, 401)
  t.strictSame(noHeader.body, { message: 'Unauthorized User' })
  const noIdentity = await call(app, 'GET', '/api/v2/orders', undefined, { authorization: 'User' })
  t.equal(noIdentity.status, 400)
  t.strictSame(noIdentity.body, { message: 'The user id is not authorized' })
  const single = await call(app, 'GET', '/api/v2/orders/1', undefined, { authorization: 'User' })
  t.equal(single.status, 404)
  t.strictSame(single.body, { message: 'Not found' })
  t.strictSame(await snapshot(db), before)
})

const stop: CommitHook<ModelResource> = () => [false, 'Queued for review', 409]

class StoppedAuthors extends ModelResource {
  static override modelClass = Author
  static override afterCommit = { post: stop, delete: stop }
}

eachDatabase(t, 'afterCommit returning continue=false answers {message} with its status (the commit stands)', async (t, { url }) => {
  const { app, db } = await openApp(t, url, { resources: [StoppedAuthors] })
  const res = await call(app, 'POST', '/authors', { firstName: 'Ann', lastName: 'Lee' })
  t.equal(res.status, 409)
  t.strictSame(res.body, { message: 'Queued for review' })
  t.match(res.headers['content-type'], /^application\/json/)
  t.equal(res.headers.location, undefined, 'a refusal carries no Location, though the record was written')
  t.strictSame(await rowsOf(db, Author), [{ id: 1, firstName: 'Ann', lastName: 'Lee' }], 'it ran after the commit: the row exists')
  const gone = await call(app, 'DELETE', '/authors/1')
  t.equal(gone.status, 409)
  t.strictSame(gone.body, { message: 'Queued for review' })
  t.strictSame(await rowsOf(db, Author), [])
  const patch = await call(app, 'PATCH', '/authors/1', { firstName: 'Ann' })
  t.equal(patch.status, 404, 'methods without afterCommit answer as usual')
})

eachDatabase(t, 'a collection hook may order the list: a client orderBy wins, the resource orderBy is the fallback', async (t, { url }) => {
  class SortedBooks extends CollectionModelResource {
    static override modelClass = Book
    static override urlName = 'sorted'
    static override orderBy = ['title']
    override processGetInput (query: HookQuery, data: Data): HookResult {
      if ('newest' in data) {
        delete data.newest
        query.orderBy('-pubYear')
      }
      return { status: true, query, data }
    }
  }
  const { app } = await openApp(t, url, { resources: [AuthorResource, BookResource, SortedBooks] })
  await call(app, 'POST', '/authors', { firstName: 'Ann', lastName: 'Lee' })
  for (const [title, pubYear] of [['B', 2001], ['C', 1999], ['A', 2000]] as const) {
    t.equal((await call(app, 'POST', '/books', { title, pubYear, authorId: 1 })).status, 201)
  }
  const titles = async (path: string): Promise<string[]> => (await call(app, 'GET', path)).body.Book.map((book: { title: string }) => book.title)
  t.strictSame(await titles('/sorted'), ['A', 'B', 'C'], 'the resource orderBy')
  t.strictSame(await titles('/sorted?newest'), ['B', 'A', 'C'], 'the hook\'s order')
  t.strictSame(await titles('/sorted?newest&orderBy=-title'), ['C', 'B', 'A'], 'the client\'s orderBy')
})

// ---- GET hooks narrow nested records -------------------------------------------------------------

const Shelf = defineModel({
  name: 'QhShelf',
  tableName: 'qh_shelf',
  columns: { id: Column.Integer({ primaryKey: true }), name: Column.String(20, { nullable: false }) },
  relationships: { notes: Relationship.list('QhNote', { limit: 2 }) }
})

const Note = defineModel({
  name: 'QhNote',
  tableName: 'qh_note',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    title: Column.String(20, { nullable: false }),
    ownerId: Column.Integer({ nullable: false }),
    shelfId: Column.Integer({ nullable: false, foreignKey: 'qh_shelf.id' })
  }
})

const Pin = defineModel({
  name: 'QhPin',
  tableName: 'qh_pin',
  columns: { id: Column.Integer({ primaryKey: true }), noteId: Column.Integer({ nullable: false, foreignKey: 'qh_note.id' }) },
  relationships: { note: Relationship.single('QhNote') }
})

/** Linked to notes of any owner. */
const Board = defineModel({
  name: 'QhBoard',
  tableName: 'qh_board',
  columns: { id: Column.Integer({ primaryKey: true }) },
  relationships: { notes: Relationship.manyToMany('QhNote', { limit: 2 }) }
})

/** A caller's own notes only (`x-user`); without one, a refusal. */
function ownNotes (resource: { request: { headers: Record<string, unknown> } }, query: HookQuery, data: Data): HookResult {
  const user = resource.request.headers['x-user']
  if (user === undefined) return { status: false, message: 'Who are you?', statusCode: 401 }
  return { status: true, query: query.where('ownerId', Number(user)), data }
}

class Notes extends ModelResource {
  static override modelClass = Note
  static override statuses = { get: { 401: 'Who are you?' } }
  override processGetInput (query: HookQuery, data: Data): HookResult { return ownNotes(this, query, data) }
}
class NoteList extends CollectionModelResource {
  static override modelClass = Note
  static override statuses = { 401: 'Who are you?' }
  override processGetInput (query: HookQuery, data: Data): HookResult { return ownNotes(this, query, data) }
}
class Shelves extends ModelResource { static override modelClass = Shelf }
class ShelfList extends CollectionModelResource { static override modelClass = Shelf }
class Pins extends ModelResource {
  static override modelClass = Pin
  static override bulk = true
}
class PinList extends CollectionModelResource { static override modelClass = Pin }
class Boards extends ModelResource { static override modelClass = Board }
class BoardList extends CollectionModelResource { static override modelClass = Board }

/** Shelf 1 holds notes 1-4 (Ann's 1 and 3, Bob's 2 and 4), shelf 2 Bob's note 5; pin i pins note i; board 1 links notes 2-4, board 2 note 5. */
async function shelves (t: Test, url: string, more: Array<typeof ModelResource | typeof BatchResource> = []): Promise<Opened> {
  const opened = await openApp(t, url, { resources: [Notes, NoteList, Shelves, ShelfList, Pins, PinList, Boards, BoardList, ...more], models: [Shelf, Note, Pin, Board] })
  const em = opened.db.fork()
  em.create(Shelf, { name: 'one' } as never)
  em.create(Shelf, { name: 'two' } as never)
  await em.flush()
  for (const [title, ownerId, shelfId] of [['a1', 1, 1], ['b2', 2, 1], ['a3', 1, 1], ['b4', 2, 1], ['b5', 2, 2]] as const) em.create(Note, { title, ownerId, shelfId } as never)
  await em.flush()
  for (const noteId of [1, 2, 3, 4, 5]) em.create(Pin, { noteId } as never)
  await em.flush()
  const sql = em.getConnection()
  await sql.execute('insert into qh_board (id) values (1), (2)')
  await sql.execute('insert into qh_board_qh_note (qh_board_id, qh_note_id) values (1, 2), (1, 3), (1, 4), (2, 5)')
  return opened
}

const ANN = { 'x-user': '1' }
const note = (id: number, title: string, ownerId: number, shelfId: number): Record<string, unknown> => ({ id, title, ownerId, shelfId })

eachDatabase(t, 'a related type\'s GET hook narrows the records an answer nests: lists, singles, pages and fields', async (t, { url }) => {
  const { app, db } = await shelves(t, url)
  const before = await snapshot(db)
  const shelf = await call(app, 'GET', '/qh-shelves/1', undefined, ANN)
  // The list's limit (2) counts only the notes the caller may see: Bob's 2 does not take a place.
  t.strictSame([shelf.status, shelf.body], [200, { id: 1, name: 'one', notes: [note(1, 'a1', 1, 1), note(3, 'a3', 1, 1)] }], 'Ann sees her notes only')
  const bob = await call(app, 'GET', '/qh-shelves/1', undefined, { 'x-user': '2' })
  t.strictSame(bob.body, { id: 1, name: 'one', notes: [note(2, 'b2', 2, 1), note(4, 'b4', 2, 1)] })
  t.strictSame((await call(app, 'GET', '/qh-shelves', undefined, ANN)).body,
    { QhShelf: [{ id: 1, name: 'one', notes: [note(1, 'a1', 1, 1), note(3, 'a3', 1, 1)] }, { id: 2, name: 'two', notes: [] }] }, 'a page\'s lists alike')
  t.strictSame((await call(app, 'GET', '/qh-boards/1', undefined, ANN)).body, { id: 1, notes: [note(3, 'a3', 1, 1)] }, 'a many-to-many alike')
  t.strictSame((await call(app, 'GET', '/qh-boards', undefined, { 'x-user': '2' })).body,
    { QhBoard: [{ id: 1, notes: [note(2, 'b2', 2, 1), note(4, 'b4', 2, 1)] }, { id: 2, notes: [note(5, 'b5', 2, 2)] }] })
  t.strictSame((await call(app, 'GET', '/qh-shelves/1?fields=id,notes(title)', undefined, ANN)).body, { id: 1, notes: [{ title: 'a1' }, { title: 'a3' }] }, 'a field selection alike')
  t.strictSame((await call(app, 'GET', '/qh-pins/2', undefined, ANN)).body, { id: 2, noteId: 2, note: null }, 'a single the hook hides is null')
  t.strictSame((await call(app, 'GET', '/qh-pins/3', undefined, ANN)).body, { id: 3, noteId: 3, note: note(3, 'a3', 1, 1) })
  t.strictSame((await call(app, 'GET', '/qh-pins?id[le]=2', undefined, ANN)).body,
    { QhPin: [{ id: 1, noteId: 1, note: note(1, 'a1', 1, 1) }, { id: 2, noteId: 2, note: null }] })
  // The hook refuses a caller without identity: the nested records are absent, the answer stands.
  const nobody = await call(app, 'GET', '/qh-shelves/1')
  t.strictSame([nobody.status, nobody.body], [200, { id: 1, name: 'one', notes: [] }], 'a refusal hides the nested records')
  t.strictSame((await call(app, 'GET', '/qh-pins/1')).body, { id: 1, noteId: 1, note: null })
  const own = await call(app, 'GET', '/qh-notes/1')
  t.strictSame([own.status, own.body], [401, { message: 'Who are you?' }], 'the type\'s own GET still refuses')
  t.strictSame(await snapshot(db), before, 'nothing was written')
})

eachDatabase(t, 'a record\'s tag does not change with the nested records its reader may not see', async (t, { url }) => {
  const { app, db } = await shelves(t, url)
  const first = await call(app, 'GET', '/qh-shelves/1', undefined, ANN)
  const tag = String(first.headers.etag)
  // Bob's note on the shelf changes: Ann's answer, and so her tag, do not.
  await db.fork().nativeUpdate(Note, { id: 2 }, { title: 'changed' } as never)
  const again = await call(app, 'GET', '/qh-shelves/1', undefined, { ...ANN, 'if-none-match': tag })
  t.strictSame([again.status, again.text], [304, ''], 'not modified for Ann')
  const bob = await call(app, 'GET', '/qh-shelves/1', undefined, { 'x-user': '2' })
  t.strictSame(bob.body.notes, [note(2, 'changed', 2, 1), note(4, 'b4', 2, 1)])
  t.not(bob.headers.etag, tag, 'Bob\'s answer is another, with its own tag')
  // A selection with its own order is tagged by the record's whole answer, narrowed alike.
  const ordered = await call(app, 'GET', '/qh-shelves/1?fields=id,notes(title,orderBy=-id)', undefined, { ...ANN, 'if-none-match': tag })
  t.strictSame([ordered.status, ordered.text], [304, ''])
})

eachDatabase(t, 'a write answers the nested records its caller may see, and compares the tag of that caller\'s GET', async (t, { url }) => {
  const { app, db } = await shelves(t, url)
  const tag = String((await call(app, 'GET', '/qh-shelves/1', undefined, ANN)).headers.etag)
  const put = await call(app, 'PUT', '/qh-shelves/1', { name: 'uno' }, { ...ANN, 'if-match': tag })
  t.strictSame([put.status, put.body], [200, { id: 1, name: 'uno', notes: [note(1, 'a1', 1, 1), note(3, 'a3', 1, 1)] }], 'Ann\'s own tag matches; her notes only')
  const after = await call(app, 'GET', '/qh-shelves/1', undefined, ANN)
  t.strictSame([after.body, after.headers.etag], [put.body, put.headers.etag], 'the write\'s tag is her GET\'s')
  const stale = await call(app, 'PATCH', '/qh-shelves/1', { name: 'dos' }, { ...ANN, 'if-match': tag })
  t.strictSame([stale.status, stale.body], [412, { message: 'The record was changed since it was read (or does not exist): its ETag does not match If-Match' }], 'a tag of before the change is refused')
  const post = await call(app, 'POST', '/qh-pins', { noteId: 4 }, ANN)
  t.strictSame([post.status, post.body], [201, { id: 6, noteId: 4, note: null }], 'Bob\'s note is not shown in Ann\'s answer')
  const bulk = await call(app, 'POST', '/qh-pins', [{ noteId: 2 }, { noteId: 3 }], ANN)
  t.strictSame([bulk.status, bulk.body], [201, { QhPin: [{ id: 7, noteId: 2, note: null }, { id: 8, noteId: 3, note: note(3, 'a3', 1, 1) }] }], 'nor in a bulk answer')
  t.strictSame(await rowsOf(db, Shelf), [{ id: 1, name: 'uno' }, { id: 2, name: 'two' }])
})

eachDatabase(t, 'in a batch, a write whose afterCommit answers after the commit shows the nested records its caller may see', async (t, { url }) => {
  const keep: CommitHook<ModelResource> = (_resource, record, status) => [true, record, status]
  class NotedShelves extends ModelResource.of(Shelf, { urlName: 'noted-shelves', afterCommit: { put: keep, patch: keep } }) {}
  class Batch extends BatchResource.of([NotedShelves]) {}
  const { app, db } = await shelves(t, url, [NotedShelves, Batch])
  const res = await call(app, 'POST', '/batch', { operations: [
    { method: 'PUT', path: '/noted-shelves/1', body: { name: 'uno' } },
    { method: 'PATCH', path: '/noted-shelves/2', body: { name: 'dos' } }
  ] }, ANN)
  t.strictSame([res.status, res.body], [200, { results: [
    { status: 200, body: { id: 1, name: 'uno', notes: [note(1, 'a1', 1, 1), note(3, 'a3', 1, 1)] } },
    { status: 200, body: { id: 2, name: 'dos', notes: [] } }
  ] }], 'Ann\'s notes only, after the commit as before it')
  t.strictSame(await rowsOf(db, Shelf), [{ id: 1, name: 'uno' }, { id: 2, name: 'dos' }])
})

