import { errors } from '../../lib/index.ts'

/** A record read and left out, for holding more than maxRecords alone: sent as its key alone, marked cut (subscription.ts). */
export const TOO_LARGE = Symbol('fmr.tooLarge')

/**
 * The records of `ids` as `read` finds them, read in pieces that each fit the resource's
 * maxRecords. A batch's records can hold more than one answer may (500 books losing a tag, 21
 * tags each: 11,000 records), and a TooManyRecords would fail the batch for every subscriber. The
 * whole is tried first (one read, the usual case); a piece refused is halved, which costs little:
 * the read stops one record past the budget. A record that alone holds more is TOO_LARGE: its own
 * GET refuses it too, so its event carries its key alone, never a `deleted`.
 */
export async function readInPieces<T> (ids: readonly string[], read: (ids: readonly string[]) => Promise<Array<[string, T]>>): Promise<Map<string, T | typeof TOO_LARGE>> {
  const found = new Map<string, T | typeof TOO_LARGE>()
  const piece = async (ids: readonly string[]): Promise<void> => {
    let entries: Array<[string, T]>
    try {
      entries = await read(ids)
    } catch (error) {
      if (!(error instanceof errors.TooManyRecords)) throw error
      if (ids.length === 1) {
        found.set(ids[0], TOO_LARGE)
        return
      }
      const half = Math.ceil(ids.length / 2)
      await piece(ids.slice(0, half))
      await piece(ids.slice(half))
      return
    }
    for (const [id, record] of entries) found.set(id, record)
  }
  if (ids.length > 0) await piece(ids)
  return found
}
