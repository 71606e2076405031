import type { FastifyBaseLogger } from 'fastify'
import { classifyDbError } from '../../lib/db/classify-error.ts'
import type { SerialPlan } from '../../lib/serialize/plan.ts'
import { toDict } from '../../lib/serialize/to-dict.ts'
import { textsPass } from './answer-size.ts'

// A committed write never answers 5xx: a 500 after the commit tells the client that nothing was
// written, and a retry of a POST then creates the record twice. When reading back the answer
// fails (its relationships, the database's defaults), the write answers with its own status and
// the record as its own statement returned it (INSERT or UPDATE ... RETURNING, or the entity
// MikroORM wrote), and the failure goes to the log.

/** The record as its write returned it: its own fields and computed values, no relationship (none was read). */
export function asWritten (plan: SerialPlan, source: object): Record<string, unknown> {
  return ownFields(plan, toDict(plan, source))
}

/** `dict` without its relationships. */
function ownFields (plan: SerialPlan, dict: Record<string, unknown>): Record<string, unknown> {
  for (const field of plan.relations) delete dict[field.key]
  return dict
}

/**
 * Written records read back, cut to their own fields (`<Type>Written`, as a failed read-back
 * answers) when their related records' texts of no declared length pass `maxAnswerBytes`
 * (plugin/routes/answer-size.ts): the write stands, so its answer is no 400. Tried as a new user
 * would: a shelf whose GET was refused for its notes' texts was answered in full by
 * `PATCH /shelves/1 {}`. A record's own fields are not cut: the body that wrote them has its own
 * limit (bodyLimit). True when they were cut.
 */
export function cutPastAnswerBytes (plan: SerialPlan, dicts: ReadonlyArray<Record<string, unknown>>, limit: number): boolean {
  if (plan.relations.length === 0 || !textsPass(plan, dicts, limit)) return false
  for (const dict of dicts) ownFields(plan, dict)
  return true
}

/**
 * Logs a read-back that failed after the commit; the write's answer stands. A database that could
 * not serve (a connection lost, a statement timeout) is the operator's warning, as its 503s are;
 * any other failure is an error to look into.
 */
export function logReadBackFailure (log: FastifyBaseLogger, error: unknown): void {
  const level = classifyDbError(error) === 'unavailable' ? 'warn' : 'error'
  log[level]({ err: error }, 'reading back a committed write failed: answered with the record as written')
}
