// Type tests of the shipped client (`npx tstyche`): calls typed per collection URL from the record
// classes, and what the server would refuse does not compile.
import { describe, expect, test } from 'tstyche'
import { createClient, type Answers, type ApiError, type Bulk, type BatchResult, type Page, type RecordOf, type ValidationProblem } from '../../client/index.ts'
import type { Aborted, AnswerMismatch, ClientErrorCode, Unreachable } from '../../client/index.ts'
import type { Author, Book, Job, Order, Tag, User } from '../../examples/models.ts'
import type { Project, TaggedTag, TaggedTask, TaskTag } from '../helpers/task-tags.ts'

type Api = { '/books': Bulk<typeof Book>, '/authors': typeof Author, '/tags': typeof Tag, '/api/v2/orders': typeof Order, '/api/v2/jobs': typeof Job, '/users': typeof User }
const api = createClient<Api>({ baseUrl: '' })
const books = api.resource('/books')
const orders = api.resource('/api/v2/orders')

type AuthorRow = { id: number, firstName: string, lastName: string, fullName: string }
type BookRow = { id: number, isbn: string | null, title: string, pubYear: number, authorId: number }
type TagRow = { id: number, name: string }

describe('answers', () => {
  test('a record with its relationships, rows typed from the schemas', () => {
    expect<RecordOf<Api, typeof Book>>().type.toBe<BookRow & { author: AuthorRow | null, tags: TagRow[] }>()
    expect(api.resource('/authors').get(1)).type.toBe<Promise<AuthorRow & { books: BookRow[] }>>()
    expect(books.list()).type.toBe<Promise<Page<BookRow & { author: AuthorRow | null, tags: TagRow[] }>>>()
    expect(api.resource('/tags').get(1)).type.toBe<Promise<TagRow & { books: BookRow[] }>>()
  })

  test('a write-only column is written, never answered', () => {
    expect(api.resource('/users').create).type.toBeCallableWith({ username: 'ann', password: 'pw', email: 'a@x' })
    expect<keyof RecordOf<Api, typeof User>>().type.toBe<'id' | 'username' | 'email' | 'isStaff' | 'isActive' | 'isAccountCurrent' | 'dateJoined' | 'lastLogin'>()
  })

  test('a primary key is never null in an answer, even declared nullable, so it names the record in the next call', async () => {
    const authors = api.resource('/authors')
    const author = await authors.create({ firstName: 'A', lastName: 'B' })
    expect(author.id).type.toBe<number>()
    expect(authors.update).type.toBeCallableWith(author.id, { lastName: 'C' })
    expect(books.create).type.toBeCallableWith({ title: 'T', pubYear: 2000, authorId: author.id })
    expect((await books.get(1)).author?.id).type.toBe<number | undefined>()
    expect(authors.get(1, { fields: ['id'] })).type.toBe<Promise<{ id: number }>>()
  })

  test('a URL the API does not serve is refused', () => {
    expect(api.resource).type.not.toBeCallableWith('/magazines')
  })
})

describe('fields', () => {
  test('a selection keeps only the fields named', () => {
    expect(books.get(1, { fields: ['id', 'title'] })).type.toBe<Promise<{ id: number, title: string }>>()
    expect(books.list({ fields: ['pubYear', 'author'] })).type.toBe<Promise<Page<{ pubYear: number, author: AuthorRow | null }>>>()
  })

  test('a field the record does not have is refused', () => {
    expect(books.get).type.not.toBeCallableWith(1, { fields: ['colour'] })
    expect(books.list).type.not.toBeCallableWith({ fields: ['id', 'price'] })
  })

  test('an empty selection, which the server refuses, is refused', () => {
    expect(books.get).type.not.toBeCallableWith(1, { fields: [] })
    expect(books.list).type.not.toBeCallableWith({ fields: [] })
    expect(books.all).type.not.toBeCallableWith({ fields: [] })
  })

  test('a selection made at run time (an array, not a tuple) makes each field optional', () => {
    const chosen: Array<'id' | 'title'> = ['id']
    expect(books.get(1, { fields: chosen })).type.toBe<Promise<{ id?: number, title?: string }>>()
    expect(books.list({ fields: chosen })).type.toBe<Promise<Page<{ id?: number, title?: string }>>>()
  })
})

