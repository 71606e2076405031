import type { MikroORM } from '@mikro-orm/core'
import { DatabaseSchema, SchemaComparator, type AbstractSqlConnection, type AbstractSqlPlatform, type Column, type SqlSchemaGenerator, type TableDifference } from '@mikro-orm/sql'
import { repeatedKeys } from './repeated-keys.ts'

/**
 * What a migration written now from the models would do to rows that exist, said before anything
 * runs: a NOT NULL column added without a default (it fails on a table with rows), a column made
 * NOT NULL that holds nulls (it fails), a column dropped (its values are lost), a primary or
 * unique key (one column or several) added where rows repeat its values (it fails). Each names
 * the table, the column and the rows concerned.
 */
export async function migrationWarnings (orm: MikroORM): Promise<string[]> {
  const generator = orm.schema as unknown as SqlSchemaGenerator
  const platform = orm.em.getPlatform() as AbstractSqlPlatform
  const connection = orm.em.getConnection() as AbstractSqlConnection
  const toSchema = generator.getTargetSchema()
  const { skipTables, skipViews } = orm.config.get('schemaGenerator')
  const fromSchema = await DatabaseSchema.create(connection, platform, orm.config, undefined, [...toSchema.getNamespaces()], undefined, skipTables, skipViews)
  fromSchema.prune(undefined, [])
  toSchema.prune(undefined, [])
  const diff = new SchemaComparator(platform).compare(fromSchema, toSchema)
  const count = async (table: string, where = ''): Promise<number> => {
    const rows = await connection.execute<Array<{ n: number | string }>>(`select count(*) as n from ${platform.quoteIdentifier(table)}${where}`)
    return Number(rows[0]?.n ?? 0)
  }
  const warnings: string[] = []
  for (const change of Object.values(diff.changedTables)) {
    const table = change.toTable.name
    for (const column of Object.values(change.addedColumns)) {
      if (!needsValue(column)) continue
      const rows = await count(table)
      warnings.push(`${table}.${column.name} is added NOT NULL without a default: the migration fails on a table with rows ` +
        `(${table} has ${plural(rows, 'row')}). Give the column a serverDefault, or make it nullable and fill it in a migration of its own.`)
    }
    for (const { column, fromColumn } of Object.values(change.changedColumns)) {
      if (column.nullable || !fromColumn.nullable) continue
      const nulls = await count(table, ` where ${platform.quoteIdentifier(fromColumn.name)} is null`)
      warnings.push(`${table}.${column.name} becomes NOT NULL: the migration fails while a row holds null in it ` +
        `(${plural(nulls, 'row')} of ${table} ${nulls === 1 ? 'does' : 'do'}). Fill those rows first.`)
    }
    for (const column of Object.values(change.removedColumns)) {
      const rows = await count(table)
      warnings.push(`${table}.${column.name} is dropped with its values (${plural(rows, 'row')} of ${table}). ` +
        'If it was renamed, write the rename by hand in a blank migration instead (see the review before up()).')
    }
    warnings.push(...await repeatedKeys(connection, platform, change as TableDifference))
  }
  return warnings
}

/** A NOT NULL column that the rows of its table would need a value for. */
function needsValue (column: Column): boolean {
  return !column.nullable && column.default == null && column.autoincrement !== true && column.generated == null
}

function plural (n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`
}
