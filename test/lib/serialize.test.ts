// Serialization: relationships loaded through the driver-level reader, the serial class variables,
// per-call overrides, serialize()'s JSON text and the wire form of every value type.
import t from 'tap'
import { Type } from 'typebox'
import { Column, DB, defineModel, errors, Model, HookQuery, Relationship , type ModelType } from '../../lib/index.ts'
import type { Condition, SerialOverrides } from '../../lib/index.ts'
import { buildPlan, type SerialPlan } from '../../lib/serialize/plan.ts'
import { decodeRow, rowDecoder } from '../../lib/read/row-decoder.ts'
import { SQLITE } from '../../lib/sql/dialect.ts'
import type { ColumnMeta } from '../../lib/model/model-meta.ts'
import { toDict } from '../../lib/serialize/to-dict.ts'
import { Author, Book, models, Node, User } from '../../examples/models.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { kReader, kMeta } from '../../lib/symbols.ts'

/** Reads records of `model` through the reader, relationships loaded, in primary-key order. */
async function read (db: DB, model: ModelType, options: SerialOverrides & { where?: Condition[] } = {}): Promise<Array<Record<string, unknown>>> {
  const plan = buildPlan(model[kMeta], { ...options, settings: meta => db.model(meta.name) })
  const rows = await db[kReader].rows(model[kMeta], {
    where: options.where ?? [],
    order: [{ column: model[kMeta].primaryKey, descending: false }]
  })
  await db[kReader].loadRelations(plan, rows)
  return rows.map(row => toDict(plan, row))
}

async function open (url: string, list: ReadonlyArray<ModelType>, t: { teardown: (fn: () => unknown) => void }): Promise<DB> {
  const db = new DB(url, { models: list })
  t.teardown(() => db.close())
  await db.createAll()
  return db
}

async function library (db: DB): Promise<{ ann: number, bob: number }> {
  const ann = await new Author({ firstName: 'Ann', lastName: 'Lee' }).save()
  const bob = await new Author({ firstName: 'Bob', lastName: 'Ray' }).save()
  await new Book({ title: 'First', pubYear: 2001, authorId: ann.id, isbn: '111' }).save()
  await new Book({ title: 'Other', pubYear: 1999, authorId: bob.id }).save()
  await new Book({ title: 'Second', pubYear: 2003, authorId: ann.id }).save()
  return { ann: ann.id as number, bob: bob.id as number }
}

eachDatabase(t, 'an Author is serialized with its books, and they without their author', async (t, { url }) => {
  const db = await open(url, models, t)
  await library(db)
  t.strictSame(await read(db, Author), [
    {
      id: 1,
      firstName: 'Ann',
      lastName: 'Lee',
      fullName: 'Ann Lee',
      books: [
        { id: 1, isbn: '111', title: 'First', pubYear: 2001, authorId: 1, tags: [] },
        { id: 3, isbn: null, title: 'Second', pubYear: 2003, authorId: 1, tags: [] }
      ]
    },
    {
      id: 2,
      firstName: 'Bob',
      lastName: 'Ray',
      fullName: 'Bob Ray',
      books: [{ id: 2, isbn: null, title: 'Other', pubYear: 1999, authorId: 2, tags: [] }]
    }
  ])
  const lonely = await new Author({ firstName: 'Cy', lastName: 'Nil' }).save()
  const [last] = (await read(db, Author)).slice(-1)
  t.strictSame(last, { id: lonely.id, firstName: 'Cy', lastName: 'Nil', fullName: 'Cy Nil', books: [] }, 'no books: an empty list')
})

eachDatabase(t, 'a Book is serialized with its author, who carries no books', async (t, { url }) => {
  const db = await open(url, models, t)
  await library(db)
  t.strictSame(await read(db, Book), [
    { id: 1, isbn: '111', title: 'First', pubYear: 2001, authorId: 1, author: { id: 1, firstName: 'Ann', lastName: 'Lee', fullName: 'Ann Lee' }, tags: [] },
    { id: 2, isbn: null, title: 'Other', pubYear: 1999, authorId: 2, author: { id: 2, firstName: 'Bob', lastName: 'Ray', fullName: 'Bob Ray' }, tags: [] },
    { id: 3, isbn: null, title: 'Second', pubYear: 2003, authorId: 1, author: { id: 1, firstName: 'Ann', lastName: 'Lee', fullName: 'Ann Lee' }, tags: [] }
  ])
})

