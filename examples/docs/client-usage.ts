// The shipped client against a running example API: its calls typed from the record classes alone.
import type { AddressInfo } from 'node:net'
import { buildApp } from '../app.ts'
import { ApiError, createClient } from '../../client/index.ts' // 'fastify-model-resources/client' in your project
import { Book, type Author } from '../models.ts'

/** The API's collection URLs and the record classes they serve: types only, no code per model. */
type Api = { '/books': typeof Book, '/authors': typeof Author }

export async function main (databaseUrl: string): Promise<unknown> {
  const app = await buildApp({ databaseUrl, seed: true })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  try {
    // `schemas` turns on the run-time check of every answer (`check: false` turns it off).
    const api = createClient<Api>({ baseUrl, schemas: { '/books': Book.schema } })
    const books = api.resource('/books')
    const created = await books.create({ title: 'The Lathe of Heaven', pubYear: 1971, authorId: 1 })
    const changed = await books.update(created.id, { isbn: '9781416556961' })
    const page = await books.list({ filters: { 'pubYear[lt]': 1975 }, orderBy: ['-pubYear'], maxPageSize: 2, count: true, fields: ['id', 'title'] })
    const failure = await books.get(99).catch((error: ApiError) => [error.status, error.message])
    const author = await api.resource('/authors').get(2)
    return {
      created: [created.id, created.isbn, created.author?.fullName],
      changed: changed.isbn,
      page: { records: page.records, total: page.total, next: page.next?.replace(baseUrl, '') },
      failure,
      authorsBooks: author.books.map(book => book.title)
    }
  } finally {
    await app.close()
  }
}
