// A call's own `signal` and `timeout`, on every call (`pages`, `all` and `batch` too), against the
// example API listening on a port, on SQLite and PostgreSQL: an abort is the client's Aborted
// (FMR_CLIENT_ABORTED), the request is cancelled (the server sees its connection closed), and a
// signal already aborted sends nothing; a walk's timeout is each page's request, not the walk's.
import type { Socket } from 'node:net'
import t, { type Test } from 'tap'
import { Aborted, createClient, TimedOut, type Client } from '../../client/index.ts'
import { Author, Book } from '../../examples/models.ts'
import { eachDatabase } from '../helpers/databases.ts'
import type { Opened } from '../helpers/app.ts'
import { listeningExample } from '../helpers/listening.ts'
import { rowsOf, snapshot } from '../helpers/state.ts'

type Api = { '/books': typeof Book, '/authors': typeof Author }

/** What the server saw: each request, and each held request (`x-hold`) whose connection the client closed. */
interface Seen {
  requests: string[]
  closed: string[]
  /** Resolves when a request with `x-hold` has come (it is then held until its connection closes). */
  held: () => Promise<void>
  /** Resolves when a held request's connection has closed. */
  gone: () => Promise<void>
  /** ms each request `slow` picks waits before it is handled. */
  delay: number
  slow: (method: string, url: string) => boolean
}

async function serve (t: Test, url: string): Promise<Opened & { base: string, api: Client<Api>, seen: Seen }> {
  let arrived!: () => void
  let closed!: () => void
  let arrival = new Promise<void>(resolve => { arrived = resolve })
  let closing = new Promise<void>(resolve => { closed = resolve })
  const seen: Seen = {
    requests: [],
    closed: [],
    held: async () => { await arrival; arrival = new Promise<void>(resolve => { arrived = resolve }) },
    gone: async () => { await closing; closing = new Promise<void>(resolve => { closed = resolve }) },
    delay: 0,
    slow: () => false
  }
  const opened = await listeningExample(t, url, {
    configure: app => app.addHook('onRequest', async (request, reply) => {
      seen.requests.push(`${request.method} ${request.url}`)
      if (request.headers['x-hold'] !== undefined) {
        // Held before its handler, until the client lets the connection go: nothing is written.
        const socket: Socket = request.raw.socket
        arrived()
        if (!socket.destroyed) await new Promise(resolve => socket.once('close', resolve))
        seen.closed.push(`${request.method} ${request.url}`)
        closed()
        reply.hijack()
        return
      }
      if (seen.slow(request.method, request.url)) await new Promise(resolve => setTimeout(resolve, seen.delay))
    })
  })
  return { ...opened, seen, api: createClient<Api>({ baseUrl: opened.base, schemas: { '/books': Book.schema } }) }
}

/** What `promise` rejects with. */
async function caught (promise: Promise<unknown>): Promise<Error & { code?: unknown, sent?: unknown }> {
  return await promise.then(() => { throw new Error('resolved') }, (error: Error) => error)
}

/** The first item of an iteration. */
async function first<T> (items: AsyncIterable<T>): Promise<T | undefined> {
  for await (const item of items) return item
  return undefined
}

// Tried as a new user would: a search box sent a list per keystroke, and the call a newer one
// replaced could not be cancelled; a `create` whose form was closed was sent anyway.
eachDatabase(t, 'a signal already aborted: every call rejects with Aborted, and nothing is sent', async (t, { url }) => {
  const { api, base, db, seen } = await serve(t, url)
  const books = api.resource('/books')
  const before = await snapshot(db)
  const controller = new AbortController()
  controller.abort(new Error('the form was closed'))
  const signal = controller.signal
  const calls: Array<[string, Promise<unknown>]> = [
    [`POST ${base}/books`, books.create({ title: 'Never', pubYear: 2000, authorId: 1 }, { signal })],
    [`GET ${base}/books/1`, books.get(1, { signal })],
    [`GET ${base}/books?maxPageSize=1`, books.list({ maxPageSize: 1, signal })],
    [`GET ${base}/books`, first(books.pages({ signal }))],
    [`GET ${base}/books?orderBy=id`, first(books.all({ orderBy: ['id'], signal, timeout: 1000 }))],
    [`PUT ${base}/books/1`, books.replace(1, { title: 'Never', pubYear: 2000, authorId: 1 }, { signal })],
    [`PATCH ${base}/books/1`, books.update(1, { title: 'Never' }, { signal })],
    [`DELETE ${base}/books/1`, books.delete(1, { signal })],
    [`POST ${base}/batch`, api.batch([{ method: 'POST', path: '/authors', body: { firstName: 'Never', lastName: 'Sent' } }], { signal })]
  ]
  for (const [request, call] of calls) {
    const error = await caught(call)
    t.ok(error instanceof Aborted && !(error instanceof TimedOut), request)
    t.strictSame([error.name, error.code, error.message, error.sent, error.cause],
      ['Aborted', 'FMR_CLIENT_ABORTED', `${request} was not sent: the call's signal was aborted`, false, signal.reason], request)
  }
  t.strictSame(seen.requests, [], 'the server saw no request')
  t.strictSame(await snapshot(db), before, 'nothing written')
})

