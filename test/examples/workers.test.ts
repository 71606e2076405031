// `WORKERS=n npm start`: processes sharing one port, a crashed worker replaced, a worker that cannot
// start not restarted in a loop, graceful shutdown, and two processes writing to one SQLite file.
import t from 'tap'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { childrenOf, freePort, launchExample, startExample, type StartedExample } from '../helpers/example-server.ts'
import { dialects, freshPostgres } from '../helpers/databases.ts'
import { lockWaiters } from '../helpers/lock-waits.ts'

function folder (t: Parameters<typeof startExample>[0]): string {
  const dir = mkdtempSync(join(tmpdir(), 'fmr-workers-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

async function json (server: StartedExample, url: string, init?: RequestInit): Promise<{ status: number, body: any }> {
  const answer = await server.fetch(url, init)
  return { status: answer.status, body: await answer.json() }
}

const post = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

t.test('WORKERS=2: two processes answer on one port; a killed worker is replaced; SIGTERM ends all with 0', async t => {
  const server = await startExample(t, folder(t), { WORKERS: '2', METRICS_TOKEN: 's3cret' })
  await new Promise(done => setTimeout(done, 500))
  const workers = childrenOf(server.child.pid as number)
  t.equal(workers.length, 2)
  // The primary hands connections out in turn: the requests reach both, and /metrics sums both.
  for (let i = 0; i < 20; i++) await server.fetch(`${server.base}/authors/1`, { headers: { connection: 'close' } })
  const metrics = await (await server.fetch(`${server.base}/metrics`, { headers: { authorization: 'Bearer s3cret' } })).text()
  t.match(metrics, /^http_request_duration_seconds_count\{method="GET",route="\/authors\/:id",status_code="200"\} 20$/m)
  process.kill(workers[0], 'SIGKILL')
  let replaced: number[] = []
  for (let i = 0; i < 600; i++) {
    replaced = childrenOf(server.child.pid as number)
    if (replaced.length === 2 && !replaced.includes(workers[0])) break
    await new Promise(done => setTimeout(done, 100))
  }
  t.equal(replaced.length, 2, 'two workers again')
  t.notOk(replaced.includes(workers[0]), 'the killed one is gone')
  t.ok(replaced.includes(workers[1]), 'the other kept running')
  t.match(server.stderr(), `worker ${workers[0]} exited (SIGKILL): starting another`)
  const book = await json(server, `${server.base}/books/1`)
  t.strictSame([book.status, book.body.title], [200, 'The Dispossessed'])
  server.child.kill('SIGTERM')
  t.equal(await server.exited, 0)
})

t.test('WORKERS=2 on a port that is taken: the workers fail to listen and the primary exits 1, not restarting them', async t => {
  const port = await freePort()
  const holder = createServer().listen(port, '127.0.0.1')
  t.teardown(() => holder.close())
  const server = await launchExample(t, folder(t), { WORKERS: '2' }, port)
  t.equal(await server.exited, 1)
  t.match(server.stderr(), /exited \(code 1\) before it listened: stopping/)
  t.notMatch(server.stderr(), 'starting another')
})

/** The URL of a Link rel="next", or undefined. */
function nextOf (link: string | null): string | undefined {
  return link === null ? undefined : /^<([^>]+)>; rel="next"$/.exec(link)?.[1]
}

/** Every page of a cursor walk from `first`, each on a connection of its own, taking turns over `servers`. */
async function cursorWalk (servers: StartedExample[], first: string): Promise<Array<{ status: number, ids: number[] }>> {
  const pages: Array<{ status: number, ids: number[] }> = []
  for (let path: string | undefined = first; path !== undefined && pages.length < 20;) {
    const server = servers[pages.length % servers.length]
    const answer = await server.fetch(server.base + path, { headers: { connection: 'close' } })
    const body = await answer.json() as { Book?: Array<{ id: number }> }
    pages.push({ status: answer.status, ids: body.Book?.map(book => book.id) ?? [] })
    path = answer.status === 200 ? nextOf(answer.headers.get('link')) : undefined
  }
  return pages
}

const WHOLE_WALK = [1, 2, 3, 4, 5].map(id => ({ status: 200, ids: [id] }))

t.test('WORKERS=2 without CURSOR_KEY: the primary draws one key for both workers, and 10 cursor walks across them are complete', async t => {
  const server = await startExample(t, folder(t), { WORKERS: '2', LOG_LEVEL: 'info' })
  const workers = childrenOf(server.child.pid as number)
  t.equal(workers.length, 2)
  // Both listening: the primary hands connections to the workers that listen, in turn.
  for (let i = 0; i < 600 && server.stdout().split('Server listening').length < 3; i++) await new Promise(done => setTimeout(done, 100))
  // A connection of its own per page.
  const walks = []
  for (let i = 0; i < 10; i++) walks.push(await cursorWalk([server], '/books?cursor=&maxPageSize=1&fields=id'))
  t.strictSame(walks, Array.from({ length: 10 }, () => WHOLE_WALK))
  // Each worker's log (pino's lines carry the pid) shows it answered pages of the walks.
  const answered = server.stdout().split('\n').filter(line => line.includes('"url":"/books?'))
  t.strictSame(workers.map(pid => answered.some(line => line.includes(`"pid":${pid},`))), [true, true], 'both workers answered pages')
})

t.test('CURSOR_KEY: two servers given the same key read each other\'s tokens; one given another key answers 400', async t => {
  const dir = folder(t)
  const key = { CURSOR_KEY: 'one key for every process of this API' }
  const first = await startExample(t, dir, key)
  const second = await startExample(t, dir, key)
  const other = await startExample(t, dir, { CURSOR_KEY: 'another key of at least 16 bytes' })
  t.strictSame(await cursorWalk([first, second], '/books?cursor=&maxPageSize=1&fields=id'), WHOLE_WALK)
  t.strictSame(await cursorWalk([first, other], '/books?cursor=&maxPageSize=1&fields=id'), [
    { status: 200, ids: [1] }, { status: 400, ids: [] }
  ])
})

t.test('two processes writing to one SQLite file at once: every write is acknowledged and stored, no 500 or SQLITE_BUSY', async t => {
  const dir = folder(t)
  const first = await startExample(t, dir, {})
  const second = await startExample(t, dir, {})
  const servers = [first, second]
  const statuses: number[] = []
  const titles: string[] = []
  // 6 clients per process, 15 rounds each: a POST of a book, then a PATCH of an author.
  await Promise.all(Array.from({ length: 12 }, async (_, client) => {
    const { base, fetch } = servers[client % 2]
    for (let n = 0; n < 15; n++) {
      const title = `Book ${client}-${n}`
      const created = await fetch(`${base}/books`, post({ title, pubYear: 2000, authorId: 1 + n % 3 }))
      statuses.push(created.status)
      if (created.status === 201) titles.push(title)
      const patched = await fetch(`${base}/authors/${1 + client % 3}`, { ...post({ lastName: `Writer ${client}-${n}` }), method: 'PATCH' })
      statuses.push(patched.status)
    }
  }))
  t.strictSame(statuses.filter(status => status !== 201 && status !== 200), [], 'only 201s and 200s')
  t.equal(statuses.length, 360)
  t.equal(titles.length, 180)
  const stored = await json(first, `${first.base}/books?title[like]=Book %25&maxPageSize=1000`)
  t.strictSame((stored.body.Book as Array<{ title: string }>).map(book => book.title).sort(), [...titles].sort(), 'every acknowledged book is stored once')
})

for (const dialect of dialects()) {
  t.test(`WORKERS=2 on one database: of 100 conditional PUTs with one valid If-Match exactly one is a 200 and the rest 412; 100 nested PATCHes are 200; never a 503 [${dialect}]`, async t => {
    const env: Record<string, string> = dialect === 'postgresql' ? { WORKERS: '2', DATABASE_URL: await freshPostgres(t) } : { WORKERS: '2' }
    const server = await startExample(t, folder(t), env)
    const owner = { authorization: 'User:1', 'content-type': 'application/json' }
    t.equal((await server.fetch(`${server.base}/users`, post({ id: 1, username: 'u1', password: 'p', email: 'u1@example.org' }))).status, 201)
    t.equal((await server.fetch(`${server.base}/api/v2/orders`, { ...post({ ownerId: 1, description: 'order' }), headers: owner })).status, 202)
    const tag = (await server.fetch(`${server.base}/books/1`)).headers.get('etag') as string

    const puts = await Promise.all(Array.from({ length: 100 }, async (_, i) => {
      const answer = await server.fetch(`${server.base}/books/1`, {
        method: 'PUT', headers: { 'content-type': 'application/json', 'if-match': tag }, body: JSON.stringify({ title: `Title ${i}`, pubYear: 2000, authorId: 1 })
      })
      return { status: answer.status, body: await answer.json() as { title?: string } }
    }))
    const counts = (statuses: number[]): Record<number, number> => Object.fromEntries([...new Set(statuses)].sort().map(status => [status, statuses.filter(s => s === status).length]))
    t.strictSame(counts(puts.map(put => put.status)), { 200: 1, 412: 99 })
    const winner = puts.find(put => put.status === 200)?.body.title
    t.equal((await json(server, `${server.base}/books/1`)).body.title, winner, 'the one 200 is what is stored')

    const patches = await Promise.all(Array.from({ length: 100 }, async (_, i) => (await server.fetch(`${server.base}/api/v2/orders/1`, {
      method: 'PATCH', headers: owner, body: JSON.stringify({ description: `patch ${i}`, jobs: [{ id: 1, statusId: i }] })
    })).status))
    t.strictSame(counts(patches), { 200: 100 })
    const order = await json(server, `${server.base}/api/v2/orders/1`, { headers: owner })
    const last = Number(/^patch (\d+)$/.exec(order.body.description)?.[1])
    t.strictSame(order.body.jobs.map((job: { id: number, statusId: number }) => [job.id, job.statusId]), [[1, last]], 'the order and its job are of one PATCH')
  })
}

t.test('SIGTERM lets a request in flight finish before the process exits [postgresql]', async t => {
  if (!process.env.TEST_DATABASE_URL) {
    t.pass('TEST_DATABASE_URL is not set: holding a request in flight needs a PostgreSQL lock')
    return
  }
  const url = await freshPostgres(t)
  const server = await startExample(t, folder(t), { DATABASE_URL: url, WORKERS: '2' })
  const locker = new pg.Client({ connectionString: url })
  await locker.connect()
  t.teardown(() => locker.end())
  await locker.query('begin')
  await locker.query('lock table author in exclusive mode')
  const inFlight = server.fetch(`${server.base}/authors`, post({ firstName: 'Late', lastName: 'Arrival' }))
  let waiting = 0
  for (let i = 0; i < 100 && waiting === 0; i++) {
    waiting = (await lockWaiters(locker)).length
    await new Promise(done => setTimeout(done, 50))
  }
  t.equal(waiting, 1, 'the POST waits for the lock')
  server.child.kill('SIGTERM')
  await new Promise(done => setTimeout(done, 300))
  t.equal(server.child.exitCode, null, 'still running while the request is in flight')
  await locker.query('commit')
  const answer = await inFlight
  t.equal(answer.status, 201)
  t.strictSame(await answer.json(), { id: 4, firstName: 'Late', lastName: 'Arrival', fullName: 'Late Arrival', books: [] })
  t.equal(await server.exited, 0)
  t.strictSame((await locker.query("select first_name from author where last_name = 'Arrival'")).rows, [{ first_name: 'Late' }])
})
