// The TypeScript examples of the README and of docs/*.md. Each ```ts block follows a comment
// `<!-- example: examples/docs/<file>.ts -->` and must be that file, whole; each file exports
// `main(databaseUrl)`, which is run here on SQLite and PostgreSQL, and what it returns must equal
// the ```json block that follows the example (with the placeholders of markdown.ts for values of
// the clock and for SQL text, which differs by dialect). The error-code table is checked against
// lib/errors.ts the same way: every code documented, no code documented that does not exist.
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import t, { type Test } from 'tap'
import { errors } from '../../lib/index.ts'
import { eachDatabase } from '../helpers/databases.ts'
import { withPgBouncer, withReplica } from '../helpers/services.ts'
import { fences, resolve } from '../helpers/markdown.ts'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const DOCS = ['README.md', ...readdirSync(ROOT + 'docs').filter(name => name.endsWith('.md')).map(name => `docs/${name}`)]
const MARKER = /<!-- example: (\S+) -->\s*$/

interface Example {
  doc: string
  line: number
  file: string
  code: string
  /** The JSON that main() returns, when the docs show it. */
  result?: string
}

function examplesOf (doc: string): Example[] {
  const all = fences(ROOT + doc)
  const found: Example[] = []
  all.forEach((fence, index) => {
    if (fence.lang !== 'ts') return
    const marker = MARKER.exec(fence.before)
    if (marker === null) throw new Error(`${doc}:${fence.line}: a ts block without <!-- example: <file> --> before it`)
    const next = all[index + 1]
    found.push({ doc, line: fence.line, file: marker[1], code: fence.content, result: next?.lang === 'json' ? next.content : undefined })
  })
  return found
}

const examples = DOCS.flatMap(examplesOf)

t.test('every TypeScript block of the docs is an example file, quoted whole', async t => {
  t.ok(examples.length >= 10, `${examples.length} examples`)
  for (const example of examples) {
    const source = readFileSync(ROOT + example.file, 'utf8').trimEnd()
    t.equal(example.code, source, `${example.doc}:${example.line} is ${example.file}`)
    t.ok(example.result !== undefined, `${example.doc}:${example.line} shows what main() returns`)
  }
  const quoted = new Set(examples.map(example => example.file))
  for (const name of readdirSync(ROOT + 'examples/docs')) {
    t.ok(quoted.has(`examples/docs/${name}`), `examples/docs/${name} is quoted by the docs`)
  }
  t.equal(quoted.size, examples.length, 'each file is quoted once')
})

t.test('the reference covers each subject the README links to', async t => {
  const readme = readFileSync(ROOT + 'README.md', 'utf8')
  for (const doc of DOCS.slice(1)) t.ok(readme.includes(`](${doc})`), `the README links to ${doc}`)
  const byDoc = new Map(DOCS.map(doc => [doc, examples.filter(example => example.doc === doc).map(example => example.file)]))
  t.strictSame(byDoc.get('docs/models.md'), ['examples/docs/columns.ts', 'examples/docs/keys.ts', 'examples/docs/relationships.ts', 'examples/docs/many-to-many.ts', 'examples/docs/serial-settings.ts', 'examples/docs/model-layer.ts'])
  t.strictSame(byDoc.get('docs/resources.md'), ['examples/docs/resources.ts', 'examples/docs/bulk.ts', 'examples/docs/batch.ts', 'examples/docs/nested-writes.ts', 'examples/docs/urls-by-hand.ts', 'examples/docs/composite-key-urls.ts', 'examples/docs/hooks.ts', 'examples/docs/meta.ts'])
  t.strictSame(byDoc.get('docs/query-language.md'), ['examples/docs/collection-query.ts', 'examples/docs/related-filters.ts', 'examples/docs/field-selection.ts', 'examples/docs/cursor-paging.ts', 'examples/docs/search.ts'])
  t.strictSame(byDoc.get('docs/aggregates.md'), ['examples/docs/aggregates.ts'])
  t.strictSame(byDoc.get('docs/errors.md'), ['examples/docs/errors.ts', 'examples/docs/problem-details.ts'])
  t.strictSame(byDoc.get('docs/conditional-requests.md'), ['examples/docs/conditional-requests.ts'])
  t.strictSame(byDoc.get('docs/client.md'), ['examples/docs/client-queries.ts', 'examples/docs/client-links.ts', 'examples/docs/client-writes.ts', 'examples/docs/client-cancel.ts'])
  t.strictSame(byDoc.get('docs/design.md'), ['examples/docs/design-choices.ts'])
  t.strictSame(byDoc.get('docs/replicas-and-poolers.md'), ['examples/docs/replicas-and-poolers.ts'])
})

