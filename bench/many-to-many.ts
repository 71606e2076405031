// Many-to-many (extensions §11): the plugin against hand-written join queries, on the example's
// Author and Book with §10's `Book.tags` through `BookTag` (primary key (bookId, tagId)) and
// `Tag.books` (models in bench/many-to-many/). Two scenarios: a page of 50 books, each with its
// author and its 3 tags, and a tag with its 100 books, each with its author. Both servers answer
// the same bytes and entity tags (checked before timing); target: plugin/baseline req/s ≥ 0.80.
//   npm run bench:many-to-many                                   (SQLite, bench/out/many-to-many.db)
//   DATABASE_URL=postgresql://…/db npm run bench:many-to-many    (PostgreSQL, in a database db_many_to_many of its own)
// Options: --smoke (small data, 1 s), --duration s, --rounds n, --bare (the plugin without health
// and metrics too), --profile (servers under --cpu-prof, profiles in bench/out/profiles).
// `npm run bench` runs it as well (scenarios m2m-book-page and m2m-tag-books), --smoke's run too.
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { startServer, type BenchServer, type ServerName } from './children.ts'
import type { DatasetSize } from './dataset.ts'
import { measure, type ScenarioResult, type Settings } from './measure.ts'
import { PAGE, type Scenario } from './scenarios.ts'
import { verify } from './verify.ts'
import { TAGS, writeManyToMany } from './many-to-many/dataset.ts'

export const PLUGIN = fileURLToPath(new URL('./many-to-many/plugin.ts', import.meta.url))
export const BASELINE = fileURLToPath(new URL('./many-to-many/baseline.ts', import.meta.url))

/** A step coprime to `count`, so that n, n+1, ... visit every row once per `count` requests, far apart (as scenarios.ts does). */
function spreader (count: number): (n: number) => number {
  const gcd = (a: number, b: number): number => b === 0 ? a : gcd(b, a % b)
  let step = Math.max(1, Math.round(count * 0.618))
  while (gcd(step, count) !== 1) step++
  return n => (n * step) % count
}

export function manyToManyScenarios (size: DatasetSize): Scenario[] {
  const books = size.authors * size.booksPerAuthor
  const offset = spreader(books - PAGE + 1)
  const tagId = spreader(TAGS)
  return [
    {
      key: 'm2m-book-page',
      title: `GET /books?maxPageSize=${PAGE}&offset=… (${PAGE} books, each with its author and 3 tags through BookTag)`,
      method: 'GET',
      target: 0.80,
      request: n => ({ path: `/books?maxPageSize=${PAGE}&offset=${offset(n)}` }),
      edges: [{ path: `/books?maxPageSize=${PAGE}&offset=0` }, { path: `/books?maxPageSize=${PAGE}&offset=${books - PAGE}` }]
    },
    {
      key: 'm2m-tag-books',
      title: `GET /tags/:id (a tag with its ${Math.min(100, books / 100)} books through BookTag, each with its author)`,
      method: 'GET',
      target: 0.80,
      request: n => ({ path: `/tags/${1 + tagId(n)}` }),
      edges: [{ path: '/tags/1' }, { path: `/tags/${TAGS}` }]
    }
  ]
}

/**
 * Where the many-to-many data goes for the main bench's `databaseUrl`: on SQLite a file next to
 * it, on PostgreSQL a database of its own beside it (created when missing), so that neither
 * bench's tables replace the other's.
 */
export async function manyToManyUrl (databaseUrl: string): Promise<string> {
  if (databaseUrl.startsWith('sqlite:')) return databaseUrl.replace(/[^/]*$/, 'many-to-many.db')
  const url = new URL(databaseUrl)
  const name = `${url.pathname.slice(1) || 'postgres'}_many_to_many`
  const admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name])
    if (rowCount === 0) await admin.query(`create database "${name}"`)
  } finally {
    await admin.end()
  }
  url.pathname = '/' + name
  return url.toString()
}

export interface ManyToManyOptions {
  size: DatasetSize
  settings: Settings
  /** Requests per scenario compared byte for byte before timing, besides the edges. */
  sample: number
  /** Also measure the plugin without health and metrics. */
  bare?: boolean
  profileDir?: string
  /** Scenario keys to measure (all when absent; others' keys are ignored). */
  only?: string[]
}

