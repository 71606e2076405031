// The two kinds added as one module each: Column.Uuid (a server-generated key, `<uuid:id>` paths,
// equality filters) and Column.Json (an object or array, filtered by JSON equality), over HTTP
// on both databases, on the single-statement path and on the transactional one (beforeCommit).
import t from 'tap'
import { Column, defineModel } from '../../lib/index.ts'
import { CollectionModelResource, MetaResource, ModelResource } from '../../plugin/index.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { rowsOf, snapshot } from '../helpers/state.ts'

const Gadget = defineModel({
  name: 'Gadget',
  columns: {
    id: Column.Uuid({ primaryKey: true }),
    name: Column.String(40, { nullable: false }),
    specs: Column.Json(),
    ownerRef: Column.Uuid()
  }
})

const go = (status: number) => () => [true, null, status] as [boolean, unknown, number]

class Gadgets extends ModelResource { static override modelClass = Gadget }
/** The same table through MikroORM's unit of work: every write runs a beforeCommit hook. */
class HookedGadgets extends ModelResource {
  static override modelClass = Gadget
  static override urlName = 'hooked'
  static override beforeCommit = { post: go(201), put: go(200), patch: go(200), delete: go(204) }
}
class GadgetList extends CollectionModelResource {
  static override modelClass = Gadget
  static override urlPrefix = '/list'
}
class GadgetMeta extends MetaResource { static override resourceClass = Gadgets }

const resources = [Gadgets, HookedGadgets, GadgetList, GadgetMeta]
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const OWNER = 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'

async function open (t: Parameters<Parameters<typeof eachDatabase>[2]>[0], url: string) {
  return await openApp(t, url, { resources, models: [Gadget] })
}

for (const word of ['gadgets', 'hooked']) {
  eachDatabase(t, `/${word}: a POST without an id gets a uuid, and the record is read, replaced, patched and deleted by it`, async (t, { url }) => {
    const { app, db } = await open(t, url)
    const created = await call(app, 'POST', `/${word}`, { name: 'lamp', specs: { watts: 40, tags: ['desk'] }, ownerRef: OWNER.toUpperCase() })
    t.equal(created.status, 201)
    const id = created.body.id as string
    t.match(id, UUID)
    t.equal(created.headers.location, `/${word}/${id}`)
    t.strictSame(created.body, { id, name: 'lamp', specs: { tags: ['desk'], watts: 40 }, ownerRef: OWNER })
    t.strictSame(await rowsOf(db, Gadget), [{ id, name: 'lamp', specs: { tags: ['desk'], watts: 40 }, ownerRef: OWNER }])

    const read = await call(app, 'GET', `/${word}/${id}`)
    t.equal(read.status, 200)
    t.strictSame(read.body, created.body)
    const upper = await call(app, 'GET', `/${word}/${id.toUpperCase()}`)
    t.equal(upper.status, 200, 'an uppercase uuid finds the record')
    t.strictSame(upper.body, created.body)

    const replaced = await call(app, 'PUT', `/${word}/${id.toUpperCase()}`, { name: 'lamp 2', specs: [1, { b: 2, a: 1 }] })
    t.equal(replaced.status, 200)
    t.strictSame(replaced.body, { id, name: 'lamp 2', specs: [1, { a: 1, b: 2 }], ownerRef: null })
    const patched = await call(app, 'PATCH', `/${word}/${id}`, { ownerRef: OWNER })
    t.equal(patched.status, 200)
    t.strictSame(patched.body, { id, name: 'lamp 2', specs: [1, { a: 1, b: 2 }], ownerRef: OWNER })
    t.strictSame(await rowsOf(db, Gadget), [{ id, name: 'lamp 2', specs: [1, { a: 1, b: 2 }], ownerRef: OWNER }])

    const deleted = await call(app, 'DELETE', `/${word}/${id}`)
    t.equal(deleted.status, 204)
    t.strictSame(await rowsOf(db, Gadget), [])
  })
}

