import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import type { Test } from 'tap'
import type { DB } from '../../lib/index.ts'

/** A user's project in a temporary folder: its database, its migrations folder, this repository's packages. */
export interface MigrationProject {
  dir: string
  /** A SQLite file of the project (a database that outlives a connection), or the PostgreSQL database given. */
  url: string
  migrationsPath: string
  /** Writes a file of the project, by its path in the project. */
  write: (path: string, text: string) => void
}

export function migrationProject (t: Test, dialect: 'sqlite' | 'postgresql', url: string): MigrationProject {
  const dir = mkdtempSync(join(tmpdir(), 'fmr-migrations-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  // Migration files import '@mikro-orm/migrations' as in a project that installed the package.
  symlinkSync(resolve(import.meta.dirname, '../../node_modules'), join(dir, 'node_modules'))
  return {
    dir,
    url: dialect === 'sqlite' ? 'sqlite:///' + join(dir, 'app.db') : url,
    migrationsPath: join(dir, 'migrations'),
    write (path, text) {
      mkdirSync(dirname(join(dir, path)), { recursive: true })
      writeFileSync(join(dir, path), text)
    }
  }
}

/** The table's column names, in order. */
export async function columnsOf (db: DB, table: string): Promise<string[]> {
  const sql = db.dialect === 'sqlite'
    ? `select name from pragma_table_info('${table}') order by cid`
    : `select column_name as name from information_schema.columns where table_schema = 'public' and table_name = '${table}' order by ordinal_position`
  return (await rowsOf(db, sql)).map(([name]) => String(name))
}

/** The rows of a query, each an array of its values in column order. */
export async function rowsOf (db: DB, sql: string): Promise<unknown[][]> {
  const rows = await db.orm.em.getConnection().execute<Array<Record<string, unknown>>>(sql, [], 'all')
  return rows.map((row: Record<string, unknown>) => Object.values(row))
}
