// `npm test`: the type check, the type tests, then every tap suite. SQLite always; PostgreSQL when TEST_DATABASE_URL is set.
import { spawn, spawnSync } from 'node:child_process'
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

function run (command: string, args: string[]): number {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env })
  return result.status ?? 1
}

// Each suite's process, and each server a suite starts, loads the same modules: Node keeps their
// compiled code (checked against the source) for the next (0.5 s of CPU saved a process).
process.env.NODE_COMPILE_CACHE ??= join(tmpdir(), 'fmr-node-compile-cache')

if (process.env.TEST_DATABASE_URL) {
  console.log(`Testing on SQLite and on PostgreSQL (${new URL(process.env.TEST_DATABASE_URL).host}).`)
} else {
  console.log('TEST_DATABASE_URL is not set: testing on SQLite only, the PostgreSQL suite is skipped.')
}

const typecheck = run('npx', ['--no-install', 'tsc', '--noEmit', '-p', 'tsconfig.json'])
if (typecheck !== 0) {
  console.log('The type check failed.')
  process.exit(typecheck)
}
// The type tests (test/types/*.tst.ts): the public API's uses compile and its misuses do not. They
// take a minute of one core, so they run beside the suites (two at once, with idle moments) rather
// than before them; their output, kept in a file, is printed after the suites'.
const work = mkdtempSync(join(tmpdir(), 'fmr-test-'))
const typeTestLog = join(work, 'type-tests.log')
const typeTestOut = openSync(typeTestLog, 'w')
const typeTestRun = spawn('npx', ['--no-install', 'tstyche'], { stdio: ['ignore', typeTestOut, typeTestOut], env: process.env })
const typeTests = new Promise<number>(resolve => {
  typeTestRun.on('error', () => resolve(1))
  typeTestRun.on('exit', code => resolve(code ?? 1))
})
// Each suite's process adds how many answers it validated against the OpenAPI document (test/helpers/openapi-check.ts).
const counts = join(work, 'openapi-counts')
process.env.FMR_OPENAPI_COUNTS = counts
const status = run('npx', ['--no-install', 'tap', ...process.argv.slice(2)])
const lines = existsSync(counts) ? readFileSync(counts, 'utf8').trim().split('\n') : []
const [validated, undescribed, requests] = lines.reduce(([a, b, c], line) => {
  const [v, u, r = 0] = line.split(' ').map(Number)
  return [a + v, b + u, c + r]
}, [0, 0, 0])
console.log(`OpenAPI: ${validated} answers validated against the document in ${lines.length} suites, and ${requests} requests; ${undescribed} answers to URLs that are no path of it.`)
const typeTestStatus = await typeTests
closeSync(typeTestOut)
process.stdout.write(readFileSync(typeTestLog, 'utf8'))
if (typeTestStatus !== 0) console.log('The type tests failed.')
process.exit(status !== 0 ? status : typeTestStatus)
