// The hand-written baseline, in a child process: a minimal Fastify 5 app serving the same JSON as
// the plugin for the benchmark's routes, from the same database, through prepared statements on
// the driver itself (better-sqlite3 or pg), with compiled response schemas. No validation. It
// sends the entity tags the plugin sends (extensions §4), computed the same way: an API that
// offers conditional requests pays for them, so the two answer the same bytes and headers.
// BENCH_VARIANT=plain sends no tags (and reads no more than the answer shows): the limit of a
// hand-written server without conditional requests.
import { hash } from 'node:crypto'
import Database from 'better-sqlite3'
import Fastify, { type FastifyReply } from 'fastify'
import pg from 'pg'
import { countStatements } from './count-statements.ts'
import { serve } from './serve.ts'

type Raw = unknown[]

/** One prepared statement per SQL text; `?` placeholders, numbered for pg. */
interface Statements {
  rows: (sql: string, params: unknown[]) => Raw[] | Promise<Raw[]>
  /** Runs a write; `insert` also answers the new row's generated id. */
  run: (sql: string, params: unknown[]) => void | Promise<void>
  insert: (sql: string, params: unknown[]) => number | Promise<number>
}

interface Driver extends Statements {
  /** Runs `work` in one transaction (on pg, one client of the pool): committed, or rolled back if it throws. */
  transaction: <T>(work: (tx: Statements) => Promise<T>) => Promise<T>
}

function sqliteDriver (file: string): Driver {
  const db = new Database(file)
  db.pragma('foreign_keys = ON')
  // The same durability as the plugin: every commit synced (SQLite defaults a WAL file to NORMAL).
  db.pragma(`synchronous = ${process.env.BENCH_SYNCHRONOUS === 'normal' ? 'normal' : 'full'}`)
  const statements = new Map<string, Database.Statement>()
  const prepared = (sql: string): Database.Statement => {
    let statement = statements.get(sql)
    if (statement === undefined) {
      statement = db.prepare(sql)
      if (statement.reader) statement.raw(true)
      statements.set(sql, statement)
    }
    return statement
  }
  const direct: Statements = {
    rows: (sql, params) => prepared(sql).all(...params) as Raw[],
    run: (sql, params) => { prepared(sql).run(...params) },
    insert: (sql, params) => Number(prepared(sql).run(...params).lastInsertRowid)
  }
  return {
    ...direct,
    // The work's statements are synchronous: no other request's runs between begin and commit.
    transaction: async work => {
      db.exec('begin')
      try {
        const result = await work(direct)
        db.exec('commit')
        return result
      } catch (error) {
        db.exec('rollback')
        throw error
      }
    }
  }
}

function postgresDriver (url: string): Driver {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  const names = new Map<string, { name: string, text: string }>()
  const prepared = (sql: string): { name: string, text: string } => {
    let statement = names.get(sql)
    if (statement === undefined) {
      let n = 0
      statement = { name: `baseline_${names.size}`, text: sql.replaceAll('?', () => `$${++n}`) }
      names.set(sql, statement)
    }
    return statement
  }
  const on = (client: pg.Pool | pg.PoolClient): Statements => {
    const rows = async (sql: string, params: unknown[]): Promise<Raw[]> =>
      (await client.query({ ...prepared(sql), values: params, rowMode: 'array' })).rows as Raw[]
    return {
      rows,
      run: async (sql, params) => { await rows(sql, params) },
      insert: async (sql, params) => Number((await rows(sql + ' returning "id"', params))[0][0])
    }
  }
  return {
    ...on(pool),
    transaction: async work => {
      const client = await pool.connect()
      try {
        await client.query('begin')
        const result = await work(on(client))
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback')
        throw error
      } finally {
        client.release()
      }
    }
  }
}

const url = process.env.BENCH_DATABASE_URL as string
const tagged = process.env.BENCH_VARIANT !== 'plain'
const driver = url.startsWith('sqlite:') ? sqliteDriver(url.slice('sqlite:///'.length)) : postgresDriver(url)

