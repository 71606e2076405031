// Two of the plugin's own writes touching the same rows from different entry points, on
// PostgreSQL: each takes its row locks in one order (records referenced before those that
// reference them, peers by table then key), so that one waits for the other and neither dies
// as a deadlock's victim (503). The interleaving is forced with a connection of the test's own:
// C holds a row of A's, A waits for it, B starts and waits too, then C lets go. Before, A held its
// own record there and B the other record, which A then asked for (each answered 503 once).
// SQLite runs one write transaction at a time (the write gate): there is nothing to interleave.
import t, { type Test } from 'tap'
import { Column, defineModel, Relationship } from '../../lib/index.ts'
import { ModelResource } from '../../plugin/index.ts'
import { openApp } from '../helpers/app.ts'
import { dialects, freshPostgres } from '../helpers/databases.ts'
import { call } from '../helpers/http.ts'
import { client, untilWaiting } from '../helpers/lock-waits.ts'
import { rowsOf } from '../helpers/migrations.ts'

const Shelf = defineModel({
  name: 'Shelf',
  columns: { id: Column.Integer({ primaryKey: true }), name: Column.String(20, { nullable: false }) },
  relationships: {
    volumes: Relationship.list('Volume', { writable: true }),
    labels: Relationship.manyToMany('Label', { writable: true })
  }
})

const Volume = defineModel({
  name: 'Volume',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    title: Column.String(20, { nullable: false }),
    shelfId: Column.Integer({ nullable: false, foreignKey: 'shelf.id' })
  },
  relationships: { shelf: Relationship.single('Shelf', { writable: true }) }
})

const Label = defineModel({
  name: 'Label',
  columns: { id: Column.Integer({ primaryKey: true }), name: Column.String(20, { nullable: false }) },
  relationships: { shelves: Relationship.manyToMany(() => Shelf, { writable: true }) }
})

/** A many-to-many of a type with itself: both sides' records in one table, locked in key order. */
const Person = defineModel({
  name: 'Person',
  columns: { id: Column.Integer({ primaryKey: true }), name: Column.String(20, { nullable: false }) },
  relationships: { friends: Relationship.manyToMany('Person', { through: 'Friendship', writable: true, joinDepth: 1 }) }
})

const Friendship = defineModel({
  name: 'Friendship',
  columns: {
    personId: Column.Integer({ nullable: false, foreignKey: 'person.id' }),
    friendId: Column.Integer({ nullable: false, foreignKey: 'person.id' })
  },
  primaryKey: ['personId', 'friendId']
})

const models = [Shelf, Volume, Label, Person, Friendship]
const resources = [ModelResource.of(Shelf), ModelResource.of(Volume), ModelResource.of(Label), ModelResource.of(Person)]

interface Sent { method: string, path: string, body: unknown, headers?: Record<string, string> }

/** A waits for `held` (C's), B starts and waits too; then C lets go. Answers both replies, A's first. */
async function forced (t: Test, url: string, app: Parameters<typeof call>[0], held: string, a: Sent, b: Sent): Promise<Array<{ status: number, body: unknown }>> {
  const [c, watcher] = [await client(t, url), await client(t, url)]
  await c.query('begin')
  await c.query(`select 1 from ${held} for update`)
  const first = call(app, a.method, a.path, a.body, a.headers)
  await untilWaiting(t, watcher, 1, 'A')
  const second = call(app, b.method, b.path, b.body, b.headers)
  await untilWaiting(t, watcher, 2, 'B')
  await c.query('rollback')
  return (await Promise.all([first, second])).map(({ status, body }) => ({ status, body }))
}

async function seeded (t: Test): Promise<{ url: string, app: Parameters<typeof call>[0], db: Awaited<ReturnType<typeof openApp>>['db'] }> {
  const url = await freshPostgres(t)
  const { app, db } = await openApp(t, url, { models, resources })
  await rowsOf(db, "insert into shelf (name) values ('one'), ('two')")
  await rowsOf(db, "insert into volume (title, shelf_id) values ('v1', 1)")
  await rowsOf(db, "insert into label (name) values ('red'), ('blue')")
  await rowsOf(db, "insert into person (name) values ('ann'), ('bob')")
  return { url, app, db }
}

