import type { FastifyReply } from 'fastify'

/**
 * The text of an answer narrowed by `fields`, written by the serializer of its own schema, which
 * Fastify compiles once per schema object (and the route's Selections keep that object): the
 * route's serializer would write the fields in the default order, and they are answered in the
 * order asked. The handler returns the text, not the reply: an async handler that returns the
 * reply makes Fastify wait on the response's end (a stream listener per request).
 */
export function selectedText (reply: FastifyReply, schema: Record<string, unknown>, body: unknown): string {
  reply.type('application/json; charset=utf-8')
  return selectedSerializer(reply, schema)(body)
}

/** The compiled serializer of a selection's schema (Fastify caches it per schema object). */
export function selectedSerializer (reply: FastifyReply, schema: Record<string, unknown>): (body: unknown) => string {
  return reply.compileSerializationSchema(schema, '200') as (body: unknown) => string
}
