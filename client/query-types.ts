// The collection query of a typed client: filters by column and operator, `where`, `orderBy`,
// `fields` and the page controls, each checked against the record class at compile time.
import type { ApiModels, ClientModel, FieldOf, KindOf, ReadableColumnOf, RowOf, TargetOf } from './model-types.ts'
import type { OpOfKind } from '../lib/columns/kinds/index.ts'
import type { FilterOp } from '../lib/read/condition.ts'
import type { kMeta } from '../lib/symbols.ts'

/** The operators of one value (`in`/`notin` take a list, `isnull` a boolean). */
type CompareOp = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le'
/** The pattern operators, on text columns only. */
type PatternOp = 'like' | 'ilike' | 'notlike' | 'notilike'

type ValueOf<M extends ClientModel, C> = NonNullable<RowOf<M>[C & keyof RowOf<M>]>

/** The operators of a value of type `V` whose column's kind is not known: a pattern only on text. */
type OpsOfValue<V> = [V] extends [string] ? FilterOp : Exclude<FilterOp, PatternOp>

/**
 * The operators the server takes on column `C`: those of its kind (lib/columns/kinds/index.ts
 * KIND_OPS), or, for a schema that does not say its kind, those of its value's type.
 */
type OpOf<M extends ClientModel, C> = [KindOf<M, C>] extends [never] ? OpsOfValue<ValueOf<M, C>> : OpOfKind<KindOf<M, C>>

/**
 * `field=value` and `field[op]=value` of the query language: a column's value (a list is IN, or
 * repeated, where its kind takes `in`), an operator of its kind. No write-only column (the server refuses it).
 */
export type FiltersOf<M extends ClientModel> =
  & { [C in ReadableColumnOf<M>]?: ValueOf<M, C> | ('in' extends OpOf<M, C> ? Array<ValueOf<M, C>> : never) | undefined }
  & { [C in ReadableColumnOf<M> as `${C}[${OpOf<M, C> & CompareOp}]`]?: ValueOf<M, C> | Array<ValueOf<M, C>> | undefined }
  & { [C in ReadableColumnOf<M> as `${C}[${OpOf<M, C> & ('in' | 'notin')}]`]?: Array<ValueOf<M, C>> | undefined }
  & { [C in ReadableColumnOf<M> as `${C}[${OpOf<M, C> & 'isnull'}]`]?: boolean | undefined }
  & { [C in ReadableColumnOf<M> as `${C}[${OpOf<M, C> & PatternOp}]`]?: string | undefined }

/** Every operator of a field in `where`, with the value each takes. */
interface Operators<V> {
  eq?: V | null
  ne?: V | null
  gt?: V
  ge?: V
  lt?: V
  le?: V
  in?: V[]
  notin?: V[]
  isnull?: boolean
  like?: string
  ilike?: string
  notlike?: string
  notilike?: string
}

/** The operators of one field in `where`: `O`, its column kind's (by default those of its type: a pattern only on text). */
export type FieldOperators<V, O extends FilterOp = OpsOfValue<V>> = Pick<Operators<V>, O>

type Defs<M extends ClientModel> = M[typeof kMeta]['relationshipDefs']

/** What a list relationship takes in `where`: some, none or every related record matching. */
export interface ListConditions<W> {
  some?: W
  none?: W
  every?: W
}

type RelatedWhere<A extends ApiModels, D> = [TargetOf<A, D>] extends [never] ? never
  : D extends { kind: 'list' } ? ListConditions<WhereOf<A, TargetOf<A, D>>> : WhereOf<A, TargetOf<A, D>>

/**
 * The value `where` compares column `C` with: none for a JSON column, since `where` reads an object
 * as operators and the column holds no other value (it takes null, `eq: null` and `isnull`).
 */
type WhereValueOf<M extends ClientModel, C> = [KindOf<M, C>] extends [never] ? ValueOf<M, C> : [KindOf<M, C>] extends ['json'] ? never : ValueOf<M, C>

/** `where`: a column's value (equality), null (is null) or operators of its kind; relationships; and/or/not groups. No write-only column. */
export type WhereOf<A extends ApiModels, M extends ClientModel> =
  & { [C in ReadableColumnOf<M>]?: WhereValueOf<M, C> | null | FieldOperators<WhereValueOf<M, C>, OpOf<M, C>> }
  & { [P in keyof Defs<M>]?: RelatedWhere<A, Defs<M>[P]> }
  & { and?: Array<WhereOf<A, M>>, or?: Array<WhereOf<A, M>>, not?: WhereOf<A, M> }

/** A column name, `-` and a column name for descending order (not a write-only column). */
export type OrderTermOf<M extends ClientModel> = ReadableColumnOf<M> | `-${ReadableColumnOf<M>}`

/** A collection query. */
export interface ListQuery<A extends ApiModels, M extends ClientModel, F extends readonly FieldOf<A, M>[] | undefined = undefined> {
  filters?: FiltersOf<M> | undefined
  /** Conditions with logic and through relationships, sent as the `where` JSON parameter. */
  where?: WhereOf<A, M> | undefined
  orderBy?: ReadonlyArray<OrderTermOf<M>> | undefined
  maxPageSize?: number | undefined
  offset?: number | undefined
  /** Ask for the total number of matches (one more query on the server). */
  count?: boolean | undefined
  /**
   * Page by keyset instead of offset (`cursor=`), as a resource with `paging: 'cursor'` always does:
   * a walk (`pages`, `all`) then skips and repeats no record when others are added or removed meanwhile. Not with `offset`.
   */
  cursor?: boolean | undefined
  /** Only these fields of each record, in this order. */
  fields?: F | undefined
}
