import { kindOf } from '../columns/kinds/index.ts'
import type { MikroORM } from '@mikro-orm/core'
import type { AbstractSqlConnection } from '@mikro-orm/sql'
import type { ModelMeta, SearchField, SearchIndex } from '../model/model-meta.ts'
import { literal, quote } from '../sql/quote.ts'
import type { Dialect } from './uri.ts'

/*
 * A searched type's index lives beside its table, in `<table>_search`, kept in step by triggers:
 * every write that changes an indexed field (through the API, the model layer, or SQL by hand)
 * changes the index in its own transaction, and a rolled-back write leaves it as it was. A field
 * reached through a single relationship (`author.lastName`) cannot be in a generated column (it
 * is another table's), so the related table has a trigger too: renaming an author re-indexes that
 * author's books in the rename's transaction.
 * SQLite: an FTS5 table whose rowid is the record's key. PostgreSQL: a table of (key, tsvector)
 * with a GIN index. Neither is a model's table: the migrations leave them alone (migrator.ts).
 */

/** The column of a field in an FTS5 table: `title`, `author_last_name`. */
function ftsColumn (field: SearchField): string {
  return quote(field.relation === undefined ? field.column.name : `${field.relation.name}_${field.column.name}`)
}

/** A field's value for the row named `row` (`new`, an alias): its column, or the related record's. */
function fieldSql (field: SearchField, row: string): string {
  const { column, relation } = field
  if (relation === undefined) return `${row}.${quote(column.name)}`
  return `(select ${quote(column.name)} from ${quote(relation.targetMeta.tableName)} where ${quote(relation.remote.name)} = ${row}.${quote(relation.local.name)})`
}

function sqliteStatements (meta: ModelMeta, index: SearchIndex): string[] {
  const table = quote(meta.tableName)
  const search = quote(index.table)
  const key = quote(meta.primaryKey.name)
  const columns = index.fields.map(ftsColumn)
  const insert = (row: string): string =>
    `insert into ${search} (rowid, ${columns.join(', ')}) values (${row}.${key}, ${index.fields.map(field => fieldSql(field, row)).join(', ')});`
  const name = (suffix: string): string => quote(`${index.table}_${suffix}`)
  // Accents are kept (remove_diacritics 0), as PostgreSQL's `simple` keeps them: one answer on both.
  return [
    `create virtual table if not exists ${search} using fts5(${columns.join(', ')}, tokenize = 'unicode61 remove_diacritics 0')`,
    `create trigger if not exists ${name('insert')} after insert on ${table} begin ${insert('new')} end`,
    `create trigger if not exists ${name('update')} after update on ${table} begin delete from ${search} where rowid = old.${key}; ${insert('new')} end`,
    `create trigger if not exists ${name('delete')} after delete on ${table} begin delete from ${search} where rowid = old.${key}; end`,
    ...index.fields.flatMap((field, at) => {
      const { relation, column } = field
      if (relation === undefined) return []
      return [`create trigger if not exists ${name(`${relation.name}_${column.name}`)} after update of ${quote(column.name)} on ${quote(relation.targetMeta.tableName)} ` +
        `begin update ${search} set ${columns[at]} = new.${quote(column.name)} where rowid in ` +
        `(select ${key} from ${table} where ${quote(relation.local.name)} = new.${quote(relation.remote.name)}); end`]
    }),
    `insert into ${search} (rowid, ${columns.join(', ')}) select "fmr_r".${key}, ${index.fields.map(field => fieldSql(field, '"fmr_r"')).join(', ')} from ${table} as "fmr_r" ` +
      `where "fmr_r".${key} not in (select rowid from ${search})`
  ]
}

/** The name of a PostgreSQL index's own function, trigger or GIN index: `<table>_search_<suffix>`. */
function named (index: SearchIndex, suffix: string): string {
  return quote(`${index.table}_${suffix}`)
}

/** The tsvector of the row named `row`: its fields, in order, as one text (through vectorFunction). */
function vectorSql (index: SearchIndex, row: string): string {
  return `${named(index, 'tsvector')}(concat_ws(' ', ${index.fields.map(field => fieldSql(field, row)).join(', ')}))`
}

/**
 * The ASCII characters that are neither letters nor digits. PostgreSQL's parser keeps a run of
 * words joined by them as one token (`3.12`, `node.js`, `bob@example.com`, `-5`, a URL, a file
 * name), where FTS5, and the search's own reading of a text, see several words: a search for
 * `node` found the record on SQLite only. They become spaces first, so both split words alike.
 * Written as ranges: `[:alnum:]` would follow the database's locale (under `C`, no letter past ASCII).
 */
const SEPARATORS = String.raw`[\u0001-\u002f\u003a-\u0040\u005b-\u0060\u007b-\u007f]+`

