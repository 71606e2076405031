import type { FastifyRequest } from 'fastify'
import { errors } from '../../lib/index.ts'

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i

/**
 * A write's body must be a JSON object sent as JSON: any other media type (Fastify parses
 * text/plain too) is a 415, and JSON that is not an object is a 400.
 */
export function jsonObject (request: FastifyRequest): Record<string, unknown> {
  const body = request.body
  if (!JSON_TYPE.test(request.headers['content-type'] ?? '')) throw new errors.JsonRequired()
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new errors.BadBody('The body must be a JSON object')
  }
  return body as Record<string, unknown>
}
