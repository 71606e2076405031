// Writes the results: JSON (one entry per database, the other database's kept) and a markdown table.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism, cpus, loadavg, release, totalmem } from 'node:os'
import type { DatasetSize } from './dataset.ts'
import type { ScenarioResult, ServerResult, Settings } from './measure.ts'
import type { SoakResult } from './soak.ts'
import type { BulkResult } from './bulk.ts'
import type { BatchResult } from './batch.ts'
import type { WorkersResult } from './workers.ts'

export interface BenchResult {
  database: 'sqlite' | 'postgresql'
  date: string
  machine: { nproc: number, cpu: string, memoryGiB: number, node: string, kernel: string, loadAverage: { start: number, end: number } }
  settings: Settings
  dataset: DatasetSize
  /** Requests whose plugin and baseline answers were compared byte for byte before timing. */
  verifiedRequests: number
  scenarios: ScenarioResult[]
  /** The plugin against itself in two deployments (bench/deployments.ts): measured in the plugin place, reference in the baseline place. */
  deployments?: ScenarioResult[]
  soak?: SoakResult
  bulk?: BulkResult
  batch?: BatchResult
  workers?: WorkersResult
}

type Results = Partial<Record<BenchResult['database'], BenchResult>>

/** The machine; its 1-minute load average at the start and the end tells whether others shared it. */
export function machine (loadAtStart: number): BenchResult['machine'] {
  return {
    nproc: availableParallelism(),
    cpu: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    kernel: release(),
    loadAverage: { start: loadAtStart, end: loadavg()[0] }
  }
}

const mb = (bytes: number): string => (bytes / 2 ** 20).toFixed(0)
const fixed = (value: number, digits = 2): string => value.toFixed(digits)

function sql (result: ServerResult): string {
  const total = fixed(result.statementsPerRequest, 1)
  if (result.runnerStatementsPerRequest === undefined) return total
  return `${total} (${fixed(result.runnerStatementsPerRequest, 1)} runner + ${fixed(result.statementsPerRequest - result.runnerStatementsPerRequest, 1)} MikroORM)`
}

