// Errors as RFC 9457 problem details, for a client whose Accept asks for them; `{message}` for every other.
import { buildApp } from '../app.ts'

export async function main (databaseUrl: string): Promise<unknown> {
  const app = await buildApp({ databaseUrl, seed: true })
  const problems = { accept: 'application/problem+json' }
  const send = async (method: 'GET' | 'POST', url: string, headers: Record<string, string>, body?: object) => {
    const answer = await app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body }) })
    return [answer.statusCode, answer.headers['content-type'], answer.json()]
  }
  try {
    return {
      validation: await send('POST', '/books', problems, { title: 7, pub_year: 1990 }),
      missing: await send('GET', '/books/99', problems),
      missingAsBefore: await send('GET', '/books/99', {}),
      decorator: await send('GET', '/api/v2/orders', problems),
      hook: await send('POST', '/api/v2/orders', { ...problems, authorization: 'User:1' }, { ownerId: 2, description: 'Not mine' }),
      unknownPath: await send('GET', '/nowhere', problems)
    }
  } finally {
    await app.close()
  }
}
