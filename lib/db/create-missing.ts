import { TableExistsException, type MikroORM } from '@mikro-orm/core'
import type { Migrations } from './migrations.ts'
import { changedTables, compareSchema, migrationAdvice, noChange } from './schema-drift.ts'

/**
 * `createAll()`: with checkfirst, the tables the database lacks; without, every table (failing on
 * one that exists). On a database that had none of the models' tables, the migrations of the
 * folder are then marked applied: the tables were made with the shape they lead to.
 */
export async function createTables (orm: MikroORM, options: { checkfirst: boolean, log: (line: string) => void, migrations: Migrations }): Promise<void> {
  if (!options.checkfirst) await orm.schema.create()
  else if (!(await createMissingRaced(orm, options.log, options.migrations)).fresh) return
  await options.migrations.baseline()
}

/**
 * Comparisons createAll() makes again when another process made what it was making, in a row
 * while that other process moves on to the next table, and in all.
 */
const RACED_ATTEMPTS = 3
const RACED_ATTEMPTS_MOVING_ON = 50

/**
 * createMissingTables, compared again where another process (a replica starting beside this one)
 * created a table between this one's comparison and its `create table`: that process's table
 * stands, and the next comparison leaves it be. Before, the second of two processes starting on
 * a new database stopped with the driver's error (PostgreSQL: a duplicate key of pg_type).
 */
async function createMissingRaced (orm: MikroORM, log: (line: string) => void, migrations: Migrations): Promise<{ differing: string[], fresh: boolean }> {
  // The other process makes its tables one by one while this one compares again: each failure
  // naming another table than the last says it is still moving on, and this one follows it.
  // Tried as a new user would, two processes starting together on a new database of the example's
  // tables: 1 start in 10 stopped with `relation "user" already exists` after 3 comparisons.
  let last: string | undefined
  for (let attempt = 1, still = 1; ; attempt++, still++) {
    try {
      return await createMissingTables(orm, log, migrations)
    } catch (error) {
      if (!madeMeanwhile(error) || attempt === RACED_ATTEMPTS_MOVING_ON) throw error
      const message = (error as Error).message
      if (message !== last) still = 1
      if (still === RACED_ATTEMPTS) throw error
      last = message
    }
  }
}

/** A failed `create` that another's concurrent one explains: the name is taken now. */
function madeMeanwhile (error: unknown): boolean {
  if (error instanceof TableExistsException) return true
  const message = error instanceof Error ? error.message : ''
  // PostgreSQL's catalog keys, hit where the other's create committed while this one waited for it.
  return /already exists|pg_type_typname_nsp_index|pg_class_relname_nsp_index/.test(message)
}

/**
 * `createAll()` with checkfirst: creates the tables of the models that the database lacks, with
 * their indexes and foreign keys, and touches no table that exists. MikroORM's "safe" schema update
 * also altered existing tables: a renamed column rebuilt a SQLite table without the column's values,
 * a NOT NULL column without a default failed halfway. Existing tables change through migrations
 * (lib/db/migrations.ts); those that differ from their model are named through `log`, with the
 * migrations to apply when some are pending.
 * The database itself exists by now (DB.createAll() checked, or created it on request).
 * Returns the tables that differ, and whether the database had none of the models' tables.
 */
export async function createMissingTables (orm: MikroORM, log: (line: string) => void, migrations: Migrations): Promise<{ differing: string[], fresh: boolean }> {
  const comparison = await compareSchema(orm)
  const { diff, generator } = comparison
  const missing = { ...noChange(diff.fromSchema), newNamespaces: diff.newNamespaces, newNativeEnums: diff.newNativeEnums, newTables: diff.newTables }
  await generator.execute(generator.diffToSQL(missing, { safe: true, dropTables: false }))

  const differing = changedTables(comparison).map(change => change.toTable.name)
  if (differing.length > 0) {
    log(`[schema] createAll() left as they are the tables that differ from their models: ${differing.join(', ')}. ` +
      `${await migrationAdvice(migrations) ?? 'Change them with a migration (db.migrations.create(), then db.migrations.up())'}.`)
  }
  const created = Object.keys(diff.newTables).length
  return { differing, fresh: created > 0 && created === comparison.modelTables }
}
