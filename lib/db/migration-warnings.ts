import type { MikroORM } from '@mikro-orm/core'
import { DatabaseSchema, SchemaComparator, type AbstractSqlConnection, type AbstractSqlPlatform, type Column, type SqlSchemaGenerator, type TableDifference } from '@mikro-orm/sql'
import { repeatedKeys } from './repeated-keys.ts'
import type { Dialect } from './uri.ts'

/**
 * What a migration written now from the models would do to rows that exist, said before anything
 * runs: a NOT NULL column added without a default (it fails on a table with rows), a column made
 * NOT NULL that holds nulls (it fails), a column dropped (its values are lost), a primary or
 * unique key (one column or several) added where rows repeat its values (it fails), a column whose
 * type changes (SQLite: over values it would not hold as written; PostgreSQL fails on those).
 * Each names the table, the column and the rows concerned.
 */
export async function migrationWarnings (orm: MikroORM, dialect: Dialect): Promise<string[]> {
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
    for (const { column, fromColumn, changedProperties } of Object.values(change.changedColumns)) {
      if (!changedProperties.has('type')) continue
      const inexact = (dialect === 'sqlite' ? inexactSqlite : inexactPostgres)(platform.quoteIdentifier(fromColumn.name), column.type)
      if (inexact === null) continue
      const rows = await count(table, ` where ${inexact}`)
      if (rows === 0) continue
      warnings.push(`${table}.${column.name} changes from ${fromColumn.type} to ${column.type}: ${plural(rows, 'value')} of ${table} would not convert exactly, and ` +
        (dialect === 'sqlite' ? 'SQLite copies each as it can (\'007\' becomes 7, \'abc\' stays text and reads of it fail). ' : 'fail the migration, which changes nothing then. ') +
        'Convert or clear such values first, in a migration of their own, or add a new column and copy what converts.')
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

/**
 * SQLite: the condition of a value of `name` that a column of type `to` would not hold as written,
 * by the affinity SQLite gives that type: a whole number's ('007', '1.50', 'abc' stays text, which
 * reads of the column refuse); a number's ('1.50' becomes 1.5). Null for other types, whose
 * columns keep a value as it is (text, dates, blobs).
 */
function inexactSqlite (name: string, to: string): string | null {
  const type = to.toLowerCase()
  if (type.includes('int')) {
    return `${name} is not null and typeof(${name}) <> 'integer' and not (typeof(${name}) = 'real' and ${name} = cast(${name} as integer)) ` +
      `and not (typeof(${name}) = 'text' and cast(cast(${name} as integer) as text) = ${name})`
  }
  if (!/real|floa|doub|numeric|decimal/.test(type)) return null
  return `${name} is not null and typeof(${name}) not in ('integer', 'real') and not (typeof(${name}) = 'text' and ` +
    `(cast(cast(${name} as integer) as text) = ${name} or cast(cast(${name} as real) as text) = ${name}))`
}

/** The whole numbers each PostgreSQL integer type holds. */
const INTEGER_RANGES: Record<string, [string, string]> = {
  int2: ['-32768', '32767'],
  smallint: ['-32768', '32767'],
  int: ['-2147483648', '2147483647'],
  int4: ['-2147483648', '2147483647'],
  integer: ['-2147483648', '2147483647'],
  int8: ['-9223372036854775808', '9223372036854775807'],
  bigint: ['-9223372036854775808', '9223372036854775807']
}

/**
 * PostgreSQL: the condition of a value of `name` that the cast to `to` refuses, for the targets
 * it can tell beforehand (a text of a length, a whole number and its range, a number); null for
 * the others, which PostgreSQL casts or refuses whole at up(), naming the value.
 */
function inexactPostgres (name: string, to: string): string | null {
  const type = to.toLowerCase()
  const length = /^(?:varchar|character varying)\((\d+)\)$/.exec(type)
  if (length !== null) return `char_length(${name}::text) > ${length[1]}`
  const range = INTEGER_RANGES[type]
  if (range !== undefined) {
    return `${name} is not null and case when ${name}::text ~ '^\\s*[-+]?[0-9]+\\s*$' ` +
      `then (${name}::text)::numeric not between ${range[0]} and ${range[1]} else true end`
  }
  if (/^(?:numeric|decimal|real|float4|float8|double precision)/.test(type)) return `${name}::text !~ '^\\s*[-+]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][-+]?[0-9]+)?\\s*$'`
  return null
}

/** A NOT NULL column that the rows of its table would need a value for. */
function needsValue (column: Column): boolean {
  return !column.nullable && column.default == null && column.autoincrement !== true && column.generated == null
}

function plural (n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`
}