function section (result: BenchResult): string {
  const { settings, dataset, machine } = result
  const lines = [
    `## ${result.database === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`,
    '',
    `${result.date}; ${machine.nproc} CPUs (${machine.cpu}), ${machine.memoryGiB} GiB, Node ${machine.node}, Linux ${machine.kernel}, ` +
    `1-minute load average ${fixed(machine.loadAverage.start)} at the start and ${fixed(machine.loadAverage.end)} at the end. ` +
    `${dataset.authors} authors, ${dataset.authors * dataset.booksPerAuthor} books; ${settings.connections} connections, ` +
    `${settings.rounds} alternating ${settings.duration} s runs per server after a ${settings.warmup} s warm-up; req/s, latencies and CPU are medians of the runs. ` +
    `${result.verifiedRequests} requests answered byte-identically by both servers before timing.`,
    '',
    '| Scenario | Plugin req/s | Baseline req/s | Ratio | Target | Met | Plugin p50 / p99 ms | Baseline p50 / p99 ms | Plugin / baseline CPU µs per req (ratio) | Plugin peak RSS MB | Baseline peak RSS MB | Plugin SQL/req | Baseline SQL/req |',
    '| --- | ---: | ---: | ---: | ---: | :---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |'
  ]
  if (result.scenarios.length === 0) lines.splice(-3) // a run of the workers scenario alone: no plugin/baseline table
  for (const s of result.scenarios) {
    lines.push(`| ${s.title} | ${Math.round(s.plugin.reqPerSec)} | ${Math.round(s.baseline.reqPerSec)} | ${fixed(s.ratio)}${(s.roundRatios ?? []).length > 1 ? ` (${s.roundRatios.map(ratio => fixed(ratio)).join(', ')})` : ''} | ≥ ${fixed(s.target)} | ${s.ratio >= s.target ? 'yes' : '**no**'} | ` +
      `${s.plugin.p50} / ${s.plugin.p99} | ${s.baseline.p50} / ${s.baseline.p99} | ${Math.round(s.plugin.cpuPerRequest)} / ${Math.round(s.baseline.cpuPerRequest)} (${fixed(s.cpuRatio)}) | ` +
      `${mb(s.plugin.peakRss)} | ${mb(s.baseline.peakRss)} | ${sql(s.plugin)} | ${sql(s.baseline)} |`)
  }
  const compared = result.scenarios.filter(s => s.comparisons !== undefined)
  if (compared.length > 0) {
    lines.push('', 'Against both baselines: the plugin with the example\'s defaults (health and metrics on) and the bare plugin (neither), ' +
      'each against the baseline sending entity tags and the plain baseline (none). Ratios are medians of the rounds\' ratios (each round in brackets).', '',
      '| Scenario | Plugin / tagged | Plugin / plain | Target (tagged, plain) | Met | Bare / tagged | Bare / plain | CPU µs per req: plugin, bare, tagged, plain | Plain req/s |',
      '| --- | ---: | ---: | ---: | :---: | ---: | ---: | ---: | ---: |')
    for (const s of compared) {
      const of = (measured: string, reference: string): string => {
        const c = s.comparisons?.find(one => one.measured === measured && one.reference === reference)
        return c === undefined ? '' : `${fixed(c.ratio)} (${c.roundRatios.map(ratio => fixed(ratio)).join(', ')})`
      }
      const plain = s.comparisons?.find(one => one.measured === 'plugin' && one.reference === 'plain')
      const met = s.ratio >= s.target && (s.plainTarget === undefined || (plain !== undefined && plain.ratio >= s.plainTarget))
      const cpu = [s.plugin, s.bare, s.baseline, s.plain].map(server => server === undefined ? '–' : String(Math.round(server.cpuPerRequest))).join(', ')
      lines.push(`| ${s.title} | ${of('plugin', 'baseline')} | ${of('plugin', 'plain')} | ≥ ${fixed(s.target)}, ${s.plainTarget === undefined ? '–' : `≥ ${fixed(s.plainTarget)}`} | ${met ? 'yes' : '**no**'} | ` +
        `${of('bare', 'baseline')} | ${of('bare', 'plain')} | ${cpu} | ${s.plain === undefined ? '' : Math.round(s.plain.reqPerSec)} |`)
    }
  }
  if (result.deployments !== undefined) {
    lines.push('', 'Deployments: the plugin against itself, on the same data and requests (the first setup named in the title measured against the second).', '',
      '| Comparison | First req/s | Second req/s | Ratio | Target | Met | First p50 / p99 ms | Second p50 / p99 ms | First / second CPU µs per req |',
      '| --- | ---: | ---: | ---: | ---: | :---: | ---: | ---: | ---: |')
    for (const s of result.deployments) {
      lines.push(`| ${s.title} | ${Math.round(s.plugin.reqPerSec)} | ${Math.round(s.baseline.reqPerSec)} | ${fixed(s.ratio)} (${s.roundRatios.map(ratio => fixed(ratio)).join(', ')}) | ${s.target === 0 ? 'none (splits a cost)' : `≥ ${fixed(s.target)}`} | ` +
        `${s.target === 0 ? '' : s.ratio >= s.target ? 'yes' : '**no**'} | ${s.plugin.p50} / ${s.plugin.p99} | ${s.baseline.p50} / ${s.baseline.p99} | ${Math.round(s.plugin.cpuPerRequest)} / ${Math.round(s.baseline.cpuPerRequest)} |`)
    }
  }
  const { soak } = result
  if (soak !== undefined) {
    lines.push('', `RSS soak (a fresh plugin server, GET /books/:id for ${soak.seconds} s at ${Math.round(soak.reqPerSec)} req/s): ` +
      `${mb(soak.rssAfterWarmup)} MB after the warm-up, ${mb(soak.rssAfter)} MB after the soak (every 10 s: ${soak.rssCurve.map(mb).join(', ')} MB; peak ${mb(soak.peakRss)} MB): ` +
      `ratio ${fixed(soak.ratio)}, target ≤ ${fixed(soak.target, 1)}: ${soak.ratio <= soak.target ? 'met' : '**missed**'}.`)
  }
  const { bulk } = result
  if (bulk !== undefined) {
    lines.push('', `Bulk creates (plugin only, ${bulk.seconds} s each): ${Math.round(bulk.bulkPerSec)} records/s in POSTs of ${bulk.records} records against ` +
      `${Math.round(bulk.singlePerSec)} records/s in single POSTs: ${fixed(bulk.ratio, 1)}x, target ≥ ${bulk.target}x: ${bulk.ratio >= bulk.target ? 'met' : '**missed**'}.`)
    const soaked = bulk.soak
    if (soaked !== undefined) {
      lines.push('', `RSS under bulk creates (${soaked.seconds} s after the timed runs): ${mb(soaked.rssAfterWarmup)} MB before, ${mb(soaked.rssAfter)} MB after ` +
        `(every 10 s: ${soaked.rssCurve.map(mb).join(', ')} MB): ratio ${fixed(soaked.ratio)}, target ≤ ${fixed(soaked.target, 1)}: ${soaked.ratio <= soaked.target ? 'met' : '**missed**'}.`)
    }
  }
  const { batch } = result
  if (batch !== undefined) {
    lines.push('', `Batches (plugin only, ${batch.seconds} s each): ${Math.round(batch.batchPerSec)} records/s in POST /batch of ${batch.operations} creates against ` +
      `${Math.round(batch.singlePerSec)} records/s in single POSTs: ${fixed(batch.ratio)}x (target: faster, ${batch.ratio > 1 ? 'met' : '**missed**'}).`)
  }
  if (result.workers !== undefined) lines.push('', ...workersSection(result.workers))
  return lines.join('\n')
}

