// The typed client's change events (client/events.ts) against the example API listening on a port,
// on SQLite and PostgreSQL: typed events as the collection's GET shows them, filtered and shaped;
// a connection the server drops resumed with Last-Event-ID without a loss; a 410 as EventsExpired.
import type { IncomingMessage } from 'node:http'
import { createServer, type AddressInfo, type Socket } from 'node:net'
import t, { type Test } from 'tap'
import { ApiError, createClient, createSubscriber, EventsExpired, type ChangeEvent, type Client, type EventSubscriber } from '../../client/index.ts'
import type { Author, Book, Order, User } from '../../examples/models.ts'
import { Column, defineModel } from '../../lib/index.ts'
import { CollectionModelResource, ModelResource } from '../../plugin/index.ts'
import { eachDatabase, freshPostgres } from '../helpers/databases.ts'
import { openApp, type OpenOptions, type Opened } from '../helpers/app.ts'
import { seedOneBook } from '../helpers/state.ts'

type Api = { '/books': typeof Book, '/authors': typeof Author, '/api/v2/orders': typeof Order, '/users': typeof User }

interface Served extends Opened {
  base: string
  api: Client<Api>
  events: EventSubscriber<Api>
  /** Drops the connections of the event streams open now, from the server's side. */
  drop: () => void
}

async function serve (t: Test, url: string, options: OpenOptions = {}): Promise<Served> {
  const opened = await openApp(t, url, options)
  await seedOneBook(opened.db)
  const sockets = new Set<Socket>()
  opened.app.server.on('request', (request: IncomingMessage) => {
    if (!(request.url ?? '').split('?')[0].endsWith('/events')) return
    const socket = request.socket
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await opened.app.listen({ host: '127.0.0.1', port: 0 })
  const base = `http://127.0.0.1:${(opened.app.server.address() as AddressInfo).port}`
  return {
    ...opened,
    base,
    api: createClient<Api>({ baseUrl: base }),
    events: createSubscriber<Api>({ baseUrl: base }),
    drop: () => { for (const socket of sockets) socket.destroy() }
  }
}

/** The next `count` events of an iterator, or a rejection after `ms`. */
async function take<T> (events: AsyncIterator<T>, count: number, ms = 10_000): Promise<T[]> {
  const taken: T[] = []
  while (taken.length < count) {
    const next = await Promise.race([
      events.next(),
      new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error(`${taken.length} of ${count} events after ${ms} ms`)), ms).unref())
    ])
    if (next.done === true) break
    taken.push(next.value)
  }
  return taken
}

const ANN = { id: 1, firstName: 'Ann', lastName: 'Lee', fullName: 'Ann Lee' }

eachDatabase(t, 'events arrive typed, as GET shows the record, filtered and shaped by the query', async (t, { url }) => {
  const { api, events } = await serve(t, url)
  const books = api.resource('/books')
  const all = events.subscribe('/books')
  const shaped = events.subscribe('/books', { filters: { 'pubYear[ge]': 2000 }, fields: ['id', 'title'] })
  t.teardown(() => { all.close(); shaped.close() })
  await Promise.all([all.ready, shaped.ready])

  // Each event before the next write: an event carries the record as it is when delivered.
  const created = await books.create({ title: 'Second', pubYear: 2001, authorId: 1 })
  const seen = await take(all, 1)
  await books.update(created.id, { pubYear: 1999 })
  seen.push(...await take(all, 1))
  await books.delete(created.id)
  seen.push(...await take(all, 1))
  t.strictSame(seen.map(event => [event.type, event.record]), [
    ['created', { id: 2, isbn: null, title: 'Second', pubYear: 2001, authorId: 1, author: ANN, tags: [] }],
    ['updated', { id: 2, isbn: null, title: 'Second', pubYear: 1999, authorId: 1, author: ANN, tags: [] }],
    ['deleted', { id: 2 }]
  ])
  // Leaving a loop ends the subscription.
  await books.create({ title: 'Third', pubYear: 2002, authorId: 1 })
  for await (const event of all) {
    t.equal(event.record.id, 3)
    break
  }
  t.notSame(all.lastEventId, seen[2].id, 'lastEventId: the last event given to the loop')
  t.strictSame(await all.next(), { done: true, value: undefined })
  const ids = seen.map(event => BigInt(event.id))
  t.ok(ids[0] < ids[1] && ids[1] < ids[2], 'ids increase in commit order')

  // The typed record: a created or updated event carries the whole record, a deleted one its id.
  const first = seen[0] as ChangeEvent<{ title: string, author: { fullName: string } | null }>
  if (first.type !== 'deleted' && first.cut !== true) t.equal(first.record.author?.fullName, 'Ann Lee')

  // pubYear 2001 matched; the update to 1999 took it out of the view: a delete for this subscriber.
  t.strictSame((await take(shaped, 3)).map(event => [event.type, event.record]), [
    ['created', { id: 2, title: 'Second' }],
    ['deleted', { id: 2 }],
    ['created', { id: 3, title: 'Third' }]
  ])
})

