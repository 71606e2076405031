// The shipped client in a browser, as a front end loads it: headless Chromium (Debian's package;
// scripts/services/chromium.sh installs it when missing) opens a page of the example API's own
// origin that imports the client's modules as ES modules (their types stripped, as a bundler
// would) and TypeBox through an import map, and makes calls with the page's own fetch: a page of
// records, a create, an update with the tag of the last answer, an answer checked against the
// record type's schema, an error with its `missing_columns`, paging through Link, a delete. The
// results and the stored rows are checked here, on SQLite and PostgreSQL.
import { readFileSync } from 'node:fs'
import { stripTypeScriptTypes } from 'node:module'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import t from 'tap'
import puppeteer from 'puppeteer-core'
import { Book } from '../../examples/models.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { openApp } from '../helpers/app.ts'
import { rowsOf, seedOneBook } from '../helpers/state.ts'
import { browserPath } from '../helpers/chromium.ts'

const CLIENT = fileURLToPath(new URL('../../client/', import.meta.url))
const TYPEBOX = fileURLToPath(new URL('../../node_modules/typebox/build/', import.meta.url))

/** The page's script: plain JavaScript a browser runs, over the client's modules. */
const PAGE_SCRIPT = `
import { createClient, ApiError, AnswerMismatch } from '/__client/index.ts'
const schemas = { '/books': await (await fetch('/__schema/book')).json() }
const api = createClient({ baseUrl: location.origin, schemas })
const books = api.resource('/books')
const out = {}
try {
  out.first = await books.get(1)
  out.created = await books.create({ title: 'From a browser', pubYear: 2026, authorId: 1 })
  out.updated = await books.update(out.created.id, { pubYear: 2027 })
  const refused = await books.create({ title: 'x'.repeat(101), pubYear: 1971 }).catch(error => error)
  out.refused = { isApiError: refused instanceof ApiError, status: refused.status, problems: refused.problems }
  const pages = []
  for await (const page of books.pages({ orderBy: ['id'], maxPageSize: 1, fields: ['id', 'title'] })) pages.push(page.records)
  out.pages = pages
  out.deleted = await books.delete(out.created.id)
  const gone = await books.get(out.created.id).catch(error => error)
  out.gone = { isApiError: gone instanceof ApiError, status: gone.status, message: gone.message }
  // The same check refusing an answer: a schema that wants the id as text.
  const strict = createClient({ baseUrl: location.origin, schemas: { '/books': { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } } })
  const mismatch = await strict.resource('/books').get(1).catch(error => error)
  out.mismatch = { isAnswerMismatch: mismatch instanceof AnswerMismatch, name: mismatch.name }
} catch (error) {
  out.error = String(error && error.stack || error)
}
window.__result = out
`

const PAGE = `<!doctype html>
<html><head><meta charset="utf-8"><title>client</title>
<script type="importmap">{ "imports": {
  "typebox": "/__typebox/index.mjs",
  "typebox/compile": "/__typebox/compile/index.mjs"
} }</script>
</head><body><script type="module">${PAGE_SCRIPT}</script></body></html>`

const JS = 'text/javascript; charset=utf-8'

eachDatabase(t, 'in a browser: the client\'s ES modules with fetch only read, write, check, page and fail as in Node', async (t, { url }) => {
  const executablePath = await browserPath()
  const opened = await openApp(t, url, {
    configure: app => {
      app.get('/__page', async (_request, reply) => await reply.type('text/html; charset=utf-8').send(PAGE))
      app.get('/__schema/book', async () => JSON.parse(JSON.stringify(Book.schema)) as unknown)
      app.get('/__client/*', async (request, reply) => {
        const name = (request.params as { '*': string })['*']
        if (!/^[a-z-]+\.ts$/.test(name)) return await reply.code(404).send({ message: 'no such module' })
        return await reply.type(JS).send(stripTypeScriptTypes(readFileSync(CLIENT + name, 'utf8')))
      })
      app.get('/__typebox/*', async (request, reply) => {
        const name = (request.params as { '*': string })['*']
        if (name.includes('..')) return await reply.code(404).send({ message: 'no such module' })
        return await reply.type(JS).send(readFileSync(TYPEBOX + name, 'utf8'))
      })
    }
  })
  await seedOneBook(opened.db)
  await opened.app.listen({ host: '127.0.0.1', port: 0 })
  const base = `http://127.0.0.1:${(opened.app.server.address() as AddressInfo).port}`

  const browser = await puppeteer.launch({ executablePath, headless: true, args: ['--no-sandbox', '--disable-gpu'] })
  t.teardown(async () => { await browser.close() })
  const page = await browser.newPage()
  const failures: string[] = []
  page.on('pageerror', error => { failures.push(String(error)) })
  page.on('requestfailed', request => { failures.push(`${request.url()}: ${request.failure()?.errorText ?? ''}`) })
  await page.goto(`${base}/__page`)
  await page.waitForFunction('window.__result !== undefined', { timeout: 30_000 })
  const result = await page.evaluate('window.__result') as Record<string, unknown>

  t.strictSame(failures, [], 'every module loaded, nothing thrown on the page')
  const ann = { id: 1, firstName: 'Ann', lastName: 'Lee', fullName: 'Ann Lee' }
  t.strictSame(result, {
    first: { id: 1, isbn: null, title: 'First', pubYear: 1990, authorId: 1, author: ann, tags: [] },
    created: { id: 2, isbn: null, title: 'From a browser', pubYear: 2026, authorId: 1, author: ann, tags: [] },
    updated: { id: 2, isbn: null, title: 'From a browser', pubYear: 2027, authorId: 1, author: ann, tags: [] },
    refused: { isApiError: true, status: 400, problems: [{ title: 'The data exceeds the maximum length 100' }, { authorId: 'The field is required' }] },
    pages: [[{ id: 1, title: 'First' }], [{ id: 2, title: 'From a browser' }]],
    gone: { isApiError: true, status: 404, message: 'Book with id 2 not found' },
    mismatch: { isAnswerMismatch: true, name: 'AnswerMismatch' }
  })
  t.strictSame((await rowsOf(opened.db, Book)).map(row => [row.id, row.title, row.pubYear]), [[1, 'First', 1990]],
    'the browser\'s create, update and delete are stored; the refused create stored nothing')
})
