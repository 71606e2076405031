import type { FastifyBaseLogger } from 'fastify'
import { classifyDbError } from '../../lib/db/classify-error.ts'
import type { SerialPlan } from '../../lib/serialize/plan.ts'
import { toDict } from '../../lib/serialize/to-dict.ts'

// A committed write never answers 5xx: a 500 after the commit tells the client that nothing was
// written, and a retry of a POST then creates the record twice. When reading back the answer
// fails (its relationships, the database's defaults), the write answers with its own status and
// the record as its own statement returned it (INSERT or UPDATE ... RETURNING, or the entity
// MikroORM wrote), and the failure goes to the log.

/** The record as its write returned it: its own fields and computed values, no relationship (none was read). */
export function asWritten (plan: SerialPlan, source: object): Record<string, unknown> {
  const out = toDict(plan, source)
  for (const field of plan.relations) delete out[field.key]
  return out
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
