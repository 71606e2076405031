import type { EntityManager } from '@mikro-orm/core'
import fastJson from 'fast-json-stringify'
import { errors, type DB, type ModelMeta } from '../../lib/index.ts'
import type { WhereNode } from '../../lib/read/condition.ts'
import type { Narrowing, Reader, Row } from '../../lib/read/reader.ts'
import { transactionReader } from '../../lib/read/transaction-reader.ts'
import type { SerialPlan } from '../../lib/serialize/plan.ts'
import { toDict } from '../../lib/serialize/to-dict.ts'
import { kMeta } from '../../lib/symbols.ts'
import type { Method } from '../resources/methods.ts'
import type { Resource } from '../resources/resource.ts'
import type { RequestConditions, WriteConditions } from './conditions.ts'
import { coveredRecords, referencedRecords } from './covered-records.ts'
import { ifMatchHolds, noneMatchHolds } from './entity-tags.ts'
import { RowLocks } from './row-locks.ts'
import { recordTag } from './record-tag.ts'
import { outputSchema } from '../routes/response-schema.ts'
import { keyConditions } from '../../lib/model/record-key.ts'

/** Whether a method's answer of the resource's own type is written exactly as its GET is. */
function answersAsGet (resource: typeof Resource, method: Method): boolean {
  const own = resource.modelClass[kMeta].name
  const same = (settings: typeof resource.serialFields): boolean =>
    JSON.stringify(settings?.[method]?.[own] ?? null) === JSON.stringify(settings?.get?.[own] ?? null)
  const relations = JSON.stringify(resource.serialFieldRelations?.[method] ?? null) === JSON.stringify(resource.serialFieldRelations?.get ?? null)
  return same(resource.serialFields) && relations
}

/**
 * The entity tags of one resource's records, built at registration: every tag is a digest of the
 * text of the record's GET answer (see recordTag), whichever method answers. That text is written
 * by the serializer of the GET's answer schema, compiled here once (fast-json-stringify, as
 * Fastify compiles the route's own from the same schema): the GET sends the bytes of the text it hashed.
 */
export class RecordTags {
  private readonly meta: ModelMeta
  private readonly plan: SerialPlan
  private readonly maxRecords: number
  private readonly asGet: Set<Method>
  /** The GET plan shows a record this one references (a single relationship): lockReferenced has something to lock. */
  private readonly references: boolean
  /** The text of a record's GET answer, from its `toDict` under the GET plan. */
  readonly text: (dict: Record<string, unknown>) => string

  constructor (resource: typeof Resource, getPlan: SerialPlan) {
    this.meta = resource.modelClass[kMeta]
    this.plan = getPlan
    this.text = fastJson(outputSchema(getPlan)) as (dict: Record<string, unknown>) => string
    this.maxRecords = resource.maxRecords
    this.references = getPlan.relations.some(field => field.relation.kind === 'single')
    this.asGet = new Set((['get', 'post', 'put', 'patch'] as const).filter(method => answersAsGet(resource, method)))
  }

  /** The tag of a record read and shaped by the GET plan. */
  ofGetAnswer (dict: Record<string, unknown>): string {
    return recordTag(this.text(dict))
  }

  /**
   * The record as `reader` sees it now, read and its relationships loaded by the GET plan;
   * undefined when it does not exist (or `where`, the write's id and narrowing, excludes it).
   */
  private async rowOf (reader: Reader, id: unknown, where: readonly WhereNode[] = keyConditions(this.meta, id), narrowing?: Narrowing): Promise<Row | undefined> {
    const rows = await reader.rows(this.meta, { where: [...where], order: [], limit: 1 }, undefined, this.plan, narrowing)
    if (rows.length === 0) return undefined
    await reader.loadRelations(this.plan, rows, this.maxRecords, true, narrowing)
    return rows[0]
  }

  /** The record's tag as `reader` sees it now, its nested records narrowed as the GET's are; undefined when it does not exist. */
  async read (reader: Reader, id: unknown, narrowing?: Narrowing): Promise<string | undefined> {
    const row = await this.rowOf(reader, id, undefined, narrowing)
    return row === undefined ? undefined : this.ofGetAnswer(toDict(this.plan, row))
  }

