import type { ColumnMeta, ModelMeta, OrderTerm } from '../model/model-meta.ts'
import type { ModelType } from '../model/model.ts'
import type { ColumnOf, OrderTermOf } from '../model/field-names.ts'
import { toCamelCase } from '../model/case.ts'
import { BadQuery } from '../errors.ts'
import { kMeta } from '../symbols.ts'
import type { Condition, FilterOp } from './condition.ts'

/**
 * The conditions and order a request will apply, handed to its process*Input hook (the
 * contract's `query` argument) before it runs. A hook narrows it with `where` (e.g. to the
 * caller's own records), or replaces it; it is then compiled to one SQL statement. Typed by its
 * record class (`HookQuery<typeof Order>`), it takes only that class's column names. Not to be
 * confused with `Model.query`, a MikroORM query builder of the model layer.
 */
export class HookQuery<M extends ModelType = ModelType> {
  readonly modelClass: M
  readonly conditions: Condition[] = []
  /** The order a hook sets; a client's `orderBy` still wins, the resource's `orderBy` applies when neither is set. */
  order: OrderTerm[] = []

  constructor (modelClass: M) {
    this.modelClass = modelClass
  }

  private get meta (): ModelMeta {
    return this.modelClass[kMeta]
  }

  private column (name: string): ColumnMeta {
    const column = this.meta.columnsByProp.get(toCamelCase(name))
    if (column === undefined) throw new BadQuery(`${name} is not a column in ${this.meta.name}`)
    return column
  }

  /** `orderBy('lastName', '-id')`: replaces the order, `-` for descending. */
  orderBy (...fields: Array<OrderTermOf<M>>): this {
    this.order = fields.map(field => {
      const descending = field.startsWith('-')
      return { column: this.column(descending ? field.slice(1) : field), descending }
    })
    return this
  }

  /** `where({ ownerId: 5 })`, `where('ownerId', 5)` or `where('statusId', 'in', [0, 1])`. */
  where (fields: Partial<Record<ColumnOf<M>, unknown>>): this
  where (field: ColumnOf<M>, value: unknown): this
  where (field: ColumnOf<M>, op: FilterOp, value: unknown): this
  where (field: string | Record<string, unknown>, opOrValue?: unknown, value?: unknown): this {
    if (typeof field !== 'string') {
      for (const [name, fieldValue] of Object.entries(field)) this.where(name as ColumnOf<M>, fieldValue)
      return this
    }
    const op = arguments.length === 3 ? opOrValue as FilterOp : 'eq'
    this.conditions.push({ column: this.column(field), op, value: arguments.length === 3 ? value : opOrValue })
    return this
  }
}