/**
 * A text's tsvector, within the 1 MB PostgreSQL holds in one: a text whose words pass it (a note
 * of 150,000 distinct words, say) is indexed by its first part that fits, halved until it does,
 * rather than refusing the record's write. A text under 256 kB cannot pass it (a word costs its
 * tsvector at most four times its bytes in the text), so it takes no subtransaction. An index
 * made by a version without SEPARATORS has another function body: createAll() and the next
 * migration make it again (searchIndexState).
 */
function vectorFunction (index: SearchIndex): string {
  const fn = named(index, 'tsvector')
  const language = literal(index.language)
  return `create or replace function ${fn}(body text) returns tsvector language plpgsql immutable as $$ begin ` +
    `body := regexp_replace(body, '${SEPARATORS}', ' ', 'g'); ` +
    `if octet_length(body) < 262144 then return to_tsvector(${language}, body); end if; ` +
    `begin return to_tsvector(${language}, body); ` +
    `exception when program_limit_exceeded then return ${fn}(left(body, length(body) / 2)); end; end $$`
}

/** The transition tables each statement trigger reads. */
const TRANSITIONS = { insert: 'new table as "fmr_new"', update: 'old table as "fmr_old" new table as "fmr_new"', delete: 'old table as "fmr_old"' } as const

/** The functions of a PostgreSQL index: its tsvector's, and its triggers' (`create or replace`: each can run again). */
function postgresFunctions (meta: ModelMeta, index: SearchIndex): string[] {
  const table = quote(meta.tableName)
  const search = quote(index.table)
  const key = quote(meta.primaryKey.name)
  return [
    vectorFunction(index),
    // Statement triggers over the transition tables: a write of many rows (a bulk create, an
    // update by hand) indexes them in one set, not one function call per row.
    `create or replace function ${named(index, 'rows')}() returns trigger language plpgsql as $$ begin ` +
      `if tg_op <> 'INSERT' then delete from ${search} where ${key} in (select ${key} from "fmr_old"); end if; ` +
      `if tg_op <> 'DELETE' then insert into ${search} (${key}, "vector") select "fmr_r".${key}, ${vectorSql(index, '"fmr_r"')} from "fmr_new" as "fmr_r"; end if; ` +
      'return null; end $$',
    ...index.fields.flatMap(({ relation, column }) => relation === undefined
      ? []
      : [`create or replace function ${named(index, `${relation.name}_${column.name}`)}() returns trigger language plpgsql as $$ begin ` +
          `update ${search} as "fmr_s" set "vector" = ${vectorSql(index, '"fmr_r"')} from ${table} as "fmr_r" ` +
          `where "fmr_r".${quote(relation.local.name)} = new.${quote(relation.remote.name)} and "fmr_s".${key} = "fmr_r".${key}; ` +
          'return null; end $$'])
  ]
}

/** The type of a PostgreSQL index's key column, as format_type() names it: the record's key's. */
function postgresKeyType (meta: ModelMeta): 'bigint' | 'integer' {
  return kindOf(meta.primaryKey.info).exactIntegers === true ? 'bigint' : 'integer'
}

function postgresStatements (meta: ModelMeta, index: SearchIndex): string[] {
  const table = quote(meta.tableName)
  const search = quote(index.table)
  const key = quote(meta.primaryKey.name)
  const name = (suffix: string): string => named(index, suffix)
  const keyType = postgresKeyType(meta)
  return [
    `create table if not exists ${search} (${key} ${keyType} primary key, "vector" tsvector not null)`,
    `create index if not exists ${name('vector')} on ${search} using gin ("vector")`,
    ...postgresFunctions(meta, index),
    ...(['insert', 'update', 'delete'] as const).flatMap(event => [
      `drop trigger if exists ${name(event)} on ${table}`,
      `create trigger ${name(event)} after ${event} on ${table} referencing ${TRANSITIONS[event]} for each statement execute function ${name('rows')}()`
    ]),
    ...index.fields.flatMap(({ relation, column }) => {
      if (relation === undefined) return []
      const fn = name(`${relation.name}_${column.name}`)
      return [
        `drop trigger if exists ${fn} on ${quote(relation.targetMeta.tableName)}`,
        `create trigger ${fn} after update of ${quote(column.name)} on ${quote(relation.targetMeta.tableName)} for each row ` +
          `when (old.${quote(column.name)} is distinct from new.${quote(column.name)}) execute function ${fn}()`
      ]
    }),
    `insert into ${search} (${key}, "vector") select "fmr_r".${key}, ${vectorSql(index, '"fmr_r"')} from ${table} as "fmr_r" on conflict do nothing`
  ]
}

/**
 * The statements that make a type's search index, its triggers, and fill it from the rows there
 * are. Each can run again: a migration that adds the index runs on a database whose createAll()
 * made it already.
 */
