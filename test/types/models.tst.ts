// Type tests of the model layer (`npx tstyche`): the main uses compile, the usual mistakes do not.
import type { EntityManager } from '@mikro-orm/core'
import { describe, expect, test } from 'tstyche'
import { Type } from 'typebox'
import { Column, DB, dbConfig, defineModel, HookQuery, Model, Relationship, serverNow, type DBOptions, type ModelType } from '../../lib/index.ts'
import { kMeta } from '../../lib/symbols.ts'

const Pet = defineModel({
  name: 'Pet',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    name: Column.String(40, { nullable: false }),
    ownerId: Column.Integer({ foreignKey: 'owner.id' }),
    kind: Column.Choice({ 0: 'cat', 1: 'dog' }),
    born: Column.Date(),
    seenAt: Column.DateTime({ serverDefault: serverNow }),
    weight: Column.Numeric(5, 2),
    tag: Column.Uuid(),
    notes: Column.Json(),
    secret: Column.WriteOnly(Column.Text())
  },
  relationships: { owner: Relationship.single('Owner') },
  SERIAL_STOPLIST: ['secret']
})

const Owner = defineModel({
  name: 'Owner',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    firstName: Column.String(40),
    lastName: Column.String(40)
  },
  computed: { fullName: { type: Type.String(), get: (owner: { firstName?: string | null }) => owner.firstName ?? '' } },
  relationships: { pets: Relationship.list(() => Pet, { foreignKey: 'ownerId', orderBy: ['-name', 'id'] }) },
  SERIAL_FIELDS: ['id', 'fullName', 'pets', 'last_name']
})

describe('defineModel', () => {
  test('a record class takes its own fields and its records carry them', () => {
    expect(new Pet({ name: 'Rex', ownerId: 1 })).type.toBeAssignableTo<Model>()
    expect(new Pet({ name: 'Rex' }).name).type.toBe<string | null | undefined>()
    expect(new Owner().fullName).type.toBe<string>()
    expect(Pet).type.toBeAssignableTo<ModelType>()
    expect(Pet[kMeta].name).type.toBe<'Pet'>()
  })

  test('a misspelt or mistyped field does not compile', () => {
    expect(new Pet({ nme: 1 })).type.toRaiseError()
    expect(new Pet({ name: 1 })).type.toRaiseError()
    expect(new Pet({ name: 'Rex' }).nme).type.toRaiseError()
  })

  test('serial settings name the model\'s fields (either spelling)', () => {
    expect(defineModel({ name: 'A', columns: { id: Column.Integer({ primaryKey: true }) }, SERIAL_FIELDS: ['idd'] })).type.toRaiseError()
    expect(defineModel({ name: 'A', columns: { id: Column.Integer({ primaryKey: true }) }, SERIAL_STOPLIST: ['nope'] })).type.toRaiseError()
  })
})

