import type { AbstractSqlConnection } from '@mikro-orm/sql'
import type { ModelMeta, SearchIndex } from '../model/model-meta.ts'
import { literal, quote } from '../sql/quote.ts'
import { dropSearchIndexStatements, writesIndex } from './search-index.ts'
import type { Dialect } from './uri.ts'

/*
 * A migration's down() leaves the database as the models before it had it, search index included.
 * The index up() leaves is the new models' (made again by the migration or by up()), and its
 * triggers name the new columns: after a down() that renamed a searched column back, every
 * PostgreSQL write of the type failed (`column fmr_r.heading does not exist`); a SQLite table
 * rebuilt back lost its triggers, and writes were no longer found. The down() cannot make the
 * index from the models (those of the running code are the new ones): it makes again what the
 * database held when the migration was written, from the definitions the database keeps, and
 * fills it as that index's own insert trigger would.
 */

/** Whether a migration's statements change `table` (alter it, rebuild it, index it). */
export function changesTable (statements: readonly string[], table: string): boolean {
  const name = table.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const pattern = new RegExp(`\\b(?:table|from|on)\\s+[\`"]${name}[\`"]`, 'i')
  return statements.some(sql => pattern.test(sql))
}

/**
 * A down()'s statements for a type whose index the database has now: remove the index the
 * migration's up() leaves (the model's), then make the one there is now again, and fill it.
 */
export async function restoreSearchIndex (connection: AbstractSqlConnection, meta: ModelMeta, index: SearchIndex, dialect: Dialect): Promise<string[]> {
  const made = dialect === 'sqlite' ? await sqliteObjects(connection, meta, index) : await postgresObjects(connection, meta, index)
  return [...made.drops, ...dropSearchIndexStatements(meta, dialect), ...made.creates]
}

interface Objects {
  /** The triggers of the index there is, by name (the model's may be others). */
  drops: string[]
  /** The index there is, made and filled again. */
  creates: string[]
}

/** SQLite: the FTS5 table's and the triggers' statements as kept in sqlite_master, run as they are. */
async function sqliteObjects (connection: AbstractSqlConnection, meta: ModelMeta, index: SearchIndex): Promise<Objects> {
  const prefix = literal(index.table + '_')
  const rows = await connection.execute<Array<{ name: string, type: string, sql: string }>>(
    `select name, type, sql from sqlite_master where name = ${literal(index.table)} or (type = 'trigger' and substr(name, 1, length(${prefix})) = ${prefix}) order by type desc, name`)
  const triggers = rows.filter(row => row.type === 'trigger' && writesIndex(row.sql, index))
  const table = rows.find(row => row.name === index.table)
  if (table === undefined) return { drops: [], creates: [] }
  // Its insert trigger's `insert into <index> (rowid, ...) values (new.<key>, ...);`, over every row.
  const insert = triggers.find(row => row.name === `${index.table}_insert`)
  const body = insert === undefined ? null : /\bbegin (insert into .+?) values \((.*)\); end$/is.exec(insert.sql)
  const fill = body === null ? [] : [`${body[1]} select ${body[2]} from ${quote(meta.tableName)} as new`]
  return {
    drops: triggers.map(row => `drop trigger if exists ${quote(row.name)}`),
    creates: [table.sql, ...triggers.map(row => row.sql), ...fill]
  }
}

/** PostgreSQL: the index table as it is, its functions and triggers as pg_get_functiondef and pg_get_triggerdef write them. */
async function postgresObjects (connection: AbstractSqlConnection, meta: ModelMeta, index: SearchIndex): Promise<Objects> {
  const prefix = literal(index.table + '_')
  const search = literal(quote(index.table))
  const [state] = await connection.execute<Array<{ key: string | null, type: string | null, functions: string[], triggers: Array<string | null>, rows: string | null }>>(
    `select (select "attname" from pg_attribute where "attrelid" = to_regclass(${search}) and "attnum" > 0 and "attname" <> 'vector' and not "attisdropped") as "key", ` +
    `(select format_type("atttypid", "atttypmod") from pg_attribute where "attrelid" = to_regclass(${search}) and "attnum" > 0 and "attname" <> 'vector' and not "attisdropped") as "type", ` +
    // The tsvector function first: the others call it.
    `array(select pg_get_functiondef("p"."oid") from pg_proc as "p" where left("p"."proname", length(${prefix})) = ${prefix} ` +
    `and ("p"."oid" = to_regprocedure(${literal(`${quote(`${index.table}_tsvector`)}(text)`)}) or position(${literal(quote(index.table) + ' ')} in "p"."prosrc") > 0) ` +
    `order by "p"."proname" <> ${literal(`${index.table}_tsvector`)}, "p"."proname") as "functions", ` +
    `array(select "t"."tgname" || chr(31) || "c"."relname" || chr(31) || pg_get_triggerdef("t"."oid") from pg_trigger as "t" join pg_class as "c" on "c"."oid" = "t"."tgrelid" ` +
    `join pg_proc as "p" on "p"."oid" = "t"."tgfoid" where not "t"."tgisinternal" and left("t"."tgname", length(${prefix})) = ${prefix} ` +
    `and position(${literal(quote(index.table) + ' ')} in "p"."prosrc") > 0 order by "t"."tgname") as "triggers", ` +
    `(select "prosrc" from pg_proc where "oid" = to_regprocedure(${literal(`${quote(`${index.table}_rows`)}()`)})) as "rows"`)
  if (state.key === null || state.type === null) return { drops: [], creates: [] }
  const triggers = state.triggers.flatMap(row => row === null ? [] : [row.split('\u001f')])
  // Its rows function's `insert into <index> (...) select ... from "fmr_new" as "fmr_r"`, over every row.
  const from = ' from "fmr_new" as "fmr_r"'
  const start = state.rows?.indexOf(`insert into ${quote(index.table)} `) ?? -1
  const end = state.rows?.indexOf(from, start) ?? -1
  const fill = state.rows == null || start < 0 || end < 0 ? [] : [`${state.rows.slice(start, end)} from ${quote(meta.tableName)} as "fmr_r"`]
  return {
    drops: triggers.map(([name, table]) => `drop trigger if exists ${quote(name)} on ${quote(table)}`),
    creates: [
      `create table ${quote(index.table)} (${quote(state.key)} ${state.type} primary key, "vector" tsvector not null)`,
      `create index ${quote(`${index.table}_vector`)} on ${quote(index.table)} using gin ("vector")`,
      ...state.functions,
      ...triggers.map(([, , definition]) => definition),
      ...fill
    ]
  }
}
