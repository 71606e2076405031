import type { ModelMeta } from '../model/model-meta.ts'
import { changedSql, CHANNEL, comparable, OUTBOX } from './outbox-sql.ts'
import type { Dialect } from './uri.ts'

// A many-to-many's links are rows of its join table, not of either record: the record's own
// triggers (outbox-sql.ts) do not see them. These triggers, on the join table, add a `linked` row
// to the outbox for the parent whose list changed, in the writing statement's transaction, so that
// every write path (the plugin's nested links, /book-tags, a cascade from a deleted Tag, the model
// layer, raw SQL) tells the parent's subscribers; delivery shows it as `updated`, one per record
// per batch (plugin/events/coalesce-links.ts). A join row updated in place is one too, whatever
// column changed: the join model's GET hook may narrow the links by its own columns (an owner),
// so the links a subscriber sees can change with them. One that changes no column is none.

/** One parent's side of a join table: a change of a row's `column` changes the list of `parent` (a table with events). */
export interface LinkSide {
  join: string
  column: string
  parent: string
  /** The join table's columns (SQLite's update trigger compares each, to leave out an update that changes none). */
  columns: string[]
}

const q = (name: string): string => `"${name.replaceAll('"', '""')}"`
const literal = (text: string): string => `'${text.replaceAll('\'', '\'\'')}'`

/** The join-table sides of the many-to-many relationships of `metas` (the record types with events), one per join column. */
export function linkSides (metas: readonly ModelMeta[]): LinkSide[] {
  const sides = new Map<string, LinkSide>()
  for (const meta of metas) {
    for (const relation of meta.relationships) {
      const link = relation.through
      if (link === undefined) continue
      const side = { join: link.meta.tableName, column: link.source.name, parent: meta.tableName, columns: link.meta.columns.map(column => column.name) }
      sides.set(`${side.join}\0${side.column}`, side)
    }
  }
  return [...sides.values()]
}

/** The body of PostgreSQL's link function; an update that changes no column is no change (see outbox-sql.ts's EMIT_BODY). */
const LINK_BODY = `
begin
  if TG_OP = 'UPDATE' and to_jsonb(OLD) = to_jsonb(NEW) then
    return null;
  end if;
  if TG_OP <> 'DELETE' then
    insert into ${OUTBOX} (model, op, record_id) values (TG_ARGV[0], 'linked', to_jsonb(NEW) ->> TG_ARGV[1]);
  end if;
  if TG_OP = 'DELETE' or TG_OP = 'UPDATE' and (to_jsonb(OLD) ->> TG_ARGV[1]) is distinct from (to_jsonb(NEW) ->> TG_ARGV[1]) then
    insert into ${OUTBOX} (model, op, record_id) values (TG_ARGV[0], 'linked', to_jsonb(OLD) ->> TG_ARGV[1]);
  end if;
  perform pg_notify('${CHANNEL}', '');
  return null;
end `

/** PostgreSQL's one function of the link triggers: its arguments are the parent's table and the join column. */
export function linkFunctionSql (dialect: Dialect): string[] {
  if (dialect !== 'postgresql') return []
  return [`create or replace function ${OUTBOX}_link() returns trigger language plpgsql as $$${LINK_BODY}$$`]
}

/** PostgreSQL: whether the link function, as the catalogue holds its body, is an earlier version's (one writing an update that changes nothing). */
export function linkFunctionOutdated (body: string | undefined): boolean {
  return body !== undefined && comparable(body) !== comparable(LINK_BODY)
}

// Cut to PostgreSQL's 63 characters, as it would cut it: the name looked for is the name made.
const triggerName = (side: LinkSide): string => `${OUTBOX}_${side.join}_link_${side.column}`.slice(0, 63)

/** The triggers of one side: an inserted, updated or deleted link is a `linked` row of its parent (and of its old parent, moved by an update). */
export function linkTriggerSql (dialect: Dialect, side: LinkSide): string[] {
  const [table, column, parent] = [q(side.join), q(side.column), literal(side.parent)]
  if (dialect === 'postgresql') {
    return [`create or replace trigger ${q(triggerName(side))} after insert or update or delete on ${table} ` +
      `for each row execute function ${OUTBOX}_link(${parent}, ${literal(side.column)})`]
  }
  const name = (op: string): string => q(`${triggerName(side)}_${op}`)
  const row = (of: string): string => `insert into ${OUTBOX} (model, op, record_id) values (${parent}, 'linked', ${of}.${column});`
  return [
    `create trigger if not exists ${name('insert')} after insert on ${table} begin ${row('new')} end`,
    `create trigger if not exists ${name('update')} after update on ${table} when ${changedSql(side.columns)} begin ${row('new')} ` +
      `insert into ${OUTBOX} (model, op, record_id) select ${parent}, 'linked', old.${column} where old.${column} is not new.${column}; end`,
    `create trigger if not exists ${name('delete')} after delete on ${table} begin ${row('old')} end`
  ]
}

/**
 * Whether one of a side's triggers (`index` of linkTriggerNames), as the catalogue holds it, is an
 * earlier version's (fired by an update of the keys alone; on SQLite, writing an update that changes
 * nothing) or another's of its join table's columns (SQLite's compares each one).
 */
export function linkTriggerOutdated (dialect: Dialect, side: LinkSide, index: number, definition: string): boolean {
  return dialect === 'postgresql' ? /\bupdate of\b/i.test(definition) : comparable(definition) !== comparable(linkTriggerSql(dialect, side)[index])
}

/** The names of one side's triggers, as the catalogue lists them. */
export function linkTriggerNames (dialect: Dialect, side: LinkSide): string[] {
  return dialect === 'postgresql' ? [triggerName(side)] : ['insert', 'update', 'delete'].map(op => `${triggerName(side)}_${op}`)
}

/** What a migration's down runs to take away `sides`' triggers (and, with the outbox's tables, the function). */
export function dropLinkSql (dialect: Dialect, sides: readonly LinkSide[], tables: boolean): string[] {
  const triggers = sides.flatMap(side => dialect === 'postgresql'
    ? [`drop trigger if exists ${q(triggerName(side))} on ${q(side.join)}`]
    : linkTriggerNames(dialect, side).map(name => `drop trigger if exists ${q(name)}`))
  return [...triggers, ...tables && sides.length > 0 && dialect === 'postgresql' ? [`drop function if exists ${OUTBOX}_link()`] : []]
}
