import type { Dialect } from '../db/uri.ts'
import { toParam } from './to-param.ts'
import type { Condition } from './query.ts'

const COMPARE = { eq: '=', ne: '<>', gt: '>', ge: '>=', lt: '<', le: '<=' } as const

// `\` escapes the next `%`, `_` or `\` in a pattern on both databases: PostgreSQL's default,
// which SQLite has only when told (without it `\` was literal on SQLite and an escape on PostgreSQL).
const ESCAPE = " escape '\\'"

export function quote (name: string): string {
  return '"' + name.replaceAll('"', '""') + '"'
}

/** Collects parameters and writes the dialect's placeholders (`?` or `$n`). */
export class Params {
  readonly values: unknown[] = []
  readonly dialect: Dialect

  constructor (dialect: Dialect) {
    this.dialect = dialect
  }

  add (value: unknown): string {
    this.values.push(value)
    return this.dialect === 'sqlite' ? '?' : `$${this.values.length}`
  }

  /** A whole list as one parameter, so that the SQL text (and its prepared statement) never varies. */
  list (values: unknown[]): string {
    return this.dialect === 'sqlite'
      ? `(select value from json_each(${this.add(JSON.stringify(values.map(v => typeof v === 'bigint' ? String(v) : v)))}))`
      : `any(${this.add(values)})`
  }
}

function inList (column: string, values: unknown[], params: Params, negate: boolean): string {
  if (params.dialect === 'sqlite') return `${column} ${negate ? 'not in' : 'in'} ${params.list(values)}`
  return negate ? `not (${column} = ${params.list(values)})` : `${column} = ${params.list(values)}`
}

function one (condition: Condition, params: Params): string {
  const { column, op, value } = condition
  const name = quote(column.name)
  const param = (v: unknown): unknown => toParam(column.info, v, params.dialect)
  switch (op) {
    case 'isnull': return value === true ? `${name} is null` : `${name} is not null`
    case 'in': case 'notin': return inList(name, (value as unknown[]).map(param), params, op === 'notin')
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
export function compileWhere (conditions: Condition[], params: Params): string {
  return conditions.length === 0 ? '' : ' where ' + conditions.map(condition => one(condition, params)).join(' and ')
}
