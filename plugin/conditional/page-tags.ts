import type { FastifyReply, FastifyRequest } from 'fastify'
import { notModified } from './conditions.ts'
import { pageTag } from './record-tag.ts'

/**
 * Sends a collection page with a weak ETag of its body as sent, or a 304 without the body when
 * If-None-Match names it. The body is serialized once, by the route's own compiled serializer
 * (or a field selection's), and the text hashed.
 */
export function sendPage (
  request: FastifyRequest, reply: FastifyReply, body: Record<string, unknown>, serialize?: (body: unknown) => string
): FastifyReply {
  // A JSON serializer answers text (Fastify types it wider, for custom serializers).
  const payload = serialize === undefined ? String(reply.serialize(body)) : serialize(body)
  if (notModified(request, reply, pageTag(payload))) return reply.send()
  return reply.type('application/json; charset=utf-8').send(payload)
}
