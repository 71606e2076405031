import { STATUS_CODES } from 'node:http'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { errors } from '../../lib/index.ts'
import { prefersProblem } from './accept-problem.ts'

/** One problem of a validation failure, by wire name (`pubYear`; nested paths dotted). */
export interface FieldProblem {
  field: string
  message: string
}

/** An error answer before it is written: its status, catalogue code and message (a text, or the contract's validation list). */
export interface ErrorAnswer {
  status: number
  code: string
  message: unknown
  /** A validation failure's problems, for problem details. */
  fields?: readonly FieldProblem[]
}

/** RFC 9457 problem details of an answer. */
export interface ProblemDetails {
  type: 'about:blank'
  title: string
  status: number
  detail: string
  code: string
  errors?: readonly FieldProblem[]
}

export const PROBLEM_TYPE = 'application/problem+json'

/** The JSON Schema of problem details, for the OpenAPI document. */
export const problemSchema = {
  type: 'object',
  required: ['type', 'title', 'status', 'detail', 'code'],
  properties: {
    type: { type: 'string', const: 'about:blank' },
    title: { type: 'string', description: 'The status\'s phrase' },
    status: { type: 'integer' },
    detail: { type: 'string' },
    code: { type: 'string', description: 'The error\'s stable code, FMR_ERR_* (docs/errors.md)' },
    errors: {
      type: 'array',
      description: 'A validation failure\'s problems, by wire name (nested paths dotted)',
      items: { type: 'object', required: ['field', 'message'], properties: { field: { type: 'string' }, message: { type: 'string' } } }
    }
  }
}
const REFUSED = new errors.Refused('').code

/**
 * The one shape of every error as problem details. `type` is `about:blank` (RFC 9457 §4.2.1):
 * `title` is then the status's phrase, and `code`, the catalogue's FMR_ERR_* code, tells the
 * problems apart. A validation failure's `detail` is the error's own sentence; its list is `errors`.
 */
export function problemDetails (answer: ErrorAnswer): ProblemDetails {
  const { status, code, message, fields } = answer
  const detail = typeof message === 'string' ? message : 'The request body failed validation'
  return { type: 'about:blank', title: STATUS_CODES[status] ?? 'Error', status, detail, code, ...(fields === undefined ? {} : { errors: fields }) }
}

/**
 * Sends an error answer: problem details when the request's Accept asks for them, otherwise
 * the contract's `{message}`. Every error the plugin answers is written here, or, when a
 * decorator sent it itself, converted by `problemOnSend` with the same `problemDetails`.
 */
/** The headers that describe a successful answer only. */
const SUCCESS_HEADERS = ['etag', 'location', 'link', 'x-total-count']

export function sendError (request: FastifyRequest, reply: FastifyReply, answer: ErrorAnswer): FastifyReply {
  // Written as is, never by the route's serializer: an afterCommit refusal may carry a 2xx status.
  // An error is not the record, nor the page: never their ETag, Location, next-page Link or
  // count, even ones set before the error was found (a page past maxRecords, a refused afterCommit).
  reply.code(answer.status).serializer(JSON.stringify)
  for (const name of SUCCESS_HEADERS) reply.removeHeader(name)
  if (!prefersProblem(request.headers.accept)) return reply.type('application/json; charset=utf-8').send({ message: answer.message })
  return reply.type(PROBLEM_TYPE).send(problemDetails(answer))
}

/**
 * onSend of a resource's scope: an error answer a decorator (any preHandler) sent itself as
 * `{message}` becomes problem details when they are asked for, with the code FMR_ERR_REFUSED.
 */
export function problemOnSend (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void): void {
  // A callback hook: on every answer of the scope, and a promise per answer costs more than the check.
  done(null, asProblem(request, reply, payload))
}

function asProblem (request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (reply.statusCode < 400 || typeof payload !== 'string' || !prefersProblem(request.headers.accept)) return payload
  const type = String(reply.getHeader('content-type') ?? '')
  if (!type.startsWith('application/json')) return payload
  let body: unknown
  try {
    body = JSON.parse(payload)
  } catch {
    return payload
  }
  if (body === null || typeof body !== 'object' || !('message' in body)) return payload
  reply.type(PROBLEM_TYPE)
  return JSON.stringify(problemDetails({ status: reply.statusCode, code: REFUSED, message: String(body.message) }))
}
