// Conditional requests (extensions §4): strong ETags of single records, weak ones of collection
// pages, If-None-Match → 304, If-Match checked inside the write (412), requireIfMatch → 428.
import t from 'tap'
import { ModelResource } from '../../plugin/index.ts'
import { Book, Order, User } from '../../examples/models.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { rowsOf, seedOneBook, snapshot } from '../helpers/state.ts'

const STRONG = /^"[A-Za-z0-9_-]{22}"$/
const WEAK = /^W\/"[A-Za-z0-9_-]{22}"$/

eachDatabase(t, 'single answers carry a strong ETag of the record as its GET shows it', async (t, { url }) => {
  const { app } = await openApp(t, url)
  const author = await call(app, 'POST', '/authors', { firstName: 'Ann', lastName: 'Lee' })
  const created = await call(app, 'POST', '/books', { title: 'First', pubYear: 1990, authorId: author.body.id })
  t.equal(created.status, 201)
  t.match(created.headers.etag, STRONG)
  const read = await call(app, 'GET', '/books/1')
  t.equal(read.status, 200)
  t.equal(read.headers.etag, created.headers.etag, 'the POST answer carries the tag a GET gives')
  t.equal((await call(app, 'GET', '/books/1')).headers.etag, read.headers.etag, 'the same record, the same tag')

  const patched = await call(app, 'PATCH', '/books/1', { title: 'Second' })
  t.equal(patched.status, 200)
  t.not(patched.headers.etag, read.headers.etag, 'a change changes the tag')
  t.equal((await call(app, 'GET', '/books/1')).headers.etag, patched.headers.etag)
  const put = await call(app, 'PUT', '/books/1', { title: 'Second', pubYear: 1990, authorId: 1 })
  t.equal(put.status, 200)
  t.equal(put.headers.etag, patched.headers.etag, 'a PUT that changes nothing keeps the tag')

  // The related record the GET includes is part of the tag.
  await call(app, 'PATCH', '/authors/1', { lastName: 'Le Guin' })
  const after = await call(app, 'GET', '/books/1')
  t.equal(after.body.author.lastName, 'Le Guin')
  t.not(after.headers.etag, put.headers.etag, "a change to the book's author changes the book's tag")

  const deleted = await call(app, 'DELETE', '/books/1', undefined, { 'if-match': after.headers.etag as string })
  t.equal(deleted.status, 204)
  t.equal(deleted.headers.etag, undefined, 'a deleted record has no tag')
})

eachDatabase(t, 'a write-only column is not part of the tag: a password change cannot be seen through it', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  const created = await call(app, 'POST', '/users', { username: 'ann', password: 'one', email: 'ann@example.com', dateJoined: '2024-01-02' })
  t.equal(created.status, 201)
  const before = await call(app, 'GET', '/users/1')
  const changed = await call(app, 'PATCH', '/users/1', { password: 'two' }, { 'if-match': before.headers.etag as string })
  t.equal(changed.status, 200)
  t.equal(changed.headers.etag, before.headers.etag, 'the answer shows the same user: the same tag')
  t.equal((await call(app, 'GET', '/users/1')).headers.etag, before.headers.etag)
  t.equal((await rowsOf(db, User))[0].password, 'two', 'the password was written')
  const renamed = await call(app, 'PATCH', '/users/1', { username: 'anna' })
  t.not(renamed.headers.etag, before.headers.etag, 'a visible column changes it')
})

