import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify'
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client'
import type { DB } from '../../lib/index.ts'
import { errorHandler } from '../routes/error-handler.ts'
import { ClientCosts, type ClientCostOptions } from './client-costs.ts'
import { databaseMetrics } from './db-metrics.ts'

export interface MetricsOptions {
  /** Where the Prometheus text is served; `/metrics` by default, `false` to collect only. */
  path?: string | false | undefined
  /** The registry to fill; a new one by default (`options.registry` of the plugin's instance). */
  registry?: Registry | undefined
  /** Node's own metrics (CPU, memory, event loop, GC) too; default true. */
  defaultMetrics?: boolean | undefined
  /**
   * Runs before the metrics are served: refuse a scrape here (docs/deploying.md#metrics). Wrapped
   * in `documented()`, its statuses and security scheme are in the OpenAPI document.
   */
  onRequest?: onRequestHookHandler | undefined
  /** What the route answers; the registry's text by default. Cluster workers answer the primary's aggregate. */
  scrape?: (() => Promise<string>) | undefined
  /** The clients that cost the most (client-costs.ts); `false` for none. On by default, the top 10. */
  clients?: ClientCostOptions | false | undefined
}

const TOP_CLIENTS = 10

/**
 * Counts a request's time for its client. The key function is the rate limit's, which may expect
 * what only its routes have (a user): one that throws or rejects counts the request as unknown.
 */
function countClient (clients: ClientCosts, key: NonNullable<ClientCostOptions['key']>, request: FastifyRequest, seconds: number): void {
  let found: string | Promise<string>
  try {
    found = key(request)
  } catch {
    found = UNKNOWN_CLIENT
  }
  if (typeof found === 'string') clients.add(found, seconds)
  else found.then(client => clients.add(client, seconds), () => clients.add(UNKNOWN_CLIENT, seconds))
}

const UNKNOWN_CLIENT = '(unknown)'

/** Routes no route matched share one label value, whatever their URL. */
const UNMATCHED = '(unmatched)'

/**
 * Prometheus metrics: the duration of every request by method, route pattern and status, the
 * database's (db-metrics.ts), and Node's own. Labels come from the route's declared pattern
 * (`/books/:id`), never from the requested URL, so that clients cannot create series at will.
 */
export async function registerMetrics (app: FastifyInstance, db: DB, options: MetricsOptions): Promise<Registry> {
  const registry = options.registry ?? new Registry()
  if (options.defaultMetrics !== false) collectDefaultMetrics({ register: registry })
  databaseMetrics(registry, db)
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry]
  })
  const stopped = new Counter({
    name: 'fmr_reads_stopped_total',
    help: 'Reads stopped at their budget (readTimeout), answered 503 FMR_ERR_QUERY_TIMEOUT, by route pattern',
    labelNames: ['route'],
    registers: [registry]
  })
  app.addHook('onError', async (request, _reply, error) => {
    if ((error as { code?: unknown }).code === 'FMR_ERR_QUERY_TIMEOUT') stopped.inc({ route: request.routeOptions.url ?? UNMATCHED })
  })
  const clients = options.clients === false ? undefined : new ClientCosts(registry, options.clients?.top ?? TOP_CLIENTS)
  const clientKey = options.clients === false ? undefined : options.clients?.key ?? ((request: FastifyRequest) => request.ip)
  // A callback hook: every answer passes it, and an async one makes a promise per answer.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url
    const seconds = reply.elapsedTime / 1000
    duration.observe({
      // A matched route's method is one it declares; an unmatched request's is one Node's parser knows.
      method: request.method,
      route: route === undefined ? UNMATCHED : route,
      status_code: reply.statusCode
    }, seconds)
    if (clients !== undefined && clientKey !== undefined) countClient(clients, clientKey, request, seconds)
    done()
  })
  if (options.path === false) return registry
  const scrape = options.scrape ?? (async () => await registry.metrics())
  // The text format the registry writes (Prometheus's, or OpenMetrics'), by its media type.
  const media = registry.contentType.split(';')[0]
  const schema = {
    tags: ['Operations'],
    operationId: 'metrics',
    summary: 'Prometheus metrics: requests by route and status, the database\'s pools and statements, Node\'s own',
    response: { 200: { description: 'The metrics in the registry\'s text format', content: { [media]: { schema: { type: 'string' } } } } }
  }
  await app.register(async scope => {
    scope.setErrorHandler(errorHandler)
    scope.get(options.path as string | undefined ?? '/metrics', {
      schema,
      ...(options.onRequest === undefined ? {} : { onRequest: options.onRequest })
    }, async (_request, reply) => {
      reply.header('content-type', registry.contentType)
      return await scrape()
    })
  })
  return registry
}
