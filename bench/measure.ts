// Measures one scenario on both servers: statements per request, a warm-up each, then timed runs
// alternating plugin, baseline, plugin, baseline... with each server's peak RSS during its runs.
// Given a way to start them, each round runs on a pair of its own (see Servers).
import { REFERENCES, type BenchServer, type ServerName } from './children.ts'
import { load, type RunResult } from './load.ts'
import { partyTicks, TICK, type CpuProbe } from './process-cpu.ts'
import type { Scenario } from './scenarios.ts'
import { ask } from './verify.ts'

export interface Settings {
  connections: number
  /** Seconds per timed run, and of each server's warm-up (none when 0); autocannon stops on whole seconds. */
  duration: number
  warmup: number
  /** Timed runs per server. */
  rounds: number
  /** Sequential requests whose statements are counted. */
  statementSample: number
  /** Processes outside the server whose CPU per request each timed run reports (a database, a pooler). */
  outside?: CpuProbe
}

export interface ServerResult {
  /** Medians over the rounds. */
  reqPerSec: number
  p50: number
  p99: number
  /** Bytes: the highest RSS sampled during any timed run. */
  peakRss: number
  /** The server's CPU time per request (median over the rounds), in microseconds: less sensitive than req/s to other load on the machine. */
  cpuPerRequest: number
  statementsPerRequest: number
  /** The plugin's driver-level runner (db[kReader].runner.executed); the rest are MikroORM's. */
  runnerStatementsPerRequest?: number
  runs: Array<RunResult & { peakRss: number, cpuPerRequest: number, outsidePerRequest?: Record<string, number> }>
}

/** One measured server against one reference: the median of the rounds' ratios, each round's run back to back. */
export interface Comparison {
  measured: ServerName
  reference: ServerName
  ratio: number
  roundRatios: number[]
  /** reference CPU per request / measured CPU per request. */
  cpuRatio: number
}

export interface ScenarioResult {
  key: string
  title: string
  target: number
  plainTarget?: number
  plugin: ServerResult
  baseline: ServerResult
  /** The plugin without health and metrics, and the baseline without entity tags, where measured. */
  bare?: ServerResult
  plain?: ServerResult
  /** Every measured server (plugin, bare) against every reference (baseline, plain) of the run. */
  comparisons?: Comparison[]
  /** plugin req/s / baseline req/s: the median of the rounds' ratios (each round runs the two back to back). */
  ratio: number
  roundRatios: number[]
  /** baseline CPU per request / plugin CPU per request. */
  cpuRatio: number
}

/**
 * The servers a scenario's rounds run on: one pair for every round, or a function that starts a
 * fresh pair (warmed up by the caller's mixed requests) for each round, closed after it. One
 * process's speed is one draw: the same plugin code measured 74-79 µs of CPU per GET /books/:id
 * in some processes and 89-94 µs in others, steady within each (bench/RESULTS.md, 2026-11-25),
 * so the median over the rounds is the median over that many processes.
 */
export type Servers = BenchServer[] | (() => Promise<BenchServer[]>)

