// Counts every SQL statement a bench server sends, at the driver, whoever sends it (the plugin's
// driver-level runner, MikroORM through Kysely, or the baseline): one increment per call.
import Database from 'better-sqlite3'
import pg from 'pg'

let count = 0

type Method = (this: unknown, ...args: unknown[]) => unknown

function wrap (target: Record<string, Method>, names: string[]): void {
  for (const name of names) {
    const original = target[name]
    target[name] = function (this: unknown, ...args: unknown[]) {
      count++
      return original.apply(this, args)
    }
  }
}

/** Patches better-sqlite3's statements and `exec`, and pg's `Client#query`; call once per process. */
export function countStatements (): void {
  const probe = new Database(':memory:')
  wrap(Object.getPrototypeOf(probe.prepare('select 1')), ['run', 'get', 'all', 'iterate'])
  probe.close()
  wrap(Database.prototype as unknown as Record<string, Method>, ['exec'])
  wrap(pg.Client.prototype as unknown as Record<string, Method>, ['query'])
}

export function statements (): number {
  return count
}
