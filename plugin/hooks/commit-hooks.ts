import { errors, type Model } from '../../lib/index.ts'
import type { Method } from '../resources/methods.ts'
import type { ModelResource } from '../resources/model-resource.ts'

function hooksOf (resource: ModelResource): typeof ModelResource {
  return resource.constructor as typeof ModelResource
}

/** Whether a write must run a beforeCommit hook inside its transaction (the MikroORM path). */
export function hasBeforeCommit (resource: ModelResource, method: Method): boolean {
  return hooksOf(resource).beforeCommit?.[method] !== undefined
}

/**
 * Runs beforeCommit inside the write's transaction, before the commit. `[false, message, status]`
 * throws, so the whole write rolls back and the client gets `{message}` with that status.
 */
export async function beforeCommit (resource: ModelResource, method: Method, record: Model, statusCode: number): Promise<void> {
  const hook = hooksOf(resource).beforeCommit?.[method]
  if (hook === undefined) return
  const [go, message, status] = await hook(resource, record, statusCode)
  if (!go) throw errors.hookFailure(String(message), status)
}

/** What a write answers after its commit: `body` with `statusCode`, or `{message}` when `refused`. */
export interface CommitAnswer {
  refused: boolean
  body: unknown
  statusCode: number
}

/**
 * Runs afterCommit right after the commit: it may replace the record (by another record, of any
 * type, or any JSON value) and the status, or answer `{message}` instead. The write stays committed.
 */
export async function afterCommit (resource: ModelResource, method: Method, record: Model, statusCode: number): Promise<CommitAnswer> {
  const hook = hooksOf(resource).afterCommit?.[method]
  if (hook === undefined) return { refused: false, body: record, statusCode }
  const [go, object, status] = await hook(resource, record, statusCode)
  return { refused: !go, body: object, statusCode: status }
}
