import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { closeGracefully } from './ops/graceful-close.ts'
import { errors, type DB } from '../lib/index.ts'
import { registerOpenApi, serveOpenApi, type OpenApiOptions } from './openapi.ts'
import { CursorTokens, type CursorKey } from './query/cursor-tokens.ts'
import { CollectionModelResource } from './resources/collection-model-resource.ts'
import { MetaResource } from './resources/meta-resource.ts'
import { BatchResource, type BatchTarget } from './resources/batch-resource.ts'
import { batchRoutes } from './routes/batch-route.ts'
import { batchGuard, routeKey } from './write/batch-context.ts'
import { ModelResource } from './resources/model-resource.ts'
import { RelatedTypes } from './query/related-types.ts'
import { collectionRoutes } from './routes/collection-routes.ts'
import { acceptJson } from './routes/content-type.ts'
import { errorHandler } from './routes/error-handler.ts'
import { pinStaleCopies } from './routes/read-your-writes.ts'
import { registerHealth, type HealthOptions } from './ops/health.ts'
import { registerMetrics, type MetricsOptions } from './ops/metrics.ts'
import { redisCounting, registerRateLimit, type RateLimitOptions } from './ops/rate-limit.ts'
import { checkSchema, type SchemaCheck } from './ops/schema-check.ts'
import { metaRoutes } from './routes/meta-routes.ts'
import { problemOnSend } from './routes/problem-details.ts'
import { routePath } from './routes/route-path.ts'
import { ERROR_SCHEMAS } from './routes/route-schema.ts'
import { singleRoutes } from './routes/single-routes.ts'
import { kCursorKey, kMeta } from '../lib/symbols.ts'
import type { ModelMeta } from '../lib/model/model-meta.ts'
import { EventHub, type EventsOptions } from './events/hub.ts'
import { checkPluginOptions } from './options-check.ts'

export type ResourceClass = typeof ModelResource | typeof CollectionModelResource | typeof MetaResource | typeof BatchResource

/** A resource with URLs given by hand instead of its `getUrls()`. */
export interface ResourceEntry {
  resource: ResourceClass
  urls: string[]
}

export interface ModelResourcesOptions {
  db: DB
  resources: ReadonlyArray<ResourceClass | ResourceEntry>
  /** Close the database when Fastify closes (default true). */
  closeDb?: boolean | undefined
  /** Serve an OpenAPI 3.1 document of every route (and optionally Swagger UI). */
  openapi?: OpenApiOptions | undefined
  /**
   * The secret that signs cursor tokens (at least 16 bytes); the DB's `cursorKey` when absent,
   * else a random key per process. Processes that serve the same API need the same key.
   */
  cursorKey?: CursorKey | undefined
  /** Limit requests per client on the resources' routes, in memory or in Redis (docs/deploying.md). */
  rateLimit?: RateLimitOptions | undefined
  /** Serve `/health` and `/ready` (`true`: with the defaults). */
  health?: HealthOptions | boolean | undefined
  /** Collect Prometheus metrics and serve them at `/metrics` (`true`: with the defaults). */
  metrics?: MetricsOptions | boolean | undefined
  /**
   * A database whose tables differ from the models: `'error'` (the default) refuses to start with
   * FMR_ERR_SCHEMA_DRIFT; `'warn'` starts, logs the differences and answers `/ready` 503 until they match.
   */
  schemaCheck?: SchemaCheck | undefined
  /** Change events of the collections with `events = true` (docs/change-events.md): retention, subscribers per process. */
  events?: EventsOptions | undefined
}

function isSubclass (cls: unknown, base: abstract new (...args: never[]) => unknown): boolean {
  return cls === base || (typeof cls === 'function' && cls.prototype instanceof base)
}

/** What every resource's scope shares: built once per registration of the plugin. */
interface Shared {
  cursors: CursorTokens
  /** Each route's resource, for the batches that may reach them. */
  routes: Map<string, BatchTarget>
  /** The resources whose hooks nested records go through, by record type. */
  writers: ReadonlyMap<string, typeof ModelResource>
  /** The record types a filter path may reach, with the resources that serve them (extensions §1). */
  types: RelatedTypes
  /** Delivery of change events, when a collection serves them. */
  hub?: EventHub
}

