// A many-to-many whose join model has a resource with a GET hook: the hook narrows the links, as a
// target type's hook narrows the linked records. Reads through the relationship (answers of one
// record and of a page, the other side's list, filters and `where` through it) show only the
// links it lets through, and a whole set written back keeps the links it hides.
// Tried as a new user would: a join row's owner hid it from its own route, yet a note's labels,
// `labels.name=` and the label's notes showed every link, and the PUT of a GET removed the others'.
import t from 'tap'
import { Column, defineModel, Relationship, type HookQuery } from '../../lib/index.ts'
import { CollectionModelResource, ModelResource, type Data, type HookReturn, type Kwargs } from '../../plugin/index.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp, type Opened } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { rowsOf } from '../helpers/migrations.ts'
import { subscribe } from '../helpers/sse.ts'

const Note = defineModel({
  name: 'Note',
  columns: { id: Column.Integer({ primaryKey: true }), title: Column.String(20, { nullable: false }) },
  relationships: { labels: Relationship.manyToMany('Label', { through: 'NoteLabel', writable: true, orderBy: 'id' }) }
})
const Label = defineModel({
  name: 'Label',
  columns: { id: Column.Integer({ primaryKey: true }), name: Column.String(20, { nullable: false }) },
  relationships: { notes: Relationship.manyToMany(() => Note, { through: 'NoteLabel', orderBy: 'id' }) }
})
const NoteLabel = defineModel({
  name: 'NoteLabel',
  primaryKey: ['noteId', 'labelId'],
  columns: {
    noteId: Column.Integer({ nullable: false, foreignKey: 'note.id' }),
    labelId: Column.Integer({ nullable: false, foreignKey: 'label.id' }),
    owner: Column.String(10, { default: 'all' })
  }
})

/** The join model's rule: a caller (X-User) sees their own links and the shared ones. */
class NoteLabelResource extends ModelResource.of(NoteLabel) {
  override processGetInput (query: HookQuery, data: Data, _kwargs: Kwargs): HookReturn {
    return { status: true, query: query.where('owner', 'in', [String(this.request.headers['x-user']), 'all']), data }
  }
}

const ann = { 'x-user': 'ann' }
const bob = { 'x-user': 'bob' }

/** Labels red, green, blue; note 1 linked to red (shared), green (bob's), blue (ann's); note 2 to green (bob's), blue (shared). */
async function seeded (t: Parameters<Parameters<typeof eachDatabase>[2]>[0], url: string): Promise<Opened> {
  const opened = await openApp(t, url, {
    models: [Note, Label, NoteLabel],
    resources: [ModelResource.of(Note), CollectionModelResource.of(Note, { aggregates: true, events: true }), ModelResource.of(Label), NoteLabelResource]
  })
  await rowsOf(opened.db, "insert into label (name) values ('red'), ('green'), ('blue')")
  await rowsOf(opened.db, "insert into note (title) values ('one'), ('two')")
  await rowsOf(opened.db, "insert into note_label (note_id, label_id, owner) values (1, 1, 'all'), (1, 2, 'bob'), (1, 3, 'ann'), (2, 2, 'bob'), (2, 3, 'all')")
  return opened
}

async function stored (opened: Opened): Promise<unknown[][]> {
  return await rowsOf(opened.db, 'select note_id, label_id, owner from note_label order by note_id, label_id')
}

const SEEDED = [[1, 1, 'all'], [1, 2, 'bob'], [1, 3, 'ann'], [2, 2, 'bob'], [2, 3, 'all']]
const RED = { id: 1, name: 'red' }
const GREEN = { id: 2, name: 'green' }
const BLUE = { id: 3, name: 'blue' }

