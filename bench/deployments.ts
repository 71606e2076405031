// The deployment comparisons (PostgreSQL only): the plugin against itself, the same GET /books/:id
// through PgBouncer in transaction mode with unnamed statements against direct, and read on a
// streaming replica against on the primary. The servers are started by scripts/services/*.sh
// (this process a holder of each) and stopped after; the two plugin servers are measured as the
// scenarios are, the first in the "plugin" place, the reference in the "baseline" place.
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { startServer, type BenchServer, type ServerSetup } from './children.ts'
import { measure, type ScenarioResult, type Settings } from './measure.ts'
import { backendsOf, processesNamed, type CpuProbe } from './process-cpu.ts'
import type { Scenario } from './scenarios.ts'
import { verify } from './verify.ts'

interface Deployment {
  key: string
  title: string
  target: number
  /** scripts/services/<script>, when the comparison needs a server of its own. */
  script?: string
  /** The measured server's and the reference's database URL and setup, given the service's own URL. */
  servers: (databaseUrl: string, serviceUrl: string) => Promise<Array<{ url: string, setup: ServerSetup }>>
}

/** `databaseUrl`'s database on the server of `serviceUrl`. */
function onServer (databaseUrl: string, serviceUrl: string): string {
  const url = new URL(databaseUrl)
  url.host = new URL(serviceUrl).host
  return url.toString()
}

export const DEPLOYMENTS: Deployment[] = [
  {
    key: 'pgbouncer',
    title: 'GET /books/:id through PgBouncer (unnamed statements) vs direct',
    target: 0.8,
    script: 'pgbouncer.sh',
    servers: async (databaseUrl, serviceUrl) => {
      const pooled = new URL(onServer(databaseUrl, serviceUrl))
      pooled.searchParams.set('preparedStatements', 'false')
      return [{ url: pooled.toString(), setup: { program: 'plugin' } }, { url: databaseUrl, setup: { program: 'plugin' } }]
    }
  },
  {
    // The pooler's cost split in two: unnamed statements alone, with no pooler between.
    key: 'unnamed',
    title: 'GET /books/:id with unnamed statements vs prepared ones (direct, no pooler)',
    target: 0,
    servers: async databaseUrl => {
      const unnamed = new URL(databaseUrl)
      unnamed.searchParams.set('preparedStatements', 'false')
      return [{ url: unnamed.toString(), setup: { program: 'plugin' } }, { url: databaseUrl, setup: { program: 'plugin' } }]
    }
  },
  {
    key: 'replica',
    title: 'GET /books/:id on a replica vs on the primary',
    target: 0.9,
    script: 'replica.sh',
    servers: async (databaseUrl, serviceUrl) => {
      const replica = onServer(databaseUrl, serviceUrl)
      await caughtUp(databaseUrl, replica)
      return [{ url: databaseUrl, setup: { program: 'plugin', env: { BENCH_REPLICAS: replica } } }, { url: databaseUrl, setup: { program: 'plugin' } }]
    }
  }
]

/** Measures one comparison on `scenario`'s requests (GET /books/:id); the service is stopped after. */
export async function measureDeployment (
  deployment: Deployment, databaseUrl: string, scenario: Scenario, settings: Settings, log: (line: string) => void
): Promise<ScenarioResult> {
  const holder = `bench.${process.pid}`
  const { script } = deployment
  const serviceUrl = script === undefined ? databaseUrl : (await service(script, 'start', holder)).trim().split('\n').pop() as string
  const servers: BenchServer[] = []
  try {
    const [measured, reference] = await deployment.servers(databaseUrl, serviceUrl)
    servers.push(await startServer('plugin', measured.url, undefined, measured.setup), await startServer('baseline', reference.url, undefined, reference.setup))
    const compared: Scenario = { ...scenario, key: deployment.key, title: deployment.title, target: deployment.target }
    log(`${deployment.key}: identical answers to ${await verify(servers[0], servers[1], [compared], 5)} requests`)
    return await measure(servers, compared, { ...settings, outside: await outsideProbe(databaseUrl, deployment.key === 'replica' ? serviceUrl : undefined) }, log)
  } finally {
    for (const server of servers) await server.close()
    if (script !== undefined) await service(script, 'stop', holder)
  }
}

/**
 * Where the CPU outside the app goes, per request: the primary's backends of the bench database
 * (reached directly or through the pooler), the replica's, and PgBouncer's process.
 */
async function outsideProbe (databaseUrl: string, replicaUrl: string | undefined): Promise<CpuProbe> {
  const primary = await backendsOf(databaseUrl)
  const replica = replicaUrl === undefined ? undefined : await backendsOf(onServer(databaseUrl, replicaUrl))
  return async () => {
    const parties = new Map<number, string>()
    for (const pid of await primary()) parties.set(pid, 'PostgreSQL')
    for (const pid of await replica?.() ?? []) parties.set(pid, 'replica')
    for (const pid of processesNamed('pgbouncer')) parties.set(pid, 'PgBouncer')
    return parties
  }
}

async function service (script: string, command: string, holder: string): Promise<string> {
  const path = fileURLToPath(new URL(`../scripts/services/${script}`, import.meta.url))
  return await new Promise((resolve, reject) => {
    execFile(path, [command], { env: { ...process.env, FMR_SERVICE_HOLDER: holder }, timeout: 300_000 }, (error, stdout, stderr) => {
      if (error === null) resolve(stdout)
      else reject(new Error(`${script} ${command} failed: ${stderr}`))
    })
  })
}

/** Waits until the replica has replayed everything the primary had written (the dataset). */
async function caughtUp (primaryUrl: string, replicaUrl: string): Promise<void> {
  const primary = new pg.Client({ connectionString: primaryUrl })
  const replica = new pg.Client({ connectionString: replicaUrl })
  await primary.connect()
  await replica.connect()
  try {
    const lsn = (await primary.query('select pg_current_wal_lsn()::text as lsn')).rows[0].lsn as string
    for (let tries = 0; ; tries++) {
      if ((await replica.query('select pg_last_wal_replay_lsn() >= $1::pg_lsn as done', [lsn])).rows[0].done === true) return
      if (tries > 600) throw new Error(`the replica did not replay ${lsn} within a minute`)
      await new Promise(resolve => setTimeout(resolve, 100))
    }
  } finally {
    await primary.end()
    await replica.end()
  }
}
