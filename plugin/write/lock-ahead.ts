import type { EntityManager } from '@mikro-orm/core'
import type { Condition, WhereNode } from '../../lib/read/condition.ts'
import { transactionReader } from '../../lib/read/transaction-reader.ts'
import { lockWhereSql } from '../../lib/sql/lock.ts'
import { Params } from '../../lib/sql/params.ts'
import { kMeta } from '../../lib/symbols.ts'
import type { NestedSet } from './nested-input.ts'
import { parentKey } from './nested-keys.ts'
import { modelOf, type WriteRequest } from './write-request.ts'

/**
 * PostgreSQL, before a nested PUT or PATCH locks its own record: the records it will lock that
 * come first in the one order every write of the plugin's locks in, so that two writes reaching
 * the same rows from either end wait for each other instead of deadlocking (503). A record
 * before those that reference it: the records its singles link now (a PATCH of a list's parent
 * with its children locks the parent first, as a DELETE's cascade does). Records no reference
 * orders, a many-to-many's two sides, by table then key: the linked records sent with a key whose
 * table comes first, with the record itself where both are of one table. Tried as a new user
 * would: a book's PATCH adding a tag while the tag's PATCH added the book answered 503, as did a
 * chapter's PATCH changing its book while the book's PATCH changed the chapter. Only records the
 * caller may reach are locked: each query carries the write's narrowing, or the linked type's.
 */
export async function lockAhead (em: EntityManager, request: WriteRequest): Promise<void> {
  const { resource: { db }, nested, where = [] } = request
  if (db.dialect !== 'postgresql' || nested === undefined) return
  const meta = modelOf(request.resource)[kMeta]
  const runner = transactionReader(db, em).runner
  const lock = async (set: NestedSet, conditions: readonly WhereNode[]): Promise<void> => {
    const params = new Params(runner.dialect)
    await runner.rows(lockWhereSql(set.relation.targetMeta, conditions, params), params.values)
  }
  const singles = nested.input.sets.filter(set => parentKey(set.relation) !== undefined)
  if (singles.length > 0) {
    const rows = await transactionReader(db, em).rows(meta, { where: [...where], order: [], limit: 1 }, singles.map(set => set.relation.local))
    for (const set of singles) {
      const linked = rows[0]?.[set.relation.local.prop]
      if (linked !== undefined && linked !== null) await lock(set, [{ column: set.relation.remote, op: 'eq', value: linked }])
    }
  }
  for (const set of nested.input.sets) {
    const target = set.relation.targetMeta
    const sent = set.records.filter(record => record.id !== undefined)
    if (set.relation.through === undefined || sent.length === 0 || target.tableName > meta.tableName) continue
    const records: WhereNode = { kind: 'or', items: sent.map(record => ({ kind: 'and' as const, items: [...record.where ?? keyWhere(set, record.id)] })) }
    // One table: the record itself among them, in key order (its own lock then finds it held).
    await lock(set, [target === meta && where.length > 0 ? { kind: 'or', items: [records, { kind: 'and', items: [...where] }] } : records])
  }
}

function keyWhere (set: NestedSet, id: unknown): Condition[] {
  return [{ column: set.relation.targetMeta.primaryKey, op: 'eq', value: id }]
}
