/** How many clients may be pinned at once; past it every read goes to the primary until pins expire. */
export const MAX_PINNED_CLIENTS = 10_000

/**
 * Read-your-writes across requests: a client that wrote reads from the primary for `ms`, the
 * time a replica is given to replay the write. Memory is bounded: at most MAX_PINNED_CLIENTS
 * entries; a write from one more client pins every client for `ms` instead (the safe direction:
 * reads leave the replicas, none turns stale). All pins last the same time, so the map's
 * insertion order is expiry order and expired entries are swept from its front.
 */
export class ClientPins {
  private readonly ms: number
  private readonly limit: number
  private readonly until = new Map<string, number>()
  private everyoneUntil = 0

  constructor (ms: number, limit = MAX_PINNED_CLIENTS) {
    this.ms = ms
    this.limit = limit
  }

  /** How many clients are pinned now (expired entries not yet swept included). */
  get size (): number {
    return this.until.size
  }

  /** The client wrote: its next reads, until `ms` from now, go to the primary. */
  pin (client: string): void {
    if (this.ms <= 0) return
    const now = Date.now()
    this.sweep(now)
    this.until.delete(client) // re-inserted last: expiry order stays insertion order
    if (this.until.size >= this.limit) {
      this.everyoneUntil = now + this.ms
      return
    }
    this.until.set(client, now + this.ms)
  }

  /** Whether the client's reads go to the primary now. */
  pinned (client: string): boolean {
    if (this.ms <= 0 || (this.until.size === 0 && this.everyoneUntil === 0)) return false
    const now = Date.now()
    if (now < this.everyoneUntil) return true
    const until = this.until.get(client)
    return until !== undefined && now < until
  }

  private sweep (now: number): void {
    for (const [client, until] of this.until) {
      if (until > now) return
      this.until.delete(client)
    }
  }
}
