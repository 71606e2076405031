import type { OrderTerm } from '../model/model-meta.ts'
import type { WhereNode } from './condition.ts'

const PATTERNS = new Set(['like', 'ilike', 'notlike', 'notilike'])

/**
 * Conditions through a single relationship by the related record's primary key (`author.lastName`)
 * a read may have and still be only `joined`: each is one index lookup per record, the cost of a join.
 */
const KEYED_LOOKUPS = 3

/**
 * Records a read may skip (`offset`) and still be `plain`: past them it walks, and for an order
 * not of an index sorts and keeps, every record skipped. On a SQLite file of 200,000 books,
 * `orderBy=title&offset=199000` held the event loop for 0.15-0.35 s, an order through a relationship's cost.
 */
export const FAR_OFFSET = 10_000

/**
 * What a read's conditions can cost (decisions §6):
 * - `plain`: column comparisons at the top level only (the query string's plain filters, or a
 *   `where` that is only those): one pass over the table at most.
 * - `joined`: also `and`/`or`/`not` groups of those, or up to KEYED_LOOKUPS conditions through
 *   single relationships by the related key (`author.lastName=…`), or an order through them
 *   (`orderBy=author.lastName`): a join's cost per record; or a page past FAR_OFFSET records.
 * - `costly`: a condition through a list relationship, or a single one not by the related key
 *   (a subquery per record over the related records: quadratic in them), more than KEYED_LOOKUPS
 *   through single relationships, a LIKE pattern anywhere, or a search (it reads its index, then
 *   ranks or filters every record found: as many as the words match).
 * Where each runs is the database's (lib/read/runner.ts readRows): on a SQLite file anything but
 * `plain` runs in a helper process, off the event loop; on PostgreSQL every read has the budget,
 * and `costly` ones take at most half of the pool.
 */
export type ReadCost = 'plain' | 'joined' | 'costly'

export function readCost (where: readonly WhereNode[], order: readonly OrderTerm[] = [], offset = 0): ReadCost {
  let lookups = 0
  let joined = false
  const costly = (nodes: readonly WhereNode[]): boolean => nodes.some(node => {
    if (!('kind' in node)) return PATTERNS.has(node.op)
    if (node.kind === 'search') return true
    joined = true
    if (!('relation' in node)) return costly(node.items)
    const { relation } = node
    if (relation.kind !== 'single' || relation.remote !== relation.targetMeta.primaryKey) return true
    return ++lookups > KEYED_LOOKUPS || costly(node.where) || costly(node.narrowing)
  })
  if (costly(where)) return 'costly'
  // An order through relationships reads a related record for every record found, then sorts
  // them all before the page: a join's cost (200,000 books by their authors' names at a far
  // offset held SQLite's event loop for 0.45 s).
  return joined || offset > FAR_OFFSET || order.some(term => term.path !== undefined) ? 'joined' : 'plain'
}
