// Type tests of the plugin (`npx tstyche`): resources know their model, the plugin takes its options.
import Fastify from 'fastify'
import { describe, expect, test } from 'tstyche'
import { Column, DB, defineModel, HookQuery, Relationship, type Model } from '../../lib/index.ts'
import modelResources, {
  BatchResource, CollectionModelResource, MetaResource, ModelResource, type CommitHook, type Data, type HookResult, type HookReturn, type Kwargs, type ModelResourcesOptions, type WriteData
} from '../../plugin/index.ts'

const Order = defineModel({
  name: 'Order',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    ownerId: Column.Integer({ nullable: false }),
    description: Column.String(80)
  },
  relationships: { jobs: Relationship.list('Job') }
})

const Job = defineModel({
  name: 'Job',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    orderId: Column.Integer({ nullable: false, foreignKey: 'order.id' }),
    statusId: Column.SmallInteger()
  }
})

type AnOrder = InstanceType<typeof Order>

describe('ModelResource.of', () => {
  test('hooks see the model\'s records; settings name its fields', () => {
    class OrderResource extends ModelResource.of(Order, {
      urlPrefix: '/api',
      clientIds: true,
      methodDecorators: { delete: [async () => {}] },
      serialFields: { get: { Order: ['id', 'jobs'] }, post: { Job: ['id', 'statusId'] } },
      beforeCommit: {
        post: async (resource, order) => {
          expect(order).type.toBe<AnOrder>()
          expect(resource).type.toBeAssignableTo<ModelResource>()
          const job = await resource.create(Job, { orderId: order.id, statusId: 0 })
          expect(job).type.toBe<InstanceType<typeof Job>>()
          return [true, job, 201]
        }
      },
      afterCommit: { delete: (_resource, order) => [true, { deleted: order.id }, 200] }
    }) {
      override processGetInput (query: HookQuery, data: Data, _kwargs: Kwargs): HookResult {
        return { status: true, query: query.where({ ownerId: 1 }), data }
      }

      override processPostInput (data: Data): HookReturn {
        return data.ok === true ? { status: true, data } : { status: false, message: 'no', statusCode: 403 }
      }
    }
    expect(OrderResource.modelClass).type.toBe<typeof Order>()
    expect(OrderResource).type.toBeAssignableTo<typeof ModelResource>()
  })

  test('misspelt settings do not compile', () => {
    expect(ModelResource.of(Order, { serialFields: { get: { Order: ['idd'] } } })).type.toRaiseError()
    expect(ModelResource.of(Order, { afterCommit: { pots: () => [true, null, 200] } })).type.toRaiseError()
    expect(ModelResource.of(Order, { afterCommit: { post: (_resource, order) => [true, order.nope, 200] } })).type.toRaiseError()
    expect(ModelResource.of(Order, { clientIds: 'yes' })).type.toRaiseError()
    expect(ModelResource.of(Order, { filledByHooks: ['jobs.ownerId'] })).type.not.toRaiseError()
    expect(ModelResource.of(Order, { filledByHooks: 'ownerId' })).type.toRaiseError()
    expect(ModelResource.of({ name: 'Order' })).type.toRaiseError()
  })

  test('resource.create() checks the values', () => {
    expect((resource: ModelResource) => resource.create(Job, { orderId: 1, statusId: 0 })).type.not.toRaiseError()
    expect((resource: ModelResource) => resource.create(Job, { orderId: 1, statuss: 0 })).type.toRaiseError()
    expect((resource: ModelResource) => resource.create(Job, { orderId: 'one' })).type.toRaiseError()
  })
})

describe('the class-with-statics style', () => {
  test('still compiles, with typed hooks', () => {
    const audit: CommitHook<ModelResource, AnOrder> = (_resource, order, statusCode) => [true, order.description, statusCode]
    class OrderResource extends ModelResource {
      static override modelClass = Order
      static override urlName = 'orders'
      static override maxRecords = 100
      static override afterCommit = { post: audit }
      static override beforeCommit = { delete: ((_resource, record) => [true, record, 204]) satisfies CommitHook<ModelResource, Model> }
    }
    class OrderCollection extends CollectionModelResource {
      static override modelClass = Order
      static override orderBy = ['-id']
      static override maxPageSize = 50
      static override defaultPageSize = 10
      static override debug = false
      override processGetInput (query: HookQuery, data: Data): HookResult { return { status: true, query, data } }
    }
    class OrderMeta extends MetaResource { static override resourceClass = OrderResource }
    expect([OrderResource, OrderCollection, OrderMeta]).type.toBeAssignableTo<ModelResourcesOptions['resources']>()
  })
})

