import type { Condition } from '../../lib/index.ts'
import type { OrderTerm } from '../../lib/model/model-meta.ts'
import { errors } from '../../lib/index.ts'
import { exactIso } from '../../lib/columns/kinds/datetime-value.ts'
import { kindOf } from '../../lib/columns/kinds/index.ts'
import type { CursorTokens } from './cursor-tokens.ts'
import type { PathStep } from './related-types.ts'

/**
 * JSON that every value of a row can take: big integers as text, Dates as ISO text to the
 * microsecond when one was stored (the next page starts after the stored value, exactly: a
 * millisecond short of it, the same record came again on every page).
 */
function jsonValue (value: unknown): unknown {
  if (value instanceof Date) return exactIso(value)
  return typeof value === 'bigint' ? String(value) : value
}

/** A value read back from a token, as the record holds it. */
function recordValue (term: OrderTerm, value: unknown): unknown {
  const { fromJson } = kindOf(term.column.info)
  return fromJson === undefined ? value : fromJson(term.column.info, value)
}

/** One condition as text: its column, operator and value. */
function conditionText (condition: Condition): string {
  return `${condition.column.name} ${condition.op} ${JSON.stringify(condition.value, (_key, value: unknown) => jsonValue(value))}`
}

/**
 * What a page of one collection query is, as far as its cursor goes: the order, the client's
 * filters (`related`: those through relationships, as the client wrote them), and the narrowing
 * the GET hooks added: the resource's own (`narrowing`) and each related type's on a path
 * (`steps`).
 */
export interface CursorQuery {
  order: readonly OrderTerm[]
  filters: readonly Condition[]
  related: string
  narrowing: readonly Condition[]
  steps: readonly PathStep[]
}

/**
 * Keyset paging of one collection route (extensions §3): what a `cursor` token holds (the last
 * record's order keys), and the query it belongs to. A token is bound to the route, the order
 * (its columns' kinds with it), the client's filters and the narrowing the GET hooks added (the caller's own records, say):
 * the keys it holds may be of records only that narrowing shows, so a caller narrowed otherwise
 * gets the usual 400 instead of an answer that compares with them.
 */
export class CursorPaging {
  private readonly tokens: CursorTokens
  private readonly route: string

  constructor (tokens: CursorTokens, route: string) {
    this.tokens = tokens
    this.route = route
  }

  private context (query: CursorQuery): string {
    // A key through relationships is named with its path (its own column's name alone otherwise),
    // and its types' narrowing with it. Each key names its column's kind too: a token made before a
    // migration changed the kind (integer to string, date to date-time) holds keys that compare
    // otherwise now, and would repeat or skip records.
    const terms = query.order.map(term => (term.descending ? '-' : '') + [...(term.path ?? []).map(step => step.relation.name), term.column.name].join('.') + ':' + term.column.info.kind).join(',')
    const through = query.order.flatMap(term => (term.path ?? []).flatMap(step => step.narrowing.map(condition => `narrowed order ${step.relation.name}.${conditionText(condition)}`))).sort()
    const conditions = query.filters.map(conditionText).sort()
    const narrowing = query.narrowing.map(condition => 'narrowed ' + conditionText(condition)).sort()
    const steps = query.steps.flatMap(step => [
      ...step.narrowing.map(condition => `narrowed ${step.relation.name}.${conditionText(condition)}`),
      ...(step.links ?? []).map(condition => `narrowed links ${step.relation.name}.${conditionText(condition)}`)
    ]).sort()
    // The filters through relationships (extensions §1) as the client wrote them; none adds nothing.
    return [this.route, terms, ...conditions, ...(query.related === '' ? [] : [query.related]), ...narrowing, ...steps, ...through].join('\n')
  }

  /** The order keys a token holds, checked against this query. */
  after (token: string, query: CursorQuery): unknown[] {
    const values = this.tokens.open(token, this.context(query))
    if (values.length !== query.order.length) throw new errors.BadCursor()
    return query.order.map((term, index) => recordValue(term, values[index]))
  }

  /** The token of the page after the record whose order keys are `keys` (orderKeys), the last of this page. */
  next (keys: readonly unknown[], query: CursorQuery): string {
    return this.tokens.seal(keys.map(jsonValue), this.context(query))
  }
}
