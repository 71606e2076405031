// Prometheus metrics (plugin option `metrics`): request durations labelled by route pattern, never
// by URL; the runner's statements; PostgreSQL's pool; a scrape that the application can refuse.
import t from 'tap'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { documented } from '../../plugin/index.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { kReader } from '../../lib/symbols.ts'
import { poolUsage } from '../../lib/db/pool-usage.ts'

/** A GET whose answer is text (the Prometheus format), not JSON. */
async function scrape (app: FastifyInstance, url = '/metrics', headers: Record<string, string> = {}): Promise<{ status: number, type: unknown, text: string }> {
  const res = await app.inject({ method: 'GET', url, headers })
  return { status: res.statusCode, type: res.headers['content-type'], text: res.body }
}

/** The sample lines of a metric, `name{labels} value`, by their name and labels. */
function samples (text: string, name: string): Record<string, number> {
  const found: Record<string, number> = {}
  for (const line of text.split('\n')) {
    if (line.startsWith(name + '{') || line.startsWith(name + ' ')) {
      const at = line.lastIndexOf(' ')
      found[line.slice(0, at)] = Number(line.slice(at + 1))
    }
  }
  return found
}

eachDatabase(t, 'request durations are counted per method, route pattern and status; unmatched URLs share one label', async (t, { url }) => {
  const { app } = await openApp(t, url, { plugin: { metrics: { defaultMetrics: false } } })
  await call(app, 'POST', '/authors', { firstName: 'Ann', lastName: 'Lee' })
  for (const path of ['/authors/1', '/authors/1', '/authors/999', '/nothing/here/1', '/nothing/else?x=1']) await call(app, 'GET', path)
  const scraped = await scrape(app)
  t.equal(scraped.status, 200)
  t.equal(scraped.type, 'text/plain; version=0.0.4; charset=utf-8')
  t.strictSame(samples(scraped.text, 'http_request_duration_seconds_count'), {
    'http_request_duration_seconds_count{method="POST",route="/authors",status_code="201"}': 1,
    'http_request_duration_seconds_count{method="GET",route="/authors/:id",status_code="200"}': 2,
    'http_request_duration_seconds_count{method="GET",route="/authors/:id",status_code="404"}': 1,
    'http_request_duration_seconds_count{method="GET",route="(unmatched)",status_code="404"}': 2
  })
  t.notMatch(scraped.text, /authors\/1|nothing/, 'no requested URL appears in a label')
  t.match(scraped.text, '# TYPE http_request_duration_seconds histogram')
})

eachDatabase(t, 'the runner\'s statements, and on PostgreSQL the pool, are read at each scrape', async (t, { dialect, url }) => {
  const { app, db } = await openApp(t, url, { plugin: { metrics: { defaultMetrics: false } } })
  await call(app, 'GET', '/books/1')
  await call(app, 'GET', '/authors?count=true')
  const first = (await scrape(app)).text
  t.strictSame(samples(first, 'fmr_db_statements_total'), { 'fmr_db_statements_total{pool="primary"}': db[kReader].runner.executed })
  await call(app, 'GET', '/books/1')
  // A connection is given back to the pg pool a tick after the answer is sent; under load, later.
  // Wait (5 s at most, so a connection never given back still fails) for none to be checked out.
  for (const deadline = Date.now() + 5000; dialect === 'postgresql' && Date.now() < deadline;) {
    const usage = await poolUsage(db)
    if (usage !== undefined && usage.total === usage.idle) break
    await new Promise(resolve => setTimeout(resolve, 20))
  }
  const second = (await scrape(app)).text
  t.strictSame(samples(second, 'fmr_db_statements_total'), { 'fmr_db_statements_total{pool="primary"}': db[kReader].runner.executed })
  t.equal(db[kReader].runner.executed - samples(first, 'fmr_db_statements_total')['fmr_db_statements_total{pool="primary"}'], 1, 'a GET of a missing book is one statement')
  if (dialect === 'postgresql') {
    const usage = await poolUsage(db)
    t.strictSame(samples(second, 'fmr_db_pool_connections'), {
      'fmr_db_pool_connections{pool="primary",state="busy"}': 0,
      'fmr_db_pool_connections{pool="primary",state="idle"}': usage?.idle
    })
    t.ok((usage?.idle ?? 0) >= 1, 'at least the connection the GETs used is open')
    t.strictSame(samples(second, 'fmr_db_pool_waiting'), { 'fmr_db_pool_waiting{pool="primary"}': 0 })
  } else {
    t.strictSame(samples(second, 'fmr_db_pool_connections'), {}, 'SQLite has no pool')
  }
})

