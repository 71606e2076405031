import { readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, dirname, join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { MigrationDialect, MigrationsMisplaced } from '../errors.ts'
import type { Dialect } from './uri.ts'

const DIALECTS: readonly Dialect[] = ['sqlite', 'postgresql']
const NAMES: Record<Dialect, string> = { sqlite: 'SQLite', postgresql: 'PostgreSQL' }

/**
 * The database kind a migration file's SQL is for: its class's `static dialect`, written by
 * `create()`. A file from before (none recorded) whose statements quote names in backticks is
 * SQLite's, as MikroORM generates them there; otherwise undefined (hand-written, portable SQL).
 */
export async function dialectOfFile (path: string): Promise<Dialect | undefined> {
  const module = await import(pathToFileURL(path).href) as Record<string, unknown>
  const recorded = Object.values(module)
    .map(value => typeof value === 'function' ? (value as { dialect?: unknown }).dialect : undefined)
    .find(value => value !== undefined)
  if (DIALECTS.includes(recorded as Dialect)) return recorded as Dialect
  return /addSql\(\s*(?:'[^'\n]*`|`(?:[^`\\]|\\[^`])*\\`)/.test(readFileSync(path, 'utf8')) ? 'sqlite' : undefined
}

/** Refuses a migration whose SQL is another kind's than the database's, before anything runs. */
export async function checkDialect (migration: { name: string, path: string }, dialect: Dialect): Promise<void> {
  const kind = await dialectOfFile(migration.path)
  if (kind === undefined || kind === dialect) return
  throw new MigrationDialect(migration.name, NAMES[kind], NAMES[dialect])
}

/**
 * Whether a migration rebuilds a table on SQLite: MikroORM's rebuild (create a copy, copy the
 * rows, drop, rename) turns foreign keys off first, and so does one written by hand.
 */
export function rebuildsTables (path: string): boolean {
  return /pragma\s+foreign_keys\s*=\s*['"]?(off|0|false|no)\b/i.test(readFileSync(path, 'utf8'))
}

/** A migration file's name as `create()` writes it (MikroORM's `Migration<timestamp>`), any extension Node runs. */
const MIGRATION_FILE = /^Migration\d{14}.*(?<!\.d)\.[mc]?[jt]s$/

/**
 * In the layout of one folder per kind (`.../migrations/sqlite`), migration files in the folder
 * above are those of a project from before it, which would otherwise never be found: refused,
 * saying where they go.
 */
export function checkFolder (path: string, dialect: Dialect): void {
  if (!(DIALECTS as readonly string[]).includes(basename(path))) return
  const parent = dirname(path)
  let names: string[]
  try {
    names = readdirSync(parent).filter(name => MIGRATION_FILE.test(name) && statSync(join(parent, name)).isFile())
  } catch {
    return
  }
  if (names.length === 0) return
  const shown = (folder: string): string => relative(process.cwd(), folder) || '.'
  throw new MigrationsMisplaced(shown(parent), names.join(', '),
    `the migrations of this ${NAMES[dialect]} database are read from ${shown(path)}, one folder per database kind. ` +
    `Move each file into the folder of the kind it was generated on (${DIALECTS.map(kind => shown(join(parent, kind))).join(', ')}), ` +
    `or set migrationsPath to ${shown(parent)} if the application runs on ${NAMES[dialect]} only`)
}
