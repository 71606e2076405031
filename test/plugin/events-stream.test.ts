// Change events' streams over time: the `: ping` comment at the configured interval, and a
// Last-Event-ID replay of a large backlog read in pages, paced by the reader, with a bounded hold.
import t from 'tap'
import type { FastifyInstance } from 'fastify'
import { Author } from '../../examples/models.ts'
import { Outbox } from '../../lib/db/outbox.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { subscribe } from '../helpers/sse.ts'

async function listening (app: FastifyInstance): Promise<string> {
  return await app.listen({ port: 0, host: '127.0.0.1' })
}

const book = (title: string): Record<string, unknown> => ({ title, pubYear: 2000, authorId: 1 })

/** The sizes of the pages the outbox was read in (each call of Outbox.since), from now until `t` ends. */
function pagesRead (t: Parameters<Parameters<typeof eachDatabase>[2]>[0]): number[] {
  const pages: number[] = []
  const since = Outbox.prototype.since
  Outbox.prototype.since = async function (this: Outbox, id: string, limit: number) {
    const events = await since.call(this, id, limit)
    pages.push(events.length)
    return events
  }
  t.teardown(() => { Outbox.prototype.since = since })
  return pages
}

eachDatabase(t, 'an idle subscriber receives `: ping` at the pingInterval option\'s pace', async (t, { url }) => {
  const { app } = await openApp(t, url, { plugin: { events: { pingInterval: 150 } } })
  const stream = await subscribe(await listening(app), '/books/events')
  t.equal(stream.status, 200)
  const opened = Date.now()
  await new Promise(resolve => setTimeout(resolve, 700))
  const pings = stream.comments.filter(comment => comment === 'ping').length
  t.ok(pings >= 3 && pings <= 5, `${pings} pings in ${Date.now() - opened} ms at one per 150 ms`)
  t.strictSame(stream.comments.filter(comment => comment !== 'ping'), ['subscribed'])
  t.strictSame(stream.events, [])
  stream.close()
})

eachDatabase(t, 'without pingInterval no ping comes before 15 s', async (t, { url }) => {
  const { app } = await openApp(t, url)
  const stream = await subscribe(await listening(app), '/books/events')
  await new Promise(resolve => setTimeout(resolve, 300))
  t.strictSame(stream.comments, ['subscribed'])
  stream.close()
})

eachDatabase(t, 'a Last-Event-ID replay of 5,000 events is read in pages of at most 500 and loses nothing; live events follow it', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  const em = db.fork()
  em.create(Author, { firstName: 'Ann', lastName: 'Lee' } as never)
  await em.flush()
  const base = await listening(app)
  const title = 'x'.repeat(100)
  for (let round = 0; round < 5; round++) {
    t.equal((await call(app, 'POST', '/books', Array.from({ length: 1000 }, () => book(title)))).status, 201, `bulk ${round}`)
  }
  const pages = pagesRead(t)
  const reader = await subscribe(base, '/books/events', { 'last-event-id': '0' })
  const events = await reader.wait(5000, 60_000)
  t.strictSame(events.map(event => event.data.id), Array.from({ length: 5000 }, (_, index) => index + 1), 'every record once, in order')
  t.ok(events.every(event => event.event === 'created' && event.data.title === title))
  t.ok(pages.every(size => size <= 500) && pages.filter(size => size === 500).length >= 10, `read in pages of ${pages.join(', ')}`)
  t.equal((await call(app, 'POST', '/books', book('Live'))).status, 201)
  const [live] = (await reader.wait(5001)).slice(5000)
  t.strictSame([live.event, live.data.id, live.data.title], ['created', 5001, 'Live'])
  await new Promise(resolve => setTimeout(resolve, 300))
  t.equal(reader.events.length, 5001, 'nothing twice')
  reader.close()
})