describe('CollectionModelResource.of', () => {
  test('orderBy names columns, `-` for descending, either spelling', () => {
    expect(CollectionModelResource.of(Order, { orderBy: ['-id', 'owner_id'], maxPageSize: 10, serialFields: { get: { Order: ['id'] } } }))
      .type.not.toRaiseError()
    expect(CollectionModelResource.of(Order, { orderBy: ['-idd'] })).type.toRaiseError()
    expect(CollectionModelResource.of(Order, { orderBy: ['jobs'] })).type.toRaiseError()
  })
})

test('the plugin takes a DB and resources', async () => {
  const db = new DB('sqlite://', { models: [Order, Job] })
  const app = Fastify()
  class OrderResource extends ModelResource.of(Order) {}
  class OrderCollection extends CollectionModelResource.of(Order) {}
  class OrderMeta extends MetaResource { static override resourceClass = OrderCollection }
  class OrderSingleMeta extends MetaResource.of(OrderResource, { methodDecorators: [async () => {}] }) {}
  expect(OrderSingleMeta.resourceClass).type.toBe<typeof ModelResource | typeof CollectionModelResource>()
  expect(MetaResource.of(Order)).type.toRaiseError()
  expect(MetaResource.of(OrderResource, { methodDecorators: 'all' })).type.toRaiseError()
  expect(app.register(modelResources, {
    db,
    resources: [OrderResource, OrderCollection, OrderMeta, OrderSingleMeta, { resource: OrderResource, urls: ['/o', '/o/<int:id>'] }],
    closeDb: false,
    openapi: { path: '/openapi.json', ui: '/docs', info: { title: 'Orders', version: '1' } }
  })).type.not.toRaiseError()
  expect(app.register(modelResources, { db, resources: [Order] })).type.toRaiseError()
  expect(app.register(modelResources, { resources: [] })).type.toRaiseError()
})

test('BatchResource.of takes resource classes and its settings, and the plugin takes the batch', () => {
  const db = new DB('sqlite://', { models: [Order, Job] })
  class OrderResource extends ModelResource.of(Order) {}
  class OrderCollection extends CollectionModelResource.of(Order) {}
  class Batch extends BatchResource.of([OrderResource, OrderCollection], { urlPrefix: '/api', maxOperations: 20, timeoutMs: 2_000 }) {}
  expect(Batch.resources).type.toBe<ReadonlyArray<typeof ModelResource | typeof CollectionModelResource | typeof MetaResource>>()
  expect(BatchResource.of([Order])).type.toRaiseError()
  expect(BatchResource.of([OrderResource], { maxOperations: '20' })).type.toRaiseError()
  expect(BatchResource.of([OrderResource], { operations: 20 })).type.toRaiseError()
  expect(Fastify().register(modelResources, { db, resources: [OrderResource, OrderCollection, Batch] })).type.not.toRaiseError()
})

describe('WriteData', () => {
  test('a write hook\'s data has camelCase keys only: a snake_case spelling is never there', () => {
    class JobResource extends ModelResource.of(Job) {
      override processPostInput (data: WriteData<typeof Job>): HookReturn {
        expect(data.orderId).type.toBe<unknown>()
        expect(data.order_id).type.toBe<undefined>()
        expect(data.status_id).type.toBe<undefined>()
        return { status: true, data }
      }
    }
    expect(JobResource).type.toBeAssignableTo<typeof ModelResource>()
    expect<WriteData<typeof Job>>().type.toBeAssignableFrom({ orderId: 1, statusId: 2, jobs: [] })
    expect<WriteData<typeof Job>>().type.not.toBeAssignableFrom({ order_id: 1 })
    expect<WriteData>().type.toBe<Data>()
  })
})
