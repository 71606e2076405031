// The example app's /openapi.json: an OpenAPI 3.1 document listing every route with its request
// body, its responses and its error responses, from the same schemas the routes serialize with.
import t from 'tap'
import { article } from '../../plugin/docs/article.ts'
import { ModelResource } from '../../plugin/index.ts'
import { Author, Book, BookTag, Tag } from '../../examples/models.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'

type Doc = Record<string, any>

const WORDS = ['/authors', '/books', '/tags', '/users', '/nodes', '/api/v2/orders', '/api/v2/jobs']

function metaPaths (word: string): string[] {
  const slash = word.lastIndexOf('/')
  return ['single', 'collection'].map(kind => `${word.slice(0, slash)}/meta/${word.slice(slash + 1)}/${kind}`)
}

const MESSAGE = {
  type: 'object',
  required: ['message'],
  properties: { message: { description: 'A text; for validation failures, the list of problems' } }
}

const PROBLEM = {
  type: 'object',
  required: ['type', 'title', 'status', 'detail', 'code'],
  properties: {
    type: { type: 'string', enum: ['about:blank'] },
    title: { type: 'string', description: 'The status\'s phrase' },
    status: { type: 'integer' },
    detail: { type: 'string' },
    code: { type: 'string', description: 'The error\'s stable code, FMR_ERR_* (docs/errors.md)' },
    errors: {
      type: 'array',
      description: 'A validation failure\'s problems, by wire name (nested paths dotted)',
      items: { type: 'object', required: ['field', 'message'], properties: { field: { type: 'string' }, message: { type: 'string' } } }
    }
  }
}

/** Every error answer: `{message}`, or problem details (docs/errors.md), each a named component. */
const ERROR_CONTENT = {
  'application/json': { schema: { $ref: '#/components/schemas/FmrMessage' } },
  'application/problem+json': { schema: { $ref: '#/components/schemas/FmrProblem' } }
}

let current: Doc = {}

/** A schema with its `$ref` (a named component) followed, once. */
function deref (schema: Doc | undefined): Doc {
  const ref: unknown = schema?.$ref
  return typeof ref === 'string' ? current.components.schemas[ref.replace('#/components/schemas/', '')] : schema as Doc
}

/** The JSON schema of a response or request body, its component followed. */
function schemaOf (entry: Doc | undefined): Doc {
  return deref(entry?.content?.['application/json']?.schema)
}

async function documentOf (app: Parameters<typeof call>[0]): Promise<Doc> {
  current = (await call(app, 'GET', '/openapi.json')).body
  return current
}

