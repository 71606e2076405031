// The example server (`npm start`) in processes of its own, as a user runs it: started on a free
// port with the environment given, waited for, and stopped (SIGTERM) when the test ends.
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { resolve } from 'node:path'
import type { Test } from 'tap'
import { checkedFetch, type CheckedFetch } from './checked-fetch.ts'

const SERVER = resolve(import.meta.dirname, '../../examples/server.ts')

export interface ExampleServer {
  child: ChildProcess
  port: number
  base: string
  /** What it wrote to stderr so far. */
  stderr: () => string
  /** What it wrote to stdout so far (its log lines). */
  stdout: () => string
  /** The exit code once it has exited. */
  exited: Promise<number | null>
}

/** A server that answers: requests through `fetch` are checked against the document it serves. */
export interface StartedExample extends ExampleServer {
  fetch: CheckedFetch
}

/**
 * A port for a server a test starts in another process, free when asked. Drawn at random below
 * Linux's ephemeral range (32768-60999): a port the kernel picked (port 0) was free only until a
 * suite running beside this one listened on port 0 or opened a connection, and took it; the example
 * server then failed to bind, and its /health answered from the other suite's server (a /metrics
 * that should have been 401 was 404).
 */
export async function freePort (): Promise<number> {
  for (;;) {
    const port = 20000 + Math.floor(Math.random() * 12000)
    const free = await new Promise<boolean>(done => {
      const probe = createServer()
      probe.once('error', () => { done(false) })
      probe.listen(port, '127.0.0.1', () => { probe.close(() => { done(true) }) })
    })
    if (free) return port
  }
}

/** Starts it in `cwd` and resolves once `/health` answers (or rejects when it exits first). */
export async function startExample (t: Test, cwd: string, env: Record<string, string>): Promise<StartedExample> {
  const server = await launchExample(t, cwd, env)
  let gone = false
  void server.exited.then(() => { gone = true })
  let up = false
  for (let i = 0; i < 600 && !gone && !up; i++) {
    up = await fetch(server.base + '/health').then(answer => answer.status === 200, () => false)
    if (!up) await new Promise(done => setTimeout(done, 100))
  }
  if (!up) throw new Error(`the example server did not answer within 60 s:\n${server.stderr()}`)
  return { ...server, fetch: await checkedFetch(server.base) }
}

/** Starts it without waiting for it; it is stopped when `t` ends. */
export async function launchExample (t: Test, cwd: string, env: Record<string, string>, port?: number): Promise<ExampleServer> {
  port ??= await freePort()
  const child = spawn(process.execPath, ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', SERVER], {
    cwd, env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe']
  })
  let stderr = ''
  let stdout = ''
  child.stderr?.on('data', (chunk: Buffer) => { stderr += chunk.toString() })
  child.stdout?.on('data', (chunk: Buffer) => { stdout += chunk.toString() })
  const exited = new Promise<number | null>(done => child.once('exit', code => done(code)))
  t.teardown(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  })
  return { child, port, base: `http://127.0.0.1:${port}`, stderr: () => stderr, stdout: () => stdout, exited }
}

/** The pids of a process's children (a cluster primary's workers). */
export function childrenOf (pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
}
