// Meta resources and URLs over HTTP: the contract's "Meta description shape" key by key, the
// method flags, requirements, serial fields in responses, versioned prefixes, getUrls(),
// path words (kebab case, urlName) and URLs given by hand.
import t from 'tap'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { Column, defineModel } from '../../lib/index.ts'
import { CollectionModelResource, documented, MetaResource, ModelResource } from '../../plugin/index.ts'
import {
  AuthorResource, BookCollection, BookResource, JobCollection, JobResource, OrderCollection, OrderResource
} from '../../examples/resources.ts'
import { Book, models } from '../../examples/models.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'

type Doc = Record<string, unknown>

const USER = { authorization: 'User:1' }

// ---- the expected property documents ------------------------------------------------------------

const int32 = (extra: Doc = {}): Doc => ({ type: 'integer', format: 'int32', nullable: false, ...extra, info: {} })
const pk = int32({ primary_key: true })

const bookColumns: Record<string, Doc> = {
  id: pk,
  isbn: { type: 'string', maxLength: 20, nullable: true, info: {} },
  title: { type: 'string', maxLength: 100, nullable: false, info: {} },
  pubYear: int32(),
  authorId: int32({ foreign_key: 'author.id' })
}

const authorAsRelation: Record<string, Doc> = {
  id: { type: 'integer', format: 'int32', nullable: true, primary_key: true, info: {} },
  firstName: { type: 'string', maxLength: 50, nullable: false, info: {} },
  lastName: { type: 'string', maxLength: 50, nullable: false, info: {} },
  fullName: { readOnly: true, type: 'string' }
}

const tagFields: Record<string, Doc> = {
  id: pk,
  name: { type: 'string', maxLength: 40, nullable: false, unique: true, info: {} }
}

/** Book.tags, a many-to-many through BookTag, as answers show it. */
const bookTags: Doc = { readOnly: false, relationship: { type: 'list', entity: 'Tag', through: 'BookTag', fields: tagFields } }

/** Book.tags is writable (extensions §11): a write takes the tags as input, and says its limit. */
const bookWriteInput: Record<string, Doc> = { ...bookColumns, tags: { ...bookTags, writable: true, limit: 20 } }

const bookFields: Record<string, Doc> = {
  ...bookColumns,
  author: { readOnly: true, relationship: { type: 'single', entity: 'Author', fields: authorAsRelation } },
  tags: bookTags
}

const bookTable = {
  Book: {
    type: 'object',
    properties: {
      id: pk,
      isbn: bookColumns.isbn,
      title: bookColumns.title,
      pub_year: bookColumns.pubYear,
      author_id: bookColumns.authorId,
      author: {
        readOnly: true,
        relationship: {
          type: 'single',
          entity: 'Author',
          fields: {
            id: authorAsRelation.id, first_name: authorAsRelation.firstName, last_name: authorAsRelation.lastName, full_name: authorAsRelation.fullName
          }
        }
      },
      tags: bookTags
    },
    xml: 'Book'
  }
}

/** A default as resource descriptions show it (`input`, `queryString`): with its kind. */
const described = (arg: unknown, callable: boolean): Doc =>
  ({ for_update: false, arg, is_clause_element: false, is_callable: callable, is_scalar: !callable })

const orderInput: Record<string, Doc> = {
  id: pk,
  ownerId: int32({ foreign_key: 'user.id' }),
  description: { type: 'string', nullable: false, info: {} },
  orderedAt: { type: 'date-time', nullable: true, default: described('now', true), info: {} },
  statusId: { type: 'integer', format: 'int8', nullable: true, default: described(0, false), info: {} }
}

const jobFields: Record<string, Doc> = {
  id: pk,
  ownerId: int32({ foreign_key: 'user.id' }),
  orderId: int32({ foreign_key: 'order.id' }),
  startedAt: { type: 'date-time', nullable: false, server_default: { for_update: false, arg: 'CURRENT_TIMESTAMP', reflected: false }, info: {} },
  finishedAt: { type: 'date-time', nullable: true, info: {} },
  statusId: { type: 'integer', format: 'int8', nullable: true, default: { for_update: false, arg: 0 }, info: {} }
}

