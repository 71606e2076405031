// docs/change-events.md's stream, run as written: the example API (seeded, on SQLite and on
// PostgreSQL) subscribed to at /books/events, then the book of the block's created event created
// (its title, pubYear and authorId posted) and deleted; the stream's text must be the block's. The block of a record cut short is the
// frame the server writes for one (its behaviour is test/plugin/events-answer-size.test.ts's).
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import t from 'tap'
import { buildApp } from '../../examples/app.ts'
import { EventClient } from '../../plugin/events/client.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { fences } from '../helpers/markdown.ts'

const DOC = fileURLToPath(new URL('../../docs/change-events.md', import.meta.url))
const [stream, cut] = fences(DOC).filter(fence => fence.lang === '')

eachDatabase(t, 'the example API streams the events docs/change-events.md shows', async (t, { url }) => {
  const app = await buildApp({ databaseUrl: url, seed: true })
  t.teardown(() => app.close())
  await app.listen({ port: 0, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  const answer = await fetch(`${base}/books/events`, { headers: { accept: 'text/event-stream' } })
  t.equal(answer.status, 200)
  const reader = (answer.body as ReadableStream<Uint8Array>).pipeThrough(new TextDecoderStream()).getReader()
  t.teardown(() => reader.cancel())
  let text = ''
  const readUntil = async (done: () => boolean): Promise<void> => {
    while (!done()) {
      const { value, done: ended } = await reader.read()
      if (ended) throw new Error(`the stream ended after ${JSON.stringify(text)}`)
      text += value
    }
  }
  await readUntil(() => text.includes('\n\n'))

  const shown = JSON.parse(/^event: created\nid: \d+\ndata: (.*)$/m.exec(stream.content)?.[1] ?? 'null') as { title: string, pubYear: number, authorId: number }
  const { title, pubYear, authorId } = shown
  const created = await fetch(`${base}/books`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title, pubYear, authorId }) })
  t.equal(created.status, 201)
  const { id } = await created.json() as { id: number }
  // The delete once the create was delivered: delivered together (PostgreSQL's delivery can take
  // both at once), a record created and deleted in one batch is no event (the client never saw it).
  await readUntil(() => text.includes('event: created') && text.endsWith('\n\n'))
  t.equal((await fetch(`${base}/books/${id}`, { method: 'DELETE' })).status, 204)
  await readUntil(() => text.includes('event: deleted') && text.endsWith('\n\n'))
  t.equal(text, stream.content + '\n\n')
})

t.test('a record cut short is framed as the block shows', async t => {
  t.equal(cut.content + '\n\n', EventClient.frame('updated', '44', { id: 7 }, true))
})
