// The docs page as a user opens it: the example server (`npm start`) in a process of its own,
// `/docs` in headless Chromium (Debian's package; scripts/services/chromium.sh installs it when
// missing), one GET and one POST sent through Swagger UI's "Try it out", the answers it shows
// checked, and the POST's record checked in the database through the API. The page a person reads:
// at most 20 inputs per operation (one per column, operators in its help), no HEAD twins, text in
// angle brackets shown, a 201 example that is a record, help made of the app's own fields; for
// the example API and for a small app of this test's own. Screenshots of a collection GET and a
// POST of each go to .tap/screenshots/ (FMR_SCREENSHOTS for another folder).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import t from 'tap'
import Fastify from 'fastify'
import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import { Column, DB, defineModel, Relationship } from '../../lib/index.ts'
import modelResources, { CollectionModelResource, ModelResource } from '../../plugin/index.ts'
import { answerCheck } from '../helpers/checked-fetch.ts'
import { startExample } from '../helpers/example-server.ts'
import { browserPath } from '../helpers/chromium.ts'

/** An element of the page (the test is compiled without the DOM's types). */
type Handle = NonNullable<Awaited<ReturnType<Page['waitForSelector']>>>

/** The operation block of `method path`, expanded, with "Try it out" pressed. */
async function tryOut (page: Page, method: string, path: string): Promise<Handle> {
  const block = await page.waitForSelector(`.opblock-${method}:has(.opblock-summary-path[data-path="${path}"])`)
  if (block === null) throw new Error(`no ${method} ${path} on the page`)
  await (await block.waitForSelector('.opblock-summary'))?.click()
  await (await block.waitForSelector('.try-out__btn'))?.click()
  return block
}

const SHOTS = process.env.FMR_SCREENSHOTS ?? fileURLToPath(new URL('../../.tap/screenshots/', import.meta.url))

/** A picture of one operation block, for a person to look at. */
async function screenshot (block: Handle, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true })
  await block.scrollIntoView()
  await block.screenshot({ path: join(SHOTS, `${name}.png`) })
}

/** What a person sees of the page as a whole: every operation's method, the inputs of one, the text of one. */
async function pageFacts (page: Page): Promise<{ methods: string[], text: string }> {
  const methods = await page.$$eval('.opblock .opblock-summary-method', nodes => nodes.map(node => (node.textContent ?? '').trim()))
  return { methods: [...new Set(methods)].sort(), text: await page.$eval('body', node => (node as unknown as { innerText: string }).innerText) }
}

/** The inputs a "Try it out" of `block` offers: parameters and the body. */
async function inputs (block: Handle): Promise<string[]> {
  return await block.$$eval('tr[data-param-name]', rows => rows.map(row => row.getAttribute('data-param-name') ?? ''))
}

/** The example Swagger UI shows for the `status` answer of `block` (its JSON text), or undefined. */
async function answerExample (block: Handle, status: string): Promise<unknown> {
  const text = await block.$eval(`.responses-table tr.response[data-code="${status}"] .example pre, .responses-table tr.response[data-code="${status}"] pre.microlight`, node => node.textContent ?? '').catch(() => undefined)
  return text === undefined ? undefined : JSON.parse(text)
}

/** Presses Execute and reads the live answer Swagger UI shows: its status and body text. */
async function execute (block: Handle): Promise<{ status: string, body: string }> {
  await (await block.waitForSelector('.execute'))?.click()
  const status = await block.waitForSelector('.live-responses-table .response .response-col_status', { timeout: 30_000 })
  const body = await block.waitForSelector('.live-responses-table .response .response-col_description pre.microlight, .live-responses-table .response .response-col_description pre')
  return {
    status: ((await status?.evaluate(node => node.textContent)) ?? '').trim(),
    body: ((await body?.evaluate(node => node.textContent)) ?? '').trim()
  }
}

