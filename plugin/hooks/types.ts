import type { HookQuery, Model } from '../../lib/index.ts'

/** The body or query-string data a hook sees and may change. */
export type Data = Record<string, unknown>

/** The path arguments of a single-record request. */
export interface Kwargs {
  /** A number, or a UUID's lowercase text where the primary key is a UUID. */
  id: number | string
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