const orderFields: Record<string, Doc> = {
  id: pk,
  ownerId: orderInput.ownerId,
  description: orderInput.description,
  orderedAt: { type: 'date-time', nullable: true, default: { for_update: false, arg: 'now' }, info: {} },
  statusId: { type: 'integer', format: 'int8', nullable: true, default: { for_update: false, arg: 0 }, info: {} },
  jobs: { readOnly: false, relationship: { type: 'list', entity: 'Job', fields: jobFields } }
}

/** Order.jobs is writable (extensions §7): a write takes the jobs as input, each with Job's columns. */
const orderWriteInput: Record<string, Doc> = {
  ...orderInput,
  jobs: {
    readOnly: false,
    relationship: { type: 'list', entity: 'Job', fields: { ...jobFields, statusId: { ...jobFields.statusId, default: described(0, false) } } },
    writable: true,
    limit: 100,
    orphans: 'delete'
  }
}

const JOB_PARAMS = {
  orderBy: { type: 'string', list: true },
  maxPageSize: { type: 'integer' },
  offset: { type: 'integer' },
  count: { type: 'boolean' },
  debug: { type: 'boolean' },
  where: { type: 'string' },
  fields: { type: 'string' },
  cursor: { type: 'string' }
}

// ---- single-record meta -------------------------------------------------------------------------

eachDatabase(t, 'the single-record meta description, key by key', async (t, { url }) => {
  const { app } = await openApp(t, url)
  const res = await call(app, 'GET', '/meta/books/single')
  t.equal(res.status, 200)
  const meta = res.body
  t.strictSame(Object.keys(meta), ['modelClass', 'urlPrefix', 'baseUrl', 'methods', 'table'])
  t.equal(meta.modelClass, 'Book')
  t.equal(meta.urlPrefix, '/')
  t.equal(meta.baseUrl, '/books')
  t.strictSame(Object.keys(meta.methods), ['get', 'post', 'put', 'patch', 'delete'])
  for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
    // A GET also lists what it reads of its query string: `fields` (extensions §2).
    t.strictSame(Object.keys(meta.methods[method]), method === 'get' ? ['url', 'requirements', 'input', 'queryString', 'responses'] : ['url', 'requirements', 'input', 'responses'], method)
    t.strictSame(meta.methods[method].requirements, [], `${method}: no decorators`)
  }
  t.equal(meta.methods.get.url, '/books/<int:id>')
  t.equal(meta.methods.post.url, '/books')
  t.equal(meta.methods.put.url, '/books/<int:id>')
  t.equal(meta.methods.patch.url, '/books/<int:id>')
  t.equal(meta.methods.delete.url, '/books/<int:id>')
  t.strictSame(meta.methods.get.input, { id: pk }, 'GET takes only the id')
  t.strictSame(meta.methods.get.queryString, { fields: { type: 'string' } }, 'and fields in its query string')
  t.strictSame(meta.methods.delete.input, { id: pk }, 'DELETE takes only the id')
  for (const method of ['post', 'put', 'patch']) t.strictSame(meta.methods[method].input, bookWriteInput, `${method}: every column, camelCase, and the writable tags`)
  for (const method of ['get', 'post', 'put', 'patch']) t.strictSame(meta.methods[method].responses, [{ fields: bookFields }], `${method} responses`)
  t.strictSame(meta.methods.delete.responses, [{}], 'DELETE responses are [{}]')
  t.strictSame(meta.table, bookTable, 'the table in snake_case, with its xml name')
})

