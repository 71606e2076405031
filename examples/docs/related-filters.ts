// Filters and order through relationships, on the example API's seeded authors and books.
import { buildApp } from '../app.ts'

export async function main (databaseUrl: string): Promise<unknown> {
  const app = await buildApp({ databaseUrl, seed: true })
  const names = async (path: string) => {
    const answer = await app.inject(path)
    const body = answer.json()
    if (answer.statusCode !== 200) return [answer.statusCode, body]
    return (body.Book ?? body.Author).map((record: { title?: string, lastName?: string }) => record.title ?? record.lastName)
  }
  const where = (value: unknown) => encodeURIComponent(JSON.stringify(value))
  try {
    return {
      byAuthor: await names('/books?author.lastName=Le%20Guin'),
      byAuthorPattern: await names('/books?author.last_name[ilike]=le%25'),
      withABookBefore1970: await names('/authors?books.pubYear[lt]=1970'),
      twoHops: await names('/books?author.books.pubYear[ge]=1985&orderBy=title'),
      whereOr: await names(`/books?where=${where({ or: [{ pubYear: { lt: 1970 } }, { author: { lastName: 'Calvino' } }] })}`),
      whereNone: await names(`/authors?where=${where({ books: { none: { pubYear: { ge: 1975 } } } })}`),
      whereEvery: await names(`/authors?where=${where({ books: { every: { pubYear: { ge: 1970 } } }, not: { lastName: 'Calvino' } })}`),
      byAuthorOrder: await names('/books?orderBy=author.lastName,-pubYear'),
      listOrder: await names('/authors?orderBy=books.title'),
      unknown: await names('/books?author.nickname=x'),
      badWhere: await names(`/books?where=${where({ author: { lastName: { near: 'x' } } })}`),
      tooDeep: await names('/books?author.books.author.books.title=x'),
      cursorOrder: await names('/books?orderBy=author.lastName&cursor=&maxPageSize=2')
    }
  } finally {
    await app.close()
  }
}
