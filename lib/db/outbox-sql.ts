import { EventsCompositeKey } from '../errors.ts'
import type { ModelMeta } from '../model/model-meta.ts'
import type { Dialect } from './uri.ts'

/** The outbox table: one row per committed change of a record type with change events. */
export const OUTBOX = 'fmr_events'
/** What cleanup has removed: the highest event id deleted (older ids answer 410). */
export const OUTBOX_STATE = 'fmr_events_state'
/** The PostgreSQL channel a committed change notifies. */
export const CHANNEL = 'fmr_events'

const q = (name: string): string => `"${name.replaceAll('"', '""')}"`
const literal = (text: string): string => `'${text.replaceAll('\'', '\'\'')}'`

/**
 * The body of PostgreSQL's trigger function. Besides the row before the change (`old`) it keeps the
 * row after it (`new_row`): delivery judges a subscription on its own columns there before reading
 * the record, so that a change costs a read only where some subscription may see it. An update
 * that changes no column (`set x = x`, a write of the values held) is no change: no row.
 * (jsonb's equality, not the rows': a column type without an equality operator would fail it.)
 */
const EMIT_BODY = `
begin
  if TG_OP = 'UPDATE' and to_jsonb(OLD) = to_jsonb(NEW) then
    return null;
  end if;
  if TG_OP = 'INSERT' then
    insert into ${OUTBOX} (model, op, record_id, new_row) values (TG_TABLE_NAME, 'created', to_jsonb(NEW) ->> TG_ARGV[0], to_jsonb(NEW));
  elsif TG_OP = 'UPDATE' then
    insert into ${OUTBOX} (model, op, record_id, old, new_row) values (TG_TABLE_NAME, 'updated', to_jsonb(NEW) ->> TG_ARGV[0], to_jsonb(OLD), to_jsonb(NEW));
  else
    insert into ${OUTBOX} (model, op, record_id, old) values (TG_TABLE_NAME, 'deleted', to_jsonb(OLD) ->> TG_ARGV[0], to_jsonb(OLD));
  end if;
  perform pg_notify('${CHANNEL}', '');
  return null;
end `

/**
 * The statements that create the outbox (idempotent). `seq` is the order rows were inserted in;
 * `id` is the event id clients see, in commit order:
 * - SQLite has one writer at a time, so insertion order is commit order: `id` is `seq`.
 * - PostgreSQL assigns `seq` from a sequence at insert, and two transactions can commit in the
 *   other order than they drew it: a reader that delivered seq 8 would then skip a seq 7 that
 *   commits later. There `id` is null at insert and given after the commit, from one sequence,
 *   by one transaction at a time holding an advisory lock (assignSql): a row becomes visible to
 *   readers with its id only once every smaller id is visible too.
 */
export function outboxTableSql (dialect: Dialect): string[] {
  if (dialect === 'sqlite') {
    return [
      `create table if not exists ${OUTBOX} (seq integer primary key autoincrement, model text not null, op text not null, ` +
        'record_id text not null, old text, at integer not null default (cast(unixepoch(\'subsec\') * 1000 as integer)), new_row text)',
      `create index if not exists ${OUTBOX}_at on ${OUTBOX} (at)`,
      `create table if not exists ${OUTBOX_STATE} (one integer primary key check (one = 1), expired integer not null)`,
      `insert or ignore into ${OUTBOX_STATE} (one, expired) values (1, 0)`
    ]
  }
  return [
    `create table if not exists ${OUTBOX} (seq bigserial primary key, id bigint unique, model text not null, op text not null, ` +
      'record_id text not null, old jsonb, at timestamptz not null default now(), new_row jsonb)',
    `create index if not exists ${OUTBOX}_at on ${OUTBOX} (at)`,
    `create index if not exists ${OUTBOX}_unassigned on ${OUTBOX} (seq) where id is null`,
    `create sequence if not exists ${OUTBOX}_ids`,
    `create table if not exists ${OUTBOX_STATE} (one integer primary key check (one = 1), expired bigint not null)`,
    `insert into ${OUTBOX_STATE} (one, expired) values (1, 0) on conflict do nothing`,
    // One function for every table; its argument is the table's primary-key column.
    `create or replace function ${OUTBOX}_emit() returns trigger language plpgsql as $$${EMIT_BODY}$$`
  ]
}

/**
 * Refuses change events of a type with a composite key. The outbox keeps one column's value of a
 * record (`record_id`), and delivery reads by it: the key's first part named another record (an
 * update of (p, 2) was sent as (p, 1)), and a `deleted` lacked the other parts.
 */
export function checkEventKey (meta: ModelMeta): void {
  if (meta.primaryKeys.length > 1) throw new EventsCompositeKey(meta.name, meta.primaryKeys.map(column => column.prop).join(', '))
}

/**
 * The triggers that write a table's changes to the outbox, in the writing statement's own
 * transaction: every write path (the plugin's single-statement writes, MikroORM's unit of work,
 * batches, the model layer's save() and delete(), raw SQL) emits, and a rollback emits nothing.
 */
