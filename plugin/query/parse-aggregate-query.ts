import { errors, toCamelCase } from '../../lib/index.ts'
import { checkClientOrder, kindOf } from '../../lib/columns/kinds/index.ts'
import { decimalText } from '../../lib/columns/kinds/numeric.ts'
import { coerceValue } from '../../lib/validate/coerce.ts'
import type { SqlDialect } from '../../lib/sql/dialect.ts'
import { decimalSumKey } from '../../lib/sql/decimal-sum.ts'
import {
  AGGREGATE_FNS, ordered, splitSum, summable, type AggregateFn, type AggregateTarget, type AggregateTerm, type GroupKey, type GroupOrder, type HavingCondition
} from '../../lib/sql/aggregate.ts'
import type { FieldAccess } from './field-access.ts'
import { QUERY_LIMITS } from './limits.ts'
import { single, walk } from './parse-collection-query.ts'
import { columnNamed, FilterScope } from './parse-where.ts'
import type { RelatedTypes, PathStep } from './related-types.ts'

/** At most this many group keys (extensions §12). */
export const MAX_GROUP_KEYS = 5

/** The aggregate's own parameters, by every name a client may use; the rest are the collection's. */
const OWN: Record<string, 'groupBy' | 'orderBy' | 'having' | AggregateFn> = {
  groupBy: 'groupBy', group_by: 'groupBy',
  orderBy: 'orderBy', order_by: 'orderBy',
  having: 'having',
  sum: 'sum', avg: 'avg', min: 'min', max: 'max',
  countDistinct: 'countDistinct', count_distinct: 'countDistinct'
}

/** Collection parameters that mean nothing for groups: a 400, not silently ignored. */
const REFUSED = ['count', 'fields', 'cursor', 'debug']

/** The aggregate's parameters, parsed (the records' conditions are the collection parser's). */
export interface AggregateQuery {
  keys: GroupKey[]
  terms: AggregateTerm[]
  having: HavingCondition[]
  order: GroupOrder[]
  /** The relationship levels of the keys, for the related types' GET hooks to narrow. */
  steps: PathStep[]
  /** What is left for parseCollectionQuery: filters, `where`, `maxPageSize`, `offset`. */
  rest: Record<string, unknown>
}

function names (key: string, value: unknown): string[] {
  return single(key, value).split(',').filter(name => name !== '')
}

/** A group key: a column, or a path through single relationships; a hidden one answers as a filter on it. */
function groupKey (scope: FilterScope, access: FieldAccess, name: string): GroupKey {
  const key = groupKeyNamed(scope, access, name)
  checkClientOrder(key.column.info, name)
  return key
}

function groupKeyNamed (scope: FilterScope, access: FieldAccess, name: string): GroupKey {
  if (!name.includes('.')) return { name: columnNamed(access, name).prop, column: access.filter(columnNamed(access, name), name) }
  const parts = name.split('.')
  const { relations, at } = walk(scope, access, parts, 'a filter')
  const list = relations.findIndex(relation => relation.kind !== 'single')
  if (list >= 0) throw new errors.BadQuery(`${parts.slice(0, list + 1).join('.')}: a group key may go through single relationships only`)
  const column = at.filter(columnNamed(at, parts[parts.length - 1]), name)
  const path = relations.map(relation => ({ relation, narrowing: [] }))
  scope.steps.push(...path)
  return { name: [...relations.map(relation => relation.name), column.prop].join('.'), column, path }
}

function term (access: FieldAccess, fn: AggregateFn, name: string): AggregateTerm {
  const column = access.filter(columnNamed(access, name), name)
  if ((fn === 'sum' || fn === 'avg') && !summable(column)) {
    throw new errors.BadQuery(`${fn} applies to numeric fields only, not to ${name}`)
  }
  // PostgreSQL has no min or max of these (a 500 before): a least boolean, UUID or JSON value means little anyway.
  if ((fn === 'min' || fn === 'max') && !ordered(column)) {
    throw new errors.BadQuery(`${fn} applies to numbers, text and dates, not to ${name}`)
  }
  return { fn, column }
}

/** `count` or `<fn>.<field>` (`sum.price`), as having and orderBy name an aggregate. */
function target (access: FieldAccess, name: string): AggregateTarget {
  if (name === 'count') return 'count'
  const dot = name.indexOf('.')
  const fn = OWN[name.slice(0, dot)]
  if (dot < 0 || !(AGGREGATE_FNS as readonly string[]).includes(fn)) throw new errors.BadQuery(`${name} is not count or a group key, nor <function>.<field>`)
  return term(access, fn as AggregateFn, name.slice(dot + 1))
}

