// The README's quick start, run as written: the example app listens on a random port (seeded, on
// SQLite and on PostgreSQL), and each ```sh block holding one curl command is translated to fetch
// and sent in README order; the ```http block after it is the answer it must get.
//
// The conventions of those blocks (the README states them for its readers too):
// - `http://127.0.0.1:3000` is the example server; the test puts its own address there.
// - curl flags: -s, -i and -g change nothing for fetch; -X METHOD; -H 'Name: value'; -d 'body'.
//   As with curl, -d without -X means POST, and without a Content-Type header the body goes as
//   application/x-www-form-urlencoded.
// - An expected block is `HTTP/1.1 <status> <reason>`, header lines, an empty line, the body.
//   Every header shown must have exactly that value; of Location, Link and X-Total-Count, one that
//   is not shown must be absent. No body shown means the answer has none.
// - A JSON body is compared after parsing (the README pretty-prints it) for exact equality,
//   except for values that depend on the clock, written as placeholders: the string "<date>"
//   matches YYYY-MM-DD and "<date-time>" matches YYYY-MM-DD HH:MM:SS (see PLACEHOLDERS).
// - `http partial` checks containment instead: the keys shown must be there with those values
//   (objects may hold more keys; arrays must match in full); a body that is not JSON must contain
//   the text shown. It is used for the OpenAPI document and the Swagger UI page.
import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import t from 'tap'
import { buildApp } from '../../examples/app.ts'
import { checkedFetch } from '../helpers/checked-fetch.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { fences, resolve, shellWords, type Fence } from '../helpers/markdown.ts'

const README = fileURLToPath(new URL('../../README.md', import.meta.url))
const EXAMPLE_BASE = 'http://127.0.0.1:3000'
/** Headers the README shows whenever the answer has them. */
const SHOWN_WHEN_PRESENT = ['location', 'link', 'x-total-count']

interface Request {
  method: string
  url: string
  headers: Record<string, string>
  body?: string
}

interface Expected {
  status: number
  headers: Record<string, string>
  body: string
  partial: boolean
}

interface Example {
  line: number
  command: string
  request: Request
  expected: Expected
}

/** A curl command line as a fetch request (relative to the example server). */
function parseCurl (command: string): Request {
  const words = shellWords(command)
  if (words[0] !== 'curl') throw new Error(`not a curl command: ${command}`)
  let method: string | undefined
  let url: string | undefined
  let body: string | undefined
  const headers: Record<string, string> = {}
  for (let i = 1; i < words.length; i++) {
    const word = words[i]
    if (word === '-s' || word === '-i' || word === '-g' || word === '-si') continue
    if (word === '-X') method = words[++i]
    else if (word === '-H') {
      const header = words[++i]
      const colon = header.indexOf(':')
      headers[header.slice(0, colon).trim().toLowerCase()] = header.slice(colon + 1).trim()
    } else if (word === '-d' || word === '--data') body = words[++i]
    else if (word.startsWith('-')) throw new Error(`the README test does not know the curl flag ${word}`)
    else if (url === undefined) url = word
    else throw new Error(`two URLs in: ${command}`)
  }
  if (url === undefined || !url.startsWith(EXAMPLE_BASE)) throw new Error(`no ${EXAMPLE_BASE} URL in: ${command}`)
  if (body !== undefined && headers['content-type'] === undefined) headers['content-type'] = 'application/x-www-form-urlencoded'
  return { method: method ?? (body === undefined ? 'GET' : 'POST'), url: url.slice(EXAMPLE_BASE.length), headers, body }
}

