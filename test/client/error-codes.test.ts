// The errors the typed client raises itself (no answer, an answer not of the kind asked for, a
// 304 it holds no copy for, a subscription closed before the server took it): each has a stable
// `code`, as the server's refusals do, and none is a server's. Over real HTTP: a port nothing
// listens on, and servers answering what the client does not expect. And a subscription whose
// resumption a proxy answers 502, 503 or 504: an outage, tried again, not an error.
import { readFileSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import Fastify, { type FastifyInstance } from 'fastify'
import t, { type Test } from 'tap'
import {
  Aborted, AnswerMismatch, ApiError, CLIENT_CODES, createClient, createSubscriber, NotModified, SubscriptionClosed, TimedOut, Unreachable
} from '../../client/index.ts'
import { Book } from '../../examples/models.ts'

type Api = { '/books': typeof Book }

async function listening (t: Test, app: FastifyInstance): Promise<string> {
  t.teardown(() => app.close())
  await app.listen({ host: '127.0.0.1', port: 0 })
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
}

/** The base URL of a port nothing listens on. */
async function closedPort (): Promise<string> {
  const probe = createServer()
  await new Promise<void>(resolve => probe.listen(0, '127.0.0.1', resolve))
  const port = (probe.address() as AddressInfo).port
  await new Promise(resolve => probe.close(resolve))
  return `http://127.0.0.1:${port}`
}

/** What `promise` rejects with. */
async function caught (promise: Promise<unknown>): Promise<Error & { code?: unknown }> {
  return await promise.then(() => { throw new Error('resolved') }, (error: Error) => error)
}

t.test('the client\'s own codes are its own: none is a code of the server\'s catalogue', async t => {
  const serverCodes = [...readFileSync(new URL('../../lib/errors.ts', import.meta.url), 'utf8').matchAll(/'(FMR_[A-Z_]+)'/g)].map(match => match[1])
  t.ok(serverCodes.length > 50, 'the catalogue is read')
  t.strictSame(Object.values(CLIENT_CODES).filter(code => serverCodes.includes(code)), [])
  t.strictSame(Object.values(CLIENT_CODES), ['FMR_CLIENT_UNREACHABLE', 'FMR_CLIENT_ANSWER_MISMATCH', 'FMR_CLIENT_NOT_MODIFIED', 'FMR_CLIENT_CLOSED', 'FMR_CLIENT_TIMEOUT', 'FMR_CLIENT_ABORTED'])
})

t.test('no answer at all: FMR_CLIENT_UNREACHABLE, from a call and from a subscription', async t => {
  const base = await closedPort()
  const down = await caught(createClient<Api>({ baseUrl: base }).resource('/books').get(1))
  t.ok(down instanceof Unreachable && down instanceof TypeError)
  t.equal(down.code, 'FMR_CLIENT_UNREACHABLE')
  t.equal(down.message, `GET ${base}/books/1 got no answer: connect ECONNREFUSED ${base.slice('http://'.length)} (the client's baseUrl is ${base})`)

  const stream = createSubscriber<Api>({ baseUrl: base }).subscribe('/books', { retry: 50 })
  t.teardown(() => { stream.close() })
  const notYet = await caught(stream.ready)
  t.ok(notYet instanceof Unreachable)
  t.equal(notYet.code, 'FMR_CLIENT_UNREACHABLE')
  t.match(notYet.message, `Could not connect to ${base}/books/events (`)
})

t.test('an answer not of the kind asked for: FMR_CLIENT_ANSWER_MISMATCH, from a call and from a subscription', async t => {
  const fake = Fastify()
  fake.get('/books/1', async (_request, reply) => await reply.type('text/html').send('<html>Please log in</html>'))
  fake.get('/books/2', async () => ({ id: 'two', title: null }))
  // A login page answered 200 to the events URL: read as an event stream it would end, be opened again, forever.
  fake.get('/books/events', async (_request, reply) => await reply.type('text/html').send('<html>Please log in</html>'))
  let requests = 0
  fake.addHook('onRequest', async () => { requests++ })
  const baseUrl = await listening(t, fake)

  const books = createClient<Api>({ baseUrl, schemas: { '/books': Book.schema } }).resource('/books')
  const login = await caught(books.get(1))
  t.ok(login instanceof AnswerMismatch)
  t.strictSame([login.code, login.message], ['FMR_CLIENT_ANSWER_MISMATCH', `The answer of ${baseUrl}/books/1 does not fit the record type's schema: "<html>Please log in</html>"`])
  const unfit = await caught(books.get(2))
  t.strictSame([unfit.code, (unfit as AnswerMismatch).body], ['FMR_CLIENT_ANSWER_MISMATCH', { id: 'two', title: null }])

  requests = 0
  const stream = createSubscriber<Api>({ baseUrl }).subscribe('/books', { retry: 10 })
  t.teardown(() => { stream.close() })
  const notAStream = await caught(stream.ready)
  t.ok(notAStream instanceof AnswerMismatch)
  t.strictSame([notAStream.code, (notAStream as AnswerMismatch).body], ['FMR_CLIENT_ANSWER_MISMATCH', '<html>Please log in</html>'])
  const thrown = await caught(stream.next())
  t.equal(thrown, notAStream, 'the loop throws it too')
  await new Promise(resolve => setTimeout(resolve, 100))
  t.equal(requests, 1, 'not opened again')
})

t.test('an event whose data is not JSON: FMR_CLIENT_ANSWER_MISMATCH, not the same event read again and again', async t => {
  const fake = Fastify()
  let requests = 0
  fake.get('/books/events', (_request, reply) => {
    requests++
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' })
    reply.raw.end(': subscribed\n\nevent: created\nid: 1\ndata: {"id": 1, \n\n')
  })
  const baseUrl = await listening(t, fake)
  const stream = createSubscriber<Api>({ baseUrl }).subscribe('/books', { retry: 10 })
  t.teardown(() => { stream.close() })
  await stream.ready
  const bad = await caught(stream.next())
  t.ok(bad instanceof AnswerMismatch)
  t.strictSame([bad.code, (bad as AnswerMismatch).body], ['FMR_CLIENT_ANSWER_MISMATCH', '{"id": 1, '])
  await new Promise(resolve => setTimeout(resolve, 100))
  t.equal(requests, 1, 'not opened again')
})

t.test('a 304 to a tag of no answer the client holds: FMR_CLIENT_NOT_MODIFIED', async t => {
  const fake = Fastify()
  fake.get('/books/1', async (_request, reply) => await reply.code(304).header('etag', '"elsewhere"').send())
  const baseUrl = await listening(t, fake)
  const error = await caught(createClient<Api>({ baseUrl }).resource('/books').get(1, { ifNoneMatch: '"elsewhere"' }))
  t.ok(error instanceof NotModified)
  t.strictSame([error.code, (error as NotModified).status, (error as NotModified).tag], ['FMR_CLIENT_NOT_MODIFIED', 304, '"elsewhere"'])
})

t.test('a subscription closed before the server took it: FMR_CLIENT_CLOSED', async t => {
  const fake = Fastify()
  let asked!: () => void
  const reached = new Promise<void>(resolve => { asked = resolve })
  // Headers sent, the subscription not yet taken (no `: subscribed`).
  fake.get('/books/events', (_request, reply) => {
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' })
    reply.raw.write(': hello\n\n')
    asked()
  })
  const baseUrl = await listening(t, fake)
  const stream = createSubscriber<Api>({ baseUrl }).subscribe('/books')
  await reached
  stream.close()
  const closed = await caught(stream.ready)
  t.ok(closed instanceof SubscriptionClosed)
  t.strictSame([closed.code, closed.message], ['FMR_CLIENT_CLOSED', 'The subscription was closed before the server took it'])
})

// Tried as a new user would: a deploy behind a proxy answered 502 for a second while the server
// restarted, and the subscription ended with an ApiError instead of resuming from its last event.
t.test('a resumption answered 502, 503 or 504 (a proxy while the server restarts) tries again, from the last event', async t => {
  const fake = Fastify()
  const asked: Array<string | undefined> = []
  fake.get('/books/events', (request, reply) => {
    const lastEventId = request.headers['last-event-id'] as string | undefined
    asked.push(lastEventId)
    const outage = [502, 503, 504][asked.length - 2]
    if (outage !== undefined) {
      reply.code(outage).type('text/html').send('<html>Bad gateway</html>')
      return
    }
    const id = String(Number(lastEventId ?? 0) + 1)
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' })
    reply.raw.end(`: subscribed\n\nevent: created\nid: ${id}\ndata: {"id": ${id}}\n\n`)
  })
  const baseUrl = await listening(t, fake)
  const stream = createSubscriber<Api>({ baseUrl }).subscribe('/books', { retry: 10 })
  t.teardown(() => { stream.close() })
  const first = await stream.next()
  const second = await stream.next()
  t.strictSame([first.value, second.value], [{ type: 'created', id: '1', record: { id: 1 } }, { type: 'created', id: '2', record: { id: 2 } }])
  t.strictSame(asked, [undefined, '1', '1', '1', '1'], 'resumed after the last event read, through the outage')
  t.equal(stream.connections, 2)
})

t.test('a first connection answered 502 is the ApiError: no subscription was ever taken', async t => {
  const fake = Fastify()
  fake.get('/books/events', async (_request, reply) => await reply.code(502).type('text/html').send('<html>Bad gateway</html>'))
  const baseUrl = await listening(t, fake)
  const stream = createSubscriber<Api>({ baseUrl }).subscribe('/books', { retry: 10 })
  const error = await caught(stream.ready)
  t.strictSame([error instanceof ApiError, (error as ApiError).status, error.code], [true, 502, undefined])
})

/** The base URL of a server that takes every connection and never answers; its connections, as they come. */
async function silent (t: Test): Promise<{ baseUrl: string, connections: () => number }> {
  let connections = 0
  const sockets = new Set<import('node:net').Socket>()
  const server = createServer(socket => { connections++; sockets.add(socket); socket.on('error', () => {}) })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  t.teardown(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise(resolve => server.close(resolve))
  })
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, connections: () => connections }
}

