// The package as its users get it (run by .ci/run after `npm test`, and by `npm run test:consumer`):
// `npm pack`, then, in a fresh project outside the repository, the README's "Install in your
// project" commands as written (the tarball's path in place of the registry's package name), and
// the apps of test/consumer/project/ run there: a JavaScript ES module app, a require() from
// CommonJS, the error of a missing PostgreSQL driver, a strict TypeScript app (tsc, nodenext; its
// wrong uses, each marked to be an expected error, must not compile), the typed client against a
// server of the project's own under TypeScript 5.x and 7.x, the TypeScript apps again under
// exactOptionalPropertyTypes with skipLibCheck false, the same apps installed by pnpm (its strict
// layout hoists nothing) and the JavaScript app again on PostgreSQL.
// Everything else comes from the npm registry (or npm's cache). Not a *.test.ts file: it needs
// the network and a minute or two, so `npm test` leaves it to CI.
import { execFile } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import t from 'tap'
import { freshPostgres } from '../helpers/databases.ts'
import { fences, shellWords } from '../helpers/markdown.ts'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const FIXTURES = fileURLToPath(new URL('project/', import.meta.url))
const SECTION = '## Install in your project'
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  name: string
  exports: Record<string, string | Record<string, string>>
  peerDependencies: Record<string, string>
}

/** Every command line of the README section's ```sh blocks, as words (comments dropped). */
function installCommands (): string[][] {
  const readme = join(ROOT, 'README.md')
  const lines = readFileSync(readme, 'utf8').split('\n')
  const start = lines.indexOf(SECTION) + 1
  const end = lines.findIndex((line, index) => index >= start && line.startsWith('## '))
  if (start === 0 || end < 0) throw new Error(`README.md has no section "${SECTION}" followed by another`)
  return fences(readme)
    .filter(fence => fence.lang === 'sh' && fence.line > start && fence.line <= end)
    .flatMap(fence => fence.content.split('\n'))
    .map(line => shellWords(line.replace(/\s+#.*$/, '')))
    .filter(words => words.length > 0)
}

// The fresh project gets neither tap's loaders (NODE_OPTIONS) nor npm's variables of a `npm run` here.
const env: NodeJS.ProcessEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) =>
  !/^(NODE_OPTIONS|NODE_V8_COVERAGE|TAP|_TAP)/.test(name) &&
  (!/^npm_/i.test(name) || /^npm_config_(cache|registry|userconfig)$/i.test(name))))
Object.assign(env, { npm_config_prefer_offline: 'true', npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' })

/**
 * Runs a command to its end; a failure is an error carrying its output. tap's process-info hook
 * puts its loader back into every child's NODE_OPTIONS: `env -u` takes it out again.
 */
async function run (cwd: string, words: string[], extra: NodeJS.ProcessEnv = {}): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)('env', ['-u', 'NODE_OPTIONS', ...words], { cwd, env: { ...env, ...extra }, maxBuffer: 64 << 20 })
    return stdout
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string, stderr?: string }
    throw new Error(`\`${words.join(' ')}\` failed in ${cwd}:\n${stdout ?? ''}${stderr ?? ''}`, { cause: error })
  }
}

const work = mkdtempSync(join(tmpdir(), 'fmr-consumer-'))
t.teardown(() => rmSync(work, { recursive: true, force: true }))
const project = join(work, 'project')

const commands = installCommands()
const installs = {
  sqlite: commands.find(words => words.includes(pkg.name)),
  postgresql: commands.find(words => words.some(word => word.startsWith('@mikro-orm/postgresql'))),
  typescript: commands.find(words => words.includes('typescript'))
}
let tarball = ''

