import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { DB } from '../lib/index.ts'
import modelResources, { clientErrorHandler, frameworkErrors, notFound, type MetricsOptions, type RateLimitOptions } from '../plugin/index.ts'
import { models } from './models.ts'
import { resources } from './resources.ts'
import { seed } from './seed.ts'

export interface AppOptions {
  /** A `sqlite:///` or `postgresql://` URI. */
  databaseUrl: string
  logger?: FastifyServerOptions['logger']
  /** Write a few authors, books and tags into an empty database. */
  seed?: boolean
  /** Limit each client on the resources' routes (off by default). */
  rateLimit?: RateLimitOptions
  /** Metrics options beyond the defaults (a token check, a cluster's scrape); false: none. */
  metrics?: MetricsOptions | false
  /** Create a PostgreSQL database that does not exist (the server passes it for its local default only: a mistyped DATABASE_URL is an error). */
  createDatabase?: boolean
  /** Signs cursor tokens: every process serving this API needs the same one (docs/deploying.md). */
  cursorKey?: string
}

/** The example API: its record types (Author, Book, Tag, BookTag, User, Order, Job, Node), plain at `/` and owner-restricted at `/api/v2`, with /health, /ready and /metrics. */
export async function buildApp (options: AppOptions): Promise<FastifyInstance> {
  const db = new DB(options.databaseUrl, { models, resources, createDatabase: options.createDatabase ?? false })
  await db.createAll()
  if (options.seed === true) await seed(db)
  // Errors before routing (a malformed URL) and unknown paths answer `{message}` like the resources.
  const app = Fastify({ logger: options.logger ?? false, frameworkErrors, clientErrorHandler })
  app.setNotFoundHandler(notFound)
  await app.register(modelResources, {
    db,
    resources,
    openapi: { path: '/openapi.json', ui: '/docs', info: { title: 'fastify-model-resources example', version: '1.0.0', license: { name: 'MIT', identifier: 'MIT' } } },
    health: true,
    metrics: options.metrics ?? true,
    ...(options.rateLimit === undefined ? {} : { rateLimit: options.rateLimit }),
    ...(options.cursorKey === undefined ? {} : { cursorKey: options.cursorKey })
  })
  return app
}
