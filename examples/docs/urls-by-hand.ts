// URLs by hand: pass `{ resource, urls }` instead of the class, and its getUrls() is not used.
import Fastify from 'fastify'
import { DB } from '../../lib/index.ts'
import modelResources, { CollectionModelResource, ModelResource } from '../../plugin/index.ts'
import { Author, Book, BookTag, Tag } from '../models.ts'

class AuthorResource extends ModelResource { static override modelClass = Author }
class AuthorCollection extends CollectionModelResource { static override modelClass = Author }

export async function main (databaseUrl: string): Promise<unknown> {
  const db = new DB(databaseUrl, { models: [Author, Book, Tag, BookTag] })
  await db.createAll()
  const app = Fastify()
  await app.register(modelResources, {
    db,
    resources: [
      // A single-record resource takes its collection URL (POST) and its item URL (`<int:id>`).
      { resource: AuthorResource, urls: ['/people', '/people/<int:id>'] },
      { resource: AuthorCollection, urls: ['/everyone'] }
    ]
  })
  try {
    const created = await app.inject({ method: 'POST', url: '/people', payload: { firstName: 'Ann', lastName: 'Lee' } })
    return {
      created: [created.statusCode, created.headers.location],
      one: (await app.inject('/people/1')).json(),
      all: (await app.inject('/everyone')).json(),
      defaultUrl: (await app.inject('/authors/1')).statusCode
    }
  } finally {
    await app.close()
  }
}
