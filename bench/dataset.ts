// The benchmark's data: deterministic authors and books, written once into a fresh database.
import { rmSync } from 'node:fs'
import Database from 'better-sqlite3'
import pg from 'pg'
import { DB } from '../lib/index.ts'
import { models } from '../examples/models.ts'
import { resources } from '../examples/resources.ts'
import { kMeta } from '../lib/symbols.ts'
import type { ModelType } from '../lib/index.ts'

export interface DatasetSize {
  authors: number
  booksPerAuthor: number
}

export interface AuthorRow { id: number, firstName: string, lastName: string }
export interface BookRow { id: number, isbn: string | null, title: string, pubYear: number, authorId: number }

// Some names need JSON escaping or are not ASCII, so byte-identity covers the encoders' escaping too.
const FIRST = ['Ursula', 'Italo', 'Toni', 'Zoë', 'Chinua', 'José']
/** Every author's last name is one of these (quotes included: a filter's value must reach SQL as it is). */
export const LAST_NAMES = ['Le Guin', 'Calvino', 'Morrison', "O'Brien", 'Achebe "C."', 'Saramago']

export function author (id: number): AuthorRow {
  return { id, firstName: `${FIRST[id % FIRST.length]} ${id}`, lastName: LAST_NAMES[(id * 7) % LAST_NAMES.length] }
}

export function book (id: number, size: DatasetSize): BookRow {
  return {
    id,
    isbn: id % 5 === 0 ? null : `978${String(id).padStart(10, '0')}`,
    title: `Book ${id}${id % 11 === 0 ? ' — “a\\b”' : ''}`,
    pubYear: 1900 + (id * 37) % 125,
    authorId: Math.floor((id - 1) / size.booksPerAuthor) + 1
  }
}

/**
 * Drops the tables of `tableModels` (and their search index tables) and creates them again through
 * the library's own DB; `resources` make /books's search index (its static search), kept by
 * triggers as rows are written.
 */
export async function freshTables (url: string, tableModels: readonly ModelType[], withResources?: typeof resources): Promise<void> {
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:///'.length)
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
  } else {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    // The search index's own table too (book_search): it holds no foreign key the cascade follows.
    await client.query(`drop table if exists ${tableModels.flatMap(model => [`"${model[kMeta].tableName}"`, `"${model[kMeta].tableName}_search"`]).join(', ')} cascade`)
    await client.end()
  }
  const db = new DB(url, { models: [...tableModels], ...(withResources === undefined ? {} : { resources: withResources }), checkfirst: false })
  await db.createAll()
  await db.close()
}

/** Authors and books in one SQLite transaction's statements (the caller holds the transaction). */
export function insertAuthorsAndBooksSqlite (db: Database.Database, authors: AuthorRow[], books: BookRow[]): void {
  const addAuthor = db.prepare('insert into "author" ("id", "first_name", "last_name") values (?, ?, ?)')
  const addBook = db.prepare('insert into "book" ("id", "isbn", "title", "pub_year", "author_id") values (?, ?, ?, ?, ?)')
  for (const a of authors) addAuthor.run(a.id, a.firstName, a.lastName)
  for (const b of books) addBook.run(b.id, b.isbn, b.title, b.pubYear, b.authorId)
}

/** Authors and books in two PostgreSQL statements (unnest of arrays). */
export async function insertAuthorsAndBooksPostgres (client: pg.Client, authors: AuthorRow[], books: BookRow[]): Promise<void> {
  await client.query('insert into "author" ("id", "first_name", "last_name") select * from unnest($1::int[], $2::text[], $3::text[])',
    [authors.map(a => a.id), authors.map(a => a.firstName), authors.map(a => a.lastName)])
  await client.query('insert into "book" ("id", "isbn", "title", "pub_year", "author_id") select * from unnest($1::int[], $2::text[], $3::text[], $4::int[], $5::int[])',
    [books.map(b => b.id), books.map(b => b.isbn), books.map(b => b.title), books.map(b => b.pubYear), books.map(b => b.authorId)])
}

export function rows (size: DatasetSize): { authors: AuthorRow[], books: BookRow[] } {
  const authors = Array.from({ length: size.authors }, (_, i) => author(i + 1))
  const books = Array.from({ length: size.authors * size.booksPerAuthor }, (_, i) => book(i + 1, size))
  return { authors, books }
}

/** The owner of the orders the nested-write scenario posts (`Authorization: User:1`). */
const INSERT_USER = 'insert into "user" ("id", "username", "password", "email", "date_joined", "is_staff", "is_active", "is_account_current") values (?, ?, ?, ?, ?, ?, ?, ?)'
const BENCH_USER = [1, 'bench', 'secret', 'bench@example.com', '2026-01-01'] as const

/** A fresh database holding exactly `size`: ids 1..n, n books per author in id order. */
export async function writeDataset (url: string, size: DatasetSize): Promise<void> {
  await freshTables(url, models, resources)
  const { authors, books } = rows(size)
  if (url.startsWith('sqlite:')) {
    const db = new Database(url.slice('sqlite:///'.length))
    db.transaction(() => {
      insertAuthorsAndBooksSqlite(db, authors, books)
      db.prepare(INSERT_USER).run(...BENCH_USER, 0, 0, 0)
    })()
    db.close()
    return
  }
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  await client.query('begin')
  await insertAuthorsAndBooksPostgres(client, authors, books)
  let n = 0
  await client.query(INSERT_USER.replaceAll('?', () => `$${++n}`), [...BENCH_USER, false, false, false])
  // Explicit ids leave the sequences behind: move them past the data, as the plugin does after such writes.
  for (const table of ['author', 'book', 'user']) {
    await client.query(`select setval(pg_get_serial_sequence('"${table}"', 'id'), (select max("id") from "${table}"))`)
  }
  await client.query('commit')
  await client.query('analyze "author", "book"')
  await client.end()
}
