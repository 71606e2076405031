// Change events across processes and under load: PostgreSQL's NOTIFY wakes every server on one
// database, polling stands in where LISTEN is not kept, and a slow reader is cut off and resumes.
import { connect } from 'node:net'
import t from 'tap'
import type { FastifyInstance } from 'fastify'
import { Author } from '../../examples/models.ts'
import { Outbox } from '../../lib/db/outbox.ts'
import { EventClient } from '../../plugin/events/client.ts'
import { EventHub } from '../../plugin/events/hub.ts'
import { dialects, eachDatabase, eachDatabaseAndFile, freshPostgres, pooled } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { subscribe } from '../helpers/sse.ts'

async function listening (app: FastifyInstance): Promise<string> {
  return await app.listen({ port: 0, host: '127.0.0.1' })
}

const book = (title: string): Record<string, unknown> => ({ title, pubYear: 2000, authorId: 1 })

const postgres = dialects().includes('postgresql')

/** The pages of events read from the outbox after ids below `below` (a replay's, not delivery's), from now until `t` ends. */
function pagesRead (t: Parameters<Parameters<typeof eachDatabase>[2]>[0], below: number): number[] {
  const pages: number[] = []
  const since = Outbox.prototype.since
  Outbox.prototype.since = async function (this: Outbox, id: string, limit: number) {
    const events = await since.call(this, id, limit)
    if (Number(id) < below && events.length > 0) pages.push(events.length)
    return events
  }
  t.teardown(() => { Outbox.prototype.since = since })
  return pages
}

t.test('two servers on one PostgreSQL database: a write on one reaches the other\'s subscribers at once, by NOTIFY', { skip: !postgres ? 'PostgreSQL only: set TEST_DATABASE_URL' : pooled() ? 'NOTIFY needs a session of its own: through a pooler in transaction mode delivery polls (the polling test below)' : false }, async t => {
  const url = await freshPostgres(t)
  // Polling every minute: only a notification can deliver within the test's bound.
  const events = { pollInterval: 60_000 }
  const one = await openApp(t, url, { plugin: { events } })
  const two = await openApp(t, url, { plugin: { events } })
  const em = one.db.fork()
  em.create(Author, { firstName: 'Ann', lastName: 'Lee' } as never)
  await em.flush()
  const onTwo = await subscribe(await listening(two.app), '/books/events')
  const onOne = await subscribe(await listening(one.app), '/books/events')
  const started = Date.now()
  t.equal((await call(one.app, 'POST', '/books', book('Written on one'))).status, 201)
  t.equal((await call(two.app, 'POST', '/books', book('Written on two'))).status, 201)
  const received = await onTwo.wait(2, 5000)
  t.ok(Date.now() - started < 5000, 'well before the next poll')
  t.strictSame(received.map(event => event.data.title), ['Written on one', 'Written on two'])
  t.strictSame((await onOne.wait(2, 5000)).map(event => event.id), received.map(event => event.id), 'the same ids on both servers')
  onOne.close()
  onTwo.close()
})

t.test('behind a pooler in transaction mode (preparedStatements=false): no LISTEN, the outbox is polled, nothing is lost', { skip: postgres ? false : 'PostgreSQL only: set TEST_DATABASE_URL' }, async t => {
  const direct = new URL(await freshPostgres(t))
  direct.searchParams.set('preparedStatements', 'false')
  const one = await openApp(t, direct.toString(), { plugin: { events: { pollInterval: 100 } } })
  const two = await openApp(t, direct.toString(), { plugin: { events: { pollInterval: 100 } } })
  const em = one.db.fork()
  em.create(Author, { firstName: 'Ann', lastName: 'Lee' } as never)
  await em.flush()
  const onTwo = await subscribe(await listening(two.app), '/books/events')
  for (const title of ['A', 'B', 'C']) t.equal((await call(one.app, 'POST', '/books', book(title))).status, 201)
  t.strictSame((await onTwo.wait(3, 5000)).map(event => event.data.title), ['A', 'B', 'C'])
  onTwo.close()
})

