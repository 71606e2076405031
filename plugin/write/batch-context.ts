import { AsyncLocalStorage } from 'node:async_hooks'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { errors } from '../../lib/index.ts'
import type { BatchTarget } from '../resources/batch-resource.ts'
import { sendError } from '../routes/problem-details.ts'

/** One operation's answer: its status and its body (null when it had none). */
export interface OperationAnswer {
  status: number
  body: unknown
}

/** The batch whose operation is running in this async context. */
export interface BatchContext {
  /** The resources its operations may reach. */
  readonly allowed: ReadonlySet<BatchTarget>
  /** The operation running now. */
  index: number
  /** afterCommit hooks put off until the batch's commit, by operation: each makes that operation's result. */
  readonly afterCommit: Map<number, () => Promise<OperationAnswer>>
  /** The records its operations created, `Type\u0000id`, by the operation that created each (batch-creates.ts). */
  readonly created: Map<string, number>
}

const batches = new AsyncLocalStorage<BatchContext>()

export function currentBatch (): BatchContext | undefined {
  return batches.getStore()
}

export async function inBatch<T> (context: BatchContext, work: () => Promise<T>): Promise<T> {
  return await batches.run(context, work)
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: the route is no batch's operation (an event stream, which never ends): a batch reaches it as no route. */
    inBatch?: boolean
  }
}

const ROUTE_NOT_FOUND = new errors.RouteNotFound()

/**
 * onRequest of the whole application: an operation of a batch reaches only the routes of the
 * resources the batch lists (`routes` maps a route to the resource that registered it); any
 * other route, the plugin's or the application's, is a 404 as if it did not exist.
 */
export function batchGuard (routes: ReadonlyMap<string, BatchTarget>) {
  // A callback hook, not an async one: every request of the application passes it, and no promise is made for that.
  return function guard (request: FastifyRequest, reply: FastifyReply, done: () => void): void {
    const batch = currentBatch()
    const target = batch === undefined ? undefined : routes.get(routeKey(request.routeOptions.method, request.routeOptions.url))
    if (batch === undefined || (target !== undefined && batch.allowed.has(target))) {
      done()
      return
    }
    sendError(request, reply, { status: 404, code: ROUTE_NOT_FOUND.code, message: ROUTE_NOT_FOUND.message })
  }
}

/** `GET /books/:id`: how a route is named in the guard's map. */
export function routeKey (method: unknown, url: unknown): string {
  return `${String(method)} ${String(url)}`
}
