// `npm start`: the example API on HOST:PORT, over DATABASE_URL or an SQLite file in ./data; with
// WORKERS=n, n processes share the port (examples/cluster.ts) and one cursor key. Variables:
// examples/settings.ts.
import cluster from 'node:cluster'
import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { Redis } from 'ioredis'
import { Registry } from 'prom-client'
import { DB } from '../lib/index.ts'
import type { MetricsOptions } from '../plugin/index.ts'
import { buildApp } from './app.ts'
import { clusterScrape, runPrimary } from './cluster.ts'
import { models } from './models.ts'
import { seed } from './seed.ts'
import { bearerGuard, readSettings, type Settings } from './settings.ts'

const hideUser = (url: string): string => url.replace(/\/\/[^@/]*@/, '//***@')

/** One process serving the API until SIGTERM or SIGINT, after which its requests in flight finish. */
async function serve (settings: Settings, databaseUrl: string, inCluster: boolean): Promise<void> {
  // The local default is made where it is missing; a DATABASE_URL names a database that must exist.
  const createDatabase = settings.databaseUrl === undefined
  const registry = new Registry()
  const metrics: MetricsOptions = {
    registry,
    ...(inCluster ? { scrape: clusterScrape(registry) } : {}),
    ...(settings.metricsToken === undefined ? {} : { onRequest: bearerGuard(settings.metricsToken) })
  }
  let redis: Redis | undefined
  if (settings.rateLimitMax !== undefined && settings.redisUrl !== undefined) {
    // Fail fast while Redis is away (the limit then lets requests through) instead of queuing.
    redis = new Redis(settings.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    await redis.connect()
  }
  const app = await buildApp({
    databaseUrl,
    logger: { level: settings.logLevel },
    seed: !inCluster,
    metrics,
    createDatabase,
    ...(settings.cursorKey === undefined ? {} : { cursorKey: settings.cursorKey }),
    ...(settings.rateLimitMax === undefined
      ? {}
      : { rateLimit: { max: settings.rateLimitMax, timeWindow: settings.rateLimitWindow, ...(redis === undefined ? {} : { redis, nameSpace: settings.rateLimitPrefix }) } })
  })
  if (redis !== undefined) app.addHook('onClose', async () => { await redis.quit() })
  let closing = false
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return
      closing = true
      app.log.info(`${signal}: finishing requests in flight, then closing the database`)
      app.close().then(() => process.exit(0), () => process.exit(1))
    })
  }
  await app.listen({ host: settings.host, port: settings.port })
}

/** The primary of a cluster creates the tables and seeds once, before any worker starts. */
async function prepare (databaseUrl: string, createDatabase: boolean): Promise<void> {
  const db = new DB(databaseUrl, { models, createDatabase })
  await db.createAll()
  await seed(db)
  await db.close()
}

let databaseUrl = 'sqlite:///data/example.db'
try {
  const settings = readSettings(process.env)
  if (settings.databaseUrl !== undefined) databaseUrl = settings.databaseUrl
  else if (cluster.isPrimary) mkdirSync('data', { recursive: true })
  if (settings.workers === 1) {
    await serve(settings, databaseUrl, false)
  } else if (cluster.isPrimary) {
    await prepare(databaseUrl, settings.databaseUrl === undefined)
    // Every worker signs and reads cursor tokens with one key: a next page may reach another worker.
    const cursorKey = settings.cursorKey ?? randomBytes(32).toString('base64url')
    runPrimary(settings.workers, line => { console.error(line) }, { CURSOR_KEY: cursorKey })
  } else {
    await serve(settings, databaseUrl, true)
  }
} catch (error) {
  console.error(`Could not start the example API on ${hideUser(databaseUrl)}: ${(error as Error).message}`)
  process.exit(1)
}
