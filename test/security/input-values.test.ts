// Input values and HTTP edges (issue 9): what a client sends is either stored exactly as both
// databases keep it, or refused with a 4xx `{message}` and nothing written: date-times past the
// years 0001..9999, bodies nested 20,000 levels deep, choice defaults given as labels, numerics with
// more digits than numeric(p, s) holds, `+json` media types, charsets and encodings, malformed URLs.
import { gzipSync } from 'node:zlib'
import t from 'tap'
import { Column, DB, defineModel, errors, type Model , type ModelType } from '../../lib/index.ts'
import { CollectionModelResource, ModelResource, type CommitHook } from '../../plugin/index.ts'
import { Author, User } from '../../examples/models.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { rowsOf, seedOneBook, snapshot } from '../helpers/state.ts'
import { kReader, kMeta } from '../../lib/symbols.ts'

const JSON_HEADERS = { 'content-type': 'application/json' }

/** The raw stored rows of `columns` of a model's table, by id: what the database holds, not what the reader decodes. */
async function stored (db: DB, model: ModelType, columns: string[]): Promise<unknown[][]> {
  const table = `"${model[kMeta].tableName}"`
  return await db[kReader].runner.rows(`select ${columns.map(name => `"${name}"`).join(', ')} from ${table} order by "id"`, [])
}

// ---- 1. date-times and dates outside the years 0001..9999 ---------------------------------------

const user = { username: 'ann', password: 'secret', email: 'ann@x' }

eachDatabase(t, 'a date-time whose UTC value falls outside 0001..9999 is a 400 in a body, nothing stored', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  const before = await snapshot(db)
  for (const value of ['9999-12-31T23:59:59-14:00', '0001-01-01T00:00:00+01:00', '0000-12-31 23:00:00', '10000-01-01 00:00:00']) {
    const res = await call(app, 'POST', '/users', { ...user, lastLogin: value })
    t.equal(res.status, 400, value)
    t.strictSame(res.body, { message: [{ lastLogin: `The value ${value} is not a valid date-time` }] }, value)
  }
  for (const value of ['0000-01-01', '0000-12-31']) {
    const res = await call(app, 'POST', '/users', { ...user, dateJoined: value })
    t.equal(res.status, 400, value)
    t.strictSame(res.body, { message: [{ dateJoined: `The value ${value} is not a valid date` }] }, value)
  }
  t.strictSame(await snapshot(db), before, 'nothing was written')
})

eachDatabase(t, 'the first and last instants of 0001..9999 are stored and read back exactly', async (t, { url }) => {
  const { app } = await openApp(t, url)
  const cases = [
    ['0001-01-01 00:00:00', '0001-01-01', '0001-01-01 00:00:00'],
    ['9999-12-31T23:59:59Z', '9999-12-31', '9999-12-31 23:59:59'],
    ['9999-12-31T23:59:59+14:00', '0050-02-28', '9999-12-31 09:59:59'],
    ['0001-01-01T23:00:00+14:00', '0099-12-31', '0001-01-01 09:00:00']
  ]
  for (const [i, [lastLogin, dateJoined, shown]] of cases.entries()) {
    const res = await call(app, 'POST', '/users', { ...user, email: `u${i}@x`, lastLogin, dateJoined })
    t.equal(res.status, 201, lastLogin)
    t.match(res.body, { lastLogin: shown, dateJoined }, lastLogin)
    const read = await call(app, 'GET', `/users/${res.body.id}`)
    t.match(read.body, { lastLogin: shown, dateJoined }, `${lastLogin} read back`)
  }
  const first = await call(app, 'GET', '/users?lastLogin[le]=0001-01-01%2009:00:00&orderBy=id')
  t.strictSame(first.body.User.map((row: { email: string }) => row.email), ['u0@x', 'u3@x'], 'a filter at the lower edge')
  const last = await call(app, 'GET', '/users?lastLogin[ge]=9999-12-31T23:59:59Z')
  t.strictSame(last.body.User.map((row: { email: string }) => row.email), ['u1@x'], 'a filter at the upper edge')
})

