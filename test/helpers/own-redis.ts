// A Redis of the test's own on a free port, which the test may pause (SIGSTOP: the connection
// stays open and nothing answers, as a hung server does) and resume; stopped when the test ends.
// Never the machine's shared Redis on 6379: pausing that one would stall every other test.
import { spawn } from 'node:child_process'
import { createConnection } from 'node:net'
import type { Test } from 'tap'
import { freePort } from './example-server.ts'

export interface OwnRedis {
  port: number
  url: string
  pause: () => void
  resume: () => void
}

/** Whether a Redis answers PING on `port` within a second. */
async function answers (port: number): Promise<boolean> {
  return await new Promise(resolve => {
    const socket = createConnection({ host: '127.0.0.1', port })
    const done = (up: boolean): void => { socket.destroy(); resolve(up) }
    socket.setTimeout(1_000, () => done(false))
    socket.once('error', () => done(false))
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', data => done(data.toString().startsWith('+PONG')))
  })
}

/** Starts `redis-server` on `port` (a free one by default), keeping nothing on disk; resolves once it answers. */
export async function ownRedis (t: Test, port?: number): Promise<OwnRedis> {
  port ??= await freePort()
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], { stdio: 'ignore' })
  const exited = new Promise<void>(resolve => child.once('exit', () => resolve()))
  let paused = false
  t.teardown(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    if (paused) child.kill('SIGCONT')
    child.kill('SIGTERM')
    await exited
  })
  for (let i = 0; i < 100 && !(await answers(port)); i++) await new Promise(resolve => setTimeout(resolve, 50))
  if (!(await answers(port))) throw new Error(`redis-server did not answer on port ${port}`)
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    pause: () => { paused = true; child.kill('SIGSTOP') },
    resume: () => { paused = false; child.kill('SIGCONT') }
  }
}
