// Hostile input, property-based: every route of the example app is sent random and malicious
// bodies, ids, query strings and headers. Every answer is a 2xx, or a 4xx whose body is JSON
// with a `message`; never a 5xx. A rejected write (and any read) leaves every table exactly as it
// was (a snapshot of all rows); the server answers normally afterwards.
// Seeds: 42 and a random one, printed in each assertion (replay with FC_SEED=<seed>).
import { isDeepStrictEqual } from 'node:util'
import fc from 'fast-check'
import t, { type Test } from 'tap'
import type { InjectOptions } from 'fastify'
import { FILTER_OPS, type Model , type ModelType } from '../../lib/index.ts'
import { Author, Book, Job, Node, Order, User } from '../../examples/models.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp, type Opened } from '../helpers/app.ts'
import { snapshot, type Snapshot } from '../helpers/state.ts'
import { acceptable, checkProperty, RANDOM_SEED } from './harness.ts'
import { kMeta } from '../../lib/symbols.ts'
import { Column, defineModel } from '../../lib/index.ts'
import { CollectionModelResource, ModelResource } from '../../plugin/index.ts'
import { rowsOf } from '../helpers/migrations.ts'

t.comment(`fast-check seeds: 42 and ${RANDOM_SEED} (replay with FC_SEED=${RANDOM_SEED})`)

const RUNS = Number(process.env.HOSTILE_RUNS ?? 120)

interface Family {
  model: ModelType
  prefix: string
  word: string
  owned: boolean
}

const FAMILIES: Family[] = [
  { model: Author, prefix: '', word: 'authors', owned: false },
  { model: Book, prefix: '', word: 'books', owned: false },
  { model: User, prefix: '', word: 'users', owned: false },
  { model: Node, prefix: '', word: 'nodes', owned: false },
  { model: Order, prefix: '/api/v2', word: 'orders', owned: true },
  { model: Job, prefix: '/api/v2', word: 'jobs', owned: true }
]

// ---------------------------------------------------------------------------------------------
// Values: JSON texts, so that literals JSON.stringify cannot write (1e999, 2^64) are sent as is.

const json = (value: unknown): string => JSON.stringify(value)

const LONG = fc.tuple(
  fc.constantFrom(19, 20, 21, 49, 50, 51, 79, 80, 81, 99, 100, 101, 1000, 70_000),
  fc.constantFrom('a', 'é', '😀', '\u0000', ' ', "'", 'e\u0301')
).map(([n, c]) => c.repeat(n))

const CONTROL_AND_UNICODE = fc.string({ unit: fc.nat(0xffff).map(code => String.fromCharCode(code)), maxLength: 12 })

const TRICKY_STRINGS = [
  '', ' ', '\u0000', 'a\u0000b', '\ud800', '\udfff\ud800', '\u202e', '\u0007\u001b[31m', '\r\n', '\t', '𝕏😀', 'e\u0301',
  '\ufeff', '\u2028', 'null', 'undefined', 'NaN', 'true', '0x10', '1e3', ' 1', '1 ', '+1', '01',
  '2024-02-30', '2024-02-29', '2023-02-29', '2024-13-01', '0000-00-00', '2024-00-10', '2024-02-30 10:00:00',
  '2024-01-01T24:00:00Z', '2024-01-01 23:59:60', '9999-12-31T23:59:59-14:00', '275760-09-13', '+002024-01-01T00:00:00Z',
  '2024-01-01T00:00:00+99:99', '1970-01-01 00:00:00', '-001-01-01', '0001-01-01T00:00:00+01:00', '0000-12-31', '0000-01-01 00:00:00',
  '10000-01-01 00:00:00', '9999-12-31 23:59:59', '0001-01-01 00:00:00', '0050-06-01',
  "' or 1=1 --", '1; drop table author; --', '" or ""="', '1) or (1=1', "'); delete from \"user\"; --", '%', '_', '\\',
  '%%', '*/', '/*', "Robert'); DROP TABLE nodes;--", 'id; select pg_sleep(10)', '$1', '?'
]

const NUMBER_LITERALS = [
  '0', '-0', '1', '-1', '0.5', '1.0', '1e3', '1e999', '-1e999', '2147483647', '2147483648', '-2147483648', '-2147483649',
  '32767', '32768', '-32769', '9007199254740991', '9007199254740993', '-9007199254740993', '9223372036854775807',
  '9223372036854775808', '-9223372036854775809', '18446744073709551616', '123456789012345678901234567890',
  '1.7976931348623157e308', '5e-324', '0.1e1', '1.005', '99999999.999', '12345678.99', '123456789.00', '1e-7'
]

const STRUCTURES = [
  'null', 'true', 'false', '[]', '{}', '[1,2]', '{"a":1}', '[[[[[[]]]]]]', '{"__proto__":1}', '{"constructor":{"prototype":{}}}',
  '{"$ne":null}', '{"$gt":0}', '["a",1]', '[null]', '{"id":1}', '{"toString":"x"}',
  '['.repeat(20_000) + ']'.repeat(20_000), '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000), '['.repeat(64) + ']'.repeat(64)
]

/** Any hostile value, as JSON text. */
const hostileValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NUMBER_LITERALS),
  fc.constantFrom(...STRUCTURES),
  fc.constantFrom(...TRICKY_STRINGS).map(json),
  LONG.map(json),
  CONTROL_AND_UNICODE.map(json),
  fc.jsonValue({ maxDepth: 3 }).map(json),
  fc.double().map(value => Number.isFinite(value) ? json(value) : '1e999'),
  fc.integer().map(String)
)

