import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { DB } from '../../lib/index.ts'
import { unavailableOr } from '../../lib/db/classify-error.ts'
import type { BatchResource } from '../resources/batch-resource.ts'
import { OperationRefused, parseOperations, type Operation } from '../write/batch-operations.ts'
import { runBatch, type BatchFailure } from '../write/batch-run.ts'
import { prefersProblem } from './accept-problem.ts'
import { batchSchema } from './batch-schema.ts'
import { jsonObject } from './json-body.ts'
import { plainJson } from './plain-json.ts'
import { noteWrote } from './read-your-writes.ts'
import { PROBLEM_TYPE, problemDetails } from './problem-details.ts'

/**
 * A failed batch's answer: the failing operation's own error answer (it was asked with the
 * batch's Accept: `{message}` or problem details), or the batch's refusal of it, with
 * `operation`, its index.
 */
function sendFailure (request: FastifyRequest, reply: FastifyReply, failure: BatchFailure): FastifyReply {
  reply.serializer(JSON.stringify)
  if ('answer' in failure) {
    const { status, body } = failure.answer
    const fields = body !== null && typeof body === 'object' && !Array.isArray(body) ? body : { message: body }
    return reply.code(status).type(failure.type).send({ ...fields, operation: failure.index })
  }
  const error = unavailableOr(failure.error) as Error & { code: string, statusCode?: number }
  const answer = { status: error.statusCode ?? 500, code: error.code, message: error.message }
  if (answer.status === 503) reply.header('retry-after', '1')
  if (prefersProblem(request.headers.accept)) return reply.code(answer.status).type(PROBLEM_TYPE).send({ ...problemDetails(answer), operation: failure.index })
  return reply.code(answer.status).type('application/json; charset=utf-8').send({ message: answer.message, operation: failure.index })
}

/** POST `{prefix}/batch` of a BatchResource (extensions §8). */
export function batchRoutes (scope: FastifyInstance, cls: typeof BatchResource, db: DB, url: string): void {
  scope.post(url, { schema: batchSchema(cls) }, async (request, reply) => {
    let operations: Operation[]
    try {
      operations = parseOperations(jsonObject(request), cls.maxOperations)
    } catch (error) {
      if (error instanceof OperationRefused) return sendFailure(request, reply, { index: error.index, error: error.error })
      throw error
    }
    const outcome = await runBatch(request, cls, db, operations)
    // What the client has left once its operations were counted (each as the request it stands for).
    if (outcome.headers !== undefined) reply.headers(outcome.headers)
    if ('failure' in outcome) return sendFailure(request, reply, outcome.failure)
    // Each write answered inside pinned this process; the cookie of the batch's answer pins the others.
    if (operations.some(operation => operation.method !== 'GET')) noteWrote(db, reply)
    return plainJson(reply.code(200)).send({ results: outcome.results })
  })
}
