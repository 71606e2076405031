// Internal state kept off the public surface (as Fastify's lib/symbols.js does).

/** The EntityManager of the write whose transaction is open, while its beforeCommit hook runs. */
export const kWriteEm = Symbol('fastify-model-resources.writeEm')
