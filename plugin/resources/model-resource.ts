import type { HookQuery } from '../../lib/index.ts'
import { kindOf } from '../../lib/columns/kinds/index.ts'
import type { CommitHook, Data, HookReturn, Kwargs } from '../hooks/types.ts'
import type { Method } from './methods.ts'
import { Resource } from './resource.ts'

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
  static beforeCommit?: Partial<Record<Method, CommitHook<ModelResource>>>
  static afterCommit?: Partial<Record<Method, CommitHook<ModelResource>>>

  processGetInput? (query: HookQuery, data: Data, kwargs: Kwargs): HookReturn
  processPostInput? (data: Data): HookReturn
  processPutInput? (query: HookQuery, data: Data, kwargs: Kwargs): HookReturn
  processPatchInput? (query: HookQuery, data: Data, kwargs: Kwargs): HookReturn
  processDeleteInput? (query: HookQuery, kwargs: Kwargs): HookReturn

  /** `{word}` and `{word}/<int:id>`, or `<uuid:id>` where the primary key is a UUID. */
  static override getUrls (): string[] {
    const { info } = this.modelClass.meta.primaryKey
    return [this.baseUrl(), `${this.baseUrl()}/<${kindOf(info).pathConverter ?? 'int'}:id>`]
  }
}
