import type { AbstractSqlConnection, AbstractSqlPlatform, IndexDef, TableDifference } from '@mikro-orm/sql'
import { show } from './warning-text.ts'

// How many repeated combinations a warning names: enough to find them, short enough to read.
const SHOWN = 5

/**
 * The primary and unique keys a migration adds to a table whose rows repeat their values: the
 * statement would fail. Each warning names the key and the colliding rows (their values and how
 * many rows hold them). Nulls never collide in a unique key; a primary key's nulls are the
 * NOT NULL warning's.
 */
export async function repeatedKeys (connection: AbstractSqlConnection, platform: AbstractSqlPlatform, change: TableDifference): Promise<string[]> {
  const table = change.toTable.name
  const had = new Set(change.fromTable.getColumns().map(column => column.name))
  const keys = [...Object.values(change.addedIndexes), ...Object.values(change.changedIndexes)]
    .filter(index => (index.unique || index.primary) && index.expression === undefined && index.columnNames.length > 0 && index.columnNames.every(name => had.has(name)))
  const warnings: string[] = []
  for (const key of keys) {
    const repeats = await repeatsOf(connection, platform, table, key)
    if (repeats.length === 0) continue
    const shown = repeats.slice(0, SHOWN).map(row => `${key.columnNames.map(name => `${name} ${show(row[name])}`).join(', ')} (${String(row.n)} rows)`)
    const more = repeats.length > SHOWN ? `, and more (${repeats.length > SHOWN * 20 ? `over ${SHOWN * 20}` : repeats.length} repeated combinations in all)` : ''
    warnings.push(`${table} gets the ${key.primary ? 'primary' : 'unique'} key (${key.columnNames.join(', ')}): the migration fails while rows repeat it. ` +
      `Colliding rows of ${table}: ${shown.join('; ')}${more}. Remove or change the repeats first.`)
  }
  return warnings
}

/** The repeated combinations of a key's columns, with how many rows hold each (at most a hundred and one). */
async function repeatsOf (connection: AbstractSqlConnection, platform: AbstractSqlPlatform, table: string, key: IndexDef): Promise<Array<Record<string, unknown>>> {
  const columns = key.columnNames.map(name => platform.quoteIdentifier(name))
  const notNull = key.primary ? '' : ` where ${columns.map(column => `${column} is not null`).join(' and ')}`
  const list = columns.join(', ')
  return await connection.execute<Array<Record<string, unknown>>>(
    `select ${list}, count(*) as n from ${platform.quoteIdentifier(table)}${notNull} group by ${list} having count(*) > 1 order by ${list} limit ${SHOWN * 20 + 1}`)
}