/** Writes the data, checks that both servers answer alike, then measures each scenario; answers the results and the requests compared. */
export async function manyToManyBench (databaseUrl: string, options: ManyToManyOptions, log: (line: string) => void): Promise<{ results: ScenarioResult[], verified: number }> {
  const url = await manyToManyUrl(databaseUrl)
  const { size, settings } = options
  log(`Many-to-many: writing ${size.authors} authors, ${size.authors * size.booksPerAuthor} books, ${TAGS} tags and 3 links per book`)
  await writeManyToMany(url, size)
  const list = manyToManyScenarios(size).filter(scenario => options.only?.includes(scenario.key) ?? true)
  const names: ServerName[] = options.bare === true ? ['plugin', 'bare', 'baseline'] : ['plugin', 'baseline']
  const servers: BenchServer[] = []
  const startPair = async (): Promise<BenchServer[]> => {
    const pair: BenchServer[] = []
    for (const name of names) pair.push(await startServer(name, url, options.profileDir, { file: name === 'baseline' ? BASELINE : PLUGIN }))
    servers.push(...pair)
    return pair
  }
  const fresh = settings.rounds > 1
  const results: ScenarioResult[] = []
  let verified = 0
  try {
    const first = await startPair()
    verified = await verify(first[0], first[first.length - 1], list, options.sample)
    log(`Many-to-many: identical answers from the servers to ${verified} requests`)
    if (fresh) for (const server of first) await server.close()
    for (const scenario of list) results.push(await measure(fresh ? startPair : first, scenario, settings, log))
  } finally {
    for (const server of servers) await server.close()
  }
  return { results, verified }
}

async function main (): Promise<void> {
  const argv = process.argv.slice(2)
  const option = (name: string): string | undefined => argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined
  const smoke = argv.includes('--smoke')
  const out = fileURLToPath(new URL('./out/', import.meta.url))
  const { mkdirSync } = await import('node:fs')
  mkdirSync(out, { recursive: true })
  const databaseUrl = process.env.DATABASE_URL ?? `sqlite:///${out}bench.db`
  const settings: Settings = {
    connections: 10,
    duration: Number(option('--duration') ?? (smoke ? 1 : 10)),
    warmup: smoke ? 0 : 5,
    rounds: Number(option('--rounds') ?? (smoke ? 1 : 5)),
    statementSample: smoke ? 5 : 20
  }
  const { loadavg } = await import('node:os')
  const loadAtStart = loadavg()[0]
  const { results, verified } = await manyToManyBench(databaseUrl, {
    size: smoke ? { authors: 60, booksPerAuthor: 10 } : { authors: 1000, booksPerAuthor: 10 },
    settings,
    sample: smoke ? 5 : 30,
    bare: argv.includes('--bare'),
    ...(argv.includes('--profile') ? { profileDir: `${out}profiles` } : {})
  }, line => { console.log(line) })
  console.log(`${databaseUrl.startsWith('sqlite:') ? 'SQLite' : 'PostgreSQL'}, ${settings.connections} connections, ${settings.rounds} rounds of ${settings.duration} s ` +
    `(each on fresh servers) after ${settings.warmup} s of warm-up; ${verified} requests answered identically; 1-minute load average ${loadAtStart.toFixed(2)} at the start, ${loadavg()[0].toFixed(2)} at the end`)
  for (const s of results) {
    const sql = (server: ScenarioResult['plugin']): string => server.statementsPerRequest.toFixed(1)
    console.log(`${s.key}: plugin ${Math.round(s.plugin.reqPerSec)} req/s, baseline ${Math.round(s.baseline.reqPerSec)} req/s: ratio ${s.ratio.toFixed(2)} ` +
      `(rounds ${s.roundRatios.map(ratio => ratio.toFixed(2)).join(', ')}; target ≥ ${s.target.toFixed(2)}: ${s.ratio >= s.target ? 'met' : 'MISSED'}); ` +
      `CPU µs/req plugin ${Math.round(s.plugin.cpuPerRequest)}, baseline ${Math.round(s.baseline.cpuPerRequest)} (ratio ${s.cpuRatio.toFixed(2)}); SQL/req ${sql(s.plugin)} and ${sql(s.baseline)}`)
    for (const c of s.comparisons ?? []) if (c.measured !== 'plugin') console.log(`  ${c.measured} / ${c.reference}: ${c.ratio.toFixed(2)} (rounds ${c.roundRatios.map(ratio => ratio.toFixed(2)).join(', ')})`)
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await main()
  } catch (error) {
    console.error('The many-to-many bench failed:', error)
    process.exitCode = 1
  }
}