const BOOK_WITH_AUTHOR = 'select b."id", b."isbn", b."title", b."pub_year", b."author_id", a."first_name", a."last_name" from '
const ONE_BOOK = BOOK_WITH_AUTHOR + '"book" b join "author" a on a."id" = b."author_id" where b."id" = ?'
// The page is cut from the books alone: a join under the offset would join every skipped row too (2x slower).
const BOOK_PAGE = BOOK_WITH_AUTHOR + '(select * from "book" order by "id" limit ? offset ?) b join "author" a on a."id" = b."author_id" order by b."id"'
const TWO_COLUMN_PAGE = 'select "id", "title" from "book" order by "id" limit ? offset ?'
// The same page filtered by the author's last name: the join does the filtering.
const BOOK_PAGE_BY_AUTHOR_NAME = BOOK_WITH_AUTHOR + '"book" b join "author" a on a."id" = b."author_id" where a."last_name" = ? order by b."id" limit ? offset ?'
// A search page by hand (bench/search.ts): the index's best matches first (then by id), cut to the
// page there, and only those joined to their books and authors. PostgreSQL: ts_rank over the
// GIN-indexed tsvector; SQLite: the matches in each book's own fields (highlight() marks them;
// FTS5's bm25 would weigh in the other records of the index, which an owner's GET may not show).
const MATCHES_IN = (column: number): string => `length(highlight("book_search", ${column}, char(1), '')) - length(highlight("book_search", ${column}, '', ''))`
const SEARCH_PAGE = url.startsWith('sqlite:')
  ? BOOK_WITH_AUTHOR + `(select rowid as "id", ${MATCHES_IN(0)} + ${MATCHES_IN(1)} as "r" from "book_search" where "book_search" match ? order by "r" desc, rowid limit ? offset ?) m ` +
    'join "book" b on b."id" = m."id" join "author" a on a."id" = b."author_id" order by m."r" desc, m."id"'
  : BOOK_WITH_AUTHOR + '(select s."id", ts_rank(s."vector", q) as "r" from "book_search" s, websearch_to_tsquery(\'simple\', ?) q where s."vector" @@ q order by "r" desc, s."id" limit ? offset ?) m ' +
    'join "book" b on b."id" = m."id" join "author" a on a."id" = b."author_id" order by m."r" desc, m."id"'
const BOOK_ONLY = 'select "id", "isbn", "title", "pub_year", "author_id" from "book" where "id" = ?'
/** The `fields` of the scenario that reads one book without its author. */
const BOOK_FIELDS = 'id,isbn,title,pubYear,authorId'
const ONE_AUTHOR = 'select "id", "first_name", "last_name" from "author" where "id" = ?'
const AUTHOR_BOOKS = 'select "id", "isbn", "title", "pub_year", "author_id" from "book" where "author_id" = ? order by "id"'
const INSERT_BOOK = 'insert into "book" ("isbn", "title", "pub_year", "author_id") values (?, ?, ?, ?)'
const BOOK_COLUMNS = { isbn: 'isbn', title: 'title', pubYear: 'pub_year', authorId: 'author_id' } as const

/** A record's strong tag (of its answer's text) and a page's weak one, as plugin/conditional/record-tag.ts makes them. */
const strongTag = (payload: string): string => `"${hash('sha256', payload, 'base64url').slice(0, 22)}"`
const weakTag = (payload: string): string => `W/"${hash('sha256', payload, 'base64url').slice(0, 22)}"`

/**
 * Tagged: `record` serialized by `schema` once, tagged with those bytes, the text returned for
 * the route to send as it is (as the plugin's GET does). Plain: the record, for the route's serializer.
 */
function tagRecord (reply: FastifyReply, record: Record<string, unknown>, schema: Record<string, unknown>): Record<string, unknown> | string {
  if (!tagged) return record
  const payload = reply.serializeInput(record, schema)
  reply.header('etag', strongTag(payload)).type('application/json; charset=utf-8')
  return payload
}

