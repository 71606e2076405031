// What a JavaScript caller gets wrong without a compiler to say so: a misspelled or mistyped
// option of new DB() or of the plugin, a database URL that is unset, names no database or has
// parameters a SQLite file would take into its name, a SQLite file in a directory that does not
// exist. Each is a catalogued configuration error naming what is wrong, never silently ignored.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t, { type Test } from 'tap'
import Fastify from 'fastify'
import { Column, DB, defineModel, errors } from '../../lib/index.ts'
import modelResources, { ModelResource } from '../../plugin/index.ts'

const Task = defineModel({ name: 'Task', columns: { id: Column.Integer({ primaryKey: true }), title: Column.String(80) } })
const models = [Task]
const MEMORY = 'sqlite:///:memory:'

function refused (t: Test, make: () => unknown, message: string | RegExp, code = 'FMR_ERR_DB_OPTION'): void {
  t.throws(make, { code, statusCode: undefined, message }, String(message))
}

t.test('new DB() refuses an unknown option, naming the nearest known one', async t => {
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ readTimeot: 10 }, 'new DB() has no option readTimeot: did you mean readTimeout?'],
    [{ pinAfterWirte: 10 }, 'new DB() has no option pinAfterWirte: did you mean pinAfterWrite?'],
    [{ migrationPath: './x' }, 'new DB() has no option migrationPath: did you mean migrationsPath?'],
    [{ ECHO: true }, 'new DB() has no option ECHO: did you mean echo?']
  ]
  for (const [options, message] of cases) refused(t, () => new DB(MEMORY, { models, ...options }), message)
  refused(t, () => new DB(MEMORY, { models, colour: true } as never), /^new DB\(\) has no option colour: the options are models, modelClass, checkfirst, echo, log, /)
  t.type(new errors.BadDbOption('x'), TypeError)
})

t.test('new DB() refuses an option value of the wrong type', async t => {
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ busyTimeout: 'abc' }, "busyTimeout is a whole number of milliseconds, 0 or more, not 'abc'"],
    [{ statementTimeout: -1 }, 'statementTimeout is a whole number of milliseconds, 0 or more, not -1'],
    [{ pinAfterWrite: 'abc' }, "pinAfterWrite is a whole number of milliseconds, 0 or more, not 'abc'"],
    [{ synchronous: 'FULL' }, "synchronous is 'full' or 'normal', not 'FULL'"],
    [{ echo: 'yes' }, "echo is true or false, not 'yes'"],
    [{ checkfirst: 1 }, 'checkfirst is true or false, not 1'],
    [{ migrationsPath: 5 }, 'migrationsPath is a text, not 5'],
    [{ log: 'console' }, "log is a function, not 'console'"],
    [{ models: Task }, 'models is a list, not a function']
  ]
  for (const [options, message] of cases) refused(t, () => new DB(MEMORY, { models, ...options } as never), message)
  refused(t, () => new DB(MEMORY, undefined as never), 'new DB(uri, options) takes an object of options ({ models: [...] }), not undefined')
  refused(t, () => new DB(MEMORY, {} as never), 'new DB() needs the option models: the record types (defineModel()) it holds')
  // Every option the types declare is known, and undefined stands for "the default".
  const db = new DB(MEMORY, { models, echo: undefined, synchronous: 'normal', busyTimeout: 0, statementTimeout: 100, pinAfterWrite: 0, searchLanguage: 'simple', migrationsPath: './m', checkfirst: true, createDatabase: false, preparedStatements: true, resources: [], events: [], log: () => {} })
  t.equal(db.dialect, 'sqlite')
})

