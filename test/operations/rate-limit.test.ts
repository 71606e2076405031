// Rate limiting (plugin option `rateLimit`): per client address or the application's key, 429
// `{message}` with Retry-After, nothing written past the limit; counts shared through Redis by
// two real processes; a Redis outage does not take the API down.
import t from 'tap'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Redis } from 'ioredis'
import { Author } from '../../examples/models.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { snapshot } from '../helpers/state.ts'
import { freePort, startExample, type StartedExample } from '../helpers/example-server.ts'
import { withRedis } from '../helpers/services.ts'
import { countOf } from '../helpers/state.ts'

const LIMITED = { message: 'Too many requests, retry in 1 minute' }

eachDatabase(t, 'past `max` requests a client gets 429 {message} with Retry-After, and its writes are not made', async (t, { url }) => {
  const { app, db } = await openApp(t, url, { plugin: { rateLimit: { max: 2 }, health: true, metrics: true } })
  const first = await call(app, 'POST', '/authors', { firstName: 'Ann', lastName: 'Lee' })
  t.strictSame([first.status, first.headers['x-ratelimit-limit'], first.headers['x-ratelimit-remaining']], [201, '2', '1'])
  t.equal((await call(app, 'GET', '/authors/1')).status, 200)
  const before = await snapshot(db)
  const refused = await call(app, 'POST', '/authors', { firstName: 'Bo', lastName: 'Ng' })
  t.strictSame([refused.status, refused.body, refused.text], [429, LIMITED, JSON.stringify(LIMITED)])
  t.strictSame([refused.headers['retry-after'], refused.headers['x-ratelimit-remaining'], refused.headers['content-type']], ['60', '0', 'application/json; charset=utf-8'])
  t.strictSame(await snapshot(db), before, 'nothing written')
  const read = await call(app, 'GET', '/meta/authors/single')
  t.strictSame([read.status, read.body], [429, LIMITED], 'every resource route counts')
  t.equal((await call(app, 'GET', '/health')).status, 200, '/health is not limited')
  t.equal((await call(app, 'GET', '/ready')).status, 200, '/ready is not limited')
  t.equal((await app.inject('/metrics')).statusCode, 200, '/metrics is not limited')
  const document = await call(app, 'GET', '/openapi.json')
  t.equal(document.status, 200, 'the API document is not limited')
  const { paths } = document.body
  t.ok(paths['/authors'].post.responses['429'] && paths['/meta/authors/single'].get.responses['429'], 'the document: the resources\' routes answer 429')
  t.strictSame(['/health', '/ready', '/metrics'].map(path => paths[path].get.responses['429']), [undefined, undefined, undefined], 'the operations routes never')
  const other = await app.inject({ method: 'GET', url: '/authors/1', remoteAddress: '10.0.0.2' })
  t.equal(other.statusCode, 200, 'another address has a count of its own')
  const spoofed = await app.inject({ method: 'GET', url: '/authors/1', headers: { 'x-forwarded-for': '10.0.0.3' } })
  t.equal(spoofed.statusCode, 429, 'X-Forwarded-For is not trusted unless Fastify\'s trustProxy says so')
})

eachDatabase(t, 'a key function counts per user; IPv6 clients of one /64 share a count', async (t, { url }) => {
  const { app } = await openApp(t, url, {
    plugin: { rateLimit: { max: 1, timeWindow: 60_000, keyGenerator: request => /^User:(\d{1,9})$/.exec(request.headers.authorization ?? '')?.[1] ?? request.ip } }
  })
  const as = (user: string, remoteAddress = '127.0.0.1'): Promise<number> =>
    app.inject({ method: 'GET', url: '/books', headers: { authorization: `User:${user}` }, remoteAddress }).then(res => res.statusCode)
  t.strictSame([await as('1'), await as('1', '10.0.0.9'), await as('2')], [200, 429, 200], 'user 1 is limited from any address, user 2 is not')
  const { app: byAddress } = await openApp(t, url, { plugin: { rateLimit: { max: 1 } } })
  const from = (remoteAddress: string): Promise<number> => byAddress.inject({ method: 'GET', url: '/books', remoteAddress }).then(res => res.statusCode)
  t.strictSame([await from('2001:db8::1'), await from('2001:db8::2'), await from('2001:db8:0:1::1')], [200, 429, 200])
})

