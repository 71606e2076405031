// `node --experimental-strip-types bench/platformatic/run.ts [--smoke] [--rounds n] [--duration s]`:
// the plugin (the example's defaults) against Platformatic DB, a peer, on the same data and the
// same fields (a book's own columns, no nesting): GET one book, and a page of 50. Platformatic DB
// is installed from the registry on first use into bench/platformatic/.install (ignored by git),
// never a dependency of the package. SQLite, or PostgreSQL with DATABASE_URL. Writes
// bench/platformatic/results.json (one entry per database) and prints the table of RESULTS.md.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { startServer, type BenchServer } from '../children.ts'
import { writeDataset, type DatasetSize } from '../dataset.ts'
import { measure, type ScenarioResult, type Settings } from '../measure.ts'
import { BOOK_FIELDS, PAGE, type Scenario } from '../scenarios.ts'
import { answerMix } from '../verify.ts'

/** The version measured: pinned, so that a run is repeatable. */
export const PLATFORMATIC_DB = '3.67.0'

const argv = process.argv.slice(2)
const option = (name: string): string | undefined => argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined
const smoke = argv.includes('--smoke')
const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url))
const install = here('./.install/')

if (!existsSync(`${install}node_modules/@platformatic/db/package.json`)) {
  console.log(`Installing @platformatic/db@${PLATFORMATIC_DB} into ${install}`)
  mkdirSync(install, { recursive: true })
  // Its own better-sqlite3 (12.x) has no prebuilt binary for Node 24 here, and the one built from
  // source aborts the process when a statement is collected: the install takes the project's.
  const ours = (JSON.parse(readFileSync(here('../../package.json'), 'utf8')) as { devDependencies: Record<string, string> }).devDependencies['better-sqlite3']
  writeFileSync(`${install}package.json`, JSON.stringify({
    private: true,
    dependencies: { '@platformatic/db': PLATFORMATIC_DB },
    overrides: { 'better-sqlite3': ours }
  }, null, 2))
  execFileSync('npm', ['install', '--prefix', install, '--no-audit', '--no-fund'], { stdio: 'inherit' })
}

const out = here('../out/')
mkdirSync(out, { recursive: true })
const databaseUrl = process.env.DATABASE_URL ?? `sqlite:///${out}platformatic.db`
const database = databaseUrl.startsWith('sqlite:') ? 'sqlite' : 'postgresql'
const size: DatasetSize = smoke ? { authors: 60, booksPerAuthor: 10 } : { authors: 1000, booksPerAuthor: 10 }
const settings: Settings = {
  connections: 10,
  duration: Number(option('--duration') ?? (smoke ? 1 : 10)),
  warmup: smoke ? 0 : 5,
  rounds: Number(option('--rounds') ?? (smoke ? 1 : 5)),
  statementSample: 5
}
const books = size.authors * size.booksPerAuthor
const spread = (count: number) => (n: number): number => (n * 6173) % count

const scenarios: Scenario[] = [
  {
    key: 'get-book-fields',
    title: `GET one book, fields=${BOOK_FIELDS}`,
    method: 'GET',
    target: 3.0,
    request: n => ({ path: `/books/${1 + spread(books)(n)}?fields=${BOOK_FIELDS}` }),
    referenceRequest: n => ({ path: `/book/${1 + spread(books)(n)}?fields=${BOOK_FIELDS}` }),
    edges: []
  },
  {
    key: 'page-fields',
    title: `GET a page of ${PAGE} books at an offset, fields=${BOOK_FIELDS}`,
    method: 'GET',
    target: 1.8,
    request: n => ({ path: `/books?fields=${BOOK_FIELDS}&maxPageSize=${PAGE}&offset=${spread(books - PAGE)(n)}` }),
    // Ordered by id as the plugin's page is: without `orderby` Platformatic DB sends no ORDER BY,
    // an unstable page that PostgreSQL reads by a sequential scan, less work than the same answer.
    referenceRequest: n => ({ path: `/book?fields=${BOOK_FIELDS}&orderby.id=asc&limit=${PAGE}&offset=${spread(books - PAGE)(n)}` }),
    edges: []
  }
]

const load = loadavg()[0]
console.log(`Writing ${size.authors} authors and ${books} books (${database})`)
await writeDataset(databaseUrl, size)
const servers: BenchServer[] = []
const results: ScenarioResult[] = []
try {
  servers.push(await startServer('plugin', databaseUrl), await startServer('platformatic', databaseUrl))
  for (const server of servers) await answerMix(server, scenarios)
  for (const scenario of scenarios) results.push(await measure(servers, scenario, settings, line => { console.log(line) }))
} finally {
  for (const server of servers) await server.close()
}
const file = here('./results.json')
const all = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown> : {}
all[database] = { date: new Date().toISOString(), platformaticDb: PLATFORMATIC_DB, loadAverage: { start: load, end: loadavg()[0] }, settings, size, scenarios: results }
if (!smoke) writeFileSync(file, JSON.stringify(all, null, 2) + '\n')
console.log(`\n| ${database} | Plugin req/s | Platformatic DB ${PLATFORMATIC_DB} req/s | Ratio (rounds) | Target | Plugin / Platformatic CPU µs per req |\n| --- | ---: | ---: | ---: | ---: | ---: |`)
for (const s of results) {
  console.log(`| ${s.title} | ${Math.round(s.plugin.reqPerSec)} | ${Math.round(s.baseline.reqPerSec)} | ${s.ratio.toFixed(2)} (${s.roundRatios.map(r => r.toFixed(2)).join(', ')}) | ≥ ${s.target} | ${Math.round(s.plugin.cpuPerRequest)} / ${Math.round(s.baseline.cpuPerRequest)} |`)
}
