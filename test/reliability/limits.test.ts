// Limits: a body over Fastify's bodyLimit is 413 `{message}`; over-long URLs and too many
// parameters are each answered a pinned 4xx (or a pinned 200 where the query is valid), in process
// and over real HTTP where Node's own header limit (431) applies first; the page-size cap holds
// whatever the client asks.
import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import t from 'tap'
import { Author } from '../../examples/models.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { answerCheck } from '../helpers/checked-fetch.ts'
import { snapshot } from '../helpers/state.ts'

const BODY_LIMIT = 1024 * 1024 // Fastify's default bodyLimit

interface RawAnswer {
  status: number
  headers: Record<string, unknown>
  body: string
}

/** The header fields of a raw answer's head, by lowercase name. */
function headersOf (text: string): Record<string, string> {
  const lines = text.slice(0, text.indexOf('\r\n\r\n')).split('\r\n').slice(1)
  return Object.fromEntries(lines.map(line => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]))
}

/** Checks a raw answer against the document of the server on `port` (test/helpers/checked-fetch.ts). */
async function rawCheck (port: number): Promise<(method: string, path: string, answer: RawAnswer) => RawAnswer> {
  const check = await answerCheck(`http://127.0.0.1:${port}`)
  return (method, path, answer) => {
    check(method, path, { statusCode: answer.status, headers: answer.headers, body: answer.body })
    return answer
  }
}

/** One raw HTTP exchange, so that the client sets nothing on its own (no length, chunked bodies). */
async function raw (port: number, method: string, path: string, headers: Record<string, string>, body?: string | string[]):
Promise<RawAnswer> {
  return await new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, response => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => { text += chunk })
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }))
    })
    req.setTimeout(15_000, () => req.destroy(new Error('timeout')))
    req.on('error', reject)
    for (const chunk of Array.isArray(body) ? body : body === undefined ? [] : [body]) req.write(chunk)
    req.end()
  })
}

/**
 * A GET written straight to the socket. Node answers an over-long request head (431) and closes
 * at once, often before the client has finished writing: the reset is expected, the answer is read.
 */
async function rawGet (port: number, path: string): Promise<RawAnswer> {
  return await new Promise((resolve, reject) => {
    let text = ''
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.write(`GET ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\n\r\n`)
    })
    const done = (): void => {
      const match = /^HTTP\/1\.1 (\d{3})/.exec(text)
      if (match === null) reject(new Error(`no answer: ${JSON.stringify(text.slice(0, 100))}`))
      else resolve({ status: Number(match[1]), headers: headersOf(text), body: text.slice(text.indexOf('\r\n\r\n') + 4) })
    }
    socket.setEncoding('utf8')
    socket.setTimeout(15_000, () => socket.destroy(new Error('timeout')))
    socket.on('data', (chunk: string) => { text += chunk })
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') done()
      else reject(error)
    })
    socket.on('close', done)
  })
}

/** The HTTP parser's refusals (the request never reaches a route), answered by clientErrorHandler. */
const NODE_BAD_REQUEST = { message: 'The request is not valid HTTP' }
const NODE_HEAD_TOO_LARGE = { message: 'The request head is larger than the server accepts' }

const AT_LEAST_1 = 'maxPageSize must be an integer of at least 1'
const PAGE_MESSAGES: Record<string, string> = {
  'maxPageSize=0': AT_LEAST_1,
  'maxPageSize=-1': AT_LEAST_1,
  'maxPageSize=1e6': AT_LEAST_1,
  'maxPageSize=9999999999999999': 'maxPageSize must be an integer of at most 999999999999999',
  'maxPageSize=1&maxPageSize=2': 'maxPageSize may be given once',
  'maxPageSize=': AT_LEAST_1,
  'maxPageSize=abc': AT_LEAST_1,
  'offset=-1': 'offset must be an integer of at least 0',
  'offset=1.5': 'offset must be an integer of at least 0'
}

function bigBody (bytes: number): string {
  return JSON.stringify({ firstName: 'a', lastName: 'b', padding: 'x'.repeat(bytes) })
}

