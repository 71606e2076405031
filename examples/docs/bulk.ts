// Bulk creates: with `bulk = true` a POST may send an array; every record is created, or none.
import Fastify from 'fastify'
import { DB } from '../../lib/index.ts'
import modelResources, { ModelResource } from '../../plugin/index.ts'
import { Author, Book, BookTag, Tag } from '../models.ts'

class AuthorResource extends ModelResource.of(Author) {}
class BookResource extends ModelResource.of(Book, { bulk: true, maxBulk: 500 }) {}

export async function main (databaseUrl: string): Promise<unknown> {
  const db = new DB(databaseUrl, { models: [Author, Book, Tag, BookTag] })
  await db.createAll()
  const app = Fastify()
  await app.register(modelResources, { db, resources: [AuthorResource, BookResource] })
  try {
    await app.inject({ method: 'POST', url: '/authors', payload: { firstName: 'Ann', lastName: 'Lee' } })
    const created = await app.inject({
      method: 'POST',
      url: '/books',
      payload: [{ title: 'First', pubYear: 1990, authorId: 1 }, { title: 'Second', pubYear: 1995, authorId: 1 }]
    })
    // One bad record: nothing is written, and each problem names its record's index.
    const refused = await app.inject({
      method: 'POST',
      url: '/books',
      payload: [{ title: 'Third', pubYear: 2000, authorId: 1 }, { title: 'Fourth', pubYear: 'soon' }]
    })
    const books = await db.find(Book, {})
    return { created: [created.statusCode, created.json()], refused: [refused.statusCode, refused.json()], stored: books.length }
  } finally {
    await app.close()
  }
}
