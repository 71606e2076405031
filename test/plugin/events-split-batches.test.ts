// A record's changes delivered in two batches. Tried as a new user would: on PostgreSQL, a POST, a
// PATCH and a DELETE of one book in quick succession reached a subscriber as created, deleted,
// deleted in most rounds: the update's event was delivered in one batch, read after the delete had
// committed and sent as `deleted`, then the delete's event, in the next batch, said it again.
// Delivery reads the outbox 500 events at a time: one transaction that writes 499 other events, the
// update and the delete makes the same split on both databases, whatever the timing.
import t, { type Test } from 'tap'
import type { FastifyInstance } from 'fastify'
import type { OutboxEvent } from '../../lib/db/outbox.ts'
import { Outbox } from '../../lib/db/outbox.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { seedOneBook } from '../helpers/state.ts'
import { subscribe } from '../helpers/sse.ts'

async function listening (app: FastifyInstance): Promise<string> {
  return await app.listen({ port: 0, host: '127.0.0.1' })
}

/** The batches delivery reads from the outbox from now until `t` ends. */
function batchesRead (t: Test): OutboxEvent[][] {
  const batches: OutboxEvent[][] = []
  const since = Outbox.prototype.since
  Outbox.prototype.since = async function (this: Outbox, id: string, limit: number) {
    const events = await since.call(this, id, limit)
    if (events.length > 0) batches.push(events)
    return events
  }
  t.teardown(() => { Outbox.prototype.since = since })
  return batches
}

// The change in the next batch: the delete, or an update that takes the book out of the views the
// first update kept it in.
for (const then of ['deleted', 'moved out'] as const) {
  eachDatabase(t, `an update whose record a change in the next batch ${then === 'deleted' ? 'deletes' : 'takes out of view'} is left to that change: one \`deleted\`; a record it took out of view is still \`deleted\` by it`, async (t, { url }) => {
    const { app, db } = await openApp(t, url)
    await seedOneBook(db)
    const base = await listening(app)
    // In memory (a whole number's order), through the database (an order of text) and staying in
    // view; and one the update takes the book out of.
    const byYear = await subscribe(base, '/books/events?pubYear[ge]=2000&fields=id,title')
    const byText = await subscribe(base, '/books/events?title[le]=Z&pubYear[ge]=2000&fields=id,title')
    const fromM = await subscribe(base, '/books/events?title[ge]=M&fields=id,title')
    const streams = [byYear, byText, fromM]
    const created = await call(app, 'POST', '/books', { title: 'Nile', pubYear: 2001, authorId: 1 })
    t.equal(created.status, 201)
    for (const stream of streams) await stream.wait(1)
    const batches = batchesRead(t)
    const filler = { title: 'Filler', pubYear: 1900, authorId: 1 }
    const res = await call(app, 'POST', '/batch', {
      operations: [
        { method: 'POST', path: '/books', body: Array.from({ length: 499 }, () => filler) },
        { method: 'PATCH', path: '/books/2', body: { title: 'Apple' } },
        then === 'deleted' ? { method: 'DELETE', path: '/books/2' } : { method: 'PATCH', path: '/books/2', body: { pubYear: 1900 } }
      ]
    })
    t.equal(res.status, 200)
    const marker = await call(app, 'POST', '/books', { title: 'Marker', pubYear: 2010, authorId: 1 })
    t.equal(marker.status, 201)
    // The marker's event is the last one: once it arrived, every stream holds all it will get.
    const untilMarker = async (stream: typeof byYear): Promise<unknown[]> => {
      while (!stream.events.some(event => event.data.title === 'Marker')) await stream.wait(stream.events.length + 1)
      return stream.events.map(event => [event.event, event.id, event.data])
    }
    const streamed = await Promise.all(streams.map(untilMarker))
    const [first, second] = batches
    t.strictSame([first.length, first.at(-1)?.op, first.at(-1)?.recordId], [500, 'updated', '2'], 'the update ends one batch')
    t.strictSame([second[0].op, second[0].recordId], [then === 'deleted' ? 'deleted' : 'updated', '2'], 'the next change starts the next')
    const update = first.at(-1)?.id
    const later = second[0].id
    const last = batches.at(-1)?.at(-1)
    t.equal(last?.recordId, String(marker.body.id), 'the marker is the last event read')
    const nile = ['created', byYear.events[0].id, { id: 2, title: 'Nile' }]
    const after = ['created', last?.id, { id: marker.body.id, title: 'Marker' }]
    t.strictSame(streamed[0], [nile, ['deleted', later, { id: 2 }], after], 'in memory: the later change\'s, once')
    t.strictSame(streamed[1], [nile, ['deleted', later, { id: 2 }], after], 'through the database: the later change\'s, once')
    t.strictSame(streamed[2], [nile, ['deleted', update, { id: 2 }], after], 'out of view by the update: its `deleted`, once')
    for (const stream of streams) stream.close()
  })
}
