// Type tests of the example's typed client (`npx tstyche`): a `fields` selection narrows the answer's type.
import { describe, expect, test } from 'tstyche'
import { getBook, listBooks, type BookPage, type BookWire, type SelectedBook } from '../../examples/client.ts'

describe('fields', () => {
  test('without fields, the whole book', () => {
    expect(getBook('', 1)).type.toBe<Promise<BookWire>>()
    expect(listBooks('', { maxPageSize: 2 })).type.toBe<Promise<BookPage>>()
  })

  test('a selection keeps only the fields named', () => {
    expect(getBook('', 1, { fields: ['id', 'title'] })).type.toBe<Promise<SelectedBook<readonly ['id', 'title']>>>()
    expect<Awaited<ReturnType<typeof getBook<readonly ['id', 'author']>>>>().type.toBe<{ id: number, author: BookWire['author'] }>()
    expect(listBooks('', { fields: ['pubYear'] })).type.toBe<Promise<BookPage<{ pubYear: number }>>>()
  })

  test('a field that a book does not have is refused', () => {
    expect(getBook).type.not.toBeCallableWith('', 1, { fields: ['colour'] })
    expect(listBooks).type.not.toBeCallableWith('', { fields: ['id', 'price'] })
  })
})

describe('where', () => {
  test('fields, operators of their type, relationships and groups are accepted', () => {
    expect(listBooks).type.toBeCallableWith('', { where: { pubYear: { ge: 1970, lt: 1980 }, isbn: null } })
    expect(listBooks).type.toBeCallableWith('', { where: { or: [{ title: { ilike: 'the%' } }, { author: { lastName: 'Calvino' } }] } })
    expect(listBooks).type.toBeCallableWith('', { where: { author: { books: { none: { pubYear: { in: [1969, 1974] } } } }, not: { id: 1 } } })
    expect(listBooks).type.toBeCallableWith('', { where: { tags: { some: { name: 'classic' } } } })
    expect(listBooks).type.toBeCallableWith('', { where: { tags: { every: { books: { some: { pubYear: { lt: 1970 } } } } } } })
  })

  test('an unknown field or operator, a value of the wrong type, or a pattern on a number is refused', () => {
    expect(listBooks).type.not.toBeCallableWith('', { where: { colour: 'red' } })
    expect(listBooks).type.not.toBeCallableWith('', { where: { pubYear: { near: 1970 } } })
    expect(listBooks).type.not.toBeCallableWith('', { where: { pubYear: 'soon' } })
    expect(listBooks).type.not.toBeCallableWith('', { where: { pubYear: { like: '19%' } } })
    expect(listBooks).type.not.toBeCallableWith('', { where: { author: { books: { pubYear: 1970 } } } })
    expect(listBooks).type.not.toBeCallableWith('', { where: { author: { nickname: 'x' } } })
    expect(listBooks).type.not.toBeCallableWith('', { where: { tags: { name: 'classic' } } })
    expect(listBooks).type.not.toBeCallableWith('', { where: { tags: { some: { colour: 'red' } } } })
  })
})