t.test('/docs in a browser: a GET and a POST through "Try it out", and the answers shown', async t => {
  const executablePath = await browserPath()
  const dir = mkdtempSync(join(tmpdir(), 'fmr-docs-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const server = await startExample(t, dir, {})
  const browser = await puppeteer.launch({ executablePath, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] })
  t.teardown(async () => { await browser.close() })
  const page = await browser.newPage()
  const failed: string[] = []
  page.on('pageerror', error => { failed.push(String(error)) })
  // What the page gets from the API is checked against the document as the tests' own requests are.
  const check = await answerCheck(server.base)
  const answers: Array<Promise<string | undefined>> = []
  page.on('response', response => {
    const { origin, pathname, search } = new URL(response.url())
    if (origin !== server.base || pathname.startsWith('/docs')) return
    answers.push(response.text().catch(() => '').then(body => {
      const request = response.request()
      const sent = { headers: request.headers(), ...(request.postData() === undefined ? {} : { body: request.postData() }) }
      check(request.method(), pathname + search, { statusCode: response.status(), headers: response.headers(), body }, sent)
    }).then(() => undefined, (error: Error) => error.message))
  })
  const opened = await page.goto(`${server.base}/docs`, { waitUntil: 'networkidle0' })
  t.equal(opened?.status(), 200, 'the docs page')

  // GET /books/{id}: the id typed in, the seeded book shown.
  const expected = await (await server.fetch(`${server.base}/books/1`)).json()
  const get = await tryOut(page, 'get', '/books/{id}')
  const id = await get.waitForSelector('tr[data-param-name="id"] input')
  // The field holds the document's example id: replaced, not appended to.
  await id?.click({ count: 3 })
  await id?.type('1')
  const got = await execute(get)
  t.equal(got.status, '200')
  t.strictSame(JSON.parse(got.body), expected, 'the book as the API answers it')

  // POST /books: the example body Swagger UI fills in, sent as it is.
  const post = await tryOut(page, 'post', '/books')
  const example = await post.waitForSelector('textarea.body-param__text')
  const sent = JSON.parse((await example?.evaluate(node => (node as unknown as { value: string }).value)) ?? '{}')
  const created = await execute(post)
  t.equal(created.status, '201', `the example body is accepted: ${created.body}`)
  const record = JSON.parse(created.body)
  const stored = await (await server.fetch(`${server.base}/books/${String(record.id)}`)).json() as Record<string, unknown>
  t.strictSame(stored, record, 'the record shown is the one stored')
  for (const key of ['title', 'pubYear', 'authorId'] as const) t.equal(stored[key], sent[key], `${key} as the example sent it`)
  t.strictSame(Object.keys(await answerExample(post, '201') as object), ['id', 'isbn', 'title', 'pubYear', 'authorId', 'author', 'tags'], 'the 201 example is a record, not {}')
  await screenshot(post, 'example-post-books')

  // GET /books, a collection: one input per column (its operators in its help), a filter typed in.
  const list = await tryOut(page, 'get', '/books')
  const names = await inputs(list)
  t.ok(names.length <= 20, `at most 20 inputs: ${names.length}`)
  t.strictSame(names.slice(0, 5), ['id', 'isbn', 'title', 'pubYear', 'authorId'])
  const pubYear = await list.waitForSelector('tr[data-param-name="pubYear"]')
  t.match(await pubYear?.evaluate(node => node.textContent), /pubYear\[ge\] is greater than or equal to the value/, 'the operators are in the column\'s help')
  const filter = await list.waitForSelector('tr[data-param-name="title"] input')
  await filter?.type('Beloved')
  const listed = await execute(list)
  t.equal(listed.status, '200')
  t.strictSame(JSON.parse(listed.body).Book.map((book: { title: string }) => book.title), ['Beloved'], 'title=Beloved')
  await screenshot(list, 'example-get-books')

  const { methods, text } = await pageFacts(page)
  t.strictSame(methods, ['DELETE', 'GET', 'PATCH', 'POST', 'PUT'], 'no HEAD twin of every GET on the page (the document keeps them)')
  t.match(text, 'W/"<digest>"', 'text in angle brackets is shown')
  const orders = await page.waitForSelector('.opblock-post:has(.opblock-summary-path[data-path="/api/v2/orders"])')
  await (await orders?.waitForSelector('.opblock-summary'))?.click()
  const answers401 = await orders?.waitForSelector('.responses-table tr.response[data-code="401"]')
  t.match(await answers401?.evaluate(node => node.textContent), 'No Authorization header of the form User:<id>', 'User:<id> is shown whole')
  t.match(text, 'Create a User')
  t.notMatch(text, 'an User')
  t.strictSame(failed, [], 'no script error on the page')
  t.strictSame((await Promise.all(answers)).filter(problem => problem !== undefined), [], 'every answer the page got is as the document says')
})

const Project = defineModel({
  name: 'Project',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    name: Column.String(60, { nullable: false }),
    archived: Column.Boolean({ nullable: false, default: false })
  },
  relationships: { tickets: Relationship.list('Ticket') }
})
const Ticket = defineModel({
  name: 'Ticket',
  columns: {
    id: Column.Integer({ primaryKey: true }),
    summary: Column.String(120, { nullable: false }),
    state: Column.Choice({ 1: 'open', 2: 'closed' }, { nullable: false, default: 'open' }),
    projectId: Column.Integer({ nullable: false, foreignKey: 'project.id' }),
    details: Column.Json()
  },
  relationships: { project: Relationship.single('Project', { readOnly: true }) }
})

