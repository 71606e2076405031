// An `updated` event says that what a resource's GET shows of a record changed: a change of a
// write-only column (a password) or of one its serial settings hide is no event of that resource,
// as it is no change of the record's ETag. Resources over one table judge by their own GET.
import t, { type Test } from 'tap'
import { Column, defineModel, type HookQuery } from '../../lib/index.ts'
import { CollectionModelResource, ModelResource, type HookResult } from '../../plugin/index.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { rowsOf } from '../helpers/state.ts'
import { subscribe, type Stream } from '../helpers/sse.ts'

const Member = defineModel({
  name: 'Member',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    name: Column.String(80, { nullable: false }),
    password: Column.WriteOnly(Column.String(80, { nullable: false })),
    note: Column.String(80, { nullable: false, default: '' })
  },
  SERIAL_STOPLIST: ['note']
})
class MemberItem extends ModelResource.of(Member) {}
class Members extends CollectionModelResource.of(Member, { events: true }) {}
/** The same table, its GET showing the note. */
class MemberNotes extends CollectionModelResource.of(Member, { events: true, serialFields: { get: { Member: ['id', 'name', 'note'] } } }) {}

async function quiet (t: Test, stream: Stream, count: number, ms = 400): Promise<void> {
  await new Promise(resolve => setTimeout(resolve, ms))
  t.equal(stream.events.length, count, `no more than ${count} events`)
}

eachDatabase(t, 'a change of a write-only or hidden column alone is no event of a resource that does not show it', async (t, { url }) => {
  const { app, db } = await openApp(t, url, {
    models: [Member],
    resources: [MemberItem, Members, { resource: MemberNotes, urls: ['/member-notes'] }]
  })
  const base = await app.listen({ port: 0, host: '127.0.0.1' })
  const members = await subscribe(base, '/members/events')
  const notes = await subscribe(base, '/member-notes/events')
  const patch = async (body: Record<string, unknown>): Promise<void> => { t.equal((await call(app, 'PATCH', '/members/1', body)).status, 200) }

  t.equal((await call(app, 'POST', '/members', { name: 'Ann', password: 'secret' })).status, 201)
  const [created] = await members.wait(1)
  t.strictSame([created.event, created.data], ['created', { id: 1, name: 'Ann' }])
  t.equal((await notes.wait(1))[0].id, created.id)

  await patch({ password: 'hunter2' }) // shown by neither
  await patch({ note: 'moved' }) // shown by /member-notes only
  // Delivered before the next write: an event shows the record as it is when delivered.
  await notes.wait(2)
  await patch({ name: 'Anna' })
  const [, renamed] = await members.wait(2)
  t.strictSame([renamed.event, renamed.data], ['updated', { id: 1, name: 'Anna' }])
  t.strictSame(renamed.data, (await call(app, 'GET', '/members/1')).body, 'as its GET shows it')
  const noted = await notes.wait(3)
  t.strictSame(noted.slice(1).map(event => [event.event, event.data]), [['updated', { id: 1, name: 'Ann', note: 'moved' }], ['updated', { id: 1, name: 'Anna', note: 'moved' }]], 'the note\'s change is an event of the resource that shows it')
  t.equal(noted[2].id, renamed.id)
  t.ok(BigInt(noted[1].id) > BigInt(created.id) && BigInt(renamed.id) > BigInt(noted[1].id), 'the skipped change\'s id lies between')

  // A shown column with a hidden one: one event.
  await patch({ name: 'Ann B.', password: 'again', note: 'back' })
  const [, , both] = await members.wait(3)
  t.strictSame([both.event, both.data], ['updated', { id: 1, name: 'Ann B.' }])
  await quiet(t, members, 3)
  t.strictSame(await rowsOf(db, Member), [{ id: 1, name: 'Ann B.', password: 'again', note: 'back' }], 'every change is stored')

  // Resuming after the created event, and after the skipped one: the shown changes, once each.
  const resumed = await subscribe(base, '/members/events', { 'last-event-id': created.id })
  const fromSkipped = await subscribe(base, '/members/events', { 'last-event-id': noted[1].id })
  const live = async (stream: Stream, count: number): Promise<unknown[]> => (await stream.wait(count)).map(event => [event.event, event.id, event.data])
  t.strictSame(await live(resumed, 2), [['updated', renamed.id, { id: 1, name: 'Ann B.' }], ['updated', both.id, { id: 1, name: 'Ann B.' }]])
  t.strictSame(await live(fromSkipped, 2), [['updated', renamed.id, { id: 1, name: 'Ann B.' }], ['updated', both.id, { id: 1, name: 'Ann B.' }]])
  await patch({ password: 'once more' })
  await patch({ name: 'Bea' })
  const [, , , last] = await members.wait(4)
  t.strictSame([last.event, last.data], ['updated', { id: 1, name: 'Bea' }])
  t.strictSame((await live(resumed, 3))[2], ['updated', last.id, { id: 1, name: 'Bea' }])
  t.strictSame((await live(fromSkipped, 3))[2], ['updated', last.id, { id: 1, name: 'Bea' }])
  await quiet(t, members, 4)
  t.equal(resumed.events.length, 3)
  for (const stream of [members, notes, resumed, fromSkipped]) stream.close()
})

// A hook's narrowing by an owner the GET hides: moving the record changes no column it shows, and
// still takes it out of one owner's view and into the other's.
const Parcel = defineModel({
  name: 'Parcel',
  columns: { id: Column.Integer({ primaryKey: true }), ownerId: Column.Integer({ nullable: false }), label: Column.String(80, { nullable: false }) },
  SERIAL_STOPLIST: ['ownerId']
})
class ParcelItem extends ModelResource.of(Parcel) {}
class Parcels extends CollectionModelResource.of(Parcel, { events: true }) {
  override processGetInput (query: HookQuery): HookResult {
    const caller = /^User:(\d+)$/.exec(String(this.request.headers.authorization ?? ''))?.[1]
    return caller === undefined ? { status: false, message: 'Unauthorized', statusCode: 401 } : { status: true, query: query.where({ ownerId: Number(caller) }) }
  }
}

eachDatabase(t, 'a change of a hidden column a hook narrows by: deleted for the old owner, updated for the new', async (t, { url }) => {
  const { app, db } = await openApp(t, url, { models: [Parcel], resources: [ParcelItem, Parcels] })
  const base = await app.listen({ port: 0, host: '127.0.0.1' })
  const alice = await subscribe(base, '/parcels/events', { authorization: 'User:1' })
  const bob = await subscribe(base, '/parcels/events', { authorization: 'User:2' })
  t.equal((await call(app, 'POST', '/parcels', { ownerId: 1, label: 'books' })).status, 201)
  t.strictSame((await alice.wait(1)).map(event => [event.event, event.data]), [['created', { id: 1, label: 'books' }]])
  t.equal((await call(app, 'PATCH', '/parcels/1', { ownerId: 2 })).status, 200)
  t.strictSame((await alice.wait(2))[1].event, 'deleted')
  t.strictSame((await alice.wait(2))[1].data, { id: 1 })
  t.strictSame((await bob.wait(1)).map(event => [event.event, event.data]), [['updated', { id: 1, label: 'books' }]])
  t.strictSame(await rowsOf(db, Parcel), [{ id: 1, ownerId: 2, label: 'books' }])
  await quiet(t, alice, 2)
  await quiet(t, bob, 1, 0)
  for (const stream of [alice, bob]) stream.close()
})
