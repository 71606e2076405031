import type { FastifyReply, FastifyRequest } from 'fastify'
import { documented } from '../plugin/index.ts'

// A demonstration scheme, explicitly NOT secure: `Authorization: User:<user_id>`.

/** The caller's user id, or undefined when the header carries none. */
export function callerId (request: FastifyRequest): number | undefined {
  const match = /^User:(\d{1,9})$/.exec(request.headers.authorization ?? '')
  return match === null ? undefined : Number(match[1])
}

/**
 * Admits a request whose Authorization header starts with `User`; otherwise 401. Declared for
 * the OpenAPI document: its 401, and the header it reads (Swagger UI's Authorize button).
 */
export const userRequired = documented(async function userRequired (request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!(request.headers.authorization ?? '').startsWith('User')) {
    await reply.code(401).send({ message: 'Unauthorized User' })
  }
}, {
  statuses: { 401: 'No Authorization header of the form User:<id>' },
  security: { name: 'UserHeader', scheme: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'User:<user id> (the example scheme: not secure)' } }
})