eachDatabase(t, 'input defaults say their kind: is_clause_element, is_callable, is_scalar', async (t, { url }) => {
  const { app } = await openApp(t, url)
  const users = await call(app, 'GET', '/meta/users/single?post')
  t.equal(users.status, 200)
  const input = users.body.methods.post.input
  t.strictSame(Object.keys(input), ['id', 'username', 'password', 'email', 'isStaff', 'isActive', 'isAccountCurrent', 'dateJoined', 'lastLogin'])
  t.strictSame(input.isStaff, { type: 'boolean', nullable: false, default: described(false, false), info: {} })
  t.strictSame(input.dateJoined, { type: 'date', nullable: false, default: described('today', true), info: {} })
  t.strictSame(input.password, { type: 'string', maxLength: 80, nullable: false, writeOnly: true, info: {} })
  t.strictSame(input.email, { type: 'string', maxLength: 80, nullable: false, unique: true, info: {} })
  t.strictSame(input.lastLogin, { type: 'date-time', nullable: true, info: {} })
  t.strictSame(users.body.table.User.properties.date_joined.default, { for_update: false, arg: 'today' }, 'the table keeps the plain form')
})

eachDatabase(t, 'the collection meta description: GET only, with queryString and jobParams', async (t, { url }) => {
  const { app } = await openApp(t, url)
  const res = await call(app, 'GET', '/meta/books/collection')
  t.equal(res.status, 200)
  const meta = res.body
  t.strictSame(Object.keys(meta), ['modelClass', 'urlPrefix', 'baseUrl', 'methods', 'aggregate', 'table'])
  t.match(meta, { modelClass: 'Book', urlPrefix: '/', baseUrl: '/books' })
  t.strictSame(Object.keys(meta.methods), ['get'])
  const list = { type: 'string', list: true }
  t.strictSame(meta.aggregate, {
    url: '/books/aggregate',
    requirements: [],
    queryString: bookColumns,
    jobParams: {
      groupBy: list, sum: list, avg: list, min: list, max: list, countDistinct: list,
      having: { type: 'string' }, orderBy: list, maxPageSize: { type: 'integer' }, offset: { type: 'integer' }, where: { type: 'string' },
      search: { type: 'string', maxLength: 200, maxTerms: 16, searchFields: ['title', 'author.lastName'] }
    },
    functions: {
      sum: ['id', 'pubYear', 'authorId'],
      avg: ['id', 'pubYear', 'authorId'],
      min: ['id', 'isbn', 'title', 'pubYear', 'authorId'],
      max: ['id', 'isbn', 'title', 'pubYear', 'authorId'],
      countDistinct: ['id', 'isbn', 'title', 'pubYear', 'authorId']
    }
  }, 'a collection with aggregates describes its aggregate route')
  t.strictSame(meta.methods.get, {
    url: '/books',
    requirements: [],
    queryString: bookColumns,
    // /books is searched (docs/query-language.md#search): its fields and bounds are shown.
    jobParams: { ...JOB_PARAMS, search: { type: 'string', maxLength: 200, maxTerms: 16, searchFields: ['title', 'author.lastName'] } },
    responses: [{ fields: bookFields }]
  })
  t.strictSame(meta.table, bookTable)
})

eachDatabase(t, 'a method flag (?get) or ?method=get limits the methods; an unknown method is 400', async (t, { url }) => {
  const { app } = await openApp(t, url)
  const all = (await call(app, 'GET', '/meta/books/single')).body
  const flag = await call(app, 'GET', '/meta/books/single?get')
  t.equal(flag.status, 200)
  t.strictSame(flag.body, { ...all, methods: { get: all.methods.get } })
  const named = await call(app, 'GET', '/meta/books/single?method=delete')
  t.strictSame(named.body, { ...all, methods: { delete: all.methods.delete } })
  const two = await call(app, 'GET', '/meta/books/single?post&patch')
  t.strictSame(Object.keys(two.body.methods), ['post', 'patch'])
  const repeated = await call(app, 'GET', '/meta/books/single?method=put&method=get')
  t.strictSame(Object.keys(repeated.body.methods), ['put', 'get'])

  for (const [path, name] of [
    ['/meta/books/single?fetch', 'fetch'], ['/meta/books/single?method=fetch', 'fetch'], ['/meta/books/collection?post', 'post']
  ]) {
    const res = await call(app, 'GET', path)
    t.equal(res.status, 400, path)
    t.strictSame(res.body, { message: `${name} is not a method of this resource` }, path)
  }
  t.strictSame(Object.keys((await call(app, 'GET', '/meta/books/collection?get')).body.methods), ['get'])
})

