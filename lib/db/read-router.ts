import type { Reader } from '../read/reader.ts'
import type { ReadCost } from '../read/costly.ts'
import { readRows, type SqlRunner } from '../read/runner.ts'
import { isConnectionFailure, isSchemaMissing } from './classify-error.ts'
import { ClientPins } from './client-pins.ts'

/** How long a replica that could not be reached is left out before a read tries it again; ms. */
export const REPLICA_RETRY_MS = 5_000

/** A read replica's runner, named `host:port/database` (no credentials) for reports. */
export interface ReplicaRunner {
  name: string
  runner: SqlRunner
}

interface Replica extends ReplicaRunner {
  /** Left out until then (Date.now() ms); 0 when up. */
  downUntil: number
  /** Statements it answered. */
  reads: number
}

/** What `db.ping()` found: each server answered a statement, or not. */
export interface PingResult {
  primary: boolean
  replicas: Array<{ name: string, up: boolean }>
}

/** Statements each replica answered since the start, and those of GETs none could answer (run on the primary). */
export interface ReadCounts {
  replicas: Array<{ name: string, reads: number, down: boolean }>
  fellBack: number
}

/**
 * The cookie a write's answer sets where there are replicas: when the client wrote (ms since the
 * epoch). A process's own pins know only the writes it answered; with several processes behind a
 * balancer, a client's next GET may reach another one, which reads this instead (as Rails'
 * database selector keeps the last write's time in the session).
 */
export const WROTE_COOKIE = 'fmr_wrote'
const WROTE_VALUE = /(?:^|;\s*)fmr_wrote=(\d{1,15})(?:;|$)/

/**
 * Chooses where a GET reads: the next replica in turn (round robin, one per request, so that
 * one answer's statements come from one server), or the primary when there is none or the
 * client is pinned after a write. A replica that cannot be reached, or lacks a table or column
 * the primary has (it has not replayed a createAll or migration yet), is left out for
 * REPLICA_RETRY_MS and the statement runs on the next one, then on the primary: reads are
 * answered as long as one server is up. Failures of a statement itself (a timeout, bad SQL)
 * are not retried elsewhere.
 */
export class ReadRouter {
  readonly primary: Reader
  private readonly replicas: Replica[]
  private readonly readers: Reader[]
  private readonly pins: ClientPins
  private readonly pinMs: number
  private turn = 0
  private fellBack = 0

  constructor (primary: Reader, replicas: ReplicaRunner[], pinMs: number) {
    this.primary = primary
    this.replicas = replicas.map(replica => ({ ...replica, downUntil: 0, reads: 0 }))
    this.readers = this.replicas.map((_, start) => primary.withRunner(this.failover(start)))
    this.pins = new ClientPins(pinMs)
    this.pinMs = pinMs
  }

  /**
   * The reader of a GET by `client` (its address, or any key naming the client), whose request
   * sent `cookie` (its Cookie header: WROTE_COOKIE says when it last wrote, through any process).
   */
  readerFor (client: string, cookie?: string): Reader {
    const count = this.readers.length
    if (count === 0 || this.pins.pinned(client) || this.pinnedByCookie(cookie)) return this.primary
    const reader = this.readers[this.turn]
    this.turn = (this.turn + 1) % count
    return reader
  }

  /**
   * `client` wrote: its reads go to the primary while replicas may not have replayed the write.
   * Returns the Set-Cookie value that tells every process so (none without replicas).
   */
  wrote (client: string): string | undefined {
    if (this.readers.length === 0 || this.pinMs <= 0) return undefined
    this.pins.pin(client)
    return `${WROTE_COOKIE}=${Date.now()}; Path=/; Max-Age=${Math.ceil(this.pinMs / 1000)}; HttpOnly; SameSite=Lax`
  }

  /**
   * Whether the client's cookie says it wrote within `pinMs`. A time ahead of this clock by more
   * than that is no pin: a client may keep its own reads on the primary (as writing would), but
   * not by one cookie for good.
   */
  private pinnedByCookie (cookie: string | undefined): boolean {
    if (cookie === undefined || !cookie.includes(WROTE_COOKIE)) return false
    const found = WROTE_VALUE.exec(cookie)
    if (found === null) return false
    const age = Date.now() - Number(found[1])
    return age < this.pinMs && age > -this.pinMs
  }

  get pinnedClients (): number {
    return this.pins.size
  }

  counts (): ReadCounts {
    const now = Date.now()
    return {
      replicas: this.replicas.map(({ name, reads, downUntil }) => ({ name, reads, down: downUntil > now })),
      fellBack: this.fellBack
    }
  }

  async ping (): Promise<PingResult> {
    const answers = async (runner: SqlRunner): Promise<boolean> => {
      try {
        await runner.rows('select 1', [])
        return true
      } catch {
        return false
      }
    }
    const [primary, ...replicas] = await Promise.all([answers(this.primary.runner), ...this.replicas.map(async replica => {
      const up = await answers(replica.runner)
      if (up) replica.downUntil = 0 // back: reads may return to it at once
      return { name: replica.name, up }
    })])
    return { primary: primary as boolean, replicas: replicas as PingResult['replicas'] }
  }

  /** A runner that starts at replica `start` and moves on past those that cannot be reached. */
  private failover (start: number): SqlRunner {
    const { replicas } = this
    const primary = this.primary.runner
    const next = (cost: ReadCost) => async (sql: string, params: unknown[], bigints?: boolean): Promise<unknown[][]> => {
      for (let step = 0; step < replicas.length; step++) {
        const replica = replicas[(start + step) % replicas.length]
        if (replica.downUntil > Date.now()) continue
        try {
          const rows = await readRows(replica.runner, cost, sql, params, bigints)
          replica.reads++
          return rows
        } catch (error) {
          // A replica behind the primary's schema is as good as down until it replays it.
          if (!isConnectionFailure(error) && !isSchemaMissing(error)) throw error
          replica.downUntil = Date.now() + REPLICA_RETRY_MS
        }
      }
      this.fellBack++
      return await readRows(primary, cost, sql, params, bigints)
    }
    const joined = next('joined')
    const costly = next('costly')
    return {
      dialect: primary.dialect,
      get executed () { return primary.executed },
      get prepared () { return primary.prepared },
      rows: next('plain'),
      costly: async (sql, params, bigints, cost) => await (cost === 'costly' ? costly : joined)(sql, params, bigints)
    }
  }
}