eachDatabase(t, '/openapi.json is an OpenAPI 3.1 document of every route', async (t, { url }) => {
  const { app } = await openApp(t, url)
  const res = await call(app, 'GET', '/openapi.json')
  t.equal(res.status, 200)
  t.match(res.headers['content-type'], /^application\/json/)
  const doc: Doc = res.body
  t.equal(doc.openapi, '3.1.0')
  t.strictSame(doc.info, { title: 'fastify-model-resources example', version: '1.0.0', license: { name: 'MIT', identifier: 'MIT' } })
  t.strictSame(doc.servers, [{ url: '/' }], 'the server that serves the document')
  const aggregates = ['/books/aggregate', '/api/v2/orders/aggregate']
  // BookTag's key is the pair (bookId, tagId): a path segment for each.
  const links = ['/book-tags', '/book-tags/{bookId}/{tagId}', ...metaPaths('/book-tags')]
  const expected = [...WORDS.flatMap(word => [word, `${word}/{id}`, ...metaPaths(word)]), ...links, ...aggregates, '/batch', '/api/v2/batch', '/books/events', '/api/v2/orders/events'].sort()
  t.strictSame(Object.keys(doc.paths).sort(), expected, 'every resource, collection, aggregate, meta, batch and change-events route; nothing else')
  for (const path of aggregates) {
    t.strictSame(Object.keys(doc.paths[path]), ['get', 'head'], path)
    t.strictSame(Object.keys(doc.paths[path].get.responses).sort(), ['200', '400', '431', '500', '503'].concat(path.startsWith('/api') ? ['401'] : []).sort(), `${path}: its answers`)
  }
  const events = doc.paths['/books/events'].get
  t.strictSame(Object.keys(events.responses[200].content), ['text/event-stream'], 'change events are a text/event-stream')
  t.strictSame(Object.keys(events.responses).sort(), ['200', '400', '410', '429', '431', '500', '503'])
  for (const batch of ['/batch', '/api/v2/batch']) {
    t.strictSame(Object.keys(doc.paths[batch]), ['post'], batch)
    t.strictSame(Object.keys(doc.paths[batch].post.responses).sort(), ['200', '400', '413', '415', '431', '4XX', '500', '503'], `${batch}: its answers`)
  }

  for (const word of WORDS) {
    t.strictSame(Object.keys(doc.paths[word]).sort(), ['get', 'head', 'post'], `${word}: the collection GET (and HEAD) and the single POST`)
    t.strictSame(Object.keys(doc.paths[`${word}/{id}`]).sort(), ['delete', 'get', 'head', 'patch', 'put'], `${word}/{id}`)
    for (const meta of metaPaths(word)) t.strictSame(Object.keys(doc.paths[meta]), ['get', 'head'], meta)
  }
  const link = doc.paths['/book-tags/{bookId}/{tagId}']
  t.strictSame(Object.keys(link).sort(), ['delete', 'get', 'head', 'patch', 'put'], 'a link by both parts of its key')
  t.strictSame(link.delete.parameters.filter((parameter: Doc) => parameter.in === 'path').map((parameter: Doc) => parameter.name), ['bookId', 'tagId'])
})