/** Sends `body` serialized by `schema` (compiled once per schema object), with the weak tag of those bytes. */
function sendPage (reply: FastifyReply, body: Record<string, unknown>, schema: Record<string, unknown>): FastifyReply {
  const payload = reply.serializeInput(body, schema)
  if (tagged) reply.header('etag', weakTag(payload))
  return reply.type('application/json; charset=utf-8').send(payload)
}

function authorOf (id: unknown, firstName: unknown, lastName: unknown): Record<string, unknown> {
  return { id, firstName, lastName, fullName: `${firstName} ${lastName}` }
}

function bookOf (raw: Raw): Record<string, unknown> {
  return { id: raw[0], isbn: raw[1], title: raw[2], pubYear: raw[3], authorId: raw[4] }
}

function bookWithAuthor (raw: Raw): Record<string, unknown> {
  const book = bookOf(raw)
  book.author = authorOf(raw[4], raw[5], raw[6])
  return book
}

/** Each book's tags (the example's Book.tags: through book_tag, by name, at most 20 a book), read in one statement. */
async function withTags<T extends Record<string, unknown>> (books: T[]): Promise<T[]> {
  if (books.length === 0) return books
  const byId = new Map<unknown, Array<Record<string, unknown>>>()
  for (const book of books) byId.set(book.id, (book as Record<string, unknown>).tags = [])
  const keys = books.length === 1 ? '= ?' : `in (${books.map(() => '?').join(', ')})`
  const rows = await driver.rows(`select bt."book_id", t."id", t."name" from "book_tag" bt join "tag" t on t."id" = bt."tag_id" where bt."book_id" ${keys} order by t."name", t."id"`, books.map(book => book.id))
  for (const row of rows) {
    const tags = byId.get(row[0])
    if (tags !== undefined && tags.length < 20) tags.push({ id: row[1], name: row[2] })
  }
  return books
}

async function readBook (id: number): Promise<Record<string, unknown> | undefined> {
  const [raw] = await driver.rows(ONE_BOOK, [id])
  return raw === undefined ? undefined : (await withTags([bookWithAuthor(raw)]))[0]
}

/** `update "book" set <the columns sent> where "id" = ?`: one statement text per set of columns. */
function updateSql (keys: string[]): string {
  return `update "book" set ${keys.map(key => `"${BOOK_COLUMNS[key as keyof typeof BOOK_COLUMNS]}" = ?`).join(', ')} where "id" = ?`
}

const integer = { type: 'integer' }
const string = { type: 'string' }
const bookProperties = { id: integer, isbn: { type: ['string', 'null'] }, title: string, pubYear: integer, authorId: integer }
const authorProperties = { id: integer, firstName: string, lastName: string, fullName: string }
const tagsProperty = { type: 'array', items: { type: 'object', properties: { id: integer, name: string } } }
const bookSchema = { type: 'object', properties: { ...bookProperties, author: { type: 'object', properties: authorProperties }, tags: tagsProperty } }
const NOT_FOUND = { message: 'Not found' }
const notFound = { type: 'object', properties: { message: string } }

const app = Fastify({ logger: false })

app.get('/books/:id', { schema: { response: { 200: bookSchema, 404: notFound } } }, async (request, reply) => {
  const id = Number((request.params as { id: string }).id)
  if ((request.query as { fields?: string }).fields === BOOK_FIELDS && !tagged) {
    const [raw] = await driver.rows(BOOK_ONLY, [id])
    return raw === undefined ? reply.code(404).send(NOT_FOUND) : bookOf(raw)
  }
  const book = await readBook(id)
  if (book === undefined) return reply.code(404).send(NOT_FOUND)
  if ((request.query as { fields?: string }).fields !== BOOK_FIELDS) return tagRecord(reply, book, bookSchema)
  // The tag is the default answer's whatever `fields` asks (plugin/conditional/record-tag.ts).
  if (tagged) reply.header('etag', strongTag(reply.serializeInput(book, bookSchema)))
  delete book.author
  delete book.tags
  return book
})