eachDatabase(t, 'records saved through the ORM serialize without loaded relationships', async (t, { url }) => {
  const db = await open(url, models, t)
  const ann = await new Author({ firstName: 'Ann', lastName: 'Lee' }).save()
  const book = await new Book({ title: 'First', pubYear: 2001, authorId: ann.id }).save()
  t.strictSame(ann.toDict(), { id: 1, firstName: 'Ann', lastName: 'Lee', fullName: 'Ann Lee', books: [] })
  t.strictSame(book.toDict(), { id: 1, isbn: null, title: 'First', pubYear: 2001, authorId: 1, author: null, tags: [] })
})

eachDatabase(t, 'a three-level Node tree nests its children, ordered by id', async (t, { url }) => {
  const db = await open(url, models, t)
  // Explicit ids, inserted out of order, so that only the relationship's order can sort them.
  await new Node({ id: 10, data: 'root' }).save()
  await new Node({ id: 30, parentId: 10, data: 'b' }).save()
  await new Node({ id: 20, parentId: 10, data: 'a' }).save()
  await new Node({ id: 40, parentId: 20, data: 'a2' }).save()
  await new Node({ id: 25, parentId: 20, data: 'a1' }).save()
  const roots = await read(db, Node, { where: new HookQuery(Node).where('parentId', 'isnull', true).conditions })
  t.strictSame(roots, [{
    id: 10,
    parentId: null,
    data: 'root',
    children: [
      {
        id: 20,
        parentId: 10,
        data: 'a',
        children: [
          { id: 25, parentId: 20, data: 'a1', children: [] },
          { id: 40, parentId: 20, data: 'a2', children: [] }
        ]
      },
      { id: 30, parentId: 10, data: 'b', children: [] }
    ]
  }])
})

const Chain = defineModel({
  name: 'SerChain',
  tableName: 'ser_chain',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    parentId: Column.Integer({ foreignKey: 'ser_chain.id' }),
    name: Column.String(20)
  },
  relationships: {
    next: Relationship.list('SerChain', { foreignKey: 'parentId', orderBy: '-id', joinDepth: 2 })
  }
})

eachDatabase(t, 'a self-referential relationship stops at its join depth and follows its own order', async (t, { url }) => {
  const db = await open(url, [Chain], t)
  await new Chain({ id: 1, name: 'a' }).save()
  await new Chain({ id: 2, parentId: 1, name: 'b' }).save()
  await new Chain({ id: 3, parentId: 1, name: 'c' }).save()
  await new Chain({ id: 4, parentId: 3, name: 'd' }).save()
  await new Chain({ id: 5, parentId: 4, name: 'e' }).save()
  const [root] = await read(db, Chain, { where: new HookQuery(Chain).where('id', 1).conditions })
  t.strictSame(root, {
    id: 1,
    parentId: null,
    name: 'a',
    next: [
      { id: 3, parentId: 1, name: 'c', next: [{ id: 4, parentId: 3, name: 'd' }] },
      { id: 2, parentId: 1, name: 'b', next: [] }
    ]
  }, 'descending id; the third level has no `next` (join depth 2)')
})

eachDatabase(t, 'a write-only password is absent once filled and null while empty', async (t, { url }) => {
  const db = await open(url, models, t)
  const saved = await new User({ username: 'ann', password: 'secret', email: 'ann@example.com', dateJoined: '2024-01-02' }).save()
  const expected = {
    id: saved.id,
    username: 'ann',
    email: 'ann@example.com',
    isStaff: false,
    isActive: false,
    isAccountCurrent: false,
    dateJoined: '2024-01-02',
    lastLogin: null
  }
  t.strictSame(saved.toDict(), expected, 'the saved record')
  t.strictSame(await read(db, User), [expected], 'read back')
  t.notOk(saved.serialize().includes('secret'))
  const empty = new User({ username: 'bob', email: 'bob@example.com' })
  t.strictSame(empty.toDict(), {
    id: null,
    username: 'bob',
    password: null,
    email: 'bob@example.com',
    isStaff: null,
    isActive: null,
    isAccountCurrent: null,
    dateJoined: null,
    lastLogin: null
  }, 'an unsaved record with no password')
  t.strictSame(Object.keys(new User({ password: '' }).toDict()).includes('password'), false, 'an empty string is a value too')
})

// ---- serial class variables ---------------------------------------------------------------

