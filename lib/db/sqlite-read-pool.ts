import { fork, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import { setPriority } from 'node:os'
import { fileURLToPath } from 'node:url'
import { DatabaseUnavailable, QueryTimeout } from '../errors.ts'
import type { StatementCounter } from '../read/runner.ts'
import { ReadSlots } from './read-slots.ts'
import type { ReadAnswer, ReadRequest } from './sqlite-read-process.ts'

/** Helper processes of one SQLite file: costly reads at once; the others wait in line (READ_WAIT_MS). */
export const READ_PROCESSES = 2

// The helper's script beside this file: TypeScript in the sources (run with type stripping), JavaScript once built.
const SCRIPT = fileURLToPath(new URL(`./sqlite-read-process${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url))
/** How much lower than the server a helper runs (a nice value added to none: 0 is the default, 19 the lowest). */
const HELPER_NICENESS = 10
const EXEC_ARGV = SCRIPT.endsWith('.ts') ? ['--experimental-strip-types', '--disable-warning=ExperimentalWarning'] : []

interface Pending {
  id: number
  resolve: (rows: unknown[][]) => void
  reject: (error: Error) => void
  timer?: NodeJS.Timeout
}

interface Helper {
  child: ChildProcess
  /** Settles once the helper has opened the database. */
  ready: Promise<void>
  busy: boolean
  pending?: Pending
}

/**
 * Runs the costly reads of a SQLite file (lib/read/costly.ts) in helper processes, each with a
 * read-only connection of its own (WAL: committed data, as the parent's read connection sees):
 * the parent's event loop goes on answering every other request meanwhile. A read past its
 * budget is stopped by killing its helper (a statement cannot be interrupted otherwise), and a
 * new helper is started for the next read. Helpers start on first use: a server that never
 * reads through a relationship never starts one.
 */
export class SqliteReadPool {
  /** The read budget, ms (`readTimeout`). */
  readonly budget: number
  private readonly file: string
  private readonly busyTimeout: number
  private readonly counter: StatementCounter
  private readonly helpers: Helper[] = []
  private readonly slots: ReadSlots
  private readonly driver: string
  private nextId = 0
  private closed = false

  constructor (settings: { file: string, busyTimeout: number, budget: number }, counter: StatementCounter, size = READ_PROCESSES) {
    this.file = settings.file
    this.busyTimeout = settings.busyTimeout
    this.budget = settings.budget
    this.counter = counter
    this.slots = new ReadSlots(size)
    // The driver MikroORM's SQLite package loads, wherever the install put it.
    this.driver = createRequire(import.meta.resolve('@mikro-orm/sqlite')).resolve('better-sqlite3')
  }

  /**
   * The rows of one read, or FMR_ERR_QUERY_TIMEOUT once it has run past the budget; the wait for a
   * helper (ReadSlots) and a helper's start are not the read's own time.
   */
  async rows (sql: string, params: unknown[], bigints = false): Promise<unknown[][]> {
    if (this.closed) throw new DatabaseUnavailable()
    await this.slots.acquire()
    try {
      const helper = this.helpers.find(candidate => !candidate.busy) ?? this.start()
      helper.busy = true
      keepAlive(helper.child, true)
      try {
        await helper.ready
      } catch (error) {
        this.drop(helper)
        throw new DatabaseUnavailable({ cause: error })
      }
      this.counter.executed++
      return await this.ask(helper, { id: ++this.nextId, sql, params, bigints }, Date.now() + this.budget)
    } finally {
      this.slots.release()
    }
  }

  private async ask (helper: Helper, request: ReadRequest, deadline: number): Promise<unknown[][]> {
    return await new Promise<unknown[][]>((resolve, reject) => {
      const pending: Pending = { id: request.id, resolve, reject }
      pending.timer = setTimeout(() => {
        helper.pending = undefined
        this.drop(helper)
        reject(new QueryTimeout(this.budget))
      }, Math.max(0, deadline - Date.now()))
      helper.pending = pending
      helper.child.send(request)
    })
  }

  private start (): Helper {
    const child = fork(SCRIPT, [this.driver, this.file, String(this.busyTimeout)], {
      execArgv: EXEC_ARGV, serialization: 'advanced', stdio: ['ignore', 'ignore', 'inherit', 'ipc']
    })
    // Below the server's own priority: a costly read never takes the CPU from the requests the
    // server answers meanwhile (two busy helpers on two cores made /health wait 50 ms, not 2).
    try {
      if (child.pid !== undefined) setPriority(child.pid, HELPER_NICENESS)
    } catch {
      // Not allowed here (some containers): the helper runs at the server's priority.
    }
    let opened: () => void = () => {}
    let failed: (error: Error) => void = () => {}
    const helper: Helper = {
      child,
      busy: false,
      ready: new Promise<void>((resolve, reject) => { opened = resolve; failed = reject })
    }
    child.on('message', (answer: ReadAnswer) => {
      if ('ready' in answer) return opened()
      const pending = helper.pending
      if (pending === undefined || pending.id !== answer.id) return
      clearTimeout(pending.timer)
      helper.pending = undefined
      helper.busy = false
      keepAlive(child, false)
      if ('rows' in answer) pending.resolve(answer.rows)
      else pending.reject(Object.assign(new Error(answer.error.message), { code: answer.error.code }))
    })
    child.on('exit', (code, signal) => {
      this.drop(helper)
      const error = new Error(`The SQLite read helper ended (${signal ?? `exit code ${String(code)}`})`)
      failed(error)
      const pending = helper.pending
      helper.pending = undefined
      if (pending !== undefined) {
        clearTimeout(pending.timer)
        pending.reject(new DatabaseUnavailable({ cause: error }))
      }
    })
    child.on('error', error => failed(error))
    keepAlive(child, false)
    this.helpers.push(helper)
    return helper
  }

  /** Takes `helper` out of the pool and ends its process. */
  private drop (helper: Helper): void {
    const at = this.helpers.indexOf(helper)
    if (at >= 0) this.helpers.splice(at, 1)
    if (helper.child.exitCode === null && helper.child.signalCode === null) helper.child.kill('SIGKILL')
  }

  /** Ends every helper; reads after this are refused. */
  close (): void {
    this.closed = true
    for (const helper of [...this.helpers]) this.drop(helper)
  }
}

/** An idle helper does not keep the parent running; one that owes an answer does. */
function keepAlive (child: ChildProcess, on: boolean): void {
  if (on) {
    child.ref()
    child.channel?.ref()
  } else {
    child.unref()
    child.channel?.unref()
  }
}