eachDatabase(t, 'the owner-restricted events URL sends each caller its own records, with the client\'s headers', async (t, { url }) => {
  const { base, api } = await serve(t, url)
  for (const name of ['ann', 'bob']) await api.resource('/users').create({ username: name, password: 'pw', email: `${name}@example.com` })
  const anns = createSubscriber<Api>({ baseUrl: base, headers: { authorization: 'User:1' } }).subscribe('/api/v2/orders', { fields: ['id', 'ownerId', 'description'] })
  t.teardown(() => { anns.close() })
  await anns.ready
  // An order's POST answers its Job (202), which the client's create does not expect: sent by hand.
  for (const [owner, description] of [[2, 'Bob\'s'], [1, 'Ann\'s']] as const) {
    const answer = await fetch(`${base}/api/v2/orders`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `User:${owner}` }, body: JSON.stringify({ ownerId: owner, description }) })
    t.equal(answer.status, 202)
  }
  t.strictSame((await take(anns, 1)).map(event => [event.type, event.record]), [['created', { id: 2, ownerId: 1, description: 'Ann\'s' }]])

  // Tried as a new user would: a refused subscription's ApiError had no `code` (its body was
  // `{message}`), where createClient's has the catalogue's, from the problem details it asks for.
  const refused = createSubscriber<Api>({ baseUrl: base }).subscribe('/api/v2/orders')
  const error = await refused.next().catch((caught: unknown) => caught)
  t.ok(error instanceof ApiError)
  t.strictSame([(error as ApiError).status, (error as ApiError).code, (error as ApiError).message, (error as ApiError).body], [401, 'FMR_ERR_REFUSED', 'Unauthorized User',
    { type: 'about:blank', title: 'Unauthorized', status: 401, detail: 'Unauthorized User', code: 'FMR_ERR_REFUSED' }])
  await t.rejects(refused.ready, ApiError, 'ready rejects too')
})

eachDatabase(t, 'createSubscriber reads baseUrl as createClient does: a trailing slash, a path prefix, a newline read with it from a file', async (t, { url }) => {
  const { base, api } = await serve(t, url)
  await api.resource('/users').create({ username: 'ann', password: 'pw', email: 'ann@example.com' })
  // Tried as a new user would: a base URL read from a file, with its newline, made the client's
  // calls but 404 event streams (`http://host/\n/books/events`: fetch drops the newline, leaving `//books`).
  const roots = [`${base}/`, `${base}/\n`]
  const books = roots.map(baseUrl => createSubscriber<Api>({ baseUrl }).subscribe('/books', { fields: ['id', 'title'] }))
  const orders = [`${base}/api/v2/`, `${base}/api/v2/\n`].map(baseUrl =>
    createSubscriber<{ '/orders': typeof Order }>({ baseUrl, headers: { authorization: 'User:1' } }).subscribe('/orders', { fields: ['id', 'description'] }))
  const streams = [...books, ...orders]
  t.teardown(() => { for (const stream of streams) stream.close() })
  await Promise.all(streams.map(async stream => await stream.ready))
  for (const baseUrl of roots) t.strictSame(await createClient<Api>({ baseUrl }).resource('/books').get(1, { fields: ['id', 'title'] }), { id: 1, title: 'First' }, JSON.stringify(baseUrl))
  t.equal((await api.resource('/books').create({ title: 'Read', pubYear: 2001, authorId: 1 })).id, 2)
  const answer = await fetch(`${base}/api/v2/orders`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'User:1' }, body: JSON.stringify({ ownerId: 1, description: 'Mine' }) })
  t.equal(answer.status, 202)
  for (const stream of books) t.strictSame((await take(stream, 1)).map(event => [event.type, event.record]), [['created', { id: 2, title: 'Read' }]])
  for (const stream of orders) t.strictSame((await take(stream, 1)).map(event => [event.type, event.record]), [['created', { id: 1, description: 'Mine' }]])
})

