// Deleting a record that others reference. By default the children's foreign key restricts: the
// DELETE is a 409 naming the referencing type and nothing changes (a nullable key used to be
// `on delete set null`, so `DELETE /nodes/1` silently orphaned its children). A list relationship
// may say `onDelete: 'cascade'` or `'set null'`, which becomes the foreign key's ON DELETE. The
// same 409 comes from the single-statement path, the transactional (beforeCommit) path and the
// model layer's `record.delete()`.
import t from 'tap'
import { Column, DB, defineModel, errors, Relationship, type Model , type ModelType } from '../../lib/index.ts'
import { ModelResource } from '../../plugin/index.ts'
import { Author, Book, Job, Node, Order, models } from '../../examples/models.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { rowsOf, seedOneBook, snapshot } from '../helpers/state.ts'
import { kReader, kMeta } from '../../lib/symbols.ts'

// Crates cascade to their items and set their stickers' crateId null; an item's parts restrict.
const Crate = defineModel({
  name: 'Crate',
  columns: { id: Column.Integer({ primaryKey: true }), label: Column.String(20) },
  relationships: {
    items: Relationship.list('Item', { onDelete: 'cascade' }),
    stickers: Relationship.list('Sticker', { onDelete: 'set null' })
  }
})
const Item = defineModel({
  name: 'Item',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    crateId: Column.Integer({ nullable: false, foreignKey: 'crate.id' }),
    name: Column.String(20)
  },
  relationships: { parts: Relationship.list('Part') }
})
const Part = defineModel({
  name: 'Part',
  columns: { id: Column.Integer({ primaryKey: true }), itemId: Column.Integer({ nullable: false, foreignKey: 'item.id' }) }
})
const Sticker = defineModel({
  name: 'Sticker',
  columns: { id: Column.Integer({ primaryKey: true }), crateId: Column.Integer({ foreignKey: 'crate.id' }) }
})
// A tree that goes with its root.
const Dir = defineModel({
  name: 'Dir',
  columns: { id: Column.Integer({ primaryKey: true }), parentId: Column.Integer({ foreignKey: 'dir.id' }) },
  relationships: { children: Relationship.list('Dir', { foreignKey: 'parentId', onDelete: 'cascade' }) }
})
const CRATE_MODELS = [Crate, Item, Part, Sticker, Dir]

const accept = () => [true, null, 204] as [boolean, unknown, number]

function resource (model: ModelType, hooked: boolean): typeof ModelResource {
  return class extends ModelResource {
    static override modelClass = model
    static override urlName = hooked ? `hooked-${model[kMeta].tableName}` : undefined
    static override beforeCommit = hooked ? { delete: accept } : undefined
  }
}

/** Both write paths: `/<word>` (one statement) and `/hooked-<table>` (a transaction with beforeCommit). */
function bothPaths (modelList: Array<ModelType>): Array<typeof ModelResource> {
  return modelList.flatMap(model => [resource(model, false), resource(model, true)])
}

async function seedCrates (db: DB): Promise<void> {
  const em = db.fork()
  for (const id of [1, 2, 3]) em.create(Crate, { id, label: `crate ${id}` } as never)
  await em.flush()
  for (const [id, crateId] of [[1, 1], [2, 1], [3, 2], [4, 3]]) em.create(Item, { id, crateId, name: `item ${id}` } as never)
  em.create(Sticker, { id: 1, crateId: 1 } as never)
  em.create(Sticker, { id: 2, crateId: 2 } as never)
  await em.flush()
  em.create(Part, { id: 1, itemId: 3 } as never) // crate 2's item has a part: crate 2 cannot go
  em.create(Dir, { id: 1 } as never)
  await em.flush()
  for (const [id, parentId] of [[2, 1], [3, 2], [4, 2]]) {
    em.create(Dir, { id, parentId } as never)
    await em.flush()
  }
}

