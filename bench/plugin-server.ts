// The plugin under test, in a child process: the example app of examples/app.ts (same models,
// resources, not-found handler and OpenAPI routes), built here so that its DB's runner can be counted.
import Fastify from 'fastify'
import { DB } from '../lib/index.ts'
import modelResources from '../plugin/index.ts'
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
const db = new DB(process.env.BENCH_DATABASE_URL as string, { models, synchronous, replicas })
await db.createAll()
const app = Fastify({ logger: false })
app.setNotFoundHandler((request, reply) => reply.code(404).send({ message: 'Not found' }))
await app.register(modelResources, {
  db,
  resources,
  openapi: { path: '/openapi.json', ui: '/docs', info: { title: 'fastify-model-resources example', version: '1.0.0', license: { name: 'MIT', identifier: 'MIT' } } }
})
await serve(app, () => db[kReader].runner.executed)