eachDatabase(t, 'the join model\'s GET hook narrows the links of a record, of a page and of the other side', async (t, { url }) => {
  const opened = await seeded(t, url)
  const one = await call(opened.app, 'GET', '/notes/1', undefined, ann)
  t.strictSame([one.status, one.body], [200, { id: 1, title: 'one', labels: [RED, BLUE] }])
  const page = await call(opened.app, 'GET', '/notes?fields=id,labels', undefined, ann)
  t.strictSame([page.status, page.body.Note], [200, [{ id: 1, labels: [RED, BLUE] }, { id: 2, labels: [BLUE] }]])
  const other = await call(opened.app, 'GET', '/notes', undefined, bob)
  t.strictSame([other.status, other.body.Note], [200, [{ id: 1, title: 'one', labels: [RED, GREEN] }, { id: 2, title: 'two', labels: [GREEN, BLUE] }]])
  const label = await call(opened.app, 'GET', '/labels/2', undefined, ann)
  t.strictSame([label.status, label.body], [200, { id: 2, name: 'green', notes: [] }])
  const shared = await call(opened.app, 'GET', '/labels/3', undefined, bob)
  t.strictSame([shared.status, shared.body], [200, { id: 3, name: 'blue', notes: [{ id: 2, title: 'two' }] }])
})

eachDatabase(t, 'a filter through the relationship sees only the links the join model\'s GET hook lets through', async (t, { url }) => {
  const opened = await seeded(t, url)
  const ids = async (query: string, headers: Record<string, string>): Promise<unknown[]> => {
    const res = await call(opened.app, 'GET', `/notes?fields=id&${query}`, undefined, headers)
    return [res.status, res.status === 200 ? res.body.Note.map((note: { id: number }) => note.id) : res.body]
  }
  t.strictSame(await ids('labels.name=green', ann), [200, []])
  t.strictSame(await ids('labels.name=green', bob), [200, [1, 2]])
  t.strictSame(await ids('labels.name=blue', bob), [200, [2]])
  const where = (value: unknown): string => `where=${encodeURIComponent(JSON.stringify(value))}`
  t.strictSame(await ids(where({ labels: { none: { name: 'green' } } }), ann), [200, [1, 2]])
  t.strictSame(await ids(where({ labels: { every: { name: 'blue' } } }), ann), [200, [2]])
  const counted = await call(opened.app, 'GET', '/notes/aggregate?labels.name=green', undefined, ann)
  t.strictSame([counted.status, counted.body], [200, { groups: [{ key: {}, count: 0 }] }])
  const bobs = await call(opened.app, 'GET', '/notes/aggregate?labels.name=green', undefined, bob)
  t.strictSame([bobs.status, bobs.body], [200, { groups: [{ key: {}, count: 2 }] }])
})

eachDatabase(t, 'a whole set written back keeps the links the join model\'s GET hook hides; remove cannot name them', async (t, { url }) => {
  const opened = await seeded(t, url)
  const shown = await call(opened.app, 'GET', '/notes/1', undefined, ann)
  const back = await call(opened.app, 'PUT', '/notes/1', shown.body, ann)
  t.strictSame([back.status, back.body], [200, { id: 1, title: 'one', labels: [RED, BLUE] }])
  t.strictSame(await stored(opened), SEEDED, 'the PUT of what the GET showed changes nothing')

  const fewer = await call(opened.app, 'PUT', '/notes/1', { title: 'one', labels: [{ id: 3 }] }, ann)
  t.strictSame([fewer.status, fewer.body], [200, { id: 1, title: 'one', labels: [BLUE] }])
  t.strictSame(await stored(opened), [[1, 2, 'bob'], [1, 3, 'ann'], [2, 2, 'bob'], [2, 3, 'all']], 'red unlinked, bob\'s green kept')

  const hidden = await call(opened.app, 'PATCH', '/notes/2', { labels: { remove: [{ id: 2 }] } }, ann)
  t.strictSame([hidden.status, hidden.body], [400, { message: 'labels.remove.0: Label 2 is not one of this Note\'s records' }])
  t.strictSame(await stored(opened), [[1, 2, 'bob'], [1, 3, 'ann'], [2, 2, 'bob'], [2, 3, 'all']])
  const emptied = await call(opened.app, 'PATCH', '/notes/2', { labels: [] }, ann)
  t.strictSame([emptied.status, emptied.body], [200, { id: 2, title: 'two', labels: [] }])
  t.strictSame(await stored(opened), [[1, 2, 'bob'], [1, 3, 'ann'], [2, 2, 'bob']])
})