// ---- versioned, decorated, replaced -------------------------------------------------------------

eachDatabase(t, 'the /api/v2 Order meta: prefixed paths, userRequired in requirements, Job fields in POST and PUT responses', async (t, { url }) => {
  const { app } = await openApp(t, url)
  const res = await call(app, 'GET', '/api/v2/meta/orders/single', undefined, USER)
  t.equal(res.status, 200)
  const meta = res.body
  t.match(meta, { modelClass: 'Order', urlPrefix: '/api/v2', baseUrl: '/api/v2/orders' })
  t.strictSame(Object.fromEntries(Object.entries(meta.methods).map(([name, m]) => [name, (m as Doc).url])), {
    get: '/api/v2/orders/<int:id>',
    post: '/api/v2/orders',
    put: '/api/v2/orders/<int:id>',
    patch: '/api/v2/orders/<int:id>',
    delete: '/api/v2/orders/<int:id>'
  })
  for (const method of ['get', 'post', 'put', 'patch', 'delete']) t.strictSame(meta.methods[method].requirements, ['userRequired'], method)
  for (const method of ['post', 'put', 'patch']) t.strictSame(meta.methods[method].input, orderWriteInput, `${method} takes the writable jobs`)
  const jobSubset = { id: jobFields.id, startedAt: jobFields.startedAt, statusId: jobFields.statusId }
  t.strictSame(meta.methods.post.responses, [{ fields: jobSubset }], 'POST answers the Job of serialFields')
  t.strictSame(meta.methods.put.responses, [{ fields: jobSubset }], 'so does PUT')
  t.strictSame(meta.methods.get.responses, [{ fields: orderFields }], 'GET answers the Order and its full jobs')
  t.strictSame(meta.methods.patch.responses, [{ fields: orderFields }], 'so does PATCH')
  t.strictSame(meta.methods.delete.responses, [{}])

  const collection = await call(app, 'GET', '/api/v2/meta/orders/collection', undefined, USER)
  t.equal(collection.status, 200)
  t.match(collection.body, { modelClass: 'Order', urlPrefix: '/api/v2', baseUrl: '/api/v2/orders' })
  t.strictSame(collection.body.methods.get.requirements, ['userRequired'])
  t.strictSame(collection.body.methods.get.queryString, orderInput)
  t.equal(collection.body.methods.get.url, '/api/v2/orders')

  const jobs = await call(app, 'GET', '/api/v2/meta/jobs/collection', undefined, USER)
  t.equal(jobs.status, 200)
  t.equal(jobs.body.baseUrl, '/api/v2/jobs')

  const guarded = await call(app, 'GET', '/api/v2/meta/orders/single')
  t.equal(guarded.status, 401, 'the example guards its /api/v2 meta resources with the same decorator')
  t.strictSame(guarded.body, { message: 'Unauthorized User' })
  t.equal((await call(app, 'GET', '/meta/orders/single')).status, 404, 'no unprefixed meta path')
  t.equal((await call(app, 'GET', '/orders/1')).status, 404, 'no unprefixed resource path')
})

const adminOnly = documented(async function adminOnly (request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.headers['x-admin'] !== 'yes') await reply.code(403).send({ message: 'Admins only' })
}, { statuses: { 403: 'Admins only' } })

class GuardedBooks extends ModelResource {
  static override modelClass = Book
  static override methodDecorators = { delete: [adminOnly], put: [adminOnly] }
}