const Picked = defineModel({
  name: 'SerPicked',
  tableName: 'ser_picked',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    title: Column.String(40, { nullable: false }),
    pubYear: Column.Integer(),
    secret: Column.String(20)
  },
  computed: {
    loudTitle: { type: Type.String(), get: (record: { title?: string | null }) => (record.title ?? '').toUpperCase() }
  },
  SERIAL_FIELDS: ['loudTitle', 'pub_year', 'id', 'title'],
  SERIAL_STOPLIST: ['title', 'id']
})

const Stopped = defineModel({
  name: 'SerStopped',
  tableName: 'ser_stopped',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    title: Column.String(40),
    internalNote: Column.String(40),
    secret: Column.String(20)
  },
  computed: {
    loudTitle: { type: Type.String(), get: (record: { title?: string | null }) => (record.title ?? '').toUpperCase() }
  },
  SERIAL_STOPLIST: ['internal_note', 'secret', 'loudTitle']
})

eachDatabase(t, 'SERIAL_FIELDS gives exactly those fields in that order, and SERIAL_STOPLIST is then ignored', async (t, { url }) => {
  const db = await open(url, [Picked], t)
  const record = await new Picked({ title: 'Dune', pubYear: 1965, secret: 'x' }).save()
  const dict = record.toDict()
  t.strictSame(dict, { loudTitle: 'DUNE', pubYear: 1965, id: 1, title: 'Dune' })
  t.strictSame(Object.keys(dict), ['loudTitle', 'pubYear', 'id', 'title'], 'the declared order')
  t.equal(record.serialize(), '{"loudTitle":"DUNE","pubYear":1965,"id":1,"title":"Dune"}')
  t.strictSame(await read(db, Picked), [dict], 'the same through the reader')
})

eachDatabase(t, 'SERIAL_STOPLIST leaves out columns and computed fields, by either name', async (t, { url }) => {
  const db = await open(url, [Stopped], t)
  const record = await new Stopped({ title: 'Dune', internalNote: 'n', secret: 's' }).save()
  t.strictSame(record.toDict(), { id: 1, title: 'Dune' })
  t.strictSame(await read(db, Stopped), [{ id: 1, title: 'Dune' }])
})

const Shelf = defineModel({
  name: 'SerShelf',
  tableName: 'ser_shelf',
  columns: { id: Column.Integer({ primaryKey: true }), label: Column.String(20) },
  relationships: { volumes: Relationship.list('SerVolume') },
  SERIAL_FIELD_RELATIONS: { SerVolume: ['id', 'name'] }
})

const Cart = defineModel({
  name: 'SerCart',
  tableName: 'ser_cart',
  columns: { id: Column.Integer({ primaryKey: true }), owner: Column.String(20) },
  relationships: { volumes: Relationship.list('SerVolume') }
})

const Volume = defineModel({
  name: 'SerVolume',
  tableName: 'ser_volume',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    name: Column.String(20),
    pages: Column.Integer(),
    shelfId: Column.Integer({ foreignKey: 'ser_shelf.id' }),
    cartId: Column.Integer({ foreignKey: 'ser_cart.id' })
  },
  relationships: { shelf: Relationship.single('SerShelf', { readOnly: true }) }
})

async function shelves (url: string, t: { teardown: (fn: () => unknown) => void }): Promise<DB> {
  const db = await open(url, [Shelf, Cart, Volume], t)
  await new Shelf({ label: 'top' }).save()
  await new Cart({ owner: 'ann' }).save()
  await new Volume({ name: 'v1', pages: 100, shelfId: 1, cartId: 1 }).save()
  await new Volume({ name: 'v2', pages: 200, shelfId: 1 }).save()
  return db
}

eachDatabase(t, 'SERIAL_FIELD_RELATIONS applies only where that type is a relation of the declaring type', async (t, { url }) => {
  const db = await shelves(url, t)
  t.strictSame(await read(db, Shelf), [
    { id: 1, label: 'top', volumes: [{ id: 1, name: 'v1' }, { id: 2, name: 'v2' }] }
  ], 'inside a shelf, volumes show id and name')
  t.strictSame(await read(db, Cart), [
    { id: 1, owner: 'ann', volumes: [{ id: 1, name: 'v1', pages: 100, shelfId: 1, cartId: 1, shelf: { id: 1, label: 'top' } }] }
  ], 'inside a cart, volumes keep all their fields')
  t.strictSame(await read(db, Volume), [
    { id: 1, name: 'v1', pages: 100, shelfId: 1, cartId: 1, shelf: { id: 1, label: 'top' } },
    { id: 2, name: 'v2', pages: 200, shelfId: 1, cartId: null, shelf: { id: 1, label: 'top' } }
  ], 'on their own, volumes keep all their fields (the shelf without its volumes: back-reference)')
})