eachDatabase(t, 'If-None-Match: 304 without a body when a tag matches (weak comparison), 200 otherwise', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  await seedOneBook(db)
  const tag = (await call(app, 'GET', '/books/1')).headers.etag as string
  for (const header of [tag, `W/${tag}`, `"other", ${tag}`, '*', `"a",W/"b" , ${tag}`, `, "x,y",, ${tag},`]) {
    const answer = await call(app, 'GET', '/books/1', undefined, { 'if-none-match': header })
    t.equal(answer.status, 304, header)
    t.equal(answer.text, '', `${header}: no body`)
    t.equal(answer.headers.etag, tag, `${header}: the tag is sent`)
    t.equal(answer.headers['content-type'], undefined)
  }
  const head = await app.inject({ method: 'HEAD', url: '/books/1', headers: { 'if-none-match': tag } })
  t.equal(head.statusCode, 304, 'HEAD as GET')
  t.equal(head.headers.etag, tag)
  t.equal(head.body, '')
  const pageTag = (await call(app, 'GET', '/books')).headers.etag as string
  const pageHead = await app.inject({ method: 'HEAD', url: '/books', headers: { 'if-none-match': pageTag } })
  t.strictSame([pageHead.statusCode, pageHead.headers.etag, pageHead.body], [304, pageTag, ''], 'HEAD of a page as its GET')
  const other = await call(app, 'GET', '/books/1', undefined, { 'if-none-match': '"other", W/"another"' })
  t.equal(other.status, 200)
  t.equal(other.body.title, 'First')
  t.equal((await call(app, 'GET', '/books/9', undefined, { 'if-none-match': '*' })).status, 404, 'no record: no 304')
  for (const header of ['abc', '"unclosed', 'W/abc', '"a" "b"', '"a" ,x', ',', ' ', '"a", *', 'w/"a"']) {
    const answer = await call(app, 'GET', '/books/1', undefined, { 'if-none-match': header })
    t.equal(answer.status, 400, `${header} is malformed`)
    t.strictSame(answer.body, { message: 'The If-None-Match header is not "*" or a list of entity tags' })
  }
  // A POST reads neither header: a new record has no tag to compare, malformed or not.
  const created = await call(app, 'POST', '/books', { title: 'Second', pubYear: 1991, authorId: 1 }, { 'if-match': 'abc', 'if-none-match': 'abc' })
  t.strictSame([created.status, created.body.title], [201, 'Second'])
})

eachDatabase(t, 'collection pages carry a weak ETag of the body; If-None-Match gives 304 until the page changes', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  await seedOneBook(db)
  const page = await call(app, 'GET', '/books?count=true')
  t.equal(page.status, 200)
  t.match(page.headers.etag, WEAK)
  const same = await call(app, 'GET', '/books?count=true', undefined, { 'if-none-match': page.headers.etag as string })
  t.equal(same.status, 304)
  t.equal(same.text, '')
  t.equal(same.headers.etag, page.headers.etag)
  t.equal(same.headers['x-total-count'], '1', 'the headers of the answer stay')
  await call(app, 'PATCH', '/books/1', { pubYear: 1991 })
  const changed = await call(app, 'GET', '/books?count=true', undefined, { 'if-none-match': page.headers.etag as string })
  t.equal(changed.status, 200)
  t.equal(changed.body.Book[0].pubYear, 1991)
  t.not(changed.headers.etag, page.headers.etag)
  const bad = await call(app, 'GET', '/books', undefined, { 'if-none-match': 'nope' })
  t.equal(bad.status, 400)
  t.strictSame(bad.body, { message: 'The If-None-Match header is not "*" or a list of entity tags' })
})

eachDatabase(t, 'a page\'s 304 keeps its Link to the next page, as the OpenAPI document says', async (t, { url }) => {
  // Tried as a new user would: the 304 sent the Link its OpenAPI answer did not list (the check threw).
  const { app, db } = await openApp(t, url)
  await seedOneBook(db)
  await call(app, 'POST', '/books', { title: 'Second', pubYear: 1991, authorId: 1 })
  const page = await call(app, 'GET', '/books?maxPageSize=1')
  t.equal(page.headers.link, '</books?maxPageSize=1&offset=1>; rel="next"')
  const same = await call(app, 'GET', '/books?maxPageSize=1', undefined, { 'if-none-match': page.headers.etag as string })
  t.strictSame([same.status, same.text, same.headers.etag, same.headers.link], [304, '', page.headers.etag, page.headers.link])
})

