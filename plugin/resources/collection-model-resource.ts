import type { HookQuery } from '../../lib/index.ts'
import type { Data, HookReturn } from '../hooks/types.ts'
import { Resource } from './resource.ts'

/** GET of a filtered, ordered page of records at `{prefix}/{word}`; no other method exists. */
export class CollectionModelResource extends Resource {
  /** The most records one page may hold, whatever the client asks. */
  static maxPageSize = 1000
  /** The page size when the client asks none. */
  static defaultPageSize = 100
  /** The order when the client gives none, e.g. `['lastName', '-id']`; the primary key by default. */
  static orderBy?: readonly string[]
  /** Whether `debug=true` may show the query instead of running it. */
  static debug = true

  processGetInput? (query: HookQuery, data: Data): HookReturn
}
