// The hand-written side of the many-to-many bench (bench/many-to-many.ts), in a child process: a
// minimal Fastify 5 app answering the plugin's JSON and entity tags for a page of books with their
// tags and for a tag with its books, through prepared statements on the driver itself
// (better-sqlite3 or pg) and compiled response schemas, as bench/baseline.ts does for the main
// scenarios. One statement per level, each a join: the page of books with their authors, then
// every tag of the page's books at once (`book_tag join tag where book_id in (…)`); the tag, then
// its books with their authors (`book_tag join book join author where tag_id = ?`).
// BENCH_VARIANT=plain sends no entity tags.
import { hash } from 'node:crypto'
import Database from 'better-sqlite3'
import Fastify, { type FastifyReply } from 'fastify'
import pg from 'pg'
import { countStatements } from '../count-statements.ts'
import { serve } from '../serve.ts'

type Raw = unknown[]

/** One prepared statement per SQL text (`?` placeholders, numbered for pg), rows as arrays. */
type Rows = (sql: string, params: unknown[]) => Raw[] | Promise<Raw[]>

function sqliteRows (file: string): Rows {
  const db = new Database(file)
  db.pragma('foreign_keys = ON')
  const statements = new Map<string, Database.Statement>()
  return (sql, params) => {
    let statement = statements.get(sql)
    if (statement === undefined) {
      statement = db.prepare(sql).raw(true)
      statements.set(sql, statement)
    }
    return statement.all(...params) as Raw[]
  }
}

function postgresRows (url: string): Rows {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  const names = new Map<string, { name: string, text: string }>()
  return async (sql, params) => {
    let statement = names.get(sql)
    if (statement === undefined) {
      let n = 0
      statement = { name: `baseline_${names.size}`, text: sql.replaceAll('?', () => `$${++n}`) }
      names.set(sql, statement)
    }
    return (await pool.query({ ...statement, values: params, rowMode: 'array' })).rows as Raw[]
  }
}

const url = process.env.BENCH_DATABASE_URL as string
const tagged = process.env.BENCH_VARIANT !== 'plain'
const rows = url.startsWith('sqlite:') ? sqliteRows(url.slice('sqlite:///'.length)) : postgresRows(url)

const BOOK_WITH_AUTHOR = 'select b."id", b."isbn", b."title", b."pub_year", b."author_id", a."first_name", a."last_name" from '
// The page is cut from the books alone, then joined to the authors (as bench/baseline.ts does).
const BOOK_PAGE = BOOK_WITH_AUTHOR + '(select * from "book" order by "id" limit ? offset ?) b join "author" a on a."id" = b."author_id" order by b."id"'
/** The tags of the books whose ids are bound, by book and then tag id: one statement text per count of books. */
const tagsOfBooks = (count: number): string =>
  `select bt."book_id", t."id", t."name" from "book_tag" bt join "tag" t on t."id" = bt."tag_id" where bt."book_id" in (${Array(count).fill('?').join(', ')}) order by bt."book_id", t."id"`
const ONE_TAG = 'select "id", "name" from "tag" where "id" = ?'
const BOOKS_OF_TAG = BOOK_WITH_AUTHOR + '"book_tag" bt join "book" b on b."id" = bt."book_id" join "author" a on a."id" = b."author_id" where bt."tag_id" = ? order by b."id"'

/** A record's strong tag and a page's weak one, as plugin/conditional/record-tag.ts makes them. */
const strongTag = (record: object): string => `"${hash('sha256', JSON.stringify(record), 'base64url').slice(0, 22)}"`
const weakTag = (payload: string): string => `W/"${hash('sha256', payload, 'base64url').slice(0, 22)}"`

function bookWithAuthor (raw: Raw): Record<string, unknown> {
  return {
    id: raw[0],
    isbn: raw[1],
    title: raw[2],
    pubYear: raw[3],
    authorId: raw[4],
    author: { id: raw[4], firstName: raw[5], lastName: raw[6], fullName: `${raw[5]} ${raw[6]}` }
  }
}

const integer = { type: 'integer' }
const string = { type: 'string' }
const tagProperties = { id: integer, name: string }
const bookProperties = {
  id: integer,
  isbn: { type: ['string', 'null'] },
  title: string,
  pubYear: integer,
  authorId: integer,
  author: { type: 'object', properties: { id: integer, firstName: string, lastName: string, fullName: string } }
}
const bookPage = {
  type: 'object',
  properties: { Book: { type: 'array', items: { type: 'object', properties: { ...bookProperties, tags: { type: 'array', items: { type: 'object', properties: tagProperties } } } } } }
}
const tagWithBooks = { type: 'object', properties: { ...tagProperties, books: { type: 'array', items: { type: 'object', properties: bookProperties } } } }
const notFound = { type: 'object', properties: { message: string } }

/** Sends `body` serialized by `schema`, with the weak tag of those bytes. */
function sendPage (reply: FastifyReply, body: Record<string, unknown>, schema: Record<string, unknown>): FastifyReply {
  const payload = reply.serializeInput(body, schema)
  if (tagged) reply.header('etag', weakTag(payload))
  return reply.type('application/json; charset=utf-8').send(payload)
}

const app = Fastify({ logger: false })

app.get('/books', async (request, reply) => {
  const query = request.query as { maxPageSize?: string, offset?: string }
  const size = Number(query.maxPageSize ?? 20)
  const offset = Number(query.offset ?? 0)
  const page = await rows(BOOK_PAGE, [size + 1, offset])
  if (page.length > size) {
    page.pop()
    reply.header('link', `</books?maxPageSize=${size}&offset=${offset + size}>; rel="next"`)
  }
  const books = page.map(bookWithAuthor)
  const byId = new Map<unknown, Array<Record<string, unknown>>>()
  for (const book of books) {
    const tags: Array<Record<string, unknown>> = []
    book.tags = tags
    byId.set(book.id, tags)
  }
  if (books.length > 0) {
    for (const raw of await rows(tagsOfBooks(books.length), books.map(book => book.id))) byId.get(raw[0])?.push({ id: raw[1], name: raw[2] })
  }
  return sendPage(reply, { Book: books }, bookPage)
})

app.get('/tags/:id', { schema: { response: { 200: tagWithBooks, 404: notFound } } }, async (request, reply) => {
  const id = Number((request.params as { id: string }).id)
  const [tag] = await rows(ONE_TAG, [id])
  if (tag === undefined) return reply.code(404).send({ message: 'Not found' })
  const answer = { id: tag[0], name: tag[1], books: (await rows(BOOKS_OF_TAG, [id])).map(bookWithAuthor) }
  if (tagged) reply.header('etag', strongTag(answer))
  return answer
})

countStatements()
await serve(app)