describe('filters and orderBy', () => {
  test('columns, operators of their kind and lists are accepted', () => {
    expect(books.list).type.toBeCallableWith({ filters: { 'pubYear[ge]': 1970, authorId: [1, 2], 'title[ilike]': 'the%', 'isbn[isnull]': true } })
    expect(books.list).type.toBeCallableWith({ filters: { 'id[in]': [1, 2] }, orderBy: ['-pubYear', 'title'] })
  })

  test('an unknown column or operator, a pattern on a number, a value of the wrong type are refused', () => {
    expect(books.list).type.not.toBeCallableWith({ filters: { colour: 'red' } })
    expect(books.list).type.not.toBeCallableWith({ filters: { 'pubYear[between]': 1 } })
    expect(books.list).type.not.toBeCallableWith({ filters: { 'pubYear[like]': '19%' } })
    expect(books.list).type.not.toBeCallableWith({ filters: { pubYear: 'soon' } })
    expect(books.list).type.not.toBeCallableWith({ orderBy: ['price'] })
    expect(books.list).type.not.toBeCallableWith({ orderBy: ['-author'] })
  })
})

describe('paging', () => {
  test('a walk may page by keyset (cursor: true) on any collection, with its fields', () => {
    expect(books.all).type.toBeCallableWith({ orderBy: ['pubYear'], maxPageSize: 2, cursor: true })
    expect(books.pages({ fields: ['id'], cursor: true })).type.toBe<AsyncIterable<Page<{ id: number }>>>()
    expect(books.list).type.not.toBeCallableWith({ cursor: 'abc' })
  })
})

describe('write-only columns in queries', () => {
  const users = api.resource('/users')

  test('a query names the other columns', () => {
    expect(users.list).type.toBeCallableWith({ filters: { username: 'ann', 'email[ilike]': '%@x' }, where: { isStaff: true }, orderBy: ['-username'] })
  })

  test('a write-only column in filters, where or orderBy is refused, as the server refuses it', () => {
    expect(users.list).type.not.toBeCallableWith({ filters: { password: 'pw' } })
    expect(users.list).type.not.toBeCallableWith({ filters: { password: [] } })
    expect(users.list).type.not.toBeCallableWith({ filters: { 'password[isnull]': false } })
    expect(users.list).type.not.toBeCallableWith({ filters: { 'password[like]': 'p%' } })
    expect(users.list).type.not.toBeCallableWith({ where: { password: 'pw' } })
    expect(users.list).type.not.toBeCallableWith({ where: { or: [{ password: { isnull: true } }] } })
    expect(users.list).type.not.toBeCallableWith({ orderBy: ['password'] })
    expect(users.list).type.not.toBeCallableWith({ orderBy: ['-password'] })
  })
})

describe('where', () => {
  test('fields, operators of their type, relationships and groups are accepted', () => {
    expect(books.list).type.toBeCallableWith({ where: { pubYear: { ge: 1970, lt: 1980 }, isbn: null } })
    expect(books.list).type.toBeCallableWith({ where: { or: [{ title: { ilike: 'the%' } }, { author: { lastName: 'Calvino' } }] } })
    expect(books.list).type.toBeCallableWith({ where: { author: { books: { none: { pubYear: { in: [1969, 1974] } } } }, not: { id: 1 } } })
  })

  test('an unknown field or operator, a wrong type, a pattern on a number, a list without some/none/every are refused', () => {
    expect(books.list).type.not.toBeCallableWith({ where: { colour: 'red' } })
    expect(books.list).type.not.toBeCallableWith({ where: { pubYear: { near: 1970 } } })
    expect(books.list).type.not.toBeCallableWith({ where: { pubYear: 'soon' } })
    expect(books.list).type.not.toBeCallableWith({ where: { pubYear: { like: '19%' } } })
    expect(books.list).type.not.toBeCallableWith({ where: { author: { books: { pubYear: 1970 } } } })
    expect(books.list).type.not.toBeCallableWith({ where: { author: { nickname: 'x' } } })
  })
})