eachDatabase(t, 'when Redis cannot be reached, requests pass instead of failing', async (t, { url }) => {
  const redis = new Redis({ host: '127.0.0.1', port: await freePort(), lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy: () => null })
  t.teardown(() => redis.disconnect())
  const { app } = await openApp(t, url, { plugin: { rateLimit: { max: 1, redis } } })
  const statuses = [await call(app, 'GET', '/books'), await call(app, 'GET', '/books')].map(answer => answer.status)
  t.strictSame(statuses, [200, 200])
})

t.test('two example processes with one REDIS_URL share each client\'s count', async t => {
  const service = await withRedis(t)
  const prefix = `fmr-test-${process.pid}-${Date.now()}-`
  const redis = new Redis(service.url)
  t.teardown(async () => {
    const keys = await redis.keys(`${prefix}*`)
    if (keys.length > 0) await redis.del(...keys)
    await redis.quit()
  })
  const dir = mkdtempSync(join(tmpdir(), 'fmr-redis-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const env = { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW: '1 minute', REDIS_URL: service.url, RATE_LIMIT_PREFIX: prefix }
  const a = await startExample(t, dir, env)
  const b = await startExample(t, dir, env)
  // Each harness read the document as its server started, and the example counts that: forgotten.
  await redis.del(`${prefix}127.0.0.1`)
  const get = async (server: StartedExample): Promise<number> => (await server.fetch(`${server.base}/books/1`)).status
  t.strictSame([await get(a), await get(b), await get(a)], [200, 200, 200])
  const refused = await b.fetch(`${b.base}/books/1`)
  t.strictSame([refused.status, refused.headers.get('retry-after'), await refused.json()], [429, '60', LIMITED])
  t.equal(await get(a), 429)
  t.strictSame(await redis.keys(`${prefix}*`), [`${prefix}127.0.0.1`])
  t.equal(await redis.get(`${prefix}127.0.0.1`), '5')
})

eachDatabase(t, 'a new window admits the client again', async (t, { url }) => {
  const { app, db } = await openApp(t, url, { plugin: { rateLimit: { max: 1, timeWindow: 300 } } })
  t.equal((await call(app, 'POST', '/authors', { firstName: 'A', lastName: 'B' })).status, 201)
  const refused = await call(app, 'POST', '/authors', { firstName: 'C', lastName: 'D' })
  t.strictSame([refused.status, refused.headers['retry-after'], refused.body], [429, '1', { message: 'Too many requests, retry in 1 second' }])
  await new Promise(resolve => setTimeout(resolve, 400))
  t.equal((await call(app, 'POST', '/authors', { firstName: 'E', lastName: 'F' })).status, 201)
  t.equal(await countOf(db, Author), 2)
})

eachDatabase(t, 'a batch counts as itself and each of its operations; it answers with what they left, and one past the limit fails it', async (t, { url }) => {
  const { app, db } = await openApp(t, url, { plugin: { rateLimit: { max: 8 } } })
  const ops = (n: number) => ({ operations: Array.from({ length: n }, (_item, i) => ({ method: 'POST', path: '/authors', body: { firstName: `A${i}`, lastName: 'B' } })) })
  const batch = await call(app, 'POST', '/batch', ops(3))
  t.strictSame([batch.status, batch.headers['x-ratelimit-limit'], batch.headers['x-ratelimit-remaining']], [200, '8', '4'], 'the batch and its 3 operations: 4 of 8')
  t.equal((await call(app, 'GET', '/authors/1')).headers['x-ratelimit-remaining'], '3', 'the next request goes on from there')
  const before = await snapshot(db)
  const over = await call(app, 'POST', '/batch', ops(3))
  t.strictSame([over.status, over.body, over.headers['retry-after'], over.headers['x-ratelimit-remaining']], [429, { ...LIMITED, operation: 2 }, '60', '0'], 'its third operation is past the limit')
  t.strictSame(await snapshot(db), before, 'nothing of it written')
  t.equal(await countOf(db, Author), 3)
})
