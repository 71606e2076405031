// The example app's /openapi.json: an OpenAPI 3.1 document listing every route with its request
// body, its responses and its error responses, from the same schemas the routes serialize with.
import t from 'tap'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'

type Doc = Record<string, any>

const WORDS = ['/authors', '/books', '/users', '/nodes', '/api/v2/orders', '/api/v2/jobs']

function metaPaths (word: string): string[] {
  const slash = word.lastIndexOf('/')
  return ['single', 'collection'].map(kind => `${word.slice(0, slash)}/meta/${word.slice(slash + 1)}/${kind}`)
}

const MESSAGE = {
  type: 'object',
  properties: { message: { description: 'A text; for validation failures, the list of problems' } }
}

const json = (schema: unknown): Doc => ({ 'application/json': { schema } })

/** The JSON schema of a response or request body. */
function schemaOf (entry: Doc | undefined): Doc {
  return entry?.content?.['application/json']?.schema
}

eachDatabase(t, '/openapi.json is an OpenAPI 3.1 document of every route', async (t, { url }) => {
  const { app } = await openApp(t, url)
  const res = await call(app, 'GET', '/openapi.json')
  t.equal(res.status, 200)
  t.match(res.headers['content-type'], /^application\/json/)
  const doc: Doc = res.body
  t.equal(doc.openapi, '3.1.0')
  t.strictSame(doc.info, { title: 'fastify-model-resources example', version: '1.0.0' })
  const expected = WORDS.flatMap(word => [word, `${word}/{id}`, ...metaPaths(word)]).sort()
  t.strictSame(Object.keys(doc.paths).sort(), expected, 'every resource, collection and meta route; nothing else')

  for (const word of WORDS) {
    t.strictSame(Object.keys(doc.paths[word]).sort(), ['get', 'post'], `${word}: the collection GET and the single POST`)
    t.strictSame(Object.keys(doc.paths[`${word}/{id}`]).sort(), ['delete', 'get', 'patch', 'put'], `${word}/{id}`)
    for (const meta of metaPaths(word)) t.strictSame(Object.keys(doc.paths[meta]), ['get'], meta)
  }
})

eachDatabase(t, 'each operation lists its success and error statuses, with the {message} error body', async (t, { url }) => {
  const { app } = await openApp(t, url)
  const doc: Doc = (await call(app, 'GET', '/openapi.json')).body
  for (const word of ['/authors', '/books', '/users', '/nodes', '/api/v2/jobs']) {
    const item = doc.paths[`${word}/{id}`]
    const collection = doc.paths[word]
    const statuses: Array<[Doc, string[], string]> = [
      [collection.get, ['200', '400'], 'collection GET'],
      [collection.post, ['201', '400', '409', '415'], 'POST'],
      [item.get, ['200', '404'], 'GET'],
      [item.put, ['200', '201', '400', '404', '409', '415'], 'PUT'],
      [item.patch, ['200', '400', '404', '409', '415'], 'PATCH'],
      [item.delete, ['204', '404', '409'], 'DELETE']
    ]
    for (const [operation, codes, name] of statuses) {
      t.strictSame(Object.keys(operation.responses).sort(), codes, `${word} ${name}`)
      for (const code of codes.filter(code => code >= '400')) {
        t.strictSame(operation.responses[code].content, json(MESSAGE), `${word} ${name} ${code} is {message}`)
      }
    }
    t.equal(item.delete.responses['204'].description, 'Deleted')
    t.equal(item.delete.responses['204'].content, undefined, 'DELETE answers no body')
    const id = { schema: { type: 'integer' }, in: 'path', name: 'id', required: true }
    for (const operation of [item.put, item.patch, item.delete]) t.strictSame(operation.parameters, [id], `${word}: the id parameter`)
    // A GET also takes `fields` (extensions §2).
    t.strictSame(item.get.parameters.map((parameter: { name: string, in: string }) => `${parameter.in} ${parameter.name}`), ['query fields', 'path id'], `${word}: GET's parameters`)
  }
  for (const word of WORDS) {
    for (const meta of metaPaths(word)) {
      const responses = doc.paths[meta].get.responses
      t.strictSame(Object.keys(responses).sort(), ['200', '400'], meta)
      t.equal(schemaOf(responses['200']).type, 'object')
      t.strictSame(responses['400'].content, json(MESSAGE))
    }
  }
})