t.test('the docs speak the user\'s words: features by name, never "the contract" or a section of the specification ("extensions §7")', async t => {
  const sources = ['examples', 'examples/docs'].flatMap(dir => readdirSync(ROOT + dir).filter(name => name.endsWith('.ts')).map(name => `${dir}/${name}`))
  for (const file of [...DOCS, ...sources]) {
    const lines = readFileSync(ROOT + file, 'utf8').split('\n')
    const found = lines.map((line, i) => `${file}:${i + 1}: ${line.trim()}`).filter(line => /\bcontract('s)?\b|extensions §|decisions §/i.test(line.slice(line.indexOf(': ') + 2)))
    t.strictSame(found, [], file)
  }
})

/** The code of an error class made with @fastify/error (an instance field, so one is made). */
function codeOf (value: unknown): string | undefined {
  if (typeof value !== 'function' || !(value.prototype instanceof Error)) return undefined
  const code = (new (value as new () => { code?: unknown })()).code
  return typeof code === 'string' ? code : undefined
}

t.test('docs/errors.md documents every FMR_ERR_* code of lib/errors.ts, and no other', async t => {
  const classes = Object.entries(errors).flatMap(([name, value]) => codeOf(value) === undefined ? [] : [[name, codeOf(value) as string]])
  const codes = classes.map(([, code]) => code).sort()
  t.ok(codes.length >= 15, `${codes.length} codes`)
  const page = readFileSync(ROOT + 'docs/errors.md', 'utf8')
  const documented = [...new Set(page.match(/FMR_ERR_[A-Z_]+/g) ?? [])].sort()
  t.strictSame(documented, codes)
  for (const [name, code] of classes) t.ok(page.includes(`| \`${code}\` | \`${name}\` |`), `${code} is documented with its class ${name}`)
})

interface ExampleModule {
  main: (databaseUrl: string, servers?: Servers) => Promise<unknown>
  /** Servers besides the database (PgBouncer and a replica): such an example runs on PostgreSQL only. */
  needs?: string
}

interface Servers { pgbouncer: string, replica: string }

/** The PgBouncer and replica URLs of `url`'s database, the servers started for `t`. */
async function serversFor (t: Test, url: string): Promise<Servers> {
  const [pgbouncer, replica] = await Promise.all([withPgBouncer(t), withReplica(t)])
  await replica.caughtUp()
  return { pgbouncer: pgbouncer.on(url), replica: replica.on(url) }
}

for (const example of examples) {
  eachDatabase(t, `${example.file} returns what ${example.doc} shows`, async (t, { dialect, url }) => {
    const module = await import(pathToFileURL(ROOT + example.file).href) as ExampleModule
    if (module.needs !== undefined && dialect !== 'postgresql') {
      t.pass(`${example.file} needs ${module.needs}, which stand in front of PostgreSQL`)
      return
    }
    const servers = module.needs === undefined ? undefined : await serversFor(t, url)
    const returned: unknown = JSON.parse(JSON.stringify(await module.main(url, servers)))
    const compared = resolve(JSON.parse(example.result ?? 'null'), returned)
    t.strictSame(compared.actual, compared.expected)
  })
}
