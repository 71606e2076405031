// docs/deploying.md, run as written: its Procfile line is started the way a platform starts it
// (`sh -c` in the project's folder, with PORT, DATABASE_URL, REDIS_URL and METRICS_TOKEN set), and
// each curl block is sent to it; the http block after it is the answer it must get (the status,
// every header shown, and the JSON body; `http partial`: each line shown, `<n>` for any number).
// Its TypeScript example runs in test/docs/reference-examples.test.ts like every other.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import t from 'tap'
import { Redis } from 'ioredis'
import { fences, shellWords } from '../helpers/markdown.ts'
import { checkedFetch } from '../helpers/checked-fetch.ts'
import { freePort } from '../helpers/example-server.ts'
import { freshPostgres } from '../helpers/databases.ts'
import { withRedis } from '../helpers/services.ts'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const DOC = ROOT + 'docs/deploying.md'
const BASE = 'http://127.0.0.1:3000'

interface Example { line: number, path: string, headers: Record<string, string>, status: number, shown: Record<string, string>, body: string, partial: boolean }

function examples (): Example[] {
  const all = fences(DOC)
  return all.flatMap((fence, index) => {
    if (fence.lang !== 'sh' || !fence.content.startsWith('curl ')) return []
    const words = shellWords(fence.content)
    const headers: Record<string, string> = {}
    let url = ''
    for (let i = 1; i < words.length; i++) {
      if (words[i] === '-H') {
        const [name, ...value] = words[++i].split(':')
        headers[name.toLowerCase()] = value.join(':').trim()
      } else if (!words[i].startsWith('-')) url = words[i]
    }
    const next = all[index + 1]
    const [head, ...rest] = next.content.split('\n\n')
    const [status, ...lines] = head.split('\n')
    const shown = Object.fromEntries(lines.map(line => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]))
    return [{ line: fence.line, path: url.slice(BASE.length), headers, status: Number(status.split(' ')[1]), shown, body: rest.join('\n\n'), partial: next.flags.includes('partial') }]
  })
}

t.test('the Procfile\'s web process serves the API, and answers the curl examples as shown', async t => {
  const procfile = fences(DOC).filter(fence => fence.lang === 'procfile')
  t.equal(procfile.length, 1)
  const [name, command] = procfile[0].content.split(/:\s+/, 2)
  t.equal(name, 'web')
  const redis = await withRedis(t)
  const prefix = `fmr-docs-${process.pid}-${Date.now()}-`
  const client = new Redis(redis.url)
  t.teardown(async () => {
    const keys = await client.keys(`${prefix}*`)
    if (keys.length > 0) await client.del(...keys)
    await client.quit()
  })
  const dir = mkdtempSync(join(tmpdir(), 'fmr-procfile-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const port = await freePort()
  const databaseUrl = process.env.TEST_DATABASE_URL ? await freshPostgres(t) : `sqlite:///${join(dir, 'app.db')}`
  // What the platform sets; the key prefix keeps this run's counts apart from any other's.
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, REDIS_URL: redis.url, METRICS_TOKEN: 's3cret', RATE_LIMIT_PREFIX: prefix, LOG_LEVEL: 'warn' }
  const web = spawn('sh', ['-c', command], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'], detached: true })
  let stderr = ''
  web.stderr?.on('data', (chunk: Buffer) => { stderr += chunk.toString() })
  const exited = new Promise<string>(done => web.once('exit', (code, signal) => done(signal ?? `code ${String(code)}`)))
  t.teardown(async () => {
    if (web.exitCode === null && web.signalCode === null) process.kill(-(web.pid as number), 'SIGTERM')
    await exited
  })
  const base = `http://127.0.0.1:${port}`
  let up = false
  for (let i = 0; i < 600 && !up && web.exitCode === null; i++) {
    up = await fetch(`${base}/health`).then(answer => answer.status === 200, () => false)
    if (!up) await new Promise(done => setTimeout(done, 100))
  }
  t.ok(up, `the web process answers ${stderr}`)
  const checked = await checkedFetch(base)
  // Reading the document counted against the rate limit (the example counts it): that read is
  // the harness's, not the reader's, whose first request the examples show.
  await client.del(`${prefix}127.0.0.1`)

  const list = examples()
  t.strictSame(list.map(example => example.path), ['/health', '/ready', '/books/1', '/metrics'])
  for (const example of list) {
    const answer = await checked(base + example.path, { headers: example.headers })
    const text = await answer.text()
    t.equal(answer.status, example.status, `line ${example.line}: status`)
    for (const [header, value] of Object.entries(example.shown)) t.equal(answer.headers.get(header), value, `line ${example.line}: ${header}`)
    if (!example.partial) {
      t.strictSame(JSON.parse(text), JSON.parse(example.body), `line ${example.line}: body`)
      continue
    }
    for (const line of example.body.split('\n')) {
      const pattern = new RegExp('^' + line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('<n>', '[0-9.e+-]+') + '$', 'm')
      t.match(text, pattern, `line ${example.line}: ${line}`)
    }
  }
  // A platform stops the process group: npm ends by the signal, the server by finishing its work.
  process.kill(-(web.pid as number), 'SIGTERM')
  t.equal(await exited, 'SIGTERM')
  let left = true
  for (let i = 0; i < 300 && left; i++) {
    try {
      process.kill(-(web.pid as number), 0)
      await new Promise(done => setTimeout(done, 100))
    } catch {
      left = false
    }
  }
  t.notOk(left, 'every process of the group has exited')
  t.match(stderr, 'SIGTERM: workers finish their requests in flight, then exit')
  t.notMatch(stderr, /error|exited \(/i, 'no worker failed on the way out')
})

t.test('the docs name the variables the example server reads', async t => {
  const doc = readFileSync(DOC, 'utf8')
  const settings = readFileSync(ROOT + 'examples/settings.ts', 'utf8')
  const read = [...new Set(settings.match(/env\.([A-Z_]+)/g)?.map(match => match.slice(4)))].sort()
  t.strictSame(read, ['CURSOR_KEY', 'DATABASE_URL', 'HOST', 'LOG_LEVEL', 'METRICS_HOST', 'METRICS_PORT', 'METRICS_TOKEN', 'PORT', 'RATE_LIMIT_MAX', 'RATE_LIMIT_PREFIX', 'RATE_LIMIT_WINDOW', 'REDIS_TIMEOUT', 'REDIS_URL', 'WORKERS'])
  const readme = readFileSync(ROOT + 'README.md', 'utf8')
  for (const name of read) t.ok(doc.includes('`' + name) || readme.includes('`' + name + '`'), `${name} is documented`)
})