eachDatabase(t, 'request bodies: every column of the record; required as POST and PUT require, nothing required for PATCH', async (t, { url }) => {
  const { app } = await openApp(t, url)
  const doc: Doc = (await call(app, 'GET', '/openapi.json')).body
  const books = doc.paths['/books']
  t.equal(books.post.requestBody.required, true)
  const body = schemaOf(books.post.requestBody)
  t.strictSame(body, {
    type: 'object',
    properties: {
      id: { type: 'integer', minimum: -2147483648, maximum: 2147483647 },
      isbn: { type: ['string', 'null'], maxLength: 20 },
      title: { type: 'string', maxLength: 100 },
      pubYear: { type: 'integer', minimum: -2147483648, maximum: 2147483647 },
      authorId: { type: 'integer', minimum: -2147483648, maximum: 2147483647 }
    },
    required: ['title', 'pubYear', 'authorId']
  })
  t.strictSame(schemaOf(doc.paths['/books/{id}'].put.requestBody), body, 'PUT takes the same whole record')
  const { required, ...patch } = body
  t.strictSame(schemaOf(doc.paths['/books/{id}'].patch.requestBody), patch, 'PATCH requires nothing')
  t.equal(doc.paths['/books/{id}'].get.requestBody, undefined)
  t.equal(doc.paths['/books/{id}'].delete.requestBody, undefined)

  const users = schemaOf(doc.paths['/users'].post.requestBody)
  t.strictSame(Object.keys(users.properties), ['id', 'username', 'password', 'email', 'isStaff', 'isActive', 'isAccountCurrent', 'dateJoined', 'lastLogin'])
  t.strictSame(users.required, ['username', 'password', 'email'], 'columns with a default are not required')
  t.strictSame(users.properties.dateJoined, { type: 'string', format: 'date' })
  t.equal(users.properties.password.writeOnly, true)
  const jobs = schemaOf(doc.paths['/api/v2/jobs'].post.requestBody)
  t.strictSame(jobs.required, ['ownerId', 'orderId'], 'a server default (startedAt) is not required either')
})

eachDatabase(t, 'response bodies: the record with its relationships, the collection object, the afterCommit replacement', async (t, { url }) => {
  const { app } = await openApp(t, url)
  const doc: Doc = (await call(app, 'GET', '/openapi.json')).body
  const author = { id: { type: ['integer', 'null'] }, firstName: { type: 'string' }, lastName: { type: 'string' }, fullName: { type: 'string' } }
  const book = {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      isbn: { type: ['string', 'null'] },
      title: { type: 'string' },
      pubYear: { type: 'integer' },
      authorId: { type: 'integer' },
      author: { type: ['object', 'null'], properties: author }
    }
  }
  t.strictSame(schemaOf(doc.paths['/books/{id}'].get.responses['200']), book)
  for (const [operation, code] of [['put', '200'], ['put', '201'], ['patch', '200']]) {
    t.strictSame(schemaOf(doc.paths['/books/{id}'][operation].responses[code]), book, `${operation} ${code}`)
  }
  t.strictSame(schemaOf(doc.paths['/books'].post.responses['201']), book)
  t.strictSame(schemaOf(doc.paths['/books'].get.responses['200']), { type: 'object', properties: { Book: { type: 'array', items: book } } })

  const authors = schemaOf(doc.paths['/authors/{id}'].get.responses['200'])
  t.strictSame(Object.keys(authors.properties), ['id', 'firstName', 'lastName', 'fullName', 'books'])
  t.strictSame(authors.properties.books.type, 'array')
  t.strictSame(Object.keys(authors.properties.books.items.properties), ['id', 'isbn', 'title', 'pubYear', 'authorId'], 'no back-reference')
  t.strictSame(schemaOf(doc.paths['/users/{id}'].get.responses['200']).properties.password, { type: 'null' }, 'a write-only column is never sent back')

  const orders = doc.paths['/api/v2/orders']
  const job = { type: 'object', properties: { id: { type: 'integer' }, startedAt: { type: 'string' }, statusId: { type: ['integer', 'null'] } } }
  t.strictSame(Object.keys(orders.post.responses).sort(), ['201', '2XX', '400', '409', '415'])
  t.strictSame(schemaOf(orders.post.responses['2XX']), job, 'POST documents the Job that afterCommit answers with')
  t.strictSame(schemaOf(doc.paths['/api/v2/orders/{id}'].put.responses['2XX']), job, 'so does PUT')
  t.equal(doc.paths['/api/v2/orders/{id}'].patch.responses['2XX'], undefined, 'PATCH answers the Order')
  t.strictSame(Object.keys(schemaOf(doc.paths['/api/v2/orders/{id}'].get.responses['200']).properties),
    ['id', 'ownerId', 'description', 'orderedAt', 'statusId', 'jobs'])

  const collection = doc.paths['/books'].get.parameters.map((parameter: Doc) => `${parameter.in}:${parameter.name}`)
  for (const name of ['orderBy', 'maxPageSize', 'offset', 'count', 'debug']) t.ok(collection.includes(`query:${name}`), `the collection documents ${name}`)
})

eachDatabase(t, 'the document describes what the routes answer', async (t, { url }) => {
  const { app } = await openApp(t, url)
  const doc: Doc = (await call(app, 'GET', '/openapi.json')).body
  const posted = await call(app, 'POST', '/authors', { firstName: 'Ann', lastName: 'Lee' })
  t.equal(posted.status, 201)
  t.strictSame(Object.keys(posted.body), Object.keys(schemaOf(doc.paths['/authors'].post.responses['201']).properties))
  const listed = await call(app, 'GET', '/authors')
  t.strictSame(Object.keys(listed.body.Author[0]), Object.keys(schemaOf(doc.paths['/authors'].get.responses['200']).properties.Author.items.properties))
  const refused = await call(app, 'GET', '/authors?nope=1')
  t.equal(refused.status, 400)
  t.ok(doc.paths['/authors'].get.responses[String(refused.status)], 'the collection\'s 400 is documented')
  const missing = await call(app, 'DELETE', '/authors/9')
  t.ok(doc.paths['/authors/{id}'].delete.responses[String(missing.status)], 'DELETE\'s 404 is documented')
})
