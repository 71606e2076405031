// Choosing the fields of an answer, on the example API's seeded authors and books.
import { buildApp } from '../app.ts'

export async function main (databaseUrl: string): Promise<unknown> {
  const app = await buildApp({ databaseUrl, seed: true })
  const get = async (url: string) => {
    const answer = await app.inject(url)
    return answer.statusCode === 200 ? answer.json() : [answer.statusCode, answer.json()]
  }
  try {
    return {
      some: await get('/books/1?fields=title,id'),
      nested: await get('/books/1?fields=title,author(lastName)'),
      bare: await get('/books/3?fields=title,author'),
      allBut: await get('/books/3?fields=-isbn,-author'),
      listOptions: await get('/authors/3?fields=lastName,books(title,limit=1,orderBy=-pubYear)'),
      collection: await get('/books?fields=id,title&authorId=3&orderBy=-pubYear'),
      writeOnly: await get('/users?fields=id,password'),
      unknown: await get('/books/1?fields=id,color'),
      mixed: await get('/books/1?fields=id,-isbn')
    }
  } finally {
    await app.close()
  }
}