/** The middle value (the mean of the two middle ones for an even count). */
export function median (values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

function healthy (server: ServerName, scenario: Scenario, run: RunResult): RunResult {
  if (run.non2xx > 0 || run.errors > 0 || run.timeouts > 0 || run.requests === 0) {
    throw new Error(`${scenario.key} on the ${server}: ${run.requests} requests, ${run.non2xx} not 2xx, ${run.errors} errors, ${run.timeouts} timeouts`)
  }
  return run
}

async function statementsPerRequest (server: BenchServer, scenario: Scenario, count: number): Promise<{ total: number, runner?: number }> {
  const before = await server.stats()
  for (let n = 0; n < count; n++) {
    const answer = await ask(server, scenario.method, scenario.request(n, `count-${server.name}`), scenario.headers)
    if (answer.status < 200 || answer.status > 299) throw new Error(`${scenario.key} on the ${server.name}: status ${answer.status} ${answer.body}`)
  }
  const after = await server.stats()
  return {
    total: (after.statements - before.statements) / count,
    ...(after.runnerStatements === undefined ? {} : { runner: (after.runnerStatements - (before.runnerStatements ?? 0)) / count })
  }
}

/** What `server` is asked: the reference's own request where the scenario gives one. */
function askedOf (server: BenchServer, scenario: Scenario): Scenario {
  return REFERENCES.includes(server.name) && scenario.referenceRequest !== undefined ? { ...scenario, request: scenario.referenceRequest } : scenario
}

export async function measure (servers: Servers, compared: Scenario, settings: Settings, log: (line: string) => void): Promise<ScenarioResult> {
  const scenario = compared
  const runs = new Map<ServerName, ServerResult['runs']>()
  const statements = new Map<ServerName, { total: number, runner?: number }>()
  for (let round = 0; round < settings.rounds; round++) {
    const pair = typeof servers === 'function' ? await servers() : servers
    try {
      if (round === 0 || typeof servers === 'function') {
        for (const server of pair) {
          const asked = askedOf(server, scenario)
          if (round === 0) statements.set(server.name, await statementsPerRequest(server, asked, settings.statementSample))
          if (settings.warmup > 0) healthy(server.name, asked, await load(server.port, asked, { ...settings, duration: settings.warmup, label: `warm-${server.name}-${round}` }))
          if (round === 0) runs.set(server.name, [])
        }
      }
      for (const server of pair) await timedRun(server, round)
    } finally {
      if (typeof servers === 'function') for (const server of pair) await server.close()
    }
  }

  async function timedRun (server: BenchServer, round: number): Promise<void> {
    const outside = settings.outside === undefined ? undefined : await partyTicks(settings.outside, undefined)
    const before = await server.stats() // also starts a new peak
    const run = healthy(server.name, scenario, await load(server.port, askedOf(server, scenario), { ...settings, label: `${server.name}-${round}` }))
    const { peakRss, cpu } = await server.stats()
    const cpuPerRequest = (cpu - before.cpu) / run.requests
    const used = settings.outside === undefined ? undefined : (await partyTicks(settings.outside, outside?.ticks)).used
    const outsidePerRequest = used === undefined ? undefined : Object.fromEntries(Object.entries(used).map(([party, ticks]) => [party, ticks / TICK * 1e6 / run.requests]))
    runs.get(server.name)?.push({ ...run, peakRss, cpuPerRequest, ...(outsidePerRequest === undefined ? {} : { outsidePerRequest }) })
    const others = Object.entries(outsidePerRequest ?? {}).map(([party, micros]) => `, ${party} ${Math.round(micros)} µs/req`).join('')
    log(`  ${scenario.key} ${server.name.padEnd(8)} round ${round + 1}: ${Math.round(run.reqPerSec)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms, ` +
      `${Math.round(cpuPerRequest)} µs CPU/req${others}, peak RSS ${(peakRss / 2 ** 20).toFixed(0)} MB`)
  }
  const summary = (name: ServerName): ServerResult => {
    const list = runs.get(name) ?? []
    const counted = statements.get(name)
    return {
      reqPerSec: median(list.map(run => run.reqPerSec)),
      p50: median(list.map(run => run.p50)),
      p99: median(list.map(run => run.p99)),
      peakRss: Math.max(...list.map(run => run.peakRss)),
      cpuPerRequest: median(list.map(run => run.cpuPerRequest)),
      statementsPerRequest: counted?.total ?? 0,
      ...(counted?.runner === undefined ? {} : { runnerStatementsPerRequest: counted.runner }),
      runs: list
    }
  }
  const compare = (measured: ServerName, reference: ServerName): Comparison => {
    const [one, other] = [summary(measured), summary(reference)]
    const roundRatios = one.runs.map((run, round) => run.reqPerSec / other.runs[round].reqPerSec)
    return { measured, reference, ratio: median(roundRatios), roundRatios, cpuRatio: other.cpuPerRequest / one.cpuPerRequest }
  }
  const names = [...runs.keys()]
  const comparisons = names.filter(name => !REFERENCES.includes(name))
    .flatMap(measured => names.filter(name => REFERENCES.includes(name)).map(reference => compare(measured, reference)))
  // The plugin against the tagged baseline, or against the one reference measured.
  const first = runs.has('baseline') ? 'baseline' : names.find(name => REFERENCES.includes(name)) ?? 'baseline'
  const { ratio, roundRatios, cpuRatio } = compare('plugin', first)
  return {
    key: scenario.key,
    title: scenario.title,
    target: scenario.target,
    ...(scenario.plainTarget === undefined ? {} : { plainTarget: scenario.plainTarget }),
    plugin: summary('plugin'),
    baseline: summary(first),
    ...(runs.has('bare') ? { bare: summary('bare') } : {}),
    ...(runs.has('plain') ? { plain: summary('plain') } : {}),
    ...(comparisons.length > 1 ? { comparisons } : {}),
    ratio,
    roundRatios,
    cpuRatio
  }
}
