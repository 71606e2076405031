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
 * The statement names of one pool's connections, shared by its runners (the pool's, a
 * transaction's client): a name is one text on every connection. `unnamed` once a pooler was found
 * between (unnamedFromNowOn): nothing is named or set for a session on that pool from then on.
 */
export interface StatementNames {
  readonly texts: Map<string, string>
  unnamed: boolean
}

/**
 * Marks `names` as behind a connection pooler, with one warning per pool saying how it showed
 * (`seen`). A pooler in transaction mode hands a client's statements to server connections that
 * do not hold its names, and passes a session's settings on to other clients.
 */
export function unnamedFromNowOn (names: StatementNames, seen: string): void {
  if (names.unnamed) return
  names.unnamed = true
  process.emitWarning(`${seen}: a connection pooler (PgBouncer) stands between. Every statement now runs unnamed and no session setting is sent; ` +
    'declare the pooler with ?preparedStatements=false in the database URL (docs/replicas-and-poolers.md).', { code: UNNAMED_WARNING })
}

export function statementNames (): StatementNames {
  return { texts: new Map(), unnamed: false }
}

/** PostgreSQL's duplicate_prepared_statement (42P05) and invalid_sql_statement_name (26000). */
const MOVED_STATEMENT = new Set(['42P05', '26000'])

/** A named statement refused for its name (42P05, 26000): the connection does not hold the pool's names. */
export function movedStatement (error: unknown): boolean {
  return MOVED_STATEMENT.has(String((error as { code?: unknown } | null)?.code))
}

/** Said once per pool that falls back to unnamed statements (`process.emitWarning`: the library has no logger). */
export const UNNAMED_WARNING = 'FMR_WARN_UNNAMED_STATEMENTS'

/**
 * pg: named statements, so each connection parses and plans a query once. `named` false sends
 * every statement unnamed (parsed and planned each time): behind a pooler in transaction mode
 * (PgBouncer 1.18) a statement prepared on one server connection is unknown on the next.
 * `executed` may be shared by several runners (a primary and its replicas). A pooler in transaction
 * mode that was not declared (no `preparedStatements: false`) shows itself by 42P05 ("already
 * exists") or 26000 ("does not exist"): both come before the statement runs, so it is run again
 * unnamed, and every statement of the pool's runners is unnamed from then on (one warning) rather
 * than a third of the requests answering 500. On a transaction's client (`inTransaction`) the
 * failed statement aborted the transaction, so it is not run again there (25P02, answered 500):
 * the names are turned off all the same and the error is the caller's, to run the transaction again.
 */
export function postgresRunner (pool: PgQueryable, named = true, counter: StatementCounter = { executed: 0 }, names = statementNames(), inTransaction = false): SqlRunner {
  const run = async (text: string, values: unknown[], name: string | undefined): Promise<unknown[][]> => await new Promise((resolve, reject) => {
    pool.query({ text, values, rowMode: 'array', name }, (error, result) => {
      if (error === null || error === undefined) resolve((result as { rows: unknown[][] }).rows)
      else reject(error)
    })
  })
  return {
    dialect: POSTGRESQL,
    get executed () { return counter.executed },
    get prepared () { return names.unnamed ? 0 : names.texts.size },
    async rows (sql, params, _bigints, once = false) {
      const usesNames = named && !names.unnamed
      let name = usesNames ? names.texts.get(sql) : undefined
      if (name === undefined && usesNames && !once && names.texts.size < PREPARED_LIMIT) {
        name = `fmr_${names.texts.size}`
        names.texts.set(sql, name)
      }
      counter.executed++
      try {
        return await run(sql, params, name)
      } catch (error) {
        if (name === undefined || !movedStatement(error)) throw error
        unnamedFromNowOn(names, `PostgreSQL answered "${(error as Error).message}" (${String((error as { code?: unknown }).code)}) to a named statement`)
        if (inTransaction) throw error
        return await run(sql, params, undefined)
      }
    }
  }
}
