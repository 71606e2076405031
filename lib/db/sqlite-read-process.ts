// A helper process of one SQLite file (sqlite-read-pool.ts): it runs the costly reads of its
// parent on a read-only connection of its own, so that they never block the parent's event
// loop, and the parent can stop one at its budget by killing the process. better-sqlite3 offers
// no way to interrupt a statement, and a worker thread cannot be stopped inside one.
// argv: the better-sqlite3 module's path, the database file, the busy timeout (ms).
import { createRequire } from 'node:module'
import { addSqliteFunctions, type FunctionHost } from './sqlite-functions.ts'

interface Statement {
  raw: (on: boolean) => Statement
  safeIntegers: (on: boolean) => Statement
  all: (...params: unknown[]) => unknown[][]
}
interface Database extends FunctionHost {
  pragma: (source: string) => unknown
  prepare: (sql: string) => Statement
}
/** What the parent sends: one read. */
export interface ReadRequest { id: number, sql: string, params: unknown[], bigints: boolean }
/** What this process answers: the rows, or the error's message and driver code. */
export type ReadAnswer = { id: number, rows: unknown[][] } | { id: number, error: { message: string, code?: string } } | { ready: true }

/** Statements kept prepared, the least recently used dropped past it (as the parent's runner does). */
const PREPARED_LIMIT = 500

function serve (): void {
  const [modulePath, file, busyTimeout] = process.argv.slice(2)
  const Database = createRequire(import.meta.url)(modulePath) as new (file: string, options: { readonly: boolean, fileMustExist: boolean }) => Database
  const db = new Database(file, { readonly: true, fileMustExist: true })
  db.pragma('case_sensitive_like = ON')
  addSqliteFunctions(db)
  db.pragma(`busy_timeout = ${Number(busyTimeout)}`)
  const statements = new Map<string, Statement>()
  const send = (answer: ReadAnswer): void => { process.send?.(answer) }
  process.on('message', (message: ReadRequest) => {
    const { id, sql, params, bigints } = message
    try {
      const key = bigints ? 'b' + sql : sql
      let statement = statements.get(key)
      if (statement === undefined) {
        statement = db.prepare(sql).raw(true).safeIntegers(bigints)
        if (statements.size >= PREPARED_LIMIT) statements.delete(statements.keys().next().value as string)
      } else {
        statements.delete(key)
      }
      statements.set(key, statement)
      send({ id, rows: statement.all(...params) })
    } catch (error) {
      const { message: text, code } = error as { message: string, code?: unknown }
      send({ id, error: { message: text, code: typeof code === 'string' ? code : undefined } })
    }
  })
  // The parent closed the database or ended: nothing is left to answer.
  process.on('disconnect', () => process.exit(0))
  send({ ready: true })
}

serve()
