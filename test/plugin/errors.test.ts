// The error catalogue of lib/errors.ts, pinned; and unexpected errors (a hook that throws) as a
// bare 500 that tells the client nothing, with the details in the log only.
import t from 'tap'
import Fastify from 'fastify'
import { Column, DB, dbConfig, defineModel, errors } from '../../lib/index.ts'
import type { HookQuery } from '../../lib/index.ts'
import modelResources, { CollectionModelResource, ModelResource, type CommitHook, type Data, type HookReturn } from '../../plugin/index.ts'
import { Author, Book, BookTag, Tag } from '../../examples/models.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { call, errorLogInto } from '../helpers/http.ts'
import { seedOneBook, snapshot } from '../helpers/state.ts'

type ErrorClass = (new (...args: unknown[]) => Error & { code: string, statusCode?: number }) & { prototype: Error }

/** Every export made by createError (an Error class), by export name. */
function catalogue (): Record<string, ErrorClass> {
  return Object.fromEntries(Object.entries(errors).filter(([, value]) =>
    typeof value === 'function' && value.prototype instanceof Error)) as Record<string, ErrorClass>
}

// The codes and statuses clients and operators rely on: a change here is a deliberate one.
// Configuration errors (thrown at start-up, never during a request) have no HTTP status.
const PINNED: Record<string, [string, number | undefined]> = {
  ValidationFailed: ['FMR_ERR_VALIDATION', 400],
  RecordNotFound: ['FMR_ERR_NOT_FOUND', 404],
  InvalidId: ['FMR_ERR_INVALID_ID', 404],
  Conflict: ['FMR_ERR_CONFLICT', 409],
  IdMismatch: ['FMR_ERR_ID_MISMATCH', 400],
  JsonRequired: ['FMR_ERR_JSON_REQUIRED', 415],
  BadBody: ['FMR_ERR_BAD_BODY', 400],
  BadQuery: ['FMR_ERR_BAD_QUERY', 400],
  HookFailed: ['FMR_ERR_HOOK_FAILED', 400],
  MalformedHookResult: ['FMR_ERR_HOOK_RESULT', 500],
  IdSpaceExhausted: ['FMR_ERR_ID_EXHAUSTED', 409],
  IdSequenceBehind: ['FMR_ERR_ID_SEQUENCE', 409],
  ClientIdRefused: ['FMR_ERR_CLIENT_ID', 400],
  BulkTooLarge: ['FMR_ERR_BULK_SIZE', 413],
  NestedTooLarge: ['FMR_ERR_NESTED_SIZE', 413],
  NotAChild: ['FMR_ERR_NOT_A_CHILD', 400],
  ListCut: ['FMR_ERR_LIST_CUT', 409],
  EventsExpired: ['FMR_ERR_EVENTS_EXPIRED', 410],
  EventsAhead: ['FMR_ERR_EVENTS_AHEAD', 410],
  TooManySubscribers: ['FMR_ERR_SUBSCRIBERS', 503],
  TooManyClientSubscribers: ['FMR_ERR_CLIENT_SUBSCRIBERS', 429],
  DatabaseUnavailable: ['FMR_ERR_DB_UNAVAILABLE', 503],
  OutOfRange: ['FMR_ERR_OUT_OF_RANGE', 400],
  UnknownUriScheme: ['FMR_ERR_URI_SCHEME', undefined],
  UnknownSerialField: ['FMR_ERR_SERIAL_FIELD', undefined],
  WritableKeyHidden: ['FMR_ERR_WRITABLE_KEY', undefined],
  UnknownModel: ['FMR_ERR_UNKNOWN_MODEL', undefined],
  BadRelationship: ['FMR_ERR_RELATIONSHIP', undefined],
  NotBound: ['FMR_ERR_NOT_BOUND', undefined],
  NotCreated: ['FMR_ERR_NOT_CREATED', undefined],
  TableExists: ['FMR_ERR_TABLE_EXISTS', undefined],
  EventsCompositeKey: ['FMR_ERR_EVENTS_KEY', undefined],
  UnsupportedCharset: ['FMR_ERR_CHARSET', 415],
  UnsupportedEncoding: ['FMR_ERR_CONTENT_ENCODING', 415],
  BadChoiceDefault: ['FMR_ERR_CHOICE_DEFAULT', undefined],
  TooManyRecords: ['FMR_ERR_TOO_MANY_RECORDS', 400],
  AnswerTooLarge: ['FMR_ERR_ANSWER_SIZE', 400],
  DriverMissing: ['FMR_ERR_DRIVER_MISSING', undefined],
  NoPrimaryKey: ['FMR_ERR_NO_PRIMARY_KEY', undefined],
  InvalidChoice: ['FMR_ERR_CHOICE', 400],
  BadModelClass: ['FMR_ERR_MODEL_CLASS', undefined],
  BadResource: ['FMR_ERR_RESOURCE', undefined],
  MissingConfigValue: ['FMR_ERR_CONFIG_VALUE', undefined],
  MigrationsPending: ['FMR_ERR_MIGRATIONS_PENDING', 500],
  MigrationFailed: ['FMR_ERR_MIGRATION_FAILED', 500],
  BadCliConfig: ['FMR_ERR_CLI_CONFIG', undefined],
  BulkAfterCommit: ['FMR_ERR_BULK_AFTER_COMMIT', undefined],
  PreconditionFailed: ['FMR_ERR_PRECONDITION_FAILED', 412],
  PreconditionRequired: ['FMR_ERR_PRECONDITION_REQUIRED', 428],
  BadPrecondition: ['FMR_ERR_BAD_PRECONDITION', 400],
  RouteNotFound: ['FMR_ERR_ROUTE_NOT_FOUND', 404],
  MethodNotAllowed: ['FMR_ERR_METHOD_NOT_ALLOWED', 405],
  BodyTooLarge: ['FMR_ERR_BODY_TOO_LARGE', 413],
  BadRequest: ['FMR_ERR_BAD_REQUEST', 400],
  Refused: ['FMR_ERR_REFUSED', 403],
  InternalError: ['FMR_ERR_INTERNAL', 500],
  BadCursor: ['FMR_ERR_BAD_CURSOR', 400],
  WeakCursorKey: ['FMR_ERR_CURSOR_KEY', undefined],
  BadDbOption: ['FMR_ERR_DB_OPTION', undefined],
  BadPluginOption: ['FMR_ERR_PLUGIN_OPTION', undefined],
  RateLimited: ['FMR_ERR_RATE_LIMITED', 429],
  NotReady: ['FMR_ERR_NOT_READY', 503],
  BatchTooLarge: ['FMR_ERR_BATCH_SIZE', 413],
  BadOperation: ['FMR_ERR_BATCH_OPERATION', 400],
  BatchTimeout: ['FMR_ERR_BATCH_TIMEOUT', 503],
  BatchCostlyRead: ['FMR_ERR_BATCH_COSTLY_READ', 400],
  BatchAnswerTooLarge: ['FMR_ERR_BATCH_ANSWER', 413],
  NotAColumn: ['FMR_ERR_COLUMN', undefined],
  SchemaDrift: ['FMR_ERR_SCHEMA_DRIFT', undefined],
  DatabaseMissing: ['FMR_ERR_DATABASE_MISSING', undefined],
  DatabaseUnreachable: ['FMR_ERR_DB_CONNECT', undefined],
  MigrationDialect: ['FMR_ERR_MIGRATION_DIALECT', undefined],
  MigrationsMisplaced: ['FMR_ERR_MIGRATIONS_FOLDER', undefined],
  NoneMatchFailed: ['FMR_ERR_NONE_MATCH_FAILED', 412],
  BadDateTimePrecision: ['FMR_ERR_DATETIME_PRECISION', undefined],
  QueryTimeout: ['FMR_ERR_QUERY_TIMEOUT', 503],
  BadKey: ['FMR_ERR_KEY', undefined],
  BadSearchField: ['FMR_ERR_SEARCH_FIELD', undefined]
}

