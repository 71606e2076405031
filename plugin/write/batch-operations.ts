import { errors } from '../../lib/index.ts'

/** One operation of a batch, checked. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  /** Absent for GET and DELETE. */
  body?: unknown
}

/** The methods an operation may name, in any case. */
export const BATCH_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
const METHODS = new Set<string>(BATCH_METHODS)
const KEYS = new Set(['method', 'path', 'body'])
/** Longer than any route of a resource with a reference in it. */
const MAX_PATH = 2048

/** A malformed operation: the batch answers 400 with its index. */
export class OperationRefused extends Error {
  readonly index: number
  readonly error: Error
  constructor (index: number, error: Error) {
    super(error.message)
    this.index = index
    this.error = error
  }
}

function checked (item: unknown, index: number): Operation {
  const refuse = (text: string): never => { throw new OperationRefused(index, new errors.BadOperation(text)) }
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return refuse('An operation must be a JSON object')
  const fields = item as Record<string, unknown>
  const unknown = Object.keys(fields).find(key => !KEYS.has(key))
  if (unknown !== undefined) refuse(`${JSON.stringify(unknown.slice(0, 40))} is not a field of an operation: send method, path and body`)
  const { method, path, body } = fields
  if (typeof method !== 'string' || !METHODS.has(method.toUpperCase())) refuse('method must be GET, POST, PUT, PATCH or DELETE')
  if (typeof path !== 'string' || !path.startsWith('/') || path.length > MAX_PATH) refuse(`path must be a text that starts with / (at most ${MAX_PATH} characters)`)
  const verb = (method as string).toUpperCase() as Operation['method']
  if (verb === 'GET' || verb === 'DELETE') {
    if (body !== undefined) refuse(`A ${verb} operation has no body`)
    return { method: verb, path: path as string }
  }
  if (body === null || typeof body !== 'object') refuse(`A ${verb} operation's body must be a JSON object (or, for a bulk create, an array)`)
  return { method: verb, path: path as string, body }
}

/**
 * The operations of a batch's body `{"operations": [...]}`: at most `max` (413 beyond, before
 * any is looked at), each checked; a malformed one is refused with its index.
 */
export function parseOperations (body: Record<string, unknown>, max: number): Operation[] {
  const unknown = Object.keys(body).find(key => key !== 'operations')
  if (unknown !== undefined) throw new errors.BadBody(`${JSON.stringify(unknown.slice(0, 40))} is not a field of a batch: send {"operations": [...]}`)
  const { operations } = body
  if (!Array.isArray(operations)) throw new errors.BadBody('operations must be an array of {method, path, body}')
  if (operations.length > max) throw new errors.BatchTooLarge(operations.length, max)
  return operations.map(checked)
}
