import { errors, toCamelCase, type ColumnMeta, type ModelMeta } from '../../lib/index.ts'
import type { RelationshipMeta, SearchIndex } from '../../lib/model/model-meta.ts'
import type { SerialPlan } from '../../lib/serialize/plan.ts'
import { checkClientOrder } from '../../lib/columns/kinds/index.ts'

/**
 * Which columns of a collection a client may filter on and order by: exactly those its GET answer
 * shows. A write-only column, or one the serial settings leave out, would otherwise be an oracle
 * (`/users?password=guess` answers the user or not, `password[ge]=m` halves the search, an order
 * sorts by it). Built once per resource from its GET plan; the conditions and order the server
 * sets itself (a hook's `query`, the resource's `orderBy`) are not checked. The same holds for the
 * relationships a path (`author.lastName`) may go through: those the answer shows.
 */
export class FieldAccess {
  readonly model: ModelMeta
  /** The index `search=` looks in here (plugin/resources/resource-search.ts); none: no `search`. */
  readonly search: SearchIndex | undefined
  private readonly shown: ReadonlySet<ColumnMeta>
  private readonly related: ReadonlySet<RelationshipMeta>
  /** The columns the answer shows of each relationship's records (serialFieldRelations may show fewer). */
  private readonly nested: ReadonlyMap<RelationshipMeta, ReadonlySet<ColumnMeta>>

  constructor (plan: SerialPlan, search?: SearchIndex) {
    this.model = plan.model
    this.search = search
    this.shown = shownColumns(plan)
    this.related = new Set(plan.fields.flatMap(field => field.kind === 'relation' ? [field.relation] : []))
    this.nested = new Map(plan.fields.flatMap(field => field.kind === 'relation' ? [[field.relation, shownColumns(field.plan)] as const] : []))
  }

  /** The columns a client may use, in declared order (the query parameters OpenAPI lists). */
  get columns (): ColumnMeta[] {
    return this.model.columns.filter(column => this.shown.has(column))
  }

  /** `column`, when a client may filter on it; `name` is how the client spelled it. */
  filter (column: ColumnMeta, name: string): ColumnMeta {
    // The same answer whatever the value or operator: nothing is learnt about the hidden column.
    if (!this.shown.has(column)) throw new errors.BadQuery(`${name} cannot be used in a filter`)
    return column
  }

  /** `column`, when a client may order by it. */
  order (column: ColumnMeta, name: string): ColumnMeta {
    if (!this.shown.has(column)) throw new errors.BadQuery(`${name} cannot be used in an order`)
    checkClientOrder(column.info, name)
    return column
  }

  /** The relationship `name` (either spelling), or undefined when the type has none of that name. */
  relationship (name: string): RelationshipMeta | undefined {
    const prop = toCamelCase(name)
    return this.model.relationships.find(relation => relation.name === prop || relation.name === name)
  }

  /**
   * `column` of `relation`'s records, when this answer shows it in them. A search through a
   * relationship is not narrowed by the related type's hooks, so it may look only in what the
   * answer itself shows there.
   */
  shownThrough (relation: RelationshipMeta, column: ColumnMeta, name: string): ColumnMeta {
    if (this.nested.get(relation)?.has(column) !== true) throw new errors.BadQuery(`${name} cannot be used in a filter`)
    return column
  }

  /** The relationship `name`, when a client may go through it (`use`: "a filter" or "an order"). */
  through (relation: RelationshipMeta, name: string, use: 'a filter' | 'an order'): RelationshipMeta {
    if (!this.related.has(relation)) throw new errors.BadQuery(`${name} cannot be used in ${use}`)
    return relation
  }
}

/** The columns a plan writes, but write-only ones (shown as null at most). */
function shownColumns (plan: SerialPlan): Set<ColumnMeta> {
  return new Set(plan.fields.flatMap(field => field.kind === 'column' && !field.writeOnly ? [field.column] : []))
}
