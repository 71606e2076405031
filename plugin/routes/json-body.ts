import type { FastifyRequest } from 'fastify'
import { errors } from '../../lib/index.ts'

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i

/**
 * How deep a body may nest, the body itself being level 1. No column takes a nested value; the
 * bound is for hooks that read custom fields, and for everything that walks a value recursively
 * (JSON.stringify in an error text, a hook's own code): 20,000 levels overflowed the stack.
 */
export const MAX_BODY_DEPTH = 64

/** Whether `value` nests deeper than MAX_BODY_DEPTH, found with a stack of its own, not recursion. */
function tooDeep (value: object): boolean {
  const pending: Array<[unknown, number]> = [[value, 1]]
  while (pending.length > 0) {
    const [item, depth] = pending.pop() as [unknown, number]
    if (item === null || typeof item !== 'object') continue
    if (depth > MAX_BODY_DEPTH) return true
    for (const child of Object.values(item)) {
      if (child !== null && typeof child === 'object') pending.push([child, depth + 1])
    }
  }
  return false
}

/**
 * A write's body must be a JSON object sent as JSON: any other media type (Fastify parses
 * text/plain too) is a 415, and JSON that is not an object, or nests too deeply, is a 400.
 */
export function jsonObject (request: FastifyRequest): Record<string, unknown> {
  const body = request.body
  if (!JSON_TYPE.test(request.headers['content-type'] ?? '')) throw new errors.JsonRequired()
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new errors.BadBody('The body must be a JSON object')
  }
  return notTooDeep(body) as Record<string, unknown>
}

/** A POST's body: a JSON object, or where the resource takes bulk creates an array (of anything: each item is checked). */
export function jsonObjectOrArray (request: FastifyRequest, bulk: boolean): Record<string, unknown> | unknown[] {
  const body = request.body
  if (!bulk || !Array.isArray(body)) return jsonObject(request)
  if (!JSON_TYPE.test(request.headers['content-type'] ?? '')) throw new errors.JsonRequired()
  return notTooDeep(body) as unknown[]
}

function notTooDeep (body: object): object {
  if (tooDeep(body)) throw new errors.BadBody(`The body is nested too deeply (more than ${MAX_BODY_DEPTH} levels)`)
  return body
}
