import type { DB } from '../../lib/index.ts'
import { kReader } from '../../lib/symbols.ts'

/**
 * One thing `/ready` waits for. `check` resolves to undefined when it is ready, or to a short
 * text saying what is not (it becomes part of the 503's message, so it names no secrets).
 */
export interface ReadinessCheck {
  name: string
  check: () => Promise<string | undefined>
}

/** The checks every DB gets: the database answers, every read replica answers, and no migration is pending. */
export function databaseChecks (db: DB): ReadinessCheck[] {
  const replicas: ReadinessCheck[] = db.replicaUrls.length === 0 ? [] : [{
    name: 'replicas',
    check: async () => {
      // Named host:port/database: no credentials reach the answer.
      const down = (await db.ping()).replicas.filter(replica => !replica.up).map(replica => replica.name)
      return down.length === 0 ? undefined : `the replica${down.length === 1 ? '' : 's'} ${down.join(', ')} ${down.length === 1 ? 'does' : 'do'} not answer`
    }
  }]
  return [
    {
      name: 'database',
      check: async () => {
        await db[kReader].runner.rows('select 1', [])
        return undefined
      }
    },
    {
      name: 'migrations',
      check: async () => {
        const pending = (await db.migrations.list()).pending.length
        return pending === 0 ? undefined : `${pending} migration${pending === 1 ? ' is' : 's are'} pending`
      }
    },
    ...replicas
  ]
}

export interface ReadinessHooks {
  log?: (name: string, error: unknown) => void
  /** Told of each check's own promise, which a late check keeps running after its answer was given. */
  track?: (work: Promise<unknown>) => void
}

/**
 * Runs every check at once, each bounded by `timeoutMs`, and resolves to the problems found (none:
 * ready). A check that throws or is late counts as "<name> does not answer": the driver's own
 * message stays in the log, never in an answer.
 */
export async function readiness (checks: readonly ReadinessCheck[], timeoutMs: number, options: ReadinessHooks = {}): Promise<string[]> {
  const results = await Promise.all(checks.map(async ({ name, check }) => {
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<string>(resolve => { timer = setTimeout(() => resolve(`${name} does not answer`), timeoutMs) })
    const work = check()
    options.track?.(work)
    try {
      return await Promise.race([work, late])
    } catch (error) {
      options.log?.(name, error)
      return `${name} does not answer`
    } finally {
      clearTimeout(timer)
    }
  }))
  return results.filter((problem): problem is string => problem !== undefined)
}

/**
 * At most one run of the checks at a time: concurrent `/ready` requests share the run in flight,
 * so a flood of them costs the database one check, not one per request.
 */
export function sharedRun<T> (run: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined
  return async () => {
    inFlight ??= run().finally(() => { inFlight = undefined })
    return await inFlight
  }
}