eachDatabase(t, 'an out-of-range date-time or date as a filter is a 400 {message}', async (t, { url }) => {
  const { app } = await openApp(t, url)
  const cases: Array<[string, string]> = [
    ['lastLogin[gt]=9999-12-31T23:59:59-14:00', 'lastLogin: The value 9999-12-31T23:59:59-14:00 is not a valid date-time'],
    ['lastLogin=0001-01-01T00:00:00%2B01:00', 'lastLogin: The value 0001-01-01T00:00:00+01:00 is not a valid date-time'],
    ['dateJoined[lt]=0000-12-31', 'dateJoined: The value 0000-12-31 is not a valid date']
  ]
  for (const [query, message] of cases) {
    const res = await call(app, 'GET', `/users?${query}`)
    t.equal(res.status, 400, query)
    t.strictSame(res.body, { message }, query)
  }
})

// ---- 2. deep JSON ------------------------------------------------------------------------------

const DEPTH = 20_000
const deepArray = (levels: number): string => '['.repeat(levels) + ']'.repeat(levels)
const deepObject = (levels: number): string => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels)
const TOO_DEEP = { message: 'The body is nested too deeply (more than 64 levels)' }

eachDatabase(t, 'a value nested 20,000 levels deep is a 400, in a field, as a PUT id or as the whole body', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  await seedOneBook(db)
  const before = await snapshot(db)
  const bodies: Array<[string, 'POST' | 'PUT' | 'PATCH', string, string]> = [
    ['an array in a field', 'POST', '/authors', `{"firstName": ${deepArray(DEPTH)}, "lastName": "Lee"}`],
    ['an object in a field', 'POST', '/authors', `{"firstName": "Ann", "lastName": ${deepObject(DEPTH)}}`],
    ['an array as the PUT id', 'PUT', '/authors/1', `{"id": ${deepArray(DEPTH)}, "firstName": "Ann", "lastName": "Lee"}`],
    ['an object as the PATCH id', 'PATCH', '/authors/1', `{"id": ${deepObject(DEPTH)}}`],
    ['the whole body', 'POST', '/authors', deepObject(DEPTH)],
    ['a bulk create\'s array', 'POST', '/books', deepArray(DEPTH)],
    ['a record of a bulk create', 'POST', '/books', `[{"title": ${deepObject(DEPTH)}}]`],
    ['an unknown field', 'PATCH', '/books/1', `{"extra": ${deepArray(DEPTH)}}`]
  ]
  for (const [name, method, path, payload] of bodies) {
    const res = await call(app, method, path, payload, JSON_HEADERS)
    t.equal(res.status, 400, name)
    t.strictSame(res.body, TOO_DEEP, name)
  }
  const array = await call(app, 'POST', '/authors', deepArray(DEPTH), JSON_HEADERS)
  t.strictSame([array.status, array.body], [400, { message: 'The body must be a JSON object' }], 'a deep array as the body is not an object')
  t.strictSame(await snapshot(db), before, 'nothing was written')
  const after = await call(app, 'GET', '/authors/1')
  t.strictSame([after.status, after.body.firstName], [200, 'Ann'], 'the process answers normally afterwards')
})

eachDatabase(t, 'a body nested exactly 64 levels is screened as usual; 65 is too deep', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  // The body is level 1: a field holding 63 nested arrays reaches level 64.
  const atLimit = await call(app, 'POST', '/authors', `{"firstName": ${deepArray(63)}, "lastName": "Lee"}`, JSON_HEADERS)
  t.equal(atLimit.status, 400)
  t.strictSame(atLimit.body, { message: [{ firstName: `The value ${deepArray(63)} is not a valid string` }] })
  const over = await call(app, 'POST', '/authors', `{"firstName": ${deepArray(64)}, "lastName": "Lee"}`, JSON_HEADERS)
  t.strictSame([over.status, over.body], [400, TOO_DEEP])
  t.strictSame(await rowsOf(db, Author), [])
})

// ---- 3. a choice default given as a label ---------------------------------------------------------

