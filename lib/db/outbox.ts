import type { MikroORM, Transaction } from '@mikro-orm/core'
import type { AbstractSqlConnection } from '@mikro-orm/sql'
import type { ModelMeta } from '../model/model-meta.ts'
import { ASSIGN, ASSIGN_BATCH, ASSIGN_LOCK, checkEventKey, PENDING, cleanupSql, dropOutboxSql, EXPIRED, lastIdSql, OUTBOX, outboxDefinitionsSql, outboxNames, outboxOutdated, outboxTableSql, outboxTriggerSql, outboxUpgradeSql, sinceSql, type OutboxOutdated } from './outbox-sql.ts'
import { dropLinkSql, linkFunctionOutdated, linkFunctionSql, linkSides, linkTriggerNames, linkTriggerOutdated, linkTriggerSql, type LinkSide } from './outbox-links-sql.ts'
import type { Dialect } from './uri.ts'

/** One committed change as the outbox holds it. */
export interface OutboxEvent {
  /** The event id: a decimal integer, increasing in commit order. */
  id: string
  /** The record type's table. */
  table: string
  /** `linked`: one of its many-to-many lists changed (outbox-links-sql.ts); delivered as `updated`. */
  op: 'created' | 'updated' | 'deleted' | 'linked'
  /** The record's primary key, as text. */
  recordId: string
  /** The row before the change (updated, deleted), keyed by column name. */
  old?: Record<string, unknown>
  /**
   * The row after the change (created, updated), keyed by column name; absent in rows an earlier
   * version's triggers wrote.
   */
  new?: Record<string, unknown>
}

/** Its transactions' begin and commit stay out of `echo`'s log too. */
const UNLOGGED = { loggerContext: { enabled: false } }

type RawRow = string | Record<string, unknown> | null | undefined
interface RawEvent { id: number | string, model: string, op: OutboxEvent['op'], record_id: string, old: RawRow, new_row?: RawRow }

/** What the outbox and `metas`' triggers lack, or hold in an earlier version's text. */
interface OutboxState {
  tables: string[]
  /** Tables whose triggers are missing: a record type's own, or a join table's of its many-to-many links. */
  triggers: string[]
  /** Tables whose own triggers (a record type's) are missing. */
  own: string[]
  /** The many-to-many links whose join table's triggers are missing, or an earlier version's. */
  links: LinkSide[]
  /** Whether the outbox was made by an earlier version, and how (outboxOutdated). */
  outdated: OutboxOutdated
  /** Tables whose triggers are an earlier version's. */
  outdatedTriggers: string[]
  /**
   * The text of those triggers as they are (and of the link triggers made again), and PostgreSQL's
   * body of a function replaced, by name: a migration's down makes them again.
   */
  previous?: ReadonlyMap<string, string>
}

/**
 * A row the outbox keeps as JSON, with whole numbers past 2^53 as their digits: JSON.parse would
 * round them, and a row judged on a rounded owner id (plugin/events/old-row-match.ts) matched
 * another owner's (a subscriber of owner ...992 was sent owner ...993's deletes).
 */
function exactJson (_key: string, value: unknown, context?: { source?: string }): unknown {
  return typeof value === 'number' && Number.isInteger(value) && !Number.isSafeInteger(value) && context?.source !== undefined ? context.source : value
}

/**
 * PostgreSQL's rows keep as its text every number that is not a safe whole number, not only those
 * past 2^53: jsonb holds a NUMERIC exactly (10.50, 12345678901234567.25), which JSON.parse would
 * round to a double, and a decimal filter judged on the rounded value (plugin/events/old-row-match.ts)
 * matched records it did not. SQLite's numbers are doubles or integers as it holds them: its JSON
 * writes a double's 17 significant digits (the SQLite the driver bundles), read back as that double.
 */
function exactPostgresJson (_key: string, value: unknown, context?: { source?: string }): unknown {
  return typeof value === 'number' && !Number.isSafeInteger(value) && context?.source !== undefined ? context.source : value
}

const parsed = (row: RawRow, dialect: Dialect): Record<string, unknown> | undefined =>
  row === null || row === undefined
    ? undefined
    : typeof row === 'string' ? JSON.parse(row, (dialect === 'postgresql' ? exactPostgresJson : exactJson) as never) as Record<string, unknown> : row

/**
 * The outbox of change events (lib/db/outbox-sql.ts says how it is written and numbered): what
 * delivery reads. On SQLite every statement runs as the only writer (`exclusive`): the write
 * connection may hold another request's open transaction, whose rows are not committed yet.
 */
