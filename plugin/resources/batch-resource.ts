import type { CollectionModelResource } from './collection-model-resource.ts'
import type { MetaResource } from './meta-resource.ts'
import type { ModelResource } from './model-resource.ts'
import { joinPath } from './join-path.ts'

/** A resource class a batch may reach. */
export type BatchTarget = typeof ModelResource | typeof CollectionModelResource | typeof MetaResource

/** What `BatchResource.of(resources, settings)` sets. */
export interface BatchSettings {
  urlPrefix?: string
  urlName?: string
  maxOperations?: number
  timeoutMs?: number
  maxAnswerBytes?: number
}

/**
 * POST `{prefix}/batch` (extensions §8): operations on the listed resources, run in order in one
 * transaction, each through its route's decorators, hooks, validation and serial settings as if
 * sent alone; everything is written, or nothing. See docs/resources.md, "Batches".
 */
export class BatchResource {
  /** The resource classes (as registered) whose routes an operation may reach; any other path is a 404. */
  static resources: readonly BatchTarget[] = []
  static urlPrefix = '/'
  static urlName = 'batch'
  /** The most operations one batch may hold (413 beyond). */
  static maxOperations = 100
  /**
   * How long a batch may hold its transaction (and on SQLite the one write connection): past it,
   * everything is rolled back and the batch is answered 503. Other writes wait for it meanwhile.
   */
  static timeoutMs = 5_000
  /**
   * What the operations' answers may hold together (10 MiB), kept until the batch ends: past it
   * the batch is rolled back and answered 413 (a GET of many records is better sent alone).
   */
  static maxAnswerBytes = 10 * 1024 * 1024

  /** `class ShopBatch extends BatchResource.of([OrderResource, JobResource], { urlPrefix: '/api/v2' }) {}` */
  static of<T extends typeof BatchResource> (this: T, resources: readonly BatchTarget[], settings: BatchSettings = {}): T {
    abstract class Bound extends (this as typeof BatchResource) {}
    return Object.assign(Bound, { ...settings, resources }) as unknown as T
  }

  static getUrls (): string[] {
    return [joinPath(this.urlPrefix, this.urlName)]
  }
}