eachDatabase(t, 'serialFields and serialFieldRelations override the class variables for one call', async (t, { url }) => {
  const db = await shelves(url, t)
  t.strictSame(await read(db, Shelf, { serialFieldRelations: { SerVolume: ['pages'] } }), [
    { id: 1, label: 'top', volumes: [{ pages: 100 }, { pages: 200 }] }
  ], 'serialFieldRelations replaces SERIAL_FIELD_RELATIONS')
  t.strictSame(await read(db, Shelf, { serialFields: ['volumes', 'label'] }), [
    { volumes: [{ id: 1, name: 'v1' }, { id: 2, name: 'v2' }], label: 'top' }
  ], 'serialFields alone keeps the class SERIAL_FIELD_RELATIONS')
  t.strictSame(await read(db, Cart, { serialFields: ['owner', 'volumes'], serialFieldRelations: { SerVolume: ['name', 'shelf'], SerShelf: ['label'] } }), [
    { owner: 'ann', volumes: [{ name: 'v1', shelf: { label: 'top' } }] }
  ], 'nested types take their fields from the same map')
  t.strictSame(await read(db, Shelf), [
    { id: 1, label: 'top', volumes: [{ id: 1, name: 'v1' }, { id: 2, name: 'v2' }] }
  ], 'the class defaults are back on the next call')
})

eachDatabase(t, 'toDict and serialize on a record take serialFields over SERIAL_FIELDS for one call', async (t, { url }) => {
  await open(url, [Picked], t)
  const record = await new Picked({ title: 'Dune', pubYear: 1965 }).save()
  t.strictSame(record.toDict({ serialFields: ['title', 'secret', 'loud_title'] }), { title: 'Dune', secret: null, loudTitle: 'DUNE' })
  t.equal(record.serialize({ serialFields: ['id'] }), '{"id":1}')
  t.strictSame(record.toDict(), { loudTitle: 'DUNE', pubYear: 1965, id: 1, title: 'Dune' }, 'SERIAL_FIELDS again without overrides')
  t.throws(() => record.toDict({ serialFields: ['nope'] }), { code: 'FMR_ERR_SERIAL_FIELD', message: 'nope is not a field of SerPicked' })
  t.throws(() => record.toDict({ serialFields: ['nope'] }), errors.UnknownSerialField)
})

eachDatabase(t, 'serialize() is compact JSON by default and indented on request', async (t, { url }) => {
  await open(url, models, t)
  const ann = await new Author({ firstName: 'Ann', lastName: 'Lee' }).save()
  const fields = { serialFields: ['id', 'firstName', 'lastName', 'fullName', 'books'] }
  t.equal(ann.serialize(fields), '{"id":1,"firstName":"Ann","lastName":"Lee","fullName":"Ann Lee","books":[]}')
  t.equal(ann.serialize({ ...fields, indent: 2 }), [
    '{',
    '  "id": 1,',
    '  "firstName": "Ann",',
    '  "lastName": "Lee",',
    '  "fullName": "Ann Lee",',
    '  "books": []',
    '}'
  ].join('\n'))
  t.strictSame(JSON.parse(ann.serialize()), ann.toDict(), 'serialize is the JSON text of toDict')
  t.equal(ann.serialize(), JSON.stringify(ann.toDict()), 'no indentation and no spaces between tokens')
})

// ---- wire form of values -------------------------------------------------------------------

const Measure = defineModel({
  name: 'SerMeasure',
  tableName: 'ser_measure',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    day: Column.Date(),
    at: Column.DateTime(),
    amount: Column.Numeric(17, 6),
    big: Column.BigInteger(),
    flag: Column.Boolean(),
    ratio: Column.Float(),
    small: Column.SmallInteger()
  }
})

