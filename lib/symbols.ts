// Internal state of the model layer, kept off the public surface (as Fastify's lib/symbols.js
// does): the plugin and the project's own tests reach it, an application does not.

/** A DB's driver-level reader (every GET) and single-statement writer. */
export const kReader = Symbol('fastify-model-resources.reader')
export const kWriter = Symbol('fastify-model-resources.writer')

/** A DB's choice of reader for a client's GET (a replica or the primary), and its note that a client wrote. */
export const kReadFor = Symbol('fastify-model-resources.readFor')
export const kWrote = Symbol('fastify-model-resources.wrote')
