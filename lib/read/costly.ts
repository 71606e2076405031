import type { WhereNode } from './condition.ts'

const PATTERNS = new Set(['like', 'ilike', 'notlike', 'notilike'])

/**
 * Whether a read of `where` can cost more than one pass over its table, and so runs within the
 * read budget (`readTimeout`) where it can be stopped: a condition through a relationship (a
 * correlated subquery per row: quadratic in the related records), a group (`or`, `not`, and the
 * `and` of a `where`) or a LIKE pattern. Plain column comparisons (a GET by id, `title=x`) are not.
 */
export function isCostly (where: readonly WhereNode[]): boolean {
  for (const node of where) {
    if ('kind' in node || PATTERNS.has(node.op)) return true
  }
  return false
}
