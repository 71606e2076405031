// A created record's `Location` is its URL as a client requests it. Tried as a new user would:
// a text key of `日本` made POST answer 500 after the record was committed (Node refuses a header
// that is not Latin-1), and a retry then got 409; `x/y` gave `Location: /slugs/x/y`, another
// route; under a register prefix `Location` left the prefix out, so following it was a 404.
import Fastify from 'fastify'
import t from 'tap'
import { Column, DB, defineModel } from '../../lib/index.ts'
import modelResources, { CollectionModelResource, ModelResource } from '../../plugin/index.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { rowsOf } from '../helpers/state.ts'

const Slug = defineModel({ name: 'Slug', columns: { code: Column.String(20, { primaryKey: true }), note: Column.String(20) } })
class Slugs extends ModelResource { static override modelClass = Slug }
class SlugList extends CollectionModelResource { static override modelClass = Slug }

eachDatabase(t, 'Location of a created record holds its key percent-encoded, and leads to it', async (t, { url }) => {
  const { app, db } = await openApp(t, url, { models: [Slug], resources: [Slugs, SlugList] })
  for (const [method, code] of [['POST', '日本'], ['PUT', '東京'], ['POST', 'x/y'], ['PUT', 'q?r'], ['POST', '50%'], ['POST', 'a b']] as const) {
    const path = method === 'POST' ? '/slugs' : `/slugs/${encodeURIComponent(code)}`
    const made = await call(app, method, path, { code, note: method })
    t.strictSame([made.status, made.headers.location, made.body], [201, `/slugs/${encodeURIComponent(code)}`, { code, note: method }], `${method} ${code}`)
    const read = await call(app, 'GET', made.headers.location as string)
    t.strictSame([read.status, read.body], [200, { code, note: method }], `GET ${code} by its Location`)
  }
  t.strictSame((await rowsOf(db, Slug)).map(row => row.code).sort(), ['50%', 'a b', 'q?r', 'x/y', '日本', '東京'].sort())
})

// `.` and `..` are resolved away by every URL parser (percent-encoded too): tried as a new user
// would, a record keyed `..` answered `Location: /slugs/..` and no request could reach it again.
eachDatabase(t, 'a text key of . or .. is refused: no URL could name the record', async (t, { url }) => {
  const { app, db } = await openApp(t, url, { models: [Slug], resources: [Slugs, SlugList] })
  const refused = 'A key may not be . or ..: no URL could name the record'
  for (const code of ['.', '..']) {
    const made = await call(app, 'POST', '/slugs', { code, note: 'x' })
    t.strictSame([made.status, made.body], [400, { message: [{ code: refused }] }], code)
  }
  const more = await call(app, 'POST', '/slugs', { code: '...', note: 'three dots' })
  t.strictSame([more.status, more.headers.location], [201, '/slugs/...'])
  t.strictSame((await call(app, 'GET', '/slugs/...')).body, { code: '...', note: 'three dots' })
  t.strictSame((await rowsOf(db, Slug)).map(row => row.code), ['...'])
})

t.test('Location under the prefix the plugin is registered with', async t => {
  const db = new DB('sqlite:///:memory:', { models: [Slug] })
  await db.createAll()
  const app = Fastify()
  t.teardown(async () => { await app.close(); await db.close() })
  await app.register(async api => { await api.register(modelResources, { db, resources: [Slugs, SlugList], openapi: {} }) }, { prefix: '/api/v1' })
  const made = await call(app, 'POST', '/api/v1/slugs', { code: 'é', note: 'one' })
  t.strictSame([made.status, made.headers.location], [201, '/api/v1/slugs/%C3%A9'])
  const read = await call(app, 'GET', made.headers.location as string)
  t.strictSame([read.status, read.body], [200, { code: 'é', note: 'one' }])
})
