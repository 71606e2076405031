import type { EntityManager } from '@mikro-orm/core'
import type { DB } from '../../lib/index.ts'
import type { Link, RelationshipMeta } from '../../lib/model/model-meta.ts'
import type { WhereNode } from '../../lib/read/condition.ts'
import { transactionReader } from '../../lib/read/transaction-reader.ts'
import type { NestedSet } from './nested-input.ts'
import { toFilterQuery } from './to-filter-query.ts'

// What the parent's GET answer could show of a list or a many-to-many (NestedSet.visible): the
// records their type's GET hook lets the caller read, through the links their join model's GET
// hook lets the caller read (NestedSet.visibleLinks). A whole set stands for these alone, `remove`
// names these alone, the limit counts these alone, and the parent's tag covers these alone.

/**
 * A list's children that `where` finds, of those the caller may read: a child its type's GET hook
 * hides (as the parent's GET answer did) is left as it is.
 */
export function shownChildren (db: DB, set: NestedSet, where: Record<string, unknown>): Record<string, unknown> {
  const visible = set.visible ?? []
  return visible.length === 0 ? where : { $and: [where, toFilterQuery(visible, db.dialect)] }
}

/**
 * The conditions on a parent's join rows that keep the links the caller may read: the join row
 * holds its join model's GET hook's conditions, and the linked record its type's (none where no
 * hook narrows).
 */
export function shownLinks (set: NestedSet): WhereNode[] {
  const links = set.visibleLinks ?? []
  const visible = set.visible ?? []
  if (visible.length === 0) return [...links]
  const link = set.relation.through as Link
  const { relation } = set
  // The join model's step to the record a link names, as a single relationship of its own.
  const step: RelationshipMeta = {
    kind: 'single', name: relation.name, target: relation.target, model: link.meta, targetMeta: relation.targetMeta,
    local: link.target, remote: relation.targetMeta.primaryKey, order: [], limit: 1
  }
  return [...links, { kind: 'some', relation: step, where: [], narrowing: [...visible] }]
}

/** How many links of the parent the caller may see, of those `also` narrows to (a target). */
export async function shownCount (em: EntityManager, db: DB, set: NestedSet, parentId: unknown, also: WhereNode[] = []): Promise<number> {
  const link = set.relation.through as Link
  return await transactionReader(db, em).count(link.meta, [{ column: link.source, op: 'eq', value: parentId }, ...also, ...shownLinks(set)])
}
