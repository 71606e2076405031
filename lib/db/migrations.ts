import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { MikroORM, Transaction } from '@mikro-orm/core'
import type { AbstractSqlConnection } from '@mikro-orm/sql'
import { MigrationFailed, MigrationsPending } from '../errors.ts'
import { foreignKeyViolations } from './foreign-key-check.ts'
import { checkDialect, checkFolder, rebuildsTables } from './migration-files.ts'
import { migrationWarnings } from './migration-warnings.ts'
import type { Migrator } from './migrator.ts'
import { createSearchIndexes } from './search-index.ts'
import { missingSearchIndexes } from './search-index-migration.ts'
import type { ModelMeta } from '../model/model-meta.ts'
import type { Dialect } from './uri.ts'

/** A migration file `create()` wrote, to review (and edit) before `up()` applies it. */
export interface CreatedMigration {
  /** Its name, as `list()` shows it. */
  name: string
  /** The file, absolute. */
  path: string
  /** Its statements, as in the file. */
  up: string[]
  down: string[]
  /** What it would do to rows that exist: a NOT NULL column without a default, a column dropped (see migration-warnings.ts). */
  warnings: string[]
}

export interface MigrationList {
  /** Applied, oldest first. */
  executed: Array<{ name: string, executedAt: Date }>
  /** Found in the folder and not applied yet, in the order `up()` applies them. */
  pending: string[]
}

/** A migration of a dry run and the statements it sent, in order. */
export interface PlannedMigration {
  name: string
  statements: string[]
}

interface RunOptions { to?: string | 0 }

/** The searched types a migration makes indexes for, and where to say why one could not be made. */
interface SearchTypes {
  metas: readonly ModelMeta[]
  log: (line: string) => void
}

/**
 * The PostgreSQL advisory lock a run of migrations holds for its transaction (`pg_advisory_xact_lock`):
 * processes that migrate at once (replicas started together, each calling `up()`) take turns, and
 * each reads what is applied once the one before it committed. Any other work is free to take
 * other keys. The number is the first 8 bytes of sha256('fastify-model-resources migrations').
 */
export const MIGRATION_LOCK = '-3005485340590249000'

/** The dry run's way out of its transaction once every migration ran: everything is rolled back. */
class DryRunDone extends Error {}

/** `db.migrations`: MikroORM's migrator over this DB's models and connection. */
export class Migrations {
  readonly #orm: MikroORM
  readonly #dialect: Dialect
  readonly #exclusive: <T>(work: () => Promise<T>) => Promise<T>

  readonly #search: SearchTypes
  readonly #outbox: ((made: { up: string[], down: string[] }) => Promise<{ up: string[], down: string[] }>) | undefined

  /** `exclusive` runs work as the database's only writer (SQLite has one write connection). */
  constructor (orm: MikroORM, dialect: Dialect, exclusive: <T>(work: () => Promise<T>) => Promise<T>, search: SearchTypes = { metas: [], log: () => {} },
    outbox?: (made: { up: string[], down: string[] }) => Promise<{ up: string[], down: string[] }>) {
    this.#orm = orm
    this.#dialect = dialect
    this.#exclusive = exclusive
    this.#search = search
    this.#outbox = outbox
  }

  /** The folder of migration files, absolute. */
  get path (): string {
    return this.#orm.config.get('migrations').path as string
  }

  get #migrator (): Migrator {
    checkFolder(this.path, this.#dialect)
    return this.#orm.migrator as unknown as Migrator
  }

