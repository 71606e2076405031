import type { kMeta } from '../symbols.ts'
import type { EitherCase } from './case.ts'
import type { ModelType } from './model.ts'

/**
 * The column names of a record class, in either spelling: what filters, orders, finds and
 * foreign keys name. For a class typed only as `ModelType`, any string.
 */
export type ColumnOf<M extends ModelType> =
  EitherCase<M[typeof kMeta]['columnsByProp'] extends Map<infer K extends string, unknown> ? K : never>

/** A column name, or `-` and a column name for descending order. */
export type OrderTermOf<M extends ModelType> = ColumnOf<M> | `-${ColumnOf<M>}`

/** The relationship names of a record class. */
export type RelationshipNameOf<M extends ModelType> = Extract<keyof M[typeof kMeta]['relationshipDefs'], string>
