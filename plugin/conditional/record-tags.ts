import type { EntityManager } from '@mikro-orm/core'
import { errors, type DB, type ModelMeta } from '../../lib/index.ts'
import type { Reader } from '../../lib/read/reader.ts'
import { transactionReader } from '../../lib/read/transaction-reader.ts'
import type { SerialPlan } from '../../lib/serialize/plan.ts'
import { toDict } from '../../lib/serialize/to-dict.ts'
import { kMeta, kReader } from '../../lib/symbols.ts'
import type { Method } from '../resources/methods.ts'
import type { Resource } from '../resources/resource.ts'
import { ifMatchHolds, type TagCondition } from './entity-tags.ts'
import { recordTag } from './record-tag.ts'

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
 * record under the resource's GET plan (see recordTag), whichever method answers.
 */
export class RecordTags {
  private readonly meta: ModelMeta
  private readonly plan: SerialPlan
  private readonly maxRecords: number
  private readonly asGet: Set<Method>

  constructor (resource: typeof Resource, getPlan: SerialPlan) {
    this.meta = resource.modelClass[kMeta]
    this.plan = getPlan
    this.maxRecords = resource.maxRecords
    this.asGet = new Set((['get', 'post', 'put', 'patch'] as const).filter(method => answersAsGet(resource, method)))
  }

  /** The tag of a record read and shaped by the GET plan. */
  ofGetAnswer (dict: Record<string, unknown>): string {
    return recordTag(dict)
  }

  /** The record's tag as `reader` sees it now; undefined when it does not exist. */
  async read (reader: Reader, id: unknown): Promise<string | undefined> {
    const rows = await reader.rows(this.meta, { where: [{ column: this.meta.primaryKey, op: 'eq', value: id }], order: [], limit: 1 }, undefined, this.plan)
    if (rows.length === 0) return undefined
    await reader.loadRelations(this.plan, rows, this.maxRecords, true)
    return recordTag(toDict(this.plan, rows[0]))
  }

  /**
   * The tag a write's answer carries: that of its body when the method answers as GET does, else
   * read again (committed data), the state a GET would now show.
   */
  async ofWriteAnswer (db: DB, method: Method, id: unknown, out: Record<string, unknown>): Promise<string | undefined> {
    if (this.asGet.has(method)) return recordTag(out)
    return await this.read(db[kReader], id)
  }

  /**
   * If-Match, inside the write's transaction, after the record was found (and locked, on
   * PostgreSQL) with the request's full narrowing: its tag is read on the transaction's
   * connection, so no other write can change it before this one commits. Two writers sending
   * the same tag: the second finds the first's change, and gets the 412.
   */
  async check (db: DB, em: EntityManager, condition: TagCondition, id: unknown): Promise<void> {
    if (condition === '*') return
    const current = await this.read(transactionReader(db, em), id)
    if (current === undefined || !ifMatchHolds(condition, current)) throw new errors.PreconditionFailed()
  }
}