eachDatabase(t, 'each operation lists its success and error statuses, with the {message} or problem details error body', async (t, { url }) => {
  const { app } = await openApp(t, url)
  const doc: Doc = await documentOf(app)
  t.strictSame(doc.components.schemas.FmrMessage, MESSAGE, 'the {message} body, once')
  t.strictSame(doc.components.schemas.FmrProblem, PROBLEM, 'problem details, once')
  for (const word of ['/authors', '/books', '/users', '/nodes', '/api/v2/jobs']) {
    const item = doc.paths[`${word}/{id}`]
    const collection = doc.paths[word]
    // The owner's resources: a 401 from their decorator, no PUT that creates (ids are the server's).
    const owned = word.startsWith('/api/v2')
    const guard = owned ? ['401'] : []
    const statuses: Array<[Doc, string[], string]> = [
      [collection.get, ['200', '304', '400', ...guard, '412', '431', '500', '503'], 'collection GET'],
      [collection.post, ['201', '400', ...guard, '409', '413', '415', '431', '500', '503'], 'POST'],
      [item.get, ['200', '304', '400', ...guard, '404', '412', '414', '431', '500', '503'], 'GET'],
      [item.put, [...owned ? ['200'] : ['200', '201'], '400', ...guard, '404', '409', '412', '413', '414', '415', '431', '500', '503'], 'PUT'],
      [item.patch, ['200', '400', ...guard, '404', '409', '412', '413', '414', '415', '431', '500', '503'], 'PATCH'],
      // Fastify reads a DELETE's body too (413, 415).
      [item.delete, ['204', '400', ...guard, '404', '409', '412', '413', '414', '415', '431', '500', '503'], 'DELETE']
    ]
    for (const [operation, codes, name] of statuses) {
      t.strictSame(Object.keys(operation.responses).sort(), codes, `${word} ${name}`)
      for (const code of codes.filter(code => code >= '400' && code !== '431')) {
        t.strictSame(operation.responses[code].content, ERROR_CONTENT, `${word} ${name} ${code} is {message} or problem details`)
      }
      // Refused by Node's parser before any route runs: {message} only, no Accept was read.
      t.strictSame(operation.responses['431'].content, { 'application/json': ERROR_CONTENT['application/json'] }, `${word} ${name} 431 is {message}`)
    }
    t.equal(item.delete.responses['204'].description, 'Deleted')
    t.equal(item.delete.responses['204'].content, undefined, 'DELETE answers no body')
    const id = { schema: { type: 'integer' }, example: 1, in: 'path', name: 'id', required: true }
    const ifNoneMatch = { schema: { type: 'string' }, in: 'header', name: 'if-none-match', required: false, description: '"*" or entity tags: 304 when one names the current tag (weak comparison)' }
    const ifMatch = { schema: { type: 'string' }, in: 'header', name: 'if-match', required: false, description: '"*" or entity tags: the write happens only when one is the record\'s current tag (strong comparison), else 412' }
    const readIfMatch = { schema: { type: 'string' }, in: 'header', name: 'if-match', required: false, description: '"*" or entity tags: 412 unless one is the current tag (strong comparison)' }
    const writeIfNoneMatch = { schema: { type: 'string' }, in: 'header', name: 'if-none-match', required: false, description: '"*" (create only) or entity tags: 412, nothing written, when the record exists ("*") or one names its current tag (weak comparison)' }
    // A GET also takes `fields` (extensions §2).
    t.strictSame(item.get.parameters.map((parameter: { name: string, in: string }) => `${parameter.in} ${parameter.name}`), ['query fields', 'path id', 'header if-match', 'header if-none-match'], `${word}: GET's parameters`)
    t.strictSame(item.get.parameters.slice(1), [id, readIfMatch, ifNoneMatch], `${word}: GET's id, If-Match and If-None-Match`)
    for (const operation of [item.put, item.patch, item.delete]) t.strictSame(operation.parameters, [id, ifMatch, writeIfNoneMatch], `${word}: the id, If-Match and If-None-Match`)
    t.ok(collection.get.parameters.some((parameter: Doc) => parameter.in === 'header' && parameter.name === 'if-none-match'), `${word}: the collection's If-None-Match`)
    for (const [operation, status, tag] of [[item.get, '200', 'strong'], [item.get, '304', 'strong'], [item.put, '200', 'strong'], ...owned ? [] : [[item.put, '201', 'strong'] as const],
      [item.patch, '200', 'strong'], [collection.post, '201', 'strong'], [collection.get, '200', 'weak'], [collection.get, '304', 'weak']] as const) {
      t.match(operation.responses[status].headers?.etag?.description, tag === 'strong' ? /^The strong entity tag/ : /^The weak entity tag/, `${word}: ETag of ${status}`)
    }
    t.equal(item.delete.responses['204'].headers, undefined, 'a deletion has no tag')
    t.strictSame(item.get.security, owned ? [{ UserHeader: [] }] : [], `${word}: the decorator's security scheme, or none`)
    t.strictSame(Object.keys(item.head.responses), Object.keys(item.get.responses), `${word}: HEAD answers as GET`)
    t.ok(Object.values(item.head.responses).every((answer: any) => answer.content === undefined), `${word}: HEAD answers no body`)
    t.strictSame(collection.post.responses['503'].headers['retry-after'].schema, { type: 'string' }, `${word}: 503 with Retry-After`)
  }
  t.strictSame(doc.components.securitySchemes, {
    UserHeader: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'User:<user id> (the example scheme: not secure)' }
  }, 'declared by the userRequired decorator')
  const ids = Object.values(doc.paths).flatMap((path: any) => Object.values(path).map((operation: any) => operation.operationId))
  t.equal(new Set(ids).size, ids.length, 'every operation has its own operationId')
  t.ok(Object.values(doc.paths).every((path: any) => Object.values(path).every((operation: any) => typeof operation.summary === 'string')), 'and a summary')
  t.strictSame([doc.paths['/books'].get.operationId, doc.paths['/books'].post.operationId, doc.paths['/books/{id}'].head.operationId], ['listBook', 'createBook', 'headGetBook'])
  for (const word of WORDS) {
    for (const meta of metaPaths(word)) {
      const responses = doc.paths[meta].get.responses
      t.strictSame(Object.keys(responses).sort(), word.startsWith('/api/v2') ? ['200', '400', '401', '431', '500'] : ['200', '400', '431', '500'], meta)
      t.equal(schemaOf(responses['200']).type, 'object')
      t.strictSame(responses['400'].content, ERROR_CONTENT)
    }
  }
})

