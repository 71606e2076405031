// Resources are classes whose static fields configure them; the plugin registers their routes.
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify'
import { DB } from '../../lib/index.ts'
import modelResources, { CollectionModelResource, MetaResource, ModelResource } from '../../plugin/index.ts'
import { Author, Book, BookTag, Tag } from '../models.ts'

/** A method decorator is a Fastify preHandler; its function name is its meta `requirements` entry. */
async function staffOnly (request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.headers['x-staff'] !== 'yes') await reply.code(403).send({ message: 'Staff only' })
}

class BookResource extends ModelResource {
  static override modelClass = Book
  static override urlPrefix = '/v1'
  static override methodDecorators = { delete: [staffOnly] } // or a list, for every method
}

class WriterCollection extends CollectionModelResource {
  static override modelClass = Author
  static override urlPrefix = '/v1'
  static override urlName = 'writers' // instead of `authors`
  static override serialFields = { get: { Author: ['id', 'lastName'] } }
  static override maxPageSize = 50 // the cap on ?maxPageSize
  static override defaultPageSize = 2 // without ?maxPageSize
  static override orderBy = ['lastName', '-id'] // without ?orderBy
  static override debug = false // ?debug=true is then ignored
}

class WriterCollectionMeta extends MetaResource { static override resourceClass = WriterCollection }

export async function main (databaseUrl: string): Promise<unknown> {
  const db = new DB(databaseUrl, { models: [Author, Book, Tag, BookTag] })
  await db.createAll()
  for (const [firstName, lastName] of [['Ann', 'Lee'], ['Bob', 'Ray'], ['Cy', 'Lee']]) await new Author({ firstName, lastName }).save()
  await new Book({ title: 'First', pubYear: 2001, authorId: 1 }).save()

  const app = Fastify()
  await app.register(modelResources, { db, resources: [BookResource, WriterCollection, WriterCollectionMeta] })
  try {
    const writers = await app.inject('/v1/writers?debug=true')
    return {
      urls: [BookResource.getUrls(), WriterCollection.getUrls(), WriterCollectionMeta.getUrls()],
      writers: { link: writers.headers.link, body: writers.json() },
      deleteAsGuest: (await app.inject({ method: 'DELETE', url: '/v1/books/1' })).json(),
      deleteAsStaff: (await app.inject({ method: 'DELETE', url: '/v1/books/1', headers: { 'x-staff': 'yes' } })).statusCode
    }
  } finally {
    await app.close()
  }
}
