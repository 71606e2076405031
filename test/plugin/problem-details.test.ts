// Problem details on request (extensions §5): with `Accept: application/problem+json` every error
// answer is an RFC 9457 body of that content type; without it the contract's `{message}` stays.
import t from 'tap'
import { ModelResource, type CommitHook } from '../../plugin/index.ts'
import { Book } from '../../examples/models.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { call, errorLogInto } from '../helpers/http.ts'
import { seedOneBook, snapshot } from '../helpers/state.ts'

const ASK = { accept: 'application/problem+json' }
const PROBLEM = 'application/problem+json'

function problem (status: number, title: string, code: string, detail: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { type: 'about:blank', title, status, detail, code, ...extra }
}

eachDatabase(t, 'a validation failure lists every problem by wire name; without the Accept, the contract list', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  await seedOneBook(db)
  const before = await snapshot(db)
  const body = { title: 'x'.repeat(101), pub_year: 'soon', colour: 'red' }
  const asked = await call(app, 'POST', '/books', body, ASK)
  t.equal(asked.status, 400)
  t.equal(asked.headers['content-type'], PROBLEM)
  t.strictSame(asked.body, problem(400, 'Bad Request', 'FMR_ERR_VALIDATION', 'The request body failed validation', {
    errors: [
      { field: 'title', message: 'The data exceeds the maximum length 100' },
      { field: 'pubYear', message: 'The value soon is not a valid integer' },
      { field: 'colour', message: 'Unknown field' },
      { field: 'authorId', message: 'The field is required' }
    ]
  }))
  const plain = await call(app, 'POST', '/books', body)
  t.equal(plain.status, 400)
  t.equal(plain.headers['content-type'], 'application/json; charset=utf-8')
  // The body's keys are camelCase before the screen and hooks see it: `pub_year` is named by its wire name.
  t.strictSame(plain.body, { message: [
    { title: 'The data exceeds the maximum length 100' },
    { pubYear: 'The value soon is not a valid integer' },
    { colour: 'Unknown field' },
    { missing_columns: ['author_id'] }
  ] })
  t.strictSame(await snapshot(db), before, 'nothing written')
})

eachDatabase(t, 'every error status of the example API answers problem details when asked', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  await seedOneBook(db)
  await call(app, 'POST', '/users', { username: 'ann', password: 'pw', email: 'ann@example.com' })
  const tag = (await call(app, 'GET', '/books/1')).headers.etag as string
  await call(app, 'PATCH', '/books/1', { title: 'Changed' })
  const cases: Array<[string, () => Promise<{ status: number, headers: Record<string, unknown>, body: any }>, Record<string, unknown>]> = [
    ['record 404', async () => await call(app, 'GET', '/books/9', undefined, ASK),
      problem(404, 'Not Found', 'FMR_ERR_NOT_FOUND', 'Book with id 9 not found')],
    ['invalid id 404', async () => await call(app, 'GET', '/books/abc', undefined, ASK),
      problem(404, 'Not Found', 'FMR_ERR_INVALID_ID', 'abc is not a valid id of Book')],
    ['unknown path 404', async () => await call(app, 'GET', '/nowhere', undefined, ASK),
      problem(404, 'Not Found', 'FMR_ERR_ROUTE_NOT_FOUND', 'Not found')],
    ['method not answered 405', async () => await call(app, 'DELETE', '/books', undefined, ASK),
      problem(405, 'Method Not Allowed', 'FMR_ERR_METHOD_NOT_ALLOWED', 'DELETE is not answered at /books: it answers GET, POST')],
    ['bad filter 400', async () => await call(app, 'GET', '/books?colour=red', undefined, ASK),
      problem(400, 'Bad Request', 'FMR_ERR_BAD_QUERY', 'colour is not a column in Book')],
    ['conflict 409', async () => await call(app, 'POST', '/users', { username: 'bob', password: 'pw', email: 'ann@example.com' }, ASK),
      problem(409, 'Conflict', 'FMR_ERR_CONFLICT', 'A User with this email already exists')],
    ['stale If-Match 412', async () => await call(app, 'PATCH', '/books/1', { title: 'Lost' }, { ...ASK, 'if-match': tag }),
      problem(412, 'Precondition Failed', 'FMR_ERR_PRECONDITION_FAILED', 'The record was changed since it was read (or does not exist): its ETag does not match If-Match')],
    ['malformed If-Match 400', async () => await call(app, 'DELETE', '/books/1', undefined, { ...ASK, 'if-match': 'x' }),
      problem(400, 'Bad Request', 'FMR_ERR_BAD_PRECONDITION', 'The If-Match header is not "*" or a list of entity tags')],
    ['body too large 413', async () => await call(app, 'POST', '/books', JSON.stringify({ title: 'x'.repeat(1_100_000) }), { ...ASK, 'content-type': 'application/json' }),
      problem(413, 'Payload Too Large', 'FMR_ERR_BODY_TOO_LARGE', 'Request body is too large')],
    ['not JSON 415', async () => await call(app, 'POST', '/books', 'title=x', { ...ASK, 'content-type': 'text/plain' }),
      problem(415, 'Unsupported Media Type', 'FMR_ERR_JSON_REQUIRED', 'JSON format is required')],
    ['bad JSON 400', async () => await call(app, 'POST', '/books', '{"title": ', { ...ASK, 'content-type': 'application/json' }),
      problem(400, 'Bad Request', 'FMR_ERR_BAD_BODY', 'Body is not valid JSON but content-type is set to \'application/json\'')],
    ['malformed URL 400', async () => await call(app, 'GET', '/books/%zz', undefined, ASK),
      problem(400, 'Bad Request', 'FMR_ERR_BAD_REQUEST', "'/books/%zz' is not a valid url component")],
    ['decorator 401', async () => await call(app, 'GET', '/api/v2/orders/1', undefined, ASK),
      problem(401, 'Unauthorized', 'FMR_ERR_REFUSED', 'Unauthorized User')],
    ['hook refusal 400', async () => await call(app, 'POST', '/api/v2/orders', { ownerId: 2, description: 'x' }, { ...ASK, authorization: 'User:1' }),
      problem(400, 'Bad Request', 'FMR_ERR_HOOK_FAILED', 'The user id does not match the owner id')],
    ['hook refusal 404', async () => await call(app, 'GET', '/api/v2/orders/1', undefined, { ...ASK, authorization: 'User:x' }),
      problem(404, 'Not Found', 'FMR_ERR_HOOK_FAILED', 'Not found')]
  ]
  for (const [name, send, expected] of cases) {
    const answer = await send()
    t.equal(answer.status, expected.status, name)
    t.equal(answer.headers['content-type'], PROBLEM, `${name}: content type`)
    t.strictSame(answer.body, expected, name)
  }
  t.equal((await call(app, 'GET', '/books/1')).body.title, 'Changed', 'no refused write changed the book')
})