// Tried as a new user would: a server that took the connection and never answered held a call for
// undici's own 300 s, and the client had no way to say less.
t.test('a server that never answers: FMR_CLIENT_TIMEOUT after the client\'s timeout, or the call\'s', async t => {
  const { baseUrl } = await silent(t)
  const books = createClient<Api>({ baseUrl, timeout: 100 }).resource('/books')
  const started = Date.now()
  const late = await caught(books.get(1))
  const waited = Date.now() - started
  t.ok(late instanceof TimedOut && !(late instanceof Unreachable))
  t.strictSame([late.code, late.message, (late as TimedOut).timeout], ['FMR_CLIENT_TIMEOUT', `GET ${baseUrl}/books/1 got no answer within 100 ms (the client's timeout; a call's own \`timeout\` may give it longer)`, 100])
  t.ok(waited >= 90 && waited < 2000, `waited ${waited} ms`)

  const write = await caught(books.update(1, { title: 'x' }, { timeout: 50 }))
  t.strictSame([write instanceof TimedOut, write.code, write.message], [true, 'FMR_CLIENT_TIMEOUT', `PATCH ${baseUrl}/books/1 got no answer within 50 ms (the call's timeout)`])
  const page = await caught(books.list({ timeout: 50, maxPageSize: 2 }))
  t.strictSame([page.code, page.message.startsWith(`GET ${baseUrl}/books?maxPageSize=2 got no answer within 50 ms`)], ['FMR_CLIENT_TIMEOUT', true])

  t.throws(() => createClient<Api>({ baseUrl, timeout: -1 }), new TypeError('timeout is a number of ms, 0 (none) or more, at most 2147483647: not -1'))
})

