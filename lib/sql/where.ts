import type { Condition } from '../read/condition.ts'
import { toParam } from '../read/to-param.ts'
import type { Params } from './params.ts'
import { quote } from './quote.ts'

const COMPARE = { eq: '=', ne: '<>', gt: '>', ge: '>=', lt: '<', le: '<=' } as const

// `\` escapes the next `%`, `_` or `\` in a pattern on both databases: PostgreSQL's default,
// which SQLite has only when told (without it `\` was literal on SQLite and an escape on PostgreSQL).
const ESCAPE = " escape '\\'"

function one (condition: Condition, params: Params): string {
  const { column, op, value } = condition
  const name = quote(column.name)
  const param = (v: unknown): unknown => toParam(column.info, v, params.dialect.name)
  switch (op) {
    case 'isnull': return value === true ? `${name} is null` : `${name} is not null`
    case 'in': case 'notin': return params.dialect.inList(name, params.list((value as unknown[]).map(param)), op === 'notin')
    case 'like': return `${name} like ${params.add(param(value))}${ESCAPE}`
    case 'notlike': return `${name} not like ${params.add(param(value))}${ESCAPE}`
    case 'ilike': return `lower(${name}) like lower(${params.add(param(value))})${ESCAPE}`
    case 'notilike': return `lower(${name}) not like lower(${params.add(param(value))})${ESCAPE}`
    default:
      if (value === null && op === 'eq') return `${name} is null`
      if (value === null && op === 'ne') return `${name} is not null`
      return `${name} ${COMPARE[op]} ${params.add(param(value))}`
  }
}

/** ` where a = ? and b in (...)`, or nothing when there are no conditions. */
export function whereSql (conditions: readonly Condition[], params: Params): string {
  return conditions.length === 0 ? '' : ' where ' + conditions.map(condition => one(condition, params)).join(' and ')
}
