import type { DB } from '../../lib/index.ts'
import type { OutboxEvent } from '../../lib/db/outbox.ts'
import type { ModelMeta } from '../../lib/model/model-meta.ts'
import type { Condition, WhereNode } from '../../lib/read/condition.ts'
import type { Narrowing } from '../../lib/read/reader.ts'
import type { SerialPlan } from '../../lib/serialize/plan.ts'
import { toDict } from '../../lib/serialize/to-dict.ts'
import { encoderFor } from '../../lib/serialize/encode.ts'
import { kReader } from '../../lib/symbols.ts'
import { EventClient } from './client.ts'
import { FrameBudget } from './frame-budget.ts'
import { coalesceLinks } from './coalesce-links.ts'
import { judgedInMemory, newRowMayMatch, oldRowMatches, ownConditions, textComparisons, type TextOrder } from './old-row-match.ts'
import { readInPieces, TOO_LARGE } from './read-in-pieces.ts'
import { narrowingText } from './subscription-key.ts'
import { seenColumns, unseenUpdate } from './unseen-change.ts'
import { databaseTextOrder } from './text-order.ts'

/** Runs `work` in the hub's turn of reads (EventHub.read), or at once where the caller already has one. */
export type Turn = <T>(work: () => Promise<T>) => Promise<T>

const ownTurn: Turn = async work => await work()

/** One token per plan and narrowing of its nested records: the subscriptions that may share a read. */
const shares = new WeakMap<SerialPlan, Map<string, object>>()

function shareOf (plan: SerialPlan, nested: Narrowing): object {
  let byNarrowing = shares.get(plan)
  if (byNarrowing === undefined) shares.set(plan, byNarrowing = new Map())
  const text = narrowingText(nested)
  let share = byNarrowing.get(text)
  if (share === undefined) byNarrowing.set(text, share = {})
  return share
}

/** The resource's bounds on what one answer holds, which a batch's records are read and sent within. */
export interface AnswerLimits {
  maxRecords: number
  maxAnswerBytes: number
}

/** A changed record as the in-memory subscriptions of one plan share it. */
export interface SharedRecord {
  /** Its own columns, keyed by column name. */
  own: Record<string, unknown>
  /** As the plan shows it. */
  shown: unknown
}

/**
 * The subscribers of one events URL that see the same records the same way: one resource, one
 * narrowing by its hooks, the same filters and field selection. A batch of changes costs it one
 * read, whatever its number of subscribers: the records changed, read with its conditions as its
 * GET reads them (a path through a relationship included), and shown by its GET's plan. Only the
 * records whose row after the change (kept by the outbox) may match its conditions on their own
 * columns are read: a change no subscription may see costs no read. A record the read does not
 * find, or whose row after the change does not match, is not sent; one that an update took out of
 * its view, or deleted, is sent as `deleted` ({id}) when its row before the change matched (judged
 * in memory, old-row-match.ts, its order of text asked of the database, text-order.ts).
 */
export class Subscription {
  readonly clients = new Set<EventClient>()
  readonly #db: DB
  readonly #meta: ModelMeta
  readonly #where: WhereNode[]
  readonly #plan: SerialPlan
  readonly #limits: AnswerLimits
  /** The related types' GET hook conditions of its subscribers: the nested records they may see. */
  readonly #nested: Narrowing
  /** The conditions judged on a record's own row: all of #where when inMemory. */
  readonly #own: WhereNode[]
  /** The columns whose change its clients may see (unseen-change.ts); undefined: every one. */
  readonly #seen: string[] | undefined

  /**
   * Whether its conditions are on the record's own columns only (old-row-match.ts): then it
   * needs no read of its own. Every such subscription of one record type and one plan (fields)
   * shares one read of the changed records (`read`), and each judges the rows in memory.
   */
  readonly inMemory: boolean
  /** The same for the subscriptions whose records are shown alike (plan and nested narrowing): they may share a read. */
  readonly share: object

  /** `getPlan`: the resource's GET plan, whatever `fields` `plan` keeps of it. */
  constructor (db: DB, meta: ModelMeta, where: WhereNode[], plan: SerialPlan, getPlan: SerialPlan, limits: AnswerLimits, nested: Narrowing = new Map()) {
    this.#db = db
    this.#meta = meta
    this.#where = where
    this.#plan = plan
    this.#limits = limits
    this.#nested = nested
    this.share = shareOf(plan, nested)
    this.inMemory = judgedInMemory(where)
    this.#own = ownConditions(where)
    this.#seen = seenColumns(getPlan, where)
  }

