// If-None-Match on PUT, PATCH and DELETE (RFC 9110 §13.1.2): `*` makes a PUT create-only, a
// matching tag is a 412 and nothing is written; If-Match on a GET; malformed headers are 400s
// checked before anything is read; no error answer carries an ETag.
import t from 'tap'
import { ModelResource } from '../../plugin/index.ts'
import { Author, Book } from '../../examples/models.ts'
import type { Data, HookReturn } from '../../plugin/index.ts'
import type { HookQuery } from '../../lib/index.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { rowsOf, seedOneBook, snapshot } from '../helpers/state.ts'

const EXISTS = { message: 'The record exists and If-None-Match names its ETag (or is "*"): nothing was written' }
const CHANGED = { message: 'The record was changed since it was read (or does not exist): its ETag does not match If-Match' }
const BOOK = { title: 'Replaced', pubYear: 2001, authorId: 1 }

class ClientIdBooks extends ModelResource.of(Book, { clientIds: true }) {}
class GuardedBooks extends ModelResource.of(Book, { clientIds: true, requireIfMatch: true }) {}
/** Client ids, and a caller who may change only author 1's books. */
class OwnBooks extends ModelResource.of(Book, { clientIds: true }) {
  override processPutInput (query: HookQuery, data: Data): HookReturn {
    return { status: true, query: query.where({ authorId: 1 }), data }
  }
}

eachDatabase(t, 'If-None-Match: * on PUT creates only: a 412 where the record exists, a create where it does not', async (t, { url }) => {
  const { app, db } = await openApp(t, url, { resources: [ClientIdBooks] })
  await seedOneBook(db)
  const before = await snapshot(db)
  const refused = await call(app, 'PUT', '/books/1', BOOK, { 'if-none-match': '*' })
  t.strictSame([refused.status, refused.body, refused.headers.etag], [412, EXISTS, undefined])
  t.strictSame(await snapshot(db), before, 'the book was not replaced')
  const created = await call(app, 'PUT', '/books/7', BOOK, { 'if-none-match': '*' })
  t.equal(created.status, 201, 'no record 7: created')
  t.strictSame(created.body, { id: 7, isbn: null, ...BOOK, author: { id: 1, firstName: 'Ann', lastName: 'Lee', fullName: 'Ann Lee' }, tags: [] })
  t.equal(created.headers.etag, (await call(app, 'GET', '/books/7')).headers.etag)
  const twice = await call(app, 'PUT', '/books/7', { ...BOOK, title: 'Again' }, { 'if-none-match': '*' })
  t.strictSame([twice.status, twice.body], [412, EXISTS], 'the second create-only PUT finds the first')
  t.strictSame((await rowsOf(db, Book)).map(book => book.title), ['First', 'Replaced'])
  for (const [method, body] of [['PATCH', { title: 'X' }], ['DELETE', undefined]] as const) {
    const answer = await call(app, method, '/books/1', body, { 'if-none-match': '*' })
    t.strictSame([answer.status, answer.body, answer.headers.etag], [412, EXISTS, undefined], `${method}: the record exists`)
    t.equal((await call(app, method, '/books/9', body, { 'if-none-match': '*' })).status, 404, `${method} of no record: still a 404`)
  }
  t.strictSame((await rowsOf(db, Book)).map(book => book.title), ['First', 'Replaced'])
})

eachDatabase(t, 'a create-only PUT (If-None-Match: *) to a record the caller may not change is a 404, as without the header: nothing taken over, nothing locked', async (t, { url }) => {
  const { app, db } = await openApp(t, url, { resources: [OwnBooks] })
  await seedOneBook(db)
  const em = db.fork()
  const other = em.create(Author, { firstName: 'Bo', lastName: 'Ek' })
  await em.flush()
  em.create(Book, { id: 2, title: 'Theirs', pubYear: 1999, authorId: other.id })
  await em.flush()
  const before = await snapshot(db)
  for (const headers of [{ 'if-none-match': '*' }, {}] as Array<Record<string, string>>) {
    const answer = await call(app, 'PUT', '/books/2', BOOK, headers)
    t.strictSame([answer.status, answer.body, answer.headers.etag], [404, { message: 'Book with id 2 not found' }, undefined], `PUT ${JSON.stringify(headers)}`)
  }
  t.strictSame(await snapshot(db), before, 'the other author\'s book is as it was')
  const created = await call(app, 'PUT', '/books/3', BOOK, { 'if-none-match': '*' })
  t.equal(created.status, 201, 'a free id is created')
})

eachDatabase(t, 'requireIfMatch takes a create-only PUT (If-None-Match: *) without If-Match: it never overwrites', async (t, { url }) => {
  const { app, db } = await openApp(t, url, { resources: [GuardedBooks] })
  await seedOneBook(db)
  const created = await call(app, 'PUT', '/books/7', BOOK, { 'if-none-match': '*' })
  t.equal(created.status, 201)
  const exists = await call(app, 'PUT', '/books/1', BOOK, { 'if-none-match': '*' })
  t.strictSame([exists.status, exists.body], [412, EXISTS])
  for (const [method, body] of [['PATCH', { title: 'X' }], ['DELETE', undefined], ['PUT', BOOK]] as const) {
    const answer = await call(app, method, '/books/1', body, { 'if-none-match': method === 'PUT' ? '"other"' : '*' })
    t.strictSame([answer.status, answer.body], [428, { message: 'Send If-Match with the ETag of the record as it was read' }], `${method}: still a 428`)
  }
  t.strictSame((await rowsOf(db, Book)).map(book => [book.id, book.title]), [[1, 'First'], [7, 'Replaced']])
})

