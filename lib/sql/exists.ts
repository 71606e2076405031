import type { ColumnMeta, OrderTerm } from '../model/model-meta.ts'
import type { RelatedCondition } from '../read/condition.ts'
import type { Params } from './params.ts'
import { quote } from './quote.ts'
import { columnRead } from './select.ts'
import { nodeSql, whereSql } from './where.ts'

/** The alias of the related rows `depth` levels down (a self-referential relationship reads its own table). */
function alias (prefix: string, depth: number): string {
  return quote(`fmr_${prefix}${depth}`)
}

/**
 * A condition through a relationship as one correlated subquery of the same statement
 * (extensions §1): `exists (select 1 from <target> as r1 where r1.<remote> = <outer>.<local> and ...)`.
 * `every` is "none that does not match": a condition that is null (a null column) fails it too.
 */
export function relatedSql (node: RelatedCondition, params: Params, outer: string | undefined, depth: number): string {
  const { relation } = node
  const inner = alias('r', depth + 1)
  const from = outer ?? quote(relation.model.tableName)
  const link = relation.through
  const joinAlias = alias('j', depth + 1)
  // A many-to-many: the target's rows the parent's join rows link to (those its join model's GET
  // hook lets through, `links`). The join rows show their two keys under names of their own: a
  // condition names its column alone, and one the join table has too (an `owner` on both) was
  // ambiguous, a 500 (tried as a new user would). SQLite and PostgreSQL flatten the subquery: the
  // plan is the join's. Written first: parameters are bound in the text's order.
  const join = link === undefined
    ? ''
    : ` inner join (select ${quote(link.target.name)} as "fmr_target", ${quote(link.source.name)} as "fmr_source" from ${quote(link.meta.tableName)}` +
      `${whereSql(node.links ?? [], params)}) as ${joinAlias} on ${joinAlias}."fmr_target" = ${inner}.${quote(relation.targetMeta.primaryKey.name)}`
  const key = link === undefined ? `${inner}.${quote(relation.remote.name)}` : `${joinAlias}."fmr_source"`
  const local = `${from}.${quote(relation.local.name)}`
  // Below the first level, a list relationship is the set of its keys the conditions match, read
  // once: `<outer key> in (select <key> ...)`, with nothing of the outer rows inside. As a
  // correlated `exists` SQLite ran it again for each outer row, the fan-outs multiplied: books →
  // tags → their books → author over 20,000 books went past the 2 s budget, where PostgreSQL
  // turned it into joins (tried as a new user would). Nulls stay out of both sides, so that it is
  // true or false as `exists` is, under a `not` too.
  const listed = relation.kind === 'list' && outer !== undefined
  const parts = [listed ? `${key} is not null` : `${key} = ${local}`]
  // The narrowing's parameters before the conditions'.
  parts.push(...narrowingSql(node, params, inner, depth + 1))
  const matched = node.where.map(item => nodeSql(item, params, inner, depth + 1))
  if (node.kind === 'every') {
    if (matched.length > 0) parts.push(`(${matched.join(' and ')}) is not true`)
  } else {
    parts.push(...matched)
  }
  const rows = `from ${quote(relation.targetMeta.tableName)} as ${inner}${join} where ${parts.join(' and ')}`
  const sub = listed ? `(${local} is not null and ${local} in (select ${key} ${rows}))` : `exists (select 1 ${rows})`
  return node.kind === 'some' ? sub : `not ${sub}`
}

function narrowingSql (node: RelatedCondition, params: Params, inner: string, depth: number): string[] {
  return node.narrowing.map(condition => nodeSql(condition, params, inner, depth))
}

/**
 * The related rows that `some` conditions through one single relationship match, as a derived
 * table of `columns`: what an inner join reads when the page shows that record
 * too (joined.ts), instead of one `exists` per condition and a second read of the same row.
 * For a single relationship "some related record matches each" is "the record matches all".
 */
export function matchedTableSql (nodes: readonly RelatedCondition[], columns: readonly ColumnMeta[], params: Params): string {
  const inner = alias('r', 1)
  const parts: string[] = []
  for (const node of nodes) parts.push(...narrowingSql(node, params, inner, 1), ...node.where.map(item => nodeSql(item, params, inner, 1)))
  const where = parts.length === 0 ? '' : ` where ${parts.join(' and ')}`
  return `(select ${columns.map(column => columnRead(column, inner)).join(', ')} from ${quote(nodes[0].relation.targetMeta.tableName)} as ${inner}${where})`
}

/**
 * An order key through single relationships (extensions §1): a correlated scalar subquery per
 * hop, null when a related record is absent or hidden by its type's GET hook. `parent` names the
 * record's own table where a query renames it (a joined read's outer order, joined.ts).
 */
export function pathOrderSql (term: OrderTerm, params: Params | undefined, parent?: string): string {
  const path = term.path ?? []
  let sql = quote(term.column.name)
  for (let depth = path.length; depth >= 1; depth--) {
    const { relation, narrowing } = path[depth - 1]
    const inner = alias('o', depth)
    const from = depth === 1 ? parent ?? quote(relation.model.tableName) : alias('o', depth - 1)
    const parts = [`${inner}.${quote(relation.remote.name)} = ${from}.${quote(relation.local.name)}`]
    if (narrowing.length > 0) {
      if (params === undefined) throw new TypeError('An order through a narrowed relationship needs the statement\'s parameters')
      for (const condition of narrowing) parts.push(nodeSql(condition, params, inner, depth))
    }
    sql = `(select ${depth === path.length ? `${inner}.${sql}` : sql} from ${quote(relation.targetMeta.tableName)} as ${inner} where ${parts.join(' and ')})`
  }
  return sql
}
