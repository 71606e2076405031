import type { MikroORM } from '@mikro-orm/core'
import type { AbstractSqlConnection } from '@mikro-orm/sql'
import type { ModelMeta, SearchIndex } from '../model/model-meta.ts'
import { dropSearchIndexStatements, searchIndexState, statementsFor } from './search-index.ts'
import { changesTable, restoreSearchIndex } from './search-index-restore.ts'
import type { Dialect } from './uri.ts'

/**
 * What a generated migration adds for the searched types whose index the database lacks: made and
 * filled on up, removed on down. An outdated index is made again on up, after the migration's
 * own changes of its table (a column renamed). `changes` are the migration's own statements: where
 * they change a table an index there is reads, its down makes that index again as it is now
 * (search-index-restore.ts).
 */
export async function missingSearchIndexes (orm: MikroORM, metas: readonly ModelMeta[], dialect: Dialect, changes: readonly string[] = []): Promise<{ up: string[], down: string[] }> {
  const connection = orm.em.getConnection() as AbstractSqlConnection
  const up: string[] = []
  const down: string[] = []
  for (const meta of metas) {
    if (meta.search === undefined) continue
    const state = await searchIndexState(connection, meta, meta.search, dialect)
    up.push(...statementsFor(meta, meta.search, dialect, state))
    if (state.kind === 'none') down.push(...dropSearchIndexStatements(meta, dialect))
    else if (readTables(meta, meta.search).some(table => changesTable(changes, table))) down.push(...await restoreSearchIndex(connection, meta, meta.search, dialect))
  }
  return { up, down }
}

/** The tables an index's triggers read: its type's, and each related one's. */
function readTables (meta: ModelMeta, index: SearchIndex): string[] {
  return [meta.tableName, ...index.fields.flatMap(({ relation }) => relation === undefined ? [] : [relation.targetMeta.tableName])]
}

