import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { unavailableOr } from '../../lib/db/classify-error.ts'

/** Fastify's own request errors, answered with the decisions' status and a `{message}` body. */
const FASTIFY_ERRORS: Record<string, { status: number, message?: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'JSON format is required' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400 },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The body is empty; a JSON object is required' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413 },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400 }
}

/**
 * Every error of a resource route ends here: client errors as `{message}` with their status
 * (the validation body's message is the contract's list), anything unexpected as a 500 whose
 * details go to the log only.
 */
export function errorHandler (this: unknown, raw: FastifyError & { entries?: unknown }, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const error = unavailableOr(raw) as FastifyError & { entries?: unknown }
  const known = FASTIFY_ERRORS[error.code]
  if (known !== undefined) {
    return reply.code(known.status).send({ message: known.message ?? error.message })
  }
  if (error.code === 'FMR_ERR_VALIDATION') return reply.code(400).send({ message: error.entries })
  if (error.code === 'FMR_ERR_HOOK_FAILED') return reply.code(error.statusCode ?? 400).send({ message: error.message })
  if (error.code?.startsWith('FMR_ERR_') && error.statusCode !== undefined && error.statusCode < 500) {
    return reply.code(error.statusCode).send({ message: error.message })
  }
  if (error.code === 'FMR_ERR_NOT_READY') return reply.code(503).send({ message: error.message })
  if (error.code === 'FMR_ERR_DB_UNAVAILABLE') {
    request.log.warn({ err: raw }, 'database unavailable')
    return reply.code(503).header('retry-after', '1').send({ message: error.message })
  }
  // Fastify's other client errors (a malformed URL, a bad header): their status, their text.
  if (error.code?.startsWith('FST_') && error.statusCode !== undefined && error.statusCode < 500) {
    return reply.code(error.statusCode).send({ message: error.message })
  }
  request.log.error({ err: raw }, 'unexpected error')
  return reply.code(500).send({ message: 'Internal Server Error' })
}

/**
 * For Fastify's `frameworkErrors` option: what fails before routing (a malformed URL such as
 * `/books/%`, a path parameter over `maxParamLength`) answered like every other error, as
 * `{message}`. Fastify takes it at construction only, so the application passes it:
 * `Fastify({ frameworkErrors })`.
 */
export function frameworkErrors (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  errorHandler(error, request, reply)
}

/** A not-found handler answering `{message}` (`app.setNotFoundHandler(notFound)`): the 404 of the application's URL space is the application's to set. */
export function notFound (request: FastifyRequest, reply: FastifyReply): void {
  reply.code(404).send({ message: 'Not found' })
}
