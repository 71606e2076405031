import type { Model, ModelType } from '../../lib/index.ts'
import type { EitherCase } from '../../lib/model/case.ts'
import type { CommitHook } from '../hooks/types.ts'
import type { MethodDecorators } from '../hooks/decorators.ts'
import type { Method } from './methods.ts'

/** The instance of a record class: `Order` to an order, with its fields. */
export type RecordOf<M extends ModelType> = M['prototype']

/** The field names of a record type (columns and computed fields, relationships when declared). */
export type FieldOf<M extends ModelType> =
  | Exclude<keyof RecordOf<M>, keyof Model | symbol | number>
  | RelationshipNameOf<M>

type RelationshipNameOf<M extends ModelType> = Extract<keyof M['meta']['relationshipDefs'], string>

/** The column names of a record type, either spelling. */
export type ColumnOf<M extends ModelType> = EitherCase<M['meta']['columnsByProp'] extends Map<infer K extends string, unknown> ? K : never>

/** A column name, or `-` and a column name for descending order. */
export type OrderTermOf<M extends ModelType> = ColumnOf<M> | `-${ColumnOf<M>}`

/** `beforeCommit`/`afterCommit` of a resource of `M`: hooks by method, the record typed. */
export type CommitHooksOf<R, M extends ModelType> = Partial<Record<Method, CommitHook<R, RecordOf<M>>>>

/**
 * Per-method serial fields of a resource of `M`: the list named for `M` itself is checked against
 * its fields; a replacement type (e.g. `Job` answering an Order POST) is named as a string.
 */
export type SerialFieldsOf<M extends ModelType> = Partial<Record<Method,
  { [N in M['meta']['name']]?: readonly FieldOf<M>[] | null } & Record<string, readonly string[] | null>>>

/** The statics every resource class sets (see Resource). */
export interface ResourceSettings<M extends ModelType> {
  urlPrefix?: string
  urlName?: string
  methodDecorators?: MethodDecorators
  serialFields?: SerialFieldsOf<M>
  serialFieldRelations?: Partial<Record<Method, Record<string, readonly string[] | null>>>
  maxRecords?: number
}
