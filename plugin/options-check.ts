import { errors } from '../lib/index.ts'
import { checkSpec, type OptionKind, type OptionSpec } from '../lib/options-check.ts'
import type { ModelResourcesOptions } from './index.ts'
import type { ClientCostOptions } from './ops/client-costs.ts'
import type { EventsOptions } from './events/hub.ts'
import type { HealthOptions } from './ops/health.ts'
import type { MetricsOptions } from './ops/metrics.ts'
import type { OpenApiOptions } from './openapi.ts'
import type { RateLimitOptions } from './ops/rate-limit.ts'

// Each table lists every key of its options type (`satisfies` keeps them in step), with its value's kind.

const PLUGIN = {
  db: 'object',
  resources: 'list',
  closeDb: 'switch',
  openapi: 'object',
  cursorKey: 'unchecked', // text or bytes: its length is checked where the key is made
  rateLimit: 'object',
  health: 'unchecked', // true, false or its options: below
  metrics: 'unchecked', // true, false or its options: below
  schemaCheck: ['error', 'warn'],
  events: 'object'
} as const satisfies Record<keyof ModelResourcesOptions, OptionKind>

/** Fastify's own options of `register()`, which reach the plugin among its own. */
const REGISTER = { prefix: 'str', logLevel: 'str', logSerializers: 'object' } as const satisfies OptionSpec

const OPENAPI = { path: 'str', ui: 'str', info: 'object', servers: 'list' } as const satisfies Record<keyof OpenApiOptions, OptionKind>

const RATE_LIMIT = {
  max: 'number',
  timeWindow: 'unchecked', // ms or a text such as '1 minute'
  keyGenerator: 'function',
  redis: 'object',
  nameSpace: 'str',
  documentation: 'switch',
  redisTimeout: 'ms',
  readyCheck: 'switch'
} as const satisfies Record<keyof RateLimitOptions, OptionKind>

const HEALTH = { healthPath: 'str', readyPath: 'str', checks: 'list', timeout: 'ms' } as const satisfies Record<keyof HealthOptions, OptionKind>

const METRICS = {
  path: 'unchecked', // a path or false
  registry: 'object',
  defaultMetrics: 'switch',
  onRequest: 'function',
  scrape: 'function',
  clients: 'unchecked' // false or its options: below
} as const satisfies Record<keyof MetricsOptions, OptionKind>

const CLIENTS = { top: 'number', key: 'function' } as const satisfies Record<keyof ClientCostOptions, OptionKind>

const EVENTS = {
  retention: 'ms',
  maxSubscribers: 'number',
  maxSubscribersPerClient: 'number',
  maxWaitingBytes: 'number',
  pollInterval: 'ms',
  pingInterval: 'ms',
  createOutbox: 'switch'
} as const satisfies Record<keyof EventsOptions, OptionKind>

function refuse (message: string): Error {
  return new errors.BadPluginOption(message)
}

/**
 * The plugin's options, and those of its option objects whose keys are a fixed set: an unknown
 * key (named with the nearest known one) or a value of the wrong type is FMR_ERR_PLUGIN_OPTION,
 * where JavaScript would otherwise start with the default.
 */
export function checkPluginOptions (options: ModelResourcesOptions): void {
  checkSpec(options, { ...PLUGIN, ...REGISTER }, { owner: 'The plugin' }, refuse)
  nested(options.openapi, 'openapi', OPENAPI)
  nested(options.rateLimit, 'rateLimit', RATE_LIMIT)
  nested(options.events, 'events', EVENTS)
  nested(options.health, 'health', HEALTH, 'true, false or an object of options')
  nested(options.metrics, 'metrics', METRICS, 'true, false or an object of options')
  if (typeof options.metrics === 'object') nested(options.metrics.clients, 'metrics.clients', CLIENTS, 'false or an object of options')
}

/** Checks the object at `path`; `orBoolean` (what it may be) when a boolean may stand for it. */
function nested (value: unknown, path: string, spec: OptionSpec, orBoolean?: string): void {
  if (value === undefined || (orBoolean !== undefined && typeof value === 'boolean')) return
  if (typeof value !== 'object' || value === null) throw refuse(`${path} is ${orBoolean ?? 'an object of options'}, not ${String(value)}`)
  checkSpec(value, spec, { owner: `The plugin's ${path}`, path: `${path}.` }, refuse)
}
