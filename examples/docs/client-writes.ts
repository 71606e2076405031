// The shipped client's writes: If-Match from the last answer's tag, bulk creates, batches, errors.
import type { AddressInfo } from 'node:net'
import { buildApp } from '../app.ts'
import { ApiError, createClient, type Bulk } from '../../client/index.ts'
import type { Author, Book } from '../models.ts'

type Api = { '/books': Bulk<typeof Book>, '/authors': typeof Author }

export async function main (databaseUrl: string): Promise<unknown> {
  const app = await buildApp({ databaseUrl, seed: true })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  const mine = createClient<Api>({ baseUrl }).resource('/books')
  const theirs = createClient<Api>({ baseUrl }).resource('/books')
  try {
    // `ifMatch: true` sends the ETag of the last answer about that record: a change not seen is a 412.
    await mine.get(1)
    await theirs.update(1, { pubYear: 1975 })
    const stale = await mine.update(1, { title: 'Mine' }, { ifMatch: true }).catch((error: ApiError) => error.status)
    // An array is a bulk create: every record or none; a refused write's problems are listed.
    // The types refuse a record without its required authorId too: sent anyway, the server says why.
    // @ts-expect-error authorId is required
    const bulk = await mine.create([{ title: 'A', pubYear: 2001, authorId: 1 }, { title: 'x'.repeat(101), pubYear: 2002 }])
      .catch((error: ApiError) => error.problems)
    // A batch: its operations in one transaction; `$ref` names an earlier answer's field.
    const results = await createClient<Api>({ baseUrl }).batch([
      { method: 'POST', path: '/authors', body: { firstName: 'Ted', lastName: 'Chiang' } },
      { method: 'POST', path: '/books', body: { title: 'Exhalation', pubYear: 2019, authorId: { $ref: '0/id' } } }
    ])
    // Every error's stable code, and its RFC 9457 problem details.
    const problem = await mine.get(99).catch((error: ApiError) => ({ code: error.code, body: error.body }))
    return { stale, bulk, batch: results.map(result => result.status), problem }
  } finally {
    await app.close()
  }
}
