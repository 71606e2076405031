import type { MikroORM } from '@mikro-orm/core'
import type { TableDifference } from '@mikro-orm/sql'

interface SqliteSchemaHelper {
  alterTable: (diff: TableDifference, safe?: boolean) => string[]
  getAlterTempTableSQL: (diff: TableDifference) => string[]
  quote: (name: string) => string
}

/**
 * MikroORM 7.2's rebuild of a table copies a column the new table names only where the old one
 * has the same name, and `null as <new name>` otherwise. Tried as a new user would:
 * - a rename made in the same change as another column's new type emptied the renamed column (a
 *   NOT NULL one failed the run), with no warning: the copy takes its values from its old name;
 * - a NOT NULL column added with a `serverDefault`, in the same change as a foreign key, failed
 *   the run (`NOT NULL constraint failed`), as the docs say only a column without one does: the
 *   copy gives an added column its default, as `alter table ... add column` would.
 */
function copyColumns (helper: SqliteSchemaHelper): void {
  const rebuild = helper.getAlterTempTableSQL.bind(helper)
  helper.getAlterTempTableSQL = diff => {
    const renamed = Object.entries(diff.renamedColumns).map(([old, column]) => [column.name, helper.quote(old)] as const)
    const renamedNames = new Set(renamed.map(([name]) => name))
    const defaulted = diff.toTable.getColumns()
      .filter(column => diff.fromTable.getColumn(column.name) === undefined && !renamedNames.has(column.name) && column.default != null)
      .map(column => [column.name, `(${String(column.default)})`] as const)
    return rebuild(diff).map(sql => !sql.startsWith('insert into ') ? sql : [...renamed, ...defaulted].reduce(
      (copy, [name, value]) => copy.replace(`null as ${helper.quote(name)}`, `${value} as ${helper.quote(name)}`), sql))
  }
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
 *
 * MikroORM writes nothing for a removed foreign key on SQLite, which can drop one only so: the
 * key stayed, the start-time check (which counts a change by its SQL) could not see it, writes
 * the models allow were refused, and a later `drop table` of the old parent deleted every child
 * row through the key's `on delete cascade`. Such a table is made again too.
 */
export function rebuildOnKeyChange (orm: MikroORM): void {
  const helper = (orm.em.getPlatform() as unknown as { getSchemaHelper: () => SqliteSchemaHelper }).getSchemaHelper()
  copyColumns(helper)
  const alterTable = helper.alterTable.bind(helper)
  helper.alterTable = (diff, safe) => {
    if (changesPrimaryKey(diff)) return helper.getAlterTempTableSQL(diff)
    if (Object.keys(diff.removedForeignKeys).length === 0) return alterTable(diff, safe)
    // The rest of the change first, as MikroORM writes it (a rename, a column added with its
    // default: the copy below keeps only the columns both sides name), then, unless that rebuilt
    // the table already, the table made again from itself, without the key.
    const altered = alterTable({ ...diff, removedForeignKeys: {} }, safe)
    if (altered.some(sql => sql.includes('__temp_alter'))) return altered
    return [...altered, ...helper.getAlterTempTableSQL({ ...diff, fromTable: diff.toTable, renamedColumns: {} })]
  }
}
