import type { FailedWrite } from '../../lib/db/explain-conflict.ts'

/** Nested records the database refused (one of them, unknown which): explained as theirs, not the parent's. */
export class NestedFailure extends Error {
  readonly failure: unknown
  /** The writes of the set that failed, in order: the first whose values explain the failure is named. */
  readonly writes: FailedWrite[]

  constructor (failure: unknown, writes: FailedWrite[]) {
    super('A nested record was refused')
    this.failure = failure
    this.writes = writes
  }
}

/** A failure of the database, not a refusal of ours or of a hook (those carry their own status). */
export function isDatabaseFailure (error: unknown): boolean {
  return !(error instanceof Error && typeof (error as { statusCode?: unknown }).statusCode === 'number')
}
