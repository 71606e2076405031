import { errors } from '../../lib/index.ts'
import { textSize } from '../../lib/serialize/answer-size.ts'
import type { SerialPlan } from '../../lib/serialize/plan.ts'

/**
 * A GET's bound on its answer's bytes (the resource's `maxAnswerBytes`): the records' texts of no
 * declared length are counted before anything is serialized (lib/serialize/answer-size.ts), then
 * the bytes of the answer as written. Past it, a 400 that says to ask for less.
 */
export function refuseLargeTexts (plan: SerialPlan, dicts: ReadonlyArray<Record<string, unknown>>, limit: number): void {
  if (textsPass(plan, dicts, limit)) throw new errors.AnswerTooLarge(limit)
}

/** Whether the texts of no declared length of `dicts`, written by `plan`, hold more than `limit` bytes. */
export function textsPass (plan: SerialPlan, dicts: ReadonlyArray<Record<string, unknown>>, limit: number): boolean {
  const size = textSize(plan)
  if (size === null) return false
  let total = 0
  for (const dict of dicts) {
    total += size(dict)
    if (total > limit) return true
  }
  return false
}

/** The answer's bytes, as they will be sent, against the same bound. */
export function refuseLargeAnswer (bytes: Buffer, limit: number): Buffer {
  if (bytes.length > limit) throw new errors.AnswerTooLarge(limit)
  return bytes
}
