import type { Transaction } from '@mikro-orm/core'
import type { AbstractSqlConnection } from '@mikro-orm/sql'

/** Rows SQLite's `pragma foreign_key_check` reports: each names a parent row that is missing. */
interface Violation { table: string, rowid: number | null, parent: string }

/**
 * After a migration that ran with foreign keys off (a SQLite table rebuild), the rows that
 * reference a missing parent, as `comment 3 -> task` (by table, then rowid); empty when every reference holds.
 */
export async function foreignKeyViolations (connection: AbstractSqlConnection, trx: Transaction): Promise<string[]> {
  const rows = await connection.execute<Violation[]>('pragma foreign_key_check', [], 'all', trx)
  rows.sort((a, b) => a.table.localeCompare(b.table) || (a.rowid ?? 0) - (b.rowid ?? 0))
  return rows.map(row => `${row.table} ${row.rowid ?? '(no rowid)'} -> ${row.parent}`)
}
