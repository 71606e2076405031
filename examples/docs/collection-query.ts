// The collection query language, on the example API's seeded books.
import { buildApp } from '../app.ts'

export async function main (databaseUrl: string): Promise<unknown> {
  const app = await buildApp({ databaseUrl, seed: true })
  const titles = async (query: string) => {
    const answer = await app.inject(`/books?${query}`)
    return answer.statusCode === 200 ? answer.json().Book.map((book: { title: string }) => book.title) : [answer.statusCode, answer.json()]
  }
  try {
    const page = await app.inject('/books?order_by=-pub_year&max_page_size=2&offset=1&count=true')
    return {
      equal: await titles('authorId=2'),
      anyOf: await titles('authorId=2&authorId=3&orderBy=title'),
      range: await titles('pubYear[ge]=1970&pubYear[lt]=1980'),
      notIn: await titles('authorId[notin]=1,3'),
      like: await titles('title[like]=%25of%25'), // case-sensitive on both databases
      ilike: await titles('title[ilike]=the%25'),
      isNull: await titles('isbn[isnull]=true'),
      page: {
        titles: page.json().Book.map((book: { title: string }) => book.title),
        link: page.headers.link,
        total: page.headers['x-total-count']
      },
      debug: (await app.inject('/books?debug=true&pubYear[ge]=1970&orderBy=title')).json(),
      badValue: await titles('pubYear=soon'),
      badOperator: await titles('pubYear[between]=1,2'),
      unknownField: await titles('color=red')
    }
  } finally {
    await app.close()
  }
}
