// What the example server (`npm start`) opens to anyone. /metrics names the routes and shows the
// traffic: it is off unless METRICS_TOKEN (then only with the token) or METRICS_PORT (a port of
// its own, on the machine's own address) says otherwise. With a rate limit, requests for the
// OpenAPI document and Swagger UI count like any other (they are the largest answers).
import t, { type Test } from 'tap'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, startExample, type StartedExample } from '../helpers/example-server.ts'

/** The 429's body for the Retry-After it carries: the window's time left, in the header's words. */
const limited = (retryAfter: number): { message: string } =>
  ({ message: `Too many requests, retry in ${retryAfter === 60 ? '1 minute' : `${retryAfter} seconds`}` })

async function started (t: Test, env: Record<string, string>): Promise<StartedExample> {
  const dir = mkdtempSync(join(tmpdir(), 'fmr-ops-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  return await startExample(t, dir, { DATABASE_URL: '', ...env })
}

const status = async (url: string, headers: Record<string, string> = {}): Promise<number> => (await fetch(url, { headers })).status

t.test('without METRICS_TOKEN or METRICS_PORT, /metrics is off, and the log says how to turn it on', async t => {
  const server = await started(t, { LOG_LEVEL: 'info' })
  t.equal(await status(`${server.base}/metrics`), 404)
  t.equal(await status(`${server.base}/health`), 200)
  const document = await (await fetch(`${server.base}/openapi.json`)).json() as { paths: Record<string, unknown> }
  t.notOk('/metrics' in document.paths, 'nor is it in the document')
  t.match(server.stdout(), '/metrics is off: set METRICS_TOKEN, or METRICS_PORT for a port of its own')
})

t.test('with METRICS_TOKEN, /metrics answers only the token', async t => {
  const server = await started(t, { METRICS_TOKEN: 's3cret' })
  t.equal(await status(`${server.base}/metrics`), 401)
  t.equal(await status(`${server.base}/metrics`, { authorization: 'Bearer wrong' }), 401)
  const scraped = await fetch(`${server.base}/metrics`, { headers: { authorization: 'Bearer s3cret' } })
  t.equal(scraped.status, 200)
  t.match(await scraped.text(), /^http_request_duration_seconds_count\{method="GET",route="\/health",status_code="200"\} \d+$/m)
})

t.test('with METRICS_PORT, /metrics is served there alone, on 127.0.0.1, and not on the API\'s port', async t => {
  const port = await freePort()
  const server = await started(t, { METRICS_PORT: String(port) })
  t.equal(await status(`${server.base}/books/1`), 200)
  t.equal(await status(`${server.base}/metrics`), 404, 'not on the API\'s port')
  const scraped = await fetch(`http://127.0.0.1:${port}/metrics`)
  t.strictSame([scraped.status, scraped.headers.get('content-type')], [200, 'text/plain; version=0.0.4; charset=utf-8'])
  t.match(await scraped.text(), /^http_request_duration_seconds_count\{method="GET",route="\/books\/:id",status_code="200"\} 1$/m)
  t.equal(await status(`http://127.0.0.1:${port}/books/1`), 404, 'the metrics port serves nothing else')
})

t.test('with a rate limit, the OpenAPI document and Swagger UI count against it; /health and /ready do not', async t => {
  // The harness reads the document once as the server starts: that is the first of the 4.
  const server = await started(t, { RATE_LIMIT_MAX: '4' })
  const answers = []
  for (const path of ['/openapi.json', '/docs', '/books/1']) {
    const answer = await fetch(server.base + path, { redirect: 'manual' })
    answers.push([path, answer.status < 400, answer.headers.get('x-ratelimit-remaining')])
  }
  t.strictSame(answers, [['/openapi.json', true, '2'], ['/docs', true, '1'], ['/books/1', true, '0']])
  for (const path of ['/openapi.json', '/docs/static/index.html', '/books/1']) {
    const refused = await fetch(server.base + path)
    t.strictSame([path, refused.status], [path, 429])
    // What is left of the one-minute window: 60 at once, less on a loaded machine.
    const retryAfter = Number(refused.headers.get('retry-after'))
    t.ok(Number.isInteger(retryAfter) && retryAfter >= 30 && retryAfter <= 60, `Retry-After ${retryAfter}`)
    t.strictSame(await refused.json(), limited(retryAfter))
  }
  t.equal(await status(`${server.base}/health`), 200)
  t.equal(await status(`${server.base}/ready`), 200)
})
