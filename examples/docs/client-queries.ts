// The shipped client's collection queries: filters by operator, where, orderBy, fields, and paging.
import type { AddressInfo } from 'node:net'
import { buildApp } from '../app.ts'
import { createClient } from '../../client/index.ts'
import type { Author, Book } from '../models.ts'

type Api = { '/books': typeof Book, '/authors': typeof Author }

export async function main (databaseUrl: string): Promise<unknown> {
  const app = await buildApp({ databaseUrl, seed: true })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const books = createClient<Api>({ baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` }).resource('/books')
  try {
    // `field[op]`: the operators of the column's kind (a pattern only on text); a list is IN.
    const filtered = await books.list({ filters: { 'pubYear[ge]': 1970, authorId: [1, 3] }, orderBy: ['pubYear'], fields: ['title'] })
    // `where`: logic, and conditions through relationships (some, none or every of a list).
    const where = await books.list({
      where: { or: [{ pubYear: { lt: 1970 } }, { author: { books: { some: { title: { ilike: 'song%' } } } } }] },
      orderBy: ['id'],
      fields: ['id', 'title']
    })
    // Every page, following Link, as an async iterator (offset and cursor paging alike).
    const pages: number[][] = []
    for await (const page of books.pages({ orderBy: ['-pubYear'], maxPageSize: 2, fields: ['id'] })) pages.push(page.records.map(book => book.id))
    const years: number[] = []
    for await (const book of books.all({ orderBy: ['pubYear'], maxPageSize: 3 })) years.push(book.pubYear)
    return { filtered: filtered.records, where: where.records, pages, years }
  } finally {
    await app.close()
  }
}
