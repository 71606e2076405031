/**
 * A Map of at most `max` entries that forgets the least recently used first: what a long-lived
 * client keeps per URL (tags, answers for a 304) stays bounded however many URLs it reads.
 */
export class Lru<K, V> {
  readonly #max: number
  readonly #entries = new Map<K, V>()

  constructor (max: number) {
    this.#max = max
  }

  get size (): number { return this.#entries.size }

  /** The value of `key`, now the most recently used. */
  get (key: K): V | undefined {
    const value = this.#entries.get(key)
    if (value !== undefined) {
      this.#entries.delete(key)
      this.#entries.set(key, value)
    }
    return value
  }

  set (key: K, value: V): void {
    this.#entries.delete(key)
    if (this.#max === 0) return
    this.#entries.set(key, value)
    // A Map iterates in insertion order: its first key is the least recently used.
    if (this.#entries.size > this.#max) this.#entries.delete(this.#entries.keys().next().value as K)
  }

  delete (key: K): void {
    this.#entries.delete(key)
  }
}