t.test('every error made by createError has a unique FMR_ERR_ code', async t => {
  const made = catalogue()
  t.ok(Object.keys(made).length >= Object.keys(PINNED).length, 'the catalogue is found')
  const codes = new Map<string, string>()
  for (const [name, ErrorClass] of Object.entries(made)) {
    const error = new ErrorClass('a', 'b', 'c')
    t.type(error, Error, name)
    t.match(error.code, /^FMR_ERR_[A-Z0-9_]+$/, `${name}: ${error.code}`)
    t.equal(codes.get(error.code), undefined, `${error.code} is used by ${name} only`)
    codes.set(error.code, name)
    t.equal(typeof error.message, 'string', name)
    t.notOk(error.message.includes('%s'), `${name}: its arguments fill the message`)
  }
  t.equal(codes.size, Object.keys(made).length, 'as many codes as errors')
})

t.test('the catalogue is pinned: names, codes and statuses', async t => {
  const made = catalogue()
  t.strictSame(Object.keys(made).sort(), Object.keys(PINNED).sort(), 'no error added or removed unnoticed')
  for (const [name, [code, status]] of Object.entries(PINNED)) {
    const error = new made[name]('a', 'b', 'c')
    t.equal(error.code, code, name)
    t.equal(error.statusCode, status, `${name}: status`)
  }
  const failure = errors.hookFailure('Go away', 418)
  t.match(failure, { code: 'FMR_ERR_HOOK_FAILED', statusCode: 418, message: 'Go away' }, 'a hook failure carries the hook\'s status')
  t.match(errors.nestedPreconditionRequired('tags.0', 'Tag'), { code: 'FMR_ERR_PRECONDITION_REQUIRED', statusCode: 428, message: /^tags\.0: a Tag is changed only under If-Match/ }, 'a nested record\'s 428 names it')
  t.equal(new errors.RecordNotFound('Book', 999).message, 'Book with id 999 not found')
  t.equal(new errors.JsonRequired().message, 'JSON format is required')
})

