// A GET's answer is hashed and sent as one text: a long one encoded to UTF-8 once, the very bytes
// hashed for its tag sent, a record's and a page's alike, with text past Latin-1 (a dash, quote
// marks) that V8 encodes slowly; a short one as its text. An app's own onSend hook sees that
// payload, and HEAD and a 304 answer as before.
import { hash } from 'node:crypto'
import t from 'tap'
import { Author, Book } from '../../examples/models.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'

const digest = (bytes: Buffer): string => hash('sha256', bytes, 'base64url').slice(0, 22)
const TITLE = 'Tea — “strong”, ½ cup'
const AUTHOR = { id: 1, firstName: 'Zoë', lastName: 'Ó Súilleabháin', fullName: 'Zoë Ó Súilleabháin' }
const BOOK = { id: 1, isbn: null, title: TITLE, pubYear: 1990, authorId: 1, author: AUTHOR, tags: [] }

eachDatabase(t, 'a GET sends the bytes its tag was computed from: a short answer as its text, a long one as one Buffer', async (t, { url }) => {
  const seen = new Map<string, unknown>()
  const { app, db } = await openApp(t, url, {
    configure: app => app.addHook('onSend', async (request, _reply, payload) => { seen.set(`${request.method} ${request.url}`, payload) })
  })
  const em = db.fork()
  em.create(Author, { firstName: AUTHOR.firstName, lastName: AUTHOR.lastName } as never)
  await em.flush()
  // 15 books: a page of them is past 2,048 characters, sent as bytes; one book is short, sent as text.
  for (let n = 0; n < 15; n++) em.create(Book, { title: TITLE, pubYear: 1990, authorId: 1 } as never)
  await em.flush()

  const one = await app.inject('/books/1')
  t.equal(one.statusCode, 200)
  t.strictSame(one.json(), BOOK)
  t.equal(one.headers.etag, `"${digest(one.rawPayload)}"`, 'the strong tag is the digest of the bytes sent')
  t.equal(one.headers['content-length'], String(Buffer.byteLength(one.body)), 'its length counts bytes, not characters')
  t.equal(seen.get('GET /books/1'), one.body, 'onSend sees a short answer as the text hashed')

  const page = await app.inject('/books')
  t.equal(page.statusCode, 200)
  t.strictSame(page.json(), { Book: Array.from({ length: 15 }, (_, n) => ({ ...BOOK, id: n + 1 })) })
  t.ok(page.body.length > 2048, 'the page is long')
  t.equal(page.headers.etag, `W/"${digest(page.rawPayload)}"`, 'the weak tag is the digest of the bytes sent')
  t.equal(page.headers['content-length'], String(page.rawPayload.length))
  t.ok(Buffer.isBuffer(seen.get('GET /books')), 'onSend sees the long page as bytes')
  t.equal((seen.get('GET /books') as Buffer).toString('utf8'), page.body)

  const head = await app.inject({ method: 'HEAD', url: '/books/1' })
  t.strictSame([head.statusCode, head.headers.etag, head.headers['content-length'], head.body], [200, one.headers.etag, one.headers['content-length'], ''])
  const unchanged = await app.inject({ url: '/books/1', headers: { 'if-none-match': one.headers.etag as string } })
  t.strictSame([unchanged.statusCode, unchanged.headers.etag, unchanged.body], [304, one.headers.etag, ''])
  const pageUnchanged = await app.inject({ url: '/books', headers: { 'if-none-match': page.headers.etag as string } })
  t.strictSame([pageUnchanged.statusCode, pageUnchanged.body], [304, ''])

  // The tag a GET gave holds for a write, as before.
  const patched = await app.inject({ method: 'PATCH', url: '/books/1', headers: { 'if-match': one.headers.etag as string }, payload: { pubYear: 1991 } })
  t.strictSame([patched.statusCode, patched.json().pubYear], [200, 1991])
  t.equal(patched.headers.etag, (await app.inject('/books/1')).headers.etag, 'the write answer carries the next GET\'s tag')
})
