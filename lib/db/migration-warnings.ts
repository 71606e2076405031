import type { MikroORM } from '@mikro-orm/core'
import { DatabaseSchema, SchemaComparator, type AbstractSqlConnection, type AbstractSqlPlatform, type Column, type SqlSchemaGenerator, type TableDifference } from '@mikro-orm/sql'
import { orphanReferences } from './orphan-references.ts'
import { repeatedKeys } from './repeated-keys.ts'
import type { Dialect } from './uri.ts'
import { plural } from './warning-text.ts'

/**
 * What a migration written now from the models would do to rows that exist, said before anything
 * runs: a NOT NULL column added without a default (it fails on a table with rows), a column made
 * NOT NULL that holds nulls (it fails), a column dropped (its values are lost), a primary or
 * unique key (one column or several) added where rows repeat its values (it fails), a foreign
 * key added or pointed at another table while rows reference what that table lacks (it fails), a column whose
 * type changes (SQLite: over values it would not hold as written; PostgreSQL fails on those), a
 * column taken as renamed (MikroORM's guess: one removed column matching an added one), whose
 * values the new name keeps. Each names the table, the column and the rows concerned.
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
      const name = platform.quoteIdentifier(fromColumn.name)
      const checks = dialect === 'sqlite' ? inexactSqlite(name, column.type) : inexactPostgres(name, fromColumn.type, column.type)
      for (const { where, outcome } of checks) {
        const rows = await count(table, ` where ${where}`)
        if (rows === 0) continue
        warnings.push(`${table}.${column.name} changes from ${fromColumn.type} to ${column.type}: ${plural(rows, 'value')} of ${table} would not convert exactly, and ` +
          `${outcome}. Convert or clear such values first, in a migration of their own, or add a new column and copy what converts.`)
      }
    }
    for (const { column, fromColumn } of Object.values(change.changedColumns)) {
      if (column.nullable || !fromColumn.nullable) continue
      const nulls = await count(table, ` where ${platform.quoteIdentifier(fromColumn.name)} is null`)
      warnings.push(`${table}.${column.name} becomes NOT NULL: the migration fails while a row holds null in it ` +
        `(${plural(nulls, 'row')} of ${table} ${nulls === 1 ? 'does' : 'do'}). Fill those rows first.`)
    }
    for (const [old, column] of Object.entries(change.renamedColumns)) {
      const rows = await count(table)
      warnings.push(`${table}.${old} is taken as renamed to ${column.name}, keeping its values (${plural(rows, 'row')} of ${table}): ` +
        `the one column removed that matches the added one's type and settings. If ${column.name} is a new column instead, write the change by hand in a blank migration (see the review before up()).`)
    }
    for (const column of Object.values(change.removedColumns)) {
      const rows = await count(table)
      warnings.push(`${table}.${column.name} is dropped with its values (${plural(rows, 'row')} of ${table}). ` +
        'If it was renamed, write the rename by hand in a blank migration instead (see the review before up()).')
    }
    warnings.push(...await repeatedKeys(connection, platform, change as TableDifference))
    warnings.push(...await orphanReferences(connection, platform, change as TableDifference, fromSchema, dialect))
  }
  return warnings
}

/** Values of a column that a type change would not keep as they are, and what the migration does to them. */
interface Inexact {
  where: string
  outcome: string
}

const SQLITE_COPIES = 'SQLite copies each as it can (\'007\' becomes 7, \'abc\' stays text and reads of it fail)'

/**
 * SQLite: the values of `name` that a column of type `to` would not hold as written, by the
 * affinity SQLite gives that type: a whole number's ('007', '1.50', 'abc' stays text, which reads
 * of the column refuse); a number's ('1.50' becomes 1.5). None for other types, whose columns
 * keep a value as it is (text, dates, blobs).
 */
