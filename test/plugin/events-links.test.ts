// Change events of many-to-many links (extensions §9, §11): a write that changes only a book's
// tags (a PATCH's {add, remove} or whole set, /book-tags' POST and DELETE, a cascade, raw SQL) is
// one `updated` event of the book showing its new tags; a refused write is none.
import t, { type Test } from 'tap'
import type { FastifyInstance } from 'fastify'
import { BookCollection, resources, TagCollection } from '../../examples/resources.ts'
import type { HookQuery } from '../../lib/index.ts'
import type { Data, HookResult } from '../../plugin/index.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp, type OpenOptions, type Opened } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { rowsOf } from '../helpers/migrations.ts'
import { seedOneBook } from '../helpers/state.ts'
import { subscribe, type Stream } from '../helpers/sse.ts'

/** Tags' changes at a URL of their own: Tag.books is a many-to-many list too. */
class WatchedTags extends TagCollection { static override events = true }

/** A reader sees the books of the author named by X-Author, and only those. */
class AuthorsBooks extends BookCollection {
  override processGetInput (query: HookQuery, data: Data): HookResult {
    return { status: true, query: query.where({ authorId: Number(this.request.headers['x-author']) }), data }
  }
}

const TAGS = [{ id: 1, name: 'a' }, { id: 2, name: 'b' }, { id: 3, name: 'c' }]

/** The example API with book 1 (Ann's) and tags a, b, c, listening. */
async function opened (t: Test, url: string, options: OpenOptions = {}): Promise<Opened & { base: string }> {
  const { app, db } = await openApp(t, url, options)
  await seedOneBook(db)
  for (const tag of TAGS) t.equal((await call(app, 'PUT', `/tags/${tag.id}`, tag)).status, 201)
  return { app, db, base: await app.listen({ port: 0, host: '127.0.0.1' }) }
}

/** Waits `ms`, then checks that `stream` has exactly `count` events: no late duplicate. */
async function quiet (t: Test, stream: Stream, count: number, ms = 400): Promise<void> {
  await new Promise(resolve => setTimeout(resolve, ms))
  t.equal(stream.events.length, count, `exactly ${count} events: ${JSON.stringify(stream.events.map(event => [event.event, event.data.id]))}`)
}

/** The names of the tags an event's record shows. */
const names = (data: { tags: Array<{ name: string }> }): string[] => data.tags.map(tag => tag.name)

/** Sends a write, then checks it is one more `updated` event on `stream`: the record as GET `path` shows it. */
async function oneUpdate (t: Test, app: FastifyInstance, stream: Stream, write: () => Promise<number>, path: string, expected: number): Promise<unknown> {
  const count = stream.events.length
  t.equal(await write(), expected)
  const event = (await stream.wait(count + 1))[count]
  await quiet(t, stream, count + 1)
  t.strictSame([event.event, event.data], ['updated', (await call(app, 'GET', path)).body])
  return event.data
}

eachDatabase(t, 'each write of a book\'s links alone is one updated event of the book, with its new tags', async (t, { url }) => {
  const { app, base } = await opened(t, url)
  const stream = await subscribe(base, '/books/events')
  const patch = (body: unknown) => async () => (await call(app, 'PATCH', '/books/1', body)).status

  let data = await oneUpdate(t, app, stream, patch({ tags: { add: [{ id: 1 }, { id: 2 }] } }), '/books/1', 200)
  t.strictSame(names(data as never), ['a', 'b'], 'two links added: one event')
  data = await oneUpdate(t, app, stream, patch({ tags: { remove: [{ id: 1 }] } }), '/books/1', 200)
  t.strictSame(names(data as never), ['b'])
  data = await oneUpdate(t, app, stream, patch({ tags: { add: [{ id: 3 }], remove: [{ id: 2 }] } }), '/books/1', 200)
  t.strictSame(names(data as never), ['c'], 'added and removed in one write: one event')
  data = await oneUpdate(t, app, stream, patch({ tags: [{ id: 1 }, { id: 2 }] }), '/books/1', 200)
  t.strictSame(names(data as never), ['a', 'b'], 'the whole set replaced: one event')
  data = await oneUpdate(t, app, stream, async () => (await call(app, 'POST', '/book-tags', { bookId: 1, tagId: 3 })).status, '/books/1', 201)
  t.strictSame(names(data as never), ['a', 'b', 'c'], 'a link created at /book-tags')
  data = await oneUpdate(t, app, stream, async () => (await call(app, 'DELETE', '/book-tags/1/1')).status, '/books/1', 204)
  t.strictSame(names(data as never), ['b', 'c'], 'a link deleted at /book-tags')
  data = await oneUpdate(t, app, stream, patch({ title: 'First, tagged', tags: { add: [{ id: 1 }] } }), '/books/1', 200)
  t.strictSame([(data as { title: string }).title, names(data as never)], ['First, tagged', ['a', 'b', 'c']], 'a change of the book and of its links: one event')

  const ids = stream.events.map(event => Number(event.id))
  t.ok(ids.every((id, index) => index === 0 || id > ids[index - 1]), `increasing ids: ${ids.join(', ')}`)
  stream.close()
})

