import type { FastifyReply, FastifyRequest } from 'fastify'

// The contract's example scheme, explicitly NOT secure: `Authorization: User:<user_id>`.

/** The caller's user id, or undefined when the header carries none. */
export function callerId (request: FastifyRequest): number | undefined {
  const match = /^User:(\d{1,9})$/.exec(request.headers.authorization ?? '')
  return match === null ? undefined : Number(match[1])
}

/** Admits a request whose Authorization header starts with `User`; otherwise 401. */
export async function userRequired (request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!(request.headers.authorization ?? '').startsWith('User')) {
    await reply.code(401).send({ message: 'Unauthorized User' })
  }
}
