import type { HookQuery, Model, ModelType } from '../../lib/index.ts'
import type { SnakeCase } from '../../lib/model/case.ts'
import type { kMeta } from '../../lib/symbols.ts'

/** The body or query-string data a hook sees and may change. */
export type Data = Record<string, unknown>

/** The camelCase column names of a record class; any string for a class typed only as `ModelType`. */
type PropOf<M extends ModelType> = M[typeof kMeta]['columnsByProp'] extends Map<infer K extends string, unknown> ? K : never

/**
 * The body a write's input hook sees (`processPostInput`, `processPutInput`, `processPatchInput`;
 * a record sent alone, nested, in a bulk or in a batch): camelCase keys only. A column's
 * snake_case spelling was renamed before any hook ran, so `data.project_id` is never there:
 * `WriteData<typeof Task>` types it `undefined`, and `data.projectId` is the one to check.
 */
export type WriteData<M extends ModelType = ModelType> = string extends PropOf<M>
  ? Data
  : Data & { [K in PropOf<M>]?: unknown } & { [K in Exclude<SnakeCase<PropOf<M>>, PropOf<M>>]?: never }

/** The path arguments of a single-record request. */
export interface Kwargs {
  /**
   * A number, or a UUID's lowercase text where the primary key is a UUID; for a composite key,
   * its parts in declared order (`[taskId, tagId]`).
   */
  id: number | string | Array<number | string>
}

/** A process hook's answer: go on (with the possibly changed query and data), or stop with a message. */
export type HookResult =
  | { status: true, query?: HookQuery, data?: Data }
  | { status: false, message: string, statusCode: number }

export type HookReturn = HookResult | Promise<HookResult>

/**
 * Runs right after the commit (afterCommit) or just before it, inside the transaction
 * (beforeCommit). Returns `[continue, object, statusCode]`: with continue true, `object` is sent
 * (a record is serialized) with that status; with false, `{message: object}` is.
 */
export type CommitHook<R, T extends Model = Model> = {
  // Method syntax on purpose: a hook typed for one record type (`T` = an Order) still fits a
  // resource class's loose `CommitHook<ModelResource>` slot, as a method would.
  hook (resource: R, record: T, statusCode: number): [boolean, unknown, number] | Promise<[boolean, unknown, number]>
}['hook']
