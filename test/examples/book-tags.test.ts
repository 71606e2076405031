// The example API's many-to-many (extensions §10, §11): Book.tags through the BookTag join model,
// whose key is the pair (bookId, tagId), and Tag.books; Book.tags is writable (the whole set, or a
// PATCH's {add, remove}); /book-tags addresses a link by both parts of its key. Over the seeded
// example: books 1-5, tags 1 'science fiction' (books 1, 2), 2 'classic' (books 2, 4), 3 'fable' (book 3).
import t, { type Test } from 'tap'
import { seed } from '../../examples/seed.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp, type Opened } from '../helpers/app.ts'
import { call } from '../helpers/http.ts'
import { rowsOf } from '../helpers/migrations.ts'
import { subscribe } from '../helpers/sse.ts'

async function seeded (t: Test, url: string): Promise<Opened> {
  const opened = await openApp(t, url)
  await seed(opened.db)
  return opened
}

async function links (opened: Opened): Promise<unknown[][]> {
  return await rowsOf(opened.db, 'select book_id, tag_id from book_tag order by book_id, tag_id')
}

async function tags (opened: Opened): Promise<unknown[][]> {
  return await rowsOf(opened.db, 'select id, name from tag order by id')
}

const LINKS = [[1, 1], [2, 1], [2, 2], [3, 3], [4, 2]]
const TAGS = [[1, 'science fiction'], [2, 'classic'], [3, 'fable']]
const LE_GUIN = { id: 1, firstName: 'Ursula', lastName: 'Le Guin', fullName: 'Ursula Le Guin' }
const where = (value: object): string => `where=${encodeURIComponent(JSON.stringify(value))}`
const ids = (records: Array<{ id: number }>): number[] => records.map(record => record.id)

eachDatabase(t, 'a book answers its tags, in name order, and an author\'s books show theirs', async (t, { url }) => {
  const opened = await seeded(t, url)
  let res = await call(opened.app, 'GET', '/books/1')
  t.equal(res.status, 200)
  t.strictSame(res.body, {
    id: 1, isbn: '9780061054884', title: 'The Dispossessed', pubYear: 1974, authorId: 1, author: LE_GUIN, tags: [{ id: 1, name: 'science fiction' }]
  })
  res = await call(opened.app, 'GET', '/books/2?fields=id,tags')
  t.strictSame(res.body, { id: 2, tags: [{ id: 2, name: 'classic' }, { id: 1, name: 'science fiction' }] })
  res = await call(opened.app, 'GET', '/books/5?fields=id,tags')
  t.strictSame(res.body, { id: 5, tags: [] }, 'a book without tags answers an empty list')
  res = await call(opened.app, 'GET', '/authors/1?fields=id,books')
  t.strictSame(res.body.books.map((book: { tags: unknown }) => book.tags), [[{ id: 1, name: 'science fiction' }], [{ id: 2, name: 'classic' }, { id: 1, name: 'science fiction' }]])
})

eachDatabase(t, 'a tag answers its books: /tags/1?fields=id,name,books', async (t, { url }) => {
  const opened = await seeded(t, url)
  const res = await call(opened.app, 'GET', '/tags/1?fields=id,name,books')
  t.equal(res.status, 200)
  t.strictSame(res.body, {
    id: 1,
    name: 'science fiction',
    books: [
      { id: 1, isbn: '9780061054884', title: 'The Dispossessed', pubYear: 1974, authorId: 1, author: LE_GUIN },
      { id: 2, isbn: '9780441478125', title: 'The Left Hand of Darkness', pubYear: 1969, authorId: 1, author: LE_GUIN }
    ]
  })
  const list = await call(opened.app, 'GET', '/tags?fields=id,books(id)')
  t.equal(list.status, 200)
  t.strictSame(list.body, { Tag: [{ id: 1, books: [{ id: 1 }, { id: 2 }] }, { id: 2, books: [{ id: 2 }, { id: 4 }] }, { id: 3, books: [{ id: 3 }] }] })
})

eachDatabase(t, 'POST a book with tags links the ones named by id and creates the others', async (t, { url }) => {
  const opened = await seeded(t, url)
  const res = await call(opened.app, 'POST', '/books', { title: 'Mr Palomar', pubYear: 1983, authorId: 2, tags: [{ id: 3 }, { name: 'new' }] })
  t.equal(res.status, 201)
  t.equal(res.headers.location, '/books/6')
  t.strictSame(res.body, {
    id: 6,
    isbn: null,
    title: 'Mr Palomar',
    pubYear: 1983,
    authorId: 2,
    author: { id: 2, firstName: 'Italo', lastName: 'Calvino', fullName: 'Italo Calvino' },
    tags: [{ id: 3, name: 'fable' }, { id: 4, name: 'new' }]
  })
  t.strictSame(await links(opened), [...LINKS, [6, 3], [6, 4]])
  t.strictSame(await tags(opened), [...TAGS, [4, 'new']])
})