/** A value the column would accept, so that requests also get past validation into the database. */
function plausible (model: ModelType, prop: string): fc.Arbitrary<string> {
  const column = model[kMeta].columnsByProp.get(prop)
  switch (column?.info.kind) {
    case 'integer': case 'smallinteger':
      // The owner-restricted types mostly name the caller (User:1 or User:2) as owner.
      return prop === 'ownerId' ? fc.constantFrom('1', '2', '2', '3') : fc.integer({ min: -1, max: 6 }).map(String)
    case 'boolean': return fc.boolean().map(json)
    case 'date': return fc.constantFrom('2024-02-29', '2000-01-01', '0001-01-01', '9999-12-31').map(json)
    case 'datetime': return fc.constantFrom('2024-02-29 12:00:00', '2024-01-01T00:00:00Z', '2024-01-01T10:00:00+02:00',
      '0001-01-01 00:00:00', '9999-12-31T23:59:59Z').map(json)
    default:
      return prop === 'email'
        ? fc.constantFrom('a@x', 'b@x', 'c@x', 'A@x').map(json)
        : fc.string({ unit: 'grapheme-ascii', maxLength: 12 }).map(json)
  }
}

const EXTRA_KEYS = [
  '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', 'fullName', 'books', 'children',
  'author', 'order', 'jobs', 'unknown', '', ' ', 'id ', 'FIRSTNAME', '$where', 'a.b', 'owner_id', 'first_name', '\u0000'
]

/** A JSON object body for a model: its fields (camel or snake case), plausible or hostile, plus stray keys. */
function objectBody (model: ModelType): fc.Arbitrary<string> {
  const columns = model[kMeta].columns
  // How often a field is sent: required ones nearly always, the primary key seldom (it must match the path).
  const presence = (prop: string, nullable: boolean): number => prop === model[kMeta].primaryKey.prop ? 1 : nullable ? 3 : 12
  const fields = fc.tuple(...columns.map(column => fc.oneof(
    { weight: 2, arbitrary: fc.constant(null) },
    {
      weight: presence(column.prop, column.info.nullable),
      arbitrary: fc.tuple(
        fc.constantFrom(column.prop, column.prop, column.name),
        fc.oneof({ weight: 12, arbitrary: plausible(model, column.prop) }, { weight: 1, arbitrary: hostileValue })
      )
    }
  )))
  const extras = fc.oneof(
    { weight: 4, arbitrary: fc.constant([]) },
    { weight: 1, arbitrary: fc.array(fc.tuple(fc.constantFrom(...EXTRA_KEYS), hostileValue), { minLength: 1, maxLength: 2 }) }
  )
  return fc.tuple(fields, extras).map(([picked, stray]) => {
    const entries = [...picked.filter(entry => entry !== null), ...stray]
    return '{' + entries.map(([key, value]) => json(key) + ':' + value).join(',') + '}'
  })
}

const BROKEN_BODIES = [
  '', ' ', 'null', '[]', '"x"', '1', '{', '{"a":', 'not json', '{"a":1}{"b":2}', '{"a":1,}', "{'a':1}", '\u0000',
  '[' .repeat(5000) + ']'.repeat(5000), '{"a":'.repeat(3000) + '1' + '}'.repeat(3000), '\ufeff{}', '{"firstName":"\\ud800"}',
  '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000)
]

function anyBody (model: ModelType, wellFormed: boolean): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: wellFormed ? 30 : 6, arbitrary: objectBody(model) },
    { weight: 1, arbitrary: fc.constantFrom(...BROKEN_BODIES) },
    { weight: 1, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.constant(undefined) }
  )
}

const contentTypes = (wellFormed: boolean): fc.Arbitrary<string | undefined> => fc.oneof(
  { weight: wellFormed ? 40 : 8, arbitrary: fc.constant('application/json') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x',
      'application/vnd.api+json', 'APPLICATION/JSON', 'application/json; charset=latin1', 'application/json; charset=utf-16',
      'application/xml', 'application/jsonx', '*/*', '',
      'application/merge-patch+json', 'application/vnd.api+json; charset=UTF-8', 'application/json; charset="utf-8"',
      'application/json; charset=iso-8859-1', 'application/problem+json; charset=utf-16', 'application/+json', 'application/x+jsonx'
    )
  },
  { weight: 1, arbitrary: fc.constant(undefined) }
)

const AUTHORIZATION = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('User:1', 'User:2') },
  {
    weight: 2,
    arbitrary: fc.constantFrom('User:', 'User:abc', 'User:99999999999', 'User:0', 'User:-1', 'user:1', 'Bearer x', 'User:1 ',
      'User', 'User:1:2', 'User:3', ' User:1')
  },
  { weight: 1, arbitrary: fc.constant(undefined) }
)

// ---------------------------------------------------------------------------------------------
// Paths and query strings.

const HOSTILE_IDS = [
  '0', '-1', '2147483647', '2147483648', '-2147483648', '-2147483649', '99999999999999999999', '1.5', '1e3', '0x1', '+1',
  '01', '%201', 'abc', '%00', '%FF', '%E0%A4%A', '1%20or%201%3D1', "1'%20or%20'1'%3D'1", '1%3Bdrop%20table%20author',
  '%E2%80%AE1', '%D9%A1', 'null', 'NaN', 'Infinity', '__proto__', 'constructor', 'a'.repeat(5000), '1'.repeat(400),
  '%2e%2e', '-0', '1%2F2', '9223372036854775808'
]

const ID = fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 1, max: 6 }).map(String) }, { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_IDS) })

const HOSTILE_OPS = ['', 'foo', 'EQ', 'constructor', '__proto__', 'or', '$ne', 'like%20', 'in]', 'gte', 'between', 'regexp']
const CONTROLS = ['orderBy', 'order_by', 'maxPageSize', 'max_page_size', 'offset', 'count', 'debug']
const QUERY_KEYS = ['__proto__', 'constructor', 'a[b][c]', '', '[]', 'id[][]', 'toString', 'hasOwnProperty', 'id[in', 'id]', 'fullName', 'books', '%00']