eachDatabase(t, 'request bodies: every column of the record; required as POST and PUT require, nothing required for PATCH', async (t, { url }) => {
  const { app } = await openApp(t, url)
  const doc: Doc = await documentOf(app)
  const books = doc.paths['/books']
  t.equal(books.post.requestBody.required, true)
  const [ref, bulk] = schemaOf(books.post.requestBody).anyOf
  t.strictSame(ref, { $ref: '#/components/schemas/BookCreate' }, 'a named component')
  t.strictSame(bulk, { type: 'array', items: { $ref: '#/components/schemas/BookBulkCreate' }, maxItems: 1000 }, 'a record, or an array of at most maxBulk records')
  t.strictSame(schemaOf(doc.paths['/authors'].post.requestBody).anyOf, undefined, 'only where bulk is on')
  // As permissive as the screen: integers also as digit strings, null where the column takes it.
  const integer = { anyOf: [{ type: 'integer', minimum: -2147483648, maximum: 2147483647 }, { type: 'string', pattern: '^-?\\d+$' }], examples: [1] }
  // A bulk create's records are the columns alone: the records of a writable relationship come with a single write.
  const columns = {
    title: 'BookBulkCreate',
    type: 'object',
    properties: {
      id: integer,
      isbn: { anyOf: [{ type: 'string', maxLength: 20 }, { type: 'null' }], examples: ['example'] },
      title: { type: 'string', maxLength: 100, examples: ['example'] },
      pubYear: integer,
      authorId: integer,
      // What a GET answered may be sent back: its output-only fields are ignored; any other field is refused.
      author: { readOnly: true, description: 'Output only: ignored when sent' }
    },
    additionalProperties: false,
    required: ['title', 'pubYear', 'authorId'],
    // The body Swagger UI fills in: no id (the path's, or the server's), so it can be sent again.
    examples: [{ isbn: 'example', title: 'example', pubYear: 1, authorId: 1 }]
  }
  t.strictSame(deref(bulk.items), columns)
  // The writable many-to-many Book.tags: at most its limit of records, each a key alone, or a Tag without one.
  const tag = {
    type: 'object',
    properties: { id: integer, name: { type: 'string', maxLength: 40, examples: ['example'] }, books: { readOnly: true, description: 'Output only: ignored when sent' } },
    additionalProperties: false,
    anyOf: [{ type: 'object', required: ['id'] }, { type: 'object', required: ['name'] }]
  }
  const LINKS = 'The Tag records linked to this Book: an id alone links that Tag, an id with fields changes it too, none creates one'
  const tags = { type: 'array', maxItems: 20, description: LINKS, items: tag }
  const body = deref(ref)
  t.strictSame(body, { ...columns, title: 'BookCreate', properties: { ...columns.properties, tags } })
  // @fastify/swagger moves a single body's example to the media type, where Swagger UI reads it too.
  const { examples, ...whole } = body
  // The id of a PUT or PATCH repeats the path's; null stands for it too (the server takes it so).
  const pathId = { anyOf: [...integer.anyOf, { type: 'null' }], examples: [1], description: 'The id of the path, or null (the same)' }
  // In a PUT or PATCH the list is the whole set: the links left out are removed.
  const wholeSet = { ...tags, description: `${LINKS}; the links left out are removed (never the Tag records). Refused (409) while this Book has more than 20` }
  const put = schemaOf(doc.paths['/books/{id}'].put.requestBody)
  t.strictSame({ ...put, title: 'BookCreate', properties: { ...put.properties, id: integer, tags } }, whole, 'PUT takes the same whole record')
  t.strictSame(put.properties.id, pathId, 'its id, or null')
  t.strictSame(put.properties.tags, wholeSet, 'its tags are the whole set')
  t.strictSame(doc.paths['/books/{id}'].put.requestBody.content['application/json'].example, examples[0], 'its example has no id either')
  const { required, ...patch } = whole
  const patched = schemaOf(doc.paths['/books/{id}'].patch.requestBody)
  t.strictSame({ ...patched, title: 'BookCreate', properties: { ...patched.properties, id: integer, tags } }, patch, 'PATCH requires nothing')
  t.strictSame(patched.properties.id, pathId)
  t.strictSame(patched.properties.tags, {
    anyOf: [{ ...wholeSet, description: `${wholeSet.description}: send the change form` }, {
      type: 'object',
      description: 'Links and unlinks some Tag records; the other links stay',
      properties: {
        add: { type: 'array', maxItems: 20, description: 'Tag records to link: an id alone links that Tag, an id with fields changes it too, none creates one', items: tag },
        remove: {
          type: 'array',
          maxItems: 20,
          description: 'Tag records to unlink, each by its id (the records stay)',
          items: { type: 'object', properties: { id: integer }, required: ['id'], additionalProperties: false }
        }
      },
      additionalProperties: false
    }]
  }, 'PATCH takes the whole set or the change form')
  t.strictSame(doc.paths['/books/{id}'].patch.requestBody.content['application/json'].example, examples[0])
  t.strictSame(schemaOf(doc.paths['/api/v2/orders'].post.requestBody).properties.id,
    { type: 'null', description: 'Order ids are chosen by the server: only null (no id) is taken' }, 'no id in a POST where ids are the server\'s, but null')
  // filledByHooks: ['jobs.ownerId']: the Order resource's hook gives a nested job the caller as owner.
  const nestedJob = deref(schemaOf(doc.paths['/api/v2/orders'].post.requestBody)).properties.jobs.items
  t.equal(nestedJob.required, undefined, 'a nested job\'s owner is left to the hook')
  t.strictSame(deref(schemaOf(doc.paths['/api/v2/jobs'].post.requestBody)).required, ['ownerId', 'orderId'], 'a job sent alone names its owner')
  t.equal(doc.paths['/books/{id}'].get.requestBody, undefined)
  t.equal(doc.paths['/books/{id}'].delete.requestBody, undefined)

  const users = schemaOf(doc.paths['/users'].post.requestBody)
  t.strictSame(Object.keys(users.properties), ['id', 'username', 'password', 'email', 'isStaff', 'isActive', 'isAccountCurrent', 'dateJoined', 'lastLogin'])
  t.strictSame(users.required, ['username', 'password', 'email'], 'columns with a default are not required')
  t.strictSame(users.properties.dateJoined, { type: 'string', format: 'date', examples: ['2024-01-31'] })
  t.strictSame(users.properties.lastLogin.examples, ['2024-01-31 12:00:00'], 'a date-time the server takes')
  t.equal(users.properties.password.writeOnly, true)
  const jobs = schemaOf(doc.paths['/api/v2/jobs'].post.requestBody)
  t.strictSame(jobs.required, ['ownerId', 'orderId'], 'a server default (startedAt) is not required either')
})

