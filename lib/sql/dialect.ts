import type { Dialect } from '../db/uri.ts'
import { UNICODE_LOWER } from '../db/sqlite-functions.ts'

/**
 * What differs between the databases in the SQL this library writes itself (MikroORM writes its
 * own): the compiler in this folder asks the dialect for these and writes the rest once, the same
 * on both. Kysely's query compilers take the same shape, a default compiler with the differences
 * overridden per database.
 */
export interface SqlDialect {
  readonly name: Dialect
  /** The placeholder of the `n`th parameter, from 1. */
  placeholder: (n: number) => string
  /** A whole list as the value of one parameter, so that the SQL text never varies with its length. */
  listValue: (values: unknown[]) => unknown
  /** `column` in (or not in) the list bound to `placeholder` (see listValue). */
  inList: (column: string, placeholder: string, negate: boolean) => string
  /** What precedes ` offset` when there is no limit. */
  offsetWithoutLimit: string
  /** A read's limit is written into the text, not bound (see SQLITE). */
  inlineLimit: boolean
  /** The driver reads integers exactly only when a statement asks for it (better-sqlite3's safeIntegers). */
  exactIntegersOnRequest: boolean
  /**
   * An INSERT or UPDATE ... RETURNING may be a WITH query that a select reads (PostgreSQL): a
   * write's answer then comes with its single relationships in one statement (joinedWriteSql).
   */
  writesInWith: boolean
  /**
   * A joined single relationship is a LATERAL subquery of one row (PostgreSQL), read by its key
   * for each parent of the page: a prepared statement's generic plan otherwise hashes the whole
   * related table for a page of 50 (a sequential scan of every author, measured 0.23 ms against
   * 0.19 ms by key on 1,000 authors, and growing with the table). SQLite joins by key anyway.
   */
  lateralSingles: boolean
  /**
   * A record's read (a GET of one) takes its first list in the same statement, a LATERAL read
   * of that list's records (recordWithListSql): one round trip fewer, which on PostgreSQL is
   * most of what a statement costs the server process (pg: 117 µs of CPU for a book with its
   * author alone, 170 with its tags read apart, 100 with them in the book's statement). SQLite
   * has no LATERAL, and no round trip to save.
   */
  listInRecordRead: boolean
  /**
   * A NUMERIC column's sum is summed as whole units of its scale (cents of a numeric(10, 2)):
   * SQLite keeps such a value as a binary float, whose plain sum drifts (0.1 + 0.2); each value
   * rounded to its scale is exact, and so is their sum, at any size (lib/sql/decimal-sum.ts).
   * PostgreSQL sums decimals exactly.
   */
  scaledDecimalSum: boolean
  /**
   * A BIGINT column's sum is summed in two halves (see lib/sql/wide-sum.ts): SQLite's sum() of
   * integers fails with "integer overflow" past 2^63, where PostgreSQL's sum(bigint) is a numeric.
   */
  splitWideSum: boolean
  /**
   * How a write transaction begins. SQLite: `begin immediate`, the database's write lock taken
   * before the first read; a deferred `begin` that reads (an If-Match comparison, a nested write's
   * lookup) and then writes while another process holds the lock gets SQLITE_BUSY at once, no
   * busy handler applying. PostgreSQL: `begin`, rows locked as read (`for update`).
   */
  beginWrite: string
  /**
   * The function that lower-cases text for `ilike`, every letter as PostgreSQL's ilike folds them:
   * SQLite's own `lower()` folds A-Z only (`ÉCLAIR` did not match `é%`), so its connections get
   * one of JavaScript's (lib/db/sqlite-functions.ts).
   */
  lower: string
  /** Integer primary keys draw from a sequence that a client-chosen id must move (see sequence.ts). */
  idSequence?: {
    /** Keeps every other write to the table out until the transaction ends; reads go on. */
    lock: (table: string) => string
    /** Moves `sequence` (an expression naming it) past the largest `column` of `table`, never back. */
    move: (sequence: string, table: string, column: string) => string
    /**
     * One row, `behind` true when the unique constraint `names.constraint` is the
     * table's primary key and the table holds an id past `sequence`'s last value: an id the
     * sequence hands out again (rows written with ids of their own, as an import does). False
     * where the table's key draws from no sequence of its own, or the sequence's last value is
     * unknown (never drawn, or set with `is_called` false). `names`: the quoted table and the
     * constraint's name, each as a string literal.
     */
    behind: (sequence: string, table: string, column: string, names: { table: string, constraint: string }) => string
  }
}

