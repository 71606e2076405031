// Connection settings are honoured or refused (decisions §6): sslmode as libpq documents it,
// against a PostgreSQL server of the test's own with TLS on (scripts/services/ssl.sh: a CA made
// for the run signed its certificate, which names localhost only) and against the primary, whose
// TLS is off; node-postgres's `ssl` as a DB option; any other URL parameter is refused by name.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import t, { type Test } from 'tap'
import { Column, DB, defineModel, errors, type DBOptions } from '../../lib/index.ts'
import { freshPostgres } from '../helpers/databases.ts'
import { withSslServer, type SslServer } from '../helpers/services.ts'

const Pet = defineModel({ name: 'Pet', columns: { id: Column.Integer({ primaryKey: true }), name: Column.String(30) } })

const server: SslServer | undefined = process.env.TEST_DATABASE_URL ? await withSslServer(t) : undefined
// A database of this file's own on the TLS server, made by the first DB that asks for it.
const database = `fmr_tls_${process.pid}`

/** The TLS server's URL for `host`, with these parameters. */
function tlsUrl (host: string, params: Record<string, string> = {}): string {
  const url = new URL(server?.url as string)
  url.hostname = host
  url.pathname = '/' + database
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
  return url.toString()
}

/** Whether the DB's connections run over TLS, as the server sees them. */
async function overTls (db: DB): Promise<boolean> {
  const [row] = await db.orm.em.getConnection().execute('select ssl from pg_stat_ssl where pid = pg_backend_pid()')
  return row.ssl as boolean
}

/** Connects with `url`, and says whether the connection is TLS; the DB is closed again. */
async function connect (t: Test, url: string, options: Omit<DBOptions, 'models'> = {}): Promise<boolean> {
  const db = new DB(url, { models: [Pet], createDatabase: true, log: () => {}, ...options })
  await db.createAll()
  try {
    await new Pet({ name: 'Rex' }).save()
    return await overTls(db)
  } finally {
    await db.close()
  }
}

/** What createAll() rejects with for `url`. */
async function refusal (url: string, options: Omit<DBOptions, 'models'> = {}): Promise<Error & { code?: string, statusCode?: number }> {
  const db = new DB(url, { models: [Pet], createDatabase: true, log: () => {}, ...options })
  return await db.createAll().then(async () => { await db.close(); throw new Error(`${url} connected`) }, (error: unknown) => error as Error)
}

function needsServer (t: Test): SslServer | undefined {
  if (server === undefined) t.pass('TEST_DATABASE_URL is not set: the TLS server stands beside PostgreSQL')
  return server
}

t.test('sslmode disable, prefer and require on a server with TLS: plain, TLS, TLS', async t => {
  if (needsServer(t) === undefined) return
  t.equal(await connect(t, tlsUrl('127.0.0.1', { sslmode: 'disable' })), false, 'disable: plain')
  t.equal(await connect(t, tlsUrl('127.0.0.1', { sslmode: 'prefer' })), true, 'prefer: TLS')
  t.equal(await connect(t, tlsUrl('127.0.0.1', { sslmode: 'require' })), true, 'require: TLS, the certificate unverified')
  t.equal(await connect(t, tlsUrl('127.0.0.1')), false, 'no sslmode: plain, as node-postgres')
})

t.test('verify-ca checks the CA, verify-full the CA and the host name, with sslrootcert', async t => {
  const tls = needsServer(t)
  if (tls === undefined) return
  const ca = join(tls.dir, 'ca.crt')
  const other = join(tls.dir, 'other-ca.crt')
  t.equal(await connect(t, tlsUrl('127.0.0.1', { sslmode: 'verify-ca', sslrootcert: ca })), true, 'verify-ca: the CA signed it')
  t.equal(await connect(t, tlsUrl('localhost', { sslmode: 'verify-full', sslrootcert: ca })), true, 'verify-full: the CA signed it for localhost')
  t.equal(await connect(t, tlsUrl('localhost', { sslmode: 'require', sslrootcert: ca })), true, 'require with sslrootcert: verified as verify-ca')

  const wrongHost = await refusal(tlsUrl('127.0.0.1', { sslmode: 'verify-full', sslrootcert: ca }))
  t.match(wrongHost, { code: 'FMR_ERR_DB_CONNECT', statusCode: undefined })
  t.match(wrongHost.message, /^Cannot connect to PostgreSQL at 127\.0\.0\.1:\d+ \(postgresql:\/\/postgres@127\.0\.0\.1:\d+\/fmr_tls_\d+\?sslmode=verify-full&sslrootcert=[^)]+\): .*127\.0\.0\.1.*\. The server's certificate was refused \(sslmode=verify-full\): give the CA that signed it with sslrootcert, and check that the certificate names 127\.0\.0\.1\.$/,
    'verify-full: the certificate does not name 127.0.0.1')
  for (const mode of ['verify-ca', 'verify-full', 'require']) {
    const wrongCa = await refusal(tlsUrl('localhost', { sslmode: mode, sslrootcert: other }))
    t.match(wrongCa, { code: 'FMR_ERR_DB_CONNECT', message: new RegExp(`The server's certificate was refused \\(sslmode=${mode}\\)`) }, `${mode}: another CA signed it`)
  }
})