describe('Relationship', () => {
  test('a name or a thunk of the class', () => {
    expect(Relationship.single('Owner', { foreignKey: 'ownerId', readOnly: true })).type.not.toRaiseError()
    expect(Relationship.list('Pet', { onDelete: 'cascade', limit: 10 })).type.not.toRaiseError()
    expect(Relationship.list(() => Pet, { foreignKey: 'owner_id', orderBy: '-name' })).type.not.toRaiseError()
  })

  test('a thunk checks the foreign key and the order against the target', () => {
    expect(Relationship.list(() => Pet, { foreignKey: 'ownrId' })).type.toRaiseError()
    expect(Relationship.list(() => Pet, { orderBy: '-nme' })).type.toRaiseError()
    expect(Relationship.list(() => Pet, { onDelete: 'drop' })).type.toRaiseError()
    expect(Relationship.list(() => 'Pet')).type.toRaiseError()
  })

  test('a many-to-many: a target and an optional join model, each a name or a thunk; writable; no key, delete rule or orphans of its own', () => {
    expect(Relationship.manyToMany('Pet')).type.not.toRaiseError()
    expect(Relationship.manyToMany(() => Pet, { through: () => Pet, orderBy: ['-name', 'id'], limit: 10 })).type.not.toRaiseError()
    expect(Relationship.manyToMany('Pet', { through: 'PetOwner', doc: 'their pets' })).type.not.toRaiseError()
    expect(Relationship.manyToMany(() => Pet, { orderBy: '-nme' })).type.toRaiseError()
    expect(Relationship.manyToMany('Pet', { foreignKey: 'ownerId' })).type.toRaiseError()
    expect(Relationship.manyToMany('Pet', { onDelete: 'cascade' })).type.toRaiseError()
    expect(Relationship.manyToMany('Pet', { through: 3 })).type.toRaiseError()
    expect(Relationship.manyToMany('Pet', { writable: true })).type.not.toRaiseError()
    expect(Relationship.manyToMany('Pet', { writable: true, orphans: 'keep' })).type.toRaiseError()
    expect(Relationship.manyToMany('Pet', { orphans: 'delete' })).type.toRaiseError()
  })

  test('writable lists: orphans only with writable, never read-only', () => {
    expect(Relationship.list('Pet', { writable: true })).type.not.toRaiseError()
    expect(Relationship.list(() => Pet, { writable: true, orphans: 'keep', limit: 20 })).type.not.toRaiseError()
    expect(Relationship.list('Pet', { writable: true, orphans: 'delete' })).type.not.toRaiseError()
    expect(Relationship.list('Pet', { orphans: 'keep' })).type.toRaiseError()
    expect(Relationship.list('Pet', { writable: false, orphans: 'keep' })).type.toRaiseError()
    expect(Relationship.list('Pet', { writable: true, orphans: 'drop' })).type.toRaiseError()
    expect(Relationship.list(() => Pet, { writable: true, readOnly: true })).type.toRaiseError()
  })

  test('writable singles: the same options, with or without a named foreign key', () => {
    expect(Relationship.single('Owner', { writable: true })).type.not.toRaiseError()
    expect(Relationship.single('Owner', { writable: true, orphans: 'keep' })).type.not.toRaiseError()
    expect(Relationship.single(() => Owner, { writable: true, orphans: 'delete', foreignKey: 'ownerId' })).type.not.toRaiseError()
    expect(Relationship.single('Owner', { writable: false, readOnly: true })).type.not.toRaiseError()
    expect(Relationship.single('Owner', { orphans: 'keep' })).type.toRaiseError()
    expect(Relationship.single('Owner', { writable: false, orphans: 'delete' })).type.toRaiseError()
    expect(Relationship.single('Owner', { writable: true, orphans: 'drop' })).type.toRaiseError()
    expect(Relationship.single('Owner', { writable: true, readOnly: true })).type.toRaiseError()
    expect(Relationship.single('Owner', { writable: true, readOnly: true, foreignKey: 'ownerId' })).type.toRaiseError()
    expect(Relationship.single('Owner', { writable: true, limit: 1 })).type.toRaiseError()
  })

  test('a writable single\'s foreign key is still checked against its model', () => {
    const columns = { id: Column.Integer({ primaryKey: true }), ownerId: Column.Integer() }
    expect(defineModel({ name: 'A', columns, relationships: { owner: Relationship.single('Owner', { writable: true, foreignKey: 'ownerId' }) } })).type.not.toRaiseError()
    expect(defineModel({ name: 'A', columns, relationships: { owner: Relationship.single('Owner', { writable: true, foreignKey: 'ownrId' }) } })).type.toRaiseError()
  })
})

describe('DB', () => {
  const options: DBOptions = { models: [Pet, Owner], checkfirst: true, synchronous: 'normal', busyTimeout: 1000 }
  const db = new DB(dbConfig('sqlite:///{dir}/pets.db', { dir: '/tmp' }), options)

  test('find and exists take a record class and values', () => {
    expect(db.find(Pet, { name: 'Rex' }, { limit: 1 })).type.toBe<Promise<Array<Record<string, unknown>>>>()
    expect(db.exists(Owner, { id: 1 })).type.toBe<Promise<boolean>>()
    expect(db.find({ meta: Pet[kMeta] }, {})).type.toRaiseError()
  })

  test('MikroORM reads a record class with its field types', () => {
    const em: EntityManager = db.fork()
    expect(em.find(Pet, { name: 'Rex' })).type.not.toRaiseError()
    expect(em.find(Pet, { name: { $like: 'R%' }, ownerId: 1 })).type.not.toRaiseError()
    expect(em.find(Pet, { nme: 'Rex' })).type.toRaiseError()
    expect(em.find(Pet, { name: 1 })).type.toRaiseError()
    expect(Pet.query).type.not.toRaiseError()
  })

  test('options are checked', () => {
    expect(new DB('sqlite://', { models: [Pet], synchronous: 'off' })).type.toRaiseError()
    expect(new DB('sqlite://', { models: [{}] })).type.toRaiseError()
  })
})

