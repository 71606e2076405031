// `npm run bench`: the plugin against a hand-written baseline on the same data (SQLite, or
// PostgreSQL with DATABASE_URL). Options: --smoke (a few seconds, small data, no soak: CI's
// check that it runs), --only key,key, --duration s, --rounds n, --no-soak, --profile (both
// servers under --cpu-prof, profiles in bench/out/profiles, read with bench/hotspots.ts).
// On PostgreSQL it also compares deployments (bench/deployments.ts: `--only pgbouncer,replica`),
// which start PgBouncer and a streaming replica; --smoke leaves them out (the test suite runs
// both servers already, and starting them costs CI several seconds for numbers it does not check).
// The `workers` scenario (the example server with WORKERS=2 against 1, bench/workers.ts) runs in
// full runs on PostgreSQL, or when --only names it (not in --smoke: it starts three processes).
// Paging at depth (bench/depth.ts: `--only cursor-depth,offset-depth`) runs in every run but
// --smoke's unless named: the plugin against itself, the last page against the first.
// Change events (bench/events.ts: `--only events`, or on its own for the full 1,000 subscribers)
// run in --smoke with 50 subscribers and 2 s phases: a lost or misdelivered event fails the run.
// Many-to-many (bench/many-to-many.ts: `--only m2m-book-page,m2m-tag-books`) runs in every run,
// --smoke's too, on data of its own (a file next to the SQLite one, a database beside PostgreSQL's).
// Exits non-zero when anything breaks (different answers, non-2xx), never because of the numbers.
import { mkdirSync } from 'node:fs'
import { loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { startServer, type BenchServer, type ServerName } from './children.ts'
import { writeDataset, type DatasetSize } from './dataset.ts'
import { measure, type ScenarioResult, type Settings } from './measure.ts'
import { machine, writeReport, type BenchResult } from './report.ts'
import { writeHistory } from './history.ts'
import { scenarios } from './scenarios.ts'
import { soak, type SoakResult } from './soak.ts'
import { bulkBench, type BulkResult } from './bulk.ts'
import { batchBench, type BatchResult } from './batch.ts'
import { DEPLOYMENTS, measureDeployment } from './deployments.ts'
import { measureDepth } from './depth.ts'
import { answerMix, verify } from './verify.ts'
import { measureWorkers, type WorkersResult } from './workers.ts'
import { eventsBench, eventsFailures, FULL as EVENTS_FULL, SMOKE as EVENTS_SMOKE } from './events.ts'
import { manyToManyBench, manyToManyScenarios } from './many-to-many.ts'

const argv = process.argv.slice(2)
const flag = (name: string): boolean => argv.includes(name)
const option = (name: string): string | undefined => argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined

const smoke = flag('--smoke')
const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url))
const out = here('./out/')
mkdirSync(out, { recursive: true })
const databaseUrl = process.env.DATABASE_URL ?? `sqlite:///${out}bench.db`
const database: BenchResult['database'] = databaseUrl.startsWith('sqlite:') ? 'sqlite' : 'postgresql'
const dataset: DatasetSize = smoke ? { authors: 60, booksPerAuthor: 10 } : { authors: 1000, booksPerAuthor: 10 }
const settings: Settings = {
  connections: 10,
  duration: Number(option('--duration') ?? (smoke ? 1 : 10)),
  warmup: smoke ? 0 : 5,
  rounds: Number(option('--rounds') ?? (smoke ? 1 : 5)),
  statementSample: smoke ? 5 : 20
}
const only = option('--only')?.split(',')
const profileDir = flag('--profile') ? `${out}profiles` : undefined
const partial = smoke || only !== undefined || profileDir !== undefined || option('--duration') !== undefined || option('--rounds') !== undefined
const soakSeconds = smoke || flag('--no-soak') ? 0 : 60

const log = (line: string): void => { console.log(line) }

