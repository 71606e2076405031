// A grouped aggregate on a large table, the plugin against the hand-written baseline's SQL:
// `/books/aggregate?groupBy=authorId&pubYear[ge]=2000&sum=pubYear` over 1,000,000 books of
// 100,000 authors, a page of 20 authors, 10 clients at once. Writes its data itself.
//   node --experimental-strip-types bench/aggregate.ts                  (SQLite, a file in /tmp)
//   DATABASE_URL=postgresql://… node --experimental-strip-types bench/aggregate.ts
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer } from './children.ts'
import { comparePair } from './closed-loop.ts'

/** The two servers compared. */
type Pair = 'plugin' | 'baseline'
import { writeDataset } from './dataset.ts'

const AUTHORS = Number(process.env.BENCH_AUTHORS ?? 100_000)
const BOOKS_PER_AUTHOR = 10
const CLIENTS = 10
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const PAGE = 20
/** Pages of the first 1,000 authors, in turn: the cost of grouping, not of skipping far with an offset. */
const PAGES = 50

function path (n: number): string {
  return `/books/aggregate?groupBy=authorId&pubYear%5Bge%5D=2000&sum=pubYear&maxPageSize=${PAGE}&offset=${(n % PAGES) * PAGE}`
}

/** The same answer from both servers, byte for byte, headers `link` included. */
async function sameAnswers (ports: Record<Pair, number>): Promise<void> {
  for (const n of [0, 1, PAGES - 1]) {
    const [plugin, baseline] = await Promise.all([ports.plugin, ports.baseline].map(async port => {
      const answer = await fetch(`http://127.0.0.1:${port}${path(n)}`)
      return `${answer.status} ${answer.headers.get('link')} ${await answer.text()}`
    }))
    if (plugin !== baseline) throw new Error(`${path(n)} answered differently:\nplugin   ${plugin}\nbaseline ${baseline}`)
  }
}

const url = process.env.DATABASE_URL ?? `sqlite:///${join(tmpdir(), 'fmr-bench-aggregate.db')}`
const dialect = url.startsWith('sqlite:') ? 'SQLite' : 'PostgreSQL'
const started = performance.now()
// BENCH_REUSE=1: the data of the last run is kept (a comparison of two builds on the same rows).
if (process.env.BENCH_REUSE !== '1') await writeDataset(url, { authors: AUTHORS, booksPerAuthor: BOOKS_PER_AUTHOR })
console.log(`${dialect}: ${AUTHORS} authors, ${AUTHORS * BOOKS_PER_AUTHOR} books written in ${Math.round((performance.now() - started) / 1000)} s`)
const plugin = await startServer('plugin', url)
const baseline = await startServer('baseline', url)
try {
  await sameAnswers({ plugin: plugin.port, baseline: baseline.port })
  await comparePair({ plugin: plugin.port, baseline: baseline.port }, { dialect, clients: CLIENTS, rounds: ROUNDS, seconds: SECONDS, path, target: 'target p95 < 50 ms, ratio >= 0.85' })
} finally {
  await plugin.close()
  await baseline.close()
}
