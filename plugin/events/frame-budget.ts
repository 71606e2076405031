import { textSize } from '../../lib/serialize/answer-size.ts'
import type { SerialPlan } from '../../lib/serialize/plan.ts'
import { EventClient } from './client.ts'

/**
 * One batch's frames for one subscription against the resource's `maxAnswerBytes`, as a page of
 * its GET is bounded (plugin/routes/answer-size.ts). A stream cannot answer 400, and a change left
 * out would be lost: an event whose record would pass what is left of the bound carries the
 * record's key alone, marked `cut: true`, and the subscriber reads the record (or fewer of its
 * fields) itself, as a write past the bound answers its own fields (plugin/routes/as-written.ts).
 * Tried as a new user would: a note whose GET was refused for its text (maxAnswerBytes 2000) came
 * whole to every subscriber, as would a 40 MB one, and a batch of 500 such in one write each.
 */
export class FrameBudget {
  readonly #size: ReturnType<typeof textSize>
  #left: number

  constructor (plan: SerialPlan, limit: number) {
    this.#size = textSize(plan)
    this.#left = limit
  }

  /** The frame of `record`, or of `key` alone when the record would pass what is left. */
  frame (event: string, id: string, record: Record<string, unknown>, key: Record<string, unknown>): string {
    // Its texts counted before it is serialized: a record far past the bound is never written out.
    if (this.#size === null || this.#size(record) <= this.#left) {
      const frame = EventClient.frame(event, id, record)
      const bytes = Buffer.byteLength(frame)
      if (bytes <= this.#left) {
        this.#left -= bytes
        return frame
      }
    }
    return EventClient.frame(event, id, key, true)
  }
}