const Post = defineModel({
  name: 'Post',
  tableName: 'iv_post',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    title: Column.String(50, { nullable: false }),
    state: Column.Choice({ 1: 'draft', 2: 'published' }, { nullable: false, default: 'draft' }),
    level: Column.Choice({ 1: 'low', 2: 'high' }, { default: 2 }),
    kind: Column.Choice({ 0: 'note', 1: 'essay' }, { nullable: false, serverDefault: 'essay' })
  }
})
class PostResource extends ModelResource { static override modelClass = Post; static override clientIds = true }
class PostCollection extends CollectionModelResource { static override modelClass = Post }
// The same type written through MikroORM's unit of work (a beforeCommit hook takes that path).
const keep: CommitHook<ModelResource> = (_resource, _record, status) => [true, null, status]
class HookedPostResource extends ModelResource {
  static override modelClass = Post
  static override urlName = 'hooked-posts'
  static override beforeCommit = { post: keep, put: keep }
  static override clientIds = true
}

eachDatabase(t, 'a choice default given as a label (or a key) stores the key and answers the label', async (t, { url }) => {
  const { app, db } = await openApp(t, url, { resources: [PostResource, PostCollection, HookedPostResource], models: [Post] })
  const expected = (id: number, title: string) => ({ id, title, state: 'draft', level: 'high', kind: 'essay' })
  const posted = await call(app, 'POST', '/posts', { title: 'a' })
  t.strictSame([posted.status, posted.body], [201, expected(1, 'a')], 'POST, the direct write')
  const put = await call(app, 'PUT', '/posts/2', { title: 'b' })
  t.strictSame([put.status, put.body], [201, expected(2, 'b')], 'PUT of a new id')
  const hooked = await call(app, 'POST', '/hooked-posts', { title: 'c' })
  t.strictSame([hooked.status, hooked.body], [201, expected(3, 'c')], 'POST through MikroORM')
  const hookedPut = await call(app, 'PUT', '/hooked-posts/3', { title: 'd' })
  t.strictSame([hookedPut.status, hookedPut.body], [200, expected(3, 'd')], 'PUT through MikroORM')
  t.strictSame(await stored(db, Post, ['id', 'state', 'level', 'kind']), [[1, 1, 2, 1], [2, 1, 2, 1], [3, 1, 2, 1]], 'the keys are stored')
  const list = await call(app, 'GET', '/posts?state=draft&kind=essay')
  t.strictSame(list.body, { Post: [expected(1, 'a'), expected(2, 'b'), expected(3, 'd')] })
  const sent = await call(app, 'POST', '/posts', { title: 'e', state: 'published', level: 'low', kind: 'note' })
  t.strictSame(sent.body, { id: 4, title: 'e', state: 'published', level: 'low', kind: 'note' })
  t.strictSame((await stored(db, Post, ['state', 'level', 'kind']))[3], [2, 1, 0])
})

t.test('a choice default that is neither a label nor a key is refused at declaration', async t => {
  t.throws(() => Column.Choice({ 1: 'draft' }, { default: 'Draft' }), {
    code: 'FMR_ERR_CHOICE_DEFAULT',
    message: 'The default "Draft" is not a label or key of the choices {"1":"draft"}'
  })
  t.throws(() => Column.Choice({ 1: 'draft' }, { default: 2 }), errors.BadChoiceDefault)
  t.doesNotThrow(() => Column.Choice({ 1: 'draft' }, { default: () => 'draft' }), 'a function is called per record')
  t.doesNotThrow(() => Column.Choice({ 1: 'draft' }, { default: 1 }))
})

// ---- 4. numeric precision and scale -----------------------------------------------------------

const Price = defineModel({
  name: 'Price',
  tableName: 'iv_price',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    amount: Column.Numeric(10, 2)
  }
})
class PriceResource extends ModelResource { static override modelClass = Price }
class PriceCollection extends CollectionModelResource { static override modelClass = Price }

