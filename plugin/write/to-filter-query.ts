import type { Condition } from '../../lib/index.ts'

const OPERATORS = { eq: '$eq', ne: '$ne', gt: '$gt', ge: '$gte', lt: '$lt', le: '$lte', like: '$like', ilike: '$ilike', in: '$in', notin: '$nin' } as const

function operator (condition: Condition): unknown {
  const { op, value } = condition
  switch (op) {
    case 'isnull': return value === true ? null : { $ne: null }
    case 'notlike': return { $not: { $like: value } }
    case 'notilike': return { $not: { $ilike: value } }
    default: return { [OPERATORS[op]]: value }
  }
}

/**
 * The same conditions as a MikroORM filter, so that a write finds its record inside the
 * transaction with exactly the narrowing a hook gave the query.
 */
export function toFilterQuery (conditions: readonly Condition[]): Record<string, unknown> {
  return { $and: conditions.map(condition => ({ [condition.column.prop]: operator(condition) })) }
}
