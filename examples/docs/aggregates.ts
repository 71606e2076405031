// Aggregates over the example API's seeded books: counts, group keys, having, order and paging.
import { buildApp } from '../app.ts'

export async function main (databaseUrl: string): Promise<unknown> {
  const app = await buildApp({ databaseUrl, seed: true })
  const get = async (path: string) => {
    const answer = await app.inject(path)
    const link = answer.headers.link
    return link === undefined ? [answer.statusCode, answer.json()] : [answer.statusCode, answer.json(), link]
  }
  const json = (value: unknown) => encodeURIComponent(JSON.stringify(value))
  try {
    return {
      all: await get('/books/aggregate?min=pubYear&max=pubYear'),
      byAuthor: await get('/books/aggregate?groupBy=author.lastName&avg=pubYear&orderBy=-count,author.lastName'),
      filtered: await get('/books/aggregate?groupBy=authorId&pubYear[lt]=1975&countDistinct=pubYear'),
      having: await get(`/books/aggregate?groupBy=authorId&having=${json({ count: { ge: 2 } })}`),
      paged: await get('/books/aggregate?groupBy=pubYear&maxPageSize=2'),
      sumOfText: await get('/books/aggregate?sum=title'),
      tooManyKeys: await get('/books/aggregate?groupBy=id,title,isbn,pubYear,authorId,author.firstName')
    }
  } finally {
    await app.close()
  }
}
