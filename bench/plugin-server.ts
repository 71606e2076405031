// The plugin under test, in a child process: the example app of examples/app.ts (same models,
// resources, not-found handler, OpenAPI routes, and by default its health and metrics routes with
// their hooks), built here so that its DB's runner can be counted. BENCH_VARIANT=bare leaves out
// health and metrics: the plugin alone.
import Fastify from 'fastify'
import { DB } from '../lib/index.ts'
import modelResources, { clientErrorHandler, frameworkErrors, notFound } from '../plugin/index.ts'
import { models } from '../examples/models.ts'
import { resources } from '../examples/resources.ts'
import { countStatements } from './count-statements.ts'
import { serve } from './serve.ts'
import { kReader } from '../lib/symbols.ts'

countStatements()
// BENCH_SYNCHRONOUS=normal measures what SQLite's durable default (FULL) costs.
const synchronous = process.env.BENCH_SYNCHRONOUS === 'normal' ? 'normal' : 'full'
// BENCH_REPLICAS: read replicas' URLs, comma-separated (bench/deployments.ts). `?preparedStatements=false` in the URL works as usual.
const replicas = (process.env.BENCH_REPLICAS ?? '').split(',').filter(url => url !== '')
const db = new DB(process.env.BENCH_DATABASE_URL as string, { models, resources, synchronous, replicas })
await db.createAll()
const bare = process.env.BENCH_VARIANT === 'bare'
const app = Fastify({ logger: false, frameworkErrors, clientErrorHandler })
app.setNotFoundHandler(notFound)
await app.register(modelResources, {
  db,
  resources,
  openapi: { path: '/openapi.json', ui: '/docs', info: { title: 'fastify-model-resources example', version: '1.0.0', license: { name: 'MIT', identifier: 'MIT' } } },
  health: !bare,
  metrics: !bare
})
await serve(app, () => db[kReader].runner.executed)