const bookPage = { type: 'object', properties: { Book: { type: 'array', items: bookSchema } } }
const twoColumnPage = { type: 'object', properties: { Book: { type: 'array', items: { type: 'object', properties: { id: integer, title: string } } } } }

app.get('/books', {
  schema: { response: { 200: bookPage } }
}, async (request, reply) => {
  const query = request.query as { maxPageSize?: string, offset?: string, fields?: string, 'author.lastName'?: string, search?: string }
  const size = Number(query.maxPageSize ?? 20)
  const offset = Number(query.offset ?? 0)
  if (query.search !== undefined) {
    // One word or phrase, as the search bench sends: FTS5 reads it as a quoted phrase.
    const text = url.startsWith('sqlite:') ? `"${query.search.replaceAll('"', '')}"` : query.search
    const rows = await driver.rows(SEARCH_PAGE, [text, size + 1, offset])
    if (rows.length > size) {
      rows.pop()
      const next = new URLSearchParams({ search: query.search, orderBy: '-relevance', maxPageSize: String(size), offset: String(offset + size) })
      reply.header('link', `</books?${next.toString()}>; rel="next"`)
    }
    return sendPage(reply, { Book: await withTags(rows.map(bookWithAuthor)) }, bookPage)
  }
  if (query.fields === 'id,title') {
    // What `fields=id,title` asks of the plugin: the two columns, nothing related.
    const rows = await driver.rows(TWO_COLUMN_PAGE, [size + 1, offset])
    if (rows.length > size) {
      rows.pop()
      reply.header('link', `</books?fields=id%2Ctitle&maxPageSize=${size}&offset=${offset + size}>; rel="next"`)
    }
    return sendPage(reply, { Book: rows.map(row => ({ id: row[0], title: row[1] })) }, twoColumnPage)
  }
  const lastName = query['author.lastName']
  const rows = lastName === undefined
    ? await driver.rows(BOOK_PAGE, [size + 1, offset])
    : await driver.rows(BOOK_PAGE_BY_AUTHOR_NAME, [lastName, size + 1, offset])
  if (rows.length > size) {
    rows.pop()
    const filter = lastName === undefined ? '' : new URLSearchParams({ 'author.lastName': lastName }).toString() + '&'
    reply.header('link', `</books?${filter}maxPageSize=${size}&offset=${offset + size}>; rel="next"`)
  }
  return sendPage(reply, { Book: await withTags(rows.map(bookWithAuthor)) }, bookPage)
})

const authorSchema = { type: 'object', properties: { ...authorProperties, books: { type: 'array', items: { type: 'object', properties: { ...bookProperties, tags: tagsProperty } } } } }

app.get('/authors/:id', {
  schema: { response: { 200: authorSchema, 404: notFound } }
}, async (request, reply) => {
  const id = Number((request.params as { id: string }).id)
  const [author] = await driver.rows(ONE_AUTHOR, [id])
  if (author === undefined) return reply.code(404).send(NOT_FOUND)
  const books = await driver.rows(AUTHOR_BOOKS, [id])
  return tagRecord(reply, { ...authorOf(author[0], author[1], author[2]), books: await withTags(books.map(bookOf)) }, authorSchema)
})

/** The aggregate scenario by hand (bench/aggregate.ts): per author, the books from a year on, and their years' sum. */
const BOOKS_PER_AUTHOR = 'select "author_id", count(*), sum("pub_year") from "book" where "pub_year" >= ? group by "author_id" order by "author_id" limit ? offset ?'
const groupsSchema = {
  type: 'object',
  properties: {
    groups: {
      type: 'array',
      items: { type: 'object', properties: { key: { type: 'object', properties: { authorId: integer } }, count: integer, sum: { type: 'object', properties: { pubYear: integer } } } }
    }
  }
}