const QUERY_VALUES = [
  '', '%', "' or 1=1 --", '-id', 'id,-id', ',', '-', '--id', 'id;drop table author', '\u0000', '2024-02-30', '99999999999999999999',
  '-1', '0', '1e3', 'true', 'false', 'null', '1,2,3', ',,,', 'id desc', 'ID', 'first_name', 'firstName', '-firstName',
  '1000000', '1000001', '999999999999999', '9999999999999999', '2024-01-01 00:00:00', '%25', '_', '\\', 'a\u0000', '\ud800'
]

/** LIKE patterns at and past the limits of extensions §1 (200 code points, 10 wildcards), and backslashes. */
const LIKE_PATTERNS = [
  'a'.repeat(200), 'a'.repeat(201), '😀'.repeat(200), '😀'.repeat(201), '%'.repeat(10), '%'.repeat(11), '%a_'.repeat(5), '%a_'.repeat(3000),
  '\\%'.repeat(10) + '_', '\\', 'a\\', '\\\\', '\\\\\\', '100\\%', '\\_%', '%\\\\%', '\\b%', '%\\'
]

function queryValue (model: ModelType): fc.Arbitrary<string> {
  const names = model[kMeta].columns.flatMap(column => [column.prop, column.name, '-' + column.prop])
  return fc.oneof(
    fc.constantFrom(...QUERY_VALUES),
    fc.constantFrom(...LIKE_PATTERNS),
    fc.constantFrom(...names),
    fc.constantFrom(...TRICKY_STRINGS),
    fc.integer({ min: -3, max: 8 }).map(String),
    LONG.filter(text => text.length < 2000),
    CONTROL_AND_UNICODE
  )
}

function queryKey (model: ModelType): fc.Arbitrary<string> {
  const fields = model[kMeta].columns.flatMap(column => [column.prop, column.name])
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...fields) },
    { weight: 3, arbitrary: fc.tuple(fc.constantFrom(...fields), fc.constantFrom(...FILTER_OPS, ...HOSTILE_OPS)).map(([f, op]) => `${f}[${op}]`) },
    { weight: 3, arbitrary: fc.constantFrom(...CONTROLS) },
    { weight: 1, arbitrary: fc.constantFrom(...QUERY_KEYS) }
  )
}

/** Percent-encoding; a lone surrogate goes out as its 3-byte WTF-8 form, which is not valid UTF-8. */
function encode (text: string): string {
  let out = ''
  for (const char of text) {
    const code = char.charCodeAt(0)
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map(byte => '%' + byte.toString(16).toUpperCase()).join('')
    } else {
      out += encodeURIComponent(char)
    }
  }
  return out
}

/** `?a=b&...`: encoded, or raw (stray `%`, `&&`, `=`), parameters repeated or empty. */
function queryString (model: ModelType): fc.Arbitrary<string> {
  const pair = fc.tuple(queryKey(model), queryValue(model), fc.constantFrom('encoded', 'encoded', 'raw', 'bare'))
    .map(([key, value, how]) => {
      if (how === 'bare') return encode(key)
      if (how === 'raw') return `${key}=${encode(value).replace(/%25/g, '%').replace(/%2C/g, ',').replace(/%3D/g, '=')}`
      return `${encode(key)}=${encode(value)}`
    })
  return fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom('', '?', '?&&&', '?=', '?==', '?=x', '?&', '?a', '?%', '?%ZZ=1') },
    { weight: 6, arbitrary: fc.array(pair, { maxLength: 5 }).map(pairs => pairs.length === 0 ? '' : '?' + pairs.join('&')) }
  )
}

type PathKind = 'collection' | 'item' | 'meta-single' | 'meta-collection' | 'stray'

function pathFor (family: Family, kind: PathKind, id: string, stray: string): string {
  const base = `${family.prefix}/${family.word}`
  switch (kind) {
    case 'collection': return base
    case 'item': return `${base}/${id}`
    case 'meta-single': return `${family.prefix}/meta/${family.word}/single`
    case 'meta-collection': return `${family.prefix}/meta/${family.word}/collection`
    case 'stray': return `${base}${stray}`
  }
}

const STRAYS = ['/', '//', `/1/extra`, '/1/', '/meta', '/../authors', '/%2e%2e/authors', '/1?', '/1#x', '//1', '/1;x=1', '/<int:id>', '/:id']

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const
type HttpMethod = typeof METHODS[number]

interface Hostile {
  method: HttpMethod
  url: string
  body?: string
  contentType?: string
  authorization?: string
}

/**
 * `matched`: POST goes to the collection path and the other methods to an item path, mostly with
 * JSON objects sent as JSON, as a client would: hostile values then reach the screen and the database.
 */
function request (family: Family, kinds: readonly PathKind[], methods: readonly HttpMethod[], withQuery: boolean, matched = false): fc.Arbitrary<Hostile> {
  return fc.record({
    method: fc.constantFrom(...methods),
    kind: fc.constantFrom(...kinds),
    id: ID,
    stray: fc.constantFrom(...STRAYS),
    query: withQuery ? queryString(family.model) : fc.constant(''),
    body: anyBody(family.model, matched),
    contentType: contentTypes(matched),
    authorization: family.owned ? AUTHORIZATION : fc.option(fc.constantFrom('User:1', 'garbage'), { freq: 4 })
  }).map(({ method, kind, id, stray, query, body, contentType, authorization }) => ({
    method,
    url: pathFor(family, matched ? (method === 'POST' ? 'collection' : 'item') : kind, id, stray) + query,
    body: method === 'GET' || method === 'HEAD' ? undefined : body,
    contentType: contentType ?? undefined,
    authorization: authorization ?? undefined
  }))
}

// ---------------------------------------------------------------------------------------------
// The property: one request, the invariant, the database snapshot.

