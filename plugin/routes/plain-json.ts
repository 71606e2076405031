import type { FastifyReply } from 'fastify'

/**
 * Makes a reply bypass the route's compiled serializer (which fits the route's own record type
 * only). A custom serializer leaves the content type unset, so it is set here too.
 */
export function plainJson (reply: FastifyReply): FastifyReply {
  return reply.type('application/json; charset=utf-8').serializer(JSON.stringify)
}
