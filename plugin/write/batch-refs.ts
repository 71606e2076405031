import { errors } from '../../lib/index.ts'
import type { OperationAnswer } from './batch-context.ts'

/** A reference: `<operation index>/<field>`, the field possibly a path into the answer (`0/author/id`). */
const REF = /^(\d{1,3})\/([^/]+(?:\/[^/]+){0,7})$/
/** `{<i>/<field>}` in a path. */
const PATH_REF = /\{([^{}]*)\}/g

/**
 * What references may add to one operation, in characters: a reference names a value (a number,
 * a text, true, false or null), never an object or a list, and all those of an operation together
 * stay within this budget (the server's bodyLimit), so that a small batch cannot make a huge body
 * by naming a long text many times.
 */
export interface RefBudget { left: number }

/** The value a reference names in the answers so far; a 400 naming it when there is none. */
function valueOf (ref: unknown, answers: readonly OperationAnswer[], index: number, budget: RefBudget): unknown {
  const match = typeof ref === 'string' ? REF.exec(ref) : null
  if (match === null) throw new errors.BadOperation(`The reference ${JSON.stringify(ref)?.slice(0, 60)} is not "<operation>/<field>"`)
  const target = Number(match[1])
  if (target >= index) throw new errors.BadOperation(`The reference ${ref as string} names operation ${target}, which does not run before operation ${index}`)
  let value: unknown = answers[target].body
  for (const step of match[2].split('/')) {
    value = value !== null && typeof value === 'object' && Object.hasOwn(value, step) ? (value as Record<string, unknown>)[step] : undefined
    if (value === undefined) throw new errors.BadOperation(`The reference ${ref as string} names no field of operation ${target}'s answer`)
  }
  if (value !== null && typeof value === 'object') throw new errors.BadOperation(`The reference ${ref as string} names an object or a list: name one of its fields`)
  budget.left -= typeof value === 'string' ? value.length : 8
  if (budget.left < 0) throw new errors.BodyTooLarge()
  return value
}

/** Whether `value` is a reference object: `{"$ref": ...}` and nothing else. */
function isRef (value: object): value is { $ref: unknown } {
  const keys = Object.keys(value)
  return keys.length === 1 && keys[0] === '$ref'
}

/**
 * A body with every `{"$ref": "<i>/<field>"}` replaced by that field of operation i's answer.
 * The body nests at most as deep as the batch's (its own bound), so the walk is bounded too.
 */
export function resolveBody (body: unknown, answers: readonly OperationAnswer[], index: number, budget: RefBudget): unknown {
  if (body === null || typeof body !== 'object') return body
  if (Array.isArray(body)) return body.map(item => resolveBody(item, answers, index, budget))
  if (isRef(body)) return valueOf(body.$ref, answers, index, budget)
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, resolveBody(value, answers, index, budget)]))
}

/** A path with every `{<i>/<field>}` replaced by that field (a number or a text, URL-encoded). */
export function resolvePath (path: string, answers: readonly OperationAnswer[], index: number, budget: RefBudget): string {
  return path.replace(PATH_REF, (_whole, ref: string) => {
    const value = valueOf(ref, answers, index, budget)
    if (typeof value !== 'number' && typeof value !== 'string') {
      throw new errors.BadOperation(`The reference ${ref} in the path is not a number or a text`)
    }
    return encodeURIComponent(String(value))
  })
}