interface State {
  stored: Snapshot
  cases: number
  accepted: number
  rejected: number
}

async function send (harness: Opened, hostile: Hostile): Promise<{ statusCode: number, body: string }> {
  const headers: Record<string, string> = {}
  if (hostile.contentType !== undefined && hostile.body !== undefined) headers['content-type'] = hostile.contentType
  if (hostile.authorization !== undefined) headers.authorization = hostile.authorization
  const options: InjectOptions = { method: hostile.method, url: hostile.url, headers }
  if (hostile.body !== undefined) options.payload = hostile.body
  const response = await harness.app.inject(options)
  return { statusCode: response.statusCode, body: response.body }
}

function property (harness: Opened, state: State, arbitrary: fc.Arbitrary<Hostile>): fc.IAsyncProperty<[Hostile]> {
  return fc.asyncProperty(arbitrary, async hostile => {
    state.cases++
    const { statusCode, body } = await send(harness, hostile)
    const problem = acceptable(hostile.method, statusCode, body)
    if (problem !== undefined) throw new Error(`${hostile.method} ${hostile.url.slice(0, 300)}: ${problem}`)
    if (statusCode >= 200 && statusCode < 300 && statusCode !== 204 && hostile.method !== 'HEAD') {
      JSON.parse(body) // a success always answers JSON
    }
    const after = await snapshot(harness.db)
    const wrote = hostile.method !== 'GET' && hostile.method !== 'HEAD' && hostile.method !== 'OPTIONS' && statusCode < 300
    if (wrote) {
      state.accepted++
      state.stored = after
    } else {
      if (statusCode >= 400) state.rejected++
      if (!isDeepStrictEqual(after, state.stored)) {
        throw new Error(`${hostile.method} ${hostile.url.slice(0, 300)} answered ${statusCode} but changed the database`)
      }
    }
  })
}

/** A few records of every type, two users, and an order and a job of each user. */
async function seed (harness: Opened): Promise<void> {
  const post = async (url: string, payload: unknown, authorization?: string): Promise<void> => {
    const response = await harness.app.inject({ method: 'POST', url, payload: payload as object, headers: authorization === undefined ? {} : { authorization } })
    if (response.statusCode >= 300) throw new Error(`seed ${url}: ${response.statusCode} ${response.body}`)
  }
  for (const [firstName, lastName] of [['Ann', 'Lee'], ['Bob', 'Ray'], ['Cy', 'Oh']]) await post('/authors', { firstName, lastName })
  for (const [title, authorId] of [['One', 1], ['Two', 1], ['Three', 2]] as const) await post('/books', { title, pubYear: 2000, authorId })
  for (const name of ['ann', 'bob', 'cy']) await post('/users', { username: name, password: 'secret', email: `${name}@example.com` })
  await post('/nodes', { data: 'root' })
  await post('/nodes', { data: 'child', parentId: 1 })
  await post('/nodes', { data: 'grandchild', parentId: 2 })
  for (const owner of [1, 2, 1, 2]) await post('/api/v2/orders', { ownerId: owner, description: `order of ${owner}` }, `User:${owner}`)
}

async function stillServes (t: Test, harness: Opened): Promise<void> {
  const list = await harness.app.inject({ method: 'GET', url: '/authors?orderBy=id&maxPageSize=2' })
  t.equal(list.statusCode, 200, 'the server still answers a plain list')
  t.ok(Array.isArray(list.json().Author), 'with its JSON body')
  const meta = await harness.app.inject({ method: 'GET', url: '/meta/authors/single' })
  t.equal(meta.statusCode, 200, 'and the meta route')
}

const ALL_KINDS: readonly PathKind[] = ['collection', 'item', 'meta-single', 'meta-collection', 'stray']
const WRITES: readonly HttpMethod[] = ['POST', 'PUT', 'PATCH']

eachDatabase(t, 'hostile requests never get a 5xx and rejected writes change nothing', async (t, { url }) => {
  const harness = await openApp(t, url)
  await seed(harness)
  const state: State = { stored: await snapshot(harness.db), cases: 0, accepted: 0, rejected: 0 }
  for (const family of FAMILIES) {
    const path = `${family.prefix}/${family.word}`
    // Bodies: every write method with hostile JSON where each field belongs.
    await checkProperty(t, `${path}: hostile bodies`,
      property(harness, state, request(family, ['collection', 'item'], WRITES, false, true)), RUNS)
    // Ids: every method on the item path with hostile ids.
    await checkProperty(t, `${path}: hostile ids`,
      property(harness, state, request(family, ['item'], METHODS, false)), Math.ceil(RUNS / 2))
    // Collection and meta query strings: filters, operators, orderBy, paging, repeated and empty parameters.
    await checkProperty(t, `${path}: hostile query strings`,
      property(harness, state, request(family, ['collection', 'meta-single', 'meta-collection'], ['GET'], true)), RUNS)
    // Anything on any path, meta routes and stray paths included.
    await checkProperty(t, `${path}: any method, path, query and body`,
      property(harness, state, request(family, ALL_KINDS, METHODS, true)), Math.ceil(RUNS / 2))
    await stillServes(t, harness)
  }
  t.comment(`${state.cases} generated requests: ${state.accepted} writes accepted, ${state.rejected} rejected with a 4xx`)
  t.ok(state.accepted > 0 && state.rejected > 0, 'the generators reach both accepted and rejected writes')
})

// ---------------------------------------------------------------------------------------------
// The defects the properties found, pinned down one by one.

/** A string as an ASCII-only assertion name (a raw U+2028 would break the TAP stream). */
function label (text: string): string {
  return json(text).replace(/[^\x20-\x7e]/g, char => '\\u' + char.charCodeAt(0).toString(16).padStart(4, '0'))
}

