// The plugin side of the many-to-many bench (bench/many-to-many.ts), in a child process: the
// plugin's plain resources over the bench's Author, Book, Tag and BookTag, with health and metrics
// on as the example app has them (bench/plugin-server.ts); BENCH_VARIANT=bare leaves them out.
import Fastify from 'fastify'
import { DB } from '../../lib/index.ts'
import modelResources, { clientErrorHandler, CollectionModelResource, frameworkErrors, ModelResource, notFound } from '../../plugin/index.ts'
import { kReader } from '../../lib/symbols.ts'
import { countStatements } from '../count-statements.ts'
import { serve } from '../serve.ts'
import { Author, Book, models, Tag } from './models.ts'

countStatements()
const db = new DB(process.env.BENCH_DATABASE_URL as string, { models })
await db.createAll()
const app = Fastify({ logger: false, frameworkErrors, clientErrorHandler })
app.setNotFoundHandler(notFound)
await app.register(modelResources, {
  db,
  resources: [Author, Book, Tag].flatMap(model => [ModelResource.of(model), CollectionModelResource.of(model)]),
  health: process.env.BENCH_VARIANT !== 'bare',
  metrics: process.env.BENCH_VARIANT !== 'bare'
})
await serve(app, () => db[kReader].runner.executed)