t.test('the README\'s install section holds the three commands run here', async t => {
  t.equal(commands.length, 3, commands.map(words => words.join(' ')).join('; '))
  t.strictSame(installs.sqlite, ['npm', 'install', pkg.name, 'fastify'])
  t.strictSame(installs.postgresql, ['npm', 'install', '--save-exact', `@mikro-orm/postgresql@${pkg.peerDependencies['@mikro-orm/postgresql']}`])
  t.strictSame(installs.typescript, ['npm', 'install', '--save-dev', 'typescript', '@types/node'])
})

t.test('package.json says where the project lives, for the registry\'s page and its relative links', async t => {
  const REPO = 'https://github.com/fastify-model-resources/fastify-model-resources'
  const meta = pkg as unknown as { repository: unknown, homepage: unknown, bugs: unknown, files: unknown }
  t.strictSame(meta.repository, { type: 'git', url: `git+${REPO}.git` })
  t.equal(meta.homepage, `${REPO}#readme`)
  t.strictSame(meta.bugs, { url: `${REPO}/issues` })
  t.strictSame(meta.files, ['dist', 'docs'])
  // The registry's page resolves the README's relative links in the repository: each names a file of it.
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8')
  const links = [...readme.matchAll(/\]\(((?!https?:|#|mailto:)[^)#\s]+)(#[^)]*)?\)/g)].map(match => match[1])
  t.ok(links.length > 5, `${links.length} relative links`)
  for (const link of new Set(links)) t.ok(existsSync(join(ROOT, link)), `${link} is a file of the repository`)
})

t.test('npm pack ships dist/ (JavaScript and declarations), docs/, README.md, LICENSE and package.json only', async t => {
  const out = await run(ROOT, ['npm', 'pack', '--json', '--pack-destination', work])
  // prepack's build prints before npm's JSON.
  const [packed] = JSON.parse(out.slice(out.search(/^\[/m))) as Array<{ filename: string, size: number, files: Array<{ path: string }> }>
  tarball = join(work, packed.filename)
  const paths = packed.files.map(file => file.path)
  t.strictSame(paths.filter(path => !/^dist\/(lib|plugin|client)\/.+\.(js|d\.ts)$/.test(path) && !/^docs\/[\w-]+\.md$/.test(path)).sort(), ['LICENSE', 'README.md', 'package.json'])
  // The docs the README links to are in the package too.
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8')
  for (const doc of new Set([...readme.matchAll(/\]\((docs\/[\w-]+\.md)/g)].map(match => match[1]))) t.ok(paths.includes(doc), `${doc} is in the tarball`)
  const targets = Object.values(pkg.exports).flatMap(target => typeof target === 'string' ? [target] : Object.values(target))
  for (const target of targets) t.ok(paths.includes(target.replace(/^\.\//, '')), `exports target ${target} is in the tarball`)
  for (const path of paths.filter(path => path.endsWith('.js'))) {
    t.ok(paths.includes(path.replace(/\.js$/, '.d.ts')), `${path} has its declarations`)
  }
  t.comment(`${packed.filename}: ${packed.size} bytes, ${paths.length} files`)
})

t.test('the client\'s JavaScript imports nothing of the server: typebox and its own modules only (it runs in browsers)', async t => {
  const dir = join(ROOT, 'dist', 'client')
  for (const name of readdirSync(dir).filter(name => name.endsWith('.js'))) {
    const specifiers = [...readFileSync(join(dir, name), 'utf8').matchAll(/\b(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map(match => match[1])
    t.strictSame(specifiers.filter(specifier => !/^\.\/[\w-]+\.js$/.test(specifier) && !/^typebox(\/|$)/.test(specifier)), [], name)
  }
})

t.test('SQLite: the README\'s install, then a JavaScript ES module app', async t => {
  mkdirSync(project)
  await run(project, ['npm', 'init', '-y'])
  for (const name of ['app.mjs', 'require.cjs', 'missing-driver.mjs', 'tsconfig.json']) copyFileSync(join(FIXTURES, name), join(project, name))
  await run(project, (installs.sqlite as string[]).map(word => word === pkg.name ? tarball : word))
  // One copy of each peer: the app's own.
  for (const peer of ['fastify', '@mikro-orm/core']) {
    const copies = (await run(project, ['npm', 'ls', peer, '--all', '--parseable'])).trim().split('\n')
    t.equal(copies.length, 1, `one ${peer}: ${copies.join(', ')}`)
  }
  t.equal(await run(project, ['node', 'app.mjs']), 'ok\n')
})

t.test('CommonJS: require() gives the same exports', async t => {
  t.equal(await run(project, ['node', 'require.cjs']), 'ok\n')
})

t.test('PostgreSQL without its driver: the error names the package to install', async t => {
  t.equal(await run(project, ['node', 'missing-driver.mjs', pkg.peerDependencies['@mikro-orm/core']]), 'ok\n')
})

t.test('strict TypeScript, module nodenext: tsc accepts the app, refuses each wrong use, and it runs', async t => {
  await run(project, installs.typescript as string[])
  // The first line (`// @ts-nocheck`) only keeps the repository's own type check away from it.
  const source = readFileSync(join(FIXTURES, 'typed-app.mts'), 'utf8')
  t.match(source, /^\/\/ @ts-nocheck\b.*\n/)
  writeFileSync(join(project, 'typed-app.mts'), source.slice(source.indexOf('\n') + 1))
  t.ok(source.match(/@ts-expect-error/g)!.length >= 8, 'the wrong uses are there')
  // tsc fails on a @ts-expect-error that has no error to expect: each wrong use must not compile.
  await run(project, ['npx', '--no-install', 'tsc', '-p', 'tsconfig.json'])
  t.equal(await run(project, ['node', 'typed-app.mts']), 'ok\n')
  // Exported models, declarations emitted: every type they infer is named by the package's exports.
  const models = readFileSync(join(FIXTURES, 'models.mts'), 'utf8')
  writeFileSync(join(project, 'models.mts'), models.slice(models.indexOf('\n') + 1))
  copyFileSync(join(FIXTURES, 'tsconfig.declaration.json'), join(project, 'tsconfig.declaration.json'))
  await run(project, ['npx', '--no-install', 'tsc', '-p', 'tsconfig.declaration.json'])
  t.match(readFileSync(join(project, 'types', 'models.d.mts'), 'utf8'), /export declare const Writer: /)
})

/** pnpm, pinned, from the npm registry through npx. */
const PNPM = ['npx', '--yes', 'pnpm@10.34.9']

t.test('pnpm\'s strict layout (no hoisting): the same apps run and type-check, TypeBox from the package itself', async t => {
  const strict = join(work, 'pnpm-project')
  mkdirSync(strict)
  writeFileSync(join(strict, 'package.json'), JSON.stringify({ name: 'pnpm-project', version: '1.0.0', private: true }))
  for (const name of ['app.mjs', 'require.cjs', 'tsconfig.json']) copyFileSync(join(FIXTURES, name), join(strict, name))
  const source = readFileSync(join(FIXTURES, 'typed-app.mts'), 'utf8')
  writeFileSync(join(strict, 'typed-app.mts'), source.slice(source.indexOf('\n') + 1))
  await run(strict, [...PNPM, 'add', tarball, 'fastify'])
  await run(strict, [...PNPM, 'add', '--save-dev', 'typescript', '@types/node'])
  // Strict: only what the project names is in its node_modules; typebox stays the package's own.
  t.notOk(existsSync(join(strict, 'node_modules', 'typebox')), 'typebox is not hoisted into the project')
  t.equal(await run(strict, ['node', 'app.mjs']), 'ok\n')
  t.equal(await run(strict, ['node', 'require.cjs']), 'ok\n')
  await run(strict, ['npx', '--no-install', 'tsc', '-p', 'tsconfig.json'])
  t.equal(await run(strict, ['node', 'typed-app.mts']), 'ok\n')
})

/** The TypeScript versions the typed client is checked with: the 5.x the repository has, and 7.x. */
const TYPESCRIPTS = ['typescript@5.9.3', 'typescript@7.0.2']

t.test('the typed client, strict TypeScript 5.x and 7.x: tsc accepts it, refuses each wrong use, and it runs against a listening server', async t => {
  const source = readFileSync(join(FIXTURES, 'typed-client.mts'), 'utf8')
  t.match(source, /^\/\/ @ts-nocheck\b.*\n/)
  writeFileSync(join(project, 'typed-client.mts'), source.slice(source.indexOf('\n') + 1))
  copyFileSync(join(FIXTURES, 'tsconfig.client.json'), join(project, 'tsconfig.client.json'))
  t.ok(source.match(/@ts-expect-error/g)!.length >= 9, 'the wrong uses are there')
  for (const typescript of TYPESCRIPTS) {
    const version = await run(project, ['npm', 'exec', '--yes', `--package=${typescript}`, '--', 'tsc', '--version'])
    t.match(version, `Version ${typescript.split('@')[1]}`)
    await run(project, ['npm', 'exec', '--yes', `--package=${typescript}`, '--', 'tsc', '-p', 'tsconfig.client.json'])
  }
  t.equal(await run(project, ['node', 'typed-client.mts']), 'ok\n')
})

/**
 * The errors of `tsc -p <tsconfig>` in the project, one `file: TSnnnn message` line each (the
 * file empty for an error of no file): none when tsc accepts it.
 */
async function compileErrors (words: string[]): Promise<string[]> {
  try {
    await run(project, words)
    return []
  } catch (error) {
    const found = [...(error as Error).message.matchAll(/^(?:(\S[^\n]*?)\(\d+,\d+\): )?error (TS\d+: [^\n]*)/gm)].map(match => `${match[1] ?? ''}: ${match[2]}`)
    if (found.length === 0) throw error
    return found
  }
}

t.test('exactOptionalPropertyTypes with skipLibCheck false: the same apps compile, and the package\'s declarations too', async t => {
  // The earlier tests wrote the apps into the project; the same files again, in case one ran alone.
  for (const name of ['typed-app.mts', 'typed-client.mts', 'models.mts']) {
    const source = readFileSync(join(FIXTURES, name), 'utf8')
    writeFileSync(join(project, name), source.slice(source.indexOf('\n') + 1))
  }
  copyFileSync(join(FIXTURES, 'tsconfig.exact.json'), join(project, 'tsconfig.exact.json'))
  const config = JSON.parse(readFileSync(join(FIXTURES, 'tsconfig.exact.json'), 'utf8')) as { compilerOptions: Record<string, unknown> }
  t.match(config.compilerOptions, { strict: true, exactOptionalPropertyTypes: true, skipLibCheck: false })
  // The project's own TypeScript, as the README installs it (checking every library's declarations
  // takes TypeScript 7 a few seconds, 5.x half a minute: the result is the same).
  const found = await compileErrors(['npx', '--no-install', 'tsc', '-p', 'tsconfig.exact.json'])
  // MikroORM's own declarations (7.2.x) fail this check wherever @mikro-orm/core is imported
  // (TS2344 in serialization/EntitySerializer.d.ts): theirs, not the package's, so set aside.
  const upstream = found.filter(line => line.startsWith('node_modules/@mikro-orm/'))
  if (upstream.length > 0) t.comment(`${upstream.length} errors in MikroORM's declarations, set aside`)
  t.strictSame(found.filter(line => !upstream.includes(line)), [], 'no error in the package\'s declarations or in the apps')
})

if (process.env.TEST_DATABASE_URL) {
  t.test('PostgreSQL: the README\'s driver install, then the JavaScript app on PostgreSQL', async t => {
    await run(project, installs.postgresql as string[])
    const url = await freshPostgres(t)
    t.equal(await run(project, ['node', 'app.mjs'], { DATABASE_URL: url }), 'ok\n')
  })
}