function isObject (value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const HAVING_OPS = new Set(['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'in', 'notin', 'isnull'])

/** An integer, a decimal number as text or a JSON number: what a sum or an average is compared with. */
const NUMBER_TEXT = /^-?\d+(\.\d+)?$/

/**
 * A JSON number's decimal text: String() writes 1e21 and 1e-7 with an exponent, which
 * NUMBER_TEXT (and a sum's decimals) would not read. A fraction is the decimal the client wrote
 * (0.00000001, not its double's binary expansion, whose 70 digits no scale held).
 */
function numberText (value: number): string {
  return Number.isInteger(value) ? BigInt(value).toString() : decimalText(value)
}

/** A client's value for an aggregate, as a parameter of `dialect` comparable with it. */
function havingValue (at: AggregateTarget, name: string, value: unknown, dialect: SqlDialect): unknown {
  if (at === 'count' || at.fn === 'countDistinct') {
    if (!Number.isSafeInteger(value)) throw new errors.BadQuery(`${name} must be an integer`)
    return value
  }
  if (at.fn === 'min' || at.fn === 'max') {
    const coerced = coerceValue(at.column.info, value)
    if (!coerced.ok) throw new errors.BadQuery(`${name}: ${coerced.message}`)
    // SQLite keeps a NUMERIC value as a number: a least or greatest one compares with a number, not text.
    if (kindOf(at.column.info).sum === 'decimal' && dialect.scaledDecimalSum) return Number(coerced.value)
    return kindOf(at.column.info).toParam(at.column.info, coerced.value, dialect.name)
  }
  const { info } = at.column
  const sum = kindOf(info).sum
  // An average, or a sum of doubles, is a double: a JSON number compares as it is.
  if (typeof value === 'number' && Number.isFinite(value) && (at.fn === 'avg' || sum === 'float')) return value
  const text = typeof value === 'number' && Number.isFinite(value) ? numberText(value) : value
  if (typeof text !== 'string' || !NUMBER_TEXT.test(text)) throw new errors.BadQuery(`${name} must be a number`)
  const scale = info.scale ?? 0
  const [whole, fraction = ''] = text.replace('-', '').split('.')
  // A sum has the column's scale: a value with more decimals is refused on both databases alike.
  if (at.fn === 'sum' && sum === 'decimal' && fraction.length > scale) throw new errors.BadQuery(`${name} may have at most ${scale} decimals`)
  // SQLite's NUMERIC sum is an ordered key of whole units of the scale (lib/sql/decimal-sum.ts):
  // compared exactly at any size, as PostgreSQL's.
  if (at.fn === 'sum' && sum === 'decimal' && dialect.scaledDecimalSum) {
    return decimalSumKey(BigInt(whole + fraction.padEnd(scale, '0')) * (text.startsWith('-') ? -1n : 1n))
  }
  // A sum of integers is an integer (PostgreSQL's bigint or numeric would refuse `1.5` as a parameter).
  if (at.fn === 'sum' && (sum === 'integer' || sum === 'wide integer') && text.includes('.')) throw new errors.BadQuery(`${name} must be an integer`)
  // SQLite's BIGINT sum is compared in halves (lib/sql/wide-sum.ts), exactly past 2^53.
  if (at.fn === 'sum' && sum === 'wide integer' && dialect.splitWideSum) return BigInt(text)
  return at.fn === 'sum' && sum !== 'float' && dialect.name === 'postgresql' ? text : Number(text)
}

/** One key of `having`: a value (equality), null, or an object of operators, as in `where`. */
function havingConditions (access: FieldAccess, name: string, value: unknown, dialect: SqlDialect): HavingCondition[] {
  const at = target(access, name)
  if (value === null) return [{ target: at, op: 'isnull', value: true }]
  if (!isObject(value)) return [{ target: at, op: 'eq', value: havingValue(at, `having.${name}`, value, dialect) }]
  if (Object.keys(value).length === 0) throw new errors.BadQuery(`having.${name} must be a value, null or an object of operators`)
  return Object.entries(value).map(([op, operand]): HavingCondition => {
    const spelled = `having.${name}.${op}`
    if (!HAVING_OPS.has(op)) throw new errors.BadQuery(`${op} is not an operator of having`)
    if (op === 'isnull') {
      if (typeof operand !== 'boolean') throw new errors.BadQuery(`${spelled} must be true or false`)
      return { target: at, op, value: operand }
    }
    if (op === 'in' || op === 'notin') {
      if (!Array.isArray(operand)) throw new errors.BadQuery(`${spelled} must be a list of values`)
      if (operand.length > QUERY_LIMITS.listValues) throw new errors.BadQuery(`${spelled} may list at most ${QUERY_LIMITS.listValues} values`)
      const values = operand.map(item => havingValue(at, spelled, item, dialect))
      // A BIGINT sum in halves compares with each value on its own (lib/sql/aggregate.ts).
      return { target: at, op, value: splitSum(at, dialect) ? values : dialect.listValue(values) }
    }
    if (operand === null && (op === 'eq' || op === 'ne')) return { target: at, op, value: null }
    return { target: at, op: op as HavingCondition['op'], value: havingValue(at, spelled, operand, dialect) }
  })
}

function parseHaving (access: FieldAccess, text: string, dialect: SqlDialect): HavingCondition[] {
  if (text.length > QUERY_LIMITS.whereLength) throw new errors.BadQuery(`having may have at most ${QUERY_LIMITS.whereLength} characters`)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new errors.BadQuery('having is not valid JSON')
  }
  if (!isObject(value)) throw new errors.BadQuery('having must be an object')
  const conditions = Object.entries(value).flatMap(([name, item]) => havingConditions(access, name, item, dialect))
  if (conditions.length > QUERY_LIMITS.conditions) throw new errors.BadQuery(`A query may have at most ${QUERY_LIMITS.conditions} conditions`)
  const listed = conditions.reduce((sum, { target, op, value }) => sum + ((op === 'in' || op === 'notin') && splitSum(target, dialect) ? (value as unknown[]).length : 0), 0)
  if (listed > QUERY_LIMITS.splitSumValues) {
    throw new errors.BadQuery(`having may list at most ${QUERY_LIMITS.splitSumValues} values in all for sums of BigInteger fields on this database (it compares them one by one)`)
  }
  return conditions
}

function sameTarget (a: AggregateTarget, b: AggregateTarget): boolean {
  return a === b || (a !== 'count' && b !== 'count' && a.fn === b.fn && a.column === b.column)
}

function sameOrder (a: GroupOrder['by'], b: GroupOrder['by']): boolean {
  if ('key' in a || 'key' in b) return 'key' in a && 'key' in b && a.key === b.key
  return sameTarget(a.target, b.target)
}

/**
 * `orderBy=-count,authorId`: group keys or aggregates asked for; every key follows, so groups page
 * stably. As in a collection's order, a term's first mention decides and a repeat is dropped: it
 * changes nothing but the SQL's length (2,001 times `count` passed SQLite's 10,000 terms: a 500).
 */
function parseOrder (access: FieldAccess, value: unknown, keys: readonly GroupKey[], terms: readonly AggregateTerm[]): GroupOrder[] {
  const order: GroupOrder[] = []
  const add = (term: GroupOrder): void => {
    if (!order.some(known => sameOrder(known.by, term.by))) order.push(term)
  }
  for (const item of names('orderBy', value)) {
    const descending = item.startsWith('-')
    const name = descending ? item.slice(1) : item
    const key = keys.findIndex(candidate => candidate.name === name || candidate.name === toCamelCase(name))
    if (key >= 0) {
      add({ by: { key }, descending })
      continue
    }
    const at = target(access, name)
    if (at !== 'count' && !terms.some(asked => sameTarget(asked, at))) throw new errors.BadQuery(`orderBy ${name}: ${at.fn}=${at.column.prop} is not asked for`)
    add({ by: { target: at }, descending })
  }
  keys.forEach((_key, index) => add({ by: { key: index }, descending: false }))
  return order
}

/**
 * Takes the aggregate's own parameters out of a query (extensions §12); what is left are the
 * collection's filters, `where` and page, for parseCollectionQuery. A write-only or hidden field
 * in any of them answers as a filter on it does.
 */
export function parseAggregateQuery (access: FieldAccess, data: Record<string, unknown>, types: RelatedTypes, dialect: SqlDialect): AggregateQuery {
  const scope = new FilterScope(types)
  const rest: Record<string, unknown> = {}
  const own: Partial<Record<(typeof OWN)[string], unknown>> = {}
  // How each was spelled: two spellings (`groupBy` and `group_by`) are one parameter given twice,
  // a 400 as for the collection's, where the last one silently won (a group key or function dropped).
  const spelled: Partial<Record<(typeof OWN)[string], string>> = {}
  for (const [key, value] of Object.entries(data)) {
    if (REFUSED.includes(key)) throw new errors.BadQuery(`${key} is not a parameter of an aggregate`)
    const name = OWN[key]
    if (name === undefined) {
      rest[key] = value
      continue
    }
    if (spelled[name] !== undefined) throw new errors.BadQuery(`${spelled[name]} and ${key} are one parameter: give it once`)
    spelled[name] = key
    own[name] = value
  }
  const keys: GroupKey[] = []
  for (const name of own.groupBy === undefined ? [] : names('groupBy', own.groupBy)) {
    const key = groupKey(scope, access, name)
    if (!keys.some(known => known.name === key.name)) keys.push(key)
  }
  if (keys.length > MAX_GROUP_KEYS) throw new errors.BadQuery(`groupBy may have at most ${MAX_GROUP_KEYS} keys`)
  const terms: AggregateTerm[] = []
  for (const fn of AGGREGATE_FNS) {
    if (own[fn] === undefined) continue
    for (const name of names(fn, own[fn])) {
      const made = term(access, fn, name)
      if (!terms.some(known => sameTarget(known, made))) terms.push(made)
    }
  }
  const having = own.having === undefined ? [] : parseHaving(access, single('having', own.having), dialect)
  const order = parseOrder(access, own.orderBy ?? '', keys, terms)
  return { keys, terms, having, order, steps: scope.steps, rest }
}

