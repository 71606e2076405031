import { DatabaseUnavailable } from '../errors.ts'

/**
 * One writer at a time on SQLite's single write connection. A transaction that awaits (a
 * `beforeCommit` hook, `resource.create()`) holds the gate across its awaits, so that no other
 * request's statement runs inside it and is rolled back with it, or sees what it has not yet
 * committed. Waiting is bounded: past `timeoutMs` the write is answered 503 instead of queuing
 * for ever. PostgreSQL gives each transaction its own pooled connection: there the gate is open.
 */
export class WriteGate {
  readonly timeoutMs: number
  private readonly enabled: boolean
  private held = false
  private transactions = 0
  private readonly waiting: Array<() => void> = []
  private idle: Array<() => void> = []

  constructor (enabled: boolean, timeoutMs: number) {
    this.enabled = enabled
    this.timeoutMs = timeoutMs
  }

  /** Runs `work` as the only writer; `transaction` marks work that keeps a transaction open across awaits. */
  async run<T> (work: () => Promise<T>, transaction = false): Promise<T> {
    if (!this.enabled) return await work()
    await this.acquire()
    if (transaction) this.transactions++
    try {
      return await work()
    } finally {
      if (transaction && --this.transactions === 0) this.wakeReaders()
      this.release()
    }
  }

  /** Whether a transaction is open on the write connection now. */
  get inTransaction (): boolean {
    return this.transactions > 0
  }

  /** Resolves once no transaction is open (for reads that share the write connection: `:memory:`). */
  async transactionsDone (): Promise<void> {
    if (this.transactions === 0) return
    await new Promise<void>(resolve => this.idle.push(resolve))
  }

  private async acquire (): Promise<void> {
    if (!this.held) {
      this.held = true
      return
    }
    await new Promise<void>((resolve, reject) => {
      const entry = (): void => {
        clearTimeout(timer)
        resolve()
      }
      const timer = setTimeout(() => {
        const index = this.waiting.indexOf(entry)
        if (index >= 0) this.waiting.splice(index, 1)
        reject(new DatabaseUnavailable())
      }, this.timeoutMs)
      this.waiting.push(entry)
    })
  }

  /** Hands the gate straight to the next writer in line, so none can overtake it. */
  private release (): void {
    const next = this.waiting.shift()
    if (next !== undefined) next()
    else this.held = false
  }

  private wakeReaders (): void {
    const waiting = this.idle
    this.idle = []
    for (const resolve of waiting) resolve()
  }
}