export function searchIndexStatements (meta: ModelMeta, dialect: Dialect): string[] {
  if (meta.search === undefined) return []
  return dialect === 'sqlite' ? sqliteStatements(meta, meta.search) : postgresStatements(meta, meta.search)
}

/** The statements that remove a type's search index and its triggers (a migration's down). */
export function dropSearchIndexStatements (meta: ModelMeta, dialect: Dialect): string[] {
  const index = meta.search
  if (index === undefined) return []
  const name = (suffix: string): string => quote(`${index.table}_${suffix}`)
  const related = index.fields.flatMap(({ relation, column }) => relation === undefined ? [] : [{ target: quote(relation.targetMeta.tableName), suffix: `${relation.name}_${column.name}` }])
  if (dialect === 'sqlite') {
    return [...['insert', 'update', 'delete', ...related.map(each => each.suffix)].map(suffix => `drop trigger if exists ${name(suffix)}`), `drop table if exists ${quote(index.table)}`]
  }
  return [
    ...['insert', 'update', 'delete'].map(event => `drop trigger if exists ${name(event)} on ${quote(meta.tableName)}`), `drop function if exists ${name('rows')}()`,
    ...related.flatMap(each => [`drop trigger if exists ${name(each.suffix)} on ${each.target}`, `drop function if exists ${name(each.suffix)}()`]),
    `drop function if exists ${name('tsvector')}(text)`,
    `drop table if exists ${quote(index.table)}`
  ]
}

export type IndexState = { kind: 'none' | 'current' } | { kind: 'outdated', drops: string[] }

/** What the database keeps of a statement that made an object: SQLite's, without `if not exists`, its first two words in capitals. */
function storedSqlite (statement: string): { name: string, sql: string } | undefined {
  const made = /^create (trigger|virtual table) if not exists ("(?:[^"]|"")+")/.exec(statement)
  if (made === null) return undefined
  return { name: made[2].slice(1, -1).replaceAll('""', '"'), sql: `CREATE ${made[1].toUpperCase()} ${statement.slice('create  if not exists '.length + made[1].length)}` }
}

/** A PostgreSQL function a statement makes: its name and arguments, as to_regprocedure reads them, and its body. */
function postgresFunction (statement: string): { signature: string, body: string } {
  const made = /^create or replace function ("(?:[^"]|"")+"\([^)]*\)) .*? as \$\$(.*)\$\$$/s.exec(statement)
  if (made === null) throw new Error(`not a function: ${statement.slice(0, 80)}`)
  return { signature: made[1].replace('(body text)', '(text)'), body: made[2] }
}

/** A name as PostgreSQL keeps it: its first 63 bytes (NAMEDATALEN). */
function stored (name: string): string {
  const bytes = Buffer.from(name)
  return bytes.length <= 63 ? name : new TextDecoder().decode(bytes.subarray(0, 63)).replace(/\uFFFD$/, '')
}

/** The triggers of an index, each as `name<US>table` as PostgreSQL keeps them: on the type's table, and on each related table it reads. */
function postgresTriggers (meta: ModelMeta, index: SearchIndex): string[] {
  return [
    ...['insert', 'update', 'delete'].map(event => [`${index.table}_${event}`, meta.tableName]),
    ...index.fields.flatMap(({ relation, column }) => relation === undefined ? [] : [[`${index.table}_${relation.name}_${column.name}`, relation.targetMeta.tableName]])
  ].map(([name, table]) => `${stored(name)}\u001f${stored(table)}`)
}

/**
 * Whether a trigger's text (SQLite's statement, PostgreSQL's function body) writes this index's
 * table: its name quoted, then a space. Another type's index whose name begins with this one's
 * (`book_search_log_search` and `book_search`) has triggers of the same prefix, not this.
 */
export function writesIndex (text: string, index: SearchIndex): boolean {
  return text.includes(`${quote(index.table)} `)
}

/**
 * What the database has of a type's search index, against what the model's would be: none (no
 * index table), current, or outdated (a trigger or function that is not the model's: made by an
 * earlier version, left behind or lost by a change of the table, written for fields the model no
 * longer searches). SQLite drops a table's triggers with it (a migration that rebuilds the table),
 * and rewrites their columns on a rename while the index keeps its own; PostgreSQL keeps a
 * function naming a column that a migration renamed, and fails every write then, and an index
 * table whose key column is no longer the record's key's name or type (an Integer key made a
 * BigInteger). An outdated
 * index is made again, whole: `drops` removes what there is of it first.
 */