function parseExpected (fence: Fence): Expected {
  const [head, ...rest] = fence.content.split('\n\n')
  const [statusLine, ...headerLines] = head.split('\n')
  const status = /^HTTP\/1\.1 (\d{3})\b/.exec(statusLine)
  if (status === null) throw new Error(`README line ${fence.line}: no status line`)
  const headers: Record<string, string> = {}
  for (const line of headerLines) {
    const colon = line.indexOf(':')
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return { status: Number(status[1]), headers, body: rest.join('\n\n'), partial: fence.flags.includes('partial') }
}

/** The quick start's examples: each curl block and the http block that follows it. */
function readmeExamples (): Example[] {
  const all = fences(README)
  const examples: Example[] = []
  all.forEach((fence, index) => {
    if (fence.lang !== 'sh' || !fence.content.startsWith('curl ')) return
    const next = all[index + 1]
    if (next?.lang !== 'http') throw new Error(`README line ${fence.line}: a curl example without an http block after it`)
    if (fence.content.includes('\n')) throw new Error(`README line ${fence.line}: one curl command per block`)
    examples.push({ line: fence.line, command: fence.content, request: parseCurl(fence.content), expected: parseExpected(next) })
  })
  return examples
}

const examples = readmeExamples()

t.test('the README has a curl example for each feature of the quick start', async t => {
  const requests = examples.map(example => `${example.request.method} ${example.request.url.split('?')[0]}`)
  for (const wanted of [
    'POST /books', 'GET /books/1', 'PATCH /books/6', 'PUT /books/6', 'DELETE /books/6', 'GET /books', 'POST /authors',
    'GET /meta/books/single', 'POST /api/v2/orders', 'GET /api/v2/orders/1', 'GET /openapi.json', 'GET /docs'
  ]) {
    t.ok(requests.includes(wanted), `an example of ${wanted}`)
  }
  t.ok(examples.some(example => example.expected.headers.link !== undefined), 'one shows a Link header')
  t.ok(examples.some(example => example.expected.headers['x-total-count'] !== undefined), 'one shows X-Total-Count')
  t.ok(examples.some(example => example.expected.status === 400 && example.expected.body.includes('missing_columns')), 'one shows a validation error')
  t.ok(examples.some(example => example.expected.status === 202 && example.request.headers.authorization === 'User:1'), 'one shows the 202 Job')
  const curlBlocks = readFileSync(README, 'utf8').match(/^```sh\ncurl /gm) ?? []
  t.equal(examples.length, curlBlocks.length, 'every curl block of the README is an example run below')
  t.ok(examples.length >= 20, `${examples.length} examples`)
})

t.test('curl command lines are read as a shell would', async t => {
  t.strictSame(parseCurl(`curl -s -i -X PUT ${EXAMPLE_BASE}/a/1 -H 'Content-Type: application/json' -d '{"a": "it''s"}'`), {
    method: 'PUT', url: '/a/1', headers: { 'content-type': 'application/json' }, body: '{"a": "its"}'
  })
  t.strictSame(parseCurl(`curl -d "x=\\"1\\"" ${EXAMPLE_BASE}/b`), {
    method: 'POST', url: '/b', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'x="1"'
  }, 'curl defaults: -d means POST, form encoding')
  t.throws(() => parseCurl(`curl -L ${EXAMPLE_BASE}/`), /does not know the curl flag -L/)
  t.throws(() => parseCurl('curl -s http://example.com/'), /no http:\/\/127\.0\.0\.1:3000 URL/)
})

t.test('placeholders stand for clock values only, and partial blocks compare only what they show', async t => {
  const exact = resolve({ at: '<date-time>', on: '<date>', n: 1 }, { at: '2024-05-01 10:30:00', on: '2024-05-01', n: 1, extra: true })
  t.strictSame(exact, { expected: { at: '2024-05-01 10:30:00', on: '2024-05-01', n: 1 }, actual: { at: '2024-05-01 10:30:00', on: '2024-05-01', n: 1, extra: true } },
    'filled in, and an extra key stays to fail an exact comparison')
  t.strictSame(resolve({ at: '<date-time>' }, { at: 'yesterday' }).expected, { at: '<date-time>' }, 'a value that does not fit stays different')
  t.strictSame(resolve({ a: { b: [1, { c: 2 }] } }, { a: { b: [1, { c: 2, d: 3 }], e: 4 } }, true),
    { expected: { a: { b: [1, { c: 2 }] } }, actual: { a: { b: [1, { c: 2 }] } } }, 'partial: keys not shown are dropped')
  t.strictSame(resolve([1], [1, 2], true).actual, [1, 2], 'partial: arrays still compare in full')
})

eachDatabase(t, 'every README example gets the answer shown', async (t, { url }) => {
  const app = await buildApp({ databaseUrl: url, seed: true })
  t.teardown(() => app.close())
  await app.listen({ port: 0, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  const fetch = await checkedFetch(base)

  for (const [index, example] of examples.entries()) {
    const { request, expected } = example
    await t.test(`${index + 1}. ${request.method} ${request.url} (README line ${example.line})`, async t => {
      const response = await fetch(base + request.url, { method: request.method, headers: request.headers, body: request.body, redirect: 'manual' })
      const text = await response.text()
      t.equal(response.status, expected.status, 'status')
      for (const [name, value] of Object.entries(expected.headers)) t.equal(response.headers.get(name), value, `header ${name}`)
      for (const name of SHOWN_WHEN_PRESENT) {
        if (expected.headers[name] === undefined) t.equal(response.headers.get(name), null, `no ${name} header`)
      }
      if (expected.body === '') {
        t.equal(text, '', 'no body')
      } else if (expected.partial && !expected.body.trimStart().startsWith('{')) {
        t.ok(text.includes(expected.body.trim()), `the body contains ${expected.body.trim()}`)
      } else {
        const compared = resolve(JSON.parse(expected.body), JSON.parse(text), expected.partial)
        t.strictSame(compared.actual, compared.expected, 'body')
      }
    })
  }
})
