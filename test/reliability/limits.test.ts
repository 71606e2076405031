// Limits: a body over Fastify's bodyLimit is 413 `{message}`; over-long URLs and too many
// parameters are 4xx, never 500 (in process, and over real HTTP where Node's own header limit
// applies first); the page-size cap holds whatever the client asks.
import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import t from 'tap'
import { Author } from '../../examples/models.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { digest, openApp } from './harness.ts'

const BODY_LIMIT = 1024 * 1024 // Fastify's default bodyLimit

/** One raw HTTP exchange, so that the client sets nothing on its own (no length, chunked bodies). */
async function raw (port: number, method: string, path: string, headers: Record<string, string>, body?: string | string[]):
Promise<{ status: number, body: string }> {
  return await new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, response => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => { text += chunk })
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }))
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
async function rawGet (port: number, path: string): Promise<number> {
  return await new Promise((resolve, reject) => {
    let text = ''
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.write(`GET ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\n\r\n`)
    })
    const done = (): void => {
      const match = /^HTTP\/1\.1 (\d{3})/.exec(text)
      if (match === null) reject(new Error(`no answer: ${JSON.stringify(text.slice(0, 100))}`))
      else resolve(Number(match[1]))
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

function bigBody (bytes: number): string {
  return JSON.stringify({ firstName: 'a', lastName: 'b', padding: 'x'.repeat(bytes) })
}

eachDatabase(t, `a body over the bodyLimit (${BODY_LIMIT} bytes) is 413 {message} on every write, and nothing is written`, async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  t.equal((await app.inject({ method: 'POST', url: '/authors', payload: { firstName: 'A', lastName: 'B' } })).statusCode, 201)
  const before = await digest(db)
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
  const body = bigBody(BODY_LIMIT * 2)
  const declared = await raw(port, 'POST', '/authors', { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }, body)
  t.equal(declared.status, 413, 'a declared 2 MiB body is 413')
  t.strictSame(JSON.parse(declared.body), { message: 'Request body is too large' })
  const chunks = Array.from({ length: 40 }, () => 'x'.repeat(64 * 1024))
  const chunked = await raw(port, 'POST', '/authors', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, ['{"firstName":"', ...chunks, '"}'])
  t.equal(chunked.status, 413, 'a chunked 2.5 MiB body is 413')
  t.strictSame(JSON.parse(chunked.body), { message: 'Request body is too large' })
  const lying = await raw(port, 'POST', '/authors', { 'content-type': 'application/json', 'content-length': '10' }, '{"firstName":"a","lastName":"b"}')
  t.ok(lying.status >= 400 && lying.status < 500, `a Content-Length shorter than the body is 4xx (${lying.status})`)
  t.equal(await digest(db), before, 'nothing was written')
})

eachDatabase(t, 'over-long URLs and too many parameters are 4xx, never 500', async (t, { url }) => {
  const { app, db } = await openApp(t, url)
  t.equal((await app.inject({ method: 'POST', url: '/authors', payload: { firstName: 'A', lastName: 'B' } })).statusCode, 201)
  const before = await digest(db)
  const cases: Array<[string, string]> = [
    ['a 100 kB query string value', `/authors?firstName=${'a'.repeat(100_000)}`],
    ['a 100 kB like pattern', `/authors?firstName[like]=${'%25'.repeat(33_000)}`],
    ['a 100 kB parameter name', `/authors?${'a'.repeat(100_000)}=1`],
    ['a 100 kB orderBy', `/authors?orderBy=${'id,'.repeat(33_000)}`],
    ['10 000 unknown parameters', `/authors?${Array.from({ length: 10_000 }, (_, i) => `p${i}=1`).join('&')}`],
    ['10 000 values of one filter', `/authors?${Array.from({ length: 10_000 }, (_, i) => `id=${i}`).join('&')}`],
    ['a 10 000-item in list', `/authors?id[in]=${Array.from({ length: 10_000 }, (_, i) => i).join(',')}`],
    ['20 000 empty parameters', `/authors?${'&'.repeat(20_000)}`],
    ['a 100 kB id', `/authors/${'1'.repeat(100_000)}`],
    ['a 100 kB path', `/${'a'.repeat(100_000)}`],
    ['a 100 kB meta query', `/meta/authors/single?${'get&'.repeat(25_000)}`]
  ]
  for (const [name, path] of cases) {
    const response = await app.inject({ method: 'GET', url: path })
    t.ok(response.statusCode < 500, `${name}: ${response.statusCode}, not a 5xx`)
    if (response.statusCode >= 400) t.type(response.json().message, 'string', 'with a message')
  }
  const many = await app.inject({ method: 'GET', url: `/authors?${Array.from({ length: 10_000 }, (_, i) => `id=${i}`).join('&')}` })
  t.equal(many.statusCode, 400, 'an IN list past 1000 values is refused (docs/query-language.md, limits)')
  t.strictSame(many.json(), { message: 'id[in] may list at most 1000 values' })
  const most = await app.inject({ method: 'GET', url: `/authors?${Array.from({ length: 1000 }, (_, i) => `id=${i}`).join('&')}` })
  t.equal(most.statusCode, 200, 'a 1000-value IN list is a valid query')
  t.strictSame(most.json().Author.map((author: { id: number }) => author.id), [1])

  // Over real HTTP, Node's own limit on the request head (16 kB) answers first, still a 4xx.
  await app.listen({ host: '127.0.0.1', port: 0 })
  const { port } = app.server.address() as { port: number }
  for (const [name, path] of cases) {
    const status = await rawGet(port, path)
    t.ok(status >= 400 && status < 500, `over HTTP, ${name}: ${status}`)
  }
  t.equal(await rawGet(port, `/authors?${Array.from({ length: 1000 }, (_, i) => `id=${i}`).join('&')}`), 200,
    'a 1 000-value filter (the list limit) that fits the head limit is answered')
  t.equal(await digest(db), before, 'nothing changed')
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
  for (const query of ['maxPageSize=0', 'maxPageSize=-1', 'maxPageSize=1e6', 'maxPageSize=9999999999999999', 'maxPageSize=1&maxPageSize=2',
    'maxPageSize=', 'maxPageSize=abc', 'offset=-1', 'offset=1.5']) {
    const response = await app.inject({ method: 'GET', url: `/authors?${query}` })
    t.equal(response.statusCode, 400, `${query} is 400`)
    t.type(response.json().message, 'string')
  }
})
