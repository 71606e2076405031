import { TooManyRecords } from '../errors.ts'

/** The records one answer may still hold, nested ones counted, spent as each level is read. */
export class RecordBudget {
  readonly max: number
  private used = 0

  constructor (max: number) {
    this.max = max
  }

  get left (): number {
    return this.max - this.used
  }

  /** Counts `records` more; past the maximum the answer is refused before it is built. */
  spend (records: number): void {
    this.used += records
    if (this.used > this.max) throw new TooManyRecords(this.max)
  }
}
