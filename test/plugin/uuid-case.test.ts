// UUIDs stored in capitals by another system (an import written with plain SQL) on SQLite, whose
// text compares byte for byte where PostgreSQL's uuid type ignores case: found by either
// spelling (GET, filters, writes, a related record through a capital foreign key), answered in
// lowercase, and walked by cursor exactly once each. On PostgreSQL too, which keeps no spelling:
// the same answers.
import { fileURLToPath } from 'node:url'
import t from 'tap'
import { Column, defineModel, Relationship, type HookQuery } from '../../lib/index.ts'
import { CollectionModelResource, ModelResource, type Data, type HookReturn } from '../../plugin/index.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { rowsOf } from '../helpers/state.ts'
import { fences } from '../helpers/markdown.ts'
import { subscribe } from '../helpers/sse.ts'

const Maker = defineModel({
  name: 'Maker',
  columns: {
    id: Column.Uuid({ primaryKey: true }),
    name: Column.String(40, { nullable: false })
  }
})

const Part = defineModel({
  name: 'Part',
  columns: {
    id: Column.Uuid({ primaryKey: true }),
    name: Column.String(40, { nullable: false }),
    makerId: Column.Uuid({ foreignKey: 'maker.id' })
  },
  relationships: { maker: Relationship.single('Maker') }
})

const go = (status: number) => () => [true, null, status] as [boolean, unknown, number]

class Makers extends ModelResource { static override modelClass = Maker }
class Parts extends ModelResource { static override modelClass = Part }
/** The same table through MikroORM's unit of work: every write runs a beforeCommit hook. */
class HookedParts extends ModelResource {
  static override modelClass = Part
  static override urlName = 'hooked'
  static override beforeCommit = { post: go(201), put: go(200), patch: go(200), delete: go(204) }
}
/** Ids the client's, records created in bulk. */
class OwnIds extends ModelResource.of(Part, { clientIds: true, bulk: true }) {
  static override urlName = 'own-ids'
}
/** Ids the client's, a PUT seeing only the parts of no maker. */
class Unmade extends ModelResource.of(Part, { clientIds: true }) {
  static override urlName = 'unmade'
  override processPutInput (query: HookQuery, data: Data): HookReturn {
    return { status: true, query: query.where('makerId', 'isnull', true), data }
  }
}
class HookedBulk extends ModelResource.of(Part, { bulk: true }) {
  static override urlName = 'hooked-bulk'
  static override beforeCommit = { post: go(201) }
}
class PartList extends CollectionModelResource.of(Part, { paging: 'cursor', events: true }) {
  static override urlPrefix = '/list'
}

const MAKER = 'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11'
const BOLT = 'B1000000-0000-4000-8000-0000000000AA'
const NUT = 'C2000000-0000-4000-8000-0000000000BB'
const lower = (id: string): string => id.toLowerCase()
const ACME = { id: lower(MAKER), name: 'acme' }
const CONFLICTS = [{ message: `A Part with id ${lower(BOLT)} already exists` }, { message: `record 1: A Part with id ${lower(NUT)} already exists` }]
const STALE = { message: 'The record was changed since it was read (or does not exist): its ETag does not match If-Match' }

/** An app whose rows were written by plain SQL, ids in capitals. */
async function imported (t: Parameters<Parameters<typeof eachDatabase>[2]>[0], url: string) {
  const opened = await openApp(t, url, { resources: [Makers, Parts, HookedParts, OwnIds, Unmade, HookedBulk, PartList], models: [Maker, Part] })
  const connection = opened.db.orm.em.getConnection()
  await connection.execute(`insert into maker (id, name) values ('${MAKER}', 'acme')`)
  await connection.execute(`insert into part (id, name, maker_id) values ('${BOLT}', 'bolt', '${MAKER}'), ('${NUT}', 'nut', null)`)
  return opened
}