eachDatabase(t, 'If-Match: the write happens only when the tag is current; 412 writes nothing', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  await seedOneBook(db)
  const tag = (await call(app, 'GET', '/books/1')).headers.etag as string
  const changed = await call(app, 'PATCH', '/books/1', { title: 'Second' }, { 'if-match': tag })
  t.equal(changed.status, 200)
  t.equal(changed.body.title, 'Second')
  const before = await snapshot(db)
  for (const [method, body] of [['PATCH', { title: 'Lost' }], ['PUT', { title: 'Lost', pubYear: 1, authorId: 1 }], ['DELETE', undefined]] as const) {
    for (const header of [tag, `W/${changed.headers.etag as string}`]) {
      const stale = await call(app, method, '/books/1', body, { 'if-match': header })
      t.equal(stale.status, 412, `${method} with ${header}`)
      t.strictSame(stale.body, { message: 'The record was changed since it was read (or does not exist): its ETag does not match If-Match' })
    }
  }
  t.strictSame(await snapshot(db), before, 'nothing written')
  const listed = await call(app, 'PUT', '/books/1', { title: 'Third', pubYear: 1990, authorId: 1 }, { 'if-match': `"old", ${changed.headers.etag as string}` })
  t.equal(listed.status, 200, 'a list holding the current tag')
  const any = await call(app, 'PATCH', '/books/1', { title: 'Fourth' }, { 'if-match': '*' })
  t.equal(any.status, 200, '* on a record that exists')
  t.equal((await rowsOf(db, Book))[0].title, 'Fourth')

  for (const header of ['abc', 'W/"a" x', '"a";']) {
    const bad = await call(app, 'PATCH', '/books/1', { title: 'Bad' }, { 'if-match': header })
    t.equal(bad.status, 400, header)
    t.strictSame(bad.body, { message: 'The If-Match header is not "*" or a list of entity tags' })
  }
  t.equal((await rowsOf(db, Book))[0].title, 'Fourth', 'a malformed If-Match writes nothing')
})

eachDatabase(t, 'If-Match on a record that does not exist: 412 where a PUT would create it, nothing created; 404 otherwise', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  await seedOneBook(db)
  const before = await snapshot(db)
  for (const header of ['*', '"a"']) {
    const put = await call(app, 'PUT', '/books/7', { title: 'New', pubYear: 2000, authorId: 1 }, { 'if-match': header })
    t.equal(put.status, 412, `PUT with ${header}`)
    t.strictSame(put.body, { message: 'The record was changed since it was read (or does not exist): its ETag does not match If-Match' })
    t.equal((await call(app, 'PATCH', '/books/7', { title: 'New' }, { 'if-match': header })).status, 404, `PATCH with ${header}`)
    t.equal((await call(app, 'DELETE', '/books/7', undefined, { 'if-match': header })).status, 404, `DELETE with ${header}`)
  }
  t.strictSame(await snapshot(db), before, 'nothing created')
})

eachDatabase(t, "another owner's record is a 404 under If-Match, never a 412", async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  for (const name of ['ann', 'bob']) {
    await call(app, 'POST', '/users', { username: name, password: 'pw', email: `${name}@example.com` })
  }
  const ann = { authorization: 'User:1' }
  const bob = { authorization: 'User:2' }
  t.equal((await call(app, 'POST', '/api/v2/orders', { ownerId: 1, description: 'Ann' }, ann)).status, 202)
  const read = await call(app, 'GET', '/api/v2/orders/1', undefined, ann)
  t.match(read.headers.etag, STRONG)
  const before = await snapshot(db)
  for (const header of [read.headers.etag as string, '"stale"', '*']) {
    const patch = await call(app, 'PATCH', '/api/v2/orders/1', { description: 'Bob' }, { ...bob, 'if-match': header })
    t.equal(patch.status, 404, `PATCH with ${header}`)
    t.strictSame(patch.body, { message: 'Order with id 1 not found' })
    const del = await call(app, 'DELETE', '/api/v2/orders/1', undefined, { ...bob, 'if-match': header })
    t.equal(del.status, 404, `DELETE with ${header}`)
  }
  t.strictSame(await snapshot(db), before)
  for (const header of [read.headers.etag as string, '*']) {
    const peek = await call(app, 'GET', '/api/v2/orders/1', undefined, { ...bob, 'if-none-match': header })
    t.strictSame([peek.status, peek.headers.etag, peek.body], [404, undefined, { message: 'Order with id 1 not found' }], `If-None-Match ${header} tells Bob nothing`)
  }
  const stale = await call(app, 'PATCH', '/api/v2/orders/1', { description: 'Ann again' }, { ...ann, 'if-match': '"stale"' })
  t.equal(stale.status, 412, 'the owner gets the 412')
  const fresh = await call(app, 'PATCH', '/api/v2/orders/1', { description: 'Ann again' }, { ...ann, 'if-match': read.headers.etag as string })
  t.equal(fresh.status, 200, 'through the beforeCommit path as well')
  t.equal((await rowsOf(db, Order))[0].description, 'Ann again')
})