eachDatabase(t, 'a reader with more than maxWaitingBytes (1 MB by default) waiting is disconnected; resuming with Last-Event-ID it loses nothing', async (t, { url }) => {
  // 64 KB: the sockets' own buffers hold a few hundred KB before the server's starts to fill.
  // A ping each second: what waits is judged at each write, a ping's too.
  const { app, db } = await openApp(t, url, { plugin: { events: { maxWaitingBytes: 64 * 1024, pingInterval: 1000 } } })
  const em = db.fork()
  em.create(Author, { firstName: 'Ann', lastName: 'Lee' } as never)
  await em.flush()
  const base = await listening(app)
  const slow = await subscribe(base, '/books/events')
  slow.pause()
  const title = 'x'.repeat(100)
  // 5.6 MB: past what the sockets' own buffers take from a reader that does not read (a few MB).
  const rounds = 20
  for (let round = 0; round < rounds; round++) {
    const res = await call(app, 'POST', '/books', Array.from({ length: 1000 }, () => book(title)))
    t.equal(res.status, 201, `bulk ${round}`)
  }
  // The next ping finds more than maxWaitingBytes waiting; the reader sees its stream end once it reads again.
  await new Promise(resolve => setTimeout(resolve, 2500))
  slow.resume()
  await slow.ended
  t.ok(slow.events.length < rounds * 1000, `cut off after ${slow.events.length} events`)
  // A reader that read nothing resumes from before the first event: 0.
  const resumed = await subscribe(base, '/books/events', { 'last-event-id': slow.events.at(-1)?.id ?? '0' })
  const rest = await resumed.wait(rounds * 1000 - slow.events.length, 60_000)
  const ids = [...slow.events, ...rest].map(event => event.data.id)
  t.strictSame(ids, Array.from({ length: rounds * 1000 }, (_, index) => index + 1), 'every record once, in order')
  resumed.close()
})

/**
 * Holds every subscriber's settle (the wait for the delivery run in progress, long on a loaded
 * server) until `release`; `left` resolves when a client next leaves the hub.
 */
function holdSettles (t: Parameters<Parameters<typeof eachDatabase>[2]>[0]): { settling: () => number, release: () => void, left: () => Promise<void> } {
  const { settle, leave } = EventHub.prototype
  let settling = 0
  let release!: () => void
  const gate = new Promise<void>(resolve => { release = resolve })
  let onLeave: () => void = () => {}
  EventHub.prototype.settle = async function (this: EventHub) {
    settling++
    await gate
    await settle.call(this)
  }
  EventHub.prototype.leave = function (this: EventHub, ...args: Parameters<EventHub['leave']>) {
    leave.apply(this, args)
    onLeave()
  }
  t.teardown(() => {
    EventHub.prototype.settle = settle
    EventHub.prototype.leave = leave
  })
  return {
    settling: () => settling,
    release: () => {
      EventHub.prototype.settle = settle
      release()
    },
    left: async () => await new Promise<void>(resolve => { onLeave = resolve })
  }
}

eachDatabase(t, 'a subscriber that settles while the last client of its subscription leaves receives what follows', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  const em = db.fork()
  em.create(Author, { firstName: 'Ann', lastName: 'Lee' } as never)
  await em.flush()
  const base = await listening(app)
  const first = await subscribe(base, '/books/events')
  const held = holdSettles(t)
  const opening = subscribe(base, '/books/events')
  while (held.settling() === 0) await new Promise(resolve => setImmediate(resolve))
  // The subscription's only client leaves while the next one settles: it was dropped, and the
  // next one joined it out of the hub's reach (pings, never an event).
  const left = held.left()
  first.close()
  await left
  held.release()
  const second = await opening
  // Closed before the app: a stream out of the hub's reach would hold app.close() for ever.
  t.teardown(() => second.close())
  t.equal((await call(app, 'POST', '/books', book('Live'))).status, 201)
  const [event] = await second.wait(1, 5000)
  t.strictSame([event.event, event.data.title], ['created', 'Live'])
  second.close()
})

async function within<T> (promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_resolve, reject) => { timer = setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms) })
  try {
    return await Promise.race([promise, late])
  } finally {
    clearTimeout(timer)
  }
}