async function main (): Promise<void> {
  const loadAtStart = loadavg()[0]
  const list = scenarios(dataset, database).filter(scenario => only === undefined || only.includes(scenario.key))
  const deployments = DEPLOYMENTS.filter(deployment => only === undefined ? !smoke : only.includes(deployment.key))
  if (deployments.length > 0 && database !== 'postgresql') {
    if (only !== undefined) throw new Error('the deployment comparisons need PostgreSQL: DATABASE_URL=postgresql://...')
    deployments.length = 0
  }
  const runWorkers = only === undefined ? !smoke && database === 'postgresql' : only.includes('workers')
  log(`Writing ${dataset.authors} authors and ${dataset.authors * dataset.booksPerAuthor} books (${database})`)
  await writeDataset(databaseUrl, dataset)
  const servers: BenchServer[] = []
  const results: ScenarioResult[] = []
  const compared: ScenarioResult[] = []
  let verifiedRequests = 0
  // Full runs measure each round on a fresh pair of servers (see Servers in measure.ts); --smoke
  // and single rounds share one pair. Every pair first answers the requests of every read scenario,
  // so a process's code has seen the mix a server serves before one scenario is timed.
  const fresh = !smoke && settings.rounds > 1
  const reads = scenarios(dataset, database).filter(scenario => scenario.method === 'GET')
  // The example's defaults and the tagged baseline, then the bare plugin (not in --smoke) and the plain baseline.
  const names: ServerName[] = smoke ? ['plugin', 'baseline', 'plain'] : ['plugin', 'baseline', 'bare', 'plain']
  const startPair = async (): Promise<BenchServer[]> => {
    const pair: BenchServer[] = []
    for (const name of names) pair.push(await startServer(name, databaseUrl, profileDir))
    servers.push(...pair)
    for (const server of pair) await answerMix(server, reads)
    return pair
  }
  try {
    if (list.length > 0) {
      const all = await startPair()
      const [plugin, baseline] = all
      verifiedRequests = await verify(plugin, baseline, list, smoke ? 5 : 30, all.find(server => server.name === 'plain'))
      log(`Identical answers from the servers to ${verifiedRequests} requests`)
      if (fresh) for (const server of all) await server.close()
      for (const scenario of list) results.push(await measure(fresh ? startPair : all, scenario, settings, log))
    }
  } finally {
    for (const server of servers) await server.close()
  }
  for (const deployment of deployments) compared.push(await measureDeployment(deployment, databaseUrl, scenarios(dataset, database)[0], settings, log))
  if ((only === undefined && !smoke) || only?.includes('cursor-depth') === true || only?.includes('offset-depth') === true) {
    log('Paging at depth: the last page by cursor and by offset, against the first page by cursor (the plugin against itself)')
    compared.push(...await measureDepth(databaseUrl, dataset, settings, log))
  }
  const manyToMany = manyToManyScenarios(dataset).map(scenario => scenario.key)
  if (only === undefined || only.some(key => manyToMany.includes(key))) {
    log('Many-to-many: a page of books with their tags and a tag with its books, through BookTag, against hand-written joins')
    const { results: measured, verified } = await manyToManyBench(databaseUrl, { size: dataset, settings, sample: smoke ? 5 : 30, profileDir, only }, log)
    results.push(...measured)
    verifiedRequests += verified
  }
  let workers: WorkersResult | undefined
  if (runWorkers) {
    log('workers: the example server with WORKERS=1 and WORKERS=2, GET /books/:id')
    workers = await measureWorkers(databaseUrl, scenarios(dataset, database)[0], settings, log)
  }
  let soaked: SoakResult | undefined
  if (soakSeconds > 0) {
    log(`RSS soak: ${soakSeconds} s of GET /books/:id on a fresh plugin server`)
    soaked = await soak(databaseUrl, scenarios(dataset, database)[0], soakSeconds, settings.warmup, settings.connections)
  }
  let bulk: BulkResult | undefined
  if (only === undefined || only.includes('bulk')) {
    log(`Bulk creates: ${smoke ? 10 : 1000} records per POST against single POSTs, then RSS under bulk creates`)
    bulk = await bulkBench(databaseUrl, {
      records: smoke ? 10 : 1000, seconds: settings.duration, connections: settings.connections, soakSeconds, authors: dataset.authors, sqlite: database === 'sqlite'
    })
  }
  let batch: BatchResult | undefined
  if (only === undefined || only.includes('batch')) {
    log('Batches: POST /batch of 10 creates against the same creates as single POSTs')
    batch = await batchBench(databaseUrl, { operations: 10, seconds: settings.duration, connections: settings.connections, authors: dataset.authors, warmup: settings.warmup, rounds: settings.rounds })
  }
  if (smoke || only?.includes('events') === true) {
    const events = await eventsBench(databaseUrl, out, smoke ? EVENTS_SMOKE : EVENTS_FULL, log)
    const failures = eventsFailures(events)
    if (failures.length > 0) throw new Error(`change events were lost: ${failures.join('; ')}`)
  }
  const result: BenchResult = {
    database, date: new Date().toISOString(), machine: machine(loadAtStart), settings, dataset, verifiedRequests, scenarios: results,
    ...(compared.length === 0 ? {} : { deployments: compared }), ...(soaked === undefined ? {} : { soak: soaked }),
    ...(bulk === undefined ? {} : { bulk }), ...(batch === undefined ? {} : { batch }), ...(workers === undefined ? {} : { workers })
  }
  const [json, markdown] = partial ? [`${out}results-partial.json`, `${out}RESULTS-partial.md`] : [here('./results.json'), here('./RESULTS.md')]
  writeReport(result, json, markdown)
  // Every run but --smoke's (and --profile's: the profiler slows the servers) is a point of the history chart (bench/history.svg).
  if (!smoke && profileDir === undefined && results.length > 0) writeHistory(here('./history.json'), here('./history.svg'), result)
  for (const s of [...results, ...compared]) {
    log(`${s.key.padEnd(11)} plugin ${Math.round(s.plugin.reqPerSec)} req/s, baseline ${Math.round(s.baseline.reqPerSec)} req/s: ratio ${s.ratio.toFixed(2)} (target ${s.target})`)
    for (const c of s.comparisons ?? []) if (c.measured !== 'plugin' || c.reference !== 'baseline') log(`${''.padEnd(11)} ${c.measured} / ${c.reference}: ${c.ratio.toFixed(2)}`)
  }
  if (workers !== undefined) log(`workers     WORKERS=2 / WORKERS=1: ratio ${workers.ratio.toFixed(2)} (target ${workers.target})`)
  if (soaked !== undefined) log(`soak: RSS ratio ${soaked.ratio.toFixed(2)} (target <= ${soaked.target})`)
  if (bulk !== undefined) log(`bulk: ${Math.round(bulk.bulkPerSec)} records/s in bulks of ${bulk.records}, ${Math.round(bulk.singlePerSec)} in single POSTs: ${bulk.ratio.toFixed(1)}x (target ${bulk.target}x)`)
  if (batch !== undefined) log(`batch: ${Math.round(batch.batchPerSec)} records/s in batches of ${batch.operations} creates, ${Math.round(batch.singlePerSec)} in single POSTs: ${batch.ratio.toFixed(2)}x`)
  log(`Written to ${markdown} and ${json}`)
}

try {
  await main()
} catch (error) {
  console.error('The benchmark failed:', error)
  process.exitCode = 1
}
