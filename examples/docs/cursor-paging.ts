// Paging by cursor, on the example API's seeded books: pages follow the Link header.
import { buildApp } from '../app.ts'

export async function main (databaseUrl: string): Promise<unknown> {
  const app = await buildApp({ databaseUrl, seed: true })
  // The token is opaque (and differs at each request): the docs show it as <token>.
  const shown = (link: unknown) => typeof link === 'string' ? link.replace(/cursor=[\w-]+/, 'cursor=<token>') : link
  try {
    const pages: Array<{ books: unknown, link: unknown }> = []
    let url: string | undefined = '/books?orderBy=-pubYear&fields=title,pubYear&cursor=&maxPageSize=2'
    while (url !== undefined) {
      const answer: { json: () => { Book: unknown }, headers: Record<string, unknown> } = await app.inject(url)
      pages.push({ books: answer.json().Book, link: shown(answer.headers.link) })
      url = /^<([^>]+)>/.exec(String(answer.headers.link ?? ''))?.[1]
      // A book inserted between two pages: it sorts after the cursor, so a later page shows it.
      if (pages.length === 1) {
        await app.inject({ method: 'POST', url: '/books', payload: { title: 'Sula', pubYear: 1973, authorId: 3 } })
      }
    }
    const first = await app.inject('/books?orderBy=-pubYear&cursor=&maxPageSize=2')
    const token = new URLSearchParams(/^<[^?]+\?([^>]+)>/.exec(String(first.headers.link))?.[1]).get('cursor') ?? ''
    const refused = async (url: string) => {
      const answer = await app.inject(url)
      return [answer.statusCode, answer.json()]
    }
    return {
      pages,
      changed: await refused(`/books?orderBy=-pubYear&cursor=${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`),
      otherOrder: await refused(`/books?orderBy=title&cursor=${token}`),
      otherFilter: await refused(`/books?orderBy=-pubYear&authorId=1&cursor=${token}`),
      withOffset: await refused('/books?cursor=&offset=2')
    }
  } finally {
    await app.close()
  }
}
