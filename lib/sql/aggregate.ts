import { holdsUnboundedText, kindOf } from '../columns/kinds/index.ts'
import type { ColumnMeta, ModelMeta, OrderTerm } from '../model/model-meta.ts'
import type { FilterOp, WhereNode } from '../read/condition.ts'
import { pathOrderSql } from './exists.ts'
import { nullable } from './keyset.ts'
import { pageSql } from './page.ts'
import type { Params } from './params.ts'
import { quote } from './quote.ts'
import { whereSql } from './where.ts'
import { DECIMAL_SUM, DECIMAL_SUM_NUMBER } from './decimal-sum.ts'
import { integerHalves, wideSum, wideSumCompare, wideSumText, type Halves } from './wide-sum.ts'

/** The functions an aggregate asks of a field; `count` (of records) is always answered. */
export const AGGREGATE_FNS = ['sum', 'avg', 'min', 'max', 'countDistinct'] as const
export type AggregateFn = typeof AGGREGATE_FNS[number]

/** Whether a column may be summed and averaged: a numeric kind (Kind.sum). */
export function summable (column: ColumnMeta): boolean {
  return kindOf(column.info).sum !== undefined
}

/** Whether a column has a least and a greatest value: min and max apply (PostgreSQL has none of some kinds). */
export function ordered (column: ColumnMeta): boolean {
  return kindOf(column.info).unordered !== true
}

/** A group key: a column of the type, or of a record its single relationships reach (`author.lastName`). */
export interface GroupKey {
  /** The key's name in the answer, as a client writes it. */
  name: string
  column: ColumnMeta
  path?: OrderTerm['path']
}

/** One function of one field (`sum.price`). */
export interface AggregateTerm {
  fn: AggregateFn
  column: ColumnMeta
}

/** What a `having` condition or an order names: the record count, or a function of a field. */
export type AggregateTarget = 'count' | AggregateTerm

/** A condition on a group's aggregate; `value` is already a parameter of the dialect. */
export interface HavingCondition {
  target: AggregateTarget
  op: Exclude<FilterOp, 'like' | 'ilike' | 'notlike' | 'notilike'>
  value: unknown
}

/** An order of groups: a key (by its index) or an aggregate. */
export interface GroupOrder {
  by: { key: number } | { target: AggregateTarget }
  descending: boolean
}

/** What one aggregate read asks for. */
export interface AggregateSpec {
  meta: ModelMeta
  /** The records' conditions, applied before grouping: a collection read's own. */
  where: readonly WhereNode[]
  keys: readonly GroupKey[]
  terms: readonly AggregateTerm[]
  having: readonly HavingCondition[]
  order: readonly GroupOrder[]
  limit: number
  offset: number
  /**
   * The answer's bound (maxAnswerBytes): the groups after the first whose texts of no declared
   * length (keys, minimums, maximums) pass this many characters are not read at all, since such an
   * answer is refused anyway (aggregateSql). Absent: every group of the page is read.
   */
  maxTextChars?: number
}

const COMPARE = { eq: '=', ne: '<>', gt: '>', ge: '>=', lt: '<', le: '<=' } as const

/**
 * Whether `target` is a sum summed in halves (lib/sql/wide-sum.ts): a BIGINT's on SQLite
 * (SqlDialect.splitWideSum), whose sum() failed with "integer overflow" past 2^63 (a 500).
 */
export function splitSum (target: AggregateTarget, dialect: Params['dialect']): boolean {
  if (target === 'count' || target.fn !== 'sum') return false
  return kindOf(target.column.info).sum === 'wide integer' && dialect.splitWideSum
}

/** SQLite's exact sum of a NUMERIC column, as an ordered key (lib/sql/decimal-sum.ts). */
function decimalSum (column: ColumnMeta): string {
  return `${DECIMAL_SUM}(${quote(column.name)}, ${column.info.scale ?? 0})`
}

/**
 * An average, a double computed alike on both databases: the field's sum (of integers or of a
 * NUMERIC's whole units of its scale, exact) rounded once to a double, over the count (times
 * 10^scale), one division. Both then answer the same number, and `having` compares the number shown. Each
 * database's own avg differed: PostgreSQL's of integers and decimals is a decimal of 16 digits and
 * more (`having avg = 0.3333333333333333` kept a group on SQLite only), SQLite's units' average
 * scaled back rounded twice (1.6980000000000002 for 1.698), and PostgreSQL's of doubles also sums
 * the squares, which pass its range first (1e300, 0 and 2e154 answered 400 there).
 */
