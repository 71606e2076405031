import type pg from 'pg'

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
