import type { FastifyRequest } from 'fastify'
import { errors, HookQuery } from '../../lib/index.ts'
import type { CollectionModelResource } from '../resources/collection-model-resource.ts'
import type { Method } from '../resources/methods.ts'
import type { ModelResource } from '../resources/model-resource.ts'
import type { Data, HookResult, Kwargs } from './types.ts'

/** What a request hands its process*Input hook, and goes on with: the query (none for POST) and the data. */
export interface HookInput {
  query?: HookQuery
  data: Data
}

/** The process hook of each method. */
const HOOK_NAMES: Record<Method, string> = {
  get: 'processGetInput', post: 'processPostInput', put: 'processPutInput', patch: 'processPatchInput', delete: 'processDeleteInput'
}

/** The contract's arguments: `(query, data, kwargs)`; POST `(data)`; DELETE `(query, kwargs)`; a collection GET `(query, data)`. */
function argumentsOf (method: Method, input: HookInput, kwargs?: Kwargs): unknown[] {
  if (method === 'post') return [input.data]
  if (method === 'delete') return [input.query, kwargs]
  return kwargs === undefined ? [input.query, input.data] : [input.query, input.data, kwargs]
}

/**
 * Whether the resource has a process hook of `method`: on its class, or set on the instance (a
 * class field holding a function), as processInput finds it.
 */
export function hasInputHook (resource: ModelResource | CollectionModelResource, method: Method): boolean {
  return Reflect.get(resource, HOOK_NAMES[method]) !== undefined
}

/**
 * Runs the resource's process hook of `method`, if it has one, and checks its answer. A failure
 * becomes the hook's `{message}` with its status; a malformed answer is a 500 with a log line
 * naming the hook. Without a hook the input goes on as it is.
 */
export async function processInput (
  resource: ModelResource | CollectionModelResource, method: Method, input: HookInput, kwargs?: Kwargs
): Promise<HookInput> {
  if (!hasInputHook(resource, method)) return input
  const name = HOOK_NAMES[method]
  const hook: unknown = Reflect.get(resource, name)
  const result = await (hook as (...args: unknown[]) => unknown).apply(resource, argumentsOf(method, input, kwargs))
  return checked(name, result, input, resource.request)
}

function checked (name: string, result: unknown, fallback: HookInput, request: FastifyRequest): HookInput {
  if (result === null || typeof result !== 'object' || typeof (result as { status?: unknown }).status !== 'boolean') {
    request.log.error({ hook: name, result }, `hook ${name} returned a malformed result`)
    throw new errors.MalformedHookResult(name)
  }
  const answer = result as HookResult & { query?: unknown, data?: unknown }
  if (answer.status === false) {
    const { message, statusCode } = answer
    if (typeof message !== 'string' || !Number.isInteger(statusCode) || statusCode < 400 || statusCode > 599) {
      request.log.error({ hook: name, result }, `hook ${name} returned a malformed failure`)
      throw new errors.MalformedHookResult(name)
    }
    throw errors.hookFailure(message, statusCode)
  }
  const query = answer.query ?? fallback.query
  const data = answer.data ?? fallback.data
  // A query of another record type would compile to conditions on a table the statement never reads.
  const foreign = query instanceof HookQuery && fallback.query !== undefined && query.modelClass !== fallback.query.modelClass
  if ((query !== undefined && !(query instanceof HookQuery)) || foreign || data === null || typeof data !== 'object' || Array.isArray(data)) {
    request.log.error({ hook: name }, `hook ${name} returned a malformed query or data`)
    throw new errors.MalformedHookResult(name)
  }
  return { query, data: data as Data }
}
