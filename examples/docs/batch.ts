// Batches: POST /batch runs operations in order in one transaction; `$ref` reads an earlier answer.
import Fastify from 'fastify'
import { DB } from '../../lib/index.ts'
import modelResources, { BatchResource, ModelResource } from '../../plugin/index.ts'
import { Author, Book, BookTag, Tag } from '../models.ts'

class AuthorResource extends ModelResource.of(Author) {}
class BookResource extends ModelResource.of(Book) {}
class Batch extends BatchResource.of([AuthorResource, BookResource]) {}

export async function main (databaseUrl: string): Promise<unknown> {
  const db = new DB(databaseUrl, { models: [Author, Book, Tag, BookTag] })
  await db.createAll()
  const app = Fastify()
  await app.register(modelResources, { db, resources: [AuthorResource, BookResource, Batch] })
  try {
    const done = await app.inject({
      method: 'POST',
      url: '/batch',
      payload: {
        operations: [
          { method: 'POST', path: '/authors', body: { firstName: 'Ann', lastName: 'Lee' } },
          { method: 'POST', path: '/books', body: { title: 'First', pubYear: 1990, authorId: { $ref: '0/id' } } },
          { method: 'PATCH', path: '/books/{1/id}', body: { title: 'First, revised' } }
        ]
      }
    })
    // The third operation fails: the first two are rolled back with it.
    const failed = await app.inject({
      method: 'POST',
      url: '/batch',
      payload: {
        operations: [
          { method: 'POST', path: '/authors', body: { firstName: 'Bo', lastName: 'Ng' } },
          { method: 'DELETE', path: '/books/1' },
          { method: 'GET', path: '/books/1' }
        ]
      }
    })
    const stored = { authors: (await db.find(Author, {})).length, books: (await db.find(Book, {})).length }
    return { done: [done.statusCode, done.json().results.map((result: { status: number }) => result.status)], failed: [failed.statusCode, failed.json()], stored }
  } finally {
    await app.close()
  }
}
