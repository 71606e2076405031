// A typed client of the example API, as an application would write its own calls: one function per
// call, each a line over the shipped client (`fastify-model-resources/client`, imported here by
// relative path as the other examples import the plugin). Its wire types are not written by hand:
// they come from the same record classes the server is built from, and each answer is checked
// against their TypeBox schemas at run time too, so a client and a server cannot drift apart.
import {
  ApiError, createClient, queryString,
  type AnswerOf, type Answers, type FieldOf, type InputOf, type ListQuery, type RecordOf, type ResourceClient, type Selected
} from '../client/index.ts'
import { Author, Book, Job, Order, Tag } from './models.ts'

export { ApiError }

/** The Job an order's afterCommit hook answers a POST (or a PUT that started one) with, 202: the fields its serialFields name. */
type JobStarted = [typeof Job, ['id', 'startedAt', 'statusId']]

/** The example API: each collection URL and the record class it serves (types only). */
export type Api = {
  '/books': typeof Book
  '/authors': typeof Author
  '/tags': typeof Tag
  '/api/v2/orders': Answers<typeof Order, { post: JobStarted, put: JobStarted | typeof Order }>
  '/api/v2/jobs': typeof Job
}

/** A book as `GET /books/<id>` answers it: with its author (who is shown without books). */
export type BookWire = RecordOf<Api, typeof Book>
/** An author with the books that refer to it. */
export type AuthorWire = RecordOf<Api, typeof Author>
/** An order with its jobs. */
export type OrderWire = RecordOf<Api, typeof Order>
/** The 202 answer to creating an order: the job that was started for it. */
export type JobAccepted = AnswerOf<Api, Api['/api/v2/orders'], 'post'>

/** What POST /books takes: the required columns, and any other column. */
export type BookInput = InputOf<Api, typeof Book>
/** What PATCH takes: any columns. */
export type BookChanges = InputOf<Api, typeof Book, 'update'>
export type OrderInput = InputOf<Api, typeof Order>

/** A field of a book's answer, as `fields` names it. */
export type BookField = FieldOf<Api, typeof Book>
/**
 * A book as a `fields` selection answers it: only the fields named (a tuple, `as const` or
 * inferred: `getBook(base, 1, { fields: ['id', 'title'] })` is `{ id, title }`).
 */
export type SelectedBook<F extends readonly BookField[]> = Selected<Api, typeof Book, F>

/** A collection query: filters by column and operator, `where`, `orderBy`, `fields` and the page controls. */
export type BookQuery<F extends readonly BookField[] | undefined = readonly BookField[] | undefined> = ListQuery<Api, typeof Book, F>

export interface BookPage<B = BookWire> {
  books: B[]
  /** The URL of the next page (from the Link header), when there is one. */
  next?: string
  /** The number of matching books, when `count` was asked. */
  total?: number
}

/** The answers of these URLs are checked against their record types' schemas. */
const schemas = { '/books': Book.schema, '/authors': Author.schema, '/api/v2/orders': Order.schema }

function books (baseUrl: string): ResourceClient<Api, Api['/books']> {
  return createClient<Api>({ baseUrl, schemas }).resource('/books')
}

/** The example's (not secure) scheme: `Authorization: User:<id>`. */
function orders (baseUrl: string, userId: number): ResourceClient<Api, Api['/api/v2/orders']> {
  return createClient<Api>({ baseUrl, schemas, headers: { authorization: `User:${userId}` } }).resource('/api/v2/orders')
}

/** A book; with `fields`, only those fields (and a type that has only them). */
export async function getBook (baseUrl: string, id: number): Promise<BookWire>
export async function getBook<const F extends readonly BookField[]> (baseUrl: string, id: number, options: { fields: F }): Promise<SelectedBook<F>>
export async function getBook (baseUrl: string, id: number, options?: { fields: readonly BookField[] }): Promise<unknown> {
  return options === undefined ? await books(baseUrl).get(id) : await books(baseUrl).get(id, options)
}

export async function createBook (baseUrl: string, input: BookInput): Promise<BookWire> {
  return await books(baseUrl).create(input)
}

export async function updateBook (baseUrl: string, id: number, changes: BookChanges): Promise<BookWire> {
  return await books(baseUrl).update(id, changes)
}

export async function deleteBook (baseUrl: string, id: number): Promise<void> {
  await books(baseUrl).delete(id)
}

export async function getAuthor (baseUrl: string, id: number): Promise<AuthorWire> {
  return await createClient<Api>({ baseUrl, schemas }).resource('/authors').get(id)
}

/** The query string of a collection query; brackets and commas are sent as the server reads them. */
export function bookQueryString (query: BookQuery = {}): string {
  return queryString(query)
}

/** A page of books; with `fields`, books of only those fields. */
export async function listBooks (baseUrl: string, query?: BookQuery<undefined>): Promise<BookPage>
export async function listBooks<const F extends readonly BookField[]> (baseUrl: string, query: BookQuery<F> & { fields: F }): Promise<BookPage<SelectedBook<F>>>
export async function listBooks (baseUrl: string, query: BookQuery = {}): Promise<BookPage<unknown>> {
  const { records, ...rest } = await books(baseUrl).list(query as BookQuery<undefined>)
  return { books: records, ...rest }
}

/** Creates an order as `userId`; the API answers 202 with the job it started. */
export async function createOrder (baseUrl: string, userId: number, input: OrderInput): Promise<JobAccepted> {
  return await orders(baseUrl, userId).create(input)
}

export async function getOrder (baseUrl: string, userId: number, id: number): Promise<OrderWire> {
  return await orders(baseUrl, userId).get(id)
}
