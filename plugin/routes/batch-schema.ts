import type { BatchResource } from '../resources/batch-resource.ts'
import { errorSchema, RETRY_AFTER } from './route-schema.ts'
import { BATCH_METHODS } from '../write/batch-operations.ts'

type JsonSchema = Record<string, unknown>

/** `GET` as `[Gg][Ee][Tt]`: JSON Schema patterns have no case-insensitive flag. */
const anyCase = (word: string): string => [...word].map(letter => `[${letter}${letter.toLowerCase()}]`).join('')

const operation: JsonSchema = {
  type: 'object',
  required: ['method', 'path'],
  additionalProperties: false,
  properties: {
    // Read in any case, as parseOperations does (`post` is POST).
    method: { type: 'string', pattern: `^(?:${BATCH_METHODS.map(anyCase).join('|')})$`, description: 'GET, POST, PUT, PATCH or DELETE, in any case', examples: ['POST'] },
    path: { type: 'string', description: 'The full path, prefix included; `{<i>/<field>}` is that field of operation i\'s answer' },
    body: { description: 'The request body; `{"$ref": "<i>/<field>"}` anywhere in it is that field of operation i\'s answer' }
  }
}

/** A failed batch: the failing operation's error answer, with its index. */
const failure: JsonSchema = {
  description: 'The failing operation\'s status and error ({message}, or problem details when asked), with `operation`, its index; nothing is written',
  content: {
    'application/json': { schema: { type: 'object', properties: { message: {}, operation: { type: 'integer' } } } },
    'application/problem+json': { schema: { type: 'object', properties: { detail: { type: 'string' }, code: { type: 'string' }, operation: { type: 'integer' } } } }
  }
}

/** The route schema of POST `{prefix}/batch`, for the OpenAPI document (the body is checked by parseOperations). */
export function batchSchema (cls: typeof BatchResource): JsonSchema {
  return {
    tags: ['Batch'],
    summary: 'Runs operations in order in one transaction: all are written, or none',
    body: {
      type: 'object',
      required: ['operations'],
      additionalProperties: false,
      properties: { operations: { type: 'array', maxItems: cls.maxOperations, items: operation } }
    },
    response: {
      200: {
        type: 'object',
        properties: {
          results: {
            type: 'array',
            items: { type: 'object', properties: { status: { type: 'integer' }, body: {} } }
          }
        }
      },
      '4xx': failure,
      413: errorSchema,
      503: { ...errorSchema, headers: RETRY_AFTER }
    }
  }
}