describe('writes', () => {
  test('columns of their types; a writable list takes its records, and {add, remove} in a PATCH', () => {
    expect(books.create).type.toBeCallableWith({ title: 'T', pubYear: 2000, authorId: 1 })
    expect(books.create).type.toBeCallableWith([{ title: 'T', pubYear: 2000, authorId: 1 }])
    expect(api.resource('/authors').create).type.not.toBeCallableWith([{ firstName: 'A', lastName: 'B' }])
    expect(orders.create).type.toBeCallableWith({ ownerId: 1, description: 'd', jobs: [{ statusId: 1 }] })
    expect(orders.update).type.toBeCallableWith(1, { jobs: { add: [{ statusId: 2 }], remove: [{ id: 3 }] } })
    expect(books.create).type.toBeCallableWith({ title: 'T', pubYear: 2000, authorId: 1, tags: [{ id: 1 }, { name: 'new' }] })
    expect(books.update).type.toBeCallableWith(1, { tags: { add: [{ id: 2 }], remove: [{ id: 1 }] } })
  })

  test('a value of the wrong type, an unknown column, a computed field, a relationship not writable, {add, remove} in a PUT are refused', () => {
    expect(books.create).type.not.toBeCallableWith({ title: 7 })
    expect(books.create).type.not.toBeCallableWith({ colour: 'red' })
    expect(api.resource('/authors').create).type.not.toBeCallableWith({ firstName: 'A', fullName: 'A B' })
    expect(books.create).type.not.toBeCallableWith({ title: 'T', author: { firstName: 'A' } })
    expect(orders.create).type.not.toBeCallableWith({ jobs: [{ colour: 'red' }] })
    expect(orders.replace).type.not.toBeCallableWith(1, { jobs: { add: [{ statusId: 2 }] } })
    expect(books.replace).type.not.toBeCallableWith(1, { title: 'T', pubYear: 2000, authorId: 1, tags: { add: [{ id: 2 }] } })
    expect(api.resource('/tags').create).type.not.toBeCallableWith({ name: 'x', books: [{ id: 1 }] })
  })
})

type Tagged = { '/projects': typeof Project, '/tasks': typeof TaggedTask, '/tags': typeof TaggedTag, '/task-tags': Bulk<typeof TaskTag> }
const tagged = createClient<Tagged>({ baseUrl: '', keys: { '/task-tags': ['taskId', 'tagId'] } })
const tasks = tagged.resource('/tasks')
const links = tagged.resource('/task-tags')

describe('create', () => {
  test('required columns are required; nullable, defaulted and generated ones optional', () => {
    expect(books.create).type.toBeCallableWith({ title: 'T', pubYear: 2000, authorId: 1 })
    expect(books.create).type.toBeCallableWith({ id: 9, isbn: null, title: 'T', pubYear: 2000, authorId: 1 })
    expect(tasks.create).type.toBeCallableWith({ projectId: 1, name: 'Paint' })
    expect(links.create).type.toBeCallableWith({ taskId: 1, tagId: 2 })
  })

  test('a required column left out or null, a composite key part left out are refused; a PUT needs no key, a PATCH nothing', () => {
    expect(books.create).type.not.toBeCallableWith({ title: 'T', pubYear: 2000 })
    expect(books.create).type.not.toBeCallableWith({ title: 'T', pubYear: 2000, authorId: null })
    expect(tasks.create).type.not.toBeCallableWith({ name: 'Paint' })
    expect(links.create).type.not.toBeCallableWith({ taskId: 1, note: 'n' })
    expect(links.replace).type.toBeCallableWith([1, 2], { note: 'n' })
    expect(books.replace).type.not.toBeCallableWith(1, { title: 'T' })
    expect(books.update).type.toBeCallableWith(1, {})
  })
})

describe('many-to-many', () => {
  test('a writable one takes the whole set (by key, or new records) in every write, {add, remove} in a PATCH', () => {
    expect(tasks.create).type.toBeCallableWith({ projectId: 1, name: 'P', tags: [{ id: 1 }, { name: 'new' }, { id: 2, name: 'renamed' }] })
    expect(tasks.replace).type.toBeCallableWith(1, { projectId: 1, name: 'P', tags: [] })
    expect(tasks.update).type.toBeCallableWith(1, { tags: { add: [{ id: 2 }, { name: 'new' }], remove: [{ id: 1 }] } })
  })

  test('a new record without its required columns, a remove without a key, {add, remove} outside a PATCH, a read-only side are refused', () => {
    expect(tasks.create).type.not.toBeCallableWith({ projectId: 1, name: 'P', tags: [{}] })
    expect(tasks.create).type.not.toBeCallableWith({ projectId: 1, name: 'P', tags: [{ colour: 'red' }] })
    expect(tasks.update).type.not.toBeCallableWith(1, { tags: { remove: [{ name: 'urgent' }] } })
    expect(tasks.replace).type.not.toBeCallableWith(1, { projectId: 1, name: 'P', tags: { add: [{ id: 1 }] } })
    expect(tagged.resource('/tags').create).type.not.toBeCallableWith({ name: 'x', tasks: [{ id: 1 }] })
  })

  test('its records are in answers and in fields', () => {
    expect(tasks.get(1)).type.toBe<Promise<{ id: number, projectId: number, name: string, tags: Array<{ id: number, name: string }> }>>()
    expect(tasks.get(1, { fields: ['tags'] })).type.toBe<Promise<{ tags: Array<{ id: number, name: string }> }>>()
    expect(tagged.resource('/tags').get(1)).type.toBe<Promise<{ id: number, name: string, tasks: Array<{ id: number, projectId: number, name: string }> }>>()
  })
})