t.test('/docs of an app of its own models: help made of its fields, a collection GET and a POST through "Try it out"', async t => {
  const executablePath = await browserPath()
  const db = new DB('sqlite:///:memory:', { models: [Project, Ticket] })
  await db.createAll()
  const app = Fastify()
  t.teardown(async () => { await app.close(); await db.close() })
  class ProjectResource extends ModelResource.of(Project) {}
  class ProjectCollection extends CollectionModelResource.of(Project) {}
  class TicketResource extends ModelResource.of(Ticket) {}
  class TicketCollection extends CollectionModelResource.of(Ticket) {}
  await app.register(modelResources, { db, resources: [ProjectResource, ProjectCollection, TicketResource, TicketCollection], openapi: { ui: '/docs' } })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  await fetch(`${base}/projects`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Docs' }) })
  const browser: Browser = await puppeteer.launch({ executablePath, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] })
  t.teardown(async () => { await browser.close() })
  const page = await browser.newPage()
  await page.setViewport({ width: 1280, height: 900 })
  const failed: string[] = []
  page.on('pageerror', error => { failed.push(String(error)) })
  t.equal((await page.goto(`${base}/docs`, { waitUntil: 'networkidle0' }))?.status(), 200, 'the docs page')

  // POST /tickets: the example body as Swagger UI fills it in (projectId 1, the project made above).
  const post = await tryOut(page, 'post', '/tickets')
  const example = await post.waitForSelector('textarea.body-param__text')
  t.strictSame(JSON.parse((await example?.evaluate(node => (node as unknown as { value: string }).value)) ?? '{}'),
    { summary: 'example', state: 'open', projectId: 1, details: { note: 'any JSON object or array' } }, 'an example body of the model\'s own values')
  const created = await execute(post)
  t.equal(created.status, '201', created.body)
  t.strictSame(JSON.parse(created.body), { id: 1, summary: 'example', state: 'open', projectId: 1, details: { note: 'any JSON object or array' }, project: { id: 1, name: 'Docs', archived: false } })
  t.strictSame(Object.keys(await answerExample(post, '201') as object), ['id', 'summary', 'state', 'projectId', 'details', 'project'], 'the 201 example is a record')
  await screenshot(post, 'own-post-tickets')

  const list = await tryOut(page, 'get', '/tickets')
  const names = await inputs(list)
  t.strictSame(names, ['id', 'summary', 'state', 'projectId', 'details', 'orderBy', 'where', 'maxPageSize', 'offset', 'count', 'debug', 'fields', 'cursor', 'if-match', 'if-none-match'],
    'one input per column and one per option')
  const help = async (name: string): Promise<string> => await list.$eval(`tr[data-param-name="${name}"] .parameters-col_description`, node => node.textContent ?? '')
  t.match(await help('orderBy'), 'project.name,-summary,id', 'help made of the model\'s own fields')
  t.match(await help('fields'), 'id,summary,project(id,name)')
  t.match(await help('state'), 'state[in] is one of the values')
  const state = await list.waitForSelector('tr[data-param-name="state"] input')
  await state?.type('open')
  const listed = await execute(list)
  t.equal(listed.status, '200')
  t.strictSame(JSON.parse(listed.body).Ticket.map((ticket: { summary: string }) => ticket.summary), ['example'])
  await screenshot(list, 'own-get-tickets')

  const { methods, text } = await pageFacts(page)
  t.strictSame(methods, ['DELETE', 'GET', 'PATCH', 'POST', 'PUT'], 'no HEAD twins')
  t.notMatch(text, 'author', 'no help borrowed from the README\'s models')
  t.match(text, 'Create a Ticket')
  t.match(text, 'Create a Project')
  t.strictSame(failed, [], 'no script error on the page')
})