eachDatabase(t, 'If-None-Match naming the current tag on PUT, PATCH or DELETE: 412, nothing written; another tag: the write', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  await seedOneBook(db)
  const tag = (await call(app, 'GET', '/books/1')).headers.etag as string
  const before = await snapshot(db)
  for (const [method, body] of [['PUT', BOOK], ['PATCH', { title: 'X' }], ['DELETE', undefined]] as const) {
    for (const header of [tag, `W/${tag}`, `"other", ${tag}`]) {
      const answer = await call(app, method, '/books/1', body, { 'if-none-match': header })
      t.strictSame([answer.status, answer.body, answer.headers.etag], [412, EXISTS, undefined], `${method} with ${header}`)
    }
  }
  t.strictSame(await snapshot(db), before, 'nothing written')
  // Both headers: If-Match is evaluated first (RFC 9110 §13.2.2).
  const both = await call(app, 'PATCH', '/books/1', { title: 'X' }, { 'if-match': '"stale"', 'if-none-match': tag })
  t.strictSame([both.status, both.body], [412, CHANGED])
  const passes = await call(app, 'PATCH', '/books/1', { title: 'Second' }, { 'if-match': tag, 'if-none-match': '"other"' })
  t.equal(passes.status, 200, 'If-Match holds and If-None-Match names another tag')
  const deleted = await call(app, 'DELETE', '/books/1', undefined, { 'if-none-match': tag })
  t.equal(deleted.status, 204, 'the old tag is no longer the record\'s')
  t.strictSame(await rowsOf(db, Book), [])
})

eachDatabase(t, 'If-Match on a GET: the record when it holds, a 412 without the tag when it does not', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  await seedOneBook(db)
  const tag = (await call(app, 'GET', '/books/1')).headers.etag as string
  const holds = await call(app, 'GET', '/books/1', undefined, { 'if-match': tag })
  t.strictSame([holds.status, holds.headers.etag, holds.body.title], [200, tag, 'First'])
  const fails = await call(app, 'GET', '/books/1?fields=id', undefined, { 'if-match': '"other"' })
  t.strictSame([fails.status, fails.body, fails.headers.etag], [412, CHANGED, undefined])
  t.equal((await call(app, 'GET', '/books/1', undefined, { 'if-match': '*' })).status, 200)
  const page = await call(app, 'GET', '/books', undefined, { 'if-match': '"other"' })
  t.strictSame([page.status, page.headers.etag], [412, undefined], 'a page: its weak tag never matches strongly')
})

eachDatabase(t, 'a malformed conditional header is a 400 without ETag on every method, before anything is read', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  await seedOneBook(db)
  const before = await snapshot(db)
  for (const header of ['if-match', 'if-none-match'] as const) {
    const name = header === 'if-match' ? 'If-Match' : 'If-None-Match'
    for (const value of ['" "', 'abc', '"a" "b"', '"a", *']) {
      for (const [method, path, body] of [
        ['GET', '/books/1', undefined], ['GET', '/books/1?fields=id', undefined], ['GET', '/books/9', undefined], ['GET', '/books', undefined],
        ['PUT', '/books/1', BOOK], ['PATCH', '/books/1', { title: 'X' }], ['DELETE', '/books/1', undefined], ['PATCH', '/books/9', { title: 'X' }]
      ] as const) {
        const answer = await call(app, method, path, body, { [header]: value })
        t.strictSame([answer.status, answer.body, answer.headers.etag], [400, { message: `The ${name} header is not "*" or a list of entity tags` }, undefined], `${method} ${path} ${name}: ${value}`)
      }
    }
  }
  t.strictSame(await snapshot(db), before, 'nothing written')
})

eachDatabase(t, 'no error answer carries an ETag: 404, 409, 400 and 412 after a conditional header', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  await seedOneBook(db)
  const tag = (await call(app, 'GET', '/books/1')).headers.etag as string
  const before = await snapshot(db)
  const answers = {
    notFound: await call(app, 'PATCH', '/books/9', { title: 'X' }, { 'if-match': '*' }),
    invalid: await call(app, 'PATCH', '/books/1', { pubYear: 'soon' }, { 'if-match': tag }),
    conflict: await call(app, 'PATCH', '/books/1', { authorId: 99 }, { 'if-match': tag }),
    stale: await call(app, 'PUT', '/books/1', BOOK, { 'if-match': '"stale"' }),
    exists: await call(app, 'DELETE', '/books/1', undefined, { 'if-none-match': tag }),
    getNotFound: await call(app, 'GET', '/books/9', undefined, { 'if-none-match': '*' })
  }
  t.strictSame(Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, [answer.status, answer.headers.etag]])), {
    notFound: [404, undefined], invalid: [400, undefined], conflict: [409, undefined], stale: [412, undefined], exists: [412, undefined], getNotFound: [404, undefined]
  })
  t.strictSame(await snapshot(db), before, 'nothing written')
})
