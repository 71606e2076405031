import { DatabaseUnavailable } from '../errors.ts'

/**
 * How long a costly read waits for its turn before it is answered 503 FMR_ERR_DB_UNAVAILABLE (with
 * Retry-After), as a request waits for a PostgreSQL pool connection. Its own bound: the read's
 * budget (readTimeout) starts when it runs, so a read queued behind others under load is not
 * stopped for time it never ran (41 of 5,000 were), and a request costs at most both.
 */
export const READ_WAIT_MS = 10_000

interface Waiter {
  grant: () => void
  timer: NodeJS.Timeout
}

/**
 * At most `size` costly reads at once (a SQLite file's helper processes, half of a PostgreSQL
 * pool); the others wait in line, first come first served, each READ_WAIT_MS at most.
 */
export class ReadSlots {
  private free: number
  private readonly line: Waiter[] = []

  constructor (size: number) {
    this.free = size
  }

  /** Resolves once a slot is this caller's (give it back with `release`); rejects after READ_WAIT_MS in line. */
  async acquire (): Promise<void> {
    if (this.free > 0 && this.line.length === 0) {
      this.free--
      return
    }
    await new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        grant: () => {
          clearTimeout(waiter.timer)
          resolve()
        },
        timer: setTimeout(() => {
          this.line.splice(this.line.indexOf(waiter), 1)
          reject(new DatabaseUnavailable())
        }, READ_WAIT_MS)
      }
      this.line.push(waiter)
    })
  }

  release (): void {
    const next = this.line.shift()
    if (next === undefined) this.free++
    else next.grant()
  }
}