eachDatabase(t, 'response bodies: the record with its relationships, the collection object, the afterCommit replacement', async (t, { url }) => {
  const { app } = await openApp(t, url)
  const doc: Doc = await documentOf(app)
  const author = { id: { type: ['integer', 'null'] }, firstName: { type: 'string' }, lastName: { type: 'string' }, fullName: { type: 'string', readOnly: true } }
  const book = {
    title: 'Book',
    type: 'object',
    properties: {
      id: { type: 'integer' },
      isbn: { type: ['string', 'null'] },
      title: { type: 'string' },
      pubYear: { type: 'integer' },
      authorId: { type: 'integer' },
      author: { type: ['object', 'null'], properties: author, required: ['id', 'firstName', 'lastName', 'fullName'], readOnly: true },
      tags: {
        type: 'array',
        items: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } }, required: ['id', 'name'] },
        readOnly: true
      }
    },
    required: ['id', 'isbn', 'title', 'pubYear', 'authorId', 'author', 'tags']
  }
  const ref = { $ref: '#/components/schemas/Book' }
  t.strictSame(doc.components.schemas.Book, book, 'one component per record type')
  t.strictSame(doc.paths['/books/{id}'].get.responses['200'].content['application/json'].schema, ref, 'the record itself, not a union a client must narrow')
  const selection = doc.paths['/books/{id}'].get.responses['200']['x-answer-variants']
  t.strictSame(selection.map((variant: Doc) => [variant.parameter, variant.schema.title]), [['fields', 'BookFields']], 'a fields selection is listed beside it')
  t.equal(selection[0].schema.required, undefined, 'a selection shows only the fields it names')
  // A committed write whose read-back failed answers the record as written, its relationships left out.
  const written = { $ref: '#/components/schemas/BookWritten' }
  t.strictSame(doc.components.schemas.BookWritten, { ...book, title: 'BookWritten', required: ['id', 'isbn', 'title', 'pubYear', 'authorId'] })
  for (const [operation, code] of [['put', '200'], ['put', '201'], ['patch', '200']]) {
    t.strictSame(schemaOf(doc.paths['/books/{id}'][operation].responses[code]).anyOf, [ref, written], `${operation} ${code}`)
  }
  const bulk = (item: Doc): Doc => ({ anyOf: [item, { type: 'object', properties: { Book: { type: 'array', items: item } }, required: ['Book'] }] })
  // 1,000 books of a bulk, each with its author and up to 20 tags, could pass maxRecords (10,000).
  t.strictSame(schemaOf(doc.paths['/books'].post.responses['201']).anyOf, [bulk(ref), bulk(written), { $ref: '#/components/schemas/FmrMessage' }],
    'the record, or a bulk\'s records; either as written; or {message} past maxRecords')
  t.equal(doc.paths['/books'].post.responses['201'].description,
    'The created Book, or for an array the created records as {"Book": [records]}; its own fields only, without relationships, when reading it back failed after the commit or its texts would pass maxAnswerBytes; {message} instead when it would hold more than maxRecords records (the write stands)')
  t.strictSame(doc.paths['/books'].post.responses['201'].headers.location.schema, { type: 'string' }, 'Location')
  t.strictSame(doc.paths['/books'].get.responses['200'].content['application/json'].schema, { $ref: '#/components/schemas/BookPage' }, 'a page')
  t.strictSame(doc.paths['/books'].get.responses['200']['x-answer-variants'].map((variant: Doc) => [variant.parameter, variant.value, variant.schema.title]),
    [['fields', undefined, 'BookPageFields'], ['debug', 'true', 'CollectionDebug']], 'a selection\'s page, or debug=true\'s query, beside it')
  t.strictSame(doc.components.schemas.BookPage, { title: 'BookPage', type: 'object', properties: { Book: { type: 'array', items: ref } }, required: ['Book'] })
  t.strictSame(Object.keys(doc.paths['/books'].get.responses['200'].headers).sort(), ['etag', 'link', 'x-total-count'])

  const authors = deref(schemaOf(doc.paths['/authors/{id}'].get.responses['200']))
  t.strictSame(Object.keys(authors.properties), ['id', 'firstName', 'lastName', 'fullName', 'books'])
  t.strictSame(authors.properties.books.type, 'array')
  t.strictSame(Object.keys(authors.properties.books.items.properties), ['id', 'isbn', 'title', 'pubYear', 'authorId', 'tags'], 'no back-reference')
  const users = deref(schemaOf(doc.paths['/users/{id}'].get.responses['200']))
  t.strictSame(users.properties.password, { type: 'null', description: 'Write-only: never in answers' }, 'a write-only column is never sent back')
  t.notOk(users.required.includes('password'))

  const orders = doc.paths['/api/v2/orders']
  const job = {
    title: 'Job',
    type: 'object',
    properties: { id: { type: 'integer' }, startedAt: { type: 'string' }, statusId: { type: ['integer', 'null'] } },
    required: ['id', 'startedAt', 'statusId']
  }
  t.strictSame(Object.keys(orders.post.responses).sort(), ['201', '2XX', '400', '401', '409', '413', '415', '431', '500', '503'])
  t.strictSame(orders.post.responses['2XX'].headers, { location: { schema: { type: 'string' }, description: 'The created record\'s URL' } },
    'a replacement answer carries the created record\'s Location (its 202 sends it), and no tag')
  t.equal(doc.paths['/api/v2/orders/{id}'].put.responses['2XX'].headers, undefined, 'a PUT that never creates sends neither')
  t.strictSame(schemaOf(orders.post.responses['2XX']), job, 'POST documents the Job that afterCommit answers with')
  t.strictSame(schemaOf(doc.paths['/api/v2/orders/{id}'].put.responses['2XX']), job, 'so does PUT')
  t.equal(doc.paths['/api/v2/orders/{id}'].patch.responses['2XX'], undefined, 'PATCH answers the Order')
  t.strictSame(Object.keys(deref(schemaOf(doc.paths['/api/v2/orders/{id}'].get.responses['200'])).properties),
    ['id', 'ownerId', 'description', 'orderedAt', 'statusId', 'jobs'])

  const parameters = doc.paths['/books'].get.parameters as Doc[]
  t.strictSame(parameters.map(parameter => `${parameter.in}:${parameter.name}`), [
    'query:id', 'query:isbn', 'query:title', 'query:pubYear', 'query:authorId', 'query:orderBy', 'query:where', 'query:maxPageSize',
    'query:offset', 'query:count', 'query:debug', 'query:fields', 'query:cursor', 'query:search', 'header:if-match', 'header:if-none-match'
  ], 'one input per column, not one per column and operator')
  const named = (name: string): Doc => parameters.find(parameter => parameter.name === name) ?? {}
  const operators = (name: string): string[] => Object.keys(named(name).schema.anyOf[1].properties)
  t.strictSame(operators('pubYear'), ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'in', 'notin', 'isnull'], 'a number\'s operators, no pattern')
  t.strictSame(operators('title'), ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'in', 'notin', 'isnull', 'like', 'ilike', 'notlike', 'notilike'])
  const pubYear = named('pubYear')
  t.strictSame([pubYear.style, pubYear.explode], ['deepObject', true], 'pubYear[ge]=1970 is the member ge of pubYear')
  t.match(pubYear.description, /^Records whose pubYear equals this value; or by operator: `pubYear\[eq\]` equals the value; .*`pubYear\[ge\]` is greater than or equal to the value/)
  t.equal(named('orderBy').description, 'Columns, - for descending, and paths of single relationships: author.firstName,-isbn,id; -relevance: the best matches of search first', 'help made of the model\'s own fields')
  t.equal(doc.paths['/users'].get.parameters.find((parameter: Doc) => parameter.name === 'fields').description, 'Only these fields, in this order: id,username; or all but some: -username')
})

