// `WORKERS=n npm start`: n worker processes (node:cluster) sharing one port. The primary restarts a
// worker that crashes (within bounds), and on SIGTERM or SIGINT lets every worker finish its
// requests in flight before all exit. Metrics of all workers are summed by the primary.
import cluster, { type Worker } from 'node:cluster'
import { AggregatorRegistry, type Registry } from 'prom-client'

/** More than this many restarts within RESTART_WINDOW_MS, and the primary gives up. */
const MAX_RESTARTS = 5
const RESTART_WINDOW_MS = 60_000
/** A worker still running this long after SIGTERM is killed. */
const SHUTDOWN_TIMEOUT_MS = 30_000

type Log = (line: string) => void
interface MetricsAsk { type: 'fmr:metrics', id: number }
interface MetricsAnswer { type: 'fmr:metrics', id: number, text?: string, error?: string }

/**
 * Runs the primary: forks `workers` processes and keeps them running. A worker that dies before it
 * listened would die again (a taken port, a bad configuration): the primary stops the others and
 * exits 1 instead of restarting it in a loop; so it does past MAX_RESTARTS crashes in a minute.
 * `env` is added to each worker's environment (the primary's own is passed on as well).
 */
export function runPrimary (workers: number, log: Log, env: Record<string, string> = {}): void {
  const aggregator = new AggregatorRegistry()
  const listening = new WeakSet<Worker>()
  const restarts: number[] = []
  let stopping = false
  let exitCode = 0

  const fork = (): void => {
    const worker = cluster.fork(env)
    worker.once('listening', () => listening.add(worker))
    worker.on('message', (message: MetricsAsk) => {
      if (message?.type !== 'fmr:metrics') return
      const answer = (reply: Omit<MetricsAnswer, 'type' | 'id'>): void => {
        if (worker.isConnected()) worker.send({ type: 'fmr:metrics', id: message.id, ...reply })
      }
      aggregator.clusterMetrics().then(text => answer({ text }), (error: Error) => answer({ error: error.message }))
    })
  }
  const stop = (code: number): void => {
    if (stopping) return
    stopping = true
    exitCode = code
    const running = Object.values(cluster.workers ?? {})
    if (running.length === 0) process.exit(code) // the last worker is the one that just died
    for (const worker of running) worker?.process.kill('SIGTERM')
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL')
    }, SHUTDOWN_TIMEOUT_MS).unref()
  }

  cluster.on('exit', (worker, code, signal) => {
    if (Object.keys(cluster.workers ?? {}).length === 0 && stopping) process.exit(exitCode)
    if (stopping) return
    const how = signal === null ? `code ${String(code)}` : signal
    if (!listening.has(worker)) {
      log(`worker ${worker.process.pid ?? '?'} exited (${how}) before it listened: stopping`)
      stop(1)
      return
    }
    const now = Date.now()
    while (restarts.length > 0 && restarts[0] < now - RESTART_WINDOW_MS) restarts.shift()
    if (restarts.length >= MAX_RESTARTS) {
      log(`worker ${worker.process.pid ?? '?'} exited (${how}); ${MAX_RESTARTS} restarts within a minute already: stopping`)
      stop(1)
      return
    }
    restarts.push(now)
    log(`worker ${worker.process.pid ?? '?'} exited (${how}): starting another`)
    fork()
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      log(`${signal}: workers finish their requests in flight, then exit`)
      stop(0)
    })
  }
  for (let i = 0; i < workers; i++) fork()
}

let asked = 0

/**
 * In a worker: makes `registry` part of the primary's sum, and returns the `scrape` function for
 * the plugin's metrics option, which answers the sum of every worker's metrics.
 */
export function clusterScrape (registry: Registry): () => Promise<string> {
  AggregatorRegistry.setRegistries([registry])
  new AggregatorRegistry() // eslint-disable-line no-new -- answers the primary's requests for this worker's metrics
  return async () => await new Promise<string>((resolve, reject) => {
    const id = ++asked
    const listen = (message: MetricsAnswer): void => {
      if (message?.type !== 'fmr:metrics' || message.id !== id) return
      process.off('message', listen)
      if (message.text === undefined) reject(new Error(message.error ?? 'no metrics'))
      else resolve(message.text)
    }
    process.on('message', listen)
    process.send?.({ type: 'fmr:metrics', id } satisfies MetricsAsk)
  })
}
