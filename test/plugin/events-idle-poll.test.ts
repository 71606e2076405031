// What an idle server's change-event poll sends PostgreSQL. Every process polls its outbox (once a
// second with LISTEN, every 200 ms through a pooler without it); numbering new rows takes a global
// advisory lock in a transaction. Tried as a new user would, with several processes behind a
// pooler: each idle poll was a transaction holding that lock, every process's in turn. With no row
// to number, a poll now sends no transaction and takes no lock; a write is still numbered and sent.
import t, { type Test } from 'tap'
import pg from 'pg'
import { Author } from '../../examples/models.ts'
import { dialects, freshPostgres } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { subscribe } from '../helpers/sse.ts'

type Query = (this: pg.Client, ...args: unknown[]) => unknown

/** The texts of the statements every pg client of this process sends from now until `t` ends (each is sent as it is). */
function sentTexts (t: Test): string[] {
  const texts: string[] = []
  const prototype = pg.Client.prototype as unknown as { query: Query }
  const query = prototype.query
  prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0]
    texts.push(typeof first === 'string' ? first : String((first as { text?: unknown } | null)?.text ?? ''))
    return query.apply(this, args)
  }
  t.teardown(() => { prototype.query = query })
  return texts
}

const transactional = (text: string): boolean => /pg_advisory_xact_lock|^\s*(begin|start transaction|commit)\b/i.test(text)

t.test('an idle poll sends no transaction and takes no lock; a write is numbered and delivered', { skip: dialects().includes('postgresql') ? false : 'PostgreSQL only: set TEST_DATABASE_URL (SQLite numbers rows as it inserts them)' }, async t => {
  const url = await freshPostgres(t)
  const { app, db } = await openApp(t, url, { plugin: { events: { pollInterval: 25 } } })
  const em = db.fork()
  em.create(Author, { firstName: 'Ann', lastName: 'Lee' } as never)
  await em.flush()
  const stream = await subscribe(await app.listen({ port: 0, host: '127.0.0.1' }), '/books/events')
  // The subscription's first polls past.
  await new Promise(resolve => setTimeout(resolve, 200))
  const idle = sentTexts(t)
  await new Promise(resolve => setTimeout(resolve, 1000))
  const polls = idle.length
  t.ok(polls >= 10, `the outbox was polled (${polls} statements in 1 s)`)
  t.strictSame(idle.filter(transactional), [], 'no transaction, no advisory lock while nothing is new')
  // At most two statements a poll: whether a row waits for its id, and the events after the last.
  t.ok(polls <= 2 * (1000 / 25) + 4, `${polls} statements in 1 s of polls every 25 ms`)

  const writing = sentTexts(t)
  t.equal((await call(app, 'POST', '/books', { title: 'Written', pubYear: 2000, authorId: 1 })).status, 201)
  const [event] = await stream.wait(1, 5000)
  t.equal(event.event, 'created')
  t.equal(event.data.title, 'Written')
  t.ok(writing.some(text => text.includes('pg_advisory_xact_lock')), 'the new row was numbered under the lock')
  const stored = await db.fork().getConnection().execute('select id::int, model, op from fmr_events', [], 'all')
  t.strictSame(stored, [{ id: 1, model: 'book', op: 'created' }], 'the one row, numbered')
  t.equal(event.id, '1')
  stream.close()
})