eachDatabase(t, 'per-method decorators: requirements name them per method; a meta resource does not inherit them', async (t, { url }) => {
  const BooksMeta = class extends MetaResource { static override resourceClass = GuardedBooks }
  const OrdersMeta = class extends MetaResource { static override resourceClass = OrderResource }
  const { app } = await openApp(t, url, { resources: [GuardedBooks, BooksMeta, OrdersMeta] })
  const meta = await call(app, 'GET', '/meta/books/single')
  t.equal(meta.status, 200, 'a meta resource applies only its own decorators (none)')
  t.strictSame(Object.fromEntries(Object.entries(meta.body.methods).map(([name, m]) => [name, (m as Doc).requirements])), {
    get: [], post: [], put: ['adminOnly'], patch: [], delete: ['adminOnly']
  })
  const orders = await call(app, 'GET', '/api/v2/meta/orders/single')
  t.equal(orders.status, 200, 'describing a guarded resource does not guard the description')
  t.strictSame(orders.body.methods.get.requirements, ['userRequired'])

  const refused = await call(app, 'DELETE', '/books/1')
  t.equal(refused.status, 403, 'the decorator runs before the handler')
  t.strictSame(refused.body, { message: 'Admins only' })
  const passed = await call(app, 'DELETE', '/books/1', undefined, { 'x-admin': 'yes' })
  t.equal(passed.status, 404, 'past the decorator, the usual answer')
  t.strictSame(passed.body, { message: 'Book with id 1 not found' })
  t.equal((await call(app, 'GET', '/books/1')).status, 404, 'GET has no decorator')
})

// ---- URLs ---------------------------------------------------------------------------------------

const OrderItem = defineModel({
  name: 'OrderItem',
  columns: { id: Column.Integer({ primaryKey: true }), label: Column.String(20, { nullable: false }) }
})
const Category = defineModel({ name: 'Category', columns: { id: Column.Integer({ primaryKey: true }) } })

class OrderItemResource extends ModelResource { static override modelClass = OrderItem }
class OrderItemCollection extends CollectionModelResource { static override modelClass = OrderItem }
class OrderItemMeta extends MetaResource { static override resourceClass = OrderItemResource }
class CategoryResource extends ModelResource { static override modelClass = Category }
class Writers extends ModelResource {
  static override modelClass = AuthorResource.modelClass
  static override urlName = 'writers'
  static override urlPrefix = 'api/v3/'
}
class WritersMeta extends MetaResource { static override resourceClass = Writers }

t.test('getUrls() gives the contract\'s paths with <int:id>', async t => {
  t.strictSame(BookResource.getUrls(), ['/books', '/books/<int:id>'])
  t.strictSame(BookCollection.getUrls(), ['/books'])
  t.strictSame(class extends MetaResource { static override resourceClass = BookResource }.getUrls(), ['/meta/books/single'])
  t.strictSame(class extends MetaResource { static override resourceClass = BookCollection }.getUrls(), ['/meta/books/collection'])
  t.strictSame(OrderResource.getUrls(), ['/api/v2/orders', '/api/v2/orders/<int:id>'])
  t.strictSame(OrderCollection.getUrls(), ['/api/v2/orders'])
  t.strictSame(JobResource.getUrls(), ['/api/v2/jobs', '/api/v2/jobs/<int:id>'])
  t.strictSame(JobCollection.getUrls(), ['/api/v2/jobs'])
  t.strictSame(class extends MetaResource { static override resourceClass = OrderResource }.getUrls(), ['/api/v2/meta/orders/single'])
  t.strictSame(class extends MetaResource { static override resourceClass = JobCollection }.getUrls(), ['/api/v2/meta/jobs/collection'])
  t.strictSame(OrderItemResource.getUrls(), ['/order-items', '/order-items/<int:id>'], 'kebab-case plural word')
  t.strictSame(OrderItemCollection.getUrls(), ['/order-items'])
  t.strictSame(OrderItemMeta.getUrls(), ['/meta/order-items/single'])
  t.strictSame(CategoryResource.getUrls(), ['/categories', '/categories/<int:id>'], 'a real plural')
  t.strictSame(Writers.getUrls(), ['/api/v3/writers', '/api/v3/writers/<int:id>'], 'urlName overrides the word; the prefix is normalised')
  t.strictSame(WritersMeta.getUrls(), ['/api/v3/meta/writers/single'])
  t.equal(Writers.baseUrl(), '/api/v3/writers')
})