eachDatabase(t, 'the example API: deleting a referenced author, node or user is a 409 naming the referencing type; nothing changes', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  await seedOneBook(db)
  t.equal((await call(app, 'POST', '/nodes', { data: 'root' })).status, 201)
  t.equal((await call(app, 'POST', '/nodes', { data: 'leaf', parentId: 1 })).status, 201)
  t.equal((await call(app, 'POST', '/users', { username: 'ann', password: 'pw', email: 'ann@example.com' })).status, 201)
  t.equal((await call(app, 'POST', '/api/v2/orders', { ownerId: 1, description: 'd' }, { authorization: 'User:1' })).status, 202)
  const before = await snapshot(db)
  for (const [path, message] of [
    ['/authors/1', 'Author with id 1 is still referenced by Book'],
    ['/nodes/1', 'Node with id 1 is still referenced by Node'],
    ['/users/1', 'User with id 1 is still referenced by Order']
  ] as const) {
    const res = await call(app, 'DELETE', path)
    t.strictSame([res.status, res.body], [409, { message }], `DELETE ${path}`)
  }
  t.strictSame(await snapshot(db), before, 'both rows of each pair are still there')
  t.strictSame((await rowsOf(db, Node)).map(row => [row.id, row.parentId]), [[1, null], [2, 1]], 'the child was not orphaned')
  // Order.jobs is declared onDelete: 'cascade' in the example: an order takes its jobs with it.
  t.equal((await rowsOf(db, Job)).length, 1, 'the order has its job')
  const order = await call(app, 'DELETE', '/api/v2/orders/1', undefined, { authorization: 'User:1' })
  t.strictSame([order.status, order.body], [204, undefined], 'an order goes with its jobs')
  t.strictSame([(await rowsOf(db, Order)).length, (await rowsOf(db, Job)).length], [0, 0])
  t.equal((await call(app, 'DELETE', '/nodes/2')).status, 204, 'a leaf can go')
  t.equal((await call(app, 'DELETE', '/nodes/1')).status, 204, 'and then its parent')
})

for (const prefix of ['', 'hooked-']) {
  eachDatabase(t, `restrict, cascade and set null through /${prefix}...: ${prefix === '' ? 'one statement' : 'a transaction with beforeCommit'}`, async (t, { url }) => {
    const { app, db } = await openApp(t, url, { resources: bothPaths(CRATE_MODELS), models: CRATE_MODELS })
    await seedCrates(db)
    const before = await snapshot(db)
    const blocked = await call(app, 'DELETE', `/${prefix === '' ? 'crates' : 'hooked-crate'}/2`)
    t.strictSame([blocked.status, blocked.body], [409, { message: 'Crate with id 2 is still referenced by Part' }],
      `${prefix}: a cascade that reaches a restricted row is refused, naming that row's type`)
    const item = await call(app, 'DELETE', `/${prefix === '' ? 'items' : 'hooked-item'}/3`)
    t.strictSame([item.status, item.body], [409, { message: 'Item with id 3 is still referenced by Part' }])
    t.strictSame(await snapshot(db), before, 'nothing changed')

    const gone = await call(app, 'DELETE', `/${prefix === '' ? 'crates' : 'hooked-crate'}/1`)
    t.equal(gone.status, 204, `${prefix}: crate 1 goes`)
    t.strictSame((await rowsOf(db, Item)).map(row => row.id), [3, 4], 'its items went with it (cascade)')
    t.strictSame(await rowsOf(db, Sticker), [{ id: 1, crateId: null }, { id: 2, crateId: 2 }], 'its sticker stays, crateId null (set null)')
    t.strictSame((await rowsOf(db, Crate)).map(row => row.id), [2, 3])

    t.equal((await call(app, 'DELETE', `/${prefix === '' ? 'dirs' : 'hooked-dir'}/2`)).status, 204)
    t.strictSame((await rowsOf(db, Dir)).map(row => row.id), [1], 'a self-referencing cascade takes the whole subtree')
  })
}