t.test('a caller\'s own abort (through its fetch) is its own AbortError, not a timeout', async t => {
  const { baseUrl } = await silent(t)
  const mine = new AbortController()
  const books = createClient<Api>({
    baseUrl,
    timeout: 5000,
    fetch: async (url, init) => await fetch(url, { ...init, signal: AbortSignal.any([init!.signal!, mine.signal]) })
  }).resource('/books')
  setTimeout(() => { mine.abort() }, 50)
  const aborted = await caught(books.get(1))
  t.strictSame([aborted.name, aborted.code, aborted instanceof TimedOut], ['AbortError', 20, false])
})

t.test('a call\'s signal aborted while it waits out a Retry-After: FMR_CLIENT_ABORTED at once, not sent again', async t => {
  const fake = Fastify()
  let requests = 0
  fake.get('/books/1', async (_request, reply) => { requests++; return await reply.code(503).header('retry-after', '5').send({ message: 'away' }) })
  const baseUrl = await listening(t, fake)
  const controller = new AbortController()
  const started = Date.now()
  setTimeout(() => { controller.abort() }, 100)
  const error = await caught(createClient<Api>({ baseUrl }).resource('/books').get(1, { signal: controller.signal }))
  t.ok(error instanceof Aborted)
  t.strictSame([error.code, error.message, (error as Aborted).sent], ['FMR_CLIENT_ABORTED', `GET ${baseUrl}/books/1 was aborted by the call's signal while it waited out a Retry-After`, true])
  t.ok(Date.now() - started < 2000, 'not after the 5 s wait')
  t.equal(requests, 1)
})

t.test('a timeout of 0 waits as long as fetch does', async t => {
  const { baseUrl } = await silent(t)
  const books = createClient<Api>({ baseUrl, timeout: 0 }).resource('/books')
  const settled = await Promise.race([books.get(1).then(() => 'answered', () => 'failed'), new Promise(resolve => setTimeout(resolve, 300, 'still waiting'))])
  t.equal(settled, 'still waiting')
})

