// Choices the specification leaves open, as the example API shows them.
import { buildApp } from '../app.ts'

export async function main (databaseUrl: string): Promise<unknown> {
  const app = await buildApp({ databaseUrl, seed: true })
  const write = async (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) => {
    const answer = await app.inject({ method, url, payload })
    return [answer.statusCode, answer.json()]
  }
  try {
    const book = (await app.inject('/books/3')).json()
    return {
      // What was read can be written back: computed fields and read-only relationships are ignored
      // on input, and a writable one (the book's tags) sent back as read links the same records.
      putWhatWasRead: await write('PUT', '/books/3', { ...book, title: 'Le città invisibili' }),
      // PUT is the whole record: a column left out gets its default or null (a relationship left
      // out keeps its links).
      putLeavesOut: await write('PUT', '/books/3', { title: 'Invisible Cities', pubYear: 1972, authorId: 2 }),
      // PUT of an id that does not exist creates the record with that id.
      putCreates: await write('PUT', '/books/40', { title: 'Mr Palomar', pubYear: 1983, authorId: 2 }),
      // PATCH changes only what is sent.
      patch: await write('PATCH', '/books/40', { isbn: '9780156624602' }),
      // Date-times are stored in UTC and written as `YYYY-MM-DD HH:MM:SS`, whatever offset came in.
      dateTime: await write('POST', '/users', {
        username: 'cy', password: 'pw', email: 'cy@example.com', dateJoined: '2024-05-01', lastLogin: '2024-05-01T12:30:00+02:00'
      })
    }
  } finally {
    await app.close()
  }
}
