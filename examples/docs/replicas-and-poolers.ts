// PostgreSQL through PgBouncer (transaction mode) with a streaming replica: GETs read on the
// replica, writes go through the pooler to the primary, and a client that wrote reads its write.
import Fastify from 'fastify'
import { DB } from '../../lib/index.ts'
import modelResources, { CollectionModelResource, ModelResource } from '../../plugin/index.ts'
import { Author, Book, BookTag, Tag } from '../models.ts'

class AuthorResource extends ModelResource { static override modelClass = Author }
class AuthorCollection extends CollectionModelResource { static override modelClass = Author }

/** What main() needs besides the database: test/docs/reference-examples.test.ts starts both servers. */
export const needs = 'PgBouncer and a streaming replica'

export async function main (databaseUrl: string, servers: { pgbouncer: string, replica: string }): Promise<unknown> {
  const db = new DB(servers.pgbouncer, {
    models: [Author, Book, Tag, BookTag],
    preparedStatements: false, // PgBouncer 1.18 in transaction mode: no named statements
    replicas: [servers.replica], // GETs read here, in turn with any other replica
    pinAfterWrite: 2000, // a client that wrote reads on the primary for 2 s
    poolSize: 10 // per process, to PgBouncer and to each replica
  })
  await db.createAll()
  // Behind a proxy, trustProxy makes request.ip the client's address: the pin is per address.
  const app = Fastify({ trustProxy: '127.0.0.1' })
  await app.register(modelResources, { db, resources: [AuthorResource, AuthorCollection] })
  try {
    const client = { 'x-forwarded-for': '203.0.113.7' }
    const created = await app.inject({ method: 'POST', url: '/authors', headers: client, payload: { firstName: 'Ann', lastName: 'Lee' } })
    // The same client's next GET reads on the primary: the replica may not have replayed the write yet.
    const own = await app.inject({ url: '/authors/1', headers: client })
    const { primary, replicas } = await db.ping()
    return {
      created: created.statusCode,
      own: own.json(),
      ping: { primary, replicas: replicas.map(replica => replica.up) },
      pinnedReadsOnReplica: db.readCounts().replicas[0].reads
    }
  } finally {
    await app.close()
  }
}