export async function searchIndexState (connection: AbstractSqlConnection, meta: ModelMeta, index: SearchIndex, dialect: Dialect): Promise<IndexState> {
  const prefix = literal(index.table + '_')
  if (dialect === 'sqlite') {
    const rows = await connection.execute<Array<{ name: string, sql: string }>>(
      `select name, sql from sqlite_master where name = ${literal(index.table)} or (type = 'trigger' and substr(name, 1, length(${prefix})) = ${prefix})`)
    if (!rows.some(row => row.name === index.table)) return { kind: 'none' }
    const found = rows.filter(row => row.name === index.table || writesIndex(row.sql, index))
    const expected = sqliteStatements(meta, index).flatMap(statement => storedSqlite(statement) ?? [])
    const same = found.length === expected.length && expected.every(object => found.some(row => row.name === object.name && row.sql === object.sql))
    if (same) return { kind: 'current' }
    return { kind: 'outdated', drops: [...found.filter(row => row.name !== index.table).map(row => `drop trigger if exists ${quote(row.name)}`), `drop table if exists ${quote(index.table)}`] }
  }
  const functions = postgresFunctions(meta, index).map(postgresFunction)
  const [state] = await connection.execute<Array<{ table: boolean, key: string | null, bodies: string[], triggers: string[] }>>(
    `select to_regclass(${literal(quote(index.table))}) is not null as "table", ` +
    `(select format_type("atttypid", "atttypmod") from pg_attribute where "attrelid" = to_regclass(${literal(quote(index.table))}) ` +
    `and "attname" = ${literal(meta.primaryKey.name)} and not "attisdropped") as "key", ` +
    `array(select coalesce((select prosrc from pg_proc where oid = to_regprocedure("fn")), '') from unnest(array[${functions.map(fn => literal(fn.signature)).join(', ')}]::text[]) with ordinality as "f"("fn", "n") order by "n") as "bodies", ` +
    `array(select "t"."tgname" || chr(31) || "c"."relname" from pg_trigger as "t" join pg_class as "c" on "c"."oid" = "t"."tgrelid" ` +
    `join pg_proc as "p" on "p"."oid" = "t"."tgfoid" where not "t"."tgisinternal" and left("t"."tgname", length(${prefix})) = ${prefix} ` +
    `and position(${literal(quote(index.table) + ' ')} in "p"."prosrc") > 0) as "triggers"`)
  if (!state.table) return { kind: 'none' }
  // Compared in JavaScript's order: the database's depends on its collation.
  const triggers = postgresTriggers(meta, index).sort()
  const found = [...state.triggers].sort()
  // The key column is the record's key's type and name: a key made a BigInteger by a migration
  // otherwise left the index an integer one, and every write of a key past 2^31 failed.
  const same = state.key === postgresKeyType(meta) && functions.every((fn, at) => state.bodies[at] === fn.body) &&
    found.length === triggers.length && triggers.every((trigger, at) => found[at] === trigger)
  if (same) return { kind: 'current' }
  const drops = state.triggers.map(trigger => {
    const [name, table] = trigger.split('\u001f')
    return `drop trigger if exists ${quote(name)} on ${quote(table)}`
  })
  return { kind: 'outdated', drops: [...drops, `drop table if exists ${quote(index.table)}`] }
}

/** The statements that bring a type's index up to date: none for a current one, all of them for none, for an outdated one after its drops. */
export function statementsFor (meta: ModelMeta, index: SearchIndex, dialect: Dialect, state: IndexState): string[] {
  if (state.kind === 'current') return []
  return [...(state.kind === 'outdated' ? state.drops : []), ...searchIndexStatements(meta, dialect)]
}

/** The tables a search index is made of (FTS5 keeps its own beside it), for the schema tools to leave alone. */
export function searchTableNames (meta: ModelMeta): string[] {
  if (meta.search === undefined) return []
  const table = meta.search.table
  return [table, ...['data', 'idx', 'content', 'docsize', 'config'].map(suffix => `${table}_${suffix}`)]
}

/**
 * `createAll()`, and `db.migrations.up()` after it: each searched type's index that the database
 * lacks, made and filled from the existing rows in one transaction; an outdated one is made again
 * so. A current one is left as it is. One that cannot be made yet (a searched column that a pending migration adds) is
 * named through `log`, and made by the `up()` that adds the column.
 */
export async function createSearchIndexes (orm: MikroORM, metas: readonly ModelMeta[], dialect: Dialect, log: (line: string) => void): Promise<void> {
  const connection = orm.em.getConnection() as AbstractSqlConnection
  for (const meta of metas) {
    if (meta.search === undefined) continue
    const statements = statementsFor(meta, meta.search, dialect, await searchIndexState(connection, meta, meta.search, dialect))
    if (statements.length === 0) continue
    try {
      await connection.transactional(async trx => {
        for (const statement of statements) await connection.execute(statement, [], 'run', trx)
      })
    } catch (error) {
      log(`[schema] The search index of ${meta.name} could not be made: ${error instanceof Error ? error.message : String(error)}. ` +
        'Apply the migrations that change its table (db.migrations.up()): it is made then.')
    }
  }
}
