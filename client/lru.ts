/**
 * A Map of at most `max` entries, and at most `maxWeight` in all (an answer's size), that forgets
 * the least recently used first: what a long-lived client keeps per URL (tags, answers for a 304)
 * stays bounded however many URLs it reads, and however large their answers.
 */
export class Lru<K, V> {
  readonly #max: number
  readonly #maxWeight: number
  readonly #entries = new Map<K, { value: V, weight: number }>()
  #weight = 0

  constructor (max: number, maxWeight = Infinity) {
    this.#max = max
    this.#maxWeight = maxWeight
  }

  get size (): number { return this.#entries.size }

  /** The sum of the entries' weights. */
  get weight (): number { return this.#weight }

  /** The value of `key`, now the most recently used. */
  get (key: K): V | undefined {
    const entry = this.#entries.get(key)
    if (entry === undefined) return undefined
    this.#entries.delete(key)
    this.#entries.set(key, entry)
    return entry.value
  }

  /** Keeps `value`, unless it alone weighs more than the whole may: then `key` holds nothing (not an older value). */
  set (key: K, value: V, weight = 0): void {
    this.delete(key)
    if (this.#max === 0 || weight > this.#maxWeight) return
    this.#entries.set(key, { value, weight })
    this.#weight += weight
    // A Map iterates in insertion order: its first keys are the least recently used.
    for (const [oldest, entry] of this.#entries) {
      if (this.#entries.size <= this.#max && this.#weight <= this.#maxWeight) break
      this.#entries.delete(oldest)
      this.#weight -= entry.weight
    }
  }

  delete (key: K): void {
    const entry = this.#entries.get(key)
    if (entry === undefined) return
    this.#entries.delete(key)
    this.#weight -= entry.weight
  }
}