eachDatabase(t, 'a string is stored exactly as sent, or refused: SQL fragments, unicode, control characters', async (t, { url }) => {
  const { app } = await openApp(t, url)
  const stored: string[] = []
  for (const text of TRICKY_STRINGS.filter(text => text.length <= 50)) {
    const response = await app.inject({ method: 'POST', url: '/authors', payload: { firstName: text, lastName: 'x' } })
    if (text.includes('\u0000') || !text.isWellFormed()) {
      t.equal(response.statusCode, 400, `${label(text)} is refused`)
      t.strictSame(response.json().message[0], { firstName: `The value ${text} is not a valid string` })
      continue
    }
    t.equal(response.statusCode, 201, `${label(text)} is accepted`)
    const read = await app.inject({ method: 'GET', url: `/authors/${response.json().id as number}` })
    t.equal(read.json().firstName, text, `${label(text)} reads back unchanged`)
    const found = await app.inject({ method: 'GET', url: `/authors?firstName=${encodeURIComponent(text)}` })
    t.ok(found.json().Author.some((author: { firstName: string }) => author.firstName === text), `${label(text)} is found by equality`)
    stored.push(text)
  }
  const all = await app.inject({ method: 'GET', url: '/authors?maxPageSize=1000' })
  t.equal(all.json().Author.length, stored.length, 'every accepted string is one record, every refused one none')
})

eachDatabase(t, 'like operators apply to text columns only; a pattern with NUL is refused', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  const before = await snapshot(db)
  for (const [path, message] of [
    ['/authors?id[like]=1', 'like applies to text columns only, not to id'],
    ['/users?is_staff[ilike]=t%25', 'ilike applies to text columns only, not to is_staff'],
    ['/users?dateJoined[notlike]=2024%25', 'notlike applies to text columns only, not to dateJoined'],
    ['/api/v2/orders?orderedAt[notilike]=2024%25', 'notilike applies to text columns only, not to orderedAt'],
    ['/authors?firstName[like]=a%00', 'firstName[like]: The value a\u0000 is not a valid string']
  ]) {
    const response = await app.inject({ method: 'GET', url: path, headers: { authorization: 'User:1' } })
    t.equal(response.statusCode, 400, path)
    t.strictSame(response.json(), { message }, `${path} says why`)
  }
  const long = await app.inject({ method: 'GET', url: `/authors?firstName[like]=%25${'a'.repeat(150)}%25` })
  t.equal(long.statusCode, 200, 'a pattern may be longer than the column')
  t.strictSame(long.json(), { Author: [] })
  t.strictSame(await snapshot(db), before, 'nothing was written')
})

eachDatabase(t, 'an id at the int32 maximum does not break later creates: 409, never a 5xx or an id out of range', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  const top = 2 ** 31 - 1
  const chosen = await app.inject({ method: 'POST', url: '/authors', payload: { id: top, firstName: 'Top', lastName: 'Most' } })
  t.equal(chosen.statusCode, 201, 'a client may choose the largest id')
  const before = await snapshot(db)
  const generated = await app.inject({ method: 'POST', url: '/authors', payload: { firstName: 'Next', lastName: 'One' } })
  t.equal(generated.statusCode, 409, 'no id is left above it')
  t.strictSame(generated.json(), { message: 'No Author id is left to generate: send an id that is not taken' })
  t.strictSame(await snapshot(db), before, 'nothing was stored')
  const free = await app.inject({ method: 'POST', url: '/authors', payload: { id: 7, firstName: 'Free', lastName: 'Id' } })
  t.equal(free.statusCode, 201, 'an id that is free still works')
  const ids = (await app.inject({ method: 'GET', url: '/authors' })).json().Author.map((author: { id: number }) => author.id)
  t.strictSame(ids, [7, top], 'no id past the column range was stored')

  // At /api/v2 ids are the server's (clientIds off): no client can use up the Job ids every Order needs.
  await app.inject({ method: 'POST', url: '/users', payload: { username: 'u', password: 'p', email: 'u@x' } })
  const order = await app.inject({ method: 'POST', url: '/api/v2/orders', headers: { authorization: 'User:1' }, payload: { ownerId: 1, description: 'first' } })
  t.equal(order.statusCode, 202)
  const job = await app.inject({ method: 'PUT', url: `/api/v2/jobs/${top}`, headers: { authorization: 'User:1' }, payload: { ownerId: 1, orderId: 1 } })
  t.equal(job.statusCode, 404, 'a PUT does not create a Job with the largest id')
  t.strictSame(job.json(), { message: `Job with id ${top} not found` })
  const second = await app.inject({ method: 'POST', url: '/api/v2/orders', headers: { authorization: 'User:1' }, payload: { ownerId: 1, description: 'second' } })
  t.equal(second.statusCode, 202, 'the next Order still starts its Job')
  const jobs = (await app.inject({ method: 'GET', url: '/api/v2/jobs', headers: { authorization: 'User:1' } })).json().Job
  t.strictSame(jobs.map((row: { id: number }) => row.id), [1, 2], 'the Job ids go on from 1')
})

// ---------------------------------------------------------------------------------------------
// Conditional headers on every method: random well-formed and malformed If-Match and
// If-None-Match on GET, HEAD, PUT, PATCH and DELETE of records that exist or not.

/** Stands for the record's current tag, read just before the request is sent. */
const CURRENT = '<current>'