eachDatabase(t, `a body over the bodyLimit (${BODY_LIMIT} bytes) is 413 {message} on every write, and nothing is written`, async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  t.equal((await app.inject({ method: 'POST', url: '/authors', payload: { firstName: 'A', lastName: 'B' } })).statusCode, 201)
  const before = await snapshot(db)
  for (const [method, path] of [['POST', '/authors'], ['PUT', '/authors/1'], ['PATCH', '/authors/1'], ['POST', '/api/v2/orders']] as const) {
    const response = await app.inject({
      method, url: path, payload: bigBody(BODY_LIMIT + 10), headers: { 'content-type': 'application/json', authorization: 'User:1' }
    })
    t.equal(response.statusCode, 413, `${method} ${path} with ${BODY_LIMIT + 10} bytes is 413`)
    t.strictSame(response.json(), { message: 'Request body is too large' }, 'with a message')
  }
  const under = await app.inject({ method: 'POST', url: '/authors', payload: bigBody(BODY_LIMIT - 100), headers: { 'content-type': 'application/json' } })
  t.equal(under.statusCode, 400, 'just under the limit the body is read (and its unknown field refused)')
  t.strictSame(under.json(), { message: [{ padding: 'Unknown field' }] })

  // Over real HTTP: with a Content-Length, and chunked without one (the limit counts as it reads).
  await app.listen({ host: '127.0.0.1', port: 0 })
  const { port } = app.server.address() as { port: number }
  const checked = await rawCheck(port)
  const body = bigBody(BODY_LIMIT * 2)
  const declared = checked('POST', '/authors', await raw(port, 'POST', '/authors', { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }, body))
  t.equal(declared.status, 413, 'a declared 2 MiB body is 413')
  t.strictSame(JSON.parse(declared.body), { message: 'Request body is too large' })
  const chunks = Array.from({ length: 40 }, () => 'x'.repeat(64 * 1024))
  const chunked = checked('POST', '/authors', await raw(port, 'POST', '/authors', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, ['{"firstName":"', ...chunks, '"}']))
  t.equal(chunked.status, 413, 'a chunked 2.5 MiB body is 413')
  t.strictSame(JSON.parse(chunked.body), { message: 'Request body is too large' })
  const lying = checked('POST', '/authors', await raw(port, 'POST', '/authors', { 'content-type': 'application/json', 'content-length': '10' }, '{"firstName":"a","lastName":"b"}'))
  // Node's parser reads the bytes past the declared length as a next request, malformed: Fastify's
  // clientError handler answers it, before the route has read its 10 bytes.
  t.equal(lying.status, 400, 'a Content-Length shorter than the body is 400')
  t.strictSame(JSON.parse(lying.body), NODE_BAD_REQUEST, 'answered {message} by clientErrorHandler')
  t.strictSame(await snapshot(db), before, 'nothing was written')
})