eachDatabase(t, 'numeric(10, 2) takes what fits exactly and refuses more digits, as text or as a JSON number', async (t, { url }) => {
  const { app, db } = await openApp(t, url, { resources: [PriceResource, PriceCollection], models: [Price] })
  const accepted: Array<[string, string]> = [
    ['"12345678.99"', '12345678.99'],
    ['"-12345678.99"', '-12345678.99'],
    ['"1.00"', '1.00'],
    ['"1.5"', '1.50'],
    ['"1.500"', '1.50'],
    ['"0012.10"', '12.10'],
    ['12345678.99', '12345678.99'],
    ['1.5', '1.50'],
    ['1e2', '100.00'],
    ['0.01', '0.01']
  ]
  for (const [i, [sent, shown]] of accepted.entries()) {
    const res = await call(app, 'POST', '/prices', `{"amount": ${sent}}`, JSON_HEADERS)
    t.strictSame([res.status, res.body], [201, { id: i + 1, amount: shown }], sent)
    const read = await call(app, 'GET', `/prices/${i + 1}`)
    t.strictSame(read.body, { id: i + 1, amount: shown }, `${sent} read back`)
  }
  const before = await snapshot(db)
  const refused: Array<[string, string]> = [
    ['"123456789.00"', '123456789.00'],
    ['"99999999.999"', '99999999.999'],
    ['"1.005"', '1.005'],
    ['"0.001"', '0.001'],
    ['"-123456789"', '-123456789'],
    ['1.005', '1.005'],
    ['123456789', '123456789'],
    ['1e-7', '1e-7'],
    ['1e21', '1e+21']
  ]
  for (const [sent, shown] of refused) {
    const res = await call(app, 'POST', '/prices', `{"amount": ${sent}}`, JSON_HEADERS)
    t.equal(res.status, 400, sent)
    t.strictSame(res.body, { message: [{ amount: `The value ${shown} is not a valid numeric(10, 2)` }] }, sent)
    const patched = await call(app, 'PATCH', '/prices/1', `{"amount": ${sent}}`, JSON_HEADERS)
    t.strictSame([patched.status, patched.body], [400, res.body], `PATCH ${sent}`)
  }
  t.strictSame(await snapshot(db), before, 'nothing was written')
})

const Holding = defineModel({
  name: 'Holding',
  tableName: 'iv_holding',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    value: Column.Numeric(30, 2)
  }
})
class HoldingResource extends ModelResource { static override modelClass = Holding }
class HoldingCollection extends CollectionModelResource.of(Holding, { aggregates: true }) {}

eachDatabase(t, 'a numeric past 1e21 is shown in digits, never with an exponent (SQLite holds it as a double)', async (t, { url }) => {
  const { app } = await openApp(t, url, { resources: [HoldingResource, HoldingCollection], models: [Holding] })
  const big = '198000000000000000000000000.00'
  const created = await call(app, 'POST', '/holdings', { value: big })
  t.strictSame([created.status, created.body], [201, { id: 1, value: big }])
  await call(app, 'POST', '/holdings', { value: '-25000000000000000000000.50' })
  // SQLite keeps 15 to 17 significant digits of such a value: its fraction is lost there.
  const negative = url.startsWith('sqlite') ? '-25000000000000000000000.00' : '-25000000000000000000000.50'
  t.strictSame((await call(app, 'GET', '/holdings/1')).body, { id: 1, value: big }, 'GET one')
  t.strictSame((await call(app, 'GET', '/holdings')).body, { Holding: [{ id: 1, value: big }, { id: 2, value: negative }] }, 'a page')
  t.strictSame((await call(app, 'GET', '/holdings/aggregate?min=value&max=value')).body,
    { groups: [{ key: {}, count: 2, min: { value: negative }, max: { value: big } }] }, 'min and max')
})

eachDatabase(t, 'a numeric filter with more digits than numeric(10, 2) holds is a 400 {message}', async (t, { url }) => {
  const { app } = await openApp(t, url, { resources: [PriceResource, PriceCollection], models: [Price] })
  await call(app, 'POST', '/prices', { amount: '12345678.99' })
  const found = await call(app, 'GET', '/prices?amount=12345678.99')
  t.strictSame(found.body, { Price: [{ id: 1, amount: '12345678.99' }] })
  for (const [query, value] of [['amount=1.005', '1.005'], ['amount[lt]=123456789', '123456789'], ['amount[in]=1,2.001', '2.001']]) {
    const res = await call(app, 'GET', `/prices?${query}`)
    t.strictSame([res.status, res.body], [400, { message: `amount: The value ${value} is not a valid numeric(10, 2)` }], query)
  }
})