const ETAGC = fc.string({ unit: fc.constantFrom(...'!#$%&()*+,-./09:;<=>?@AZ[\\]^_`az{|}~'.split(''), '\u0080', '\u00ff'), maxLength: 8 })
const WELL_FORMED_TAG = fc.oneof(
  { weight: 3, arbitrary: fc.constant(CURRENT) },
  { weight: 1, arbitrary: fc.constant(`W/${CURRENT}`) },
  { weight: 2, arbitrary: ETAGC.map(text => `"${text}"`) },
  { weight: 1, arbitrary: ETAGC.map(text => `W/"${text}"`) }
)
const WELL_FORMED_CONDITION = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom('*', ' * ') },
  { weight: 4, arbitrary: fc.array(WELL_FORMED_TAG, { minLength: 1, maxLength: 3 }).chain(tags => fc.constantFrom(', ', ',', ' ,, ').map(comma => tags.join(comma))) }
)
/** Printable Latin-1 and tabs only: Node refuses other characters in a header before any route sees them. */
const HEADER_TEXT = fc.string({ unit: fc.oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0xa0, max: 0xff }), fc.constant(9)).map(code => String.fromCharCode(code)), minLength: 1, maxLength: 12 })
const MALFORMED_CONDITION = fc.oneof(
  fc.constantFrom('" "', 'abc', '"a" "b"', '"a", *', '*, "a"', 'W/abc', 'w/"a"', '"unclosed', '"a";', ',', '**', `${CURRENT} x`, `x${CURRENT}`, 'W/ "a"'),
  HEADER_TEXT.filter(text => !/^[\s,]*(?:(?:W\/)?"[\x21\x23-\x7e\x80-\xff]*"[ \t]*(?:,[\s,]*|$))*$/.test(text) && text.trim() !== '*')
)

interface Conditional {
  method: 'GET' | 'HEAD' | 'PUT' | 'PATCH' | 'DELETE'
  id: string
  ifMatch?: string
  ifNoneMatch?: string
  body: string
}

function conditional (family: Family): fc.Arbitrary<Conditional> {
  const header = fc.option(fc.oneof({ weight: 3, arbitrary: WELL_FORMED_CONDITION }, { weight: 1, arbitrary: MALFORMED_CONDITION }), { freq: 3 })
  return fc.record({
    method: fc.constantFrom('GET', 'HEAD', 'PUT', 'PATCH', 'DELETE'),
    id: fc.constantFrom('1', '2', '3', '99'),
    ifMatch: header,
    ifNoneMatch: header,
    // The record as read (a PUT or PATCH that passes its conditions writes it back), or any body.
    body: fc.oneof({ weight: 3, arbitrary: fc.constant(CURRENT) }, { weight: 1, arbitrary: fc.constant('{}') }, { weight: 1, arbitrary: objectBody(family.model) })
  }).map(({ ifMatch, ifNoneMatch, ...rest }) => ({ ...rest, ...ifMatch === null ? {} : { ifMatch }, ...ifNoneMatch === null ? {} : { ifNoneMatch } }))
}

/** Whether a header value, its current tag put in, is malformed (the parser's grammar: `*` or a list of entity tags). */
function malformed (value: string | undefined): boolean {
  if (value === undefined || value.trim() === '*') return false
  return !/^[\s,]*(?:(?:W\/)?"[\x21\x23-\x7e\x80-\xff]*"[ \t]*(?:,[\s,]*|$))+$/.test(value)
}

function conditionalProperty (harness: Opened, state: State, family: Family): fc.IAsyncProperty<[Conditional]> {
  return fc.asyncProperty(conditional(family), async request => {
    state.cases++
    const authorization: Record<string, string> = family.owned ? { authorization: 'User:1' } : {}
    const path = `${family.prefix}/${family.word}/${request.id}`
    const read = await harness.app.inject({ method: 'GET', url: path, headers: authorization })
    const tag = read.headers.etag ?? '"none"'
    const fill = (value: string | undefined): string | undefined => value?.replaceAll(CURRENT, String(tag))
    const headers: Record<string, string> = { ...authorization }
    const [ifMatch, ifNoneMatch] = [fill(request.ifMatch), fill(request.ifNoneMatch)]
    if (ifMatch !== undefined) headers['if-match'] = ifMatch
    if (ifNoneMatch !== undefined) headers['if-none-match'] = ifNoneMatch
    const options: InjectOptions = { method: request.method, url: path, headers }
    if (request.method === 'PUT' || request.method === 'PATCH') {
      const record = read.statusCode === 200 ? read.json() : {}
      // The relationships a GET shows are left out: a PUT of them would be a nested write.
      for (const relation of family.model[kMeta].relationships) delete record[relation.name]
      options.payload = request.body === CURRENT ? JSON.stringify(record) : request.body
      headers['content-type'] = 'application/json'
    }
    const response = await harness.app.inject(options)
    const where = `${request.method} ${path} If-Match: ${String(ifMatch)} If-None-Match: ${String(ifNoneMatch)}`
    // A 304 (a read whose If-None-Match names the tag) is the one answer outside 2xx and 4xx.
    const notModified = response.statusCode === 304 && (request.method === 'GET' || request.method === 'HEAD')
    const problem = notModified ? undefined : acceptable(request.method, response.statusCode, response.body)
    if (problem !== undefined) throw new Error(`${where}: ${problem}`)
    if (response.statusCode >= 400 && response.headers.etag !== undefined) throw new Error(`${where}: ${response.statusCode} with an ETag`)
    if ((malformed(ifMatch) || malformed(ifNoneMatch)) && response.statusCode !== 400) {
      throw new Error(`${where}: a malformed header answered ${response.statusCode}, not 400`)
    }
    if (response.statusCode === 304 && response.headers.etag !== tag) throw new Error(`${where}: a 304 without the current tag`)
    const after = await snapshot(harness.db)
    const wrote = request.method !== 'GET' && request.method !== 'HEAD' && response.statusCode < 300
    if (wrote) {
      state.accepted++
      state.stored = after
    } else {
      if (response.statusCode >= 400) state.rejected++
      if (!isDeepStrictEqual(after, state.stored)) throw new Error(`${where} answered ${response.statusCode} but changed the database`)
    }
  })
}

