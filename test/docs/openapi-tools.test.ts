// The example API's OpenAPI document through the tools a user points at it: Redocly's linter
// (recommended rules) finds no problem, and openapi-typescript's types make a strict, cast-free
// openapi-fetch client (test/docs/openapi-client/client.ts) that type-checks and runs against a
// listening example server, on SQLite and PostgreSQL.
import { execFileSync, spawnSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import t, { type Test } from 'tap'
import openapiTS, { astToString } from 'openapi-typescript'
import { buildApp } from '../../examples/app.ts'
import { eachDatabase } from '../helpers/databases.ts'

const ROOT = resolve(import.meta.dirname, '../..')
const BIN = join(ROOT, 'node_modules/.bin')

interface Outcome {
  recent: Array<{ title: string, pubYear: number }>
  created: { status: number, location: string | null, fullName: string }
  conflict: { status: number, message: string }
}

/** The example API, seeded, listening on a free port; its document. */
async function serve (t: Test, url: string): Promise<{ base: string, document: string }> {
  const app = await buildApp({ databaseUrl: url, seed: true })
  t.teardown(() => app.close())
  await app.listen({ host: '127.0.0.1', port: 0 })
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  return { base, document: await (await fetch(`${base}/openapi.json`)).text() }
}

/** A folder of its own, outside node_modules (Node strips types only there), that finds this project's packages. */
function workspace (t: Test): string {
  const dir = mkdtempSync(join(tmpdir(), 'fmr-openapi-'))
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

t.test('Redocly lint, recommended rules: no errors and no warnings on the example API\'s document', async t => {
  const { document } = await serve(t, 'sqlite:///:memory:')
  const dir = workspace(t)
  writeFileSync(join(dir, 'openapi.json'), document)
  const lint = spawnSync(join(BIN, 'redocly'), ['lint', '--extends=recommended', '--format=json', 'openapi.json'], { cwd: dir, encoding: 'utf8', env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } })
  const report = JSON.parse(lint.stdout) as { totals: { errors: number, warnings: number, ignored: number }, problems: Array<{ ruleId: string, message: string }> }
  t.strictSame(report.problems.map(problem => `${problem.ruleId}: ${problem.message}`), [], 'no problem')
  t.strictSame(report.totals, { errors: 0, warnings: 0, ignored: 0 })
  t.equal(lint.status, 0, 'the linter exits 0')
})

eachDatabase(t, 'openapi-typescript types a strict openapi-fetch client: a filter, a POST with its 201 Location, a 409', async (t, { url }) => {
  const { base, document } = await serve(t, url)
  const dir = workspace(t)
  writeFileSync(join(dir, 'api.ts'), astToString(await openapiTS(JSON.parse(document))))
  copyFileSync(join(import.meta.dirname, 'openapi-client/client.ts'), join(dir, 'client.ts'))
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({
    compilerOptions: {
      target: 'es2024', module: 'nodenext', moduleResolution: 'nodenext', lib: ['es2024', 'dom'], strict: true, noEmit: true,
      allowImportingTsExtensions: true, erasableSyntaxOnly: true, verbatimModuleSyntax: true, noUncheckedIndexedAccess: true, types: []
    },
    files: ['client.ts']
  }))
  writeFileSync(join(dir, 'package.json'), '{"type": "module"}')
  let typecheck = ''
  try {
    execFileSync(join(BIN, 'tsc'), ['-p', 'tsconfig.json'], { cwd: dir, encoding: 'utf8' })
  } catch (error) {
    typecheck = String((error as { stdout?: unknown }).stdout)
  }
  t.equal(typecheck, '', 'the client type-checks against the generated types, strict, without casts')

  const client = await import(pathToFileURL(join(dir, 'client.ts')).href) as { run: (base: string) => Promise<Outcome> }
  const outcome = await client.run(base)
  t.strictSame(outcome.recent.map(book => [book.title, book.pubYear]),
    [['The Dispossessed', 1974], ['Invisible Cities', 1972], ['Beloved', 1987], ['Song of Solomon', 1977]], 'pubYear[ge]=1970')
  t.strictSame(outcome.created, { status: 201, location: '/authors/50', fullName: 'Octavia Butler' })
  t.equal(outcome.conflict.status, 409)
  t.match(outcome.conflict.message, /50/, 'the 409 names the id')
})