eachDatabase(t, 'the document describes what the routes answer', async (t, { url }) => {
  const { app } = await openApp(t, url)
  const doc: Doc = await documentOf(app)
  const posted = await call(app, 'POST', '/authors', { firstName: 'Ann', lastName: 'Lee' })
  t.equal(posted.status, 201)
  t.strictSame(Object.keys(posted.body), Object.keys(deref(schemaOf(doc.paths['/authors'].post.responses['201']).anyOf[0]).properties))
  const listed = await call(app, 'GET', '/authors')
  t.strictSame(Object.keys(listed.body.Author[0]), Object.keys(deref(deref(schemaOf(doc.paths['/authors'].get.responses['200'])).properties.Author.items).properties))
  const refused = await call(app, 'GET', '/authors?nope=1')
  t.equal(refused.status, 400)
  t.ok(doc.paths['/authors'].get.responses[String(refused.status)], 'the collection\'s 400 is documented')
  const missing = await call(app, 'DELETE', '/authors/9')
  t.ok(doc.paths['/authors/{id}'].delete.responses[String(missing.status)], 'DELETE\'s 404 is documented')
})

class GuardedBooks extends ModelResource.of(Book, { requireIfMatch: true }) {}

eachDatabase(t, 'a resource with requireIfMatch documents If-Match as required (a PUT: unless If-None-Match is *), and its 428', async (t, { url }) => {
  const { app } = await openApp(t, url, { models: [Author, Book, Tag, BookTag], resources: [GuardedBooks] })
  const doc: Doc = await documentOf(app)
  for (const method of ['put', 'patch', 'delete']) {
    const operation = doc.paths['/books/{id}'][method]
    const ifMatch = operation.parameters.find((parameter: Doc) => parameter.name === 'if-match')
    t.equal(ifMatch.required, method !== 'put', `${method}: If-Match required${method === 'put' ? ' unless the PUT is create-only' : ''}`)
    if (method === 'put') t.match(ifMatch.description, /required unless If-None-Match is "\*"$/)
    t.strictSame(operation.responses['428'].content, ERROR_CONTENT, `${method}: 428`)
  }
  t.equal(doc.paths['/books/{id}'].get.responses['428'], undefined, 'GET is never a 428')
  const refused = await call(app, 'DELETE', '/books/1')
  t.equal(refused.status, 428, 'as the route answers')
})

