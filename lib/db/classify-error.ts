import {
  ConnectionException, ForeignKeyConstraintViolationException, LockWaitTimeoutException,
  NotNullConstraintViolationException, ReadOnlyException, UniqueConstraintViolationException, DeadlockException
} from '@mikro-orm/core'
import * as errors from '../errors.ts'
import { DECIMAL_SUM_OUT_OF_RANGE } from '../sql/decimal-sum.ts'

/**
 * What kind of database failure an error is: decided by class and driver code, never by message
 * text. A foreign key refuses a write naming a missing parent ('foreign-key') or a delete of a
 * row still referenced ('referenced'): the drivers raise the same class and code for both, so the
 * statement that failed tells them apart.
 */
export type DbFailure = 'unique' | 'foreign-key' | 'referenced' | 'not-null' | 'unavailable' | 'exhausted' | 'out-of-range' | undefined

// Driver codes of a database that cannot serve now: SQLite busy/locked/read-only/IO, pg connection
// loss (class 08, with PgBouncer's 08P01 "server conn crashed?" for a server connection that died
// under a client's transaction: the ROLLBACK after a killed statement gets it), and pg's
// query_canceled (57014: the statement ran past DB's statementTimeout).
const UNAVAILABLE_CODES = new Set([
  'SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_READONLY', 'SQLITE_READONLY_DBMOVED', 'SQLITE_IOERR', 'SQLITE_CANTOPEN',
  'SQLITE_FULL', 'SQLITE_PROTOCOL', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND',
  '57014', '57P01', '57P02', '57P03', '08000', '08003', '08006', '08001', '08004', '08007', '08P01', '53300', '40P01', '55P03',
  // Node's own, for a socket the server closed while pg was still writing to it.
  'ECONNABORTED', 'EHOSTUNREACH', 'ENETUNREACH', 'ERR_STREAM_WRITE_AFTER_END', 'ERR_STREAM_DESTROYED', 'ERR_SOCKET_CLOSED'
])

function driverCode (error: unknown): string | undefined {
  let current = error as { code?: unknown, cause?: unknown } | undefined
  for (let depth = 0; current !== undefined && current !== null && depth < 4; depth++) {
    if (typeof current.code === 'string') return current.code
    current = current.cause as typeof current
  }
  return undefined
}

/** The name of the constraint a PostgreSQL error names (pg's `constraint` field), on the error or its causes. */
export function constraintOf (error: unknown): string | undefined {
  let current = error as { constraint?: unknown, cause?: unknown } | undefined
  for (let depth = 0; current !== undefined && current !== null && depth < 4; depth++) {
    if (typeof current.constraint === 'string') return current.constraint
    current = current.cause as typeof current
  }
  return undefined
}

export function classifyDbError (error: unknown, deleting = false): DbFailure {
  if (error instanceof UniqueConstraintViolationException) return 'unique'
  if (error instanceof ForeignKeyConstraintViolationException) return deleting ? 'referenced' : 'foreign-key'
  if (error instanceof NotNullConstraintViolationException) return 'not-null'
  if (error instanceof ConnectionException || error instanceof ReadOnlyException ||
    error instanceof LockWaitTimeoutException || error instanceof DeadlockException) return 'unavailable'
  const code = driverCode(error)
  // pg's sequence_generator_limit_exceeded: a client-chosen id at the maximum used the key space up.
  if (code === '2200H') return 'exhausted'
  // pg's numeric_value_out_of_range: a value the statement computes (a sum of floats past 1.8e308,
  // a sum of integers past a bigint) is past its type; the stored values were each in range.
  if (code === '22003') return 'out-of-range'
  // SQLite's exact NUMERIC sum of a value it holds as infinite (lib/db/sqlite-functions.ts).
  if (code === DECIMAL_SUM_OUT_OF_RANGE) return 'out-of-range'
  if (code !== undefined && (UNAVAILABLE_CODES.has(code) || code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_BUSY'))) {
    return 'unavailable'
  }
  if (error instanceof Error && code === undefined && isPgConnectionLoss(error)) return 'unavailable'
  return undefined
}

// pg reports a lost connection as a plain Error with no code and no class of its own, so for
// these alone (never for constraint errors) the fixed texts of pg and pg-pool are the only mark.
function isPgConnectionLoss (error: Error): boolean {
  return error.message === 'Connection terminated unexpectedly' ||
    error.message === 'Connection terminated' ||
    error.message.startsWith('timeout exceeded when trying to connect') ||
    error.message === 'timeout expired' || // a pooled client's own connectionTimeoutMillis, before the pool's
    error.message === 'Query read timeout' || // a query's query_timeout (a new connection's ownSession)
    error.message === 'Connection terminated due to connection timeout' ||
    error.message === 'Cannot use a pool after calling end on the pool' ||
    error.message === 'Client has encountered a connection error and is not queryable' ||
    error.message === 'Client was closed and is not queryable'
}

// A server that cannot be reached or is shutting down, starting up or full (not a statement that
// failed on a working server): what makes a replica's reads move elsewhere.
const CONNECTION_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH',
  '57P01', '57P02', '57P03', '08000', '08003', '08006', '08001', '08004', '08007', '08P01', '53300',
  'ECONNABORTED', 'ERR_STREAM_WRITE_AFTER_END', 'ERR_STREAM_DESTROYED', 'ERR_SOCKET_CLOSED'
])

/** Whether the error says the server is out of reach, rather than that a statement failed. */
export function isConnectionFailure (error: unknown): boolean {
  const code = driverCode(error)
  if (code !== undefined) return CONNECTION_CODES.has(code)
  return error instanceof Error && isPgConnectionLoss(error)
}

/** The client-facing error for a database failure that is not a conflict (those need the record). */
export function unavailableOr (error: unknown): unknown {
  const failure = classifyDbError(error)
  if (failure === 'exhausted') return new errors.IdSpaceExhausted('record')
  if (failure === 'out-of-range') return new errors.OutOfRange({ cause: error })
  return failure === 'unavailable' ? new errors.DatabaseUnavailable({ cause: error }) : error
}

// A database, table, column, function or type the server does not have: on a replica, one that
// has not replayed the primary's createAll or migration yet (the primary has them: it was checked
// at start).
const NOT_REPLAYED_CODES = new Set(['3D000', '42P01', '42703', '42883', '42704'])

/** Whether the error says the server lacks the schema the statement names, rather than that the statement is wrong. */
export function isSchemaMissing (error: unknown): boolean {
  const code = driverCode(error)
  return code !== undefined && NOT_REPLAYED_CODES.has(code)
}