eachDatabase(t, 'an onRequest hook protects /metrics; Node\'s own metrics are on by default; the path can change', async (t, { url }) => {
  const token = 'scrape-secret'
  const { app } = await openApp(t, url, {
    plugin: {
      metrics: {
        path: '/internal/metrics',
        onRequest: documented(async (request: FastifyRequest, reply: FastifyReply) => {
          if (request.headers.authorization !== `Bearer ${token}`) return await reply.code(401).send({ message: 'Unauthorized' })
        }, { statuses: { 401: 'No scrape token' }, security: { name: 'ScrapeToken', scheme: { type: 'http', scheme: 'bearer' } } })
      }
    }
  })
  const refused = await scrape(app, '/internal/metrics')
  t.strictSame([refused.status, refused.text], [401, '{"message":"Unauthorized"}'])
  const wrong = await scrape(app, '/internal/metrics', { authorization: 'Bearer nope' })
  t.equal(wrong.status, 401)
  const allowed = await scrape(app, '/internal/metrics', { authorization: `Bearer ${token}` })
  t.equal(allowed.status, 200)
  t.match(allowed.text, /^process_cpu_user_seconds_total \d/m)
  t.equal((await call(app, 'GET', '/metrics')).status, 404)
  const { paths } = (await call(app, 'GET', '/openapi.json')).body
  const get = paths['/internal/metrics'].get
  t.strictSame([Object.keys(get.responses), Object.keys(get.responses['200'].content), get.security], [['200', '401', '431', '500'], ['text/plain'], [{ ScrapeToken: [] }]],
    'the scrape, its refusal and its scheme in the API document, at its path')
})

if (process.env.TEST_DATABASE_URL) {
  t.test('a process opens at most 10 PostgreSQL connections, however many requests arrive at once (docs/deploying.md#connection-pools) [postgresql]', async t => {
    const { databaseUrl } = await import('../helpers/databases.ts')
    const { app, db } = await openApp(t, await databaseUrl(t, 'postgresql'), { plugin: { metrics: { defaultMetrics: false } } })
    let most = 0
    const watch = setInterval(() => { void poolUsage(db).then(usage => { most = Math.max(most, usage?.total ?? 0) }) }, 1)
    const answers = await Promise.all(Array.from({ length: 60 }, async () => (await app.inject('/books?count=true&maxPageSize=5')).statusCode))
    clearInterval(watch)
    t.strictSame([...new Set(answers)], [200])
    t.equal((await poolUsage(db))?.total, 10, 'the pool grew to its size under 60 requests at once')
    t.ok(most <= 10, `never more than 10 open (${most} seen)`)
  })
}

eachDatabase(t, 'the clients that cost the most: two gauges of the top clients by server time, counted as the rate limit counts them', async (t, { url }) => {
  const { app } = await openApp(t, url, {
    plugin: {
      metrics: { defaultMetrics: false, clients: { top: 2 } },
      rateLimit: { max: 100, keyGenerator: request => String(request.headers['x-client'] ?? 'anonymous') }
    }
  })
  // cy's one request comes last, after the first ones compiled what a read needs: 30 requests take longer.
  const sent: Array<[string, number]> = [['ann', 30], ['bo', 30], ['cy', 1]]
  for (const [client, times] of sent) {
    for (let i = 0; i < times; i++) t.equal((await call(app, 'GET', '/books?maxPageSize=5', undefined, { 'x-client': client })).status, 200)
  }
  const text = (await scrape(app)).text
  t.strictSame(samples(text, 'fmr_client_requests'), { 'fmr_client_requests{client="ann"}': 30, 'fmr_client_requests{client="bo"}': 30 }, 'the top 2 by time: 30 requests cost more than one')
  const seconds = samples(text, 'fmr_client_request_seconds')
  t.strictSame(Object.keys(seconds).sort(), ['fmr_client_request_seconds{client="ann"}', 'fmr_client_request_seconds{client="bo"}'])
  t.ok(seconds['fmr_client_request_seconds{client="ann"}'] > 0 && seconds['fmr_client_request_seconds{client="ann"}'] < 30, `ann's time: ${seconds['fmr_client_request_seconds{client="ann"}']} s`)
  t.match(text, '# TYPE fmr_client_request_seconds gauge')
  const off = await openApp(t, url, { plugin: { metrics: { defaultMetrics: false, clients: false } } })
  await call(off.app, 'GET', '/books')
  t.strictSame(samples((await scrape(off.app)).text, 'fmr_client_requests'), {}, 'clients: false leaves them out')
})
