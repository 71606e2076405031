import type { FastifyRequest } from 'fastify'
import { Gauge, type Registry } from 'prom-client'

/** Clients followed per minute: a client costing more than 1/CAPACITY of a minute's total is always among them. */
const CAPACITY = 1000
/** The window the gauges cover: this many one-minute buckets. */
const MINUTES = 5
const MINUTE_MS = 60_000

export interface ClientCostOptions {
  /** How many clients the gauges show, those that cost the most over the last 5 minutes; default 10. */
  top?: number | undefined
  /** Who a request counts for: the rate limit's `keyGenerator` when there is one, else `request.ip`. */
  key?: ((request: FastifyRequest) => string | Promise<string>) | undefined
}

interface Tally { seconds: number, requests: number }

/**
 * One minute's costs by client in bounded memory, whatever the number of clients (the
 * Space-Saving summary): past CAPACITY clients, a new one takes the place of the cheapest, whose
 * cost it inherits as an upper bound. So a client that rotates its address cannot grow it, and
 * one that costs a lot is never dropped.
 */
class MinuteCosts {
  readonly minute: number
  readonly tallies = new Map<string, Tally>()

  constructor (minute: number) {
    this.minute = minute
  }

  add (client: string, seconds: number): void {
    const tally = this.tallies.get(client)
    if (tally !== undefined) {
      tally.seconds += seconds
      tally.requests++
      return
    }
    if (this.tallies.size < CAPACITY) {
      this.tallies.set(client, { seconds, requests: 1 })
      return
    }
    let cheapest: string | undefined
    let least: Tally = { seconds: Infinity, requests: 0 }
    for (const [name, entry] of this.tallies) {
      if (entry.seconds < least.seconds) {
        cheapest = name
        least = entry
      }
    }
    this.tallies.delete(cheapest as string)
    this.tallies.set(client, { seconds: least.seconds + seconds, requests: least.requests + 1 })
  }
}

/**
 * Per-client cost in the metrics, with a bounded number of series: two gauges labelled by client,
 * set when scraped to the `top` clients that took the most server time over the last 5 minutes
 * (`fmr_client_request_seconds`) and their requests (`fmr_client_requests`). A label per client
 * for every client would have no bound; these answer "who is costing us now".
 */
export class ClientCosts {
  private readonly minutes: MinuteCosts[] = []
  private readonly top: number
  /** The two gauges, in the registry. */
  readonly gauges: readonly Gauge[]

  constructor (registry: Registry, top: number) {
    this.top = top
    const leaders = (): Array<[string, Tally]> => this.leaders()
    const gauge = (name: string, help: string, value: (tally: Tally) => number): Gauge => new Gauge({
      name,
      help,
      labelNames: ['client'],
      registers: [registry],
      // Set when scraped, from the window as it is then.
      collect () {
        this.reset()
        for (const [client, tally] of leaders()) this.set({ client }, value(tally))
      }
    })
    this.gauges = [
      gauge('fmr_client_request_seconds', `Time spent answering each of the ${top} clients that cost the most over the last ${MINUTES} minutes (an upper bound), by client`, tally => tally.seconds),
      gauge('fmr_client_requests', `Requests of each client of fmr_client_request_seconds over the last ${MINUTES} minutes (an upper bound), by client`, tally => tally.requests)
    ]
  }

  /** Counts `seconds` of server time for `client`. */
  add (client: string, seconds: number, now = Date.now()): void {
    const minute = Math.floor(now / MINUTE_MS)
    let current = this.minutes[this.minutes.length - 1]
    if (current === undefined || current.minute !== minute) {
      current = new MinuteCosts(minute)
      this.minutes.push(current)
      while (this.minutes.length > 0 && this.minutes[0].minute <= minute - MINUTES) this.minutes.shift()
    }
    current.add(client, seconds)
  }

  /** The `top` clients of the window ending now, costliest first. */
  leaders (now = Date.now()): Array<[string, Tally]> {
    const since = Math.floor(now / MINUTE_MS) - MINUTES
    const totals = new Map<string, Tally>()
    for (const minute of this.minutes) {
      if (minute.minute <= since) continue
      for (const [client, tally] of minute.tallies) {
        const total = totals.get(client)
        if (total === undefined) totals.set(client, { ...tally })
        else {
          total.seconds += tally.seconds
          total.requests += tally.requests
        }
      }
    }
    return [...totals].sort((a, b) => b[1].seconds - a[1].seconds).slice(0, this.top)
  }
}