t.test('a subscription: the timeout bounds the wait for the answer\'s head, never an open stream', async t => {
  const { baseUrl, connections } = await silent(t)
  const stream = createSubscriber<Api>({ baseUrl, timeout: 50 }).subscribe('/books', { retry: 20 })
  t.teardown(() => { stream.close() })
  const late = await caught(stream.ready)
  t.strictSame([late instanceof TimedOut, late.code, late.message], [true, 'FMR_CLIENT_TIMEOUT', `GET ${baseUrl}/books/events got no answer within 50 ms (the client's timeout): still trying every 20 ms; close() to stop`])
  await new Promise(resolve => setTimeout(resolve, 200))
  t.ok(connections() >= 2, 'tried again')
  stream.close()

  // An open stream quiet for longer than the timeout is not cut.
  const fake = Fastify()
  let opened = 0
  fake.get('/books/events', (_request, reply) => {
    opened++
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' })
    reply.raw.write(': subscribed\n\n')
    setTimeout(() => { reply.raw.end('event: created\nid: 1\ndata: {"id": 1}\n\n') }, 300)
  })
  const open = createSubscriber<Api>({ baseUrl: await listening(t, fake), timeout: 50 }).subscribe('/books', { retry: 5000 })
  t.teardown(() => { open.close() })
  await open.ready
  const first = await open.next()
  t.strictSame(first.value, { type: 'created', id: '1', record: { id: 1 } })
  t.equal(opened, 1, 'read on the one connection')
})

/**
 * The base URL of a server answering `status` with a body of `x`s that never ends (written while
 * the client reads); `sent()` the bytes it wrote before the client let the connection go.
 */
async function endless (t: Test, status: number, type: string): Promise<{ baseUrl: string, sent: () => number, closed: Promise<void> }> {
  const fake = Fastify()
  let sent = 0
  let closed!: () => void
  const done = new Promise<void>(resolve => { closed = resolve })
  const chunk = 'x'.repeat(16 * 1024)
  fake.get('/*', (request, reply) => {
    reply.raw.writeHead(status, { 'content-type': type })
    const write = (): void => {
      // A bound of its own, 64 MiB, so that the old client's test ends.
      while (!reply.raw.destroyed && sent < 64 * 1024 * 1024) {
        sent += chunk.length
        if (!reply.raw.write(chunk)) { reply.raw.once('drain', write); return }
      }
      if (!reply.raw.destroyed) reply.raw.end()
    }
    reply.raw.on('close', () => { closed() })
    write()
  })
  return { baseUrl: await listening(t, fake), sent: () => sent, closed: done }
}

// Tried as a new user would: a proxy answering the events URL with an endless page held the
// subscription reading it, all of it in memory, before its AnswerMismatch.
t.test('an unexpected answer\'s body is read up to 64 KiB, then let go: a subscription\'s and a call\'s', async t => {
  const page = await endless(t, 200, 'text/html')
  const stream = createSubscriber<Api>({ baseUrl: page.baseUrl }).subscribe('/books', { retry: 10 })
  t.teardown(() => { stream.close() })
  const notAStream = await caught(stream.ready)
  t.ok(notAStream instanceof AnswerMismatch)
  t.equal(((notAStream as AnswerMismatch).body as string).length, 64 * 1024)
  t.equal((notAStream as AnswerMismatch).body, 'x'.repeat(64 * 1024))
  await page.closed
  t.ok(page.sent() < 16 * 1024 * 1024, `the server wrote ${page.sent()} bytes before the client let go`)

  const refused = await endless(t, 500, 'text/plain')
  const failing = createSubscriber<Api>({ baseUrl: refused.baseUrl }).subscribe('/books', { retry: 10 })
  t.teardown(() => { failing.close() })
  const error = await caught(failing.ready)
  t.strictSame([error instanceof ApiError, (error as ApiError).status, (error as ApiError).body], [true, 500, null])
  await refused.closed
  t.ok(refused.sent() < 16 * 1024 * 1024, `the server wrote ${refused.sent()} bytes before the client let go`)

  const proxy = await endless(t, 502, 'text/html')
  const call = await caught(createClient<Api>({ baseUrl: proxy.baseUrl }).resource('/books').get(1))
  t.strictSame([call instanceof ApiError, (call as ApiError).status, (call as ApiError).body], [true, 502, { message: 'x'.repeat(200) }])
  await proxy.closed
  t.ok(proxy.sent() < 16 * 1024 * 1024, `the server wrote ${proxy.sent()} bytes before the client let go`)
})