/** One encapsulated scope per resource: its own error handler, no schema validation (our screen does that). */
function registerResource (app: FastifyInstance, db: DB, entry: ResourceEntry, shared: Shared): void {
  app.register(async scope => {
    scope.setErrorHandler(errorHandler)
    pinStaleCopies(scope, db)
    scope.addHook('onSend', problemOnSend)
    acceptJson(scope)
    scope.setValidatorCompiler(() => () => true)
    const { resource } = entry
    const urls = entry.urls.map(routePath)
    if (isSubclass(resource, BatchResource)) {
      batchRoutes(scope, resource as typeof BatchResource, db, urls[0])
      return
    }
    scope.addHook('onRoute', route => {
      // A route that may not be a batch's operation (an event stream) is left out: a batch reaches it as no route.
      if (route.config?.inBatch === false) return
      for (const method of [route.method].flat()) shared.routes.set(routeKey(method, route.url), resource as BatchTarget)
    })
    if (isSubclass(resource, MetaResource)) {
      metaRoutes(scope, resource as typeof MetaResource, db, urls[0])
    } else if (isSubclass(resource, CollectionModelResource)) {
      collectionRoutes(scope, resource as typeof CollectionModelResource, db, urls[0], shared.cursors, shared.types, shared.hub)
    } else {
      const item = urls.find(url => url.includes(':')) ?? `${urls[0]}/:id`
      singleRoutes(scope, resource as typeof ModelResource, db, { collection: urls.find(url => !url.includes(':')) ?? urls[0], item }, shared.writers, shared.types)
    }
  })
}

/** A class the plugin can serve, or a catalogued error naming what was given instead. */
function checkedResource (item: unknown): ResourceClass {
  if (isSubclass(item, MetaResource) || isSubclass(item, CollectionModelResource) || isSubclass(item, ModelResource) || isSubclass(item, BatchResource)) return item as ResourceClass
  throw new errors.BadResource(String((item as { name?: unknown } | null)?.name ?? typeof item))
}

const modelResources: FastifyPluginAsync<ModelResourcesOptions> = async (app, options) => {
  checkPluginOptions(options)
  const { db } = options
  // Told not to create the change events' outbox, the plugin checks it with the tables.
  const outboxChecked = options.events?.createOutbox === false ? eventMetas(options.resources.map(item => typeof item === 'object' && item !== null && 'resource' in item ? item.resource : item)) : []
  const schemaChecks = await checkSchema(app, db, options.schemaCheck ?? 'error', outboxChecked)
  const cursors = new CursorTokens(options.cursorKey ?? db[kCursorKey])
  app.decorateRequest('em', null)
  // Every resource's error answers refer to these (once per application, however often registered).
  for (const schema of ERROR_SCHEMAS) if (app.getSchema(schema.$id) === undefined) app.addSchema(schema)
  // Documentation requests counted by the rate limit are served in its scope (below).
  const countDocs = options.rateLimit?.documentation === true
  if (options.openapi !== undefined) await registerOpenApi(app, options.openapi, !countDocs)
  if (options.metrics !== undefined && options.metrics !== false) {
    const metrics = options.metrics === true ? {} : options.metrics
    // Per-client cost counts a client as the rate limit does, unless told otherwise.
    const key = options.rateLimit?.keyGenerator
    const clients = metrics.clients === false || key === undefined || metrics.clients?.key !== undefined ? metrics.clients : { ...metrics.clients, key }
    await registerMetrics(app, db, { ...metrics, clients })
  }
  // The rate limit's Redis, when it has one, is one of the things /ready reports.
  const redis = options.rateLimit === undefined ? undefined : redisCounting(app, options.rateLimit)
  if (options.health !== undefined && options.health !== false) {
    const health = options.health === true ? {} : options.health
    await registerHealth(app, db, { ...health, checks: [...schemaChecks, ...health.checks ?? [], ...redis?.checks ?? []] })
  }
  const entries = options.resources.map(item => typeof item === 'object' && item !== null && 'resource' in item
    ? { ...item, resource: checkedResource(item.resource) }
    : { resource: checkedResource(item), urls: (item as ResourceClass).getUrls() })
  // A batch's operations reach only the routes of the resources it lists (plugin/write/batch-context.ts).
  const routes = new Map<string, BatchTarget>()
  app.addHook('onRequest', batchGuard(routes))
  // Nested records (extensions §7) go through the hooks of their type's first single-record resource.
  const writers = new Map<string, typeof ModelResource>()
  for (const { resource } of entries) {
    if (!isSubclass(resource, ModelResource)) continue
    const name = (resource as typeof ModelResource).modelClass[kMeta].name
    if (!writers.has(name)) writers.set(name, resource as typeof ModelResource)
  }
  const served = entries.map(entry => entry.resource).filter(resource => !isSubclass(resource, MetaResource) && !isSubclass(resource, BatchResource))
  const types = new RelatedTypes(db, served as Array<typeof ModelResource | typeof CollectionModelResource>)
  closeGracefully(app)
  const hub = await eventHub(app, db, served, options.events ?? {}, options.rateLimit?.keyGenerator)
  const shared: Shared = { cursors, routes, writers, types, hub }
  // The resources share one scope, so that a rate limit covers them and nothing else.
  app.register(async api => {
    if (options.rateLimit !== undefined) await registerRateLimit(api, options.rateLimit, redis)
    if (options.openapi !== undefined && countDocs) {
      const openapi = options.openapi
      await api.register(async docs => {
        docs.setErrorHandler(errorHandler) // its 429 is `{message}`, as the resources' is
        await serveOpenApi(docs, openapi)
      })
    }
    for (const entry of entries) registerResource(api, db, entry, shared)
  })
  if (options.closeDb !== false) app.addHook('onClose', async () => { await db.close() })
}

