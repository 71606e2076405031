// CPU time of the processes around a bench server, read from /proc (Linux): the app's process
// tree, PostgreSQL's backends of one database, a pooler. Used where the server's own CPU per
// request does not tell the whole cost (several workers, a pooler between app and database).
import { readdirSync, readFileSync } from 'node:fs'
import pg from 'pg'

export const TICK = 100 // clock ticks per second of /proc times (USER_HZ)

/** utime + stime of a process, in ticks (0 once it is gone). */
export function ticksOf (pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return Number(fields[11]) + Number(fields[12])
  } catch {
    return 0
  }
}

export function treeOf (pid: number): number[] {
  let children: number[] = []
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
  } catch {}
  return [pid, ...children.flatMap(treeOf)]
}

/** All cores' busy and idle ticks since boot. */
export function machineTicks (): { busy: number, idle: number } {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number)
  const idle = values[3] + values[4]
  return { busy: values.slice(0, 8).reduce((a, b) => a + b, 0) - idle, idle }
}

/** The backends of the bench database (PostgreSQL); none on SQLite, whose work is inside the app. */
export async function backendsOf (databaseUrl: string): Promise<() => Promise<number[]>> {
  if (!databaseUrl.startsWith('postgres')) return async () => []
  return async () => {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      const { rows } = await client.query('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')
      return rows.map(row => Number(row.pid))
    } finally {
      await client.end()
    }
  }
}

/** Ticks used so far by each named party: a probe a timed run reads before and after. */
export type CpuProbe = () => Promise<Map<number, string>>

/**
 * The ticks each party of `probe` (pid → party) used between two readings: a process that
 * started between them counts from zero, one that ended is left out.
 */
export async function partyTicks (probe: CpuProbe, before: Map<number, number> | undefined): Promise<{ ticks: Map<number, number>, used: Record<string, number> }> {
  const parties = await probe()
  const ticks = new Map([...parties.keys()].map(pid => [pid, ticksOf(pid)]))
  const used: Record<string, number> = {}
  for (const [pid, party] of parties) used[party] = (used[party] ?? 0) + (ticks.get(pid) ?? 0) - (before?.get(pid) ?? 0)
  return { ticks, used }
}

/** The processes whose command name is `name` (e.g. every `pgbouncer` on the machine). */
export function processesNamed (name: string): number[] {
  const pids: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name) pids.push(Number(entry))
    } catch {}
  }
  return pids
}