eachDatabase(t, 'a record stored with a capital uuid is read by either spelling, answered in lowercase', async (t, { url }) => {
  const { app } = await imported(t, url)
  for (const id of [BOLT, lower(BOLT)]) {
    const read = await call(app, 'GET', `/parts/${id}`)
    t.equal(read.status, 200, id)
    t.strictSame(read.body, { id: lower(BOLT), name: 'bolt', makerId: lower(MAKER), maker: ACME }, id)
  }
  const maker = await call(app, 'GET', `/makers/${lower(MAKER)}`)
  t.equal(maker.status, 200)
  t.strictSame(maker.body, { id: lower(MAKER), name: 'acme' })
})

eachDatabase(t, 'its related record comes nested through a capital foreign key', async (t, { url }) => {
  const { app } = await imported(t, url)
  const one = await call(app, 'GET', `/parts/${lower(BOLT)}?fields=id,maker`)
  t.equal(one.status, 200)
  t.strictSame(one.body, { id: lower(BOLT), maker: ACME })
  const page = await call(app, 'GET', '/list/parts?fields=id,maker&orderBy=name')
  t.equal(page.status, 200)
  t.strictSame(page.body.Part, [{ id: lower(BOLT), maker: ACME }, { id: lower(NUT), maker: null }])
})

eachDatabase(t, 'filters eq, in, ne and notin match a capital uuid by either spelling', async (t, { url }) => {
  const { app } = await imported(t, url)
  const names = async (query: string): Promise<string[]> => {
    const res = await call(app, 'GET', `/list/parts?${query}&orderBy=name`)
    t.equal(res.status, 200, query)
    return res.body.Part.map((part: { name: string }) => part.name)
  }
  for (const id of [BOLT, lower(BOLT)]) {
    t.strictSame(await names(`id=${id}`), ['bolt'], id)
    t.strictSame(await names(`id[in]=${id},${lower(NUT)}`), ['bolt', 'nut'], id)
    t.strictSame(await names(`id[ne]=${id}`), ['nut'], id)
    t.strictSame(await names(`id[notin]=${id}`), ['nut'], id)
  }
  t.strictSame(await names(`makerId=${lower(MAKER)}`), ['bolt'])
  t.strictSame(await names(`makerId[ne]=${lower(MAKER)}`), [], 'null is not unequal')
})

for (const word of ['parts', 'hooked']) {
  eachDatabase(t, `/${word}: a capital-stored record is patched, replaced and deleted by its lowercase id, keeping its stored id`, async (t, { url, dialect }) => {
    const { app, db } = await imported(t, url)
    const patched = await call(app, 'PATCH', `/${word}/${lower(BOLT)}`, { name: 'bolt 2' })
    t.equal(patched.status, 200)
    t.strictSame(patched.body, { id: lower(BOLT), name: 'bolt 2', makerId: lower(MAKER), maker: ACME })
    const replaced = await call(app, 'PUT', `/${word}/${lower(NUT)}`, { name: 'nut 2', makerId: MAKER })
    t.equal(replaced.status, 200)
    t.strictSame(replaced.body, { id: lower(NUT), name: 'nut 2', makerId: lower(MAKER), maker: ACME })
    const connection = db.orm.em.getConnection()
    // PostgreSQL's uuid keeps no spelling: it shows lowercase what SQLite keeps as written.
    const stored = (id: string): string => dialect === 'sqlite' ? id : lower(id)
    // The foreign key takes its record's stored spelling, which SQLite's constraint compares exactly.
    t.strictSame(await connection.execute('select id, name, maker_id from part order by name'),
      [{ id: stored(BOLT), name: 'bolt 2', maker_id: stored(MAKER) }, { id: stored(NUT), name: 'nut 2', maker_id: stored(MAKER) }])
    const created = await call(app, 'POST', `/${word}`, { name: 'washer', makerId: lower(MAKER) })
    t.equal(created.status, 201)
    const id = created.body.id as string
    t.strictSame(created.body, { id, name: 'washer', makerId: lower(MAKER), maker: ACME })
    t.strictSame(await connection.execute('select maker_id from part where id = ?', [id]), [{ maker_id: stored(MAKER) }])
    const dangling = await call(app, 'PATCH', `/${word}/${id}`, { makerId: 'f0000000-0000-4000-8000-000000000000' })
    t.equal(dangling.status, 409, 'a key with no record is still refused')
    t.strictSame(dangling.body, { message: 'makerId f0000000-0000-4000-8000-000000000000 does not match any Maker' })
    t.equal((await call(app, 'DELETE', `/${word}/${id}`)).status, 204)
    const deleted = await call(app, 'DELETE', `/${word}/${lower(BOLT)}`)
    t.equal(deleted.status, 204)
    t.strictSame(await connection.execute('select id from part'), [{ id: stored(NUT) }])
    t.strictSame((await rowsOf(db, Part)).map(row => row.name), ['nut 2'])
  })
}

