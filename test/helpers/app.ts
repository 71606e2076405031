// The one way a test opens an app: the example API (examples/), or the resources a test declares,
// on a database of its own; the test holds the DB, and both close when the test ends.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { Test } from 'tap'
import { DB, type DBOptions, type ModelType } from '../../lib/index.ts'
import modelResources, { clientErrorHandler, frameworkErrors, notFound, type ModelResourcesOptions, type ResourceClass, type ResourceEntry } from '../../plugin/index.ts'
import { models as exampleModels } from '../../examples/models.ts'
import { resources as exampleResources } from '../../examples/resources.ts'
import { checkAnswers } from './openapi-check.ts'

export interface Opened {
  app: FastifyInstance
  db: DB
}

export interface OpenOptions {
  /**
   * Serve only these resources (a bare Fastify app: Fastify's own 404, an OpenAPI document without
   * Swagger UI). Without them the app is the example API as examples/app.ts builds it.
   */
  resources?: ReadonlyArray<ResourceClass | ResourceEntry>
  /** The record types of the database; the example's by default. */
  models?: ReadonlyArray<ModelType>
  logger?: FastifyServerOptions['logger']
  /** More DB options: `echo` and `log`, `synchronous`, timeouts. */
  db?: Omit<DBOptions, 'models'>
  /** Runs before the resources are registered, so hooks it adds see every request. */
  configure?: (app: FastifyInstance) => void
  /** More plugin options: `rateLimit`, `health`, `metrics` (EXAMPLE_OPERATIONS: as examples/app.ts). */
  plugin?: Pick<ModelResourcesOptions, 'rateLimit' | 'health' | 'metrics' | 'events'>
}

/**
 * The example API's plugin options as examples/app.ts passes them (test/plugin/openapi-snapshot
 * checks that both serve the same document).
 */
export const EXAMPLE_OPENAPI = {
  path: '/openapi.json', ui: '/docs', info: { title: 'fastify-model-resources example', version: '1.0.0', license: { name: 'MIT', identifier: 'MIT' } }
}

/** The operations routes examples/app.ts serves besides the example API (openApp leaves them out unless asked). */
export const EXAMPLE_OPERATIONS = { health: true, metrics: true } as const

/** An app on `url`, ready; closed (with its database) when `t` ends. */
export async function openApp (t: Test, url: string, options: OpenOptions = {}): Promise<Opened> {
  const db = new DB(url, { resources: options.resources ?? exampleResources, ...options.db, models: options.models ?? exampleModels })
  await db.createAll()
  const example = options.resources === undefined
  const app = Fastify({ logger: options.logger ?? false, ...(example ? { frameworkErrors, clientErrorHandler } : {}) })
  t.teardown(() => app.close())
  options.configure?.(app)
  if (example) app.setNotFoundHandler(notFound)
  await app.register(modelResources, {
    ...options.plugin,
    ...(example ? { db, resources: exampleResources, openapi: EXAMPLE_OPENAPI } : { db, resources: options.resources ?? [], openapi: {} })
  })
  await app.ready()
  checkAnswers(app)
  return { app, db }
}

/**
 * The plugin on a bare app of the test's own, over a DB the test holds (shared between apps, say),
 * serving a document every answer is checked against; closed when `t` ends.
 */
export async function appOn (t: Test, options: ModelResourcesOptions): Promise<FastifyInstance> {
  const app = Fastify()
  t.teardown(() => app.close())
  await app.register(modelResources, { openapi: {}, ...options })
  await app.ready()
  checkAnswers(app)
  return app
}
