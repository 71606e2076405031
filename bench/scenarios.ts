// The six measured scenarios: what the nth request of a run asks, and the plugin/baseline target.
import { LAST_NAMES, type DatasetSize } from './dataset.ts'

export interface BenchRequest {
  path: string
  /** JSON text, for writes. */
  body?: string
}

export interface Scenario {
  key: string
  title: string
  method: 'GET' | 'POST' | 'PATCH'
  /** The lowest acceptable req/s ratio plugin/baseline (the baseline sending entity tags). */
  target: number
  /** The lowest acceptable req/s ratio plugin/plain baseline (no tags), where one is set. */
  plainTarget?: number
  /** The nth request of a run; `label` makes each run's written titles its own. */
  request: (n: number, label: string) => BenchRequest
  /** Requests checked for identical answers besides the first few of `request`: the table's ends. */
  edges: BenchRequest[]
  /** The reference's own request, where the comparison is the plugin against itself on another request (bench/depth.ts). */
  referenceRequest?: (n: number, label: string) => BenchRequest
  /** Headers every request sends (the example's `Authorization: User:<id>` at /api/v2). */
  headers?: Record<string, string>
  /** The status of every answer; 200, or 201 for a POST, when absent. */
  status?: number
  /** Parts of an answer (body and headers) that differ between the servers by nature: a clock value, a second record's id. */
  masks?: Array<[RegExp, string]>
}

/** The jobs sent with each order of the nested-write scenario. */
export const NESTED_JOBS = 5

export const PAGE = 50

/** A book's own columns, as `fields` asks for them (the book without its author). */
export const BOOK_FIELDS = 'id,isbn,title,pubYear,authorId'

/** A step coprime to `count`, so that n, n+1, ... visit every row once per `count` requests, far apart. */
function spreader (count: number): (n: number) => number {
  const gcd = (a: number, b: number): number => b === 0 ? a : gcd(b, a % b)
  let step = Math.max(1, Math.round(count * 0.618))
  while (gcd(step, count) !== 1) step++
  return n => (n * step) % count
}

/** The first page of the books whose author has this last name. */
function byAuthorName (lastName: string): string {
  return `/books?${new URLSearchParams({ 'author.lastName': lastName, maxPageSize: String(PAGE) }).toString()}`
}

/**
 * The scenarios on `database`, with its targets: the reads beyond the contract (related records
 * joined, `fields`, paths) have the targets of the query language's work, per database where
 * they differ; the others keep those they were first measured against.
 */
export function scenarios (size: DatasetSize, database: 'sqlite' | 'postgresql' = 'sqlite'): Scenario[] {
  const books = size.authors * size.booksPerAuthor
  const bookId = spreader(books)
  const authorId = spreader(size.authors)
  const offsets = books - PAGE + 1
  const offset = spreader(offsets)
  return [
    {
      key: 'get-book',
      title: 'GET /books/:id (book with its author)',
      method: 'GET',
      target: 0.90,
      plainTarget: 0.80,
      request: n => ({ path: `/books/${1 + bookId(n)}` }),
      edges: [{ path: '/books/1' }, { path: `/books/${books}` }]
    },
    {
      key: 'get-book-fields',
      title: `GET /books/:id?fields=${BOOK_FIELDS} (the book alone)`,
      method: 'GET',
      target: 0.90,
      plainTarget: 0.80,
      request: n => ({ path: `/books/${1 + bookId(n)}?fields=${BOOK_FIELDS}` }),
      edges: [{ path: `/books/1?fields=${BOOK_FIELDS}` }, { path: `/books/${books}?fields=${BOOK_FIELDS}` }]
    },
    {
      key: 'list-books',
      title: `GET /books?maxPageSize=${PAGE}&offset=… (${PAGE} books with authors)`,
      method: 'GET',
      target: 0.90,
      plainTarget: 1.0,
      request: n => ({ path: `/books?maxPageSize=${PAGE}&offset=${offset(n)}` }),
      edges: [{ path: `/books?maxPageSize=${PAGE}&offset=0` }, { path: `/books?maxPageSize=${PAGE}&offset=${books - PAGE}` }]
    },
    {
      key: 'fields-books',
      title: `GET /books?fields=id,title&maxPageSize=${PAGE}&offset=… (baseline reads the two columns)`,
      method: 'GET',
      target: 0.85,
      request: n => ({ path: `/books?fields=id,title&maxPageSize=${PAGE}&offset=${offset(n)}` }),
      edges: [{ path: `/books?fields=id,title&maxPageSize=${PAGE}&offset=0` }, { path: `/books?fields=id,title&maxPageSize=${PAGE}&offset=${books - PAGE}` }]
    },
    {
      key: 'books-by-author-name',
      title: `GET /books?author.lastName=…&maxPageSize=${PAGE} (a filter through a relationship)`,
      method: 'GET',
      target: 0.75,
      request: n => ({ path: byAuthorName(LAST_NAMES[n % LAST_NAMES.length]) }),
      edges: LAST_NAMES.map(name => ({ path: byAuthorName(name) }))
    },
    {
      key: 'get-author',
      title: `GET /authors/:id (author with ${size.booksPerAuthor} books)`,
      method: 'GET',
      target: 0.90,
      plainTarget: 0.80,
      request: n => ({ path: `/authors/${1 + authorId(n)}` }),
      edges: [{ path: '/authors/1' }, { path: `/authors/${size.authors}` }]
    },
    {
      key: 'post-book',
      title: 'POST /books (unique titles)',
      method: 'POST',
      target: 0.50,
      request: (n, label) => ({
        path: '/books',
        body: JSON.stringify({ isbn: n % 5 === 0 ? null : `979${String(n).padStart(10, '0')}`, title: `New ${label} ${n}`, pubYear: 1950 + n % 70, authorId: 1 + authorId(n) })
      }),
      edges: []
    },
    {
      key: 'patch-book',
      title: 'PATCH /books/:id (title and year)',
      method: 'PATCH',
      target: 0.50,
      request: (n, label) => ({ path: `/books/${1 + bookId(n)}`, body: JSON.stringify({ title: `Patched ${label} ${n}`, pubYear: 1900 + n % 100 }) }),
      edges: []
    },
    {
      // Extensions §7: the order and its jobs in one transaction, through Job's owner hooks; the
      // example's beforeCommit starts one more Job, which afterCommit answers (202).
      key: 'post-order',
      title: `POST /api/v2/orders with ${NESTED_JOBS} nested jobs`,
      method: 'POST',
      target: 0.50,
      headers: { authorization: 'User:1' },
      status: 202,
      masks: [[/"startedAt":"[^"]*"/g, '"startedAt":"<time>"'], [/(location: \/api\/v2\/orders\/)\d+/, '$1<id>']],
      request: (n, label) => ({
        path: '/api/v2/orders',
        body: JSON.stringify({
          ownerId: 1,
          description: `Order ${label} ${n}`,
          jobs: Array.from({ length: NESTED_JOBS }, (_, i) => ({ statusId: i, finishedAt: i % 2 === 0 ? null : '2026-01-02T03:04:05Z' }))
        })
      }),
      edges: []
    }
  ]
}
