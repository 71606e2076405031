// A full-text search on a large table, the plugin against the hand-written baseline's SQL:
// `/books?search=<word>&orderBy=-relevance&maxPageSize=20` over 1,000,000 books of 100,000
// authors (each word in 1,000 titles, ranked), 10 clients at once. Writes its data itself, in
// bulk SQL (PostgreSQL: generate_series; SQLite: a recursive CTE in one transaction); the index
// is filled by the same triggers that keep it in step with writes.
//   node --experimental-strip-types bench/search.ts                  (SQLite, a file in /tmp)
//   DATABASE_URL=postgresql://… node --experimental-strip-types bench/search.ts
//   BENCH_AUTHORS=1000 (100 times fewer rows), BENCH_SECONDS, BENCH_ROUNDS
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { models } from '../examples/models.ts'
import { resources } from '../examples/resources.ts'
import { startServer } from './children.ts'
import { freshTables } from './dataset.ts'
import { comparePair } from './closed-loop.ts'

type Pair = 'plugin' | 'baseline'

const AUTHORS = Number(process.env.BENCH_AUTHORS ?? 100_000)
const BOOKS = AUTHORS * 10
const CLIENTS = 10
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const PAGE = 20
/** Words `w0` to `w999`: each in BOOKS / 1000 titles. */
const WORDS = 1000

function path (n: number): string {
  return `/books?search=w${(n * 37) % WORDS}&orderBy=-relevance&maxPageSize=${PAGE}`
}

/**
 * Book `g`'s title: `Book w<(g mod 1000)·7919 mod 1000> t<g mod 37> <g>`, so each word `w…` is in a thousandth
 * of the titles; the same text on both databases (integer arithmetic and `||` alike).
 */
const TITLE = "'Book w' || (((g % 1000) * 7919) % 1000) || ' t' || (g % 37) || ' ' || g"
const LAST = "case g % 6 when 0 then 'Le Guin' when 1 then 'Calvino' when 2 then 'Morrison' when 3 then 'O''Brien' when 4 then 'Achebe' else 'Saramago' end"
const AUTHOR_ROWS = `select g, 'Ann ' || g, ${LAST}`
const BOOK_ROWS = `select g, null, ${TITLE}, 1900 + (g * 37) % 125, (g - 1) / 10 + 1`

async function writeDataset (url: string): Promise<void> {
  // The tables and /books's search index with its triggers (examples/resources.ts: static search).
  await freshTables(url, models, resources)
  if (url.startsWith('sqlite:')) {
    const db = new Database(url.slice('sqlite:///'.length))
    db.pragma('journal_mode = wal')
    const series = (count: number, select: string): string => `with recursive s(g) as (select 1 union all select g + 1 from s where g < ${count}) ${select} from s`
    db.transaction(() => {
      db.prepare(`insert into "author" ("id", "first_name", "last_name") ${series(AUTHORS, AUTHOR_ROWS)}`).run()
      db.prepare(`insert into "book" ("id", "isbn", "title", "pub_year", "author_id") ${series(BOOKS, BOOK_ROWS)}`).run()
    })()
    db.pragma('optimize')
    db.close()
    return
  }
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(`insert into "author" ("id", "first_name", "last_name") ${AUTHOR_ROWS} from generate_series(1, ${AUTHORS}) g`)
    await client.query(`insert into "book" ("id", "isbn", "title", "pub_year", "author_id") ${BOOK_ROWS} from generate_series(1, ${BOOKS}) g`)
    await client.query('vacuum analyze "author", "book", "book_search"')
  } finally {
    await client.end()
  }
}

/** The same answer from both servers, byte for byte, `Link` included; and a full page of 20. */
async function sameAnswers (ports: Record<Pair, number>): Promise<void> {
  for (const n of [0, 1, 2, 500]) {
    const [plugin, baseline] = await Promise.all([ports.plugin, ports.baseline].map(async port => {
      const answer = await fetch(`http://127.0.0.1:${port}${path(n)}`)
      return `${answer.status} ${answer.headers.get('link')} ${await answer.text()}`
    }))
    if (plugin !== baseline) throw new Error(`${path(n)} answered differently:\nplugin   ${plugin.slice(0, 2000)}\nbaseline ${baseline.slice(0, 2000)}`)
    const found = (JSON.parse(plugin.slice(plugin.indexOf('{'))) as { Book: unknown[] }).Book.length
    if (found !== Math.min(PAGE, BOOKS / WORDS)) throw new Error(`${path(n)} found ${found} books, not a page of ${PAGE}`)
  }
}

const url = process.env.DATABASE_URL ?? `sqlite:///${join(tmpdir(), 'fmr-bench-search.db')}`
const dialect = url.startsWith('sqlite:') ? 'SQLite' : 'PostgreSQL'
const started = performance.now()
await writeDataset(url)
console.log(`${dialect}: ${AUTHORS} authors, ${BOOKS} books and their search index written in ${Math.round((performance.now() - started) / 1000)} s`)
const plugin = await startServer('plugin', url)
const baseline = await startServer('baseline', url)
try {
  await sameAnswers({ plugin: plugin.port, baseline: baseline.port })
  await comparePair({ plugin: plugin.port, baseline: baseline.port }, { dialect, clients: CLIENTS, rounds: ROUNDS, seconds: SECONDS, path, target: 'target p95 < 50 ms, ratio >= 0.85' })
} finally {
  await plugin.close()
  await baseline.close()
}