eachDatabase(t, 'a refused write of links emits nothing; linking what is linked already changes nothing', async (t, { url }) => {
  const { app, base, db } = await opened(t, url)
  const stream = await subscribe(base, '/books/events')
  const unknown = await call(app, 'PATCH', '/books/1', { tags: { add: [{ id: 1 }, { id: 99 }] } })
  t.equal(unknown.status, 400)
  t.strictSame(unknown.body, { message: [{ 'tags.add.1.id': 'No Tag has this id' }] })
  t.equal((await call(app, 'PATCH', '/books/1', { tags: [{ id: 2 }, { id: 98 }] })).status, 400)
  t.equal((await call(app, 'POST', '/book-tags', { bookId: 1, tagId: 97 })).status, 409)
  t.strictSame(await rowsOf(db, 'select book_id from book_tag'), [], 'nothing linked')
  await quiet(t, stream, 0)
  t.strictSame(await rowsOf(db, "select model from fmr_events where op = 'linked'"), [], 'nor written to the outbox')
  // Then a write that does link: the next event is the first.
  t.equal((await call(app, 'PATCH', '/books/1', { tags: { add: [{ id: 1 }] } })).status, 200)
  await stream.wait(1)
  t.equal((await call(app, 'PATCH', '/books/1', { tags: { add: [{ id: 1 }] } })).status, 200)
  await quiet(t, stream, 1)
  stream.close()
})

eachDatabase(t, 'links written outside the plugin and a tag\'s deletion are events of the book; Tag.books of a tag with events', async (t, { url }) => {
  const { app, base, db } = await opened(t, url, { resources: [...resources, { resource: WatchedTags, urls: ['/watched-tags'] }] })
  const books = await subscribe(base, '/books/events')
  const tags = await subscribe(base, '/watched-tags/events?fields=id,name,books')
  // Raw SQL, two links in one statement: one event of the book, one of each tag.
  await rowsOf(db, 'insert into book_tag (book_id, tag_id) values (1, 1), (1, 2)')
  const [book] = await books.wait(1)
  t.strictSame([book.event, names(book.data)], ['updated', ['a', 'b']])
  const tagEvents = (await tags.wait(2)).sort((x, y) => x.data.id - y.data.id)
  const shown = async (id: number): Promise<unknown> => (await call(app, 'GET', `/tags/${id}?fields=id,name,books`)).body
  t.strictSame(tagEvents.map(event => [event.event, event.data]), [['updated', await shown(1)], ['updated', await shown(2)]])
  t.strictSame(tagEvents[0].data.books.map((item: { id: number }) => item.id), [1])
  await quiet(t, books, 1)
  await quiet(t, tags, 2, 0)
  // A tag deleted takes its links along (on delete cascade): the book's list changed.
  t.equal((await call(app, 'DELETE', '/tags/1')).status, 204)
  const [, after] = await books.wait(2)
  t.strictSame([after.event, names(after.data)], ['updated', ['b']])
  const [, , gone] = await tags.wait(3)
  t.strictSame([gone.event, gone.data], ['deleted', { id: 1 }], 'the tag itself: deleted, not also updated')
  await quiet(t, books, 2)
  await quiet(t, tags, 3, 0)
  books.close()
  tags.close()
})

eachDatabase(t, 'the narrowing of the events URL applies to link events: a reader sees only the books it may read', async (t, { url }) => {
  const { app, base, db } = await opened(t, url, { resources: [...resources, { resource: AuthorsBooks, urls: ['/authors-books'] }] })
  await rowsOf(db, "insert into author (first_name, last_name) values ('Bo', 'Ek')")
  t.equal((await call(app, 'POST', '/books', { title: 'By Bo', pubYear: 2000, authorId: 2 })).status, 201)
  const ann = await subscribe(base, '/authors-books/events', { 'x-author': '1' })
  const bo = await subscribe(base, '/authors-books/events', { 'x-author': '2' })
  t.equal((await call(app, 'PATCH', '/books/2', { tags: { add: [{ id: 3 }] } })).status, 200)
  const [event] = await bo.wait(1)
  t.strictSame([event.event, event.data.id, names(event.data)], ['updated', 2, ['c']])
  t.equal((await call(app, 'POST', '/book-tags', { bookId: 1, tagId: 1 })).status, 201)
  const [annEvent] = await ann.wait(1)
  t.strictSame([annEvent.event, annEvent.data.id, names(annEvent.data)], ['updated', 1, ['a']])
  await quiet(t, bo, 1)
  await quiet(t, ann, 1, 0)
  ann.close()
  bo.close()
})
