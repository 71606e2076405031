import type { MikroORM } from '@mikro-orm/core'
import type { TableDifference } from '@mikro-orm/sql'

interface SqliteSchemaHelper {
  alterTable: (diff: TableDifference, safe?: boolean) => string[]
  getAlterTempTableSQL: (diff: TableDifference) => string[]
}

/** Whether a table's change touches its primary key, which SQLite cannot alter in place. */
function changesPrimaryKey (diff: TableDifference): boolean {
  return [diff.addedIndexes, diff.changedIndexes, diff.removedIndexes].some(indexes => Object.values(indexes).some(index => index.primary))
}

/**
 * SQLite has no `alter table ... add primary key`, and MikroORM 7.2 writes that (after `drop
 * index primary`, which fails) when a table's primary key changes, e.g. to a composite key. Such
 * a change rebuilds the table instead, as MikroORM does for a changed column: a copy with the new
 * key, the rows copied, the old table dropped, the copy renamed (foreign keys off meanwhile,
 * lib/db/migrations.ts).
 */
export function rebuildOnKeyChange (orm: MikroORM): void {
  const helper = (orm.em.getPlatform() as unknown as { getSchemaHelper: () => SqliteSchemaHelper }).getSchemaHelper()
  const alterTable = helper.alterTable.bind(helper)
  helper.alterTable = (diff, safe) => changesPrimaryKey(diff) ? helper.getAlterTempTableSQL(diff) : alterTable(diff, safe)
}