// ---- 5. content types, charsets and encodings -------------------------------------------------

eachDatabase(t, 'every application/*+json type is JSON; charset utf-8 in any spelling or none', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  const types = [
    'application/merge-patch+json', 'application/vnd.api+json', 'application/vnd.api+json; charset=UTF-8',
    'application/json; charset="utf-8"', 'Application/JSON; Charset=Utf-8', 'application/problem+json;charset=utf-8'
  ]
  for (const [i, type] of types.entries()) {
    const res = await call(app, 'POST', '/authors', JSON.stringify({ firstName: `F${i}`, lastName: 'L' }), { 'content-type': type })
    t.strictSame([res.status, res.body], [201, { id: i + 1, firstName: `F${i}`, lastName: 'L', fullName: `F${i} L`, books: [] }], type)
  }
  const patched = await call(app, 'PATCH', '/authors/1', '{"lastName": "M"}', { 'content-type': 'application/merge-patch+json' })
  t.strictSame([patched.status, patched.body.lastName], [200, 'M'])
  const identity = await call(app, 'POST', '/authors', '{"firstName": "I", "lastName": "L"}', { ...JSON_HEADERS, 'content-encoding': 'identity' })
  t.equal(identity.status, 201, 'Content-Encoding: identity is no encoding')
  t.equal((await rowsOf(db, Author)).length, types.length + 1)
})

eachDatabase(t, 'a +json body gets the JSON parser\'s protections: proto poisoning, malformed text, bodyLimit', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  const type = { 'content-type': 'application/merge-patch+json' }
  const poisoned = await call(app, 'POST', '/authors', '{"__proto__": {"x": 1}, "firstName": "A", "lastName": "B"}', type)
  t.strictSame([poisoned.status, poisoned.body], [400, { message: 'Body is not valid JSON but content-type is set to \'application/json\'' }])
  const malformed = await call(app, 'POST', '/authors', '{"firstName": ', type)
  t.strictSame([malformed.status, malformed.body], [400, { message: 'Body is not valid JSON but content-type is set to \'application/json\'' }])
  const large = await call(app, 'POST', '/authors', JSON.stringify({ firstName: 'x'.repeat(1_100_000) }), type)
  t.strictSame([large.status, large.body], [413, { message: 'Request body is too large' }])
  const deep = await call(app, 'POST', '/authors', `{"firstName": ${deepArray(DEPTH)}}`, type)
  t.strictSame([deep.status, deep.body], [400, TOO_DEEP])
  t.strictSame(await rowsOf(db, Author), [])
})

eachDatabase(t, 'another charset or any Content-Encoding is a 415, before the body is misread', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  await seedOneBook(db)
  const before = await snapshot(db)
  const text = JSON.stringify({ firstName: 'Zoë', lastName: 'Ünal' })
  const charsets: Array<[string, Buffer, string]> = [
    ['application/json; charset=utf-16', Buffer.from(text, 'utf16le'), 'utf-16'],
    ['application/json; charset=latin1', Buffer.from(text, 'latin1'), 'latin1'],
    ['application/json; charset="ISO-8859-1"', Buffer.from(text, 'latin1'), 'iso-8859-1'],
    ['application/merge-patch+json; charset=utf-8; charset=latin1', Buffer.from(text), 'latin1']
  ]
  for (const [type, payload, charset] of charsets) {
    for (const [method, path] of [['POST', '/authors'], ['PUT', '/authors/1'], ['PATCH', '/authors/1']] as const) {
      const res = await app.inject({ method, url: path, payload, headers: { 'content-type': type } })
      t.equal(res.statusCode, 415, `${method} ${type}`)
      t.strictSame(res.json(), { message: `The charset ${charset} is not supported: send JSON in UTF-8` }, `${method} ${type}`)
    }
  }
  for (const [encoding, payload] of [['gzip', gzipSync(text)], ['deflate', Buffer.from(text)], ['br', Buffer.from(text)], ['gzip, identity', gzipSync(text)]] as const) {
    const res = await app.inject({ method: 'POST', url: '/authors', payload, headers: { ...JSON_HEADERS, 'content-encoding': encoding } })
    t.equal(res.statusCode, 415, encoding)
    t.strictSame(res.json(), { message: `The content encoding ${encoding} is not supported: send the body unencoded` }, encoding)
  }
  const plain = await call(app, 'POST', '/authors', 'firstName=A', { 'content-type': 'text/plain; charset=latin1' })
  t.strictSame([plain.status, plain.body], [415, { message: 'JSON format is required' }], 'a type that is not JSON keeps its own 415')
  t.strictSame(await snapshot(db), before, 'nothing was written')
  const read = await call(app, 'GET', '/authors/1', undefined, { 'content-encoding': 'gzip' })
  t.equal(read.status, 200, 'a read has no body to refuse')
})

