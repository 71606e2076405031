import { Reader } from '../read/reader.ts'
import { sqliteRunner, withCostly, type SqlRunner, type StatementCounter } from '../read/runner.ts'
import type { CommonOptions, Connection } from './connection.ts'
import { loadDriver } from './load-driver.ts'
import { SqliteReadPool } from './sqlite-read-pool.ts'
import type { WriteGate } from './write-gate.ts'

interface SqliteNative {
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
  const orm = await MikroORM.init({ ...common, dbName: settings.dbName } as never)
  const native = await (orm.em.getConnection() as unknown as { getNativeClient: () => Promise<SqliteNative> }).getNativeClient()
  native.pragma('foreign_keys = ON')
  native.pragma('case_sensitive_like = ON')
  native.pragma(`busy_timeout = ${settings.busyTimeout}`)
  keepPrepared(native, TRANSACTION_CONTROL)
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
  readConnection.pragma(`busy_timeout = ${settings.busyTimeout}`)
  const helpers = new SqliteReadPool({ file: settings.dbName, busyTimeout: settings.busyTimeout, budget: settings.readTimeout }, counter)
  const runner = withCostly(sqliteRunner(readConnection, counter), async (sql, params, bigints) => await helpers.rows(sql, params, bigints))
  const closeReader = (): void => {
    helpers.close()
    readConnection.close()
  }
  return { orm, reader: new Reader(runner), writeRunner, closeReader }
}

/** What MikroORM's driver (Kysely's SqliteDriver) sends to begin and end every transaction. */
const TRANSACTION_CONTROL = ['begin', 'commit', 'rollback']

/**
 * Kysely's SqliteDriver prepares every statement it runs, so each write transaction prepared
 * `begin` and `commit` again: 26 µs of a nested order's POST (bench/RESULTS.md). These fixed
 * texts are prepared once on the connection; any other text is prepared as before.
 */
function keepPrepared (native: SqliteNative, texts: readonly string[]): void {
  const prepare = native.prepare.bind(native)
  const kept = new Map(texts.map(text => [text, prepare(text)]))
  native.prepare = sql => kept.get(sql) ?? prepare(sql)
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
