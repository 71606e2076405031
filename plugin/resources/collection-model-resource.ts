import type { HookQuery, ModelType } from '../../lib/index.ts'
import type { Data, HookReturn } from '../hooks/types.ts'
import { Resource } from './resource.ts'
import { boundSubclass } from './bound-subclass.ts'
import type { OrderTermOf, ResourceSettings, SerialFieldsOf } from './typed.ts'

/** What `CollectionModelResource.of(model, settings)` sets: the statics, checked against the model. */
export interface CollectionSettings<M extends ModelType> extends ResourceSettings<M> {
  maxPageSize?: number
  defaultPageSize?: number
  orderBy?: ReadonlyArray<OrderTermOf<M>>
  debug?: boolean
  paging?: 'offset' | 'cursor'
  aggregates?: boolean
  events?: boolean
  search?: readonly string[]
}

/** A collection resource class bound to the record type `M`. */
export type CollectionModelResourceOf<T extends typeof CollectionModelResource, M extends ModelType> =
  Omit<T, 'modelClass' | 'orderBy' | 'serialFields'> & {
    new (...args: ConstructorParameters<T>): InstanceType<T>
    modelClass: M
    orderBy?: ReadonlyArray<OrderTermOf<M>> | undefined
    serialFields?: SerialFieldsOf<M> | undefined
  }

/** GET of a filtered, ordered page of records at `{prefix}/{word}`; no other method exists. */
export class CollectionModelResource extends Resource {
  /** The most records one page may hold, whatever the client asks. */
  static maxPageSize = 1000
  /** The page size when the client asks none. */
  static defaultPageSize = 100
  /** The order when the client gives none, e.g. `['lastName', '-id']`; the primary key by default. */
  static orderBy?: readonly string[] | undefined
  /** Whether `debug=true` may show the query instead of running it. */
  static debug = true
  /**
   * How pages follow one another: by `offset` (the default; a client may still ask `cursor=`) or
   * by `cursor` always (keyset paging, extensions §3: every page costs the same, `offset` is a 400).
   */
  static paging: 'offset' | 'cursor' = 'offset'
  /**
   * Whether `GET {prefix}/{word}/aggregate` answers groups of the records this GET finds: counts,
   * sums, averages, minima and maxima (docs/aggregates.md). Off by default.
   */
  static aggregates = false
  /**
   * The text fields `search=` looks in (extensions §13): text columns, or a text column through
   * a single relationship (`['title', 'author.lastName']`). Give the resource to
   * `new DB(url, { models, resources })` too: its fields make the type's index there, which
   * createAll() and migrations create. Unset: the model's own `search`, if any; `[]`: no search.
   */
  static search?: readonly string[] | undefined
  /**
   * Whether `{prefix}/{word}/events` serves the collection's committed changes as Server-Sent
   * Events, filtered and shown as this GET shows them (docs/change-events.md).
   */
  static events = false

  processGetInput? (query: HookQuery, data: Data): HookReturn

  /** A subclass of this collection for `model`, with `settings` as its statics, typed by the model. */
  static of<T extends typeof CollectionModelResource, M extends ModelType> (
    this: T, model: M, settings: CollectionSettings<M> = {}
  ): CollectionModelResourceOf<T, M> {
    return boundSubclass<CollectionModelResourceOf<T, M>>(this, { ...settings, modelClass: model })
  }
}