if (dialects().includes('postgresql')) {
  t.test('a child changed with its parent, and the parent changed with its children, at once [postgresql]', async t => {
    const { url, app, db } = await seeded(t)
    const answers = await forced(t, url, app, 'volume where id = 1',
      { method: 'PATCH', path: '/volumes/1', body: { title: 'by volume', shelf: { id: 1, name: 'by volume' } } },
      { method: 'PATCH', path: '/shelves/1', body: { name: 'by shelf', volumes: [{ id: 1, title: 'by shelf' }] } })
    t.strictSame(answers, [
      { status: 200, body: { id: 1, title: 'by volume', shelfId: 1, shelf: { id: 1, name: 'by volume', labels: [] } } },
      { status: 200, body: { id: 1, name: 'by shelf', volumes: [{ id: 1, title: 'by shelf', shelfId: 1 }], labels: [] } }
    ], 'the volume\'s PATCH, then the shelf\'s, each whole')
    t.strictSame(await rowsOf(db, 'select id, name from shelf order by id'), [[1, 'by shelf'], [2, 'two']])
    t.strictSame(await rowsOf(db, 'select id, title, shelf_id from volume order by id'), [[1, 'by shelf', 1]])
  })

  t.test('a child changed with its parent, and the parent changed under its If-Match, at once [postgresql]', async t => {
    const { url, app, db } = await seeded(t)
    const etag = String((await call(app, 'GET', '/shelves/1')).headers.etag)
    const answers = await forced(t, url, app, 'volume where id = 1',
      { method: 'PATCH', path: '/volumes/1', body: { title: 'by volume', shelf: { id: 1, name: 'by volume' } } },
      { method: 'PATCH', path: '/shelves/1', body: { name: 'by shelf' }, headers: { 'if-match': etag } })
    t.strictSame(answers, [
      { status: 200, body: { id: 1, title: 'by volume', shelfId: 1, shelf: { id: 1, name: 'by volume', labels: [] } } },
      { status: 412, body: { message: 'The record was changed since it was read (or does not exist): its ETag does not match If-Match' } }
    ], 'the volume\'s PATCH; the shelf\'s finds its tag changed')
    t.strictSame(await rowsOf(db, 'select id, name from shelf order by id'), [[1, 'by volume'], [2, 'two']])
    t.strictSame(await rowsOf(db, 'select id, title, shelf_id from volume order by id'), [[1, 'by volume', 1]])
  })

  t.test('a many-to-many linked from both sides at once [postgresql]', async t => {
    const { url, app, db } = await seeded(t)
    const answers = await forced(t, url, app, 'shelf where id = 1',
      { method: 'PATCH', path: '/shelves/1', body: { labels: { add: [{ id: 1 }] } } },
      { method: 'PATCH', path: '/labels/1', body: { shelves: { add: [{ id: 1 }, { id: 2 }] } } })
    t.strictSame(answers, [
      { status: 200, body: { id: 1, name: 'one', volumes: [{ id: 1, title: 'v1', shelfId: 1 }], labels: [{ id: 1, name: 'red' }] } },
      { status: 200, body: { id: 1, name: 'red', shelves: [{ id: 1, name: 'one', volumes: [{ id: 1, title: 'v1', shelfId: 1 }] }, { id: 2, name: 'two', volumes: [] }] } }
    ], 'the shelf\'s PATCH, then the label\'s, which finds the link made and adds the other')
    t.strictSame(await rowsOf(db, 'select shelf_id, label_id from shelf_label order by shelf_id, label_id'), [[1, 1], [2, 1]])
  })

  t.test('a many-to-many of a type with itself linked from both ends at once [postgresql]', async t => {
    const { url, app, db } = await seeded(t)
    const answers = await forced(t, url, app, 'person where id = 2',
      { method: 'PATCH', path: '/people/2', body: { name: 'bob2', friends: { add: [{ id: 1 }] } } },
      { method: 'PATCH', path: '/people/1', body: { name: 'ann2', friends: { add: [{ id: 2 }] } } })
    // Bob's answer is read after his commit: ann's PATCH, let go by it, may have committed by then.
    const annAsBobSawHer = (answers[0].body as { friends?: Array<{ name: string }> }).friends?.[0]?.name
    t.ok(annAsBobSawHer === 'ann' || annAsBobSawHer === 'ann2', 'bob\'s answer shows ann as committed before or after him')
    t.strictSame(answers, [
      { status: 200, body: { id: 2, name: 'bob2', friends: [{ id: 1, name: annAsBobSawHer }] } },
      { status: 200, body: { id: 1, name: 'ann2', friends: [{ id: 2, name: 'bob2' }] } }
    ], 'bob\'s PATCH, then ann\'s')
    t.strictSame(await rowsOf(db, 'select person_id, friend_id from friendship order by person_id, friend_id'), [[1, 2], [2, 1]])
    t.strictSame(await rowsOf(db, 'select id, name from person order by id'), [[1, 'ann2'], [2, 'bob2']])
  })
}