eachDatabase(t, 'a connection the server drops is opened again with Last-Event-ID: nothing lost, nothing twice', async (t, { url, dialect }) => {
  const { api, events, drop } = await serve(t, url)
  const books = api.resource('/books')
  const stream = events.subscribe('/books', { retry: 50, fields: ['title'] })
  t.teardown(() => { stream.close() })
  await stream.ready
  await books.create({ title: 'A', pubYear: 2000, authorId: 1 })
  const [a] = await take(stream, 1)
  t.strictSame(a.record, { title: 'A' })
  drop()
  // Written while the subscriber is away: replayed after its Last-Event-ID.
  await books.create({ title: 'B', pubYear: 2000, authorId: 1 })
  await books.create({ title: 'C', pubYear: 2000, authorId: 1 })
  const rest = await take(stream, 2)
  await books.create({ title: 'D', pubYear: 2000, authorId: 1 })
  rest.push(...await take(stream, 1))
  t.strictSame(rest.map(event => event.record), [{ title: 'B' }, { title: 'C' }, { title: 'D' }], dialect)
  t.equal(stream.connections, 2, 'subscribed twice: the first time and once resumed')
  t.equal(new Set([a, ...rest].map(event => event.id)).size, 4)
})

eachDatabase(t, 'a reconnection refused by the rate limit (429) waits its Retry-After and resumes: nothing lost', async (t, { url }) => {
  // One request per second for the subscriber; the writer counts as a new client each request.
  const { base, drop } = await serve(t, url, { plugin: { rateLimit: { max: 1, timeWindow: 1000, keyGenerator: request => String(request.headers['x-who'] ?? 'anonymous') } } })
  let writes = 0
  const books = createClient<Api>({ baseUrl: base, headers: () => ({ 'x-who': `writer ${++writes}` }) }).resource('/books')
  const stream = createSubscriber<Api>({ baseUrl: base, headers: { 'x-who': 'subscriber' } }).subscribe('/books', { retry: 20, fields: ['title'] })
  t.teardown(() => { stream.close() })
  await stream.ready
  await books.create({ title: 'A', pubYear: 2000, authorId: 1 })
  t.strictSame((await take(stream, 1)).map(event => event.record), [{ title: 'A' }])
  // Dropped within the second it subscribed in: its reconnection is the second request of that window, a 429.
  drop()
  await books.create({ title: 'B', pubYear: 2000, authorId: 1 })
  const started = Date.now()
  t.strictSame((await take(stream, 1)).map(event => event.record), [{ title: 'B' }], 'resumed once the window ended')
  t.ok(Date.now() - started >= 100, 'after waiting, not at once')
  t.equal(stream.connections, 2)
})

eachDatabase(t, 'a server not reachable at first rejects ready at once; the stream keeps trying and reads its events once it is', async (t, { url }) => {
  // A port nothing listens on (for now).
  const probe = createServer()
  await new Promise<void>(resolve => probe.listen(0, '127.0.0.1', resolve))
  const port = (probe.address() as AddressInfo).port
  await new Promise(resolve => probe.close(resolve))
  const base = `http://127.0.0.1:${port}`
  const stream = createSubscriber<Api>({ baseUrl: base }).subscribe('/books', { retry: 50, fields: ['title'] })
  t.teardown(() => { stream.close() })
  const unsettled = new Promise(resolve => setTimeout(resolve, 5000, 'unsettled').unref())
  const error = await Promise.race([stream.ready.catch((caught: unknown) => caught), unsettled])
  t.ok(error instanceof Error, 'ready rejects')
  t.match((error as Error).message, `Could not connect to ${base}/books/events?fields=title (`)
  t.match((error as Error).message, /still trying every 50 ms; close\(\) to stop/)
  t.ok((error as Error).cause instanceof Error, 'the fetch error as its cause')

  const opened = await openApp(t, url)
  await seedOneBook(opened.db)
  await opened.app.listen({ host: '127.0.0.1', port })
  // `ready` has settled already: `connections` tells when the server has taken the subscription.
  await new Promise<void>(resolve => { const wait = (): void => { if (stream.connections > 0) resolve(); else setTimeout(wait, 20) }; wait() })
  await createClient<Api>({ baseUrl: base }).resource('/books').create({ title: 'Late', pubYear: 2000, authorId: 1 })
  t.strictSame((await take(stream, 1)).map(event => event.record), [{ title: 'Late' }])
})

