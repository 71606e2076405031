import type { EntityManager } from '@mikro-orm/core'
import { kindOf } from '../columns/kinds/index.ts'
import { equalParams, spelled } from '../read/to-param.ts'
import { quote } from '../sql/quote.ts'
import type { ModelMeta } from './model-meta.ts'

/**
 * A record's values before `save()` writes them: each of a kind with one canonical spelling (a
 * UUID, lowercase, as the API takes it) in that spelling, a stored record's own key excepted (it
 * names the row as stored). On a database that compares the spellings apart (SQLite's text), a
 * foreign key then takes the spelling its record is stored with (one imported in capitals), found
 * by either; none found, it stays canonical and the constraint judges it. Tried as a new user
 * would: a Maker saved with the id 'A0EE...' kept the capitals on SQLite, and a Part saved with
 * that id in lowercase, as GET answers it, was refused (`FOREIGN KEY constraint failed`).
 */
export async function spellKeys (em: EntityManager, dialect: 'sqlite' | 'postgresql', meta: ModelMeta, values: Record<string, unknown>, stored: boolean): Promise<void> {
  for (const column of meta.columns) {
    const { info } = column
    const canonical = kindOf(info).canonical
    const value = values[column.prop]
    if (canonical === undefined || value === null || value === undefined) continue
    if (stored && meta.primaryKeys.includes(column) && info.foreignKey === undefined) continue
    values[column.prop] = canonical(value)
    if (info.foreignKey === undefined || !spelled(info, dialect)) continue
    const [table, key] = info.foreignKey.split('.')
    const spellings = equalParams(info, values[column.prop], dialect)
    const rows = await em.getConnection().execute<Array<Record<string, unknown>>>(
      `select ${quote(key)} as "key" from ${quote(table)} where ${quote(key)} in (${spellings.map(() => '?').join(', ')}) limit 1`, spellings, 'all', em.getTransactionContext())
    if (rows[0] !== undefined) values[column.prop] = rows[0].key
  }
}
