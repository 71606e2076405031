// The many-to-many bench's data: the main bench's authors and books (bench/dataset.ts), 300 tags,
// and three tags per book such that each tag has 100 books when there are 10,000 books: book k
// (from 0) has tags 1 + k % 100, 101 + ⌊k / 100⌋ % 100 and 201 + (k + ⌊k / 100⌋) % 100.
import Database from 'better-sqlite3'
import pg from 'pg'
import { freshTables, insertAuthorsAndBooksPostgres, insertAuthorsAndBooksSqlite, rows, type DatasetSize } from '../dataset.ts'
import { models } from './models.ts'

export const TAGS = 300

export interface TagRow { id: number, name: string }

/** A tag's name: some need JSON escaping, one is not ASCII. */
export function tag (id: number): TagRow {
  return { id, name: id % 50 === 0 ? `tag ${id} "quoted"` : id % 7 === 0 ? `étiquette ${id}` : `tag ${id}` }
}

/** The tag ids of book `id` (from 1), in ascending order. */
export function tagsOf (id: number): number[] {
  const k = id - 1
  return [1 + k % 100, 101 + Math.floor(k / 100) % 100, 201 + (k + Math.floor(k / 100)) % 100]
}

/** A fresh database of `size` authors and books, the 300 tags and each book's three links. */
export async function writeManyToMany (url: string, size: DatasetSize): Promise<void> {
  // Every table of the bench's models (the main bench's too reference author and book) made anew.
  await freshTables(url, models)
  const { authors, books } = rows(size)
  const tags = Array.from({ length: TAGS }, (_, i) => tag(i + 1))
  const links = books.flatMap(b => tagsOf(b.id).map(tagId => [b.id, tagId]))
  if (url.startsWith('sqlite:')) {
    const db = new Database(url.slice('sqlite:///'.length))
    const addTag = db.prepare('insert into "tag" ("id", "name") values (?, ?)')
    const addLink = db.prepare('insert into "book_tag" ("book_id", "tag_id") values (?, ?)')
    db.transaction(() => {
      insertAuthorsAndBooksSqlite(db, authors, books)
      for (const t of tags) addTag.run(t.id, t.name)
      for (const [bookId, tagId] of links) addLink.run(bookId, tagId)
    })()
    db.exec('analyze')
    db.close()
    return
  }
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  await client.query('begin')
  await insertAuthorsAndBooksPostgres(client, authors, books)
  await client.query('insert into "tag" ("id", "name") select * from unnest($1::int[], $2::text[])', [tags.map(t => t.id), tags.map(t => t.name)])
  await client.query('insert into "book_tag" ("book_id", "tag_id") select * from unnest($1::int[], $2::int[])', [links.map(l => l[0]), links.map(l => l[1])])
  // Explicit ids leave the sequences behind: move them past the data.
  for (const table of ['author', 'book', 'tag']) {
    await client.query(`select setval(pg_get_serial_sequence('"${table}"', 'id'), (select max("id") from "${table}"))`)
  }
  await client.query('commit')
  await client.query('analyze "author", "book", "tag", "book_tag"')
  await client.end()
}