function workersSection (w: WorkersResult): string[] {
  const pct = (share: number): string => `${Math.round(share * 100)} %`
  const row = (run: WorkersResult['one'][number], round: number): string =>
    `| ${run.workers} | ${round + 1} | ${Math.round(run.reqPerSec)} | ${run.p50} / ${run.p99} | ${pct(run.cpu.app)} | ${pct(run.cpu.database)} | ${pct(run.cpu.load)} | ${pct(run.cpu.other)} | ${pct(run.cpu.idle)} |`
  return [
    `${w.title}: ratio ${fixed(w.ratio)} (rounds ${w.roundRatios.map(ratio => fixed(ratio)).join(', ')}), target ≥ ${fixed(w.target)}: ${w.ratio >= w.target ? 'met' : '**missed**'}. ` +
    'CPU columns are shares of the whole machine\'s CPU time during the run (all cores): the server\'s processes, the database\'s backends, the load generator, the rest of the machine, idle.',
    '',
    '| WORKERS | round | req/s | p50 / p99 ms | app | database | load generator | other | idle |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...w.one.flatMap((run, round) => [row(run, round), row(w.two[round], round)])
  ]
}

const NOTES = '<!-- notes: everything below this line is kept when the results are written again -->'

/** Updates `json` with this database's result and rewrites `markdown` from every database's. */
export function writeReport (result: BenchResult, json: string, markdown: string): void {
  const all: Results = existsSync(json) ? JSON.parse(readFileSync(json, 'utf8')) as Results : {}
  all[result.database] = result
  writeFileSync(json, JSON.stringify(all, null, 2) + '\n')
  const previous = existsSync(markdown) ? readFileSync(markdown, 'utf8') : ''
  const notes = previous.includes(NOTES) ? previous.slice(previous.indexOf(NOTES)) : NOTES + '\n'
  const sections = (['sqlite', 'postgresql'] as const).flatMap(database => all[database] === undefined ? [] : [section(all[database])])
  writeFileSync(markdown, [
    '# Benchmark: the plugin against a hand-written Fastify baseline',
    '',
    '![The ratios of every run, per scenario and database](history.svg)',
    '',
    '[`history.svg`](history.svg) is drawn by the bench from [`history.json`](history.json), one point per run (every run but `--smoke`\'s, short runs included: their ratios move more).',
    '',
    'Written by `npm run bench` (`DATABASE_URL=postgresql://… npm run bench` for PostgreSQL); the numbers are in `results.json`. ' +
    'Ratio is plugin req/s over baseline req/s, the median of the rounds\' ratios (each round in brackets: a plugin run and then a baseline run, in a full run each round on a fresh pair of servers that first answered every read scenario\'s requests). Both servers run in child processes of their own on loopback, load comes from autocannon in the parent; ' +
    'SQL/req counts every statement sent to the driver, transactions included; for the plugin, split into those of its driver-level runner ' +
    '(`db[kReader].runner.executed`: reads, and writes that need no MikroORM transaction) and those MikroORM sent. ' +
    'CPU µs per req is the server process\'s own CPU time over the requests it answered; its ratio (baseline over plugin) moves less than req/s when other work shares the machine.',
    '',
    ...sections.flatMap(text => [text, '']),
    notes
  ].join('\n'))
}