export function outboxTriggerSql (dialect: Dialect, meta: ModelMeta): string[] {
  const table = q(meta.tableName)
  const pk = q(meta.primaryKey.name)
  if (dialect === 'postgresql') {
    return [`create or replace trigger ${q(`${OUTBOX}_${meta.tableName}`)} after insert or update or delete on ${table} ` +
      `for each row execute function ${OUTBOX}_emit(${literal(meta.primaryKey.name)})`]
  }
  const name = (op: string): string => q(`${OUTBOX}_${meta.tableName}_${op}`)
  const row = (which: 'old' | 'new'): string => `json_object(${meta.columns.map(column => `${literal(column.name)}, ${which}.${q(column.name)}`).join(', ')})`
  const model = literal(meta.tableName)
  // Each keeps the row before the change (old) and after it (new_row), as PostgreSQL's EMIT_BODY does;
  // an update that changes no column writes none, as there.
  return [
    `create trigger if not exists ${name('insert')} after insert on ${table} begin ` +
      `insert into ${OUTBOX} (model, op, record_id, new_row) values (${model}, 'created', new.${pk}, ${row('new')}); end`,
    `create trigger if not exists ${name('update')} after update on ${table} when ${changedSql(meta.columns.map(column => column.name))} begin ` +
      `insert into ${OUTBOX} (model, op, record_id, old, new_row) values (${model}, 'updated', new.${pk}, ${row('old')}, ${row('new')}); end`,
    `create trigger if not exists ${name('delete')} after delete on ${table} begin ` +
      `insert into ${OUTBOX} (model, op, record_id, old) values (${model}, 'deleted', old.${pk}, ${row('old')}); end`
  ]
}

/**
 * What an outbox made by an earlier version lacks (see outboxOutdated): the column `new_row`, and on
 * PostgreSQL the trigger function that fills it.
 */
export function outboxUpgradeSql (dialect: Dialect): string[] {
  return dialect === 'sqlite'
    ? [`alter table ${OUTBOX} add column new_row text`]
    : [`alter table ${OUTBOX} add column if not exists new_row jsonb`, outboxTableSql(dialect).at(-1) as string]
}

/**
 * The catalogue's definitions of `names` (tables, triggers) and of PostgreSQL's trigger function:
 * a table's is its create statement (SQLite) or its column names (PostgreSQL), a trigger's its
 * create statement, the function's its body.
 */
export function outboxDefinitionsSql (dialect: Dialect, names: readonly string[]): string {
  const list = names.map(literal).join(', ')
  return dialect === 'sqlite'
    ? `select name, sql as definition from sqlite_master where type in ('table', 'trigger') and name in (${list})`
    : 'select c.relname as name, (select string_agg(a.attname, \',\') from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as definition ' +
      `from pg_class c where c.relkind = 'r' and c.relname in (${list}) union all ` +
      `select tgname as name, pg_get_triggerdef(oid) as definition from pg_trigger where not tgisinternal and tgname in (${list}) union all ` +
      `select proname as name, prosrc as definition from pg_proc where proname in ('${OUTBOX}_emit', '${OUTBOX}_link')`
}

/** SQLite: whether an updated row changed, `columns` being all its table's: one of them is not what it was. */
export function changedSql (columns: readonly string[]): string {
  return columns.map(column => `old.${q(column)} is not new.${q(column)}`).join(' or ')
}

/** A definition as compared: SQLite drops `if not exists` and keeps its own spacing and case of the keywords. */
export const comparable = (sql: string): string => sql.replace(/\s+/g, ' ').replace(/ if not exists /i, ' ').trim().toLowerCase()

/** How the outbox is an earlier version's: its table lacks `new_row`, or PostgreSQL's trigger function is another's; false: it is not. */
export type OutboxOutdated = false | 'table' | 'function'

/**
 * Whether what the catalogue holds (outboxDefinitionsSql) was written by an earlier version of
 * outboxTableSql and outboxTriggerSql: the outbox itself (its column `new_row`, PostgreSQL's
 * function), and the tables whose triggers' text differs (SQLite: each table has triggers of its
 * own, whose text also lists the table's columns; PostgreSQL: the key column each one names).
 */
export function outboxOutdated (dialect: Dialect, metas: readonly ModelMeta[], definitions: ReadonlyMap<string, string>): { outbox: OutboxOutdated, triggers: string[] } {
  const table = definitions.get(OUTBOX)
  const fn = definitions.get(`${OUTBOX}_emit`)
  const outbox: OutboxOutdated = table === undefined
    ? false
    : !/\bnew_row\b/.test(table)
        ? 'table'
        : dialect === 'postgresql' && (fn === undefined || comparable(fn) !== comparable(EMIT_BODY)) ? 'function' : false
  if (dialect === 'postgresql') {
    // PostgreSQL's trigger names one column, its argument: the key's. One made before the key was
    // renamed gave every event a null record_id, which the outbox refuses: every write failed.
    const stale = metas.filter(meta => {
      const found = definitions.get(`${OUTBOX}_${meta.tableName}`)
      return found !== undefined && !found.endsWith(`${OUTBOX}_emit(${literal(meta.primaryKey.name)})`)
    })
    return { outbox, triggers: stale.map(meta => meta.tableName) }
  }
  const triggers = metas.filter(meta => {
    const names = outboxNames(dialect, [meta]).triggers.get(meta.tableName) ?? []
    const wanted = outboxTriggerSql(dialect, meta)
    return names.some((name, index) => {
      const found = definitions.get(name)
      return found !== undefined && comparable(found) !== comparable(wanted[index])
    })
  })
  return { outbox, triggers: triggers.map(meta => meta.tableName) }
}