function avgSql (column: ColumnMeta, dialect: Params['dialect']): string {
  const name = quote(column.name)
  const { info } = column
  const kind = kindOf(info).sum
  if (kind === 'float') return `sum(${name}) / count(${name})`
  const scale = kind === 'decimal' ? info.scale ?? 0 : 0
  let sum = scale > 0 ? `sum(${name}) * 1e${scale}` : `sum(${name})`
  // SQLite: the exact sum, as `sum` answers it (sum() of 64-bit integers overflows, a 500). The
  // high half times 2^32 is an exact double, so the one rounding is the addition's.
  if (kind === 'wide integer' && dialect.splitWideSum) {
    const { high, low } = wideSum(integerHalves(name))
    sum = `${high} * 4294967296.0 + ${low}`
  }
  if (kind === 'decimal' && dialect.scaledDecimalSum) sum = `${DECIMAL_SUM_NUMBER}(${decimalSum(column)})`
  const count = scale > 0 ? `count(${name}) * 1e${scale}` : `count(${name})`
  return `cast(${sum} as double precision) / cast(${count} as double precision)`
}

/** The SQL of one function of a field (see SqlDialect.scaledDecimalSum for a NUMERIC sum). */
function termSql (term: AggregateTerm, params: Params): string {
  const name = quote(term.column.name)
  if (term.fn === 'countDistinct') return `count(distinct ${name})`
  if (term.fn === 'avg') return avgSql(term.column, params.dialect)
  if (splitSum(term, params.dialect)) return wideSumText(wideSum(integerHalves(name)))
  if (term.fn === 'sum' && kindOf(term.column.info).sum === 'decimal' && params.dialect.scaledDecimalSum) return decimalSum(term.column)
  return `${term.fn}(${name})`
}

function targetSql (target: AggregateTarget, params: Params): string {
  return target === 'count' ? 'count(*)' : termSql(target, params)
}

/** A condition on a sum summed in halves: `value` a bigint (of units), or a list of them for in and notin. */
function splitHavingSql (condition: HavingCondition, summedValue: Halves, params: Params): string {
  const sum = wideSum(summedValue)
  const { op, value } = condition
  switch (op) {
    case 'isnull': return value === true ? `${sum.high} is null` : `${sum.high} is not null`
    case 'in': case 'notin': {
      const list = value as bigint[]
      // An empty list holds nothing, not even a null sum: none is in it, every group outside it (as PostgreSQL's `<> all('{}')`).
      if (list.length === 0) return op === 'in' ? '0' : '1'
      const any = anyOf(list.map(item => wideSumCompare(sum, 'eq', item, params)))
      // A null sum is in no list and outside none, as `in` and `not in` answer with a null.
      return op === 'in' ? `(${any})` : `(${sum.high} is not null and not (${any}))`
    }
    default:
      if (value === null) return op === 'eq' ? `${sum.high} is null` : `${sum.high} is not null`
      return wideSumCompare(sum, op, value as bigint, params)
  }
}

/**
 * `a or b or ...` as a balanced tree: SQLite parses a flat chain as one nested expression per
 * term, and a list of 1,000 passed its depth limit of 1,000 (a 500). The terms keep their order,
 * and so do their parameters.
 */
function anyOf (terms: readonly string[]): string {
  if (terms.length === 1) return terms[0]
  const half = Math.ceil(terms.length / 2)
  return `(${anyOf(terms.slice(0, half))} or ${anyOf(terms.slice(half))})`
}

function havingSql (condition: HavingCondition, params: Params): string {
  if (splitSum(condition.target, params.dialect)) return splitHavingSql(condition, integerHalves(quote((condition.target as AggregateTerm).column.name)), params)
  const written = targetSql(condition.target, params)
  // PostgreSQL's sum of integers is a bigint, and a parameter compared with it is read as one: a
  // client's value past its range failed the statement (a 500). As numeric it compares as sent.
  const target = params.dialect.name === 'postgresql' && condition.target !== 'count' && condition.target.fn === 'sum' &&
    kindOf(condition.target.column.info).sum === 'integer' ? `(${written})::numeric` : written
  const { op, value } = condition
  switch (op) {
    case 'isnull': return value === true ? `${target} is null` : `${target} is not null`
    case 'in': case 'notin': return params.dialect.inList(target, params.add(value), op === 'notin')
    default:
      if (value === null) return op === 'eq' ? `${target} is null` : `${target} is not null`
      return `${target} ${COMPARE[op]} ${params.add(value)}`
  }
}

/**
 * One statement for the whole answer (extensions §12): the records `where` finds, grouped by the
 * keys (each path key a correlated subquery per record, null where the related record is absent
 * or hidden by its type's GET hook), the groups `having` keeps, ordered and paged. The select
 * lists the keys, `count(*)`, then each term; orders name them by position, so an expression is
 * written once. Parameters bind in the text's order: the keys' narrowing, where, having, page.
 */
