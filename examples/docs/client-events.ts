// The typed client's change events: an async iterator of typed events, filtered and shaped like a
// list, resumed from the last event seen.
import type { AddressInfo } from 'node:net'
import { buildApp } from '../app.ts'
import { createClient, createSubscriber } from '../../client/index.ts' // 'fastify-model-resources/client' in your project
import type { Author, Book } from '../models.ts'

type Api = { '/books': typeof Book, '/authors': typeof Author }

export async function main (databaseUrl: string): Promise<unknown> {
  const app = await buildApp({ databaseUrl, seed: true })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const options = { baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` }
  const books = createClient<Api>(options).resource('/books')
  const events = createSubscriber<Api>(options)
  try {
    // The list's filters, `where` and `fields`; `ready`: the server has taken the subscription.
    const recent = events.subscribe('/books', { filters: { 'pubYear[ge]': 2000 }, fields: ['id', 'title'] })
    await recent.ready
    const created = await books.create({ title: 'The Telling', pubYear: 2000, authorId: 1 })
    await books.create({ title: 'Lavinia', pubYear: 2008, authorId: 1 })
    const seen: unknown[] = []
    for await (const event of recent) {
      // A created or updated event carries the record as a GET shows it, typed: { id, title }
      // (its id alone when `cut`: the record would pass maxAnswerBytes, read it to see it).
      if (event.type !== 'deleted' && event.cut !== true) seen.push([event.type, event.record.title])
      if (seen.length === 2) break // leaving the loop ends the subscription
    }
    // Later, or in another process: resume after the last event seen. What was missed comes first.
    await books.delete(created.id)
    const resumed = events.subscribe('/books', { lastEventId: recent.lastEventId, fields: ['id', 'title'] })
    for await (const event of resumed) {
      seen.push([event.type, event.record])
      break
    }
    return seen
  } finally {
    await app.close()
  }
}
