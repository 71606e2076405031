import type { FastifyRequest } from 'fastify'
import { errors, Query } from '../../lib/index.ts'
import type { Data, HookResult } from '../resources/hook-types.ts'

/**
 * Calls a process hook and checks its answer. A failure becomes the hook's `{message}` with
 * its status; a malformed answer is a 500 with a log line naming the hook.
 */
export async function runHook (
  name: string,
  call: () => HookResult | Promise<HookResult>,
  fallback: { query?: Query, data: Data },
  request: FastifyRequest
): Promise<{ query: Query | undefined, data: Data }> {
  const result = await call() as unknown
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
  if ((query !== undefined && !(query instanceof Query)) || data === null || typeof data !== 'object' || Array.isArray(data)) {
    request.log.error({ hook: name }, `hook ${name} returned a malformed query or data`)
    throw new errors.MalformedHookResult(name)
  }
  return { query, data: data as Data }
}
