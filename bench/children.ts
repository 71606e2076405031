// Starts a bench server in a child process of its own and talks to it over IPC.
import { fork, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import type { ChildMessage, ServerStats } from './serve.ts'

/**
 * `plugin`: the example's defaults (health and metrics on); `bare`: the plugin with neither.
 * `baseline`: the hand-written server sending the plugin's entity tags; `plain`: the same without
 * them, the limit of a server that offers no conditional requests.
 */
export type ServerName = 'plugin' | 'bare' | 'baseline' | 'plain' | 'platformatic'

const PLUGIN = fileURLToPath(new URL('./plugin-server.ts', import.meta.url))
const BASELINE = fileURLToPath(new URL('./baseline.ts', import.meta.url))
const FILES: Record<ServerName, string> = {
  plugin: PLUGIN, bare: PLUGIN, baseline: BASELINE, plain: BASELINE, platformatic: fileURLToPath(new URL('./platformatic/server.ts', import.meta.url))
}

/** The servers measured against (`baseline`, `plain`; Platformatic DB, a peer: bench/platformatic/). */
export const REFERENCES: readonly ServerName[] = ['baseline', 'plain', 'platformatic']

export interface BenchServer {
  name: ServerName
  port: number
  /** The child's process id, for what /proc tells of it (bench/cpu-per-request.ts). */
  pid: number
  /** RSS now, its peak since the previous call, and statements sent so far. */
  stats: () => Promise<ServerStats>
  close: () => Promise<void>
}

/** What a server runs, when it is not its name's program as is (the deployment comparisons run the plugin twice). */
export interface ServerSetup {
  program?: ServerName
  /** A program of its own instead (bench/many-to-many.ts's servers over its own models); `name` still says which side it is. */
  file?: string
  /** More environment for the child: BENCH_REPLICAS (comma-separated replica URLs). */
  env?: Record<string, string>
  /** Run the child with its JavaScript functions named for Linux perf (bench/perf-record.ts). */
  perf?: boolean
}

/** `profileDir`: run the child under `--cpu-prof`, writing its profile there when it closes. */
export async function startServer (name: ServerName, databaseUrl: string, profileDir?: string, setup: ServerSetup = {}): Promise<BenchServer> {
  const execArgv = ['--experimental-strip-types', '--disable-warning=ExperimentalWarning']
  // BENCH_NODE_FLAGS: Node and V8 flags for every server, space-separated (NODE_OPTIONS takes few of V8's).
  if (process.env.BENCH_NODE_FLAGS !== undefined) execArgv.push(...process.env.BENCH_NODE_FLAGS.split(' ').filter(flag => flag !== ''))
  // Names JavaScript functions for Linux perf (bench/perf-record.ts).
  if (setup.perf === true) execArgv.push('--perf-basic-prof-only-functions', '--logfile=/dev/null', '--no-logfile-per-isolate')
  if (profileDir !== undefined) execArgv.push('--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=${name}-${Date.now()}.cpuprofile`)
  const env = { ...process.env, BENCH_VARIANT: name, ...setup.env, BENCH_DATABASE_URL: databaseUrl }
  const child: ChildProcess = fork(setup.file ?? FILES[setup.program ?? name], [], { execArgv, env, stdio: 'inherit' })
  const exited = once(child, 'exit')
  // A server that dies fails whatever waits for it, instead of leaving the run hanging.
  const died = exited.then(([code]) => { throw new Error(`the ${name} server exited (${String(code)})`) })
  died.catch(() => {})
  const port = await Promise.race([
    new Promise<number>(resolve => child.on('message', (message: ChildMessage) => { if (message.type === 'ready') resolve(message.port) })),
    died
  ])
  let serial = 0
  return {
    name,
    port,
    pid: child.pid as number,
    stats: async () => {
      const id = ++serial
      const answer = new Promise<ServerStats>(resolve => {
        const listen = (message: ChildMessage): void => {
          if (message.type === 'stats' && message.id === id) {
            child.off('message', listen)
            resolve(message.stats)
          }
        }
        child.on('message', listen)
      })
      child.send({ type: 'stats', id })
      return await Promise.race([answer, died])
    },
    close: async () => {
      if (child.connected) child.send({ type: 'close' })
      await exited
    }
  }
}
