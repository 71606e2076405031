import t from 'tap'
import { mkdtempSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { dialects } from '../helpers/databases.ts'
import { startExample, type StartedExample } from '../helpers/example-server.ts'
import pg from 'pg'

/** SIGTERM, then its exit code. */
async function stop (server: StartedExample): Promise<number | null> {
  server.child.kill('SIGTERM')
  return await server.exited
}

t.test('npm start serves the example API on an SQLite file under ./data, seeded once, kept across restarts', async t => {
  const cwd = mkdtempSync(join(tmpdir(), 'fmr-start-'))
  const first = await startExample(t, cwd, { DATABASE_URL: '' })
  t.ok(existsSync(join(cwd, 'data', 'example.db')), 'the database file is created under ./data')
  const seeded = await (await first.fetch(first.base + '/authors?count=true')).json() as { Author: unknown[] }
  t.equal(seeded.Author.length, 3, 'three authors are seeded into the empty database')
  const created = await first.fetch(first.base + '/authors', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ firstName: 'New', lastName: 'Writer' })
  })
  t.equal(created.status, 201)
  t.equal(await stop(first), 0, 'SIGTERM closes the server cleanly')

  const second = await startExample(t, cwd, { DATABASE_URL: '' })
  const kept = await (await second.fetch(second.base + '/authors')).json() as { Author: Array<{ firstName: string }> }
  t.strictSame(kept.Author.map(author => author.firstName), ['Ursula', 'Italo', 'Toni', 'New'], 'data survives, nothing is seeded twice')
  t.equal(await stop(second), 0)
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
    const server = await startExample(t, cwd, { DATABASE_URL: url.toString() })
    const books = await (await server.fetch(server.base + '/books?orderBy=id&maxPageSize=2')).json() as { Book: Array<{ title: string }> }
    t.strictSame(books.Book.map(book => book.title), ['The Dispossessed', 'The Left Hand of Darkness'])
    t.notOk(existsSync(join(cwd, 'data')), 'no SQLite file is made when DATABASE_URL is given')
    t.equal(await stop(server), 0)
  })
}