eachDatabase(t, 'conditional headers on every method: never a 5xx, malformed is a 400, no error carries an ETag, no error writes', async (t, { url }) => {
  const harness = await openApp(t, url)
  await seed(harness)
  const state: State = { stored: await snapshot(harness.db), cases: 0, accepted: 0, rejected: 0 }
  for (const family of FAMILIES) {
    await checkProperty(t, `${family.prefix}/${family.word}: conditional headers`, conditionalProperty(harness, state, family), Math.ceil(RUNS / 2))
    await stillServes(t, harness)
  }
  t.comment(`${state.cases} conditional requests: ${state.accepted} writes accepted, ${state.rejected} rejected with a 4xx`)
  t.ok(state.accepted > 0 && state.rejected > 0, 'the generators reach both accepted and rejected writes')
})

// ---------------------------------------------------------------------------------------------
// Date-times with fractions (decisions §6): any fraction is accepted, stored cut to the column's
// precision, shown as stored, and found again by equality.

const Stamp = defineModel({
  name: 'Stamp',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    at: Column.DateTime(),
    atMs: Column.DateTime({ precision: 3 }),
    atUs: Column.DateTime({ precision: 6 })
  }
})
class Stamps extends CollectionModelResource.of(Stamp) {}
class StampItems extends ModelResource.of(Stamp) {}

interface SentDateTime { year: number, month: number, day: number, hour: number, minute: number, second: number, fraction: string, offset: number | undefined, separator: string }

const SENT_DATE_TIME: fc.Arbitrary<SentDateTime> = fc.record({
  year: fc.oneof(fc.integer({ min: 1, max: 9999 }), fc.constantFrom(1, 1969, 1970, 9999)),
  month: fc.integer({ min: 1, max: 12 }),
  day: fc.integer({ min: 1, max: 28 }),
  hour: fc.integer({ min: 0, max: 23 }),
  minute: fc.integer({ min: 0, max: 59 }),
  second: fc.integer({ min: 0, max: 59 }),
  fraction: fc.string({ unit: fc.constantFrom('0', '1', '4', '5', '9'), maxLength: 9 }),
  offset: fc.option(fc.integer({ min: -14 * 60, max: 14 * 60 }), { nil: undefined }),
  separator: fc.constantFrom('T', ' ')
})

const pad = (value: number, width = 2): string => String(Math.abs(value)).padStart(width, '0')

/** The text a client sends: any number of fractional digits, with or without an offset. */
function sentText (sent: SentDateTime): string {
  const zone = sent.offset === undefined ? '' : sent.offset === 0 && sent.fraction.length % 2 === 0 ? 'Z' : `${sent.offset < 0 ? '-' : '+'}${pad(Math.trunc(sent.offset / 60))}:${pad(sent.offset % 60)}`
  const fraction = sent.fraction === '' ? '' : '.' + sent.fraction
  return `${pad(sent.year, 4)}-${pad(sent.month)}-${pad(sent.day)}${sent.separator}${pad(sent.hour)}:${pad(sent.minute)}:${pad(sent.second)}${fraction}${zone}`
}

/** What a column of `precision` shows for it, computed apart from the library: microseconds since the epoch, cut; undefined past the years 0001-9999 (UTC). */
function expectedShown (sent: SentDateTime, precision: number): string | undefined {
  const day = new Date(0)
  day.setUTCFullYear(sent.year, sent.month - 1, sent.day)
  const seconds = BigInt(day.getTime() / 1000 + sent.hour * 3600 + sent.minute * 60 + sent.second - (sent.offset ?? 0) * 60)
  const utc = new Date(Number(seconds) * 1000)
  if (utc.getUTCFullYear() < 1 || utc.getUTCFullYear() > 9999) return undefined
  const iso = utc.toISOString()
  const digits = (sent.fraction + '000000').slice(0, precision)
  return iso.slice(0, 10) + ' ' + iso.slice(11, 19) + (precision === 0 ? '' : '.' + digits)
}