eachDatabase(t, 'a kebab-case word and a urlName are served where getUrls() says', async (t, { url }) => {
  const { app } = await openApp(t, url, {
    resources: [OrderItemResource, OrderItemCollection, OrderItemMeta, Writers, WritersMeta], models: [...models, OrderItem]
  })
  const created = await call(app, 'POST', '/order-items', { label: 'Screws' })
  t.equal(created.status, 201)
  t.equal(created.headers.location, '/order-items/1')
  t.strictSame(created.body, { id: 1, label: 'Screws' })
  t.strictSame((await call(app, 'GET', '/order-items/1')).body, { id: 1, label: 'Screws' })
  t.strictSame((await call(app, 'GET', '/order-items')).body, { OrderItem: [{ id: 1, label: 'Screws' }] })
  const meta = await call(app, 'GET', '/meta/order-items/single')
  t.equal(meta.status, 200)
  t.match(meta.body, { modelClass: 'OrderItem', urlPrefix: '/', baseUrl: '/order-items' })
  t.strictSame(Object.keys(meta.body.table), ['OrderItem'])
  t.strictSame(Object.keys(meta.body.table.OrderItem.properties), ['id', 'label'])

  const writer = await call(app, 'POST', '/api/v3/writers', { firstName: 'Ann', lastName: 'Lee' })
  t.equal(writer.status, 201)
  t.equal(writer.headers.location, '/api/v3/writers/1')
  t.equal((await call(app, 'GET', '/api/v3/writers/1')).status, 200)
  t.equal((await call(app, 'GET', '/authors/1')).status, 404, 'the default word is not served')
  const writersMeta = await call(app, 'GET', '/api/v3/meta/writers/single?get')
  t.equal(writersMeta.status, 200)
  t.match(writersMeta.body, { modelClass: 'Author', urlPrefix: 'api/v3/', baseUrl: '/api/v3/writers', methods: { get: { url: '/api/v3/writers/<int:id>' } } })
})

eachDatabase(t, 'URLs given by hand at registration replace getUrls()', async (t, { url }) => {
  const BookMeta = class extends MetaResource { static override resourceClass = BookResource }
  const { app } = await openApp(t, url, { resources: [
    { resource: AuthorResource, urls: ['/people', '/people/<int:id>'] },
    { resource: BookResource, urls: ['/library/books', '/library/books/<int:id>'] },
    { resource: BookCollection, urls: ['/catalogue'] },
    { resource: BookMeta, urls: ['/about/books'] }
  ] })
  const author = await call(app, 'POST', '/people', { firstName: 'Ann', lastName: 'Lee' })
  t.equal(author.status, 201)
  t.equal(author.headers.location, '/people/1', 'Location follows the given URL')
  const book = await call(app, 'POST', '/library/books', { title: 'T', pubYear: 2000, authorId: 1 })
  t.equal(book.status, 201)
  t.equal(book.headers.location, '/library/books/1')
  t.equal((await call(app, 'GET', '/people/1')).status, 200)
  t.equal((await call(app, 'PATCH', '/people/1', { lastName: 'Ray' })).body.lastName, 'Ray')
  t.equal((await call(app, 'GET', '/catalogue?count=true')).headers['x-total-count'], '1')
  t.strictSame((await call(app, 'GET', '/catalogue')).body.Book.map((b: { id: number }) => b.id), [1])
  const meta = await call(app, 'GET', '/about/books?get')
  t.equal(meta.status, 200)
  t.equal(meta.body.modelClass, 'Book')
  for (const path of ['/authors/1', '/books', '/meta/books/single']) t.equal((await call(app, 'GET', path)).status, 404, `${path} is not served`)
})

eachDatabase(t, 'a hand-given item URL may name its parameter as Fastify does', async (t, { url }) => {
  const { app } = await openApp(t, url, { resources: [{ resource: AuthorResource, urls: ['/people', '/people/:personId'] }] })
  t.equal((await call(app, 'POST', '/people', { firstName: 'Ann', lastName: 'Lee' })).status, 201)
  const read = await call(app, 'GET', '/people/1')
  t.equal(read.status, 200)
  t.strictSame(read.body, { id: 1, firstName: 'Ann', lastName: 'Lee', fullName: 'Ann Lee', books: [] })
  t.equal((await call(app, 'DELETE', '/people/1')).status, 204)
})
