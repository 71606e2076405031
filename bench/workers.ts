// The `workers` scenario: GET /books/:id on the example server (`npm start`) with WORKERS=2 against
// WORKERS=1, in alternating rounds, and where the machine's CPU went during each run: the server's
// processes, the database's (PostgreSQL: the backends serving the bench database), the load
// generator (this process), and everything else on the machine.
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { load } from './load.ts'
import type { Settings } from './measure.ts'
import { backendsOf, machineTicks, TICK, ticksOf, treeOf } from './process-cpu.ts'
import type { Scenario } from './scenarios.ts'

/** Shares of the machine's CPU time during a run (fractions of all cores' time; they add up to 1 with idle). */
export interface CpuSplit { app: number, database: number, load: number, other: number, idle: number }

export interface WorkersRun { workers: number, reqPerSec: number, p50: number, p99: number, cpu: CpuSplit }

export interface WorkersResult {
  key: 'workers'
  title: string
  target: number
  one: WorkersRun[]
  two: WorkersRun[]
  /** Median of the rounds' ratios (WORKERS=2 req/s over WORKERS=1 req/s, run back to back). */
  ratio: number
  roundRatios: number[]
}

const SERVER = fileURLToPath(new URL('../examples/server.ts', import.meta.url))

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

async function freePort (): Promise<number> {
  return await new Promise(done => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => done(port))
    })
  })
}

interface Started { child: ChildProcess, port: number }

async function startExample (databaseUrl: string, workers: number): Promise<Started> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', SERVER], {
    env: { ...process.env, DATABASE_URL: databaseUrl, WORKERS: String(workers), PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit']
  })
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the example server (WORKERS=${workers}) exited with ${child.exitCode}`)
    const up = await fetch(`http://127.0.0.1:${port}/ready`).then(answer => answer.status === 200, () => false)
    if (up) return { child, port }
    await new Promise(done => setTimeout(done, 100))
  }
  throw new Error(`the example server (WORKERS=${workers}) did not get ready within 60 s`)
}

async function measuredRun (server: Started, workers: number, scenario: Scenario, settings: Settings, backends: () => Promise<number[]>, label: string): Promise<WorkersRun> {
  const dbBefore = new Map((await backends()).map(pid => [pid, ticksOf(pid)]))
  const appPids = treeOf(server.child.pid as number)
  const appBefore = appPids.reduce((sum, pid) => sum + ticksOf(pid), 0)
  const machineBefore = machineTicks()
  const loadBefore = process.cpuUsage()
  const run = await load(server.port, scenario, { ...settings, label })
  const loadUsed = process.cpuUsage(loadBefore)
  const machineAfter = machineTicks()
  const app = appPids.reduce((sum, pid) => sum + ticksOf(pid), 0) - appBefore
  // Backends opened during the run count from zero.
  const database = (await backends()).reduce((sum, pid) => sum + ticksOf(pid) - (dbBefore.get(pid) ?? 0), 0)
  if (run.non2xx > 0 || run.errors > 0 || run.requests === 0) throw new Error(`workers=${workers}: ${run.requests} requests, ${run.non2xx} not 2xx, ${run.errors} errors`)
  const busy = machineAfter.busy - machineBefore.busy
  const total = busy + machineAfter.idle - machineBefore.idle
  const loadTicks = (loadUsed.user + loadUsed.system) / 1e6 * TICK
  const share = (ticks: number): number => ticks / total
  return {
    workers,
    reqPerSec: run.reqPerSec,
    p50: run.p50,
    p99: run.p99,
    cpu: { app: share(app), database: share(database), load: share(loadTicks), other: share(Math.max(0, busy - app - database - loadTicks)), idle: share(total - busy) }
  }
}

export async function measureWorkers (databaseUrl: string, scenario: Scenario, settings: Settings, log: (line: string) => void): Promise<WorkersResult> {
  const backends = await backendsOf(databaseUrl)
  const servers: Array<[number, Started]> = []
  try {
    for (const workers of [1, 2]) servers.push([workers, await startExample(databaseUrl, workers)])
    const runs = new Map<number, WorkersRun[]>([[1, []], [2, []]])
    for (const [workers, server] of servers) {
      if (settings.warmup > 0) await load(server.port, scenario, { ...settings, duration: settings.warmup, label: `warm-${workers}` })
    }
    for (let round = 0; round < settings.rounds; round++) {
      for (const [workers, server] of servers) {
        const run = await measuredRun(server, workers, scenario, settings, backends, `workers-${workers}-${round}`)
        runs.get(workers)?.push(run)
        const pct = (share: number): string => `${Math.round(share * 100)} %`
        log(`  workers WORKERS=${workers} round ${round + 1}: ${Math.round(run.reqPerSec)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms; CPU app ${pct(run.cpu.app)}, ` +
          `database ${pct(run.cpu.database)}, load generator ${pct(run.cpu.load)}, other ${pct(run.cpu.other)}, idle ${pct(run.cpu.idle)}`)
      }
    }
    const one = runs.get(1) ?? []
    const two = runs.get(2) ?? []
    const roundRatios = two.map((run, round) => run.reqPerSec / one[round].reqPerSec)
    return { key: 'workers', title: 'GET /books/:id, example server with WORKERS=2 vs WORKERS=1', target: 1.5, one, two, ratio: median(roundRatios), roundRatios }
  } finally {
    for (const [, server] of servers) {
      server.child.kill('SIGTERM')
      if (server.child.exitCode === null) await once(server.child, 'exit')
    }
  }
}