eachDatabase(t, 'a malformed uuid in the path is a 404 like any bad id, and an unknown one is not found', async (t, { url }) => {
  const { app, db } = await open(t, url)
  await call(app, 'POST', '/gadgets', { name: 'kept' })
  const before = await snapshot(db)
  for (const method of ['GET', 'PUT', 'PATCH', 'DELETE'] as const) {
    const body = method === 'PUT' || method === 'PATCH' ? { name: 'x' } : undefined
    const bad = await call(app, method, '/gadgets/12', body)
    t.equal(bad.status, 404, method)
    t.strictSame(bad.body, { message: '12 is not a valid id of Gadget' }, method)
    const odd = await call(app, method, '/gadgets/a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a1z', body)
    t.equal(odd.status, 404, method)
    t.strictSame(odd.body, { message: 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a1z is not a valid id of Gadget' }, method)
    const absent = await call(app, method, `/gadgets/${OWNER.toUpperCase()}`, body)
    t.equal(absent.status, 404, method)
    t.strictSame(absent.body, { message: `Gadget with id ${OWNER} not found` }, method)
  }
  t.strictSame(await snapshot(db), before)
})

eachDatabase(t, 'meta and docTables describe a uuid as type string, format uuid, and its path as <uuid:id>', async (t, { url }) => {
  const { app, db } = await open(t, url)
  const meta = (await call(app, 'GET', '/meta/gadgets/single')).body
  t.equal(meta.methods.get.url, '/gadgets/<uuid:id>')
  t.equal(meta.methods.post.url, '/gadgets')
  const id = {
    type: 'string',
    format: 'uuid',
    nullable: false,
    primary_key: true,
    default: { for_update: false, arg: 'randomUUID', is_clause_element: false, is_callable: true, is_scalar: false },
    info: {}
  }
  t.strictSame(meta.methods.get.input, { id })
  t.strictSame(meta.methods.post.input.ownerRef, { type: 'string', format: 'uuid', nullable: true, info: {} })
  t.strictSame(meta.methods.post.input.specs, { type: 'json', nullable: true, info: {} })
  const columns = (db.docTables().definitions as any).Gadget.properties
  t.strictSame(columns.id, { type: 'string', format: 'uuid', nullable: false, primary_key: true, default: { for_update: false, arg: 'randomUUID' }, info: {} })
  t.strictSame(columns.owner_ref, { type: 'string', format: 'uuid', nullable: true, info: {} })
})

eachDatabase(t, 'a json column filters by eq (as JSON: keys in any order) and isnull; other operators are a 400', async (t, { url }) => {
  const { app } = await open(t, url)
  const a = (await call(app, 'POST', '/gadgets', { name: 'a', specs: { size: { w: 1, h: 2 }, on: true }, ownerRef: OWNER })).body
  const b = (await call(app, 'POST', '/hooked', { name: 'b', specs: [1, 2, { x: null }] })).body
  const c = (await call(app, 'POST', '/gadgets', { name: 'c' })).body
  const names = async (query: string): Promise<string[]> => {
    const res = await call(app, 'GET', `/list/gadgets?${query}&orderBy=name`)
    t.equal(res.status, 200, query)
    return res.body.Gadget.map((gadget: { name: string }) => gadget.name)
  }
  t.strictSame(await names(`specs=${encodeURIComponent('{"on":true,"size":{"h":2,"w":1}}')}`), ['a'])
  t.strictSame(await names(`specs[eq]=${encodeURIComponent('{ "size": {"w": 1.0, "h": 2}, "on": true }')}`), ['a'], 'key order, spaces and 1.0')
  t.strictSame(await names(`specs=${encodeURIComponent('[1,2,{"x":null}]')}`), ['b'])
  t.strictSame(await names(`specs=${encodeURIComponent('[2,1,{"x":null}]')}`), [], 'array order counts')
  t.strictSame(await names('specs[isnull]=true'), ['c'])
  t.strictSame(await names('specs[isnull]=false'), ['a', 'b'])
  t.strictSame((await call(app, 'GET', '/list/gadgets?orderBy=name')).body.Gadget.map((g: { specs: unknown }) => g.specs),
    [a.specs, b.specs, null])
  const refused: Array<[string, string]> = [
    ['specs[like]=%25a%25', 'like applies to text columns only, not to specs'],
    ['specs[ne]=%7B%7D', 'ne does not apply to specs: a json column takes eq, isnull'],
    ['specs[gt]=%7B%7D', 'gt does not apply to specs: a json column takes eq, isnull'],
    ['specs[in]=%7B%7D', 'in does not apply to specs: a json column takes eq, isnull'],
    ['specs=text', 'specs: The value text is not a valid JSON object or array'],
    ['specs=5', 'specs: The value 5 is not a valid JSON object or array']
  ]
  for (const [query, message] of refused) {
    const res = await call(app, 'GET', `/list/gadgets?${query}`)
    t.equal(res.status, 400, query)
    t.strictSame(res.body, { message }, query)
  }
})

eachDatabase(t, 'a uuid column filters by eq, ne, in, notin and isnull, in any case; ordering operators are a 400', async (t, { url }) => {
  const { app } = await open(t, url)
  await call(app, 'POST', '/gadgets', { name: 'a', ownerRef: OWNER })
  await call(app, 'POST', '/gadgets', { name: 'b' })
  const names = async (query: string): Promise<string[]> => {
    const res = await call(app, 'GET', `/list/gadgets?${query}&orderBy=name`)
    t.equal(res.status, 200, query)
    return res.body.Gadget.map((gadget: { name: string }) => gadget.name)
  }
  t.strictSame(await names(`ownerRef=${OWNER.toUpperCase()}`), ['a'])
  t.strictSame(await names(`ownerRef[in]=${OWNER},b0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11`), ['a'])
  t.strictSame(await names(`ownerRef[notin]=b0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11`), ['a'])
  t.strictSame(await names(`ownerRef[ne]=${OWNER}`), [])
  t.strictSame(await names('ownerRef[isnull]=true'), ['b'])
  for (const [query, message] of [
    [`ownerRef[gt]=${OWNER}`, 'gt does not apply to ownerRef: a string (uuid) column takes eq, ne, in, notin, isnull'],
    ['ownerRef[like]=a%25', 'like applies to text columns only, not to ownerRef'],
    ['ownerRef=12', 'ownerRef: The value 12 is not a valid uuid']
  ]) {
    const res = await call(app, 'GET', `/list/gadgets?${query}`)
    t.equal(res.status, 400, query)
    t.strictSame(res.body, { message }, query)
  }
})

eachDatabase(t, 'a json column takes only an object or an array: anything else is a 400 entry, nothing written', async (t, { url }) => {
  const { app, db } = await open(t, url)
  const kept = (await call(app, 'POST', '/gadgets', { name: 'kept', specs: { a: 1 } })).body
  const before = await snapshot(db)
  for (const [value, shown] of [['text', 'text'], [5, '5'], [true, 'true']] as Array<[unknown, string]>) {
    for (const [method, path] of [['POST', '/gadgets'], ['POST', '/hooked'], ['PUT', `/gadgets/${kept.id}`], ['PATCH', `/hooked/${kept.id}`]] as const) {
      const res = await call(app, method, path, { name: 'x', specs: value })
      t.equal(res.status, 400, `${method} ${path} ${shown}`)
      t.strictSame(res.body, { message: [{ specs: `The value ${shown} is not a valid JSON object or array` }] })
    }
  }
  const badUuid = await call(app, 'POST', '/gadgets', { name: 'x', ownerRef: 'nope' })
  t.equal(badUuid.status, 400)
  t.strictSame(badUuid.body, { message: [{ ownerRef: 'The value nope is not a valid uuid' }] })
  t.strictSame(await snapshot(db), before)
})