eachDatabase(t, 'dates, date-times, numerics, big integers and booleans read back in their wire form', async (t, { url }) => {
  const db = await open(url, [Measure], t)
  const values = [
    { day: '2024-02-29', at: new Date('2024-02-29T23:59:58.250Z'), amount: '12345.678901', big: '9007199254740993', flag: true, ratio: 0.25, small: -32768 },
    { day: '1970-01-01', at: new Date('1999-12-31T00:00:00Z'), amount: '-0.500000', big: '9007199254740991', flag: false, ratio: -1.5, small: 32767 },
    { day: '2000-12-31', at: new Date('2024-07-01T12:34:56Z'), amount: '0.000001', big: '-9007199254740993', flag: true, ratio: 3, small: 0 },
    { day: '9999-12-31', at: new Date('2038-01-19T03:14:08Z'), amount: '99999999999.999999', big: '-42', flag: false, ratio: 1e-7, small: 1 },
    { amount: '42', big: '0' },
    { amount: '-7.5', big: 9007199254740991 },
    {}
  ]
  const saved = []
  for (const value of values) saved.push(await new Measure(value).save())
  const expected = [
    { id: 1, day: '2024-02-29', at: '2024-02-29 23:59:58', amount: '12345.678901', big: '9007199254740993', flag: true, ratio: 0.25, small: -32768 },
    { id: 2, day: '1970-01-01', at: '1999-12-31 00:00:00', amount: '-0.500000', big: 9007199254740991, flag: false, ratio: -1.5, small: 32767 },
    { id: 3, day: '2000-12-31', at: '2024-07-01 12:34:56', amount: '0.000001', big: '-9007199254740993', flag: true, ratio: 3, small: 0 },
    { id: 4, day: '9999-12-31', at: '2038-01-19 03:14:08', amount: '99999999999.999999', big: -42, flag: false, ratio: 1e-7, small: 1 },
    { id: 5, day: null, at: null, amount: '42.000000', big: 0, flag: null, ratio: null, small: null },
    { id: 6, day: null, at: null, amount: '-7.500000', big: 9007199254740991, flag: null, ratio: null, small: null },
    { id: 7, day: null, at: null, amount: null, big: null, flag: null, ratio: null, small: null }
  ]
  const dicts = await read(db, Measure)
  // SQLite has no decimal type: numeric(17, 6) is stored as a double, so 17 significant digits
  // round there; PostgreSQL keeps them all. Every other value is identical on both.
  if (db.dialect === 'sqlite') expected[3].amount = Number('99999999999.999999').toFixed(6)
  t.strictSame(dicts, expected, 'read back through the reader')
  t.strictSame(saved.map(record => record.toDict()), [
    ...expected.slice(0, 3), { ...expected[3], amount: '99999999999.999999' }, ...expected.slice(4)
  ], 'the saved records give the same wire form (numerics at the column scale)')
  t.equal(typeof dicts[0].big, 'string', 'past 2^53 a big integer is a string')
  t.equal(typeof dicts[1].big, 'number', 'a safe big integer is a number')
  t.match(dicts[0].at, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  t.match(dicts[0].day, /^\d{4}-\d{2}-\d{2}$/)
})

eachDatabase(t, 'a date-time is read back the same whatever the process time zone', async (t, { url }) => {
  const zone = process.env.TZ
  process.env.TZ = 'Pacific/Kiritimati' // UTC+14: a local-time slip would change the day
  t.teardown(() => {
    if (zone === undefined) delete process.env.TZ
    else process.env.TZ = zone
  })
  const db = await open(url, [Measure], t)
  await new Measure({ day: '2024-03-01', at: new Date('2024-02-29T23:30:00Z') }).save()
  process.env.TZ = 'America/Anchorage'
  const [row] = await read(db, Measure)
  t.equal(row.day, '2024-03-01')
  t.equal(row.at, '2024-02-29 23:30:00')
})

t.test('a field or column named __proto__ is written and decoded as an own property, never as the prototype', async t => {
  const computed = { name: '__proto__', type: Type.String(), get: () => 'x' }
  const plan: SerialPlan = { model: Author[kMeta], fields: [{ kind: 'computed', key: '__proto__', computed }], relations: [] }
  const out = toDict(plan, {})
  t.equal(Object.getPrototypeOf(out), Object.prototype)
  t.strictSame(Object.keys(out), ['__proto__'])
  t.equal(JSON.stringify(out), '{"__proto__":"x"}')
  const lastName = Author[kMeta].columnsByProp.get('lastName') as ColumnMeta
  const decoder = rowDecoder({ ...Author[kMeta], columns: [{ ...lastName, prop: '__proto__' }] }, SQLITE)
  const row = decodeRow(decoder, ['y'])
  t.equal(Object.getPrototypeOf(row), Object.prototype)
  t.strictSame(Object.entries(row), [['__proto__', 'y']])
})