const refuseAfter: CommitHook<ModelResource> = () => [false, 'Published books are read-only here', 403]
const failing: CommitHook<ModelResource> = () => { throw new Error('secret detail') }
class AfterCommitBooks extends ModelResource.of(Book, {
  afterCommit: { patch: refuseAfter }, beforeCommit: { delete: failing }, requireIfMatch: true, statuses: { patch: { 403: 'Published books are read-only here' } }
}) {}

eachDatabase(t, "afterCommit refusals, 428, 500 and 503 as problem details; a 500's detail says nothing", async (t, { url }) => {
  const lines: Array<Record<string, any>> = []
  const { app, db } = await openApp(t, url, { resources: [AfterCommitBooks], logger: errorLogInto(lines), db: { busyTimeout: 50 } })
  await seedOneBook(db)
  const tag = (await call(app, 'GET', '/books/1')).headers.etag as string
  const refused = await call(app, 'PATCH', '/books/1', { title: 'New' }, { ...ASK, 'if-match': tag })
  t.equal(refused.status, 403)
  t.equal(refused.headers['content-type'], PROBLEM)
  t.strictSame(refused.body, problem(403, 'Forbidden', 'FMR_ERR_HOOK_FAILED', 'Published books are read-only here'))
  const plain = await call(app, 'PATCH', '/books/1', { title: 'Newer' }, { 'if-match': '*' })
  t.strictSame([plain.status, plain.body], [403, { message: 'Published books are read-only here' }], 'without the Accept')

  const required = await call(app, 'PUT', '/books/1', { title: 'X', pubYear: 1, authorId: 1 }, ASK)
  t.equal(required.status, 428)
  t.strictSame(required.body, problem(428, 'Precondition Required', 'FMR_ERR_PRECONDITION_REQUIRED', 'Send If-Match with the ETag of the record as it was read'))

  const crashed = await call(app, 'DELETE', '/books/1', undefined, { ...ASK, 'if-match': '*' })
  t.equal(crashed.status, 500)
  t.strictSame(crashed.body, problem(500, 'Internal Server Error', 'FMR_ERR_INTERNAL', 'Internal Server Error'))
  t.equal(lines.at(-1)?.err?.message, 'secret detail', 'the details go to the log')

  if (db.dialect === 'sqlite') {
    // SQLite's one writer busy past busyTimeout: the write waits no longer.
    let release = (): void => {}
    const held = db.exclusive(async () => { await new Promise<void>(resolve => { release = resolve }) })
    const busy = await call(app, 'POST', '/books', { title: 'Busy', pubYear: 2000, authorId: 1 }, ASK)
    release()
    await held
    t.equal(busy.status, 503)
    t.equal(busy.headers['retry-after'], '1')
    t.strictSame(busy.body, problem(503, 'Service Unavailable', 'FMR_ERR_DB_UNAVAILABLE', 'The database is unavailable, try again later'))
  }
})

eachDatabase(t, 'Accept decides: problem details only when application/problem+json is named and rated at least as high as application/json', async (t, { url }) => {
  const { app } = await openApp(t, url)
  const expectations: Array<[string, boolean]> = [
    ['application/problem+json', true],
    ['application/json;q=0.9, application/problem+json', true],
    ['application/problem+json, application/json', true],
    ['application/json, application/problem+json', true],
    ['text/html, application/problem+json;q=0.8, */*;q=0.5', true],
    ['application/problem+json;q=0.5, application/json', false],
    ['application/problem+json;q=0', false],
    ['application/*', false],
    ['*/*', false],
    ['application/json', false],
    ['application/problem+xml', false]
  ]
  for (const [accept, asked] of expectations) {
    const answer = await call(app, 'GET', '/books/9', undefined, { accept })
    t.equal(answer.status, 404, accept)
    t.strictSame(answer.body, asked ? problem(404, 'Not Found', 'FMR_ERR_NOT_FOUND', 'Book with id 9 not found') : { message: 'Book with id 9 not found' }, accept)
  }
  const none = await call(app, 'GET', '/books/9')
  t.strictSame(none.body, { message: 'Book with id 9 not found' }, 'no Accept')
  const success = await call(app, 'POST', '/authors', { firstName: 'A', lastName: 'B' }, ASK)
  t.equal(success.status, 201, 'a success is unchanged')
  t.equal(success.headers['content-type'], 'application/json; charset=utf-8')
})
