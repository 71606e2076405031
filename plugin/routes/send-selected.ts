import type { FastifyReply } from 'fastify'

/**
 * Sends an answer narrowed by `fields` through the serializer of its own schema, which Fastify
 * compiles once per schema object (and the route's Selections keep that object): the route's
 * serializer would write the fields in the default order, and §2 answers them in the order asked.
 */
export function sendSelected (reply: FastifyReply, schema: Record<string, unknown>, body: unknown): FastifyReply {
  return reply.type('application/json; charset=utf-8').serializer(selectedSerializer(reply, schema)).send(body)
}

/** The compiled serializer of a selection's schema (Fastify caches it per schema object). */
export function selectedSerializer (reply: FastifyReply, schema: Record<string, unknown>): (body: unknown) => string {
  return reply.compileSerializationSchema(schema, '200') as (body: unknown) => string
}