  /**
   * Writes a migration from the difference between the models and the database, or returns
   * undefined when they match. `blank` writes an empty one to fill in by hand. Refused while
   * migrations are pending: the database would not be the one the new migration starts from.
   */
  async create (options: { name?: string, blank?: boolean } = {}): Promise<CreatedMigration | undefined> {
    const migrator = this.#migrator
    const pending = (await this.list()).pending
    if (pending.length > 0) throw new MigrationsPending(pending.join(', '))
    const warnings = options.blank === true ? [] : await migrationWarnings(this.#orm, this.#dialect)
    // A searched type's index is no entity's: the migration makes (and fills) those the database lacks.
    // So is the change events' outbox and its triggers (DB option `events`): made where missing.
    migrator.extraDiff = async made => {
      const search = await missingSearchIndexes(this.#orm, this.#search.metas, this.#dialect, made.up)
      const outbox = await this.#outbox?.(made) ?? { up: [], down: [] }
      return { up: [...search.up, ...outbox.up], down: [...outbox.down, ...search.down] }
    }
    const result = await migrator.create(undefined, options.blank ?? false, false, options.name)
    if (result.fileName === '') return undefined
    const statements = (list: string[]): string[] => list.filter(sql => sql !== '')
    return {
      name: result.fileName.replace(/\.mjs$/, ''),
      path: join(this.path, result.fileName),
      up: statements(result.diff.up),
      down: statements(result.diff.down),
      warnings
    }
  }

  /**
   * Applies the pending migrations, all in one transaction; returns their names. Then makes the
   * search indexes createAll() could not (a searched column these migrations add).
   */
  async up (): Promise<string[]> {
    const names = (await this.#run('up', {}, false)).map(migration => migration.name)
    await this.#exclusive(async () => await createSearchIndexes(this.#orm, this.#search.metas, this.#dialect, this.#search.log))
    return names
  }

  /** Reverts the last applied migration, or with `to` those applied after it (0: all); returns their names. */
  async down (options: RunOptions = {}): Promise<string[]> {
    return (await this.#run('down', options, false)).map(migration => migration.name)
  }

  /**
   * What `up()` (or `down(options)`) would do: runs it in a transaction that is then rolled back,
   * and returns each migration with the statements it sent. A failure is thrown as `up()` throws
   * it; either way the database is left as it was.
   */
  async dryRun (method: 'up' | 'down' = 'up', options: RunOptions = {}): Promise<PlannedMigration[]> {
    return await this.#run(method, options, true)
  }

  async list (): Promise<MigrationList> {
    const migrator = this.#migrator
    const executed = await migrator.getExecuted()
    const pending = await migrator.getPending()
    return {
      executed: executed.map(row => ({ name: row.name, executedAt: new Date(row.executed_at) })),
      pending: pending.map(migration => migration.name)
    }
  }

  /**
   * Marks every migration of the folder applied: after createAll() made the models' tables on an
   * empty database, they already have the shape the migrations lead to. Creates no folder.
   */
  async baseline (): Promise<void> {
    const migrator = this.#migrator
    if (!existsSync(this.path) || readdirSync(this.path).length === 0) return
    for (const migration of await migrator.getPending()) await migrator.logMigration(migration.name)
  }

  /** The migrations `up()` or `down(options)` would run, in order, with their files. */
  async #chosen (method: 'up' | 'down', options: RunOptions): Promise<Array<{ name: string, path: string }>> {
    const migrator = this.#migrator
    const files = await migrator.files()
    if (method === 'up') {
      const executed = new Set((await migrator.getExecuted()).map(row => row.name))
      return files.filter(file => !executed.has(file.name))
    }
    const byName = new Map(files.map(file => [file.name, file]))
    const applied = (await migrator.getExecuted()).map(row => row.name).reverse()
    // As MikroORM's filterDown: the last one; 0, all; a name, those applied after it (all when none is so named).
    const to = options.to
    const names = to === undefined ? applied.slice(0, 1) : to === 0 || !applied.includes(to) ? applied : applied.slice(0, applied.indexOf(to))
    return names.flatMap(name => byName.get(name) ?? [])
  }

  /**
   * Runs the chosen migrations in one transaction. Each file is first checked to hold this
   * database's kind of SQL. On SQLite, a run that rebuilds a table (copy, drop, rename) runs with
   * foreign keys off, set outside the transaction (inside one SQLite ignores the pragma, and
   * dropping the old table would delete, refuse or unlink every row that references it), then
   * `pragma foreign_key_check` after each migration: a row left without its parent rolls it all
   * back. This is SQLite's documented procedure for such changes.
   */
  async #run (method: 'up' | 'down', options: RunOptions, dryRun: boolean): Promise<PlannedMigration[]> {
    const migrator = this.#migrator
    const chosen = await this.#chosen(method, options)
    for (const migration of chosen) await checkDialect(migration, this.#dialect)
    const offForRebuild = this.#dialect === 'sqlite' && chosen.some(migration => rebuildsTables(migration.path))
    const connection = this.#orm.em.getConnection() as AbstractSqlConnection
    const ran: PlannedMigration[] = []
    let failure: string | undefined
    const begin = ({ name }: { name: string }): void => {
      ran.push({ name, statements: [] })
      migrator.log.statements = ran[ran.length - 1].statements
      migrator.log.failed = undefined
    }
    let trx: Transaction | undefined
    const check = async (): Promise<void> => {
      if (!offForRebuild || trx === undefined) return
      let violations: string[]
      try {
        violations = await foreignKeyViolations(connection, trx)
      } catch (error) {
        failure = `pragma foreign_key_check failed after it: ${error instanceof Error ? error.message : String(error)}`
        throw error
      }
      if (violations.length === 0) return
      failure = `${violations.length} row(s) would reference a missing parent row (pragma foreign_key_check): ${violations.slice(0, 5).join(', ')}`
      throw new Error(failure)
    }
    const [before, after] = method === 'up' ? ['migrating', 'migrated'] as const : ['reverting', 'reverted'] as const
    return await this.#exclusive(async () => {
      if (offForRebuild) {
        await connection.execute('pragma foreign_keys = off')
        // The copy's rename leaves alone the triggers and views that name the table (another table's
        // search trigger reading it): with the table dropped a moment before, SQLite's rewriting of
        // them refused the rename. They name it again once the copy has its name.
        await connection.execute('pragma legacy_alter_table = on')
      }
      migrator.on(before, begin).on(after, check)
      try {
        await connection.transactional(async transaction => {
          trx = transaction
          // Before the migrator reads what is applied, in this transaction: a run of another process
          // finishes first, and what it applied is not applied again (SQLite's writes take turns already).
          if (this.#dialect === 'postgresql') await connection.execute(`select pg_advisory_xact_lock(${MIGRATION_LOCK})`, [], 'all', transaction)
          await migrator[method]({ ...options, transaction })
          if (dryRun) throw new DryRunDone()
        })
      } catch (error) {
        if (error instanceof DryRunDone) return ran
        const last = ran[ran.length - 1]
        if (last === undefined) throw error
        throw new MigrationFailed(last.name, failure ?? explain(error, migrator.log.failed), { cause: error })
      } finally {
        migrator.off(before, begin).off(after, check)
        migrator.log.statements = []
        migrator.log.failed = undefined
        if (offForRebuild) {
          await connection.execute('pragma legacy_alter_table = off')
          await connection.execute('pragma foreign_keys = on')
        }
      }
      return ran
    })
  }
}

/** The driver's message and the statement it refused, when it refused one (not when the migration's own code threw). */
function explain (error: unknown, statement: string | undefined): string {
  // PostgreSQL's detail comes on a line of its own: one line reads better in a log and a terminal.
  const message = (error instanceof Error ? error.message : String(error)).replace(/\s*\n\s*/g, ' ')
  return statement === undefined || message.includes(statement) ? message : `${message}; the statement: ${statement}`
}