eachDatabase(t, 'a conditional PATCH and DELETE of a capital-stored record take its ETag', async (t, { url }) => {
  const { app, db } = await imported(t, url)
  const read = await call(app, 'GET', `/parts/${BOLT}`)
  const etag = read.headers.etag as string
  t.type(etag, 'string')
  const stale = await call(app, 'PATCH', `/parts/${lower(BOLT)}`, { name: 'x' }, { 'if-match': '"nope"' })
  t.equal(stale.status, 412)
  t.strictSame(stale.body, STALE)
  const fresh = await call(app, 'PATCH', `/parts/${lower(BOLT)}`, { name: 'bolt 3' }, { 'if-match': etag })
  t.equal(fresh.status, 200)
  t.strictSame(fresh.body, { id: lower(BOLT), name: 'bolt 3', makerId: lower(MAKER), maker: ACME })
  const gone = await call(app, 'DELETE', `/parts/${BOLT}`, undefined, { 'if-match': etag })
  t.equal(gone.status, 412, 'the tag read before the PATCH is stale')
  t.strictSame(gone.body, STALE)
  const deleted = await call(app, 'DELETE', `/parts/${BOLT}`, undefined, { 'if-match': fresh.headers.etag as string })
  t.equal(deleted.status, 204)
  t.strictSame((await rowsOf(db, Part)).map(row => row.name), ['nut'])
})

eachDatabase(t, 'a cursor walk ordered by a uuid key over capital and lowercase ids sees every record once', async (t, { url }) => {
  const { app, db } = await imported(t, url)
  const connection = db.orm.em.getConnection()
  const more = ['0d000000-0000-4000-8000-000000000001', 'E5000000-0000-4000-8000-000000000002', 'e6000000-0000-4000-8000-000000000003',
    '1F000000-0000-4000-8000-000000000004', 'a1000000-0000-4000-8000-000000000005']
  for (const id of more) await connection.execute(`insert into part (id, name) values ('${id}', 'p')`)
  const every = [BOLT, NUT, ...more].map(lower).sort()
  for (const order of ['id', '-id']) {
    for (const size of [1, 2, 3]) {
      const seen: string[] = []
      for (let path: string | undefined = `/list/parts?orderBy=${order}&cursor=&maxPageSize=${size}`; path !== undefined;) {
        const res = await call(app, 'GET', path)
        t.equal(res.status, 200, path)
        seen.push(...res.body.Part.map((part: { id: string }) => part.id))
        path = /^<([^>]+)>; rel="next"$/.exec(String(res.headers.link))?.[1]
        if (seen.length > 20) throw new Error('no end')
      }
      t.strictSame([...seen].sort(), every, `${order}, pages of ${size}`)
    }
  }
})