t.test('configuration mistakes of defineModel() and dbConfig() are catalogued errors with a TypeError base', async t => {
  const noKey = (() => { try { defineModel({ name: 'Keyless', columns: { title: Column.String(10) } }) } catch (error) { return error } })()
  t.type(noKey, errors.NoPrimaryKey)
  t.type(noKey, TypeError)
  t.match(noKey, { code: 'FMR_ERR_NO_PRIMARY_KEY', message: 'Keyless has no primary key column' })
  const missing = (() => { try { dbConfig('postgresql://{user}@{host}/x', { user: 'ann' }) } catch (error) { return error } })()
  t.type(missing, errors.MissingConfigValue)
  t.type(missing, TypeError)
  t.match(missing, { code: 'FMR_ERR_CONFIG_VALUE', message: 'dbConfig: no value for {host} in "postgresql://{user}@{host}/x"' })
})

t.test('a modelClass that does not extend Model, and a resources entry that is no resource, are catalogued TypeErrors', async t => {
  class Stranger {}
  const badBase = (() => { try { return new DB('sqlite:///:memory:', { models: [Author, Book, Tag, BookTag], modelClass: Stranger as never }) } catch (error) { return error } })()
  t.type(badBase, errors.BadModelClass)
  t.type(badBase, TypeError)
  t.match(badBase, { code: 'FMR_ERR_MODEL_CLASS', message: 'modelClass Stranger must extend Model' })
  const db = new DB('sqlite:///:memory:', { models: [Author, Book, Tag, BookTag] })
  await db.createAll()
  const app = Fastify({ logger: false })
  t.teardown(async () => { await app.close() })
  await t.rejects(async () => { await app.register(modelResources, { db, resources: [Stranger as never] }) },
    { code: 'FMR_ERR_RESOURCE', message: 'resources must be ModelResource, CollectionModelResource, MetaResource or BatchResource subclasses, not Stranger' })
})

// ---- unexpected errors --------------------------------------------------------------------------

const SECRET = 'password=hunter2 at db.internal:5432'

class Leaky extends Error {
  statusCode = 400
  code = 'E_LEAKY'
}

