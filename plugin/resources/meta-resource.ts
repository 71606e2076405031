import type { MethodDecorators } from '../hooks/decorators.ts'
import { CollectionModelResource } from './collection-model-resource.ts'
import type { ModelResource } from './model-resource.ts'
import { joinPath } from './join-path.ts'
import { urlWord } from './url-word.ts'
import { boundSubclass } from './bound-subclass.ts'
import { kMeta } from '../../lib/symbols.ts'

/** GET of a machine-readable description of another resource (single or collection). */
export class MetaResource {
  static resourceClass: typeof ModelResource | typeof CollectionModelResource
  /** The meta resource's own requirements; it does not inherit the described resource's. */
  static methodDecorators: MethodDecorators = []

  /**
   * A meta resource describing `resourceClass`, with its own decorators:
   * `class BookMeta extends MetaResource.of(BookResource) {}`.
   */
  static of<T extends typeof MetaResource> (
    this: T, resourceClass: typeof ModelResource | typeof CollectionModelResource, settings: { methodDecorators?: MethodDecorators } = {}
  ): T {
    return boundSubclass<T>(this, { ...settings, resourceClass })
  }

  static isCollection (): boolean {
    return this.resourceClass.prototype instanceof CollectionModelResource || this.resourceClass === CollectionModelResource
  }

  /** `{prefix}/meta/{word}/single` or `{prefix}/meta/{word}/collection`. */
  static getUrls (): string[] {
    const described = this.resourceClass
    const word = described.urlName ?? urlWord(described.modelClass[kMeta].name)
    return [joinPath(described.urlPrefix, `meta/${word}/${this.isCollection() ? 'collection' : 'single'}`)]
  }
}
