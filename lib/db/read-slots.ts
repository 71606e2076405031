interface Waiter {
  grant: () => void
  timer: NodeJS.Timeout
}

/**
 * At most `size` costly reads at once (a SQLite file's helper processes, half of a PostgreSQL
 * pool); the others wait in line, first come first served, each until its deadline, when it is
 * refused with the error `late` makes.
 */
export class ReadSlots {
  private free: number
  private readonly line: Waiter[] = []

  constructor (size: number) {
    this.free = size
  }

  /** Resolves once a slot is this caller's (give it back with `release`); rejects at `deadline` (Date.now() ms). */
  async acquire (deadline: number, late: () => Error): Promise<void> {
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
          reject(late())
        }, Math.max(0, deadline - Date.now()))
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