class GuardedBooks extends ModelResource.of(Book, { requireIfMatch: true, clientIds: true }) {}

eachDatabase(t, 'requireIfMatch: a PUT, PATCH or DELETE without If-Match is a 428; reads and creates are not', async (t, { url }) => {
  const { app, db } = await openApp(t, url, { resources: [GuardedBooks] })
  await seedOneBook(db)
  const before = await snapshot(db)
  for (const [method, body] of [['PATCH', { title: 'X' }], ['PUT', { title: 'X', pubYear: 1, authorId: 1 }], ['DELETE', undefined]] as const) {
    for (const path of ['/books/1', '/books/7']) {
      const answer = await call(app, method, path, body)
      t.equal(answer.status, 428, `${method} ${path}`)
      t.strictSame(answer.body, { message: "Send If-Match with the ETag of the record as it was read" })
    }
  }
  t.strictSame(await snapshot(db), before)
  const read = await call(app, 'GET', '/books/1')
  t.equal(read.status, 200)
  t.equal((await call(app, 'PATCH', '/books/1', { title: 'X' }, { 'if-match': read.headers.etag as string })).status, 200)
  t.equal((await call(app, 'POST', '/books', { title: 'New', pubYear: 2000, authorId: 1 })).status, 201)
})

eachDatabase(t, 'a field selection answers the record\'s own tag: good for If-Match, a 304 until the record changes', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  await seedOneBook(db)
  const whole = await call(app, 'GET', '/books/1')
  const narrow = await call(app, 'GET', '/books/1?fields=id,title')
  t.equal(narrow.status, 200)
  t.strictSame(narrow.body, { id: 1, title: 'First' })
  t.equal(narrow.headers.etag, whole.headers.etag, 'the same record, the same tag')
  const again = await call(app, 'GET', '/books/1?fields=id', undefined, { 'if-none-match': narrow.headers.etag as string })
  t.strictSame([again.status, again.text, again.headers.etag], [304, '', whole.headers.etag], 'a 304 for any selection of the unchanged record')
  // A change the selection does not show still changes the tag: the narrowed read's 304 stays right.
  t.equal((await call(app, 'PATCH', '/authors/1', { lastName: 'Le Guin' })).status, 200)
  const renamed = await call(app, 'GET', '/books/1?fields=id,title', undefined, { 'if-none-match': narrow.headers.etag as string })
  t.equal(renamed.status, 200, 'the author shown by the GET was renamed')
  t.strictSame(renamed.body, { id: 1, title: 'First' })
  t.equal(renamed.headers.etag, (await call(app, 'GET', '/books/1')).headers.etag)
  const written = await call(app, 'PATCH', '/books/1', { title: 'Second' }, { 'if-match': renamed.headers.etag as string })
  t.equal(written.status, 200, 'a tag read with fields is good for If-Match')
  t.equal((await rowsOf(db, Book))[0].title, 'Second')
  const stale = await call(app, 'PATCH', '/books/1', { title: 'Third' }, { 'if-match': renamed.headers.etag as string })
  t.strictSame([stale.status, stale.headers.etag], [412, undefined], 'and stale once the record changed')
  // A list with its own limit and order: another read for the answer, the same tag.
  const author = await call(app, 'GET', '/authors/1')
  const limited = await call(app, 'GET', '/authors/1?fields=id,books(title,limit=1,orderBy=-pubYear)')
  t.strictSame([limited.status, limited.body, limited.headers.etag], [200, { id: 1, books: [{ title: 'Second' }] }, author.headers.etag])
})