eachDatabase(t, 'over-long URLs and too many parameters are each answered a pinned status and body', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  t.equal((await app.inject({ method: 'POST', url: '/authors', payload: { firstName: 'A', lastName: 'B' } })).statusCode, 201)
  const before = await snapshot(db)
  const stored = { Author: [{ id: 1, firstName: 'A', lastName: 'B', fullName: 'A B', books: [] }] }
  const describeGet = (await app.inject({ method: 'GET', url: '/meta/authors/single?get' })).json()
  const tooMany = { message: 'id[in] may list at most 1000 values' }
  // [name, path, status, body]: the answer in process, where no header limit applies.
  const cases: Array<[string, string, number, unknown]> = [
    ['a 100 kB query string value', `/authors?firstName=${'a'.repeat(100_000)}`, 400,
      { message: 'firstName: The data exceeds the maximum length 50' }],
    ['a 100 kB like pattern', `/authors?firstName[like]=${'%25'.repeat(33_000)}`, 400,
      { message: 'firstName[like]: a pattern may have at most 200 characters' }],
    ['a 100 kB parameter name', `/authors?${'a'.repeat(100_000)}=1`, 400, { message: `${'a'.repeat(100_000)} is not a column in Author` }],
    ['a 100 kB orderBy', `/authors?orderBy=${'id,'.repeat(33_000)}`, 200, stored],
    ['10 000 unknown parameters', `/authors?${Array.from({ length: 10_000 }, (_, i) => `p${i}=1`).join('&')}`, 400,
      { message: 'A query may have at most 100 conditions' }],
    ['10 000 values of one filter', `/authors?${Array.from({ length: 10_000 }, (_, i) => `id=${i}`).join('&')}`, 400, tooMany],
    ['a 10 000-item in list', `/authors?id[in]=${Array.from({ length: 10_000 }, (_, i) => i).join(',')}`, 400, tooMany],
    ['20 000 empty parameters', `/authors?${'&'.repeat(20_000)}`, 200, stored],
    ['a 100 kB id', `/authors/${'1'.repeat(100_000)}`, 414, { message: `'/authors/${'1'.repeat(100_000)}' is exceeding the max param length` }],
    ['a 100 kB path', `/${'a'.repeat(100_000)}`, 404, { message: 'Not found' }],
    ['a 100 kB meta query', `/meta/authors/single?${'get&'.repeat(25_000)}`, 200, describeGet]
  ]
  for (const [name, path, status, body] of cases) {
    const response = await app.inject({ method: 'GET', url: path })
    t.equal(response.statusCode, status, `${name}: ${status}`)
    t.strictSame(response.json(), body, `${name}: its body`)
  }
  const many = await app.inject({ method: 'GET', url: `/authors?${Array.from({ length: 10_000 }, (_, i) => `id=${i}`).join('&')}` })
  t.equal(many.statusCode, 400, 'an IN list past 1000 values is refused (docs/query-language.md, limits)')
  t.strictSame(many.json(), { message: 'id[in] may list at most 1000 values' })
  const most = await app.inject({ method: 'GET', url: `/authors?${Array.from({ length: 1000 }, (_, i) => `id=${i}`).join('&')}` })
  t.equal(most.statusCode, 200, 'a 1000-value IN list is a valid query')
  t.strictSame(most.json().Author.map((author: { id: number }) => author.id), [1])

  // Over real HTTP, Node's own limit on the request head (16 kB) answers first: 431.
  await app.listen({ host: '127.0.0.1', port: 0 })
  const { port } = app.server.address() as { port: number }
  const checked = await rawCheck(port)
  for (const [name, path] of cases) {
    const answer = checked('GET', path, await rawGet(port, path))
    t.equal(answer.status, 431, `over HTTP, ${name}: 431`)
    t.strictSame(JSON.parse(answer.body), NODE_HEAD_TOO_LARGE, 'answered {message} by clientErrorHandler')
  }
  const filter = `/authors?${Array.from({ length: 1000 }, (_, i) => `id=${i}`).join('&')}`
  t.equal(checked('GET', filter, await rawGet(port, filter)).status, 200,
    'a 1 000-value filter (the list limit) that fits the head limit is answered')
  t.strictSame(await snapshot(db), before, 'nothing changed')
  t.equal((await app.inject({ method: 'GET', url: '/authors' })).statusCode, 200, 'and the server still answers')
})

eachDatabase(t, 'the page-size cap holds whatever the client asks', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  const em = db.fork()
  await em.insertMany(Author, Array.from({ length: 1005 }, (_, i) => ({ firstName: `F${i}`, lastName: 'L' })))
  const huge = await app.inject({ method: 'GET', url: '/authors?maxPageSize=1000000' })
  t.equal(huge.statusCode, 200)
  t.equal(huge.json().Author.length, 1000, 'maxPageSize=1000000 returns the resource cap, 1000')
  t.equal(huge.headers.link, '</authors?maxPageSize=1000&offset=1000>; rel="next"', 'and links the next page at the capped size')
  const next = await app.inject({ method: 'GET', url: '/authors?maxPageSize=1000&offset=1000' })
  t.equal(next.json().Author.length, 5, 'the next page holds the rest')
  t.equal(next.headers.link, undefined, 'and no further link')
  for (const query of ['max_page_size=999999999999999', 'maxPageSize=1001', 'maxPageSize=1000000&offset=0']) {
    const response = await app.inject({ method: 'GET', url: `/authors?${query}` })
    t.equal(response.json().Author.length, 1000, `${query}: at most 1000`)
  }
  t.equal((await app.inject({ method: 'GET', url: '/authors' })).json().Author.length, 100, 'the default page is 100')
  const debug = await app.inject({ method: 'GET', url: '/authors?maxPageSize=1000000&debug=true' })
  t.equal(debug.json().pageConfigs.maxPageSize, 1000, 'debug shows the capped size')
  for (const query of Object.keys(PAGE_MESSAGES)) {
    const response = await app.inject({ method: 'GET', url: `/authors?${query}` })
    t.equal(response.statusCode, 400, `${query} is 400`)
    t.strictSame(response.json(), { message: PAGE_MESSAGES[query] }, `${query} says why`)
  }
})