/** The names of the outbox's tables and of `metas`' triggers, as the catalogue lists them (see outboxDefinitionsSql). */
export function outboxNames (dialect: Dialect, metas: readonly ModelMeta[]): { tables: string[], triggers: Map<string, string[]> } {
  const triggers = new Map(metas.map(meta => [meta.tableName, dialect === 'postgresql'
    ? [`${OUTBOX}_${meta.tableName}`]
    : ['insert', 'update', 'delete'].map(op => `${OUTBOX}_${meta.tableName}_${op}`)]))
  return { tables: [OUTBOX, OUTBOX_STATE], triggers }
}

/** What a migration's down runs to take away what outboxTableSql and outboxTriggerSql made. */
export function dropOutboxSql (dialect: Dialect, metas: readonly ModelMeta[], tables: boolean): string[] {
  const triggers = metas.flatMap(meta => dialect === 'postgresql'
    ? [`drop trigger if exists ${q(`${OUTBOX}_${meta.tableName}`)} on ${q(meta.tableName)}`]
    : ['insert', 'update', 'delete'].map(op => `drop trigger if exists ${q(`${OUTBOX}_${meta.tableName}_${op}`)}`))
  if (!tables) return triggers
  return [...triggers, `drop table if exists ${OUTBOX_STATE}`, `drop table if exists ${OUTBOX}`,
    ...dialect === 'postgresql' ? [`drop sequence if exists ${OUTBOX}_ids`, `drop function if exists ${OUTBOX}_emit()`] : []]
}

/**
 * PostgreSQL: gives ids, in insertion order, to at most ASSIGN_BATCH committed rows that have
 * none (see outboxTableSql), and counts them. Bounded: 200,000 rows written by one SQL statement
 * took one update 4 s, a pool connection and a core all that time.
 */
export const ASSIGN_LOCK = 'select pg_advisory_xact_lock(7253101)'
/** PostgreSQL: whether a committed row waits for its id (by the partial index of those rows). */
export const PENDING = `select exists (select 1 from ${OUTBOX} where id is null) as pending`
export const ASSIGN_BATCH = 5000
export const ASSIGN = `with assigned as (update ${OUTBOX} set id = v.id from (select seq, nextval('${OUTBOX}_ids') as id from ` +
  `(select seq from ${OUTBOX} where id is null order by seq limit ${ASSIGN_BATCH}) as pending) as v where ${OUTBOX}.seq = v.seq returning 1) ` +
  'select count(*)::int as n from assigned'

/**
 * The events after an id, in id order. Every column (`*`): an outbox made by an earlier version,
 * without `new_row`, is read as well until it is upgraded (a plugin told not to create the outbox
 * and a schemaCheck of 'warn', or processes of both versions on one database).
 */
export function sinceSql (dialect: Dialect): string {
  return dialect === 'sqlite'
    ? `select seq as id, * from ${OUTBOX} where seq > ? order by seq limit ?`
    // The rows as text, read by Outbox's exact parse: pg's own would round a bigint past 2^53.
    : `select id, model, op, record_id, old::text as old, new_row::text as new_row from ${OUTBOX} where id > ? order by id limit ?`
}

export function lastIdSql (dialect: Dialect): string {
  return dialect === 'sqlite'
    ? `select coalesce((select max(seq) from ${OUTBOX}), (select expired from ${OUTBOX_STATE})) as id`
    : `select coalesce((select max(id) from ${OUTBOX}), (select expired from ${OUTBOX_STATE})) as id`
}

export const EXPIRED = `select expired from ${OUTBOX_STATE}`

/**
 * One bounded step of the retention cleanup: the oldest `limit` rows older than the cutoff go
 * (found by the index on `at`), and the state keeps the highest id removed. Run until it removes
 * fewer than `limit`.
 */
export function cleanupSql (dialect: Dialect): { remember: string, remove: string } {
  if (dialect === 'sqlite') {
    const doomed = `select seq from ${OUTBOX} where at < ? order by at limit ?`
    return {
      remember: `update ${OUTBOX_STATE} set expired = max(expired, coalesce((select max(seq) from (${doomed})), 0))`,
      remove: `delete from ${OUTBOX} where seq in (${doomed})`
    }
  }
  // Only rows with an id: one not yet given one is a change no client has seen.
  const doomed = `select seq from ${OUTBOX} where at < to_timestamp(cast(? as double precision) / 1000) and id is not null order by at limit ?`
  return {
    remember: `update ${OUTBOX_STATE} set expired = greatest(expired, coalesce((select max(id) from ${OUTBOX} where seq in (${doomed})), 0))`,
    remove: `delete from ${OUTBOX} where seq in (${doomed})`
  }
}
