import type { HookQuery, ModelType } from '../../lib/index.ts'
import { converterOf } from '../routes/route-path.ts'
import type { CommitHook, Data, HookReturn, Kwargs, WriteData } from '../hooks/types.ts'
import type { Method } from './methods.ts'
import { Resource } from './resource.ts'
import { boundSubclass } from './bound-subclass.ts'
import type { CommitHooksOf, ResourceSettings, SerialFieldsOf } from './typed.ts'
import { kMeta } from '../../lib/symbols.ts'

/** What `ModelResource.of(model, settings)` sets: the statics, checked against the model. */
export interface ModelResourceSettings<R, M extends ModelType> extends ResourceSettings<M> {
  clientIds?: boolean
  bulk?: boolean
  maxBulk?: number
  requireIfMatch?: boolean
  beforeCommit?: CommitHooksOf<R, M>
  afterCommit?: CommitHooksOf<R, M>
}

/** A resource class bound to the record type `M`: its hooks see `M`'s records, its settings name `M`'s fields. */
export type ModelResourceOf<T extends typeof ModelResource, M extends ModelType> =
  Omit<T, 'modelClass' | 'beforeCommit' | 'afterCommit' | 'serialFields'> & {
    new (...args: ConstructorParameters<T>): InstanceType<T>
    modelClass: M
    beforeCommit?: CommitHooksOf<InstanceType<T>, M> | undefined
    afterCommit?: CommitHooksOf<InstanceType<T>, M> | undefined
    serialFields?: SerialFieldsOf<M> | undefined
  }

/** GET, POST, PUT, PATCH and DELETE of one record at `{prefix}/{word}` and `{prefix}/{word}/<int:id>`. */
export class ModelResource extends Resource {
  /**
   * Whether clients choose ids: a POST may send one and a PUT to an id that does not exist
   * creates the record (201). Off by default: a POST with an id is a 400 and such a PUT a 404,
   * since a chosen id moves the database's id sequence for everyone (one near the column's
   * maximum leaves no id to generate), and on PostgreSQL each such write locks the table's other
   * writes for its transaction. See docs/resources.md.
   */
  static clientIds = false
  /**
   * Whether a POST may send a JSON array: all its records are created in one transaction, or none
   * (extensions §8). At most `maxBulk` records, else 413.
   */
  static bulk = false
  static maxBulk = 1000
  /**
   * Whether a PUT, PATCH or DELETE must send `If-Match` (the ETag of the record as the client
   * read it): without one it is answered 428, so that no client overwrites a change it has not
   * seen. Off by default. See docs/conditional-requests.md.
   */
  static requireIfMatch = false
  static beforeCommit?: Partial<Record<Method, CommitHook<ModelResource>>> | undefined
  static afterCommit?: Partial<Record<Method, CommitHook<ModelResource>>> | undefined

  processGetInput? (query: HookQuery, data: Data, kwargs: Kwargs): HookReturn
  /** The write hooks' `data` has camelCase keys only (WriteData): a snake_case key was renamed before they run. */
  processPostInput? (data: WriteData): HookReturn
  processPutInput? (query: HookQuery, data: WriteData, kwargs: Kwargs): HookReturn
  processPatchInput? (query: HookQuery, data: WriteData, kwargs: Kwargs): HookReturn
  processDeleteInput? (query: HookQuery, kwargs: Kwargs): HookReturn

  /**
   * A subclass of this resource for `model`, with `settings` as its statics, typed by the model:
   * `class OrderResource extends ModelResource.of(Order, { afterCommit: { post: (resource, order) => ... } })`.
   */
  static of<T extends typeof ModelResource, M extends ModelType> (
    this: T, model: M, settings: ModelResourceSettings<InstanceType<T>, M> = {}
  ): ModelResourceOf<T, M> {
    return boundSubclass<ModelResourceOf<T, M>>(this, { ...settings, modelClass: model })
  }

  /** `{word}` and `{word}/<int:id>`: `<uuid:id>` where the primary key is a UUID, `<string:id>` where it is text. */
  static override getUrls (): string[] {
    const { primaryKeys } = this.modelClass[kMeta]
    // A composite key's URL has a segment per column, in declared order (extensions §11).
    if (primaryKeys.length > 1) return [this.baseUrl(), `${this.baseUrl()}/${primaryKeys.map(column => `<${converterOf(column)}:${column.prop}>`).join('/')}`]
    return [this.baseUrl(), `${this.baseUrl()}/<${converterOf(primaryKeys[0])}:id>`]
  }
}