  /**
   * Whether `method` answers the record as its GET does: the tag of its answer is then that of the
   * body (ofGetAnswer); else it is read apart (read), before the answer is.
   */
  answersAsGet (method: Method): boolean {
    return this.asGet.has(method)
  }

  /**
   * PostgreSQL, in a conditional write's transaction before its record is found and locked: locks
   * the records the tag reaches through single relationships (those the record references),
   * farthest first (see referencedRecords), and answers the transaction's locks for `check` to go
   * on with. Undefined on SQLite, where a write transaction runs alone (the write gate). The
   * record is read with the write's narrowing (`where`): a caller locks nothing of a record it
   * may not change, and its 404 takes no longer than for one that does not exist.
   */
  async lockReferenced (db: DB, em: EntityManager, conditions: WriteConditions, id: unknown, where: readonly WhereNode[] | undefined): Promise<RowLocks | undefined> {
    if (db.dialect !== 'postgresql') return undefined
    const reader = transactionReader(db, em)
    const locks = new RowLocks(reader.runner)
    if (!comparesTags(conditions) || !this.references) return locks
    const row = await this.rowOf(reader, id, where, conditions.narrowing)
    if (row !== undefined) for (const level of referencedRecords(this.plan, row)) await locks.lock(level)
    return locks
  }

  /**
   * The record's tag, read where no other writer can change it before this transaction ends: on
   * PostgreSQL every record the tag covers (the record, locked by the write, and the related
   * records of its GET answer) is locked, then read again, until a read finds no record it had
   * not locked (a list's records are locked with their parent, so a second read is the last but
   * where a change slipped in between). On SQLite the transaction runs alone: one read.
   */
  private async lockedTag (db: DB, em: EntityManager, id: unknown, locks: RowLocks | undefined, narrowing: Narrowing | undefined): Promise<string | undefined> {
    const reader = transactionReader(db, em)
    if (locks === undefined) return await this.read(reader, id, narrowing)
    // Locks name a composite key's rows by its first column (lib/sql/lock.ts): a few more rows, never fewer.
    locks.hold(this.meta, Array.isArray(id) ? id[0] : id)
    for (let round = 0; round < LOCK_ROUNDS; round++) {
      const row = await this.rowOf(reader, id, undefined, narrowing)
      if (row === undefined) return undefined
      if (!await locks.lock(coveredRecords(this.plan, [row]))) return this.ofGetAnswer(toDict(this.plan, row))
    }
    // The records it covers kept changing while they were being locked.
    throw new errors.PreconditionFailed()
  }

  /**
   * If-Match and If-None-Match (RFC 9110 §13.2.2: in that order), inside the write's transaction,
   * after the record was found and locked with the request's full narrowing (only a record the
   * caller may change is compared: one a hook hides stays a 404). The tag is read under lock
   * (lockedTag): two writers sending the same tag, the second finds the first's change and gets
   * the 412. `If-None-Match: *` fails on any record found: a PUT that may only create.
   */
  async check (db: DB, em: EntityManager, conditions: WriteConditions, id: unknown, locks: RowLocks | undefined): Promise<void> {
    const { ifMatch, ifNoneMatch } = conditions
    const current = comparesTags(conditions) ? await this.lockedTag(db, em, id, locks, conditions.narrowing) : undefined
    if (ifMatch !== undefined && ifMatch !== '*' && (current === undefined || !ifMatchHolds(ifMatch, current))) throw new errors.PreconditionFailed()
    if (ifNoneMatch === '*' || (ifNoneMatch !== undefined && current !== undefined && !noneMatchHolds(ifNoneMatch, current))) throw new errors.NoneMatchFailed()
  }
}

/** Whether conditions compare tags: `*` asks only whether the record exists. */
function comparesTags (conditions: RequestConditions): boolean {
  return (conditions.ifMatch !== undefined && conditions.ifMatch !== '*') || (conditions.ifNoneMatch !== undefined && conditions.ifNoneMatch !== '*')
}

/** Lock-and-read rounds before a conditional write gives up (412): one per level a change could slip into, and more. */
const LOCK_ROUNDS = 12
