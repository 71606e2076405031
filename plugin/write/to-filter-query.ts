import { createSqlFunction } from '@mikro-orm/core'
import type { Condition } from '../../lib/index.ts'
import type { Dialect } from '../../lib/db/uri.ts'
import { sqlDialect } from '../../lib/sql/dialect.ts'
import { quote } from '../../lib/sql/quote.ts'
import { equalParams, spelled } from '../../lib/read/to-param.ts'

const OPERATORS = { eq: '$eq', ne: '$ne', gt: '$gt', ge: '$gte', lt: '$lt', le: '$lte', like: '$like', ilike: '$ilike', in: '$in', notin: '$nin' } as const

function operator (condition: Condition, dialect: Dialect): unknown {
  const { column, op, value } = condition
  // Every spelling a stored value may have (a UUID on SQLite), as a read binds them (conditionValue).
  if (spelled(column.info, dialect) && value !== null && (op === 'eq' || op === 'ne' || op === 'in' || op === 'notin')) {
    const values = op === 'eq' || op === 'ne' ? [value] : value as unknown[]
    return { [op === 'eq' || op === 'in' ? '$in' : '$nin']: values.flatMap(v => equalParams(column.info, v, dialect)) }
  }
  switch (op) {
    case 'isnull': return value === true ? null : { $ne: null }
    case 'notlike': return { $not: { $like: value } }
    case 'notilike': return { $not: { $ilike: value } }
    default: return { [OPERATORS[op]]: value }
  }
}

/**
 * One condition as a MikroORM filter. On SQLite, which has no `ilike` (MikroORM wrote it there: a
 * syntax error, a 500), a case-blind pattern is the dialect's lower function of the column `like`
 * the pattern lower-cased by the same function (lib/db/sqlite-functions.ts): as a read judges it.
 */
function filterOf (condition: Condition, dialect: Dialect): Record<string, unknown> {
  const { column, op, value } = condition
  if ((op === 'ilike' || op === 'notilike') && dialect === 'sqlite' && typeof value === 'string') {
    const key = createSqlFunction(sqlDialect(dialect).lower, (alias: string) => `${alias}.${quote(column.name)}`) as unknown as string
    const like = { $like: value.toLowerCase() }
    return { [key]: op === 'ilike' ? like : { $not: like } }
  }
  return { [column.prop]: operator(condition, dialect) }
}

/**
 * The same conditions as a MikroORM filter, so that a write finds its record inside the
 * transaction with exactly the narrowing a hook gave the query.
 */
export function toFilterQuery (conditions: readonly Condition[], dialect: Dialect): Record<string, unknown> {
  return { $and: conditions.map(condition => filterOf(condition, dialect)) }
}