export function aggregateSql (spec: AggregateSpec, params: Params): string {
  const keys = spec.keys.map(key => key.path === undefined ? quote(key.column.name) : pathOrderSql({ column: key.column, descending: false, path: key.path }, params))
  const select = [...keys, 'count(*)', ...spec.terms.map(term => termSql(term, params))]
  const texts = textPositions(spec)
  const bounded = spec.maxTextChars !== undefined && Number.isSafeInteger(spec.maxTextChars) && texts.length > 0
  // A sum in halves orders by its halves (its select's text of them would order as text): the
  // bounded read selects them too, under names of their own, for its outer order to name.
  const halves = spec.order.flatMap((order, index) => {
    if (!('target' in order.by) || !splitSum(order.by.target, params.dialect)) return []
    const sum = wideSum(integerHalves(quote((order.by.target as AggregateTerm).column.name)))
    return [{ index, sum }]
  })
  const hidden = bounded ? halves.flatMap(({ index, sum }) => [`${sum.high} as h${index}`, `${sum.low} as l${index}`]) : []
  const columns = bounded ? [...select.map((column, index) => `${column} as c${index + 1}`), ...hidden] : select
  let text = `select ${columns.join(', ')} from ${quote(spec.meta.tableName)}${whereSql(spec.where, params)}`
  if (keys.length > 0) text += ` group by ${keys.map((_key, index) => index + 1).join(', ')}`
  if (spec.having.length > 0) text += ` having ${spec.having.map(condition => havingSql(condition, params)).join(' and ')}`
  const position = (order: GroupOrder): number => {
    if ('key' in order.by) return order.by.key + 1
    const { target } = order.by
    if (target === 'count') return keys.length + 1
    return keys.length + 2 + spec.terms.findIndex(term => term.fn === target.fn && term.column === target.column)
  }
  // Null first ascending, last descending, on both databases, as every read orders (decisions §6),
  // written out only where a value may be null: PostgreSQL then reads a key's index in order.
  const mayBeNull = (order: GroupOrder): boolean => {
    if ('key' in order.by) return nullable({ ...spec.keys[order.by.key], descending: false })
    const { target } = order.by
    return target !== 'count' && target.fn !== 'countDistinct'
  }
  const direction = (order: GroupOrder): string => (order.descending ? ' desc' : ' asc') + (mayBeNull(order) ? (order.descending ? ' nulls last' : ' nulls first') : '')
  // An order's terms: the statement's own, or (`named`) the bounded read's outer order, by the select's names.
  const orderSql = (order: GroupOrder, index: number, named = false): string => {
    const half = halves.find(split => split.index === index)
    if (half !== undefined) {
      const [high, low] = named ? [`h${index}`, `l${index}`] : [half.sum.high, half.sum.low]
      return `${high}${direction(order)}, ${low}${order.descending ? ' desc' : ' asc'}`
    }
    return `${named ? 'c' : ''}${position(order)}${direction(order)}`
  }
  if (spec.order.length > 0) text += ' order by ' + spec.order.map((order, index) => orderSql(order, index)).join(', ')
  text += pageSql({ limit: spec.limit, offset: spec.offset }, params)
  if (!bounded) return text
  // The page's groups in its order, each with the characters of the texts before it: the rows past
  // the one that passes the bound never leave the database (tried as a new user would: 500
  // groups by 200 KB texts, maxAnswerBytes 1 MiB, read 100 MB into the process before the 400;
  // now six groups). Every key follows the order
  // (parseOrder), so the order is total and the window's is the answer's.
  const outer = spec.order.map((order, index) => orderSql(order, index, true)).join(', ')
  const chars = texts.map(at => `coalesce(length(c${at}), 0)`).join(' + ')
  const before = `coalesce(sum(${chars}) over (${outer === '' ? '' : `order by ${outer} `}rows between unbounded preceding and 1 preceding), 0)`
  // The group whose texts pass the bound is read no further than one character past it: a text
  // that long is refused anyway (a character is a byte at least), and every shorter one is whole
  // (tried as a new user would: one 10 MB topic, maxAnswerBytes 20000, read 10 MB for the 400).
  // (No more than PostgreSQL's int holds, past the longest text either database keeps.)
  const cut = Math.min(spec.maxTextChars as number + 1, 2 ** 31 - 1)
  const outerSelect = select.map((_column, index) => texts.includes(index + 1) ? `substr(c${index + 1}, 1, ${cut})` : `c${index + 1}`)
  return `select ${outerSelect.join(', ')} from (select q.*, ${before} as before_texts from (${text}) as q) as r` +
    ` where before_texts <= ${spec.maxTextChars as number}${outer === '' ? '' : ` order by ${outer}`}`
}

/** The select's positions (from 1) whose values may be texts of no declared length: keys, minimums, maximums. */
function textPositions (spec: AggregateSpec): number[] {
  const keys = spec.keys.flatMap((key, index) => holdsUnboundedText(key.column.info) ? [index + 1] : [])
  const terms = spec.terms.flatMap((term, index) => (term.fn === 'min' || term.fn === 'max') && holdsUnboundedText(term.column.info) ? [spec.keys.length + 2 + index] : [])
  return [...keys, ...terms]
}
