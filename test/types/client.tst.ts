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
    expect<Awaited<ReturnType<typeof getBook<readonly ['id', 'author']>>>>().type.toBe<{ readonly id: number, author: BookWire['author'] }>()
    expect(listBooks('', { fields: ['pubYear'] })).type.toBe<Promise<BookPage<{ readonly pubYear: number }>>>()
  })

  test('a field that a book does not have is refused', () => {
    expect(getBook).type.not.toBeCallableWith('', 1, { fields: ['colour'] })
    expect(listBooks).type.not.toBeCallableWith('', { fields: ['id', 'price'] })
  })
})