describe('composite keys', () => {
  test('a record is named by a tuple in declared order or an object; its key parts are never null', () => {
    expect(links.get([1, 2])).type.toBe<Promise<{ taskId: number, tagId: number, note: string | null }>>()
    expect(links.update).type.toBeCallableWith({ tagId: 2, taskId: 1 }, { note: 'n' })
    expect(links.delete).type.toBeCallableWith([1, 2])
    expect(links.tagOf).type.toBeCallableWith([1, 2])
  })

  test('one part, a part of the wrong type, an id, a key order other than declared are refused', () => {
    expect(links.get).type.not.toBeCallableWith([1])
    expect(links.get).type.not.toBeCallableWith([1, 'x'])
    expect(links.get).type.not.toBeCallableWith(1)
    expect(links.get).type.not.toBeCallableWith({ taskId: 1 })
    expect(createClient<Tagged>).type.not.toBeCallableWith({ baseUrl: '', keys: { '/task-tags': ['tagId', 'taskId'] } })
    expect(createClient<Tagged>).type.not.toBeCallableWith({ baseUrl: '', keys: { '/tasks': ['id'] } })
  })
})

describe('bulk creates and batches', () => {
  test('a bulk takes records of columns only, each with its required columns', () => {
    expect(links.create([{ taskId: 1, tagId: 2 }])).type.toBe<Promise<Array<{ taskId: number, tagId: number, note: string | null }>>>()
    expect(tasks.create).type.not.toBeCallableWith([{ projectId: 1, name: 'P', tags: [{ id: 1 }] }])
    expect(links.create).type.not.toBeCallableWith([{ taskId: 1 }])
  })

  test('a URL not declared Bulk takes no bulk create (its resource refuses an array)', () => {
    expect(tagged.resource('/tags').create).type.not.toBeCallableWith([{ name: 'red' }])
    expect(tagged.resource('/tags').create).type.toBeCallableWith({ name: 'red' })
  })

  test('each operation\'s body is its URL\'s, with $ref anywhere; each answer is typed by method and path', async () => {
    const results = await tagged.batch([
      { method: 'POST', path: '/tasks', body: { projectId: { $ref: '0/id' }, name: 'P', tags: [{ id: 1 }] } },
      { method: 'GET', path: '/task-tags?orderBy=note' },
      { method: 'PATCH', path: '/task-tags/{0/id}/2', body: { note: 'n' } },
      { method: 'DELETE', path: '/tags/3' }
    ])
    expect(results[0]).type.toBe<BatchResult<{ id: number, projectId: number, name: string, tags: Array<{ id: number, name: string }> }>>()
    expect(results[1].body).type.toBe<{ TaskTag: Array<{ taskId: number, tagId: number, note: string | null }> }>()
    expect(results[2].body.note).type.toBe<string | null>()
    expect(results[3].body).type.toBe<null>()
  })

  test('a body of another URL, a column of the wrong type, an unknown path or method are refused', () => {
    // (A field no column has, beside the right ones, is left to the server: TypeScript checks no excess property in a union.)
    expect(tagged.batch).type.not.toBeCallableWith([{ method: 'POST', path: '/tags', body: { projectId: 1 } }])
    expect(tagged.batch).type.not.toBeCallableWith([{ method: 'POST', path: '/tasks', body: { projectId: 'one', name: 'P' } }])
    expect(tagged.batch).type.not.toBeCallableWith([{ method: 'POST', path: '/magazines', body: {} }])
    expect(tagged.batch).type.not.toBeCallableWith([{ method: 'TRACE', path: '/tasks' }])
    expect(tagged.batch).type.not.toBeCallableWith([{ method: 'PATCH', path: '/tasks/1', body: { tags: { add: [{ colour: 'red' }] } } }])
  })
})

