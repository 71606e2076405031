import type { WhereNode } from './condition.ts'

const PATTERNS = new Set(['like', 'ilike', 'notlike', 'notilike'])

/**
 * Conditions through a single relationship by the related record's primary key (`author.lastName`)
 * a read may have and stay plain: each is one index lookup per record, the cost of a join.
 */
const KEYED_LOOKUPS = 3

/**
 * Whether a read of `where` can cost far more than one pass over its table, and so runs within
 * the read budget (`readTimeout`) where it can be stopped: a condition through a list
 * relationship, or a single one not by the related primary key (a subquery per record over the
 * related records: quadratic in them), more than KEYED_LOOKUPS conditions through single
 * relationships, or a LIKE pattern. Plain column comparisons in any groups are not, nor
 * `author.lastName=…`: sent to a helper process (SQLite) or a transaction of its own
 * (PostgreSQL), such a page of 50 books took 1.5-3 ms more.
 */
export function isCostly (where: readonly WhereNode[]): boolean {
  let lookups = 0
  const costly = (nodes: readonly WhereNode[]): boolean => nodes.some(node => {
    if (!('kind' in node)) return PATTERNS.has(node.op)
    if (!('relation' in node)) return costly(node.items)
    const { relation } = node
    if (relation.kind !== 'single' || relation.remote !== relation.targetMeta.primaryKey) return true
    return ++lookups > KEYED_LOOKUPS || costly(node.where) || costly(node.narrowing)
  })
  return costly(where)
}
