// BigInteger keys past 2^53 (a decimal string on the wire, docs/models.md): the record a POST
// made is at its Location for every method, a PUT takes its key from the path as the document
// says, and a many-to-many links and unlinks such records exactly, on both databases.
import t from 'tap'
import { Column, defineModel, Relationship } from '../../lib/index.ts'
import { CollectionModelResource, ModelResource } from '../../plugin/index.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { rowsOf } from '../helpers/migrations.ts'

const Doc = defineModel({
  name: 'Doc',
  columns: { id: Column.BigInteger({ primaryKey: true }), title: Column.String(20) },
  relationships: { marks: Relationship.manyToMany('Mark', { writable: true, orderBy: 'id' }) }
})
const Mark = defineModel({
  name: 'Mark',
  columns: { id: Column.BigInteger({ primaryKey: true }), name: Column.String(20) },
  relationships: { docs: Relationship.manyToMany(() => Doc) }
})

const Counter = defineModel({
  name: 'Counter',
  columns: { id: Column.Integer({ primaryKey: true }), name: Column.String(20) }
})
class Counters extends ModelResource.of(Counter) {
  static override clientIds = true
}

// Neighbours that a double cannot tell apart: 2^60 + 1, + 2, + 23 all round to 2^60.
const DOC = '1152921504606846999'
const MARK1 = '1152921504606846977'
const MARK2 = '1152921504606846978'

eachDatabase(t, 'a BigInteger key past 2^53 addresses its record on every route, and links exactly', async (t, { url }) => {
  // Tried as a new user would: a record created with such a key was a 404 at its own Location,
  // and on SQLite a book could not be linked to such a tag ("No Mark has this id").
  const opened = await openApp(t, url, { models: [Doc, Mark], resources: [ModelResource.of(Doc, { clientIds: true }), ModelResource.of(Mark, { clientIds: true })] })
  const links = async (): Promise<unknown[]> => await rowsOf(opened.db, 'select cast(doc_id as text), cast(mark_id as text) from doc_mark order by mark_id')
  for (const [id, name] of [[MARK1, 'one'], [MARK2, 'two']]) t.equal((await call(opened.app, 'POST', '/marks', { id, name })).status, 201)
  let res = await call(opened.app, 'POST', '/docs', { id: DOC, title: 'd', marks: [{ id: MARK1 }] })
  t.strictSame([res.status, res.headers.location, res.body], [201, `/docs/${DOC}`, { id: DOC, title: 'd', marks: [{ id: MARK1, name: 'one' }] }])
  t.strictSame(await links(), [[DOC, MARK1]])

  res = await call(opened.app, 'GET', `/docs/${DOC}`)
  t.strictSame([res.status, res.body.id], [200, DOC], 'GET at its Location')
  res = await call(opened.app, 'PATCH', `/docs/${DOC}`, { marks: { add: [{ id: MARK2 }] } }, { 'if-match': res.headers.etag as string })
  t.strictSame([res.status, res.body], [200, { id: DOC, title: 'd', marks: [{ id: MARK1, name: 'one' }, { id: MARK2, name: 'two' }] }], 'a link added, under If-Match')
  t.strictSame(await links(), [[DOC, MARK1], [DOC, MARK2]])
  res = await call(opened.app, 'PATCH', `/docs/${DOC}`, { marks: { add: [{ id: MARK2 }], remove: [{ id: MARK1 }] } })
  t.strictSame([res.status, res.body.marks], [200, [{ id: MARK2, name: 'two' }]], 'linking twice is one link; a removal names its link exactly')
  t.strictSame(await links(), [[DOC, MARK2]])
  res = await call(opened.app, 'PUT', `/docs/${DOC}`, { title: 'e', marks: [{ id: MARK1 }] })
  t.strictSame([res.status, res.body], [200, { id: DOC, title: 'e', marks: [{ id: MARK1, name: 'one' }] }], 'PUT: the key from the path, the whole set of links')
  t.strictSame(await links(), [[DOC, MARK1]])

  // A PUT creates at a key the path names, and answers it.
  res = await call(opened.app, 'PUT', '/docs/1152921504606846990', { title: 'new' })
  t.strictSame([res.status, res.headers.location, res.body.id], [201, '/docs/1152921504606846990', '1152921504606846990'])
  t.equal((await call(opened.app, 'DELETE', '/docs/1152921504606846990')).status, 204)
  t.equal((await call(opened.app, 'GET', '/docs/1152921504606846990')).status, 404)
  // Past a BIGINT, or with a key of an Integer type past 2^53: no record, a 404 naming the id.
  res = await call(opened.app, 'GET', '/docs/9223372036854775808')
  t.strictSame([res.status, res.body], [404, { message: '9223372036854775808 is not a valid id of Doc' }])
  t.strictSame((await call(opened.app, 'GET', '/docs/-9223372036854775808')).status, 404, 'the least BIGINT is a key like any other: none here')
})

const Country = defineModel({ name: 'Country', columns: { code: Column.String(2, { primaryKey: true }), name: Column.String(40, { nullable: false }) } })
const Ledger = defineModel({ name: 'Ledger', columns: { id: Column.BigInteger({ primaryKey: true }), name: Column.String(40) } })

