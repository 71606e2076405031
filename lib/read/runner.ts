import { POSTGRESQL, SQLITE, type SqlDialect } from '../sql/dialect.ts'
import type { ReadCost } from './costly.ts'

/** Runs read SQL on the driver's own client, with statements prepared once and reused. */
export interface SqlRunner {
  /** The SQL its statements are written in. */
  readonly dialect: SqlDialect
  /**
   * Rows as arrays in select order. `bigints` reads integers exactly (SQLite), for BIGINT columns.
   * `once` marks a text unlikely to come again (a multi-row insert's): run, never kept prepared.
   */
  rows: (sql: string, params: unknown[], bigints?: boolean, once?: boolean) => Promise<unknown[][]> | unknown[][]
  /** Statements run so far: tests and the benchmark count them. */
  readonly executed: number
  /** Statements kept prepared now (at most PREPARED_LIMIT). */
  readonly prepared: number
  /** Its rows come keyed by column name: a statement must not name a column twice (no joins). */
  readonly rowsByName?: boolean
  /**
   * Runs a read whose conditions are more than plain (lib/read/costly.ts: `joined` or `costly`)
   * within the read budget, where it can be stopped: FMR_ERR_QUERY_TIMEOUT past it. Absent: such
   * reads run as `rows` (a transaction's runner, an in-memory SQLite database).
   */
  costly?: (sql: string, params: unknown[], bigints: boolean | undefined, cost: Exclude<ReadCost, 'plain'>) => Promise<unknown[][]>
}

/** `runner`'s rows of a read, through its `costly` when the read is more than plain and the runner has one. */
export function readRows (runner: SqlRunner, cost: ReadCost, sql: string, params: unknown[], bigints?: boolean): Promise<unknown[][]> | unknown[][] {
  return cost !== 'plain' && runner.costly !== undefined ? runner.costly(sql, params, bigints, cost) : runner.rows(sql, params, bigints)
}

/** `runner` with its costly reads run by `costly`. */
export function withCostly (runner: SqlRunner, costly: NonNullable<SqlRunner['costly']>): SqlRunner {
  return {
    dialect: runner.dialect,
    get executed () { return runner.executed },
    get prepared () { return runner.prepared },
    rowsByName: runner.rowsByName,
    rows: runner.rows,
    costly
  }
}

interface SqliteStatement {
  raw: (on: boolean) => SqliteStatement
  safeIntegers: (on: boolean) => SqliteStatement
  all: (...params: unknown[]) => unknown[][]
}
interface SqliteDatabase { prepare: (sql: string) => SqliteStatement }

/** Statements run so far, shared by the runners of one database (its read and write connections). */
export interface StatementCounter { executed: number }

/**
 * How many distinct statements are kept prepared. Clients choose filters freely, so the set of
 * SQL texts is unbounded: past this many, the least recently used is dropped (SQLite), or new
 * texts run unnamed (pg, whose named statements live on every server connection).
 */
export const PREPARED_LIMIT = 500

/** better-sqlite3: synchronous, so a read costs no round trip at all. */
export function sqliteRunner (database: SqliteDatabase, counter: StatementCounter = { executed: 0 }): SqlRunner {
  const statements = new Map<string, SqliteStatement>()
  return {
    dialect: SQLITE,
    get executed () { return counter.executed },
    get prepared () { return statements.size },
    rows (sql, params, bigints = false, once = false) {
      if (once) {
        counter.executed++
        return database.prepare(sql).raw(true).safeIntegers(bigints).all(...params)
      }
      const key = bigints ? 'b' + sql : sql
      let statement = statements.get(key)
      if (statement === undefined) {
        statement = database.prepare(sql).raw(true).safeIntegers(bigints)
        if (statements.size >= PREPARED_LIMIT) statements.delete(statements.keys().next().value as string)
        statements.set(key, statement)
      } else if (statements.size >= PREPARED_LIMIT) {
        // Refresh its place, so that the statements in use are the ones kept.
        statements.delete(key)
        statements.set(key, statement)
      }
      counter.executed++
      return statement.all(...params)
    }
  }
}

/** A statement as pg takes it: rows as arrays, named when it is kept prepared. */
export interface PgStatement { text: string, values: unknown[], rowMode: 'array', name?: string }
/** pg's answer to a statement: an error, or its rows. */
export type PgAnswer = (error: Error | null | undefined, result?: { rows: unknown[][] }) => void

/**
 * What postgresRunner reads through (a pg Pool or Client, or a budgeted pool), in pg's callback
 * form. Not its promise: a pg Client's promise kept each result alive past two young-generation
 * collections, copied into the old one (a page of 50 books: 48 MB young collections of 4-6 ms,
 * 4 MB promoted each, against 26 MB of 0.3-0.5 ms with the callback; bench/RESULTS.md).
 */
export interface PgQueryable {
  query (statement: PgStatement, answer: PgAnswer): void
}

/**
 * pg: named statements, so each connection parses and plans a query once. `named` false sends
 * every statement unnamed (parsed and planned each time): behind a pooler in transaction mode
 * (PgBouncer 1.18) a statement prepared on one server connection is unknown on the next.
 * `executed` may be shared by several runners (a primary and its replicas). Runners on the
 * connections of one pool (the pool's, a transaction's client) share `names`: a name is one text
 * on every connection.
 */
export function postgresRunner (pool: PgQueryable, named = true, counter: StatementCounter = { executed: 0 }, names = new Map<string, string>()): SqlRunner {
  return {
    dialect: POSTGRESQL,
    get executed () { return counter.executed },
    get prepared () { return names.size },
    async rows (sql, params, _bigints, once = false) {
      let name = names.get(sql)
      if (name === undefined && named && !once && names.size < PREPARED_LIMIT) {
        name = `fmr_${names.size}`
        names.set(sql, name)
      }
      counter.executed++
      return await new Promise((resolve, reject) => {
        pool.query({ text: sql, values: params, rowMode: 'array', name }, (error, result) => {
          if (error === null || error === undefined) resolve((result as { rows: unknown[][] }).rows)
          else reject(error)
        })
      })
    }
  }
}