eachDatabase(t, 'resuming from an event no longer kept is an EventsExpired (410), never a silent gap', async (t, { url }) => {
  const { api, events } = await serve(t, url, { plugin: { events: { retention: 1 } } })
  const first = events.subscribe('/books')
  await first.ready
  await api.resource('/books').create({ title: 'A', pubYear: 2000, authorId: 1 })
  await api.resource('/books').create({ title: 'B', pubYear: 2000, authorId: 1 })
  const [a] = await take(first, 2)
  first.close()
  // The cleanup runs at least every second; with a retention of 1 ms both events go.
  await new Promise(resolve => setTimeout(resolve, 2500))
  const late = events.subscribe('/books', { lastEventId: a.id })
  const error = await late.next().catch((caught: unknown) => caught)
  t.ok(error instanceof EventsExpired)
  t.ok(error instanceof ApiError, 'an ApiError too')
  const expired = error as EventsExpired
  const detail = `Events after ${a.id} are no longer kept: read the collection again, then subscribe without Last-Event-ID`
  t.strictSame([expired.status, expired.code, expired.lastEventId, expired.message, expired.body], [410, 'FMR_ERR_EVENTS_EXPIRED', a.id, detail,
    { type: 'about:blank', title: 'Gone', status: 410, detail, code: 'FMR_ERR_EVENTS_EXPIRED' }])
  t.strictSame(await late.next(), { done: true, value: undefined }, 'the iteration ends after the error')
})

eachDatabase(t, 'resuming from an event past every one the database has given (a restored backup) is an EventsExpired (410) too', async (t, { url }) => {
  const { api, events } = await serve(t, url)
  const first = events.subscribe('/books')
  await first.ready
  await api.resource('/books').create({ title: 'A', pubYear: 2000, authorId: 1 })
  const [a] = await take(first, 1)
  first.close()
  // The backup: the database as it was before that write.
  const restored = await serve(t, url.startsWith('sqlite') ? url : await freshPostgres(t))
  const late = restored.events.subscribe('/books', { lastEventId: a.id })
  const error = await late.next().catch((caught: unknown) => caught)
  t.ok(error instanceof EventsExpired)
  const ahead = error as EventsExpired
  const detail = `Event ${a.id} is past the last event this server has given: read the collection again, then subscribe without Last-Event-ID`
  t.strictSame([ahead.status, ahead.code, ahead.lastEventId, ahead.message], [410, 'FMR_ERR_EVENTS_AHEAD', a.id, detail])
})

eachDatabase(t, 'an event stream\'s connection closes with the stream: the server\'s close() does not wait for keep-alive connections to time out', async (t, { url }) => {
  const { api, events, base, app } = await serve(t, url)
  const raw = await fetch(`${base}/books/events`)
  t.equal(raw.headers.get('connection'), 'close', 'the stream answers Connection: close')
  await raw.body?.cancel()
  const all = events.subscribe('/books')
  await all.ready
  // A write on a keep-alive connection while the subscriber is served, and its event delivered.
  await api.resource('/books').create({ title: 'Second', pubYear: 2001, authorId: 1 })
  t.equal((await take(all, 1))[0].type, 'created')
  all.close()
  const started = Date.now()
  await app.close()
  // Fastify's keepAliveTimeout is 72 s: a stream's connection kept alive after the stream ended held close() that long.
  const took = Date.now() - started
  t.ok(took < 30_000, `closed in ${took} ms, not after the keep-alive timeout`)
})

const Memo = defineModel({ name: 'Memo', columns: { id: Column.Integer({ primaryKey: true }), body: Column.Text({ nullable: false }) } })

eachDatabase(t, 'an event whose record would pass maxAnswerBytes comes cut to its id, unchecked against the schema; the record is read instead', async (t, { url }) => {
  const limits = { maxAnswerBytes: 2000 }
  const { app } = await openApp(t, url, { models: [Memo], resources: [ModelResource.of(Memo, limits), CollectionModelResource.of(Memo, { ...limits, events: true })] })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const options = { baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, schemas: { '/memos': Memo.schema } }
  const memos = createClient<{ '/memos': typeof Memo }>(options).resource('/memos')
  const stream = createSubscriber<{ '/memos': typeof Memo }>(options).subscribe('/memos')
  t.teardown(() => stream.close())
  await stream.ready
  await memos.create({ body: 'short' })
  await memos.create({ body: 'x'.repeat(3000) })
  const [small, large] = await take(stream, 2)
  t.strictSame([small.type, small.record, small.cut], ['created', { id: 1, body: 'short' }, undefined])
  t.strictSame([large.type, large.record, large.cut], ['created', { id: 2 }, true])
  // Its own GET is bounded alike: fewer fields read it.
  await t.rejects(memos.get(2), { name: 'ApiError', message: 'The answer would hold more than 2000 bytes (maxAnswerBytes); ask for a smaller page or fewer fields' })
  t.strictSame(await memos.get(2, { fields: ['id'] }), { id: 2 })
})
