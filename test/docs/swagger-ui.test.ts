// The docs page as a user opens it: the example server (`npm start`) in a process of its own,
// `/docs` in headless Chromium (Debian's package; scripts/services/chromium.sh installs it when
// missing), one GET and one POST sent through Swagger UI's "Try it out", the answers it shows
// checked, and the POST's record checked in the database through the API.
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import t from 'tap'
import puppeteer, { type Page } from 'puppeteer-core'
import { answerCheck } from '../helpers/checked-fetch.ts'
import { startExample } from '../helpers/example-server.ts'

async function browserPath (): Promise<string> {
  const script = fileURLToPath(new URL('../../scripts/services/chromium.sh', import.meta.url))
  return await new Promise((resolve, reject) => {
    execFile(script, ['path'], { timeout: 600_000 }, (error, stdout, stderr) => {
      if (error === null) resolve(stdout.trim().split('\n').pop() as string)
      else reject(new Error(`chromium.sh path failed: ${stderr}`))
    })
  })
}

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
  t.strictSame(failed, [], 'no script error on the page')
  t.strictSame((await Promise.all(answers)).filter(problem => problem !== undefined), [], 'every answer the page got is as the document says')
})