// ---- 6. malformed URLs and unknown paths --------------------------------------------------------

eachDatabase(t, 'malformed URLs and unknown paths answer {message} only (frameworkErrors, notFound)', async (t, { url }) => {
  const { app } = await openApp(t, url)
  const cases: Array<[string, number, string]> = [
    ['/books/%', 400, '\'/books/%\' is not a valid url component'],
    ['/books/%zz', 400, '\'/books/%zz\' is not a valid url component'],
    ['/api/v2/orders/%E0%A4%A', 400, '\'/api/v2/orders/%E0%A4%A\' is not a valid url component'],
    ['/nope', 404, 'Not found'],
    ['/api/v2/nope', 404, 'Not found'],
    ['/books/1/extra', 404, 'Not found'],
    [`/books/${'1'.repeat(101)}`, 414, `'/books/${'1'.repeat(101)}' is exceeding the max param length`]
  ]
  for (const [path, status, message] of cases) {
    const res = await call(app, 'GET', path)
    t.equal(res.status, status, path)
    t.strictSame(res.body, { message }, path)
  }
  const query = await call(app, 'GET', '/books?x=%')
  t.strictSame([query.status, query.body], [400, { message: 'x is not a column in Book' }], 'a stray % in the query string')
  const after = await call(app, 'GET', '/books')
  t.strictSame([after.status, after.body], [200, { Book: [] }])
})

eachDatabase(t, 'UTF-8 spelt utf8, UTF8 or Utf-8 is UTF-8: the body is read and stored as sent', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  const text = JSON.stringify({ firstName: 'Zoë', lastName: 'Ünal' })
  const types = ['application/json; charset=UTF8', 'application/json; charset=utf8', 'application/json; charset="Utf-8"', 'application/json;charset=UTF-8', 'application/vnd.api+json; charset=utf8']
  const statuses = []
  for (const type of types) statuses.push((await app.inject({ method: 'POST', url: '/authors', payload: Buffer.from(text), headers: { 'content-type': type } })).statusCode)
  t.strictSame(statuses, types.map(() => 201))
  const patched = await app.inject({ method: 'PATCH', url: '/authors/1', payload: Buffer.from(JSON.stringify({ lastName: 'Åberg' })), headers: { 'content-type': 'application/merge-patch+json; charset=UTF8' } })
  t.strictSame([patched.statusCode, patched.json().lastName], [200, 'Åberg'])
  t.strictSame((await rowsOf(db, Author)).map(author => [author.firstName, author.lastName]), [['Zoë', 'Åberg'], ...types.slice(1).map(() => ['Zoë', 'Ünal'])])
  const other = await app.inject({ method: 'POST', url: '/authors', payload: Buffer.from(text), headers: { 'content-type': 'application/json; charset=utf8mb4' } })
  t.strictSame([other.statusCode, other.json()], [415, { message: 'The charset utf8mb4 is not supported: send JSON in UTF-8' }], 'only those spellings')
})