eachDatabase(t, 'a date-time with any fraction is stored cut to its precision, shown as stored and found again by equality', async (t, { url, dialect }) => {
  const { app, db } = await openApp(t, url, { models: [Stamp], resources: [Stamps, StampItems] })
  const columns = [['at', 0], ['atMs', 3], ['atUs', 6]] as const
  const stored = dialect === 'sqlite'
    ? 'select "at", "at_ms", "at_us" from "stamp" where "id" = '
    : `select ${['at', 'at_ms', 'at_us'].map(name => `to_char("${name}" at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') as "${name}"`).join(', ')} from "stamp" where "id" = `
  const property = fc.asyncProperty(SENT_DATE_TIME, async sent => {
    const text = sentText(sent)
    const expected = columns.map(([, precision]) => expectedShown(sent, precision))
    const before = await snapshot(db)
    const created = await app.inject({ method: 'POST', url: '/stamps', payload: { at: text, atMs: text, atUs: text } })
    if (expected[0] === undefined) {
      if (created.statusCode !== 400) throw new Error(`${text}: ${created.statusCode} ${created.body}, not the 400 of a year past 9999 or before 1`)
      if (!isDeepStrictEqual(await snapshot(db), before)) throw new Error(`${text}: refused, yet something was stored`)
      return
    }
    if (created.statusCode !== 201) throw new Error(`${text}: ${created.statusCode} ${created.body}`)
    const record = created.json()
    const shown = columns.map(([name]) => record[name])
    if (!isDeepStrictEqual(shown, expected)) throw new Error(`${text} is shown ${json(shown)}, not ${json(expected)}`)
    const read = (await app.inject({ method: 'GET', url: `/stamps/${record.id as number}` })).json()
    if (!isDeepStrictEqual(columns.map(([name]) => read[name]), expected)) throw new Error(`${text}: a GET shows ${json(read)}`)
    // Stored as shown: PostgreSQL's own text of the value; SQLite's epoch milliseconds, or text to the microsecond.
    const [row] = await rowsOf(db, stored + String(record.id))
    const storedShown = dialect === 'sqlite'
      ? [new Date(row[0] as number).toISOString(), new Date(row[1] as number).toISOString(), String(row[2])]
      : row.map(String)
    const wanted = dialect === 'sqlite'
      ? [expected[0] + 'Z', expected[1] + 'Z', expected[2]].map((value, index) => index === 2 ? value : (value as string).replace(' ', 'T').replace(/(:\d{2})Z$/, '$1.000Z'))
      : expected.map(value => (value as string) + '.000000'.slice((value as string).includes('.') ? (value as string).length - (value as string).indexOf('.') : 0))
    if (!isDeepStrictEqual(storedShown, wanted)) throw new Error(`${text} is stored ${json(storedShown)}, not ${json(wanted)}`)
    for (const [index, [name]] of columns.entries()) {
      const found = await app.inject({ method: 'GET', url: `/stamps?${name}=${encodeURIComponent(expected[index] as string)}&maxPageSize=1000` })
      if (!found.json().Stamp.some((other: { id: number }) => other.id === record.id)) throw new Error(`${name}=${expected[index] as string} does not find the record of ${text}`)
    }
  })
  await checkProperty(t, 'date-times with fractions', property, Math.ceil(RUNS / 2))
})


// ---------------------------------------------------------------------------------------------
// Records of one request never merge: a bulk, or a nested list, that names one id twice (as a
// number or as its text, among records with other ids or none) is a 409 naming the first two
// positions that share it, and nothing is stored.

/** An id as a client may send it: one of a few, existing or not, as a number or as text. */
const SENT_ID = fc.tuple(fc.constantFrom(1, 2, 3, 7, 500), fc.boolean()).map(([id, text]) => ({ id, sent: text ? String(id) : id }))

/** Records of which some name ids, with at least one id given twice; and the first two positions sharing one. */
function repeatedIds<T> (record: (id: number | string | undefined, index: number) => T): fc.Arbitrary<{ records: T[], first: number, second: number }> {
  return fc.tuple(
    fc.array(fc.option(SENT_ID, { freq: 3 }), { minLength: 1, maxLength: 6 }),
    SENT_ID, fc.nat(), fc.nat()
  ).map(([ids, repeated, a, b]) => {
    // The repeated id at two distinct positions of the list, one more than its other records.
    const slots = [...ids, null]
    const i = a % slots.length
    const j = (i + 1 + b % (slots.length - 1)) % slots.length
    slots[i] = repeated
    // The second copy in the other spelling (7 and "7" are one id).
    slots[j] = { id: repeated.id, sent: typeof repeated.sent === 'number' ? String(repeated.id) : repeated.id }
    // What the server names: the first position whose id an earlier one has, and that earlier one.
    const firstAt = new Map<number, number>()
    let first = -1
    let second = -1
    for (const [index, slot] of slots.entries()) {
      if (slot === null) continue
      const earlier = firstAt.get(slot.id)
      if (earlier !== undefined) {
        [first, second] = [earlier, index]
        break
      }
      firstAt.set(slot.id, index)
    }
    return { records: slots.map((slot, index) => record(slot?.sent, index)), first, second }
  })
}

eachDatabase(t, 'repeated ids in a bulk or a nested list: always a 409 naming the positions, nothing stored', async (t, { url }) => {
  const harness = await openApp(t, url)
  await seed(harness)
  const before = await snapshot(harness.db)
  const expect = async (method: string, path: string, payload: unknown, message: string): Promise<void> => {
    const response = await harness.app.inject({ method: method as 'POST', url: path, payload: payload as object, headers: { authorization: 'User:1' } })
    const body = response.body
    if (response.statusCode !== 409 || !isDeepStrictEqual(JSON.parse(body), { message })) {
      throw new Error(`${method} ${path}: ${response.statusCode} ${body.slice(0, 300)}, not 409 ${message}`)
    }
    if (!isDeepStrictEqual(await snapshot(harness.db), before)) throw new Error(`${method} ${path} answered 409 but changed the database`)
  }
  const book = (id: number | string | undefined, index: number): Record<string, unknown> =>
    ({ ...(id === undefined ? {} : { id }), title: `B${index}`, pubYear: 2000, authorId: 1 + index % 2 })
  await checkProperty(t, 'bulk creates', fc.asyncProperty(repeatedIds(book), async ({ records, first, second }) => {
    await expect('POST', '/books', records, `records ${first} and ${second} have the same id`)
  }), RUNS / 2)

  const job = (id: number | string | undefined, index: number): Record<string, unknown> => ({ ...(id === undefined ? {} : { id }), statusId: index })
  const methods = fc.constantFrom(['POST', '/api/v2/orders'], ['PUT', '/api/v2/orders/1'], ['PATCH', '/api/v2/orders/1'])
  await checkProperty(t, 'nested lists', fc.asyncProperty(repeatedIds(job), methods, async ({ records, first, second }, [method, path]) => {
    await expect(method, path, { ownerId: 1, description: 'x', jobs: records }, `jobs.${first} and jobs.${second} have the same id`)
  }), RUNS / 2)

  // PATCH's change form: the records to add, then those to remove (named by id alone), one list.
  await checkProperty(t, 'the change form', fc.asyncProperty(repeatedIds(job), fc.nat(), async ({ records, first, second }, cut) => {
    const split = cut % (records.length + 1)
    const add = records.slice(0, split)
    const remove = records.slice(split).map(record => ({ id: record.id ?? 400 + Number(record.statusId) }))
    const at = (index: number): string => index < split ? `jobs.add.${index}` : `jobs.remove.${index - split}`
    await expect('PATCH', '/api/v2/orders/1', { jobs: { add, remove } }, `${at(first)} and ${at(second)} have the same id`)
  }), RUNS / 2)
})
