// SERIAL_FIELD_RELATIONS of an intermediate type holds however deep it is nested: in
// Order -> Line -> Product, the Product fields are the ones Line's settings name, over HTTP (the
// collection and the single record) and through record.toDict(). The nearest enclosing type that
// names a type decides; a resource's or a call's serialFieldRelations still wins for what it names.
import t from 'tap'
import { Column, DB, defineModel, Relationship } from '../../lib/index.ts'
import { buildPlan } from '../../lib/serialize/plan.ts'
import { toDict } from '../../lib/serialize/to-dict.ts'
import { CollectionModelResource, ModelResource } from '../../plugin/index.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { kReader, kMeta } from '../../lib/symbols.ts'

const SrOrder = defineModel({
  name: 'SrOrder',
  tableName: 'sr_order',
  columns: { id: Column.Integer({ primaryKey: true }), note: Column.String(40) },
  relationships: { lines: Relationship.list('SrLine') }
})

const SrLine = defineModel({
  name: 'SrLine',
  tableName: 'sr_line',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    orderId: Column.Integer({ nullable: false, foreignKey: 'sr_order.id' }),
    productId: Column.Integer({ nullable: false, foreignKey: 'sr_product.id' }),
    quantity: Column.Integer({ nullable: false })
  },
  relationships: { product: Relationship.single('SrProduct', { readOnly: true }) },
  // Inside a line, a product shows its id and name: never its cost or supplier.
  SERIAL_FIELD_RELATIONS: { SrProduct: ['id', 'name'] }
})

const SrProduct = defineModel({
  name: 'SrProduct',
  tableName: 'sr_product',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    name: Column.String(40, { nullable: false }),
    cost: Column.Integer({ nullable: false }),
    supplier: Column.String(40)
  }
})

const MODELS = [SrOrder, SrLine, SrProduct]

async function seed (db: DB): Promise<void> {
  const em = db.fork()
  em.create(SrProduct, { name: 'Bolt', cost: 3, supplier: 'Acme' } as never)
  em.create(SrProduct, { name: 'Nut', cost: 1, supplier: 'Zenith' } as never)
  em.create(SrOrder, { note: 'first' } as never)
  await em.flush()
  em.create(SrLine, { orderId: 1, productId: 1, quantity: 10 } as never)
  em.create(SrLine, { orderId: 1, productId: 2, quantity: 5 } as never)
  await em.flush()
}

const LINES = [
  { id: 1, orderId: 1, productId: 1, quantity: 10, product: { id: 1, name: 'Bolt' } },
  { id: 2, orderId: 1, productId: 2, quantity: 5, product: { id: 2, name: 'Nut' } }
]
const ORDER = { id: 1, note: 'first', lines: LINES }

class OrderCollection extends CollectionModelResource { static override modelClass = SrOrder }
class OrderResource extends ModelResource { static override modelClass = SrOrder }
class LineCollection extends CollectionModelResource { static override modelClass = SrLine }
class ProductCollection extends CollectionModelResource { static override modelClass = SrProduct }

eachDatabase(t, 'an intermediate type\'s SERIAL_FIELD_RELATIONS holds when it is nested: over HTTP', async (t, { url }) => {
  const { app, db } = await openApp(t, url, { resources: [OrderCollection, OrderResource, LineCollection, ProductCollection], models: MODELS })
  await seed(db)
  const orders = await call(app, 'GET', '/sr-orders')
  t.equal(orders.status, 200)
  t.strictSame(orders.body, { SrOrder: [ORDER] }, 'the products inside the lines of an order: id and name only')
  const one = await call(app, 'GET', '/sr-orders/1')
  t.equal(one.status, 200)
  t.strictSame(one.body, ORDER, 'the same for the single record')
  t.strictSame((await call(app, 'GET', '/sr-lines')).body, { SrLine: LINES }, 'and for the lines on their own')
  t.strictSame((await call(app, 'GET', '/sr-products')).body, {
    SrProduct: [{ id: 1, name: 'Bolt', cost: 3, supplier: 'Acme' }, { id: 2, name: 'Nut', cost: 1, supplier: 'Zenith' }]
  }, 'a product on its own keeps its own fields')
})

eachDatabase(t, 'an intermediate type\'s SERIAL_FIELD_RELATIONS holds when it is nested: through record.toDict()', async (t, { url }) => {
  const db = new DB(url, { models: MODELS })
  t.teardown(() => db.close())
  await db.createAll()
  await seed(db)
  const order = await db.fork().findOneOrFail(SrOrder, 1)
  await db.loadRelations(order)
  t.strictSame(order.toDict(), ORDER)
  t.equal(order.serialize(), JSON.stringify(ORDER))
  t.strictSame(order.toDict({ serialFields: ['lines'] }), { lines: LINES }, 'a per-call serialFields leaves the nested settings alone')
  t.strictSame(order.toDict({ serialFieldRelations: { SrProduct: ['name', 'cost'] } }).lines, LINES.map(line => ({ ...line, product: { name: line.product.name, cost: line.product.id === 1 ? 3 : 1 } })),
    'a per-call serialFieldRelations wins for the types it names')
})

eachDatabase(t, 'the nearest enclosing type that names a type decides; the root\'s settings fill in the rest', async (t, { url }) => {
  const db = new DB(url, { models: MODELS })
  t.teardown(() => db.close())
  await db.createAll()
  await seed(db)
  // As if SrOrder declared its own SERIAL_FIELD_RELATIONS, naming both nested types.
  const plan = buildPlan(SrOrder[kMeta], {
    settings: meta => meta.name === 'SrOrder'
      ? { SERIAL_FIELD_RELATIONS: { SrLine: ['quantity', 'product'], SrProduct: ['id', 'name', 'cost', 'supplier'] } }
      : db.model(meta.name)
  })
  const rows = await db[kReader].rows(SrOrder[kMeta], { where: [], order: [{ column: SrOrder[kMeta].primaryKey, descending: false }] })
  await db[kReader].loadRelations(plan, rows)
  t.strictSame(rows.map(row => toDict(plan, row)), [{
    id: 1,
    note: 'first',
    lines: [{ quantity: 10, product: { id: 1, name: 'Bolt' } }, { quantity: 5, product: { id: 2, name: 'Nut' } }]
  }], 'the lines as SrOrder says; their products as SrLine, the nearer type, says')
})

eachDatabase(t, 'a resource\'s serialFieldRelations wins over the nested settings for the types it names', async (t, { url }) => {
  class Priced extends CollectionModelResource {
    static override modelClass = SrOrder
    static override serialFieldRelations = { get: { SrProduct: ['name', 'supplier'] } }
  }
  const { app, db } = await openApp(t, url, { resources: [Priced], models: MODELS })
  await seed(db)
  const res = await call(app, 'GET', '/sr-orders')
  t.equal(res.status, 200)
  t.strictSame(res.body, {
    SrOrder: [{ ...ORDER, lines: [{ ...LINES[0], product: { name: 'Bolt', supplier: 'Acme' } }, { ...LINES[1], product: { name: 'Nut', supplier: 'Zenith' } }] }]
  })
})