/** An event stream on a raw socket that sends its request and never reads, until `drain`. */
function stalledReader (port: number, path: string, lastEventId: string): { drain: () => Promise<Array<{ id: number, record: number }>> } {
  const socket = connect(port, '127.0.0.1')
  socket.pause()
  socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: text/event-stream\r\nLast-Event-ID: ${lastEventId}\r\n\r\n`)
  return {
    // Reads what the sockets buffered until the server's end: its complete frames (each write is
    // one chunk, so a frame is never split by the chunked encoding's size lines).
    drain: async () => await new Promise(resolve => {
      let text = ''
      socket.setEncoding('utf8')
      socket.on('data', (chunk: string) => { text += chunk })
      socket.on('close', () => resolve([...text.matchAll(/\nid: (\d+)\ndata: \{"id":(\d+),.*\n\n/g)].map(([, id, record]) => ({ id: Number(id), record: Number(record) }))))
      socket.resume()
    })
  }
}

eachDatabaseAndFile(t, 'a reader that stops reading during a replay of 20,000 events holds up no one; cut off past maxWaitingBytes, it resumes and loses nothing', async (t, { url }) => {
  const { app, db } = await openApp(t, url, { plugin: { events: { maxWaitingBytes: 64 * 1024, pingInterval: 600_000 } } })
  const em = db.fork()
  em.create(Author, { firstName: 'Ann', lastName: 'Lee' } as never)
  await em.flush()
  const base = await listening(app)
  const backlog = 20_000
  const title = 'x'.repeat(100)
  for (let round = 0; round < backlog / 1000; round++) {
    t.equal((await call(app, 'POST', '/books', Array.from({ length: 1000 }, () => book(title)))).status, 201, `bulk ${round}`)
  }
  // Another subscription (fields) stays open throughout; it must not keep the stalled one's alive.
  const other = await subscribe(base, '/books/events?fields=id,title')
  // The replay waits for the stalled socket to drain, for ever: the sockets' buffers hold a few
  // MB, the backlog 6.6 MB.
  let waiting = 0
  const { drained } = EventClient.prototype
  EventClient.prototype.drained = async function (this: EventClient) {
    const done = drained.call(this)
    let settled = false
    void done.then(() => { settled = true })
    await new Promise(resolve => setImmediate(resolve))
    if (!settled) waiting++
    await done
  }
  t.teardown(() => { EventClient.prototype.drained = drained })
  const pages = pagesRead(t, backlog)
  const stalled = stalledReader(Number(new URL(base).port), '/books/events', '0')
  while (waiting === 0) await new Promise(resolve => setTimeout(resolve, 10))
  const replayed = pages.length
  t.ok(replayed > 1 && replayed < backlog / 500, `the replay waits after ${replayed} of ${backlog / 500} pages`)
  // Subscribers of the stalled one's subscription come (EventSource reconnecting after a restart)
  // and settle while it is cut off: it is their subscription's only client.
  const held = holdSettles(t)
  const joining = [subscribe(base, '/books/events'), subscribe(base, '/books/events')]
  while (held.settling() < joining.length) await new Promise(resolve => setImmediate(resolve))
  const left = held.left()
  // Writes go on and the other subscription receives each at once. The first one cuts the stalled
  // reader off: with its page waiting in the server's buffer, more than maxWaitingBytes wait for it.
  for (let index = 1; index <= 10; index++) {
    t.equal((await call(app, 'POST', '/books', book(`while stalled ${index}`))).status, 201)
    t.equal((await other.wait(index, 5000))[index - 1].data.title, `while stalled ${index}`)
  }
  await within(left, 5000, 'the stalled reader was not cut off')
  held.release()
  const readers = await Promise.all(joining)
  for (const reader of readers) t.teardown(() => reader.close())
  t.equal(pages.length, replayed, `no page read after the replay stalled: ${pages.length - replayed} more`)
  for (let index = 1; index <= 5; index++) {
    t.equal((await call(app, 'POST', '/books', book(`after ${index}`))).status, 201)
    for (const reader of readers) t.equal((await reader.wait(index, 5000))[index - 1].data.title, `after ${index}`)
  }
  const total = backlog + 10 + 5
  t.equal((await other.wait(total - backlog, 5000)).length, total - backlog, 'the other subscription got every live event')
  // What reached the stalled reader before the cut, then a resume from its last event: every record once.
  const before = await stalled.drain()
  t.ok(before.length > 0 && before.length < backlog, `${before.length} events reached it before the cut`)
  const resumed = await subscribe(base, '/books/events', { 'last-event-id': String(before.at(-1)?.id) })
  const rest = await resumed.wait(total - before.length, 60_000)
  t.strictSame([...before.map(event => event.record), ...rest.map(event => event.data.id)], Array.from({ length: total }, (_, index) => index + 1), 'every record once, in order')
  for (const stream of [other, resumed, ...readers]) stream.close()
})
