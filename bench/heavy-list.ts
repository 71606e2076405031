// `node --experimental-strip-types bench/heavy-list.ts [--requests n]`: what one GET of a record
// whose list holds far more entries than a server process may number (ENTRIES_IN_PROCESS) costs
// the server's main thread, on a SQLite file: the example API's GET /tags/1 for a tag of 300,000
// books (its `books` list, 20 by title), against GET /tags/2 (one book). Past the bound the list
// is read in a helper process; what the main thread still spends is the guard's count. One
// request at a time, in process (app.inject), each request's main-thread CPU from
// process.cpuUsage; the least of the rounds after a warm-up is the figure.
import { mkdirSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import Database from 'better-sqlite3'
import Fastify from 'fastify'
import { DB } from '../lib/index.ts'
import modelResources from '../plugin/index.ts'
import { models } from '../examples/models.ts'
import { resources } from '../examples/resources.ts'

const argv = process.argv.slice(2)
const requests = Number(argv.includes('--requests') ? argv[argv.indexOf('--requests') + 1] : 20)
const BOOKS = 300_000
const out = fileURLToPath(new URL('./out/', import.meta.url))
mkdirSync(out, { recursive: true })
const file = `${out}heavy-list.db`
for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })

// The schema as the plugin makes it, then the rows in one transaction of the driver's own.
const made = new DB(`sqlite:///${file}`, { models, resources })
await made.createAll()
await made.close()
const raw = new Database(file)
raw.transaction(() => {
  raw.exec("insert into author (id, first_name, last_name) values (1, 'Ann', 'Lee')")
  raw.exec("insert into tag (id, name) values (1, 'everywhere'), (2, 'rare')")
  const book = raw.prepare('insert into book (id, title, isbn, pub_year, author_id) values (?, ?, ?, 2000, 1)')
  const link = raw.prepare('insert into book_tag (book_id, tag_id) values (?, ?)')
  // Titles out of id order, so that the list's order by title sorts.
  for (let id = 1; id <= BOOKS; id++) {
    book.run(id, `Title ${String((id * 7919) % BOOKS).padStart(6, '0')}`, String(9780000000000 + id))
    link.run(id, 1)
  }
  link.run(1, 2)
})()
raw.close()

const db = new DB(`sqlite:///${file}`, { models, resources })
await db.createAll() // the tables are there: this opens the database and checks them
const app = Fastify()
await app.register(modelResources, { db, resources })
await app.ready()

/** The least main-thread CPU (ms) of `requests` GETs of `url`, after two to warm up. */
async function leastCpu (url: string): Promise<{ ms: number, status: number }> {
  let least = Infinity
  let status = 0
  for (let i = 0; i < requests + 2; i++) {
    const before = process.cpuUsage()
    const answer = await app.inject({ url })
    const used = process.cpuUsage(before)
    status = answer.statusCode
    if (i >= 2) least = Math.min(least, (used.user + used.system) / 1000)
  }
  return { ms: least, status }
}

for (const [url, what] of [['/tags/1', `a tag of ${BOOKS.toLocaleString('en')} books`], ['/tags/2', 'a tag of one book']] as const) {
  const { ms, status } = await leastCpu(url)
  console.log(`GET ${url} (${what}): ${status}, ${ms.toFixed(1)} ms of main-thread CPU (least of ${requests})`)
}
await app.close()
for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
