import type { ColumnMeta, OrderTerm, RelationshipMeta } from '../model/model-meta.ts'
import { orderSql } from './order.ts'
import type { SqlDialect } from './dialect.ts'
import { quote } from './quote.ts'
import { columnRead, type SelectSql } from './select.ts'
import { listOfParentSql } from './related.ts'
import type { Params } from './params.ts'
import { pageSql } from './page.ts'
import type { ReadSpec } from './read.ts'
import { matchedTableSql } from './exists.ts'
import type { Condition, RelatedCondition, WhereNode } from '../read/condition.ts'
import { nodeSql, whereSql } from './where.ts'

/** A single relationship read in its parent's statement, with the target's columns it needs. */
export interface JoinedSingle {
  relation: RelationshipMeta
  columns: readonly ColumnMeta[]
}

/** The fixed parts of a joined read, built once per plan: the joined columns and the joins. */
export interface JoinedShape {
  columns: string
  joins: string
  /** Each join apart, for a read that filters through it (filteredJoinedSql). */
  each: readonly JoinText[]
}

/** One join of a shape: its text, its alias, the target's columns it reads and its `on`. */
export interface JoinText {
  text: string
  alias: string
  columns: readonly ColumnMeta[]
  on: string
  /** The join with conditions on the target's rows (narrowedJoinText). */
  narrowed: (conditions: readonly Condition[], params: Params) => string
}

/**
 * Per join of a shape, the conditions its target's records must hold to be shown (their type's
 * GET hook's, lib/read/reader.ts Narrowing), or nothing.
 */
export type JoinNarrowing = ReadonlyArray<readonly Condition[] | undefined>

const PARENT = '"fmr_t"'

/**
 * The joined columns and joins of `joins`: a left join on the target's key, or (where the
 * dialect says, see SqlDialect.lateralSingles) a LATERAL subquery of that one row.
 */
export function joinedShape (joins: readonly JoinedSingle[], dialect: SqlDialect): JoinedShape {
  const columns = [`${PARENT}.*`]
  const each = joins.map((join, index): JoinText => {
    const alias = `"fmr_j${index}"`
    const names = join.columns.map(column => quote(column.name))
    // Read from the target's table (columnRead: a write-only column only as whether it is empty).
    const reads = join.columns.map(column => columnRead(column, alias))
    columns.push(...(dialect.lateralSingles ? names.map(name => `${alias}.${name}`) : reads))
    const target = quote(join.relation.targetMeta.tableName)
    const table = `${target} as ${alias}`
    const on = `${alias}.${quote(join.relation.remote.name)} = ${PARENT}.${quote(join.relation.local.name)}`
    const lateral = (where: string): string => ` left join lateral (select ${reads.join(', ')} from ${table} where ${on}${where} limit 1) as ${alias} on true`
    // A record that fails the conditions is absent, as one that does not exist: its columns null.
    // Written within the target's own read, where its column names are unqualified.
    const narrowed = (conditions: readonly Condition[], params: Params): string => dialect.lateralSingles
      ? lateral(conditions.map(condition => ' and ' + nodeSql(condition, params)).join(''))
      : ` left join (select ${names.join(', ')} from ${target}${whereSql(conditions, params)}) as ${alias} on ${on}`
    const text = dialect.lateralSingles ? lateral('') : ` left join ${table} on ${on}`
    return { text, alias, columns: join.columns, on, narrowed }
  })
  return { columns: columns.join(', '), joins: each.map(join => join.text).join(''), each }
}

/**
 * A read whose single relationships come in the same statement (one statement per list level):
 * the parents' own read (`inner`, with its where, order and page) as a derived table, each single
 * relationship a left join on the target's primary key, so that a parent without one still comes,
 * once. The order is written again outside: a join need not keep the inner one (an order through
 * a relationship, its subquery again on the derived table, binding its values again after the
 * inner ones: `params` are the statement's). The columns are the parent's, as `inner` lists
 * them, then each joined target's in the shape's order. `ranked`: `inner` selects the search's
 * rank last (rankedReadSql), which the order reads instead of ranking again; it comes before the
 * joined targets' columns. `where`: the parents' conditions, for the order's relevance (orderSql).
 */