t.test('the normalisation docs/models.md gives turns an import lowercase, foreign keys with their keys [sqlite]', async t => {
  const { app, db } = await imported(t, 'sqlite:///:memory:')
  const connection = db.orm.em.getConnection()
  await connection.execute(`insert into part (id, name, maker_id) values ('d3000000-0000-4000-8000-0000000000cc', 'pin', '${MAKER}')`)
  const normalise = fences(fileURLToPath(new URL('../../docs/models.md', import.meta.url)))
    .find(fence => fence.lang === 'sql' && fence.content.includes('lower("id")'))
  t.ok(normalise !== undefined, 'docs/models.md shows the statements')
  for (const statement of (normalise?.content ?? '').split(';').map(text => text.trim()).filter(text => text !== '')) await connection.execute(statement)
  t.strictSame(await connection.execute('select id from maker'), [{ id: lower(MAKER) }])
  t.strictSame(await connection.execute('select id, maker_id from part order by name'), [
    { id: lower(BOLT), maker_id: lower(MAKER) }, { id: lower(NUT), maker_id: null }, { id: 'd3000000-0000-4000-8000-0000000000cc', maker_id: lower(MAKER) }])
  t.strictSame(await connection.execute('pragma foreign_key_check'), [], 'every foreign key finds its record')
  const read = await call(app, 'GET', `/parts/${BOLT}`)
  t.equal(read.status, 200)
  t.strictSame(read.body, { id: lower(BOLT), name: 'bolt', makerId: lower(MAKER), maker: ACME })
})

eachDatabase(t, 'change events of a capital-stored record show its id lowercase, and its delete reaches a client filtering on its foreign key', async (t, { url }) => {
  const { app } = await imported(t, url)
  const base = await app.listen({ port: 0, host: '127.0.0.1' })
  const stream = await subscribe(base, `/list/parts/events?makerId=${lower(MAKER)}`)
  t.equal(stream.status, 200)
  t.equal((await call(app, 'PATCH', `/parts/${lower(BOLT)}`, { name: 'bolt 2' })).status, 200)
  await stream.wait(1)
  t.equal((await call(app, 'DELETE', `/parts/${lower(BOLT)}`)).status, 204)
  const events = await stream.wait(2)
  t.strictSame(events.map(event => [event.event, event.data]), [
    ['updated', { id: lower(BOLT), name: 'bolt 2', makerId: lower(MAKER), maker: ACME }],
    ['deleted', { id: lower(BOLT) }]
  ])
  stream.close()
})

eachDatabase(t, 'an id taken in capitals is taken: a POST or bulk of its lowercase is a 409, a PUT replaces it or, hidden by a hook, is a 404', async (t, { url }) => {
  const { app, db } = await imported(t, url)
  const before = await rowsOf(db, Part)
  const again = await call(app, 'POST', '/own-ids', { id: lower(BOLT), name: 'again' })
  t.equal(again.status, 409)
  const bulk = await call(app, 'POST', '/own-ids', [{ id: 'e0000000-0000-4000-8000-000000000000', name: 'new' }, { id: lower(NUT), name: 'again' }])
  t.equal(bulk.status, 409)
  t.strictSame([again.body, bulk.body], CONFLICTS)
  t.strictSame(await rowsOf(db, Part), before)
  const replaced = await call(app, 'PUT', `/own-ids/${lower(NUT)}`, { name: 'nut 2' })
  t.equal(replaced.status, 200, 'a PUT replaces it')
  t.strictSame(replaced.body, { id: lower(NUT), name: 'nut 2', makerId: null, maker: null })
  const hidden = await call(app, 'PUT', `/unmade/${lower(BOLT)}`, { name: 'taken over' })
  t.equal(hidden.status, 404, 'a record a hook hides is not created again in lowercase')
  t.strictSame(hidden.body, { message: `Part with id ${lower(BOLT)} not found` })
  t.strictSame((await rowsOf(db, Part)).map(row => row.name), ['bolt', 'nut 2'])
})

