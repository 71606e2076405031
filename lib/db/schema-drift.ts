import { existsSync, readdirSync } from 'node:fs'
import type { MikroORM } from '@mikro-orm/core'
import { DatabaseSchema, SchemaComparator, type AbstractSqlConnection, type AbstractSqlPlatform, type ColumnDifference, type SchemaDifference, type SqlSchemaGenerator, type TableDifference } from '@mikro-orm/sql'
import type { Migrations } from './migrations.ts'

/** One table whose shape in the database is not the one its model declares. */
export interface TableDrift {
  table: string
  /** Each difference in words: `column email is missing`, `column age is int4 in the database, varchar(20) in the model`. */
  differences: string[]
}

/** The database's schema against the models', as MikroORM's schema comparator sees them. */
export interface SchemaComparison {
  diff: SchemaDifference
  generator: SqlSchemaGenerator
  /** How many tables the models have. */
  modelTables: number
}

/**
 * How to make the tables match their models when the migrations say more than "write one": apply
 * those pending, or, for a database a newer release migrated (its migrations applied, their files
 * not in this folder), start that release or revert them with it. Tried as a new user would, an
 * earlier release started again there was told to write a migration, which dropped the newer
 * release's columns with their values. Undefined when neither.
 */
export async function migrationAdvice (migrations: Pick<Migrations, 'path' | 'list'>): Promise<string | undefined> {
  // An application without migration files has none, and asking MikroORM would create its bookkeeping table and the folder.
  if (!existsSync(migrations.path) || readdirSync(migrations.path).length === 0) return undefined
  const { executed, pending } = await migrations.list()
  const advice = pendingAdvice(pending)
  if (advice !== undefined) return advice
  const files = new Set(readdirSync(migrations.path).map(file => file.replace(/\.[mc]?[jt]s$/, '')))
  const unknown = executed.filter(migration => !files.has(migration.name)).map(migration => migration.name)
  if (unknown.length === 0) return undefined
  const known = executed.filter(migration => files.has(migration.name)).at(-1)?.name ?? '0'
  const [it, migration] = unknown.length === 1 ? ['it', 'migration'] : ['them', 'migrations']
  return `the database has ${unknown.length} ${migration} applied that ${migrations.path} lacks (${unknown.join(', ')}): a newer release migrated it. ` +
    `Start that release, or revert ${it} first with that release's npx fastify-model-resources migration:down --to ${known}; a migration written here would undo ${it}`
}

/**
 * With migrations written but not applied, how to make the tables match their models: apply them
 * (writing another is refused until they are). Undefined when none is pending.
 */
export function pendingAdvice (pending: readonly string[]): string | undefined {
  if (pending.length === 0) return undefined
  const one = pending.length === 1
  return `${pending.length} migration${one ? ' is' : 's are'} pending (${pending.join(', ')}): apply ${one ? 'it' : 'them'} with npx fastify-model-resources migration:up (db.migrations.up(); docs/models.md)`
}

/** Reads the database's schema (one round of catalogue queries) and compares the models' with it. */
export async function compareSchema (orm: MikroORM): Promise<SchemaComparison> {
  const generator = orm.schema as unknown as SqlSchemaGenerator
  const platform = orm.em.getPlatform() as AbstractSqlPlatform
  const toSchema = generator.getTargetSchema()
  const { skipTables, skipViews } = orm.config.get('schemaGenerator')
  const fromSchema = await DatabaseSchema.create(orm.em.getConnection() as AbstractSqlConnection, platform, orm.config,
    undefined, [...toSchema.getNamespaces()], toSchema.getTables().map(table => table.name), skipTables, skipViews)
  fromSchema.prune(undefined, [])
  toSchema.prune(undefined, [])
  return { diff: new SchemaComparator(platform).compare(fromSchema, toSchema), generator, modelTables: toSchema.getTables().length }
}

/**
 * The changed tables that count: those MikroORM would write SQL for (its comparator also reports
 * no-ops, such as a default it reads back in another spelling).
 */
export function changedTables (comparison: SchemaComparison): TableDifference[] {
  const { diff, generator } = comparison
  return Object.values(diff.changedTables)
    .filter(change => generator.diffToSQL({ ...noChange(diff.fromSchema), changedTables: { [change.name]: change } }, { wrap: false }).trim() !== '')
}

/**
 * Every table of the models that is missing from the database or differs from its model, with
 * each difference: missing and extra columns, types, nullability, defaults, indexes, foreign keys.
 * Tables of the database that no model names are not the models' business and are left out.
 */
export function driftOf (comparison: SchemaComparison): TableDrift[] {
  const missing = Object.values(comparison.diff.newTables).map(table => ({ table: table.name, differences: ['the table is missing'] }))
  const changed = changedTables(comparison).map(change => ({ table: change.toTable.name, differences: tableDifferences(change) }))
  return [...missing, ...changed]
}

function tableDifferences (change: TableDifference): string[] {
  const found = [
    // A column the comparator takes for a renamed one is, as far as anyone knows, one missing and one extra.
    ...[...Object.keys(change.addedColumns), ...Object.values(change.renamedColumns).map(column => column.name)].map(name => `column ${name} is missing`),
    ...[...Object.keys(change.removedColumns), ...Object.keys(change.renamedColumns)].map(name => `column ${name} is not in the model`),
    ...Object.values(change.changedColumns).flatMap(columnDifferences),
    ...Object.keys(change.addedIndexes).map(name => `index ${name} is missing`),
    ...Object.keys(change.removedIndexes).map(name => `index ${name} is not in the model`),
    ...Object.keys(change.changedIndexes).map(name => `index ${name} differs`),
    ...Object.keys(change.renamedIndexes).map(name => `index ${name} has another name`),
    ...Object.keys(change.addedForeignKeys).map(name => `foreign key ${name} is missing`),
    ...Object.keys(change.removedForeignKeys).map(name => `foreign key ${name} is not in the model`),
    ...Object.keys(change.changedForeignKeys).map(name => `foreign key ${name} differs`)
  ]
  return found.length > 0 ? found : ['its definition differs']
}

function columnDifferences ({ column, fromColumn, changedProperties }: ColumnDifference): string[] {
  return [...changedProperties].map(property => {
    switch (property) {
      case 'type': return `column ${column.name} is ${fromColumn.type} in the database, ${column.type} in the model`
      case 'nullable': return `column ${column.name} is ${nullability(fromColumn.nullable)} in the database, ${nullability(column.nullable)} in the model`
      case 'default': return `column ${column.name} has the default ${String(fromColumn.default ?? 'none')} in the database, ${String(column.default ?? 'none')} in the model`
      default: return `column ${column.name}: its ${property} differs`
    }
  })
}

function nullability (nullable: boolean | undefined): string {
  return nullable === true ? 'nullable' : 'not null'
}

/** A difference with no change in it. */
export function noChange (fromSchema: DatabaseSchema): SchemaDifference {
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