describe('what an afterCommit hook answers', () => {
  type JobStarted = [typeof Job, ['id', 'startedAt', 'statusId']]
  type Hooked = { '/api/v2/orders': Answers<typeof Order, { post: JobStarted, put: JobStarted | typeof Order, delete: { deleted: number } }>, '/api/v2/jobs': typeof Job }
  const hooked = createClient<Hooked>({ baseUrl: '' })

  test('the answer each method\'s hook gives, as Answers names it; the others the record', () => {
    type Started = { id: number, startedAt: string, statusId: number | null }
    expect(hooked.resource('/api/v2/orders').create({ ownerId: 1, description: 'd' })).type.toBe<Promise<Started>>()
    expect(hooked.resource('/api/v2/orders').replace(1, { ownerId: 1, description: 'd' })).type.toBe<Promise<Started | RecordOf<Hooked, typeof Order>>>()
    expect(hooked.resource('/api/v2/orders').update(1, {})).type.toBe<Promise<RecordOf<Hooked, typeof Order>>>()
    expect(hooked.resource('/api/v2/orders').delete(1)).type.toBe<Promise<{ deleted: number }>>()
    expect(hooked.resource('/api/v2/jobs').delete(1)).type.toBe<Promise<undefined>>()
  })

  test('a POST whose hook answers takes no bulk create', () => {
    expect(hooked.resource('/api/v2/orders').create).type.not.toBeCallableWith([{ ownerId: 1, description: 'd' }])
  })
})

describe('a refused write\'s problems', () => {
  test('a missing_columns problem is told from a field\'s by its missing_columns', () => {
    const error = {} as ApiError
    for (const problem of error.problems) {
      if (problem.missing_columns !== undefined) expect(problem.missing_columns).type.toBe<string[]>()
      else expect(problem.title).type.toBe<string>()
      // `in` keeps a type with an index signature in both branches: the column list may be undefined there.
      if ('missing_columns' in problem) expect(problem.missing_columns).type.toBe<string[] | undefined>()
    }
  })

  test('either shape, as the server sends it', () => {
    expect<ValidationProblem>().type.toBeAssignableFrom({ title: 'The data exceeds the maximum length 100' })
    expect<ValidationProblem>().type.toBeAssignableFrom({ missing_columns: ['author_id'] })
    expect<ValidationProblem>().type.not.toBeAssignableFrom({ missing_columns: 'author_id' })
  })
})

describe('error codes', () => {
  test('the codes of the errors the client raises itself are literal types, to switch on', () => {
    expect<ClientErrorCode>().type.toBe<'FMR_CLIENT_UNREACHABLE' | 'FMR_CLIENT_ANSWER_MISMATCH' | 'FMR_CLIENT_NOT_MODIFIED' | 'FMR_CLIENT_CLOSED' | 'FMR_CLIENT_TIMEOUT' | 'FMR_CLIENT_ABORTED'>()
    expect<AnswerMismatch['code']>().type.toBe<ClientErrorCode>()
    expect<Unreachable['code']>().type.toBe<ClientErrorCode>()
    expect<ApiError['code']>().type.toBe<string | undefined>()
  })
})

describe('a call\'s own options', () => {
  const signal = new AbortController().signal

  test('every call takes its own timeout and signal; pages and all beside the query, batch beside or without its path', () => {
    expect(books.get).type.toBeCallableWith(1, { timeout: 2000, signal })
    expect(books.list).type.toBeCallableWith({ maxPageSize: 2, timeout: 0, signal })
    expect(books.pages).type.toBeCallableWith({ orderBy: ['id'], timeout: 2000, signal })
    expect(books.all).type.toBeCallableWith({ fields: ['title'], signal })
    expect(books.create).type.toBeCallableWith({ title: 't', pubYear: 2000, authorId: 1 }, { signal })
    expect(books.replace).type.toBeCallableWith(1, { title: 't', pubYear: 2000, authorId: 1 }, { timeout: 100, signal })
    expect(books.update).type.toBeCallableWith(1, { title: 't' }, { ifMatch: true, signal })
    expect(books.delete).type.toBeCallableWith(1, { signal })
    expect(api.batch).type.toBeCallableWith([{ method: 'GET', path: '/books' }], { path: '/batch', timeout: 2000, signal })
    expect(api.batch).type.toBeCallableWith([{ method: 'GET', path: '/books' }], '/batch')
  })

  test('a signal that is not an AbortSignal, a timeout that is not a number, an option of no call are refused', () => {
    expect(books.get).type.not.toBeCallableWith(1, { signal: new AbortController() })
    expect(books.pages).type.not.toBeCallableWith({ timeout: '2s' })
    expect(books.all).type.not.toBeCallableWith({ signal: true })
    expect(api.batch).type.not.toBeCallableWith([{ method: 'GET', path: '/books' }], { path: '/batch', retries: 2 })
  })

  test('an abort is the client\'s Aborted, told apart by its code', () => {
    expect<Aborted['code']>().type.toBe<ClientErrorCode>()
    expect<Aborted['sent']>().type.toBe<boolean>()
  })
})
