import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Test } from 'tap'
import pg from 'pg'

export interface TestDatabase {
  dialect: 'sqlite' | 'postgresql'
  /** A URI for `new DB()`: a fresh in-memory SQLite, or a fresh PostgreSQL database. */
  url: string
}

let serial = 0

/**
 * Creates a PostgreSQL database of its own next to `base` (TEST_DATABASE_URL's), dropped when `t`
 * ends. `options` follow its `create database` (a locale: ` template template0 locale_provider icu ...`).
 */
export async function freshPostgres (t: Test, base = process.env.TEST_DATABASE_URL as string, options = ''): Promise<string> {
  // FMR_TEST_DB_PREFIX: parallel workers on one server tell their databases apart.
  const name = `${process.env.FMR_TEST_DB_PREFIX ?? 'fmr_test_'}${process.pid}_${serial++}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  await admin.query(`create database ${name}${options}`)
  await admin.end()
  t.teardown(async () => {
    const dropper = new pg.Client({ connectionString: base })
    await dropper.connect()
    await dropper.query(`drop database if exists ${name} with (force)`)
    await dropper.end()
  })
  const url = new URL(base)
  url.pathname = '/' + name
  return url.toString()
}

/**
 * Whether TEST_DATABASE_URL reaches PostgreSQL through a pooler in transaction mode: it then says
 * `?preparedStatements=false` (the URL's own way to set that DB option), as `.ci/run`'s pass
 * through PgBouncer does. Session settings such as statement_timeout are then the database's.
 */
export function pooled (): boolean {
  const url = process.env.TEST_DATABASE_URL
  return url !== undefined && new URL(url).searchParams.get('preparedStatements') === 'false'
}

/**
 * The databases every behaviour is tested on: SQLite always, PostgreSQL when TEST_DATABASE_URL is
 * set; PostgreSQL alone with TEST_POSTGRES_ONLY=1 (`.ci/run`'s second pass, through PgBouncer,
 * where the SQLite runs would only repeat the first pass).
 */
export function dialects (): Array<TestDatabase['dialect']> {
  if (!process.env.TEST_DATABASE_URL) return ['sqlite']
  return process.env.TEST_POSTGRES_ONLY === '1' ? ['postgresql'] : ['sqlite', 'postgresql']
}

/**
 * Runs `body` once per database as a subtest named after it, each on a database of its own.
 * Without TEST_DATABASE_URL the PostgreSQL run is absent and the run says so once (scripts/test.ts).
 */
export function eachDatabase (t: Test, name: string, body: (t: Test, database: TestDatabase) => Promise<void>): void {
  for (const dialect of dialects()) {
    t.test(`${name} [${dialect}]`, async t => {
      await body(t, { dialect, url: await databaseUrl(t, dialect) })
    })
  }
}

/** A database of its own for `t`: a fresh in-memory SQLite, or a fresh PostgreSQL database dropped when `t` ends. */
export async function databaseUrl (t: Test, dialect: TestDatabase['dialect']): Promise<string> {
  return dialect === 'sqlite' ? 'sqlite:///:memory:' : await freshPostgres(t, process.env.TEST_DATABASE_URL as string)
}

/** eachDatabase's runs, plus SQLite on a file of its own (WAL with its read connection, as deployed). */
export function eachDatabaseAndFile (t: Test, name: string, body: (t: Test, database: TestDatabase) => Promise<void>): void {
  eachDatabase(t, name, body)
  if (!dialects().includes('sqlite')) return
  t.test(`${name} [sqlite file]`, async t => {
    const dir = mkdtempSync(join(tmpdir(), 'fmr-file-'))
    t.teardown(() => rmSync(dir, { recursive: true, force: true }))
    await body(t, { dialect: 'sqlite', url: `sqlite:///${join(dir, 'test.db')}` })
  })
}
