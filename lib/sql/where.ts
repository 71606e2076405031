import type { Condition, WhereNode } from '../read/condition.ts'
import { relatedSql } from './exists.ts'
import { searchSql, type Visible } from './search.ts'
import { equalParams, spelled, toParam } from '../read/to-param.ts'
import type { ColumnMeta } from '../model/model-meta.ts'
import type { SqlDialect } from './dialect.ts'
import type { Params } from './params.ts'
import { quote } from './quote.ts'

const COMPARE = { eq: '=', ne: '<>', gt: '>', ge: '>=', lt: '<', le: '<=' } as const

// `\` escapes the next `%`, `_` or `\` in a pattern on both databases: PostgreSQL's default,
// which SQLite has only when told (without it `\` was literal on SQLite and an escape on PostgreSQL).
const ESCAPE = " escape '\\'"

/** What a plain condition that binds no value gives as its value (see bindsValue). */
export const NO_VALUE = Symbol('no value')

/** Whether a plain condition binds a value: `isnull`, and `eq` or `ne` with null, are written `is [not] null`. */
export function bindsValue (condition: Condition): boolean {
  const { op, value } = condition
  return op !== 'isnull' && !(value === null && (op === 'eq' || op === 'ne'))
}

/**
 * The one value a plain condition binds, or NO_VALUE. A list (`in`, `notin`) is one value, whatever
 * its length; so is an equality's list of spellings (equalSql), each value's spellings in a list.
 */
export function conditionValue (condition: Condition, dialect: SqlDialect): unknown {
  const { column, op, value } = condition
  if (!bindsValue(condition)) return NO_VALUE
  const { info } = column
  if (op === 'in' || op === 'notin') {
    const values = value as unknown[]
    return dialect.listValue(spelled(info, dialect.name) ? values.flatMap(v => equalParams(info, v, dialect.name)) : values.map(v => toParam(info, v, dialect.name)))
  }
  if ((op === 'eq' || op === 'ne') && spelled(info, dialect.name)) return dialect.listValue(equalParams(info, value, dialect.name))
  return toParam(info, value, dialect.name)
}

/**
 * `name` equal (or, `negate`, unequal) to the value conditionValue bound to `placeholder` for
 * `column`: `=`, or `in` its list of spellings where the database keeps several (a UUID on SQLite),
 * which a key's index serves as it serves `=`.
 */
export function equalSql (name: string, column: ColumnMeta, placeholder: string, dialect: SqlDialect, negate = false): string {
  return spelled(column.info, dialect.name) ? dialect.inList(name, placeholder, negate) : `${name} ${negate ? '<>' : '='} ${placeholder}`
}

function one (condition: Condition, params: Params): string {
  const { column, op, value } = condition
  const name = quote(column.name)
  const bound = conditionValue(condition, params.dialect)
  switch (op) {
    case 'isnull': return value === true ? `${name} is null` : `${name} is not null`
    case 'in': case 'notin': return params.dialect.inList(name, params.add(bound), op === 'notin')
    case 'like': return `${name} like ${params.add(bound)}${ESCAPE}`
    case 'notlike': return `${name} not like ${params.add(bound)}${ESCAPE}`
    case 'ilike': case 'notilike': {
      const { lower } = params.dialect
      return `${lower}(${name}) ${op === 'ilike' ? 'like' : 'not like'} ${lower}(${params.add(bound)})${ESCAPE}`
    }
    default:
      if (bound === NO_VALUE) return op === 'eq' ? `${name} is null` : `${name} is not null`
      if (op === 'eq' || op === 'ne') return equalSql(name, column, params.add(bound), params.dialect, op === 'ne')
      return `${name} ${COMPARE[op]} ${params.add(bound)}`
  }
}

/**
 * One node of a condition tree. `outer` is how the rows the node is about are named (their
 * table, or a subquery's alias), `depth` how many related levels down it is: a plain condition
 * names its column alone, which SQL resolves to the innermost table that has it.
 */
export function nodeSql (node: WhereNode, params: Params, outer?: string, depth = 0): string {
  if (!('kind' in node)) return one(node, params)
  if (node.kind === 'search') return searchSql(node, params, outer)
  if (!('items' in node)) return relatedSql(node, params, outer, depth)
  // Nothing to match: `and` of nothing holds, `or` of nothing does not, `not` of an empty `and` does not.
  if (node.items.length === 0) return node.kind === 'and' ? '1 = 1' : '1 = 0'
  const joined = node.items.map(item => nodeSql(item, params, outer, depth)).join(node.kind === 'or' ? ' or ' : ' and ')
  return node.kind === 'not' ? `not (${joined})` : `(${joined})`
}

/** ` where a = ? and b in (...)`, or nothing when there are no conditions. */
export function whereSql (conditions: readonly WhereNode[], params: Params): string {
  return conditions.length === 0 ? '' : ' where ' + conditions.map(condition => 'kind' in condition && condition.kind === 'search'
    ? searchSql(condition, params, undefined, visibleOf(conditions, condition))
    : nodeSql(condition, params)).join(' and ')
}

/** The where of a search's sibling conditions, which the records it finds must hold too (searchSql reads the smaller side). */
export function visibleOf (conditions: readonly WhereNode[], search: WhereNode): Visible | undefined {
  const others = conditions.filter(condition => condition !== search)
  return others.length === 0 ? undefined : inner => whereSql(others, inner)
}
