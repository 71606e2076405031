import type { Resource } from './resource.ts'
import type { MetaResource } from './meta-resource.ts'

/**
 * A subclass of `base` with `statics` set on it: what the `of()` helpers return, typed `B` by
 * them (the statics' types follow the model). A subclass, so that one base serves many models.
 */
export function boundSubclass<B> (base: typeof Resource | typeof MetaResource, statics: object): B {
  abstract class Bound extends base {}
  return Object.assign(Bound, statics) as B
}
