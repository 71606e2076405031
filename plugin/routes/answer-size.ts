import { errors } from '../../lib/index.ts'
import { jsonSize, textSize } from '../../lib/serialize/answer-size.ts'
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

/**
 * An aggregate's groups against the same bound, counted before they are serialized: a key, a
 * minimum or a maximum of a text of no declared length holds a whole text in each group (tried as
 * a new user would: 100 groups by two 1 MB texts, with their minimums and maximums, were a 500
 * after 3 s and 1.6 GB, where the collection's page of the same records was this 400).
 */
export function refuseLargeGroups (groups: readonly object[], limit: number): void {
  let total = 0
  for (const group of groups) {
    total += jsonSize(group)
    if (total > limit) throw new errors.AnswerTooLarge(limit)
  }
}

/** The answer's bytes, as they will be sent, against the same bound. */
export function refuseLargeAnswer<T extends string | Buffer> (bytes: T, limit: number): T {
  if ((typeof bytes === 'string' ? Buffer.byteLength(bytes, 'utf8') : bytes.length) > limit) throw new errors.AnswerTooLarge(limit)
  return bytes
}
