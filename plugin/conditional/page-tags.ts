import type { FastifyReply, FastifyRequest } from 'fastify'
import { notModified, requestConditions } from './conditions.ts'
import { answerBytes, pageTag } from './record-tag.ts'
import { refuseLargeAnswer } from '../routes/answer-size.ts'

/**
 * Answers a collection page with a weak ETag of its body as sent, or a 304 without the body when
 * If-None-Match names it. The body is serialized once, by the route's own compiled serializer
 * (or a field selection's), and its bytes hashed and sent (answerBytes), at most `maxBytes` of them.
 */
export function sendPage (
  request: FastifyRequest, reply: FastifyReply, body: Record<string, unknown>, maxBytes: number, serialize?: (body: unknown) => string
): FastifyReply | string | Buffer {
  // A JSON serializer answers text (Fastify types it wider, for custom serializers).
  const payload = refuseLargeAnswer(answerBytes(serialize === undefined ? String(reply.serialize(body)) : serialize(body)), maxBytes)
  // Read again (both were checked before the page was read): If-Match is a 412 unless `*`, a
  // page's weak tag never matching strongly (RFC 9110 §13.1.1).
  if (notModified(requestConditions(request), reply, pageTag(payload))) return reply.send()
  // Returned, not sent: an async handler returning the reply makes Fastify wait on the response's end.
  reply.type('application/json; charset=utf-8')
  return payload
}
