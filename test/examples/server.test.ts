import t from 'tap'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createServer } from 'node:net'
import { dialects } from '../helpers/databases.ts'
import pg from 'pg'

const SERVER = resolve(import.meta.dirname, '../../examples/server.ts')

async function freePort (): Promise<number> {
  return await new Promise(done => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => done(port))
    })
  })
}

/** `npm start` as a user runs it: the example server in its own process, in a folder of its own. */
async function start (cwd: string, env: Record<string, string>): Promise<{ child: ChildProcess, base: string }> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', SERVER], {
    cwd, env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' }, stdio: 'ignore'
  })
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(base + '/books')
      return { child, base }
    } catch {
      await new Promise(done => setTimeout(done, 100))
    }
  }
  child.kill()
  throw new Error('the example server did not answer within 10 s')
}

async function stop (child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>(done => child.once('exit', code => done(code)))
  child.kill('SIGTERM')
  return await exited
}

t.test('npm start serves the example API on an SQLite file under ./data, seeded once, kept across restarts', async t => {
  const cwd = mkdtempSync(join(tmpdir(), 'fmr-start-'))
  const first = await start(cwd, { DATABASE_URL: '' })
  t.ok(existsSync(join(cwd, 'data', 'example.db')), 'the database file is created under ./data')
  const seeded = await (await fetch(first.base + '/authors?count=true')).json() as { Author: unknown[] }
  t.equal(seeded.Author.length, 3, 'three authors are seeded into the empty database')
  const created = await fetch(first.base + '/authors', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ firstName: 'New', lastName: 'Writer' })
  })
  t.equal(created.status, 201)
  t.equal(await stop(first.child), 0, 'SIGTERM closes the server cleanly')

  const second = await start(cwd, { DATABASE_URL: '' })
  const kept = await (await fetch(second.base + '/authors')).json() as { Author: Array<{ firstName: string }> }
  t.strictSame(kept.Author.map(author => author.firstName), ['Ursula', 'Italo', 'Toni', 'New'], 'data survives, nothing is seeded twice')
  t.equal(await stop(second.child), 0)
})

if (dialects().includes('postgresql')) {
  t.test('npm start serves the example API on PostgreSQL when DATABASE_URL points there', async t => {
    const base = process.env.TEST_DATABASE_URL as string
    const name = `fmr_start_${process.pid}`
    const admin = new pg.Client({ connectionString: base })
    await admin.connect()
    await admin.query(`create database ${name}`)
    t.teardown(async () => {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    })
    const url = new URL(base)
    url.pathname = '/' + name
    const cwd = mkdtempSync(join(tmpdir(), 'fmr-start-'))
    const server = await start(cwd, { DATABASE_URL: url.toString() })
    const books = await (await fetch(server.base + '/books?orderBy=id&maxPageSize=2')).json() as { Book: Array<{ title: string }> }
    t.strictSame(books.Book.map(book => book.title), ['The Dispossessed', 'The Left Hand of Darkness'])
    t.notOk(existsSync(join(cwd, 'data')), 'no SQLite file is made when DATABASE_URL is given')
    t.equal(await stop(server.child), 0)
  })
}
