import type { Model, ModelType } from '../../lib/index.ts'
import type { RelationshipNameOf } from '../../lib/model/field-names.ts'
import type { kMeta } from '../../lib/symbols.ts'
import type { CommitHook } from '../hooks/types.ts'
import type { MethodDecorators } from '../hooks/decorators.ts'
import type { ResourceStatuses } from '../docs/declared.ts'
import type { Method } from './methods.ts'

export type { ColumnOf, OrderTermOf } from '../../lib/model/field-names.ts'

/** The instance of a record class: `Order` to an order, with its fields. */
export type RecordOf<M extends ModelType> = M['prototype']

/** The field names of a record type (columns and computed fields, relationships when declared). */
export type FieldOf<M extends ModelType> =
  | Exclude<keyof RecordOf<M>, keyof Model | symbol | number>
  | RelationshipNameOf<M>


/** `beforeCommit`/`afterCommit` of a resource of `M`: hooks by method, the record typed. */
export type CommitHooksOf<R, M extends ModelType> = Partial<Record<Method, CommitHook<R, RecordOf<M>>>>

/**
 * Per-method serial fields of a resource of `M`: the list named for `M` itself is checked against
 * its fields; a replacement type (e.g. `Job` answering an Order POST) is named as a string.
 */
export type SerialFieldsOf<M extends ModelType> = Partial<Record<Method,
  { [N in M[typeof kMeta]['name']]?: readonly FieldOf<M>[] | null } & Record<string, readonly string[] | null>>>

/** The statics every resource class sets (see Resource). */
export interface ResourceSettings<M extends ModelType> {
  urlPrefix?: string
  urlName?: string
  methodDecorators?: MethodDecorators
  serialFields?: SerialFieldsOf<M>
  serialFieldRelations?: Partial<Record<Method, Record<string, readonly string[] | null>>>
  maxRecords?: number
  maxAnswerBytes?: number
  /** The error statuses the hooks answer with, for the OpenAPI document. */
  statuses?: ResourceStatuses
  /** Body fields the input hooks set when a client leaves them out (`jobs.ownerId`): not required in the OpenAPI document. */
  filledByHooks?: readonly string[]
  /** The OpenAPI operationIds of its routes by method, in place of `list<Type>`, `create<Type>`... */
  operationIds?: Partial<Record<Method, string>>
}