test('HookQuery narrows and orders', () => {
  const query = new HookQuery(Pet)
  expect(query.where({ ownerId: 1 }).where('kind', 'in', ['cat']).orderBy('-name')).type.toBe<HookQuery<typeof Pet>>()
  expect(query.where('owner_id', 1).orderBy('seen_at')).type.not.toRaiseError()
  expect(query.where('kind', 'nearly', 1)).type.toRaiseError()
  expect(query.where('knd', 1)).type.toRaiseError()
  expect(query.where({ ownrId: 1 })).type.toRaiseError()
  expect(query.orderBy('-nme')).type.toRaiseError()
  expect(query.where('owner', 1)).type.toRaiseError() // a relationship is no column
})

test('a single relationship\'s foreign key names a column of its own model', () => {
  const columns = { id: Column.Integer({ primaryKey: true }), ownerId: Column.Integer() }
  expect(defineModel({ name: 'A', columns, relationships: { owner: Relationship.single('Owner', { foreignKey: 'ownerId' }) } })).type.not.toRaiseError()
  expect(defineModel({ name: 'A', columns, relationships: { owner: Relationship.single(() => Owner, { foreignKey: 'owner_id' }) } })).type.not.toRaiseError()
  expect(defineModel({ name: 'A', columns, relationships: { owner: Relationship.single('Owner', { foreignKey: 'ownrId' }) } })).type.toRaiseError()
})

test('db.find and db.exists name the model\'s columns', () => {
  const db = new DB('sqlite://', { models: [Pet, Owner] })
  expect(db.find(Pet, { owner_id: 1, kind: 'cat' })).type.not.toRaiseError()
  expect(db.find(Pet, { ownrId: 1 })).type.toRaiseError()
  expect(db.exists(Owner, { fullName: 'A' })).type.toRaiseError() // a computed field is no column
  expect(Pet).type.not.toHaveProperty('meta')
})

test('a date-time\'s precision is 0, 3 or 6 fractional digits', () => {
  expect(Column.DateTime({ precision: 0 })).type.not.toRaiseError()
  expect(Column.DateTime({ precision: 3, nullable: false })).type.not.toRaiseError()
  expect(Column.DateTime({ precision: 6, serverDefault: serverNow })).type.not.toRaiseError()
  expect(Column.DateTime({ precision: 2 })).type.toRaiseError()
  expect(Column.DateTime({ precision: 9 })).type.toRaiseError()
  expect(Column.DateTime({ precision: '3' })).type.toRaiseError()
  // Only a date-time takes one.
  expect(Column.Integer({ precision: 3 })).type.toRaiseError()
  const precise = defineModel({ name: 'Precise', columns: { id: Column.Integer({ primaryKey: true }), at: Column.DateTime({ precision: 6, nullable: false }) } })
  expect(new precise({ at: new Date() }).at).type.toBe<Date | null | undefined>()
})

describe('composite keys', () => {
  const columns = { taskId: Column.Integer({ foreignKey: 'task.id' }), tagId: Column.Integer({ foreignKey: 'tag.id' }), note: Column.String(40) }
  test('a primaryKey or unique list names the model\'s columns, in either spelling', () => {
    expect(defineModel({ name: 'TaskTag', columns, primaryKey: ['taskId', 'tagId'], unique: [['note', 'tag_id']] })).type.not.toRaiseError()
  })
  test('a column the model does not have, or a one-column primaryKey list, does not compile', () => {
    expect(defineModel({ name: 'TaskTag', columns, primaryKey: ['taskId', 'tagid'] })).type.toRaiseError()
    expect(defineModel({ name: 'TaskTag', columns, primaryKey: ['taskId'] })).type.toRaiseError()
    expect(defineModel({ name: 'TaskTag', columns, primaryKey: ['taskId', 'tagId'], unique: [['notes']] })).type.toRaiseError()
    expect(defineModel({ name: 'TaskTag', columns, primaryKey: ['taskId', 'tagId'], unique: [[]] })).type.toRaiseError()
  })
})