eachDatabase(t, 'PUT and a PATCH with a list set the whole set of links; the tags left out stay', async (t, { url }) => {
  const opened = await seeded(t, url)
  let res = await call(opened.app, 'PUT', '/books/2', { title: 'The Left Hand of Darkness', pubYear: 1969, authorId: 1, tags: [{ id: 3 }] })
  t.equal(res.status, 200)
  t.strictSame(res.body.tags, [{ id: 3, name: 'fable' }])
  t.strictSame(await links(opened), [[1, 1], [2, 3], [3, 3], [4, 2]])
  res = await call(opened.app, 'PATCH', '/books/2', { tags: [] })
  t.equal(res.status, 200)
  t.strictSame(res.body.tags, [])
  t.strictSame(await links(opened), [[1, 1], [3, 3], [4, 2]])
  t.strictSame(await tags(opened), TAGS)
})

eachDatabase(t, 'PATCH {add, remove} changes some links; linking twice is one link', async (t, { url }) => {
  const opened = await seeded(t, url)
  let res = await call(opened.app, 'PATCH', '/books/1', { tags: { add: [{ id: 2 }, { name: 'utopia' }], remove: [{ id: 1 }] } })
  t.equal(res.status, 200)
  t.strictSame(res.body.tags, [{ id: 2, name: 'classic' }, { id: 4, name: 'utopia' }])
  t.strictSame(await links(opened), [[1, 2], [1, 4], [2, 1], [2, 2], [3, 3], [4, 2]])
  res = await call(opened.app, 'PATCH', '/books/1', { tags: { add: [{ id: 2 }] } })
  t.equal(res.status, 200)
  t.strictSame(res.body.tags, [{ id: 2, name: 'classic' }, { id: 4, name: 'utopia' }])
  t.strictSame(await links(opened), [[1, 2], [1, 4], [2, 1], [2, 2], [3, 3], [4, 2]], 'linking twice changes nothing')
  res = await call(opened.app, 'PATCH', '/books/1', { tags: { add: [{ id: 3 }, { id: 3 }] } })
  t.strictSame([res.status, res.body], [409, { message: 'tags.add.0 and tags.add.1 have the same id' }], 'one body naming a tag twice is refused')
  t.strictSame(await links(opened), [[1, 2], [1, 4], [2, 1], [2, 2], [3, 3], [4, 2]])
  t.strictSame(await tags(opened), [...TAGS, [4, 'utopia']], 'the tag removed stays')
})

eachDatabase(t, 'a tag id that names no tag is a 400 keyed by its path, and nothing is written', async (t, { url }) => {
  const opened = await seeded(t, url)
  let res = await call(opened.app, 'POST', '/books', { title: 'X', pubYear: 2000, authorId: 1, tags: [{ id: 1 }, { id: 99 }] })
  t.equal(res.status, 400)
  t.strictSame(res.body, { message: [{ 'tags.1.id': 'No Tag has this id' }] })
  res = await call(opened.app, 'PATCH', '/books/1', { tags: { add: [{ name: 'lost' }, { id: 98 }] } })
  t.equal(res.status, 400)
  t.strictSame(res.body, { message: [{ 'tags.add.1.id': 'No Tag has this id' }] })
  t.strictSame(await rowsOf(opened.db, 'select id from book order by id'), [[1], [2], [3], [4], [5]])
  t.strictSame(await links(opened), LINKS)
  t.strictSame(await tags(opened), TAGS)
})

eachDatabase(t, 'where, paths, aggregates and search on /books go through tags', async (t, { url }) => {
  const opened = await seeded(t, url)
  let res = await call(opened.app, 'GET', `/books?${where({ tags: { some: { name: 'classic' } } })}&fields=id`)
  t.equal(res.status, 200)
  t.strictSame(ids(res.body.Book), [2, 4])
  res = await call(opened.app, 'GET', `/books?${where({ tags: { none: {} } })}&fields=id`)
  t.strictSame(ids(res.body.Book), [5], 'none: the books without a tag')
  res = await call(opened.app, 'GET', `/books?${where({ tags: { every: { name: { like: 's%' } } } })}&fields=id`)
  t.strictSame(ids(res.body.Book), [1, 5], 'every: true too for a book without tags')
  res = await call(opened.app, 'GET', '/books?tags.name=fable&fields=id')
  t.strictSame(ids(res.body.Book), [3])
  res = await call(opened.app, 'GET', `/authors?${where({ books: { some: { tags: { some: { name: 'classic' } } } } })}&fields=id`)
  t.strictSame(ids(res.body.Author), [1, 3], 'two relationships deep')
  res = await call(opened.app, 'GET', `/books/aggregate?groupBy=authorId&${where({ tags: { some: {} } })}`)
  t.equal(res.status, 200)
  t.strictSame(res.body, { groups: [{ key: { authorId: 1 }, count: 2 }, { key: { authorId: 2 }, count: 1 }, { key: { authorId: 3 }, count: 1 }] })
  res = await call(opened.app, 'GET', '/books?search=darkness&fields=id,tags(name)')
  t.strictSame(res.body.Book, [{ id: 2, tags: [{ name: 'classic' }, { name: 'science fiction' }] }])
})