export class Outbox {
  readonly #orm: MikroORM
  readonly #dialect: Dialect
  readonly #exclusive: <T>(work: () => Promise<T>) => Promise<T>

  constructor (orm: MikroORM, dialect: Dialect, exclusive: <T>(work: () => Promise<T>) => Promise<T>) {
    this.#orm = orm
    this.#dialect = dialect
    this.#exclusive = exclusive
  }

  get #connection (): AbstractSqlConnection {
    return this.#orm.em.getConnection() as AbstractSqlConnection
  }

  /**
   * Delivery's statements run every few hundred ms whatever the traffic: they stay out of `echo`'s
   * log (and of statement counts made from it); the DDL of `install` is logged.
   */
  async #run<T> (sql: string, params: unknown[] = [], trx?: Transaction, logged = false): Promise<T[]> {
    return await this.#connection.execute<T[]>(sql, params, 'all', trx, logged ? undefined : { enabled: false })
  }

  /**
   * Creates the outbox and the triggers of `metas`' tables when they are missing, and brings those an
   * earlier version made up to date. Concurrent starts (several processes on one PostgreSQL
   * database) take turns on an advisory lock.
   */
  async install (metas: readonly ModelMeta[]): Promise<void> {
    await this.#exclusive(async () => await this.#connection.transactional(async trx => {
      if (this.#dialect === 'postgresql') await this.#run('select pg_advisory_xact_lock(7253100)', [], trx, true)
      const state = await this.#state(metas, trx)
      // A trigger names its table's columns (SQLite's each one, PostgreSQL's the key): one the table
      // lacks yet (a model ahead of its migrations) would fail every write to it. Those wait for the
      // migration, which adds or renames the column first.
      const ready = await Promise.all(state.outdatedTriggers.map(async table => await this.#hasColumns(table, metas.find(meta => meta.tableName === table)?.columns.map(column => column.name), trx)))
      const outdatedTriggers = state.outdatedTriggers.filter((_, index) => ready[index])
      // So do a join table's (SQLite's name each of its columns).
      const linksReady = await Promise.all(state.links.map(async side => await this.#hasColumns(side.join, side.columns, trx)))
      const links = state.links.filter((_, index) => linksReady[index])
      for (const sql of this.#repair(metas, { ...state, outdatedTriggers, links }).up) await this.#run(sql, [], trx, true)
    }))
  }

  /** Whether `table` has every one of `columns` (its model's). */
  async #hasColumns (table: string, columns: readonly string[] | undefined, trx: Transaction): Promise<boolean> {
    if (columns === undefined) return false
    const sql = this.#dialect === 'sqlite'
      ? 'select name from pragma_table_info(?)'
      : 'select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ?'
    const rows = await this.#run<{ name: string }>(sql, [table], trx)
    const found = new Set(rows.map(row => row.name))
    return columns.every(column => found.has(column))
  }

  async #state (metas: readonly ModelMeta[], trx?: Transaction): Promise<OutboxState> {
    for (const meta of metas) checkEventKey(meta)
    const { tables, triggers } = outboxNames(this.#dialect, metas)
    const sides = linkSides(metas)
    const names = [...tables, ...[...triggers.values()].flat(), ...sides.flatMap(side => linkTriggerNames(this.#dialect, side))]
    const rows = await this.#run<{ name: string, definition: string | null }>(outboxDefinitionsSql(this.#dialect, names), [], trx)
    const definitions = new Map(rows.map(row => [row.name, row.definition ?? '']))
    const outdated = outboxOutdated(this.#dialect, metas, definitions)
    const lacks = (names: readonly string[]): boolean => names.some(name => !definitions.has(name))
    const lacking = sides.filter(side => lacks(linkTriggerNames(this.#dialect, side)))
    // An earlier version's link triggers (fired by an update of the keys alone, or by one changing
    // nothing; PostgreSQL's: its function), or SQLite's of other join columns: made again.
    const oldFunction = linkFunctionOutdated(definitions.get(`${OUTBOX}_link`))
    const stale = sides.filter(side => !lacking.includes(side) &&
      (oldFunction || linkTriggerNames(this.#dialect, side).some((name, index) => linkTriggerOutdated(this.#dialect, side, index, definitions.get(name) ?? ''))))
    const own = [...triggers].filter(([, names]) => lacks(names)).map(([table]) => table)
    // What a migration's down makes again as it was (#repair): the triggers made again, and
    // PostgreSQL's functions replaced (not the emit function a new column came with).
    const kept = [
      ...outdated.triggers.flatMap(table => triggers.get(table) ?? []),
      ...stale.flatMap(side => linkTriggerNames(this.#dialect, side)),
      ...outdated.outbox === 'function' ? [`${OUTBOX}_emit`] : [],
      ...oldFunction && stale.length > 0 ? [`${OUTBOX}_link`] : []
    ]
    return {
      tables: tables.filter(name => !definitions.has(name)),
      triggers: [...new Set([...own, ...lacking.map(side => side.join)])],
      own,
      links: [...lacking, ...stale],
      outdated: outdated.outbox,
      outdatedTriggers: [...new Set([...outdated.triggers, ...stale.map(side => side.join)])],
      ...kept.length === 0 ? {} : { previous: new Map(kept.map(name => [name, definitions.get(name) ?? ''] as const).filter(([, sql]) => sql !== '')) }
    }
  }

  /**
   * What of the outbox the database lacks for `metas`: its tables (`fmr_events`, `fmr_events_state`),
   * the tables whose triggers are missing (a record type's own, or a join table's of its
   * many-to-many links), and what an earlier version made that
   * this one writes otherwise (the outbox, triggers by table). Empty when all are there and current.
   */
  async missing (metas: readonly ModelMeta[]): Promise<OutboxState> {
    return await this.#exclusive(async () => await this.#state(metas))
  }

  /**
   * The statements that make what `state` finds lacking: up creates it or brings it up to date, down
   * takes away what up created. The outbox an earlier version made is upgraded in place: down leaves
   * it so (it serves an earlier version as well). SQLite's triggers list their table's columns:
   * down makes them again as they were, before the migration's own down drops a column they name.
   * So it does the link triggers an earlier version made, and PostgreSQL's functions it replaced
   * (an earlier version's body): that release, back on the database, writes events as before
   * without a restart, and its start-time check finds what it made.
   */
  #repair (metas: readonly ModelMeta[], state: OutboxState): { up: string[], down: string[] } {
    const lacking = metas.filter(meta => state.own.includes(meta.tableName))
    const stale = metas.filter(meta => state.outdatedTriggers.includes(meta.tableName))
    const tables = state.tables.length > 0
    return {
      up: [
        ...tables ? outboxTableSql(this.#dialect) : state.outdated ? outboxUpgradeSql(this.#dialect) : [],
        ...lacking.flatMap(meta => outboxTriggerSql(this.#dialect, meta)),
        ...stale.flatMap(meta => [...dropOutboxSql(this.#dialect, [meta], false), ...outboxTriggerSql(this.#dialect, meta)]),
        ...this.#linkSql(state.links)
      ],
      down: [
        ...dropLinkSql(this.#dialect, state.links, tables),
        ...[`${OUTBOX}_emit`, `${OUTBOX}_link`].flatMap(name => {
          const body = state.previous?.get(name)
          return body === undefined ? [] : [`create or replace function ${name}() returns trigger language plpgsql as $$${body}$$`]
        }),
        ...state.links.flatMap(side => linkTriggerNames(this.#dialect, side).flatMap(name => state.previous?.get(name) ?? [])),
        ...dropOutboxSql(this.#dialect, lacking, tables),
        ...stale.flatMap(meta => [...dropOutboxSql(this.#dialect, [meta], false), ...this.#previous(meta, state)])
      ]
    }
  }

  /** SQLite: `meta`'s triggers as the database held them before (none known: none made). */
  #previous (meta: ModelMeta, state: OutboxState): string[] {
    const names = outboxNames(this.#dialect, [meta]).triggers.get(meta.tableName) ?? []
    return names.flatMap(name => state.previous?.get(name) ?? [])
  }

  /** The link triggers of `sides`, after the function they call (PostgreSQL); an earlier version's dropped first (SQLite's `if not exists` would keep it). */
  #linkSql (sides: readonly LinkSide[]): string[] {
    return sides.length === 0 ? [] : [...dropLinkSql(this.#dialect, sides, false), ...linkFunctionSql(this.#dialect), ...sides.flatMap(side => linkTriggerSql(this.#dialect, side))]
  }

  /**
   * A migration's statements for what `missing` finds lacking or outdated (see #repair), and on
   * SQLite the triggers of each table that the migration's own statements (`made`) rebuild: dropping
   * the old table drops its triggers, and every write after the run was no event. They are made
   * again after the rebuild, each way: the model's on up, those the database holds now on down.
   */
  async migration (metas: readonly ModelMeta[], made: { up: readonly string[], down: readonly string[] } = { up: [], down: [] }): Promise<{ up: string[], down: string[] }> {
    const state = await this.missing(metas)
    const repair = this.#repair(metas, state)
    if (this.#dialect !== 'sqlite') return repair
    // Those #repair makes (missing or outdated) are made after the rebuild already.
    const remade = new Set([...state.triggers, ...state.outdatedTriggers])
    const rebuilt = (statements: readonly string[]): { metas: ModelMeta[], sides: LinkSide[] } => ({
      metas: metas.filter(meta => !remade.has(meta.tableName) && dropsTable(statements, meta.tableName)),
      sides: linkSides(metas).filter(side => !remade.has(side.join) && dropsTable(statements, side.join))
    })
    const up = rebuilt(made.up)
    const down = rebuilt(made.down)
    const names = [...down.metas.flatMap(meta => outboxNames(this.#dialect, [meta]).triggers.get(meta.tableName) ?? []), ...down.sides.flatMap(side => linkTriggerNames(this.#dialect, side))]
    const now = names.length === 0 ? [] : await this.#exclusive(async () => await this.#run<{ name: string, definition: string | null }>(outboxDefinitionsSql(this.#dialect, names)))
    return {
      up: [...repair.up, ...up.metas.flatMap(meta => outboxTriggerSql(this.#dialect, meta)), ...up.sides.flatMap(side => linkTriggerSql(this.#dialect, side))],
      down: [...repair.down, ...now.flatMap(row => row.definition ?? [])]
    }
  }

  /**
   * PostgreSQL: numbers the committed changes that have no id yet (see outboxTableSql), a batch
   * per transaction: between batches the connection goes back to the pool, where requests
   * waiting for one take it first. With none waiting (an idle poll) it is one statement: no
   * transaction and no lock, which every process's poll took in turn.
   */
  async assign (): Promise<void> {
    if (this.#dialect !== 'postgresql') return
    // A row committed after this check is numbered at the next wake (its NOTIFY, or the poll).
    if (!(await this.#run<{ pending: boolean }>(PENDING))[0].pending) return
    for (;;) {
      const assigned = await this.#connection.transactional(async trx => {
        await this.#run(ASSIGN_LOCK, [], trx)
        return (await this.#run<{ n: number }>(ASSIGN, [], trx))[0].n
      }, UNLOGGED)
      if (assigned < ASSIGN_BATCH) return
    }
  }

  /** The events after `id`, oldest first, at most `limit`. */
  async since (id: string, limit: number): Promise<OutboxEvent[]> {
    const rows = await this.#exclusive(async () => await this.#run<RawEvent>(sinceSql(this.#dialect), [id, limit]))
    return rows.map(row => {
      const old = parsed(row.old, this.#dialect)
      const after = parsed(row.new_row, this.#dialect)
      return {
        id: String(row.id),
        table: row.model,
        op: row.op,
        recordId: String(row.record_id),
        ...old === undefined ? {} : { old },
        ...after === undefined ? {} : { new: after }
      }
    })
  }

  /** The newest event id (what a new subscriber starts after). */
  async lastId (): Promise<string> {
    const rows = await this.#exclusive(async () => await this.#run<{ id: number | string }>(lastIdSql(this.#dialect)))
    return String(rows[0].id)
  }

  /** The highest id removed by the retention cleanup: an older one cannot be resumed from. */
  async expired (): Promise<string> {
    const rows = await this.#exclusive(async () => await this.#run<{ expired: number | string }>(EXPIRED))
    return String(rows[0].expired)
  }

  /**
   * Removes the events older than `retentionMs`, `limit` rows per transaction (each one short,
   * found by the index on `at`); returns how many were removed.
   */
  async cleanup (retentionMs: number, limit = 1000): Promise<number> {
    const { remember, remove } = cleanupSql(this.#dialect)
    const cutoff = Date.now() - retentionMs
    let removed = 0
    for (;;) {
      const step = await this.#exclusive(async () => await this.#connection.transactional(async trx => {
        await this.#run(remember, [cutoff, limit], trx)
        const result = await this.#connection.execute<{ affectedRows: number }>(remove, [cutoff, limit], 'run', trx, { enabled: false })
        return result.affectedRows
      }, UNLOGGED))
      removed += step
      if (step < limit) return removed
    }
  }
}

/** Whether a migration's statements drop `table` (SQLite's rebuild: copy, drop, rename). */
function dropsTable (statements: readonly string[], table: string): boolean {
  return statements.some(sql => sql.replace(/;$/, '').trim().toLowerCase() === `drop table \`${table.toLowerCase()}\``)
}
