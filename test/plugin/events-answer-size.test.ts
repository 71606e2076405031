// A change event is bounded as its collection's page is (maxAnswerBytes): a record whose texts
// would pass the bound is sent as its key alone, marked `cut`, and a batch's events stop carrying
// whole records before their bytes pass it. No change is left out.
import t from 'tap'
import type { FastifyInstance } from 'fastify'
import { Column, defineModel } from '../../lib/index.ts'
import { CollectionModelResource, ModelResource } from '../../plugin/index.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { rowsOf } from '../helpers/migrations.ts'
import { subscribe } from '../helpers/sse.ts'

const Note = defineModel({
  name: 'Note',
  columns: { id: Column.Integer({ primaryKey: true }), body: Column.Text(), title: Column.String(50) }
})
const limits = { maxAnswerBytes: 2000 }
const resources = [ModelResource.of(Note, limits), CollectionModelResource.of(Note, { ...limits, events: true })]

async function listening (app: FastifyInstance): Promise<string> {
  return await app.listen({ port: 0, host: '127.0.0.1' })
}

eachDatabase(t, 'an event whose record would pass maxAnswerBytes carries its key alone, marked cut; a batch stops carrying whole records before passing it', async (t, { url }) => {
  const { app, db } = await openApp(t, url, { models: [Note], resources })
  const base = await listening(app)
  const whole = await subscribe(base, '/notes/events')
  const titles = await subscribe(base, '/notes/events?fields=id,title')
  t.equal(whole.status, 200)
  t.equal((await call(app, 'POST', '/notes', { body: 'a'.repeat(900), title: 'one' })).status, 201)
  await whole.wait(1)
  // Past the bound alone: the GET of the record refuses it too.
  t.equal((await call(app, 'PATCH', '/notes/1', { body: 'b'.repeat(3000) })).status, 200)
  t.equal((await call(app, 'GET', '/notes/1')).status, 400)
  await whole.wait(2)
  // Three records of 900 characters in one statement (one batch): two fit the bound, the third is cut.
  await rowsOf(db, `insert into note (id, body, title) values ${[2, 3, 4].map(n => `(${n}, '${String(n).repeat(900)}', 'n${n}')`).join(', ')}`)
  await whole.wait(5)
  t.equal((await call(app, 'DELETE', '/notes/1')).status, 204)
  const received = await whole.wait(6)
  t.strictSame(received.map(event => [event.event, event.data, event.cut]), [
    ['created', { id: 1, body: 'a'.repeat(900), title: 'one' }, undefined],
    ['updated', { id: 1 }, 'true'],
    ['created', { id: 2, body: '2'.repeat(900), title: 'n2' }, undefined],
    ['created', { id: 3, body: '3'.repeat(900), title: 'n3' }, undefined],
    ['created', { id: 4 }, 'true'],
    ['deleted', { id: 1 }, undefined]
  ])
  // Without the texts every record fits: none is cut.
  t.strictSame((await titles.wait(6)).map(event => [event.event, event.data, event.cut]), [
    ['created', { id: 1, title: 'one' }, undefined],
    ['updated', { id: 1, title: 'one' }, undefined],
    ['created', { id: 2, title: 'n2' }, undefined],
    ['created', { id: 3, title: 'n3' }, undefined],
    ['created', { id: 4, title: 'n4' }, undefined],
    ['deleted', { id: 1 }, undefined]
  ])
  // The subscriber reads the cut record itself, whole as its GET shows it.
  t.strictSame((await call(app, 'GET', '/notes/4')).body, { id: 4, body: '4'.repeat(900), title: 'n4' })
  // A replay is bounded the same way (note 1's update, read after its delete, is said by the delete alone).
  const resumed = await subscribe(base, '/notes/events', { 'last-event-id': received[1].id })
  t.strictSame((await resumed.wait(4)).map(event => [event.event, event.data, event.cut]), received.slice(2).map(event => [event.event, event.data, event.cut]))
  t.strictSame(await rowsOf(db, 'select id, title from note order by id'), [[2, 'n2'], [3, 'n3'], [4, 'n4']])
  for (const stream of [whole, titles, resumed]) stream.close()
})

// Tried as a new user would: one statement wrote 500 notes of 10 KB (a batch of 5 MB, well within
// maxAnswerBytes), and a subscriber reading as fast as it could was cut off before its first event,
// its 1 MB of waiting bytes passed by the one write: with no id to resume from, it lost them all.
eachDatabase(t, 'a reader that keeps up receives a batch larger than maxWaitingBytes whole, and stays subscribed', async (t, { url }) => {
  const { app, db } = await openApp(t, url, { models: [Note], resources: [ModelResource.of(Note), CollectionModelResource.of(Note, { events: true })] })
  const base = await listening(app)
  const reader = await subscribe(base, '/notes/events?fields=id,body')
  const body = 'x'.repeat(10_000)
  await rowsOf(db, `insert into note (id, body, title) values ${Array.from({ length: 500 }, (_, index) => `(${index + 1}, '${body}', 't')`).join(', ')}`)
  const received = await reader.wait(500)
  t.strictSame(received.map(event => [event.event, event.data.id, event.data.body.length]), Array.from({ length: 500 }, (_, index) => ['created', index + 1, 10_000]))
  t.equal((await call(app, 'PATCH', '/notes/1', { body: 'short' })).status, 200)
  t.strictSame((await reader.wait(501))[500].data, { id: 1, body: 'short' }, 'still subscribed')
  reader.close()
})
