import type { AbstractSqlConnection, AbstractSqlPlatform, DatabaseSchema, ForeignKey, TableDifference } from '@mikro-orm/sql'
import type { Dialect } from './uri.ts'
import { plural, show } from './warning-text.ts'

// How many missing parent keys a warning names: enough to find them, short enough to read.
const SHOWN = 5

/**
 * The foreign keys a migration adds or changes (a relationship pointed at another record type)
 * over rows whose values the referenced table lacks: PostgreSQL refuses the constraint, and
 * SQLite's check after its table rebuild refuses the run; either way it is rolled back. Each
 * warning names the column, the referenced table, how many rows reference a missing parent and
 * some of the values they hold. A column the same migration adds holds no values yet.
 */
export async function orphanReferences (connection: AbstractSqlConnection, platform: AbstractSqlPlatform, change: TableDifference, fromSchema: DatabaseSchema, dialect: Dialect): Promise<string[]> {
  const table = change.toTable.name
  const had = new Set(change.fromTable.getColumns().map(column => column.name))
  const keys = [...Object.values(change.addedForeignKeys), ...Object.values(change.changedForeignKeys)]
    .filter(key => key.columnNames.length > 0 && key.columnNames.every(name => had.has(name)))
  const warnings: string[] = []
  for (const key of keys) {
    const parent = fromSchema.getTable(key.referencedTableName)
    const { rows, values } = await orphansOf(connection, platform, dialect, table, key, parent === undefined ? undefined : comparable(change, key, parent.getColumns()))
    if (rows === 0) continue
    const parentName = parent?.name ?? key.referencedTableName.replace(/^.*\./, '')
    const columns = key.columnNames.join(', ')
    const shown = values.slice(0, SHOWN).map(row => key.columnNames.length === 1 ? show(row[0]) : `(${row.map(show).join(', ')})`).join(', ')
    const more = values.length > SHOWN ? ', and more' : ''
    warnings.push(`${table}.${columns} gets a foreign key to ${parentName} (${key.referencedColumnNames.join(', ')}): the migration fails (and changes nothing) while rows reference ` +
      `what ${parentName} lacks. ${plural(rows, 'row')} of ${table} ${rows === 1 ? 'does' : 'do'} (${columns} ${shown}${more}). ` +
      `First, in a migration of its own, add those ${parentName} rows, point the rows at ones that exist, or clear ${columns} where it may be null.`)
  }
  return warnings
}

/** How each pair of columns is compared: as they are when of one type, else as text (PostgreSQL refuses `integer = uuid`). */
function comparable (change: TableDifference, key: ForeignKey, parentColumns: Array<{ name: string, type: string }>): boolean[] {
  return key.columnNames.map((name, index) => {
    const own = change.fromTable.getColumn(name)?.type
    const referenced = parentColumns.find(column => column.name === key.referencedColumnNames[index])?.type
    return own !== undefined && own === referenced
  })
}

/**
 * The rows of `table` whose key columns (none null) match no row of the referenced table, and
 * their distinct values (at most six). `sameTypes` undefined: the referenced table is not there
 * yet (the migration makes it), so every such row is one.
 */
async function orphansOf (connection: AbstractSqlConnection, platform: AbstractSqlPlatform, dialect: Dialect, table: string, key: ForeignKey, sameTypes: boolean[] | undefined): Promise<{ rows: number, values: unknown[][] }> {
  const q = (name: string): string => platform.quoteIdentifier(name)
  const own = key.columnNames.map(name => `c.${q(name)}`)
  const where = own.map(column => `${column} is not null`)
  if (sameTypes !== undefined) {
    const match = key.referencedColumnNames.map((name, index) => sameTypes[index] || dialect === 'sqlite' ? `p.${q(name)} = ${own[index]}` : `p.${q(name)}::text = ${own[index]}::text`)
    where.push(`not exists (select 1 from ${q(key.referencedTableName)} p where ${match.join(' and ')})`)
  }
  const from = `from ${q(table)} c where ${where.join(' and ')}`
  const counted = await connection.execute<Array<{ n: number | string }>>(`select count(*) as n ${from}`)
  const rows = Number(counted[0]?.n ?? 0)
  if (rows === 0) return { rows, values: [] }
  const list = own.join(', ')
  const found = await connection.execute<Array<Record<string, unknown>>>(`select distinct ${list} ${from} order by ${list} limit ${SHOWN + 1}`)
  return { rows, values: found.map(row => Object.values(row)) }
}