eachDatabase(t, 'deleting a book answers 204 and removes its links, never its tags; deleting a tag unlinks it', async (t, { url }) => {
  const opened = await seeded(t, url)
  let res = await call(opened.app, 'DELETE', '/books/1')
  t.equal(res.status, 204)
  t.equal(res.text, '')
  t.strictSame(await links(opened), [[2, 1], [2, 2], [3, 3], [4, 2]])
  t.strictSame(await tags(opened), TAGS)
  res = await call(opened.app, 'DELETE', '/tags/2')
  t.equal(res.status, 204)
  t.strictSame(await links(opened), [[2, 1], [3, 3]])
  t.strictSame(await rowsOf(opened.db, 'select id from book order by id'), [[2], [3], [4], [5]], 'the books stay')
})

eachDatabase(t, '/book-tags addresses a link by its two key parts; a repeated pair is a 409 naming both', async (t, { url }) => {
  const opened = await seeded(t, url)
  let res = await call(opened.app, 'POST', '/book-tags', { bookId: 1, tagId: 2 })
  t.equal(res.status, 201)
  t.equal(res.headers.location, '/book-tags/1/2')
  t.strictSame(res.body, { bookId: 1, tagId: 2 })
  res = await call(opened.app, 'POST', '/book-tags', { bookId: 1, tagId: 2 })
  t.equal(res.status, 409)
  t.strictSame(res.body, { message: 'bookId, tagId: this combination already exists' })
  res = await call(opened.app, 'GET', '/book-tags/1/2')
  t.equal(res.status, 200)
  t.strictSame(res.body, { bookId: 1, tagId: 2 })
  res = await call(opened.app, 'GET', '/books/1?fields=tags')
  t.strictSame(res.body, { tags: [{ id: 2, name: 'classic' }, { id: 1, name: 'science fiction' }] }, 'the book shows the link')
  res = await call(opened.app, 'DELETE', '/book-tags/1/2')
  t.equal(res.status, 204)
  res = await call(opened.app, 'GET', '/book-tags/1/2')
  t.equal(res.status, 404)
  t.strictSame(await links(opened), LINKS)
  res = await call(opened.app, 'GET', '/book-tags?tagId=2')
  t.strictSame(res.body, { BookTag: [{ bookId: 2, tagId: 2 }, { bookId: 4, tagId: 2 }] })
  res = await call(opened.app, 'POST', '/book-tags', { bookId: 1, tagId: 9 })
  t.equal(res.status, 409)
  t.strictSame(res.body, { message: 'tagId 9 does not match any Tag' })
  t.strictSame(await links(opened), LINKS)
  t.strictSame(await tags(opened), TAGS)
})

// A book created with its tags, then changed with more: one event each, the book with its tags
// (link-only writes: test/plugin/events-links.test.ts).
eachDatabase(t, '/books/events shows a book with its tags as its GET does', async (t, { url }) => {
  const opened = await seeded(t, url)
  const base = await opened.app.listen({ port: 0, host: '127.0.0.1' })
  const stream = await subscribe(base, '/books/events')
  t.equal(stream.status, 200)
  t.teardown(() => stream.close())
  const created = await call(opened.app, 'POST', '/books', { title: 'Mr Palomar', pubYear: 1983, authorId: 2, tags: [{ id: 3 }] })
  t.equal(created.status, 201)
  await stream.wait(1)
  const linked = await call(opened.app, 'PATCH', '/books/6', { isbn: '9780156624602', tags: { add: [{ id: 2 }] } })
  t.equal(linked.status, 200)
  const events = await stream.wait(2)
  t.strictSame(events.map(event => [event.event, event.data.id, event.data.tags]), [
    ['created', 6, [{ id: 3, name: 'fable' }]],
    ['updated', 6, [{ id: 2, name: 'classic' }, { id: 3, name: 'fable' }]]
  ])
  t.strictSame(events[1].data, linked.body, 'the record as its GET shows it')
  await new Promise(resolve => setTimeout(resolve, 400))
  t.equal(stream.events.length, 2, 'one event per write, not one per link')
})
