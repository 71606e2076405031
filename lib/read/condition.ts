import type { ColumnMeta, ModelMeta, RelationshipMeta } from '../model/model-meta.ts'
import type { SearchText } from './search-text.ts'

export const FILTER_OPS = ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'like', 'ilike', 'notlike', 'notilike', 'in', 'notin', 'isnull'] as const
export type FilterOp = typeof FILTER_OPS[number]

/** One condition on a column; `value` is a record value (an array for in/notin, a boolean for isnull). */
export interface Condition {
  column: ColumnMeta
  op: FilterOp
  value: unknown
}

/**
 * The records of `relation` that match `where` (extensions §1): `some` at least one, `none` not
 * one, `every` none that fails. `narrowing` is what the related type's own GET hook adds: the
 * related records a client may see at all, whatever it asks. `links`, of a many-to-many: what its
 * join model's GET hook adds, the links (join rows) a client may see.
 */
export interface RelatedCondition {
  kind: 'some' | 'none' | 'every'
  relation: RelationshipMeta
  where: WhereNode[]
  narrowing: Condition[]
  links?: Condition[]
}

/** `and` / `or` of its items, or `not` of their conjunction. */
export interface GroupCondition {
  kind: 'and' | 'or' | 'not'
  items: WhereNode[]
}

/** The records of `meta` that a `search=` text finds in its search index (extensions §13). */
export interface SearchCondition {
  kind: 'search'
  meta: ModelMeta
  search: SearchText
}

/** A condition tree: a plain column condition (the common case, no `kind`), a related one, a group, or a search. */
export type WhereNode = Condition | RelatedCondition | GroupCondition | SearchCondition
