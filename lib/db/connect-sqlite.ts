import { existsSync } from 'node:fs'
import { dirname, isAbsolute } from 'node:path'
import { DatabaseUnreachable } from '../errors.ts'
import { Reader } from '../read/reader.ts'
import { rebuildOnKeyChange } from './sqlite-key-rebuild.ts'
import { sqliteRunner, withCostly, type SqlRunner, type StatementCounter } from '../read/runner.ts'
import type { CommonOptions, Connection } from './connection.ts'
import { loadDriver } from './load-driver.ts'
import { SQLITE } from '../sql/dialect.ts'
import { SqliteReadPool } from './sqlite-read-pool.ts'
import { addSqliteFunctions, type FunctionHost } from './sqlite-functions.ts'
import type { WriteGate } from './write-gate.ts'

interface SqliteNative extends FunctionHost {
  pragma: (source: string) => unknown
  prepare: (sql: string) => never
  close: () => void
}

export interface SqliteSettings {
  /** A file path, or `:memory:`. */
  dbName: string
  /** How long a statement waits for a lock held by another connection; ms. */
  busyTimeout: number
  synchronous: 'full' | 'normal'
  /** The budget of a read that can be costly; ms. */
  readTimeout: number
}

/**
 * Opens a SQLite database: MikroORM's connection (the one write connection) with foreign keys,
 * case-sensitive LIKE and a busy timeout; for a file, WAL with the chosen `synchronous`, a
 * second, read-only connection for reads, and helper processes for the reads that can be costly
 * (SqliteReadPool: stopped at `readTimeout`). An in-memory database is this process's alone:
 * there every read runs in process, and better-sqlite3 has no way to stop one at a budget.
 */
export async function connectSqlite (common: CommonOptions, settings: SqliteSettings, gate: WriteGate): Promise<Connection> {
  const { MikroORM } = await loadDriver('sqlite')
  checkDirectory(settings.dbName)
  const orm = await MikroORM.init({ ...common, dbName: settings.dbName } as never)
  rebuildOnKeyChange(orm)
  const native = await (orm.em.getConnection() as unknown as { getNativeClient: () => Promise<SqliteNative> }).getNativeClient()
  native.pragma('foreign_keys = ON')
  native.pragma('case_sensitive_like = ON')
  addSqliteFunctions(native)
  native.pragma(`busy_timeout = ${settings.busyTimeout}`)
  keepPrepared(native, transactionControl(native, settings.busyTimeout))
  const counter: StatementCounter = { executed: 0 }
  const writeRunner = sqliteRunner(native, counter)
  if (settings.dbName === ':memory:') {
    // One connection holds the whole database: reads wait while a transaction is open on it.
    return { orm, reader: new Reader(afterTransactions(writeRunner, gate)), writeRunner, closeReader: () => {} }
  }
  native.pragma('journal_mode = WAL')
  // Set on every open: SQLite's build here defaults a database already in WAL mode to NORMAL.
  native.pragma(`synchronous = ${settings.synchronous}`)
  // Reads on a connection of their own see only committed data (WAL), whatever a
  // transaction on the write connection is doing, and never wait for it.
  const Database = native.constructor as new (file: string, options: { readonly: boolean, fileMustExist: boolean }) => SqliteNative
  const readConnection = new Database(settings.dbName, { readonly: true, fileMustExist: true })
  readConnection.pragma('case_sensitive_like = ON')
  addSqliteFunctions(readConnection)
  readConnection.pragma(`busy_timeout = ${settings.busyTimeout}`)
  const helpers = new SqliteReadPool({ file: settings.dbName, busyTimeout: settings.busyTimeout, budget: settings.readTimeout }, counter)
  const runner = withCostly(sqliteRunner(readConnection, counter), async (sql, params, bigints) => await helpers.rows(sql, params, bigints))
  const closeReader = (): void => {
    helpers.close()
    readConnection.close()
  }
  return { orm, reader: new Reader(runner), writeRunner, closeReader }
}

/** better-sqlite3 says only "the directory does not exist": name it, and the URL it came from. */
function checkDirectory (dbName: string): void {
  if (dbName === ':memory:') return
  const directory = dirname(dbName)
  if (!existsSync(directory)) {
    const shown = isAbsolute(directory) ? directory : `./${directory}`
    throw new DatabaseUnreachable(`Cannot open the SQLite database of sqlite:///${dbName}: the directory ${shown} does not exist. Create it (mkdir -p ${shown}), or give a path in a directory that exists`)
  }
}

/** The part of a better-sqlite3 statement Kysely's SqliteDriver uses. */
interface SqliteStatement {
  readonly reader: boolean
  run: (...params: unknown[]) => unknown
}

/**
 * Kysely's SqliteDriver prepares every statement it runs, so each write transaction prepared
 * `begin` and `commit` again: 26 µs of a nested order's POST (bench/RESULTS.md). These fixed
 * texts are answered by statements prepared once on the connection; any other text is prepared
 * as before.
 */
function keepPrepared (native: SqliteNative, kept: ReadonlyMap<string, SqliteStatement>): void {
  const prepare = native.prepare.bind(native)
  native.prepare = sql => (kept.get(sql) ?? prepare(sql)) as never
}

/**
 * What runs for the `begin`, `commit` and `rollback` MikroORM's driver sends. A write transaction
 * begins `immediate` (SQLITE.beginWrite), taking the file's write lock before its first read:
 * begun deferred, a transaction that read and then wrote while another process held the lock got
 * SQLITE_BUSY at once (SQLite calls no busy handler to turn a read into a write), a 503 for a
 * lost If-Match race that waiting would have made a 412. Begun immediate, it waits for the lock
 * up to `busyTimeout`, as a single statement does.
 *
 * Past `busyTimeout` the begin must not fail: Kysely gives its one connection back only at the
 * transaction's commit or rollback, so a failed begin would leave every later statement waiting.
 * The transaction then begins deferred with no busy wait, and its first write reports the busy
 * database inside it (the catalogue's 503), where it is rolled back.
 */
function transactionControl (native: SqliteNative, busyTimeout: number): Map<string, SqliteStatement> {
  const prepare = native.prepare.bind(native) as (sql: string) => SqliteStatement & { get: () => unknown }
  const [immediate, deferred, commit, rollback] = [SQLITE.beginWrite, 'begin', 'commit', 'rollback'].map(prepare)
  const noWait = prepare('pragma busy_timeout = 0')
  const wait = prepare(`pragma busy_timeout = ${busyTimeout}`)
  let waitedOut = false
  const end = (statement: SqliteStatement): SqliteStatement => ({
    reader: false,
    run: () => {
      try {
        return statement.run()
      } finally {
        if (waitedOut) {
          waitedOut = false
          wait.get()
        }
      }
    }
  })
  const begin: SqliteStatement = {
    reader: false,
    run: () => {
      try {
        return immediate.run()
      } catch (error) {
        if ((error as { code?: unknown }).code !== 'SQLITE_BUSY') throw error
        waitedOut = true
        noWait.get()
        return deferred.run()
      }
    }
  }
  return new Map([['begin', begin], ['commit', end(commit)], ['rollback', end(rollback)]])
}

/** A runner on the write connection whose reads wait until no transaction is open on it. */
function afterTransactions (runner: SqlRunner, gate: WriteGate): SqlRunner {
  return {
    dialect: runner.dialect,
    get executed () { return runner.executed },
    get prepared () { return runner.prepared },
    rows (sql, params, bigints) {
      if (!gate.inTransaction) return runner.rows(sql, params, bigints)
      return gate.transactionsDone().then(() => runner.rows(sql, params, bigints))
    }
  }
}
