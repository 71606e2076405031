// Search on the example API's seeded books: /books looks in the title and the author's last name.
import { buildApp } from '../app.ts'

export async function main (databaseUrl: string): Promise<unknown> {
  const app = await buildApp({ databaseUrl, seed: true })
  const titles = async (query: Record<string, string>) => {
    const answer = await app.inject(`/books?${new URLSearchParams(query)}`)
    if (answer.statusCode !== 200) return [answer.statusCode, answer.json()]
    return answer.json().Book.map((book: { title: string }) => book.title)
  }
  try {
    return {
      word: await titles({ search: 'darkness' }),
      author: await titles({ search: 'le guin' }),
      phraseOr: await titles({ search: '"song of solomon" or cities' }),
      excluded: await titles({ search: 'morrison -beloved' }),
      withFilter: await titles({ search: 'guin', 'pubYear[lt]': '1970' }),
      ranked: await titles({ search: 'left hand or dispossessed or darkness', orderBy: '-relevance' }),
      nothing: await titles({ search: 'dune' }),
      tooMany: await titles({ search: 'a b c d e f g h i j k l m n o p q' })
    }
  } finally {
    await app.close()
  }
}
