import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { MikroORM } from '@mikro-orm/core'
import { MigrationFailed, MigrationsPending } from '../errors.ts'

/** A migration file `create()` wrote, to review (and edit) before `up()` applies it. */
export interface CreatedMigration {
  /** Its name, as `list()` shows it. */
  name: string
  /** The file, absolute. */
  path: string
  /** Its statements, as in the file. */
  up: string[]
  down: string[]
}

export interface MigrationList {
  /** Applied, oldest first. */
  executed: Array<{ name: string, executedAt: Date }>
  /** Found in the folder and not applied yet, in the order `up()` applies them. */
  pending: string[]
}

/** `db.migrations`: MikroORM's migrator over this DB's models and connection. */
export class Migrations {
  readonly #orm: MikroORM
  readonly #exclusive: <T>(work: () => Promise<T>) => Promise<T>

  /** `exclusive` runs work as the database's only writer (SQLite has one write connection). */
  constructor (orm: MikroORM, exclusive: <T>(work: () => Promise<T>) => Promise<T>) {
    this.#orm = orm
    this.#exclusive = exclusive
  }

  /** The folder of migration files, absolute. */
  get path (): string {
    return this.#orm.config.get('migrations').path as string
  }

  /**
   * Writes a migration from the difference between the models and the database, or returns
   * undefined when they match. `blank` writes an empty one to fill in by hand. Refused while
   * migrations are pending: the database would not be the one the new migration starts from.
   */
  async create (options: { name?: string, blank?: boolean } = {}): Promise<CreatedMigration | undefined> {
    const pending = (await this.list()).pending
    if (pending.length > 0) throw new MigrationsPending(pending.join(', '))
    const result = await this.#orm.migrator.create(undefined, options.blank ?? false, false, options.name)
    if (result.fileName === '') return undefined
    const statements = (list: string[]): string[] => list.filter(sql => sql !== '')
    return {
      name: result.fileName.replace(/\.mjs$/, ''),
      path: join(this.path, result.fileName),
      up: statements(result.diff.up),
      down: statements(result.diff.down)
    }
  }

  /** Applies the pending migrations, all in one transaction; returns their names. */
  async up (): Promise<string[]> {
    return await this.#run('up', {})
  }

  /** Reverts the last applied migration, or with `to` those applied after it (0: all); returns their names. */
  async down (options: { to?: string | 0 } = {}): Promise<string[]> {
    return await this.#run('down', options.to === undefined ? {} : { to: options.to })
  }

  async list (): Promise<MigrationList> {
    const migrator = this.#orm.migrator
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
    if (!existsSync(this.path) || readdirSync(this.path).length === 0) return
    const migrator = this.#orm.migrator
    for (const migration of await migrator.getPending()) await migrator.logMigration(migration.name)
  }

  async #run (method: 'up' | 'down', options: { to?: string | 0 }): Promise<string[]> {
    const migrator = this.#orm.migrator
    let current = ''
    const track = ({ name }: { name: string }): void => { current = name }
    migrator.on(method === 'up' ? 'migrating' : 'reverting', track)
    try {
      return await this.#exclusive(async () => (await migrator[method](options)).map(migration => migration.name))
    } catch (error) {
      throw new MigrationFailed(current, error instanceof Error ? error.message : String(error), { cause: error })
    } finally {
      migrator.off(method === 'up' ? 'migrating' : 'reverting', track)
    }
  }
}