/**
 * One value of a list for SQLite's json_each, which takes text. A bigint (a BIGINT value) is a JSON
 * number of its digits, read as the exact integer: as a JSON string it was text, equal to no
 * integer where nothing converts it (max() of a BIGINT in a having's `in` matched no group). An
 * infinite number, which JSON.stringify writes as null, is ±9e999, which it reads as infinite.
 */
function sqliteJsonItem (value: unknown): string {
  if (typeof value === 'bigint') return String(value)
  if (value === Infinity || value === -Infinity) return value > 0 ? '9e999' : '-9e999'
  return JSON.stringify(value ?? null)
}

export const SQLITE: SqlDialect = {
  name: 'sqlite',
  placeholder: () => '?',
  listValue: values => `[${values.map(sqliteJsonItem).join(',')}]`,
  inList: (column, placeholder, negate) => `${column} ${negate ? 'not in' : 'in'} (select value from json_each(${placeholder}))`,
  // SQLite has no OFFSET without a LIMIT; -1 is no limit.
  offsetWithoutLimit: ' limit -1',
  // A bound LIMIT made a read by id three times slower (better-sqlite3: 11 µs against 4 µs a
  // statement, the extra being what a re-prepare costs; SQLite plans with the bound value): the
  // limit, an integer, is written into the text instead, one prepared statement per page size
  // (bounded by maxPageSize). The collection's `debug` text keeps the placeholder.
  inlineLimit: true,
  exactIntegersOnRequest: true,
  // RETURNING cannot be a WITH query: a write's singles are read by a statement of their own,
  // which costs no round trip on an embedded database.
  writesInWith: false,
  lateralSingles: false,
  listInRecordRead: false,
  scaledDecimalSum: true,
  splitWideSum: true,
  beginWrite: 'begin immediate',
  lower: UNICODE_LOWER,
  // AUTOINCREMENT draws past the largest id by itself.
  idSequence: undefined
}

export const POSTGRESQL: SqlDialect = {
  name: 'postgresql',
  placeholder: n => `$${n}`,
  // Integers as the array literal pg would send, written at once: pg quotes and escapes each
  // element (10.5 µs for 50 keys against 1.6, a page's related read); anything else as pg writes it.
  listValue: values => values.every(v => typeof v === 'bigint' || Number.isSafeInteger(v)) ? `{${values.join(',')}}` : values,
  inList: (column, placeholder, negate) => negate ? `not (${column} = any(${placeholder}))` : `${column} = any(${placeholder})`,
  offsetWithoutLimit: '',
  inlineLimit: false,
  exactIntegersOnRequest: false,
  writesInWith: true,
  lateralSingles: true,
  listInRecordRead: true,
  scaledDecimalSum: false,
  splitWideSum: false,
  beginWrite: 'begin',
  lower: 'lower',
  idSequence: {
    lock: table => `lock table ${table} in share row exclusive mode`,
    move: (sequence, table, column) => `select setval(seq, greatest(top, 1), top >= 1) from (select seq, greatest(` +
      `(select max(${column}) from ${table}), pg_sequence_last_value(seq::regclass)) as top ` +
      `from (select ${sequence} as seq) named) tops`,
    // Strictly past: every id a generated write or the plugin's own writes hold is at most the last value.
    behind: (sequence, table, column, names) => `select coalesce(seq is not null and exists (select 1 from pg_constraint ` +
      `where conrelid = ${names.table}::regclass and contype = 'p' and conname = ${names.constraint}) and ` +
      `(select max(${column}) from ${table}) > pg_sequence_last_value(seq::regclass), false) as behind ` +
      `from (select ${sequence} as seq) named`
  }
}

const DIALECTS: Record<Dialect, SqlDialect> = { sqlite: SQLITE, postgresql: POSTGRESQL }

/** The SQL dialect of a database named by its URI's dialect. */
export function sqlDialect (name: Dialect): SqlDialect {
  return DIALECTS[name]
}
