// Internal state of the model layer, kept off the public surface (as Fastify's lib/symbols.js
// does): the plugin and the project's own tests reach it, an application does not.

/** A DB's driver-level reader (every GET) and single-statement writer. */
export const kReader = Symbol('fastify-model-resources.reader')
export const kWriter = Symbol('fastify-model-resources.writer')

/** A record class's facts (columns, keys, relationships): read by every layer, not part of the public API. */
export const kMeta = Symbol('fastify-model-resources.meta')

/** The secret a DB was given for cursor tokens (`cursorKey`), kept off its public properties. */
export const kCursorKey = Symbol('fastify-model-resources.cursorKey')
/** A DB's choice of reader for a client's GET (a replica or the primary), and its note that a client wrote. */
export const kReadFor = Symbol('fastify-model-resources.readFor')
export const kWrote = Symbol('fastify-model-resources.wrote')
/** A DB's one transaction that every read and write in its async context joins (a batch). */
export const kInScope = Symbol('fastify-model-resources.inScope')
/** A DB's outbox of change events (lib/db/outbox.ts), and the primary's URL a listener connects to (PostgreSQL). */
export const kOutbox = Symbol('fastify-model-resources.outbox')
export const kListenUrl = Symbol('fastify-model-resources.listenUrl')