t.test('summaries say "a User", "an Order": the article goes by the name\'s sound', async t => {
  const { app } = await openApp(t, 'sqlite:///:memory:')
  const doc: Doc = await documentOf(app)
  t.equal(doc.paths['/users'].post.summary, 'Create a User')
  t.equal(doc.paths['/users/{id}'].put.summary, 'Replace a User')
  t.equal(doc.paths['/api/v2/orders'].post.summary, 'Create an Order')
  t.equal(doc.paths['/authors'].post.summary, 'Create an Author')
  t.strictSame(['Unit', 'Update', 'Item', 'European', 'Umbrella', 'Book'].map(name => `${article(name)} ${name}`),
    ['a Unit', 'an Update', 'an Item', 'a European', 'an Umbrella', 'a Book'])
})

t.test('Swagger UI reads the document without the HEAD twins, and with angle brackets as text; /openapi.json keeps both as they are', async t => {
  const { app } = await openApp(t, 'sqlite:///:memory:')
  const served: Doc = await documentOf(app)
  const shown = await call(app, 'GET', '/docs/json')
  t.equal(shown.status, 200)
  const ui: Doc = shown.body
  const methods = (doc: Doc): string[] => [...new Set(Object.values(doc.paths as Record<string, Doc>).flatMap(item => Object.keys(item)))].sort()
  t.strictSame(methods(served), ['delete', 'get', 'head', 'patch', 'post', 'put'])
  t.strictSame(methods(ui), ['delete', 'get', 'patch', 'post', 'put'])
  t.equal(served.paths['/books/{id}'].get.responses['200'].headers.etag.description, 'The strong entity tag of the record as its GET shows it ("<digest>")')
  t.equal(ui.paths['/books/{id}'].get.responses['200'].headers.etag.description, 'The strong entity tag of the record as its GET shows it ("&lt;digest&gt;")', 'Markdown shows the brackets, where it took "<digest>" for a tag')
  t.equal(ui.paths['/api/v2/orders'].post.responses['401'].description.split(' (')[0], 'No Authorization header of the form User:&lt;id&gt;')
  t.equal(ui.paths['/books'].get.parameters.find((parameter: Doc) => parameter.name === 'pubYear').description, served.paths['/books'].get.parameters.find((parameter: Doc) => parameter.name === 'pubYear').description, 'code spans are left as they are')
})