eachDatabase(t, 'records created in bulk through MikroORM take a capital-stored maker by its lowercase id', async (t, { url, dialect }) => {
  const { app, db } = await imported(t, url)
  const created = await call(app, 'POST', '/hooked-bulk', [{ name: 'a', makerId: lower(MAKER) }, { name: 'b', makerId: lower(MAKER) }])
  t.equal(created.status, 201)
  t.strictSame(created.body.Part.map((part: { name: string, makerId: string, maker: unknown }) => [part.name, part.makerId, part.maker]), [['a', lower(MAKER), ACME], ['b', lower(MAKER), ACME]])
  const stored = dialect === 'sqlite' ? MAKER : lower(MAKER)
  t.strictSame(await db.orm.em.getConnection().execute("select maker_id from part where name in ('a', 'b') order by name"), [{ maker_id: stored }, { maker_id: stored }])
})

// Tried as a new user would: on SQLite a Maker saved through the model layer with the id in
// capitals kept them, and a Part saved with that id as GET answers it (lowercase) was refused,
// `FOREIGN KEY constraint failed`; so was one given the capitals for a maker saved in lowercase.
const WIDGETS = 'D0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A12'
const WASHER = 'E0000000-0000-4000-8000-0000000000CC'
const PIN = 'F0000000-0000-4000-8000-0000000000DD'

eachDatabase(t, 'save() writes a uuid key and foreign key given in capitals in lowercase; GET by a capital path and a POST of a capital foreign key join them', async (t, { url, dialect }) => {
  const { app, db } = await imported(t, url)
  const connection = db.orm.em.getConnection()
  await new Maker({ id: WIDGETS, name: 'widgets' }).save()
  db.session.clear()
  await new Part({ id: WASHER, name: 'washer', makerId: lower(WIDGETS) }).save()
  db.session.clear()
  await new Part({ id: PIN, name: 'pin', makerId: WIDGETS }).save()
  db.session.clear()
  // A maker imported in capitals: save() spells its foreign key as the maker is stored.
  await new Part({ id: 'a1000000-0000-4000-8000-0000000000ee', name: 'screw', makerId: lower(MAKER) }).save()
  db.session.clear()
  t.strictSame(await connection.execute('select id, name from maker order by name'), [{ id: dialect === 'sqlite' ? MAKER : lower(MAKER), name: 'acme' }, { id: lower(WIDGETS), name: 'widgets' }])
  t.strictSame(await connection.execute("select id, maker_id from part where name in ('washer', 'pin', 'screw') order by name"), [
    { id: lower(PIN), maker_id: lower(WIDGETS) },
    { id: 'a1000000-0000-4000-8000-0000000000ee', maker_id: dialect === 'sqlite' ? MAKER : lower(MAKER) },
    { id: lower(WASHER), maker_id: lower(WIDGETS) }
  ])
  const widgets = { id: lower(WIDGETS), name: 'widgets' }
  const washer = await call(app, 'GET', `/parts/${WASHER}`)
  t.equal(washer.status, 200)
  t.strictSame(washer.body, { id: lower(WASHER), name: 'washer', makerId: lower(WIDGETS), maker: widgets })
  const screw = await call(app, 'GET', '/parts/A1000000-0000-4000-8000-0000000000EE')
  t.equal(screw.status, 200)
  t.strictSame(screw.body, { id: 'a1000000-0000-4000-8000-0000000000ee', name: 'screw', makerId: lower(MAKER), maker: ACME })
  const maker = await call(app, 'GET', `/makers/${WIDGETS}`)
  t.equal(maker.status, 200)
  t.strictSame(maker.body, widgets)
  const rivet = await call(app, 'POST', '/parts', { name: 'rivet', makerId: WIDGETS })
  t.equal(rivet.status, 201)
  t.strictSame({ ...rivet.body, id: typeof rivet.body.id }, { id: 'string', name: 'rivet', makerId: lower(WIDGETS), maker: widgets })
  t.strictSame(await connection.execute("select maker_id from part where name = 'rivet'"), [{ maker_id: lower(WIDGETS) }])
  const page = await call(app, 'GET', `/list/parts?makerId=${WIDGETS}&orderBy=name&fields=name,maker`)
  t.equal(page.status, 200)
  t.strictSame(page.body.Part, [{ name: 'pin', maker: widgets }, { name: 'rivet', maker: widgets }, { name: 'washer', maker: widgets }])
})
