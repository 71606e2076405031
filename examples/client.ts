// A typed client of the example API. Its wire types are not written by hand: they come from the
// same TypeBox schemas the server is built from (`Static<typeof Book.schema>`), and each answer
// is checked against that schema at run time too, so a client and a server cannot drift apart.
import type { Static, TSchema } from 'typebox'
import { Value } from 'typebox/value'
import type { FilterOp } from '../lib/index.ts'
import { Author, Book, Job, Order } from './models.ts'

/** Every column is present in an answer (null when empty), so the schema's optional keys become required. */
type Row<T> = { [K in keyof T]-?: T[K] }

export type AuthorRow = Row<Static<typeof Author.schema>>
export type BookRow = Row<Static<typeof Book.schema>>
export type OrderRow = Row<Static<typeof Order.schema>>
export type JobRow = Row<Static<typeof Job.schema>>

/** A book as `GET /books/<id>` answers it: with its author (who is shown without books). */
export type BookWire = BookRow & { author: AuthorRow | null }
/** An author with the books that refer to it. */
export type AuthorWire = AuthorRow & { books: BookRow[] }
/** An order with its jobs. */
export type OrderWire = OrderRow & { jobs: JobRow[] }
/** The 202 answer to creating or replacing an order: the job that was started for it. */
export type JobAccepted = Pick<JobRow, 'id' | 'startedAt' | 'statusId'>

/** What POST /books takes: the required columns, and any other column. */
export type BookInput = Static<typeof Book.schema> & Pick<BookRow, 'title' | 'pubYear' | 'authorId'>
/** What PATCH takes: any columns. */
export type BookChanges = Static<typeof Book.schema>
export type OrderInput = Static<typeof Order.schema> & Pick<OrderRow, 'ownerId' | 'description'>

type Scalar = string | number | boolean
type Column = keyof BookRow & string

/** A field of a book's answer, as `fields` names it. */
export type BookField = keyof BookWire & string
/**
 * A book as a `fields` selection answers it: only the fields named (a tuple, `as const` or
 * inferred: `getBook(base, 1, { fields: ['id', 'title'] })` is `{ id, title }`).
 */
export type SelectedBook<F extends readonly BookField[]> = Pick<BookWire, F[number]>

/** The operators of one field in `where`: those of its type (a pattern only on text). */
export type FieldOperators<V> = {
  eq?: V | null
  ne?: V | null
  gt?: V
  ge?: V
  lt?: V
  le?: V
  in?: V[]
  notin?: V[]
  isnull?: boolean
} & (V extends string ? { like?: string, ilike?: string, notlike?: string, notilike?: string } : unknown)

/** A record's fields in `where`: a value (equality), null (is null) or operators. */
export type FieldConditions<R> = { [K in keyof R]?: R[K] | null | FieldOperators<NonNullable<R[K]>> }

/** What a list relationship takes in `where`: some, none or every related record matching. */
export interface ListConditions<W> {
  some?: W
  none?: W
  every?: W
}

/** `where` on books: their fields, their author's, and groups (checked at compile time, field by field). */
export interface BookWhere extends FieldConditions<BookRow> {
  author?: AuthorWhere
  and?: BookWhere[]
  or?: BookWhere[]
  not?: BookWhere
}

/** `where` on authors: their fields, and their books through some, none or every. */
export interface AuthorWhere extends FieldConditions<AuthorRow> {
  books?: ListConditions<BookWhere>
  and?: AuthorWhere[]
  or?: AuthorWhere[]
  not?: AuthorWhere
}

/** A collection query: `title`, `pubYear[ge]`... with a value (a list for IN), plus the page controls. */
export interface BookQuery {
  filters?: Partial<Record<Column | `${Column}[${FilterOp}]`, Scalar | Scalar[]>>
  /** Conditions with logic and through relationships, sent as the `where` JSON parameter. */
  where?: BookWhere
  /** Column names, `-` for descending. */
  orderBy?: Array<Column | `-${Column}`>
  maxPageSize?: number
  offset?: number
  /** Ask for the total number of matches (one more query on the server). */
  count?: boolean
  /** Only these fields of each book, in this order. */
  fields?: readonly BookField[]
}

export interface BookPage<B = BookWire> {
  books: B[]
  /** The URL of the next page (from the Link header), when there is one. */
  next?: string
  /** The number of matching books, when `count` was asked. */
  total?: number
}

/** An answer other than the one expected: the status and the `{message}` body. */
export class ApiError extends Error {
  readonly status: number
  readonly body: unknown

  constructor (status: number, body: unknown) {
    const message = (body as { message?: unknown } | null)?.message
    super(typeof message === 'string' ? message : `HTTP ${status}: ${JSON.stringify(message)}`)
    this.name = 'ApiError'
    this.status = status
    this.body = body
  }
}