function inexactSqlite (name: string, to: string): Inexact[] {
  const type = to.toLowerCase()
  if (type.includes('int')) {
    return [{
      where: `${name} is not null and typeof(${name}) <> 'integer' and not (typeof(${name}) = 'real' and ${name} = cast(${name} as integer)) ` +
        `and not (typeof(${name}) = 'text' and cast(cast(${name} as integer) as text) = ${name})`,
      outcome: SQLITE_COPIES
    }]
  }
  if (!/real|floa|doub|numeric|decimal/.test(type)) return []
  return [{
    where: `${name} is not null and typeof(${name}) not in ('integer', 'real') and not (typeof(${name}) = 'text' and ` +
      `(cast(cast(${name} as integer) as text) = ${name} or cast(cast(${name} as real) as text) = ${name}))`,
    outcome: SQLITE_COPIES
  }]
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

const FAILS = 'the migration fails on them (and changes nothing)'
const NUMBER = '\\s*[-+]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][-+]?[0-9]+)?\\s*'

/**
 * PostgreSQL: the values of `name` (of type `from`) that the migration's cast to `to` would not
 * keep, for the targets it can tell beforehand, and what the cast does to them. Tried as a new
 * user would, the cast (`using (code::varchar(5))`) does not always fail: it cuts a text to the
 * new length, rounds a number to the new scale or to a whole number, and a time to the new
 * precision. It fails on a text that is no number and on a number past the new type's range.
 */
function inexactPostgres (name: string, from: string, to: string): Inexact[] {
  const type = to.toLowerCase()
  const source = from.toLowerCase()
  // A boolean casts to int (0, 1) exactly, and to no other type; other sources (json, uuid, dates) are judged by their text.
  if (/^bool/.test(source)) return /^int4?$|^integer$/.test(type) ? [] : [{ where: `${name} is not null`, outcome: FAILS }]
  const numeric = /^(?:int|smallint|bigint|numeric|decimal|real|float|double)/.test(source)
  const notNumber = { where: `${name}::text !~ '^${NUMBER}$'`, outcome: FAILS }
  // A double's or a numeric's NaN and infinities fit no whole number nor numeric(p, s).
  const notFinite = { where: `${name}::text in ('NaN', 'Infinity', '-Infinity')`, outcome: FAILS }
  const length = /^(?:varchar|character varying)\((\d+)\)$/.exec(type)
  if (length !== null) return [{ where: `char_length(${name}::text) > ${length[1]}`, outcome: `the migration cuts them to ${length[1]} characters` }]
  const range = INTEGER_RANGES[type]
  if (range !== undefined) {
    const outside = { where: `${name}::text ~ '^${NUMBER}$' and round((${name}::text)::numeric) not between ${range[0]} and ${range[1]}`, outcome: FAILS }
    if (!numeric) return [{ where: `${name}::text !~ '^\\s*[-+]?[0-9]+\\s*$'`, outcome: FAILS }, outside]
    const fraction = `${name}::text ~ '^${NUMBER}$' and (${name}::text)::numeric <> round((${name}::text)::numeric)`
    return [notFinite, { where: fraction, outcome: 'the migration rounds them to whole numbers' }, outside]
  }
  const decimal = /^(?:numeric|decimal)\((\d+),(\d+)\)$/.exec(type)
  if (decimal !== null) {
    const [precision, scale] = [Number(decimal[1]), Number(decimal[2])]
    const value = `(${name}::text)::numeric`
    const rounded = { where: `${name}::text ~ '^${NUMBER}$' and ${value} <> round(${value}, ${scale})`, outcome: `the migration rounds them to ${plural(scale, 'decimal place')}` }
    const outside = { where: `${name}::text ~ '^${NUMBER}$' and abs(round(${value}, ${scale})) >= 1e${precision - scale}`, outcome: FAILS }
    return numeric ? [notFinite, rounded, outside] : [notNumber, rounded, outside]
  }
  if (/^(?:numeric|decimal|real|float4|float8|double precision)/.test(type)) return numeric ? [] : [notNumber]
  if (type === 'date' && /^timestamp/.test(source)) {
    return [{ where: `${name}::time <> '00:00'`, outcome: 'the migration drops their time of day' }]
  }
  const time = /^(?:timestamptz|timestamp|time|timetz)(?:\((\d)\))?$/.exec(type)
  if (time !== null && /^(?:timestamp|time)/.test(from.toLowerCase())) {
    const digits = Number(time[1] ?? 6)
    if (digits >= 6) return []
    return [{
      where: `${name} is not null and extract(microseconds from ${name})::bigint % ${10 ** (6 - digits)} <> 0`,
      outcome: `the migration rounds them to ${digits === 0 ? 'whole seconds' : `${plural(digits, 'decimal place')} of a second`}`
    }]
  }
  return []
}

/** A NOT NULL column that the rows of its table would need a value for. */
function needsValue (column: Column): boolean {
  return !column.nullable && column.default == null && column.autoincrement !== true && column.generated == null
}
