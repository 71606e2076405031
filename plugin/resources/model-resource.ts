import type { Query } from '../../lib/index.ts'
import type { CommitHook, Data, HookReturn, Kwargs } from './hook-types.ts'
import type { Method } from './methods.ts'
import { Resource } from './resource.ts'

/** GET, POST, PUT, PATCH and DELETE of one record at `{prefix}/{word}` and `{prefix}/{word}/<int:id>`. */
export class ModelResource extends Resource {
  static beforeCommit?: Partial<Record<Method, CommitHook<ModelResource>>>
  static afterCommit?: Partial<Record<Method, CommitHook<ModelResource>>>

  processGetInput? (query: Query, data: Data, kwargs: Kwargs): HookReturn
  processPostInput? (data: Data): HookReturn
  processPutInput? (query: Query, data: Data, kwargs: Kwargs): HookReturn
  processPatchInput? (query: Query, data: Data, kwargs: Kwargs): HookReturn
  processDeleteInput? (query: Query, kwargs: Kwargs): HookReturn

  static override getUrls (): string[] {
    return [this.baseUrl(), this.baseUrl() + '/<int:id>']
  }
}
