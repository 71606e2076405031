// What both bench servers share: listen on loopback, tell the parent the port over IPC, and
// answer its requests for memory and statement counts over IPC too, never over HTTP, so that
// nothing of the measurement is on the measured path.
import type { FastifyInstance } from 'fastify'
import { statements } from './count-statements.ts'

export interface ServerStats {
  rss: number
  /** Highest RSS sampled since the previous stats request. */
  peakRss: number
  /** CPU time (user + system) used so far, in microseconds. */
  cpu: number
  statements: number
  /** The plugin's driver-level runner statements (db[kReader].runner.executed); absent for the baseline. */
  runnerStatements?: number
}

export type ParentMessage = { type: 'stats', id: number } | { type: 'close' }
export type ChildMessage = { type: 'ready', port: number } | { type: 'stats', id: number, stats: ServerStats }

const SAMPLE_MS = 100

export async function serve (app: FastifyInstance, runnerStatements?: () => number): Promise<void> {
  const send = (message: ChildMessage): void => { process.send?.(message) }
  let peak = process.memoryUsage.rss()
  setInterval(() => { peak = Math.max(peak, process.memoryUsage.rss()) }, SAMPLE_MS).unref()
  const close = async (): Promise<void> => {
    await app.close()
    process.exit(0) // --cpu-prof writes its profile on this exit
  }
  process.on('message', (message: ParentMessage) => {
    if (message.type === 'close') { void close(); return }
    const rss = process.memoryUsage.rss()
    const { user, system } = process.cpuUsage()
    const stats: ServerStats = { rss, peakRss: Math.max(peak, rss), cpu: user + system, statements: statements() }
    if (runnerStatements !== undefined) stats.runnerStatements = runnerStatements()
    peak = rss
    send({ type: 'stats', id: message.id, stats })
  })
  process.on('disconnect', () => { void close() })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  send({ type: 'ready', port: typeof address === 'object' && address !== null ? address.port : 0 })
}
