import type { ColumnMeta, ModelMeta, OrderTerm } from '../model/model-meta.ts'
import { toCamelCase } from '../model/case.ts'
import { BadQuery } from '../errors.ts'

export const FILTER_OPS = ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'like', 'ilike', 'notlike', 'notilike', 'in', 'notin', 'isnull'] as const
export type FilterOp = typeof FILTER_OPS[number]

/** One condition on a column; `value` is a record value (an array for in/notin, a boolean for isnull). */
export interface Condition {
  column: ColumnMeta
  op: FilterOp
  value: unknown
}

/**
 * The query a request will run, handed to hooks before it runs. A hook narrows it with
 * `where` (e.g. to the caller's own records), or replaces it; it is then compiled to one SQL.
 */
export class Query {
  readonly model: ModelMeta
  readonly conditions: Condition[] = []
  /** The order a hook sets; a client's `orderBy` still wins, the resource's `orderBy` applies when neither is set. */
  order: OrderTerm[] = []

  constructor (model: ModelMeta) {
    this.model = model
  }

  column (name: string): ColumnMeta {
    const column = this.model.columnsByProp.get(toCamelCase(name))
    if (column === undefined) throw new BadQuery(`${name} is not a column in ${this.model.name}`)
    return column
  }

  /** `orderBy('lastName', '-id')`: replaces the order, `-` for descending. */
  orderBy (...fields: string[]): this {
    this.order = fields.map(field => {
      const descending = field.startsWith('-')
      return { column: this.column(descending ? field.slice(1) : field), descending }
    })
    return this
  }

  /** `where({ ownerId: 5 })`, `where('ownerId', 5)` or `where('statusId', 'in', [0, 1])`. */
  where (fields: Record<string, unknown>): this
  where (field: string, value: unknown): this
  where (field: string, op: FilterOp, value: unknown): this
  where (field: string | Record<string, unknown>, opOrValue?: unknown, value?: unknown): this {
    if (typeof field !== 'string') {
      for (const [name, fieldValue] of Object.entries(field)) this.where(name, fieldValue)
      return this
    }
    const op = arguments.length === 3 ? opOrValue as FilterOp : 'eq'
    this.conditions.push({ column: this.column(field), op, value: arguments.length === 3 ? value : opOrValue })
    return this
  }
}
