import type { MikroORM } from '@mikro-orm/core'
import type { TableDifference } from '@mikro-orm/sql'

interface SqliteSchemaHelper {
  alterTable: (diff: TableDifference, safe?: boolean) => string[]
  getAlterTempTableSQL: (diff: TableDifference) => string[]
}

/**
 * Whether a table's change is one SQLite cannot make in place: its primary key, or a foreign key
 * the models no longer declare (a relationship removed, or its parent model).
 */
function needsRebuild (diff: TableDifference): boolean {
  return [diff.addedIndexes, diff.changedIndexes, diff.removedIndexes].some(indexes => Object.values(indexes).some(index => index.primary)) ||
    Object.keys(diff.removedForeignKeys).length > 0
}

/**
 * SQLite has no `alter table ... add primary key`, and MikroORM 7.2 writes that (after `drop
 * index primary`, which fails) when a table's primary key changes, e.g. to a composite key. Such
 * a change rebuilds the table instead, as MikroORM does for a changed column: a copy with the new
 * key, the rows copied, the old table dropped, the copy renamed (foreign keys off meanwhile,
 * lib/db/migrations.ts).
 *
 * MikroORM writes nothing for a removed foreign key on SQLite, which can drop one only so: the
 * key stayed, the start-time check (which counts a change by its SQL) could not see it, writes
 * the models allow were refused, and a later `drop table` of the old parent deleted every child
 * row through the key's `on delete cascade`. Such a table is made again too.
 */
export function rebuildOnKeyChange (orm: MikroORM): void {
  const helper = (orm.em.getPlatform() as unknown as { getSchemaHelper: () => SqliteSchemaHelper }).getSchemaHelper()
  const alterTable = helper.alterTable.bind(helper)
  helper.alterTable = (diff, safe) => needsRebuild(diff) ? helper.getAlterTempTableSQL(diff) : alterTable(diff, safe)
}
