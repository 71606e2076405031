import pg from 'pg'
import type { Test } from 'tap'

/**
 * The sessions of `client`'s database waiting for a lock now, other than its own. Inside a
 * transaction a session sees pg_stat_activity as it was at its first look, unless cleared: a
 * statement that came to the lock after that look was never seen waiting.
 */
export async function lockWaiters (client: pg.Client): Promise<number[]> {
  await client.query('select pg_stat_clear_snapshot()')
  const { rows } = await client.query<{ pid: number }>("select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()")
  return rows.map(row => row.pid)
}

/** A connection of the test's own to `url`, ended at the test's teardown. */
export async function client (t: Test, url: string): Promise<pg.Client> {
  const connection = new pg.Client({ connectionString: url })
  await connection.connect()
  t.teardown(async () => { await connection.end() })
  return connection
}

/** Waits until `count` other connections wait for a lock (as seen by `watcher`). */
export async function untilWaiting (t: Test, watcher: pg.Client, count: number, what: string): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    if ((await lockWaiters(watcher)).length >= count) return
    await new Promise(resolve => setTimeout(resolve, 25))
  }
  t.fail(`${what}: nobody waited`)
}
