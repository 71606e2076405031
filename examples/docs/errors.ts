// Every failure is a status and a `{message}` body; the library's errors carry stable FMR_ERR_* codes.
import { errors } from '../../lib/index.ts'
import { buildApp } from '../app.ts'

export async function main (databaseUrl: string): Promise<unknown> {
  const app = await buildApp({ databaseUrl, seed: true })
  const json = { 'content-type': 'application/json' }
  const send = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: string, headers = json) => {
    const answer = await app.inject({ method, url, payload, headers: payload === undefined ? {} : headers })
    return [answer.statusCode, answer.json()]
  }
  try {
    const notFound = new errors.RecordNotFound('Book', 7)
    return {
      thrown: [notFound.code, notFound.statusCode, notFound.message],
      validation: await send('POST', '/books', '{"title": 7, "pubYear": 1990}'),
      malformed: await send('POST', '/books', '{"title": '),
      notAnObject: await send('POST', '/authors', '[1, 2]'),
      notJson: await send('POST', '/books', 'title=Dune', { 'content-type': 'text/plain' }),
      tooLarge: await send('POST', '/books', JSON.stringify({ title: 'x'.repeat(1_100_000) })),
      idMismatch: await send('PUT', '/books/1', '{"id": 2, "title": "Beloved", "pubYear": 1987, "authorId": 3}'),
      missing: await send('GET', '/books/99'),
      notAnId: await send('GET', '/books/first'),
      duplicateId: await send('POST', '/books', '{"id": 1, "title": "Again", "pubYear": 2000, "authorId": 1}'),
      missingParent: await send('POST', '/books', '{"title": "Orphan", "pubYear": 2000, "authorId": 42}'),
      stillReferenced: await send('DELETE', '/authors/1'),
      unauthorized: await send('GET', '/api/v2/orders')
    }
  } finally {
    await app.close()
  }
}
