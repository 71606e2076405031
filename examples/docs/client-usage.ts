// The typed client against a running example API: every answer is typed from the models' schemas.
import type { AddressInfo } from 'node:net'
import { buildApp } from '../app.ts'
import { ApiError, createBook, createOrder, getBook, listBooks, updateBook, type BookWire } from '../client.ts'

export async function main (databaseUrl: string): Promise<unknown> {
  const app = await buildApp({ databaseUrl, seed: true })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  try {
    const created: BookWire = await createBook(baseUrl, { title: 'The Lathe of Heaven', pubYear: 1971, authorId: 1 })
    const changed = await updateBook(baseUrl, created.id, { isbn: '9781416556961' })
    const page = await listBooks(baseUrl, { filters: { 'pubYear[lt]': 1975 }, orderBy: ['-pubYear'], maxPageSize: 2, count: true })
    const failure = await getBook(baseUrl, 99).catch((error: ApiError) => [error.status, error.message])
    await fetch(`${baseUrl}/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username": "ann", "password": "pw", "email": "ann@example.com"}' })
    const job = await createOrder(baseUrl, 1, { ownerId: 1, description: 'Two books' })
    return {
      created: [created.id, created.isbn, created.author?.fullName],
      changed: changed.isbn,
      page: { titles: page.books.map(book => book.title), total: page.total, next: page.next?.replace(baseUrl, '') },
      failure,
      job
    }
  } finally {
    await app.close()
  }
}