t.test('new DB() with an unset URL, a PostgreSQL URL naming no database, a SQLite URL with parameters', async t => {
  refused(t, () => new DB(process.env.FMR_NO_SUCH_VARIABLE as string, { models }),
    'new DB() needs a database URL (sqlite:///path/to/file.db or postgresql://user@host/name), not undefined: is the environment variable it is read from set?')
  refused(t, () => new DB(42 as never, { models }), 'new DB() needs a database URL (sqlite:///path/to/file.db or postgresql://user@host/name), not number')
  for (const url of ['postgresql://app:secret@127.0.0.1:5432', 'postgres://127.0.0.1/', 'postgresql://127.0.0.1:5432?sslmode=require']) {
    refused(t, () => new DB(url, { models }), `The database URL ${url.replace(':secret', ':***')} names no database: add /<name> after the host (postgresql://user@host:5432/<name>)`)
  }
  t.equal(new DB('postgresql://127.0.0.1:5432/shop', { models }).dialect, 'postgresql', 'a URL with its database is taken')
  const dir = mkdtempSync(join(tmpdir(), 'fmr-options-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  for (const suffix of ['?readTimeot=5', '#x']) {
    refused(t, () => new DB(`sqlite:///${dir}/app.db${suffix}`, { models }),
      `The SQLite URL sqlite:///${dir}/app.db${suffix} has a ? or #: a SQLite URL takes no parameters (the file's name would include them)`)
  }
  t.strictSame(readdirSync(dir), [], 'no file is made')
})

t.test('a SQLite file in a directory that does not exist: FMR_ERR_DB_CONNECT naming the directory', async t => {
  const dir = mkdtempSync(join(tmpdir(), 'fmr-options-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const missing = join(dir, 'data')
  const db = new DB(`sqlite:///${missing}/tasks.db`, { models })
  await t.rejects(db.createAll(), {
    code: 'FMR_ERR_DB_CONNECT',
    statusCode: undefined,
    message: `Cannot open the SQLite database of sqlite:///${missing}/tasks.db: the directory ${missing} does not exist. Create it (mkdir -p ${missing}), or give a path in a directory that exists`
  })
  t.notOk(existsSync(missing))
  const relative = new DB('sqlite:///fmr-no-such-directory/tasks.db', { models })
  await t.rejects(relative.createAll(), { code: 'FMR_ERR_DB_CONNECT', message: /the directory \.\/fmr-no-such-directory does not exist/ }, 'a relative path is shown from the working directory')
})

t.test('the plugin refuses an unknown option, or a wrong value, at the top and in its option objects', async t => {
  const db = new DB(MEMORY, { models })
  await db.createAll()
  t.teardown(() => db.close())
  class TaskResource extends ModelResource.of(Task) {}
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ schemaChek: 'warn' }, 'The plugin has no option schemaChek: did you mean schemaCheck?'],
    [{ urlPrefx: '/api' }, 'The plugin has no option urlPrefx: the options are db, resources, closeDb, openapi, cursorKey, rateLimit, health, metrics, schemaCheck, events, prefix, logLevel, logSerializers'],
    [{ schemaCheck: 'wran' }, "schemaCheck is 'error' or 'warn', not 'wran'"],
    [{ closeDb: 'no' }, "closeDb is true or false, not 'no'"],
    [{ rateLimit: { maks: 1 } }, "The plugin's rateLimit has no option maks: did you mean max?"],
    [{ rateLimit: { max: '10' } }, "rateLimit.max is a number, not '10'"],
    [{ health: { pth: 'x' } }, "The plugin's health has no option pth: the options are healthPath, readyPath, checks, timeout"],
    [{ health: { readypath: '/r' } }, "The plugin's health has no option readypath: did you mean readyPath?"],
    [{ health: 'yes' }, "health is true, false or an object of options, not yes"],
    [{ metrics: { defaultMetric: false } }, "The plugin's metrics has no option defaultMetric: did you mean defaultMetrics?"],
    [{ metrics: { clients: { tops: 3 } } }, "The plugin's metrics.clients has no option tops: did you mean top?"],
    [{ openapi: { titel: 'x' } }, "The plugin's openapi has no option titel: the options are path, ui, info, servers"],
    [{ events: { retenton: 1000 } }, "The plugin's events has no option retenton: did you mean retention?"],
    [{ events: { pollInterval: 'fast' } }, "events.pollInterval is a whole number of milliseconds, 0 or more, not 'fast'"]
  ]
  for (const [options, message] of cases) {
    const app = Fastify()
    t.teardown(() => app.close())
    await t.rejects(async () => {
      await app.register(modelResources, { db, resources: [TaskResource], closeDb: false, ...options } as never)
      await app.ready()
    }, { code: 'FMR_ERR_PLUGIN_OPTION', statusCode: undefined, message }, message)
  }
  const app = Fastify()
  t.teardown(() => app.close())
  await app.register(modelResources, { db, resources: [TaskResource], closeDb: false, schemaCheck: 'warn', health: true, metrics: { clients: false }, rateLimit: { max: 5, timeWindow: '1 minute' }, events: { retention: 1000 }, openapi: { path: '/o.json' }, prefix: '/ignored' } as never)
  await app.ready()
  t.equal((await app.inject('/health')).statusCode, 200, 'the options the types declare, and Fastify\'s own, are taken')
  t.type(new errors.BadPluginOption('x'), TypeError)
})
