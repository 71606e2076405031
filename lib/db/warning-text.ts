/** `1 row`, `2 rows`: a count as a migration warning says it. */
export function plural (n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`
}

/** A stored value as a migration warning shows it: a text quoted, anything else as it prints. */
export function show (value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value)
}