export function joinedSql (
  inner: string, shape: JoinedShape, order: readonly OrderTerm[], params?: Params, ranked = false, narrowing?: JoinNarrowing, where: readonly WhereNode[] = []
): string {
  const joins = narrowing === undefined || params === undefined ? shape.joins : narrowedJoins(shape, narrowing, params)
  return `select ${shape.columns} from (${inner}) as ${PARENT}${joins}${orderSql(order, params, PARENT, ranked, where)}`
}

/** The joins of `shape`, each narrowed by its conditions, in the text's order (SQLite's parameters are positional). */
function narrowedJoins (shape: JoinedShape, narrowing: JoinNarrowing, params: Params): string {
  return shape.each.map((join, index) => joinOf(join, narrowing[index], params)).join('')
}

function joinOf (join: JoinText, conditions: readonly Condition[] | undefined, params: Params): string {
  return conditions === undefined || conditions.length === 0 ? join.text : join.narrowed(conditions, params)
}

/**
 * A record's read (`inner`, one row at most) with its singles joined as joinedSql joins them, and
 * one of its lists in the same statement (SqlDialect.listInRecordRead): a LATERAL read of that
 * row's records of the list, in the list's order and limit. One row per record, its columns
 * (`select`'s) after the singles'; a record with an empty list still comes, once, with nulls there.
 */
export function recordWithListSql (inner: string, shape: JoinedShape, relation: RelationshipMeta, select: SelectSql): string {
  const columns = shape.columns === '' ? `${PARENT}.*` : shape.columns
  return `select ${columns}, "fmr_l".* from (${inner}) as ${PARENT}${shape.joins}` +
    ` left join lateral (${listOfParentSql(relation, select, PARENT)}) as "fmr_l" on true${orderSql(relation.order, undefined, '"fmr_l"')}`
}

/**
 * A joined read filtered through some of its joins (`through[i]`: the `some` conditions through
 * the ith, or nothing): each such join is an inner join of the related rows that match
 * (matchedTableSql), which both filters the parents and gives the shown record, where an
 * `exists` and the join would each find the same row (PostgreSQL: two probes of its key per
 * parent, see bench/RESULTS.md). `inner` is the parents' read without order or page (no limit:
 * both databases fold it into the join); the order and the page come after the joins.
 * Parameters bind in the text's order: `inner`'s, the joins', the order's, the page's.
 * `ranked`: as for joinedSql.
 */
export function filteredJoinedSql (
  inner: string, shape: JoinedShape, through: ReadonlyArray<readonly RelatedCondition[] | undefined>, spec: ReadSpec, params: Params, inlineLimit: boolean, ranked = false,
  narrowing: JoinNarrowing = []
): string {
  let joins = ''
  shape.each.forEach((join, index) => {
    const nodes = through[index]
    // A filter through a join carries its type's GET hook's conditions already (its narrowing).
    joins += nodes === undefined ? joinOf(join, narrowing[index], params) : ` join ${matchedTableSql(nodes, join.columns, params)} as ${join.alias} on ${join.on}`
  })
  return `select ${shape.columns} from (${inner}) as ${PARENT}${joins}${orderSql(spec.order, params, PARENT, ranked, spec.where)}${pageSql(spec, params, inlineLimit)}`
}

/**
 * A write (INSERT or UPDATE ... RETURNING) whose answer comes with its single relationships, in
 * one statement: the write as a WITH query, joined as a read's parents are (see SqlDialect.writesInWith).
 */
export function joinedWriteSql (write: string, shape: JoinedShape): string {
  return `with "fmr_w" as (${write}) select ${shape.columns} from "fmr_w" as ${PARENT}${shape.joins}`
}
