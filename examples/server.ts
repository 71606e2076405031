// `npm start`: the example API on HOST:PORT, over DATABASE_URL or an SQLite file in ./data; with
// WORKERS=n, n processes share the port (examples/cluster.ts) and one cursor key. Variables:
// examples/settings.ts.
import cluster from 'node:cluster'
import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import Fastify, { type FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { Registry } from 'prom-client'
import { DB } from '../lib/index.ts'
import type { MetricsOptions } from '../plugin/index.ts'
import { buildApp } from './app.ts'
import { clusterScrape, runPrimary } from './cluster.ts'
import { models } from './models.ts'
import { resources } from './resources.ts'
import { seed } from './seed.ts'
import { bearerGuard, readSettings, type Settings } from './settings.ts'

const hideUser = (url: string): string => url.replace(/\/\/[^@/]*@/, '//***@')

/**
 * /metrics names the routes and shows the traffic: never open to anyone by default. With
 * METRICS_PORT it is served there alone (on METRICS_HOST, the machine's own address unless told),
 * with METRICS_TOKEN only to `Authorization: Bearer <token>`; with neither it is off.
 */
function metricsOf (settings: Settings, registry: Registry, inCluster: boolean): MetricsOptions | false {
  if (settings.metricsPort === undefined && settings.metricsToken === undefined) return false
  return {
    registry,
    ...(settings.metricsPort === undefined ? {} : { path: false }),
    ...(inCluster ? { scrape: clusterScrape(registry) } : {}),
    ...(settings.metricsToken === undefined ? {} : { onRequest: bearerGuard(settings.metricsToken) })
  }
}

/** The metrics port's one route: what /metrics would answer on the API's port. */
async function metricsServer (settings: Settings, metrics: MetricsOptions): Promise<FastifyInstance> {
  const server = Fastify({ logger: false })
  const registry = metrics.registry as Registry
  const scrape = metrics.scrape ?? (async () => await registry.metrics())
  server.get('/metrics', metrics.onRequest === undefined ? {} : { onRequest: metrics.onRequest }, async (_request, reply) => {
    reply.header('content-type', registry.contentType)
    return await scrape()
  })
  await server.listen({ host: settings.metricsHost, port: settings.metricsPort })
  return server
}

/** One process serving the API until SIGTERM or SIGINT, after which its requests in flight finish. */
async function serve (settings: Settings, databaseUrl: string, inCluster: boolean): Promise<void> {
  // The local default is made where it is missing; a DATABASE_URL names a database that must exist.
  const createDatabase = settings.databaseUrl === undefined
  const registry = new Registry()
  const metrics = metricsOf(settings, registry, inCluster)
  let redis: Redis | undefined
  if (settings.rateLimitMax !== undefined && settings.redisUrl !== undefined) {
    // Fail fast while Redis is away (the limit then lets requests through) instead of queuing.
    // It connects, and reconnects, in the background: the server starts while Redis is down, and
    // the plugin logs one line when Redis stops answering and one when it answers again, so the
    // client's own error events (one per reconnection attempt) are left out of the log.
    const client = new Redis(settings.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
    client.on('error', () => {})
    // Connected, or its first attempt failed: either way the server starts.
    await new Promise(resolve => { client.once('ready', resolve); client.once('error', resolve) })
    redis = client
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
      // The document and Swagger UI count too: the largest answers, and anyone may ask for them.
      : { rateLimit: { max: settings.rateLimitMax, timeWindow: settings.rateLimitWindow, documentation: true, ...(redis === undefined ? {} : { redis, nameSpace: settings.rateLimitPrefix, redisTimeout: settings.redisTimeout }) } })
  })
  if (metrics !== false && settings.metricsPort !== undefined) {
    const scrapes = await metricsServer(settings, metrics)
    app.addHook('onClose', async () => { await scrapes.close() })
  } else if (metrics === false) {
    app.log.info('/metrics is off: set METRICS_TOKEN, or METRICS_PORT for a port of its own (docs/deploying.md#metrics)')
  }
  // disconnect, not quit: a QUIT to a Redis that does not answer would hold the shutdown.
  if (redis !== undefined) app.addHook('onClose', async () => { redis.disconnect() })
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
  const db = new DB(databaseUrl, { models, resources, createDatabase })
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