  get table (): string { return this.#meta.tableName }
  get plan (): SerialPlan { return this.#plan }

  /**
   * The ids of `events`' records (this record type's, not deleted) this subscription may see: those
   * whose row after the change may match its own-column conditions, or that have no such row (an
   * earlier version's outbox). Only these are read.
   */
  wanted (events: readonly OutboxEvent[]): string[] {
    return [...new Set(events.filter(event => this.#may(event) && !this.#unseen(event)).map(event => event.recordId))]
  }

  #may (event: OutboxEvent): boolean {
    if (event.table !== this.#meta.tableName || event.op === 'deleted') return false
    return event.new === undefined || newRowMayMatch(this.#own, event.new)
  }

  /**
   * An update of columns its GET does not show (a password, a field the serial settings hide): no
   * event for its clients, as it is no change of the record's ETag. Tried as a new user would: a
   * PATCH of a password sent `updated` to every subscriber. Its id is skipped: a client resuming
   * after an earlier one gets the events after it, this one left out again.
   */
  #unseen (event: OutboxEvent): boolean {
    return unseenUpdate(event, this.#seen)
  }

  /**
   * The records of `ids`, read once for every in-memory subscription of this plan: each with its
   * own columns (keyed by column name, for the conditions) and as the plan shows it.
   */
  async read (ids: readonly string[]): Promise<Map<string, SharedRecord | typeof TOO_LARGE>> {
    return await readInPieces(ids, async piece => await this.#readShared(piece))
  }

  async #readShared (ids: readonly string[]): Promise<Array<[string, SharedRecord]>> {
    const pk = this.#meta.primaryKey
    const only: Condition = { column: pk, op: 'in', value: ids.map(id => this.#id(id)) }
    const reader = this.#db[kReader]
    const columns = this.#plan.reads === undefined ? undefined : [...new Set([...this.#plan.reads, ...this.#meta.columns])]
    const rows = await reader.rows(this.#meta, { where: [only], order: [], limit: ids.length }, columns, this.#plan, this.#nested)
    await reader.loadRelations(this.#plan, rows, this.#limits.maxRecords, true, this.#nested)
    return rows.map(row => {
      const own = Object.fromEntries(this.#meta.columns.map(column => [column.name, row[column.prop]]))
      return [String(row[pk.prop]), { own, shown: toDict(this.#plan, row) }]
    })
  }

  /**
   * The batch's frames for these subscribers, in id order: from `shared` (an in-memory
   * subscription's share of `read`), else from a read of its own. `turn` runs a statement the
   * subscription sends outside its own read (the order of texts it judges), in the hub's turn of
   * reads: a thousand subscriptions' statements never take the pool at once.
   */
  async frames (events: readonly OutboxEvent[], shared?: Map<string, SharedRecord | typeof TOO_LARGE>, turn: Turn = ownTurn): Promise<string[]> {
    const mine = coalesceLinks(events.filter(event => event.table === this.#meta.tableName && !this.#unseen(event)))
    if (mine.length === 0) return []
    const shown = shared === undefined ? await this.#read(this.wanted(mine)) : this.#judge(shared)
    const last = new Map(mine.map(event => [event.recordId, event]))
    // Each record's row before the batch, from its first change that says it: none when the batch
    // created it (the client never saw it).
    const before = new Map<string, Record<string, unknown> | undefined>()
    for (const event of mine) {
      if (!before.has(event.recordId) && (event.op === 'created' || event.old !== undefined)) before.set(event.recordId, event.old)
    }
    const seen = (event: OutboxEvent): Record<string, unknown> | undefined => before.has(event.recordId) ? before.get(event.recordId) : event.old
    const gone = [...last.values()].filter(event => this.#shown(event, shown) === undefined)
    // The texts of the rows before (did the client see it?) and, where those are judged, after the
    // change (is it gone only by a later change?): one statement, as before.
    const pairs = gone.flatMap(event => {
      const texts = textComparisons(this.#where, seen(event) ?? {})
      return texts.length === 0 || event.new === undefined ? texts : [...texts, ...textComparisons(this.#where, event.new)]
    })
    const textOrder = pairs.length === 0 ? undefined : await turn(async () => await databaseTextOrder(this.#db[kReader].runner, pairs))
    const tooLarge = [...last.values()].filter(event => this.#shown(event, shown) === TOO_LARGE).map(event => event.recordId)
    const cut = tooLarge.length === 0 ? new Set<string>() : await turn(async () => await this.#visible(tooLarge))
    const frames: string[] = []
    const budget = new FrameBudget(this.#plan, this.#limits.maxAnswerBytes)
    for (const event of mine) {
      const record = this.#shown(event, shown)
      // Holds more than maxRecords alone: its key, marked cut, when the subscription sees it (its
      // GET refuses it too). Tried as a new user would: such a change never reached a subscriber.
      if (record === TOO_LARGE) {
        if (cut.has(event.recordId)) frames.push(EventClient.frame(event.op === 'linked' ? 'updated' : event.op, event.id, this.#key(event), true))
        continue
      }
      if (record !== undefined) frames.push(budget.frame(event.op === 'linked' ? 'updated' : event.op, event.id, record as Record<string, unknown>, this.#key(event)))
      // Gone, or out of the client's view: said once, at the record's last change of the batch,
      // if the client saw it before the batch. Tried as a new user would: a create, an update and
      // a delete delivered together (PostgreSQL) were sent as two deletes, the update's relabelled.
      else if (last.get(event.recordId) === event && !this.#goneLater(event, textOrder)) {
        const row = seen(event)
        if (row !== undefined && oldRowMatches(this.#where, row, textOrder, this.#db.dialect)) frames.push(EventClient.frame('deleted', event.id, this.#key(event)))
      }
    }
    return frames
  }

  /**
   * The record of `event` as sent, judged on the row after this change (a later change that brings
   * it back is an event of its own); a change of its links (`linked`, no row after) is an update of
   * the record as read. Undefined: gone, or out of the client's view.
   */
  #shown (event: OutboxEvent, shown: Map<string, unknown>): unknown {
    return this.#may(event) ? shown.get(event.recordId) : undefined
  }

  /**
   * Whether `event`'s record, gone or out of view when read, was still in the client's view after
   * `event` (its row after the change matches every condition, judged exactly in memory): then a
   * later change took it away, whose event comes in a later batch and says so. Tried as a new user
   * would: on PostgreSQL, a create, an update and a delete in quick succession, the update's event
   * delivered in one batch and the delete's in the next, reached a client as created, deleted,
   * deleted: the update read after the delete committed was sent as `deleted`, then the delete.
   */
  #goneLater (event: OutboxEvent, textOrder: TextOrder | undefined): boolean {
    return event.op !== 'deleted' && event.new !== undefined && oldRowMatches(this.#where, event.new, textOrder, this.#db.dialect)
  }

  /** The shared records this subscription's conditions match, judged in memory on their own columns. */
  #judge (shared: Map<string, SharedRecord | typeof TOO_LARGE>): Map<string, unknown> {
    const found = new Map<string, unknown>()
    for (const [id, record] of shared) {
      if (record === TOO_LARGE) found.set(id, TOO_LARGE)
      else if (oldRowMatches(this.#where, record.own)) found.set(id, record.shown)
    }
    return found
  }

  /** The records of `ids` this subscription sees now, shown as its GET shows them, by id. */
  async #read (ids: readonly string[]): Promise<Map<string, unknown>> {
    return await readInPieces([...new Set(ids)], async piece => await this.#readOwn(piece))
  }

  async #readOwn (ids: readonly string[]): Promise<Array<[string, unknown]>> {
    const pk = this.#meta.primaryKey
    const only: Condition = { column: pk, op: 'in', value: ids.map(id => this.#id(id)) }
    const reader = this.#db[kReader]
    const rows = await reader.rows(this.#meta, { where: [...this.#where, only], order: [], limit: ids.length }, this.#plan.reads, this.#plan, this.#nested)
    await reader.loadRelations(this.#plan, rows, this.#limits.maxRecords, true, this.#nested)
    return rows.map(row => [String(row[pk.prop]), toDict(this.#plan, row)])
  }

  /** Which of `ids` this subscription's conditions let through, read by their keys alone (no related records). */
  async #visible (ids: readonly string[]): Promise<Set<string>> {
    const pk = this.#meta.primaryKey
    const only: Condition = { column: pk, op: 'in', value: ids.map(id => this.#id(id)) }
    const rows = await this.#db[kReader].rows(this.#meta, { where: [...this.#where, only], order: [], limit: ids.length }, [pk])
    return new Set(rows.map(row => String(row[pk.prop])))
  }

  /** What a delete, or an event cut to its key, carries: `{ id }`. */
  #key (event: OutboxEvent): Record<string, unknown> {
    return { [this.#meta.primaryKey.prop]: this.#wireId(event.recordId) }
  }

  /**
   * A primary key as the outbox keeps it (text), as the API shows it: the outbox keeps what is
   * stored, a UUID SQLite keeps in capitals (an import) among them, where answers show lowercase.
   */
  #wireId (text: string): unknown {
    return encoderFor(this.#meta.primaryKey.info)(this.#id(text))
  }

  /** A primary key as the outbox keeps it (text), as its column's value. */
  #id (text: string): unknown {
    const { kind } = this.#meta.primaryKey.info
    if (kind === 'biginteger') return BigInt(text)
    return kind === 'integer' || kind === 'smallinteger' ? Number(text) : text
  }
}