/**
 * The delivery of change events, started when a collection serves them: the outbox and the
 * triggers of their record types are created if missing. A write this process answers wakes it.
 */
async function eventHub (
  app: FastifyInstance, db: DB, served: readonly ResourceClass[], options: EventsOptions, clientKey: RateLimitOptions['keyGenerator']
): Promise<EventHub | undefined> {
  const metas = eventMetas(served)
  if (metas.length === 0) return undefined
  const hub = new EventHub(db, options, app.log, clientKey)
  await hub.start(metas)
  app.addHook('onResponse', (request, _reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') hub.wake()
    done()
  })
  // Open streams would hold close() until they end.
  app.addHook('preClose', async () => { await hub.close() })
  return hub
}

/** The record types of the collections with `events = true`. */
function eventMetas (served: readonly unknown[]): ModelMeta[] {
  const evented = served.filter(cls => isSubclass(cls, CollectionModelResource) && (cls as typeof CollectionModelResource).events)
  return [...new Set(evented.map(cls => (cls as typeof CollectionModelResource).modelClass[kMeta]))]
}

export default fp(modelResources, { name: 'fastify-model-resources', fastify: '5.x' })
export { modelResources }
export { frameworkErrors, notFound } from './routes/error-handler.ts'
export { clientErrorHandler } from './routes/client-error.ts'
export { ModelResource } from './resources/model-resource.ts'
export type { ModelResourceOf, ModelResourceSettings } from './resources/model-resource.ts'
export type { CollectionModelResourceOf, CollectionSettings } from './resources/collection-model-resource.ts'
export type { ColumnOf, CommitHooksOf, FieldOf, OrderTermOf, RecordOf, ResourceSettings, SerialFieldsOf } from './resources/typed.ts'
export { CollectionModelResource } from './resources/collection-model-resource.ts'
export { MetaResource } from './resources/meta-resource.ts'
export { BatchResource } from './resources/batch-resource.ts'
export type { BatchSettings, BatchTarget } from './resources/batch-resource.ts'
export { Resource } from './resources/resource.ts'
export type { SerialFieldsByMethod, ValuesOf } from './resources/resource.ts'
export type { CommitHook, Data, HookResult, HookReturn, Kwargs, WriteData } from './hooks/types.ts'
export type { Decorator, MethodDecorators } from './hooks/decorators.ts'
export type { Method } from './resources/methods.ts'
export type { AggregateDescription, MetaDescription, MethodDescription } from './meta/describe.ts'
export type { AggregateAnswerOf, AggregateAsk, AggregateGroupOf } from './resources/aggregate-answer.ts'
export type { OpenApiOptions } from './openapi.ts'
export { documented } from './docs/declared.ts'
export type { DecoratorDocs, DeclaredStatuses, ResourceStatuses, SecurityScheme } from './docs/declared.ts'
export type { CursorKey } from './query/cursor-tokens.ts'
export type { HealthOptions } from './ops/health.ts'
export type { ReadinessCheck } from './ops/readiness.ts'
export type { SchemaCheck } from './ops/schema-check.ts'
export type { MetricsOptions } from './ops/metrics.ts'
export type { ClientCostOptions } from './ops/client-costs.ts'
export type { EventsOptions } from './events/hub.ts'
export type { RateLimitOptions, RedisClient } from './ops/rate-limit.ts'