eachDatabase(t, 'a key the server cannot make (a String\'s, a BigInteger\'s) is the client\'s without clientIds: POST sends it, PUT creates at it', async (t, { url }) => {
  // Tried as a new user would: POST /countries {"code": "fr", ...} answered "Country ids are chosen
  // by the server: send no id", and without the code "missing code": no record could be made.
  const opened = await openApp(t, url, { models: [Country, Ledger], resources: [ModelResource.of(Country, { bulk: true }), ModelResource.of(Ledger)] })
  let res = await call(opened.app, 'POST', '/countries', { code: 'fr', name: 'France' })
  t.strictSame([res.status, res.headers.location, res.body], [201, '/countries/fr', { code: 'fr', name: 'France' }])
  res = await call(opened.app, 'GET', '/countries/fr')
  t.strictSame([res.status, res.body], [200, { code: 'fr', name: 'France' }], 'at its Location: a text key is a text in the path')
  res = await call(opened.app, 'PATCH', '/countries/fr', { name: 'République française' })
  t.strictSame([res.status, res.body], [200, { code: 'fr', name: 'République française' }])
  res = await call(opened.app, 'GET', '/countries/fra')
  t.strictSame([res.status, res.body], [404, { message: 'fra is not a valid id of Country' }], 'longer than the column: no record')
  res = await call(opened.app, 'POST', '/countries', { name: 'Nowhere' })
  t.strictSame([res.status, res.body], [400, { message: [{ missing_columns: ['code'] }] }])
  res = await call(opened.app, 'POST', '/countries', [{ code: 'de', name: 'Germany' }, { code: 'it', name: 'Italy' }])
  t.equal(res.status, 201, 'a bulk create sends the keys too')
  res = await call(opened.app, 'PUT', '/countries/es', { name: 'Spain' })
  t.strictSame([res.status, res.headers.location, res.body], [201, '/countries/es', { code: 'es', name: 'Spain' }])
  res = await call(opened.app, 'POST', '/ledgers', { id: '9007199254740993', name: 'past 2^53' })
  t.strictSame([res.status, res.headers.location], [201, '/ledgers/9007199254740993'])
  t.strictSame(await rowsOf(opened.db, 'select code from country order by code'), [['de'], ['es'], ['fr'], ['it']])
})

eachDatabase(t, 'an integer path segment names its number in any spelling, and one past the column\'s range is a 404', async (t, { url }) => {
  const opened = await openApp(t, url, { models: [Counter], resources: [Counters] })
  t.equal((await call(opened.app, 'POST', '/counters', { id: 7, name: 'seven' })).status, 201)
  t.equal((await call(opened.app, 'POST', '/counters', { id: 0, name: 'zero' })).status, 201)
  for (const [segment, name] of [['007', 'seven'], ['-0', 'zero'], ['00000000000000000000', 'zero']] as const) {
    const res = await call(opened.app, 'GET', `/counters/${segment}`)
    t.strictSame([res.status, res.body.name], [200, name], segment)
  }
  for (const segment of ['2147483648', '-2147483649', '999999999999999', '9007199254740993']) {
    const res = await call(opened.app, 'GET', `/counters/${segment}`)
    t.strictSame([res.status, res.body], [404, { message: `${segment} is not a valid id of Counter` }], segment)
  }
  const res = await call(opened.app, 'GET', '/counters/2147483647')
  t.strictSame([res.status, res.body], [404, { message: 'Counter with id 2147483647 not found' }], 'the largest Integer names no record here')
})

// A BigInteger reached through a relationship, in a statement of a type without one (SQLite reads
// all of a statement's integers one way: here as doubles).
const Keeper = defineModel({ name: 'Keeper', columns: { id: Column.Integer({ primaryKey: true }), serial: Column.BigInteger({ nullable: false }) } })
const Crate = defineModel({
  name: 'Crate',
  columns: { id: Column.Integer({ primaryKey: true }), keeperId: Column.Integer({ nullable: false, foreignKey: 'keeper.id' }) },
  relationships: { keeper: Relationship.single(() => Keeper) }
})

eachDatabase(t, 'a cursor ordered through a relationship by a BigInteger past 2^53 resumes exactly after its last record', async (t, { url }) => {
  const opened = await openApp(t, url, { models: [Keeper, Crate], resources: [ModelResource.of(Keeper, { clientIds: true }), ModelResource.of(Crate, { clientIds: true }), CollectionModelResource.of(Crate)] })
  for (const [id, serial] of [[1, MARK2], [2, MARK1], [3, DOC]]) t.equal((await call(opened.app, 'POST', '/keepers', { id, serial })).status, 201)
  for (const id of [1, 2, 3]) t.equal((await call(opened.app, 'POST', '/crates', { id, keeperId: id })).status, 201)
  const pages: number[][] = []
  for (let path: string | undefined = '/crates?orderBy=keeper.serial&fields=id&cursor=&maxPageSize=1'; path !== undefined && pages.length < 5;) {
    const res = await call(opened.app, 'GET', path)
    t.equal(res.status, 200, path)
    pages.push(res.body.Crate.map((crate: { id: number }) => crate.id))
    path = /^<([^>]+)>; rel="next"$/.exec(String(res.headers.link ?? ''))?.[1]?.replace(/^https?:\/\/[^/]+/, '')
  }
  t.strictSame(pages, [[2], [1], [3]], 'each crate once, by its keeper\'s serial')
})
