// The shipped client's calls cancelled by a signal of the caller's: a search box's older request,
// a form closed before its create was sent, and a walk over pages whose timeout is each page's.
import type { AddressInfo } from 'node:net'
import { buildApp } from '../app.ts'
import { Aborted, createClient } from '../../client/index.ts'
import type { Author, Book } from '../models.ts'

type Api = { '/books': typeof Book, '/authors': typeof Author }

export async function main (databaseUrl: string): Promise<unknown> {
  const app = await buildApp({ databaseUrl, seed: true })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const books = createClient<Api>({ baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` }).resource('/books')
  try {
    // A search box: each keystroke's list cancels the one before it, whose request is let go.
    let typing: AbortController | undefined
    const search = async (prefix: string) => {
      typing?.abort()
      typing = new AbortController()
      return await books.list({ filters: { 'title[ilike]': `${prefix}%` }, orderBy: ['title'], fields: ['title'], signal: typing.signal })
    }
    const [older, newer] = await Promise.allSettled([search('t'), search('the l')])
    // A signal already aborted sends nothing: nothing is written.
    const closed = new AbortController()
    closed.abort()
    const draft = await books.create({ title: 'Draft', pubYear: 2024, authorId: 1 }, { signal: closed.signal })
      .catch((error: unknown) => error instanceof Aborted ? { code: error.code, sent: error.sent } : error)
    const drafts = (await books.list({ filters: { title: 'Draft' } })).records.length
    // `timeout` bounds each page's request; the signal, the whole walk.
    const years: number[] = []
    for await (const book of books.all({ orderBy: ['pubYear'], maxPageSize: 2, timeout: 5000, signal: AbortSignal.timeout(60_000) })) years.push(book.pubYear)
    return {
      older: older.status === 'rejected' && older.reason instanceof Aborted ? { code: older.reason.code, sent: older.reason.sent } : older,
      newer: newer.status === 'fulfilled' ? newer.value.records : newer.reason,
      draft,
      drafts,
      years
    }
  } finally {
    await app.close()
  }
}
