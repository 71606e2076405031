import type { Condition } from '../../lib/index.ts'
import type { OrderTerm } from '../../lib/model/model-meta.ts'
import { errors } from '../../lib/index.ts'
import { exactIso, toDate } from '../../lib/columns/kinds/datetime-value.ts'
import type { CursorTokens } from './cursor-tokens.ts'

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
  return term.column.info.kind === 'datetime' && typeof value === 'string' ? toDate(value) : value
}

/**
 * Keyset paging of one collection route (extensions §3): what a `cursor` token holds (the last
 * record's order keys), and the query it belongs to. A token is bound to the route, the order
 * and the client's filters; the conditions a hook adds are not part of it (they may change with
 * the caller or the clock) but apply to every page all the same.
 */
export class CursorPaging {
  private readonly tokens: CursorTokens
  private readonly route: string

  constructor (tokens: CursorTokens, route: string) {
    this.tokens = tokens
    this.route = route
  }

  private context (order: readonly OrderTerm[], filters: readonly Condition[], related: string): string {
    const terms = order.map(term => (term.descending ? '-' : '') + term.column.name).join(',')
    const conditions = filters.map(condition => `${condition.column.name} ${condition.op} ${JSON.stringify(condition.value, (_key, value: unknown) => jsonValue(value))}`)
    // The filters through relationships (extensions §1) as the client wrote them; none adds nothing.
    return [this.route, terms, ...conditions.sort(), ...(related === '' ? [] : [related])].join('\n')
  }

  /** The order keys a token holds, checked against this query. */
  after (token: string, order: readonly OrderTerm[], filters: readonly Condition[], related = ''): unknown[] {
    const values = this.tokens.open(token, this.context(order, filters, related))
    if (values.length !== order.length) throw new errors.BadCursor()
    return order.map((term, index) => recordValue(term, values[index]))
  }

  /** The token of the page after `last`, the last record of this page. */
  next (last: Record<string, unknown>, order: readonly OrderTerm[], filters: readonly Condition[], related = ''): string {
    return this.tokens.seal(order.map(term => jsonValue(last[term.column.prop])), this.context(order, filters, related))
  }
}