eachDatabase(t, 'a change event shows the links the join model\'s GET hook lets its subscriber see', async (t, { url }) => {
  const opened = await seeded(t, url)
  const base = await opened.app.listen({ port: 0, host: '127.0.0.1' })
  const anns = await subscribe(base, '/notes/events', ann)
  const greens = await subscribe(base, `/notes/events?where=${encodeURIComponent(JSON.stringify({ labels: { some: { name: 'green' } } }))}`, ann)
  await rowsOf(opened.db, "update note set title = 'uno' where id = 1")
  const [event] = await anns.wait(1)
  t.strictSame([event.event, event.data], ['updated', { id: 1, title: 'uno', labels: [RED, BLUE] }])
  // The filtered stream: note 1 links green through bob's link alone, which ann may not see.
  await new Promise(resolve => setTimeout(resolve, 400))
  t.strictSame(greens.events.map(item => item.event), [])
  // Bob's link made again as ann's: now she sees note 1 link green.
  await rowsOf(opened.db, 'delete from note_label where note_id = 1 and label_id = 2')
  await rowsOf(opened.db, "insert into note_label (note_id, label_id, owner) values (1, 2, 'ann')")
  const [green] = await greens.wait(1)
  t.strictSame([green.event, green.data], ['updated', { id: 1, title: 'uno', labels: [RED, GREEN, BLUE] }])
  anns.close()
  greens.close()
})

// Tried as a new user would: a join row's owner changed in place (no link made or removed) changed
// the links a subscriber's GET shows, and sent no event: the triggers fired on a key's update alone.
eachDatabase(t, 'a join row\'s own columns changed in place are an event of the record it links', async (t, { url }) => {
  const opened = await seeded(t, url)
  const base = await opened.app.listen({ port: 0, host: '127.0.0.1' })
  const anns = await subscribe(base, '/notes/events', ann)
  // Bob shares his link of note 1 to green: ann now sees it.
  await rowsOf(opened.db, "update note_label set owner = 'all' where note_id = 1 and label_id = 2")
  const [shared] = await anns.wait(1)
  t.strictSame([shared.event, shared.data], ['updated', { id: 1, title: 'one', labels: [RED, GREEN, BLUE] }])
  // Ann's link of note 1 to blue made bob's: she no longer sees it. One event of note 1 alone each time.
  await rowsOf(opened.db, "update note_label set owner = 'bob' where note_id = 1 and label_id = 3")
  const [, hidden] = await anns.wait(2)
  t.strictSame([hidden.event, hidden.data], ['updated', { id: 1, title: 'one', labels: [RED, GREEN] }])
  t.strictSame((await call(opened.app, 'GET', '/notes/1', undefined, ann)).body, hidden.data, 'as her GET shows it')
  await new Promise(resolve => setTimeout(resolve, 400))
  t.equal(anns.events.length, 2, 'no other event')
  t.strictSame(await stored(opened), [[1, 1, 'all'], [1, 2, 'all'], [1, 3, 'bob'], [2, 2, 'bob'], [2, 3, 'all']])
  anns.close()
})

// Tried as a new user would: a PATCH of a join row, or of the note, with the values they hold wrote
// events of a note nothing changed in (the triggers fired on every update).
eachDatabase(t, 'a join row or a record written back with the values it holds is no event', async (t, { url }) => {
  const opened = await seeded(t, url)
  const base = await opened.app.listen({ port: 0, host: '127.0.0.1' })
  const anns = await subscribe(base, '/notes/events', ann)
  const before = (await rowsOf(opened.db, 'select count(*) from fmr_events'))[0][0]
  const same = await call(opened.app, 'PATCH', '/note-labels/1/3', { owner: 'ann' }, ann)
  t.strictSame([same.status, same.body], [200, { noteId: 1, labelId: 3, owner: 'ann' }])
  t.equal((await call(opened.app, 'PATCH', '/notes/1', { title: 'one' }, ann)).status, 200)
  await rowsOf(opened.db, 'update note_label set owner = owner')
  t.strictSame((await rowsOf(opened.db, 'select count(*) from fmr_events'))[0][0], before, 'no row in the outbox')
  // A change of the title is one: the first event the subscriber gets.
  t.equal((await call(opened.app, 'PATCH', '/notes/1', { title: 'uno' }, ann)).status, 200)
  const [changed] = await anns.wait(1)
  t.strictSame([changed.event, changed.data], ['updated', { id: 1, title: 'uno', labels: [RED, BLUE] }])
  await new Promise(resolve => setTimeout(resolve, 400))
  t.equal(anns.events.length, 1, 'no other event')
  t.strictSame(await stored(opened), SEEDED)
  anns.close()
})