eachDatabase(t, 'the model layer: record.delete() of a referenced row throws the same FMR_ERR_CONFLICT; cascades apply', async (t, { url }) => {
  const db = new DB(url, { models: [...models, ...CRATE_MODELS] })
  await db.createAll()
  t.teardown(() => db.close())
  await seedOneBook(db)
  await seedCrates(db)
  const before = await snapshot(db)
  const author = await db.session.findOneOrFail(Author, 1)
  const error = await author.delete().then(() => undefined, (failure: unknown) => failure)
  t.ok(error instanceof errors.Conflict, 'an errors.Conflict')
  t.match(error, { code: 'FMR_ERR_CONFLICT', statusCode: 409, message: 'Author with id 1 is still referenced by Book' })
  const crate = await db.session.findOneOrFail(Crate, 2)
  await t.rejects(crate.delete(), { code: 'FMR_ERR_CONFLICT', message: 'Crate with id 2 is still referenced by Part' })
  t.strictSame(await snapshot(db), before, 'nothing was deleted')

  await (await db.session.findOneOrFail(Book, 1)).delete()
  await author.delete()
  t.strictSame(await rowsOf(db, Author), [], 'once its book is gone the author goes, on the same session')
  await (await db.session.findOneOrFail(Crate, 1)).delete()
  t.strictSame((await rowsOf(db, Item)).map(row => row.id), [3, 4])
  t.strictSame((await rowsOf(db, Sticker)).map(row => row.crateId), [null, 2])
})

eachDatabase(t, 'the foreign keys carry the rule: RESTRICT by default, CASCADE and SET NULL where the list says so', async (t, { url, dialect }) => {
  const db = new DB(url, { models: [...models, ...CRATE_MODELS] })
  await db.createAll()
  t.teardown(() => db.close())
  const sql = dialect === 'postgresql'
    ? `select kcu.table_name, kcu.column_name, rc.delete_rule from information_schema.referential_constraints rc
       join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name order by 1, 2`
    : `select m.name, p."from", upper(p.on_delete) from sqlite_master m join pragma_foreign_key_list(m.name) p
       where m.type = 'table' order by 1, 2`
  t.strictSame(await db[kReader].runner.rows(sql, []), [
    ['book', 'author_id', 'RESTRICT'],
    ['book_tag', 'book_id', 'CASCADE'],
    ['book_tag', 'tag_id', 'CASCADE'],
    ['dir', 'parent_id', 'CASCADE'],
    ['item', 'crate_id', 'CASCADE'],
    ['job', 'order_id', 'CASCADE'],
    ['job', 'owner_id', 'RESTRICT'],
    ['nodes', 'parent_id', 'RESTRICT'],
    ['order', 'owner_id', 'RESTRICT'],
    ['part', 'item_id', 'RESTRICT'],
    ['sticker', 'crate_id', 'SET NULL']
  ])
})

eachDatabase(t, 'onDelete \'set null\' on a foreign key that is not nullable, or an unknown rule, fails createAll with FMR_ERR_RELATIONSHIP', async (t, { url }) => {
  for (const [onDelete, why] of [
    ['set null', 'onDelete \'set null\' needs a nullable foreign key, and Leaf.rootId is not'],
    ['drop', 'onDelete drop is not \'restrict\', \'cascade\' or \'set null\'']
  ] as const) {
    const Root = defineModel({
      name: 'Root',
      columns: { id: Column.Integer({ primaryKey: true }) },
      relationships: { leaves: Relationship.list('Leaf', { onDelete: onDelete as 'set null' }) }
    })
    const Leaf = defineModel({
      name: 'Leaf',
      columns: { id: Column.Integer({ primaryKey: true }), rootId: Column.Integer({ nullable: false, foreignKey: 'root.id' }) }
    })
    const db = new DB(url, { models: [Root, Leaf] })
    await t.rejects(db.createAll(), { code: 'FMR_ERR_RELATIONSHIP', message: `The relationship Root.leaves cannot be resolved: ${why}` })
    await db.close()
  }
})