/** A hook that throws what the `x-throw` header names, or lets the request through. */
function thrower (headers: Record<string, unknown>): void {
  switch (headers['x-throw']) {
    case 'error': throw new Error(SECRET)
    case 'type': throw new TypeError(SECRET)
    case 'status': throw new Leaky(SECRET)
    case 'string': throw SECRET
  }
}

class ThrowingBooks extends ModelResource {
  static override modelClass = Book
  override processGetInput (query: HookQuery, data: Data): HookReturn { thrower(this.request.headers); return { status: true, query, data } }
  override async processPostInput (data: Data): Promise<never> {
    await new Promise(resolve => setTimeout(resolve, 1))
    throw new Error(SECRET)
  }

  override processPutInput (query: HookQuery, data: Data): HookReturn { thrower(this.request.headers); return { status: true, query, data } }
  override processDeleteInput (query: HookQuery): HookReturn { thrower(this.request.headers); return { status: true, query } }
}

const explode: CommitHook<ModelResource> = () => { throw new Error(SECRET) }

class ExplodingAuthors extends ModelResource {
  static override modelClass = Author
  static override beforeCommit = { post: explode, patch: explode }
  static override afterCommit = { delete: explode }
}

class ThrowingCollection extends CollectionModelResource {
  static override modelClass = Book
  override processGetInput (): HookReturn { throw new Error(SECRET) }
}

eachDatabase(t, 'an error thrown in a hook is 500 {"message":"Internal Server Error"}, with nothing leaked and nothing written', async (t, { url }) => {
  const lines: Array<Record<string, any>> = []
  const logger = errorLogInto(lines)
  const { app, db } = await openApp(t, url, { resources: [ThrowingBooks, ExplodingAuthors, { resource: ThrowingCollection, urls: ['/throwing-books'] }], logger })
  await seedOneBook(db)
  const before = await snapshot(db)

  const requests: Array<[string, string, unknown, Record<string, string>]> = [
    ['GET', '/books/1', undefined, { 'x-throw': 'error' }],
    ['GET', '/books/1', undefined, { 'x-throw': 'type' }],
    ['GET', '/books/1', undefined, { 'x-throw': 'status' }],
    ['GET', '/books/1', undefined, { 'x-throw': 'string' }],
    ['POST', '/books', { title: 'T', pubYear: 1, authorId: 1 }, {}],
    ['PUT', '/books/1', { title: 'T', pubYear: 1, authorId: 1 }, { 'x-throw': 'error' }],
    ['DELETE', '/books/1', undefined, { 'x-throw': 'status' }],
    ['GET', '/throwing-books', undefined, {}],
    ['POST', '/authors', { firstName: 'Bob', lastName: 'Ray' }, {}],
    ['PATCH', '/authors/1', { lastName: 'Changed' }, {}]
  ]
  for (const [method, path, payload, headers] of requests) {
    lines.length = 0
    const res = await call(app, method as 'GET', path, payload, headers)
    const label = `${method} ${path} ${JSON.stringify(headers)}`
    t.equal(res.status, 500, label)
    t.equal(res.text, '{"message":"Internal Server Error"}', label)
    t.notOk(JSON.stringify(res.headers).includes('hunter2'), `${label}: no header tells`)
    t.ok(lines.some(line => JSON.stringify(line).includes('hunter2')), `${label}: the details are in the log`)
  }
  t.strictSame(await snapshot(db), before, 'nothing was written: beforeCommit\'s error rolled its write back')

  // afterCommit runs after the commit: its error is still a bare 500, the delete stands.
  t.equal((await call(app, 'POST', '/books', { title: 'T', pubYear: 1, authorId: 1 })).status, 500)
  const em2 = db.fork()
  const cy = em2.create(Author, { firstName: 'Cy', lastName: 'Dee' } as never) as unknown as { id: number }
  await em2.flush()
  const gone = await call(app, 'DELETE', `/authors/${cy.id}`)
  t.equal(gone.status, 500)
  t.equal(gone.text, '{"message":"Internal Server Error"}')
  t.strictSame((await snapshot(db)).Author, (before as { Author: unknown }).Author, 'the committed delete stands')
  t.equal((await call(app, 'GET', '/books/1')).status, 200, 'the app still serves')
})
