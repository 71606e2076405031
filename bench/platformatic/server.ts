// Platformatic DB, a peer, in a child process: its own REST API over the benchmark's database (the
// same tables and rows), from the version bench/platformatic/run.ts installed into .install/.
// Listens, and answers the parent's stats over IPC, as the other bench servers do (../serve.ts).
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { serve } from '../serve.ts'

interface Capability { init: () => Promise<void>, getApplication: () => FastifyInstance }
interface PlatformaticDb { create: (root: string, config: Record<string, unknown>) => Promise<Capability> }

const root = fileURLToPath(new URL('.', import.meta.url))
const url = process.env.BENCH_DATABASE_URL as string
const connectionString = url.startsWith('sqlite:') ? `sqlite://${url.slice('sqlite:///'.length)}` : url
const { create } = await import(new URL('./.install/node_modules/@platformatic/db/index.js', import.meta.url).href) as PlatformaticDb
const capability = await create(root, {
  server: { hostname: '127.0.0.1', port: 0, logger: { level: 'warn' } },
  // The two tables measured: the others (the search index's FTS5 tables, the change events' outbox)
  // are not part of the comparison, and Platformatic DB refuses FTS5 tables (no primary key type).
  db: { connectionString, openapi: true, graphql: false, poolSize: 10, include: { author: true, book: true } },
  watch: false
})
await capability.init()
await serve(capability.getApplication())