eachDatabase(t, 'a signal aborted while the request waits: Aborted, and the server sees the connection closed', async (t, { url }) => {
  const { api, base, db, seen } = await serve(t, url)
  const books = api.resource('/books')
  const before = await snapshot(db)
  const controller = new AbortController()
  // The call's timeout is longer: the signal comes first, and it is no TimedOut.
  const creating = books.create({ title: 'Held', pubYear: 2000, authorId: 1 }, { signal: controller.signal, timeout: 10_000, headers: { 'x-hold': '1' } })
  await seen.held()
  controller.abort()
  const error = await caught(creating)
  t.ok(error instanceof Aborted)
  t.strictSame([error.code, error.message, error.sent, (error.cause as Error).name],
    ['FMR_CLIENT_ABORTED', `POST ${base}/books was aborted by the call's signal before its answer came`, true, 'AbortError'])
  await seen.gone()
  t.strictSame(seen.closed, ['POST /books'], 'the request was cancelled')
  t.strictSame(await snapshot(db), before, 'nothing written')

  // A signal that never aborts leaves the timeout as it was: its TimedOut, the connection closed too.
  const reading = books.get(1, { signal: new AbortController().signal, timeout: 50, headers: { 'x-hold': '1' } })
  const late = await caught(reading)
  t.strictSame([late instanceof TimedOut, late.code, late.message], [true, 'FMR_CLIENT_TIMEOUT', `GET ${base}/books/1 got no answer within 50 ms (the call's timeout)`])
  await seen.gone()
  t.strictSame(seen.closed, ['POST /books', 'GET /books/1'])

  // Not aborted, the signal changes nothing.
  t.equal((await books.get(1, { signal: new AbortController().signal })).title, 'First')
  t.strictSame((await rowsOf(db, Book)).map(row => row.title), ['First'])
})

eachDatabase(t, 'pages and all: the call\'s timeout is each page\'s request, and its signal ends the walk', async (t, { url }) => {
  const { api, base, seen } = await serve(t, url)
  const books = api.resource('/books')
  for (const title of ['Second', 'Third']) await books.create({ title, pubYear: 2000, authorId: 1 })
  seen.slow = (method, path) => method === 'GET' && path.startsWith('/books?')
  seen.delay = 120
  // Three pages of 120 ms each: more than the timeout in all, each within it.
  const pages: number[][] = []
  for await (const page of books.pages({ maxPageSize: 1, orderBy: ['id'], timeout: 300 })) pages.push(page.records.map(book => book.id))
  t.strictSame(pages, [[1], [2], [3]])
  const titles: string[] = []
  for await (const book of books.all({ maxPageSize: 1, orderBy: ['id'], timeout: 300 })) titles.push(book.title)
  t.strictSame(titles, ['First', 'Second', 'Third'])

  const late = await caught(first(books.pages({ maxPageSize: 1, timeout: 20 })))
  t.strictSame([late instanceof TimedOut, late.code, late.message], [true, 'FMR_CLIENT_TIMEOUT', `GET ${base}/books?maxPageSize=1 got no answer within 20 ms (the call's timeout)`])
  const lateRecord = await caught(first(books.all({ maxPageSize: 1, timeout: 20 })))
  t.strictSame([lateRecord instanceof TimedOut, lateRecord.code], [true, 'FMR_CLIENT_TIMEOUT'])

  // A signal aborted after the first record: the next page is never asked for.
  seen.delay = 0
  seen.requests.length = 0
  const controller = new AbortController()
  const read: number[] = []
  const stopped = await caught((async () => {
    for await (const book of books.all({ maxPageSize: 1, orderBy: ['id'], signal: controller.signal })) {
      read.push(book.id)
      controller.abort()
    }
  })())
  t.strictSame(read, [1])
  t.ok(stopped instanceof Aborted)
  t.strictSame([stopped.code, stopped.sent], ['FMR_CLIENT_ABORTED', false])
  t.equal(stopped.message, `GET ${base}/books?orderBy=id&maxPageSize=1&offset=1 was not sent: the call's signal was aborted`, 'the next page\'s')
  t.strictSame(seen.requests, ['GET /books?orderBy=id&maxPageSize=1'])
})

eachDatabase(t, 'batch: its own timeout, with its path or without', async (t, { url }) => {
  const { api, base, db, seen } = await serve(t, url)
  seen.slow = (method, path) => method === 'POST' && path === '/batch'
  seen.delay = 200
  // A read alone, so that the batch the server runs once the client gave up writes nothing.
  const late = await caught(api.batch([{ method: 'GET', path: '/books/1' }], { timeout: 20 }))
  t.strictSame([late instanceof TimedOut, late.code, late.message], [true, 'FMR_CLIENT_TIMEOUT', `POST ${base}/batch got no answer within 20 ms (the call's timeout)`])
  seen.delay = 0
  const [read] = await api.batch([{ method: 'GET', path: '/books/1' }], { path: '/batch', timeout: 5000 })
  t.strictSame([read.status, read.body.title], [200, 'First'])
  const [made] = await api.batch([{ method: 'POST', path: '/authors', body: { firstName: 'Bo', lastName: 'Ng' } }], '/batch')
  t.strictSame([made.status, (await rowsOf(db, Author)).map(row => row.lastName)], [201, ['Lee', 'Ng']])
})
