import type { MikroORM } from '@mikro-orm/core'
import { DatabaseSchema, SchemaComparator, type AbstractSqlConnection, type AbstractSqlPlatform, type SchemaDifference, type SqlSchemaGenerator } from '@mikro-orm/sql'
import type { Migrations } from './migrations.ts'

/**
 * `createAll()`: with checkfirst, the tables the database lacks; without, every table (failing on
 * one that exists). On a database that had none of the models' tables, the migrations of the
 * folder are then marked applied: the tables were made with the shape they lead to.
 */
export async function createTables (orm: MikroORM, options: { checkfirst: boolean, log: (line: string) => void, migrations: Migrations }): Promise<void> {
  if (!options.checkfirst) await orm.schema.create()
  else if (!(await createMissingTables(orm, options.log)).fresh) return
  await options.migrations.baseline()
}

/**
 * `createAll()` with checkfirst: creates the tables of the models that the database lacks, with
 * their indexes and foreign keys, and touches no table that exists. MikroORM's "safe" schema update
 * also altered existing tables: a renamed column rebuilt a SQLite table without the column's values,
 * a NOT NULL column without a default failed halfway. Existing tables change through migrations
 * (lib/db/migrations.ts); those that differ from their model are named through `log`.
 * Returns the tables that differ, and whether the database had none of the models' tables.
 */
export async function createMissingTables (orm: MikroORM, log: (line: string) => void): Promise<{ differing: string[], fresh: boolean }> {
  const generator = orm.schema as unknown as SqlSchemaGenerator
  await generator.ensureDatabase()
  const platform = orm.em.getPlatform() as AbstractSqlPlatform
  const toSchema = generator.getTargetSchema()
  const { skipTables, skipViews } = orm.config.get('schemaGenerator')
  const fromSchema = await DatabaseSchema.create(orm.em.getConnection() as AbstractSqlConnection, platform, orm.config,
    undefined, [...toSchema.getNamespaces()], undefined, skipTables, skipViews)
  fromSchema.prune(undefined, [])
  toSchema.prune(undefined, [])
  const diff = new SchemaComparator(platform).compare(fromSchema, toSchema)
  const missing = { ...nothing(fromSchema), newNamespaces: diff.newNamespaces, newNativeEnums: diff.newNativeEnums, newTables: diff.newTables }
  await generator.execute(generator.diffToSQL(missing, { safe: true, dropTables: false }))

  // A difference counts when MikroORM would write SQL for it (its comparator also reports no-ops).
  const differing = Object.values(diff.changedTables)
    .filter(change => generator.diffToSQL({ ...nothing(fromSchema), changedTables: { [change.name]: change } }, { wrap: false }).trim() !== '')
    .map(change => change.toTable.name)
  if (differing.length > 0) {
    log(`[schema] createAll() left as they are the tables that differ from their models: ${differing.join(', ')}. ` +
      'Change them with a migration (db.migrations.create(), then db.migrations.up()).')
  }
  const created = Object.keys(diff.newTables).length
  return { differing, fresh: created > 0 && created === toSchema.getTables().length }
}

/** A difference with no change in it. */
function nothing (fromSchema: DatabaseSchema): SchemaDifference {
  return {
    newNamespaces: new Set(),
    newNativeEnums: [],
    newTables: {},
    changedTables: {},
    removedTables: {},
    newViews: {},
    changedViews: {},
    removedViews: {},
    newRoutines: {},
    changedRoutines: {},
    removedRoutines: {},
    removedNamespaces: new Set(),
    removedNativeEnums: [],
    orphanedForeignKeys: [],
    fromSchema
  }
}
