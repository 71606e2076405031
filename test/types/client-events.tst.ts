// Type tests of the typed client's change events (`npx tstyche`): events typed per collection URL
// from the record classes, the list's filters and fields accepted, what the server would refuse
// does not compile.
import { describe, expect, test } from 'tstyche'
import { createSubscriber, type ChangeEvent, type EventStream } from '../../client/index.ts'
import type { Author, Book, Order, Tag } from '../../examples/models.ts'

type Api = { '/books': typeof Book, '/authors': typeof Author, '/tags': typeof Tag, '/api/v2/orders': typeof Order }
const events = createSubscriber<Api>({ baseUrl: '' })

type AuthorRow = { id: number, firstName: string, lastName: string, fullName: string }
type TagRow = { id: number, name: string }
type BookRecord = { id: number, isbn: string | null, title: string, pubYear: number, authorId: number, author: AuthorRow | null, tags: TagRow[] }

describe('events', () => {
  test('a subscription yields the record as GET answers it; a delete, or an event cut by maxAnswerBytes, carries its id', () => {
    expect(events.subscribe('/books')).type.toBe<EventStream<BookRecord, { id: number }>>()
    expect<ChangeEvent<BookRecord, { id: number }>>().type.toBe<
      | { type: 'created' | 'updated', id: string, record: BookRecord, cut?: undefined }
      | { type: 'created' | 'updated', id: string, record: { id: number }, cut: true }
      | { type: 'deleted', id: string, record: { id: number }, cut?: undefined }>()
  })

  test('a created or updated event not cut carries the whole record', () => {
    const event = {} as ChangeEvent<BookRecord, { id: number }>
    if (event.type !== 'deleted' && event.cut !== true) expect(event.record).type.toBe<BookRecord>()
    expect(event.record).type.not.toHaveProperty('title')
  })

  test('fields shape the record', () => {
    expect(events.subscribe('/books', { fields: ['id', 'title'] })).type.toBe<EventStream<{ id: number, title: string }, { id: number }>>()
  })

  test('the list\'s filters and where are accepted, with the subscription\'s own options', () => {
    expect(events.subscribe).type.toBeCallableWith('/books', { filters: { 'pubYear[ge]': 1970, authorId: [1, 2] } })
    expect(events.subscribe).type.toBeCallableWith('/books', { where: { author: { lastName: 'Calvino' } }, lastEventId: '42', retry: 500 })
  })

  test('a URL the API does not serve, an unknown field or filter, a value of the wrong type are refused', () => {
    expect(events.subscribe).type.not.toBeCallableWith('/magazines')
    expect(events.subscribe).type.not.toBeCallableWith('/books', { fields: ['colour'] })
    expect(events.subscribe).type.not.toBeCallableWith('/books', { filters: { colour: 'red' } })
    expect(events.subscribe).type.not.toBeCallableWith('/books', { filters: { pubYear: 'soon' } })
    expect(events.subscribe).type.not.toBeCallableWith('/books', { orderBy: ['title'] })
    expect(events.subscribe).type.not.toBeCallableWith('/books', { lastEventId: 42 })
  })
})
