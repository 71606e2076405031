// The docs' blocks that are neither a runnable example nor a curl exchange but state what the code
// says or takes: each is compared here with the code that says or takes it. (Each behaviour itself
// is tested where it is made: the timeout in test/timed/read-budget.test.ts, the cookie in
// test/services/replicas.test.ts.)
import { fileURLToPath } from 'node:url'
import t from 'tap'
import * as library from '../../lib/index.ts'
import * as plugin from '../../plugin/index.ts'
import { DEFAULT_PIN_AFTER_WRITE_MS, DEFAULT_READ_TIMEOUT_MS } from '../../lib/db/db-options.ts'
import type { ModelResourcesOptions } from '../../plugin/index.ts'
import type { ModelDefinition } from '../../lib/model/define-model.ts'
import { fences, type Fence } from '../helpers/markdown.ts'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** The one block of `doc` whose content starts with `start`. */
function block (doc: string, start: string): Fence {
  const found = fences(ROOT + doc).filter(fence => fence.content.startsWith(start))
  if (found.length !== 1) throw new Error(`${doc}: ${found.length} blocks start with ${start}`)
  return found[0]
}

t.test('README: the imports of a project name what the package exports', async t => {
  const imports = block('README.md', 'import {').content
  const from = { 'fastify-model-resources': library, 'fastify-model-resources/plugin': plugin } as Record<string, Record<string, unknown>>
  const lines = imports.split('\n')
  t.equal(lines.length, 2)
  for (const line of lines) {
    const [, defaulted, named, specifier] = /^import (?:(\w+), )?\{ ([\w, ]+) \} from '([\w/-]+)'$/.exec(line) ?? []
    const exported = from[specifier]
    t.ok(exported !== undefined, `${specifier} is the package or its plugin`)
    if (defaulted !== undefined) t.type(exported.default, 'function', `${specifier} has a default export`)
    for (const name of named.split(', ')) t.ok(exported[name] !== undefined, `${specifier} exports ${name}`)
  }
})

t.test('docs/query-language.md: a read past its budget is the 503 shown, with the default readTimeout', async t => {
  const shown = block('docs/query-language.md', 'HTTP/1.1 503').content.split('\n\n')
  const error = new library.errors.QueryTimeout(DEFAULT_READ_TIMEOUT_MS)
  t.equal(shown[0], `HTTP/1.1 ${error.statusCode} Service Unavailable`)
  t.strictSame(JSON.parse(shown[1]), { message: error.message })
})

t.test('docs/replicas-and-poolers.md: the cookie of a write has the form test/services/replicas.test.ts sees, with the default pinAfterWrite', async t => {
  const shown = block('docs/replicas-and-poolers.md', 'Set-Cookie: ').content
  t.match(shown, /^Set-Cookie: fmr_wrote=\d+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/)
  t.equal(shown.match(/Max-Age=(\d+)/)?.[1], String(Math.ceil(DEFAULT_PIN_AFTER_WRITE_MS / 1000)), 'Max-Age is pinAfterWrite in seconds')
})

/** The options the block names, each a key of the plugin's options type (tsc checks it). */
const REGISTERED = ['db', 'resources', 'closeDb', 'openapi', 'cursorKey'] as const satisfies ReadonlyArray<keyof ModelResourcesOptions>

t.test('docs/resources.md: the register call names options of the plugin', async t => {
  const shown = block('docs/resources.md', 'await app.register(modelResources').content
  t.strictSame(/\{ ([\w, ]+) \}/.exec(shown)?.[1].split(', '), REGISTERED)
})

/** Every option of defineModel(), in the order docs/models.md lists them; tsc checks that none is missing or unknown. */
const DEFINED = ['name', 'tableName', 'columns', 'primaryKey', 'unique', 'computed', 'relationships', 'search', 'searchLanguage', 'SERIAL_STOPLIST', 'SERIAL_FIELDS', 'SERIAL_FIELD_RELATIONS'] as const satisfies ReadonlyArray<keyof ModelDefinition<any, any>>
const everyOption: [Exclude<keyof ModelDefinition<any, any>, typeof DEFINED[number]>] extends [never] ? true : false = true

t.test('docs/models.md: the declaration of a record type lists every option of defineModel()', async t => {
  t.ok(everyOption)
  const shown = block('docs/models.md', 'defineModel({').content.split('\n').slice(1, -1)
  const names = shown.flatMap(line => line.replace(/\s*\/\/.*$/, '').trim().startsWith('SERIAL_') ? line.replace(/\s*\/\/.*$/, '').trim().split(', ') : [/^\s*(\w+):/.exec(line)?.[1] ?? line])
  t.strictSame(names, DEFINED)
})