app.get('/books/aggregate', { schema: { response: { 200: groupsSchema } } }, async (request, reply) => {
  const query = request.query as { 'pubYear[ge]': string, maxPageSize?: string, offset?: string }
  const size = Number(query.maxPageSize ?? 20)
  const offset = Number(query.offset ?? 0)
  const rows = await driver.rows(BOOKS_PER_AUTHOR, [Number(query['pubYear[ge]']), size + 1, offset])
  if (rows.length > size) {
    rows.pop()
    const next = new URLSearchParams({ groupBy: 'authorId', 'pubYear[ge]': query['pubYear[ge]'], sum: 'pubYear', maxPageSize: String(size), offset: String(offset + size) })
    reply.header('link', `</books/aggregate?${next.toString()}>; rel="next"`)
  }
  return { groups: rows.map(row => ({ key: { authorId: row[0] }, count: Number(row[1]), sum: { pubYear: Number(row[2]) } })) }
})

app.post('/books', { schema: { response: { 201: bookSchema } } }, async (request, reply) => {
  const body = request.body as { isbn?: string | null, title: string, pubYear: number, authorId: number }
  const id = await driver.insert(INSERT_BOOK, [body.isbn ?? null, body.title, body.pubYear, body.authorId])
  const book = await readBook(id) as Record<string, unknown>
  reply.code(201).header('location', `/books/${id}`)
  if (tagged) reply.header('etag', strongTag(reply.serializeInput(book, bookSchema)))
  return book
})

app.patch('/books/:id', { schema: { response: { 200: bookSchema, 404: notFound } } }, async (request, reply) => {
  const id = Number((request.params as { id: string }).id)
  const body = request.body as Record<string, unknown>
  const keys = Object.keys(BOOK_COLUMNS).filter(key => body[key] !== undefined)
  if (keys.length > 0) await driver.run(updateSql(keys), [...keys.map(key => body[key]), id])
  const book = await readBook(id)
  if (book === undefined) return reply.code(404).send(NOT_FOUND)
  if (tagged) reply.header('etag', strongTag(reply.serializeInput(book, bookSchema)))
  return book
})

const INSERT_ORDER = 'insert into "order" ("owner_id", "description", "ordered_at", "status_id") values (?, ?, ?, ?)'
const INSERT_JOB = 'insert into "job" ("owner_id", "order_id", "finished_at", "status_id") values (?, ?, ?, ?)'
const STARTED_JOB = 'select "id", "started_at", "status_id" from "job" where "id" = ?'
const startedJob = { type: 'object', properties: { id: integer, startedAt: string, statusId: integer } }

interface JobBody { ownerId?: number, finishedAt?: string | null, statusId?: number }

/**
 * The example's order with its nested jobs, by hand: the caller must be the owner (of the order
 * and of each job), then the order, its jobs and the Job the example starts are inserted in one
 * transaction, and that Job is answered with 202.
 */
app.post('/api/v2/orders', { schema: { response: { 202: startedJob, 400: notFound } } }, async (request, reply) => {
  const caller = Number(/^User:(\d+)$/.exec(request.headers.authorization ?? '')?.[1])
  const body = request.body as { ownerId: number, description: string, jobs?: JobBody[] }
  const jobs = body.jobs ?? []
  if (body.ownerId !== caller || jobs.some(job => job.ownerId !== undefined && job.ownerId !== caller)) {
    return reply.code(400).send({ message: 'The user id does not match the owner id' })
  }
  const [orderId, jobId] = await driver.transaction(async tx => {
    const order = await tx.insert(INSERT_ORDER, [caller, body.description, new Date().toISOString(), 0])
    for (const job of jobs) await tx.run(INSERT_JOB, [caller, order, job.finishedAt ?? null, job.statusId ?? 0])
    return [order, await tx.insert(INSERT_JOB, [caller, order, null, 0])]
  })
  const [job] = await driver.rows(STARTED_JOB, [jobId])
  reply.code(202).header('location', `/api/v2/orders/${orderId}`)
  return { id: job[0], startedAt: job[1], statusId: job[2] }
})

countStatements()
await serve(app)