t.test('the ssl option: node-postgres\'s TLS options, a CA held in memory', async t => {
  const tls = needsServer(t)
  if (tls === undefined) return
  const ca = readFileSync(join(tls.dir, 'ca.crt'), 'utf8')
  t.equal(await connect(t, tlsUrl('localhost'), { ssl: { ca } }), true, 'verified against the CA given')
  t.match(await refusal(tlsUrl('localhost'), { ssl: { ca: readFileSync(join(tls.dir, 'other-ca.crt'), 'utf8') } }),
    { code: 'FMR_ERR_DB_CONNECT', message: /The server's certificate was refused \(the ssl option\)/ })
  t.match(await refusal(tlsUrl('localhost'), { ssl: true }), { code: 'FMR_ERR_DB_CONNECT' }, 'true: the system\'s CAs, which did not sign it')
  t.equal(await connect(t, tlsUrl('localhost'), { ssl: false }), false, 'false: plain')
  t.throws(() => new DB(tlsUrl('localhost', { sslmode: 'require' }), { models: [Pet], ssl: { ca } }),
    { code: 'FMR_ERR_DB_OPTION', message: 'The ssl option and the URL\'s sslmode (or ssl) both set TLS: give one of them' })
})

t.test('on the primary, whose TLS is off: require is refused in words, prefer connects in plain text', async t => {
  if (needsServer(t) === undefined) return
  const url = new URL(await freshPostgres(t))
  url.searchParams.set('sslmode', 'require')
  const error = await refusal(url.toString())
  const where = `${url.hostname}:${url.port === '' ? '5432' : url.port}`
  t.strictSame({ code: error.code, statusCode: error.statusCode, message: error.message }, {
    code: 'FMR_ERR_DB_CONNECT',
    statusCode: undefined,
    message: `Cannot connect to PostgreSQL at ${where} (${url.toString()}): The server does not support SSL connections. ` +
      'sslmode=require asks for TLS and the server has none: turn ssl on in the server, or connect with sslmode=prefer or sslmode=disable.'
  })
  url.searchParams.set('sslmode', 'prefer')
  t.equal(await connect(t, url.toString()), false, 'prefer: plain, the server having no TLS')
})

t.test('a URL parameter the package does not understand is refused, naming it; the others keep working', async t => {
  const refused = (query: string, message: string): void => {
    t.throws(() => new DB(`postgresql://app@127.0.0.1/shop?${query}`, { models: [Pet] }), { code: 'FMR_ERR_DB_OPTION', statusCode: undefined, message, constructor: errors.BadDbOption }, query)
  }
  const understood = 'preparedStatements, sslmode, ssl, sslrootcert, sslcert, sslkey, application_name, options'
  refused('sslmod=require', `The database URL has the parameter sslmod, which this package does not understand: use ${understood} (docs/deploying.md)`)
  refused('connect_timeout=5', `The database URL has the parameter connect_timeout, which this package does not understand: use ${understood} (docs/deploying.md)`)
  refused('sslmode=required', 'sslmode in a database URL is one of disable, prefer, require, verify-ca, verify-full, not required')
  refused('sslmode=allow', 'sslmode in a database URL is one of disable, prefer, require, verify-ca, verify-full, not allow (allow, which tries without TLS first, is not supported: use prefer)')
  refused('ssl=yes', 'ssl in a database URL is true or false, not yes')
  refused('sslmode=require&ssl=true', 'The database URL has both ssl and sslmode: give sslmode alone')
  refused('sslmode=verify-ca&sslrootcert=/nowhere/ca.crt', "sslrootcert /nowhere/ca.crt cannot be read: ENOENT: no such file or directory, open '/nowhere/ca.crt'")
  refused('sslrootcert=/nowhere/ca.crt', 'sslrootcert and sslcert apply to a TLS connection: add sslmode=verify-full')
  refused('sslmode=require&sslcert=/nowhere/client.crt', 'A client certificate needs both sslcert and sslkey')
  t.throws(() => new DB('postgresql://app@127.0.0.1/shop', { models: [Pet], replicas: ['postgresql://app@127.0.0.2/shop?sslmod=require'] }),
    { code: 'FMR_ERR_DB_OPTION', message: `The database URL has the parameter sslmod, which this package does not understand: use ${understood} (docs/deploying.md)` }, 'a replica\'s URL alike')

  t.throws(() => new DB('sqlite:///:memory:', { models: [Pet], ssl: true }),
    { code: 'FMR_ERR_DB_OPTION', message: 'ssl is TLS to a PostgreSQL server: a SQLite database has no connection to encrypt' })

  if (needsServer(t) === undefined) return
  // application_name and options reach the server, with preparedStatements beside them.
  const url = new URL(await freshPostgres(t))
  url.searchParams.set('preparedStatements', 'false')
  url.searchParams.set('application_name', 'fmr-tls-test')
  url.searchParams.set('options', '-c search_path=public')
  const db = new DB(url.toString(), { models: [Pet], log: () => {} })
  t.teardown(() => db.close())
  await db.createAll()
  const [row] = await db.orm.em.getConnection().execute("select current_setting('application_name') as name, current_setting('search_path') as path")
  t.strictSame({ ...row }, { name: 'fmr-tls-test', path: 'public' })
})
