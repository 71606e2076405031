// Servers a test needs next to the primary PostgreSQL: a streaming replica and PgBouncer in
// transaction mode, started by the scripts in scripts/services/ and stopped when the test ends.
// Tests running at the same time share one server: each start registers this process as a holder,
// and the server stops when its last holder lets go (or stays up when CI started it by hand).
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { Test } from 'tap'
import pg from 'pg'

export interface Service {
  /** The server's URL, naming the database `postgres`. */
  url: string
  /** `databaseUrl` (a database of the primary cluster, e.g. from freshPostgres) reached through this server. */
  on: (databaseUrl: string) => string
}

export interface Replica extends Service {
  /**
   * Resolves once the replica has replayed everything the primary has written so far (30 s at
   * most: parallel test files create databases, each a few MB of WAL to replay).
   */
  caughtUp: (timeoutMs?: number) => Promise<void>
}

let serial = 0

/** A streaming replica of the primary (scripts/services/replica.sh), stopped when `t` ends. */
export async function withReplica (t: Test): Promise<Replica> {
  const service = await withService(t, 'replica.sh')
  const { FMR_PG_USER = 'postgres', FMR_PG_HOST = '127.0.0.1', FMR_PG_PORT = '5432' } = process.env
  const primaryUrl = `postgresql://${FMR_PG_USER}@${FMR_PG_HOST}:${FMR_PG_PORT}/postgres`
  return { ...service, caughtUp: async (timeoutMs = 30_000) => await caughtUp(primaryUrl, service.url, timeoutMs) }
}

/**
 * PgBouncer in transaction mode in front of the primary (scripts/services/pgbouncer.sh), stopped
 * when `t` ends. `env` sets the script's FMR_PGBOUNCER_* settings: one configured otherwise needs
 * a port of its own (FMR_PGBOUNCER_PORT), or it would be the one already running.
 */
export async function withPgBouncer (t: Test, env: Record<string, string> = {}): Promise<Service> {
  return await withService(t, 'pgbouncer.sh', env)
}

export interface SslServer extends Service {
  /** The server's directory: ca.crt (the CA that signed its certificate, whose only name is localhost) and other-ca.crt (one that signed nothing). */
  dir: string
}

/** A PostgreSQL server of its own with TLS on (scripts/services/ssl.sh), stopped when `t` ends. */
export async function withSslServer (t: Test): Promise<SslServer> {
  const service = await withService(t, 'ssl.sh')
  return { ...service, dir: service.lines[service.lines.length - 2] }
}

/** Redis (scripts/services/redis.sh): the machine's on 6379, or one started for the test and stopped when `t` ends. */
export async function withRedis (t: Test): Promise<Service> {
  return await withService(t, 'redis.sh')
}

async function withService (t: Test, script: string, env: Record<string, string> = {}): Promise<Service & { lines: string[] }> {
  const holder = `tap.${serial++}.${process.pid}`
  const started = await run(script, 'start', holder, env)
  if (started.code !== 0) throw new Error(`${script} start failed (exit ${started.code}):\n${started.output}`)
  t.teardown(async () => {
    const stopped = await run(script, 'stop', holder, env)
    if (stopped.code !== 0) throw new Error(`${script} stop failed (exit ${stopped.code}):\n${stopped.output}`)
  })
  const lines = started.stdout.trim().split('\n')
  const url = lines[lines.length - 1]
  const server = new URL(url)
  return {
    url,
    lines,
    on: databaseUrl => {
      const target = new URL(databaseUrl)
      target.host = server.host
      return target.toString()
    }
  }
}

interface Ran { code: number, stdout: string, output: string }

async function run (script: string, command: string, holder: string, env: Record<string, string>): Promise<Ran> {
  const path = fileURLToPath(new URL(`../../scripts/services/${script}`, import.meta.url))
  return await new Promise(resolve => {
    execFile(path, [command], { env: { ...process.env, ...env, FMR_SERVICE_HOLDER: holder }, timeout: 300_000 }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1
      resolve({ code, stdout, output: `${stdout}${stderr}${error !== null && typeof error.code !== 'number' ? String(error) : ''}` })
    })
  })
}

async function caughtUp (primaryUrl: string, replicaUrl: string, timeoutMs: number): Promise<void> {
  const lsn = await one(primaryUrl, 'select pg_current_wal_lsn()::text as v')
  const deadline = Date.now() + timeoutMs
  const replica = new pg.Client({ connectionString: replicaUrl })
  await replica.connect()
  try {
    for (;;) {
      const { rows } = await replica.query('select pg_last_wal_replay_lsn() >= $1::pg_lsn as done', [lsn])
      if (rows[0].done === true) return
      if (Date.now() > deadline) throw new Error(`the replica did not replay ${lsn} within ${timeoutMs} ms`)
      await new Promise(resolve => setTimeout(resolve, 10))
    }
  } finally {
    await replica.end()
  }
}

async function one (url: string, sql: string): Promise<unknown> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(sql)).rows[0].v
  } finally {
    await client.end()
  }
}
