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
 * The migrations written but not applied. An application without migration files has none, and
 * asking MikroORM would create its bookkeeping table and the folder.
 */
export async function pendingMigrations (migrations: Pick<Migrations, 'path' | 'list'>): Promise<string[]> {
  if (!existsSync(migrations.path) || readdirSync(migrations.path).length === 0) return []
  return (await migrations.list()).pending
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
