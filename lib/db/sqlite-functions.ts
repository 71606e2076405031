/**
 * The SQL functions this library adds to each SQLite connection it opens (the write connection,
 * the read one, and each helper process's): SQLite's own `lower()` folds A-Z only, where
 * PostgreSQL's ilike folds every letter, so `ilike` lower-cases with JavaScript's.
 */
export const UNICODE_LOWER = 'fmr_lower'

/** A better-sqlite3 connection, as far as adding functions goes. */
export interface FunctionHost {
  function: (name: string, options: { deterministic: boolean }, fn: (value: unknown) => unknown) => unknown
}

export function addSqliteFunctions (db: FunctionHost): void {
  db.function(UNICODE_LOWER, { deterministic: true }, value => typeof value === 'string' ? value.toLowerCase() : value)
}