async function call (url: string, init: RequestInit, expected: number[]): Promise<Response> {
  const response = await fetch(url, init)
  if (!expected.includes(response.status)) {
    const text = await response.text()
    throw new ApiError(response.status, text === '' ? null : JSON.parse(text))
  }
  return response
}

function send (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }
}

/** The answer's record, checked against the record type's schema (relationships aside). */
async function record<T> (response: Response, schema: TSchema): Promise<T> {
  const body: unknown = await response.json()
  if (!Value.Check(schema, body)) throw new TypeError(`The answer does not fit the schema: ${JSON.stringify(body)}`)
  return body as T
}

/** `?fields=a,b`, or nothing. */
function fieldsQuery (fields: readonly string[] | undefined): string {
  return fields === undefined ? '' : `?fields=${fields.join(',')}`
}

/** A book; with `fields`, only those fields (and a type that has only them). */
export async function getBook (baseUrl: string, id: number): Promise<BookWire>
export async function getBook<const F extends readonly BookField[]> (baseUrl: string, id: number, options: { fields: F }): Promise<SelectedBook<F>>
export async function getBook (baseUrl: string, id: number, options: { fields?: readonly BookField[] } = {}): Promise<Partial<BookWire>> {
  return await record<Partial<BookWire>>(await call(`${baseUrl}/books/${id}${fieldsQuery(options.fields)}`, {}, [200]), Book.schema)
}

export async function createBook (baseUrl: string, input: BookInput): Promise<BookWire> {
  return await record<BookWire>(await call(`${baseUrl}/books`, send('POST', input), [201]), Book.schema)
}

export async function updateBook (baseUrl: string, id: number, changes: BookChanges): Promise<BookWire> {
  return await record<BookWire>(await call(`${baseUrl}/books/${id}`, send('PATCH', changes), [200]), Book.schema)
}

export async function deleteBook (baseUrl: string, id: number): Promise<void> {
  await call(`${baseUrl}/books/${id}`, { method: 'DELETE' }, [204])
}

export async function getAuthor (baseUrl: string, id: number): Promise<AuthorWire> {
  return await record<AuthorWire>(await call(`${baseUrl}/authors/${id}`, {}, [200]), Author.schema)
}

/** The query string of a collection query; brackets and commas are sent as the server reads them. */
export function bookQueryString (query: BookQuery = {}): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query.filters ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item))
  }
  if (query.where !== undefined) params.set('where', JSON.stringify(query.where))
  if (query.orderBy !== undefined) params.set('orderBy', query.orderBy.join(','))
  if (query.maxPageSize !== undefined) params.set('maxPageSize', String(query.maxPageSize))
  if (query.offset !== undefined) params.set('offset', String(query.offset))
  if (query.count === true) params.set('count', 'true')
  if (query.fields !== undefined) params.set('fields', query.fields.join(','))
  const text = params.toString()
  return text === '' ? '' : `?${text}`
}

/** A page of books; with `fields`, books of only those fields. */
export async function listBooks (baseUrl: string, query?: BookQuery & { fields?: undefined }): Promise<BookPage>
export async function listBooks<const F extends readonly BookField[]> (baseUrl: string, query: BookQuery & { fields: F }): Promise<BookPage<SelectedBook<F>>>
export async function listBooks (baseUrl: string, query: BookQuery = {}): Promise<BookPage<Partial<BookWire>>> {
  const response = await call(`${baseUrl}/books${bookQueryString(query)}`, {}, [200])
  const body = await response.json() as { Book: Array<Partial<BookWire>> }
  for (const book of body.Book) {
    if (!Value.Check(Book.schema, book)) throw new TypeError(`A book does not fit the schema: ${JSON.stringify(book)}`)
  }
  const page: BookPage<Partial<BookWire>> = { books: body.Book }
  const next = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get('link') ?? '')?.[1]
  if (next !== undefined) page.next = new URL(next, baseUrl).toString()
  const total = response.headers.get('x-total-count')
  if (total !== null) page.total = Number(total)
  return page
}

/** The example's (not secure) scheme: `Authorization: User:<id>`. */
function asUser (userId: number): Record<string, string> {
  return { authorization: `User:${userId}` }
}

/** Creates an order as `userId`; the API answers 202 with the job it started. */
export async function createOrder (baseUrl: string, userId: number, input: OrderInput): Promise<JobAccepted> {
  const response = await call(`${baseUrl}/api/v2/orders`, send('POST', input, asUser(userId)), [202])
  return await record<JobAccepted>(response, Job.schema)
}

export async function getOrder (baseUrl: string, userId: number, id: number): Promise<OrderWire> {
  return await record<OrderWire>(await call(`${baseUrl}/api/v2/orders/${id}`, { headers: asUser(userId) }, [200]), Order.schema)
}
