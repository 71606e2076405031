// Options objects checked at start-up: JavaScript callers have no compiler to catch a misspelled
// key or a value of the wrong type, which would otherwise be silently ignored (the default used).

/**
 * What an option's value may be: a JavaScript type, `'ms'` (a whole number of milliseconds, 0 or
 * more), one of a list of texts, or `'unchecked'` where a value of several shapes is checked where
 * it is used (a TLS option, a cursor key).
 */
export type OptionKind = 'switch' | 'str' | 'number' | 'ms' | 'function' | 'list' | 'object' | 'unchecked' | readonly string[]

/** Every key an options object may have, with the kind of its value. */
export type OptionSpec = Readonly<Record<string, OptionKind>>

/**
 * Refuses a key of `options` that `spec` does not list, naming the nearest one it lists, and a
 * value (other than undefined) of the wrong kind. `owner` names the object in the message (`new
 * DB()`), `path` prefixes each key (`rateLimit.`); `refuse` makes the catalogued error.
 */
export function checkSpec (options: object, spec: OptionSpec, where: { owner: string, path?: string }, refuse: (message: string) => Error): void {
  const known = Object.keys(spec)
  for (const [key, value] of Object.entries(options)) {
    if (!Object.hasOwn(spec, key)) throw refuse(`${where.owner} has no option ${key}: ${suggestion(key, known)}`)
    if (value === undefined) continue
    const wrong = wrongValue(spec[key], value)
    if (wrong !== undefined) throw refuse(`${where.path ?? ''}${key} is ${wrong}, not ${shown(value)}`)
  }
}

/** What the value should be, when it is not. */
function wrongValue (kind: OptionKind, value: unknown): string | undefined {
  if (typeof kind !== 'string') return kind.includes(value as string) ? undefined : kind.map(text => `'${text}'`).join(' or ')
  switch (kind) {
    case 'switch': return typeof value === 'boolean' ? undefined : 'true or false'
    case 'str': return typeof value === 'string' ? undefined : 'a text'
    case 'number': return typeof value === 'number' && Number.isFinite(value) ? undefined : 'a number'
    case 'ms': return Number.isInteger(value) && (value as number) >= 0 ? undefined : 'a whole number of milliseconds, 0 or more'
    case 'function': return typeof value === 'function' ? undefined : 'a function'
    case 'list': return Array.isArray(value) ? undefined : 'a list'
    case 'object': return typeof value === 'object' && value !== null ? undefined : 'an object'
    case 'unchecked': return undefined
  }
}

function shown (value: unknown): string {
  if (typeof value === 'string') return `'${value}'`
  if (typeof value === 'function') return 'a function'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'object' && value !== null) return 'an object'
  return String(value)
}

/** "did you mean <the nearest known key>?", or the known keys when none is near. */
function suggestion (key: string, known: readonly string[]): string {
  const near = nearestKey(key, known)
  return near === undefined ? `the options are ${known.join(', ')}` : `did you mean ${near}?`
}

/** The known key a typo most likely meant: the same but for case, or within a few edits. */
export function nearestKey (key: string, known: readonly string[]): string | undefined {
  const lower = key.toLowerCase()
  let best: { name: string, distance: number } | undefined
  for (const name of known) {
    const distance = editDistance(lower, name.toLowerCase())
    if (best === undefined || distance < best.distance) best = { name, distance }
  }
  // A third of the key's letters, at least 2: `maks` is max, `urlPrefx` is nothing known.
  return best !== undefined && best.distance <= Math.max(2, Math.floor(key.length / 3)) ? best.name : undefined
}

/** Edits (insert, delete, replace, swap two neighbours) that turn `a` into `b`. */
function editDistance (a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => i === 0 ? j : j === 0 ? i : 0))
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1)
    }
  }
  return rows[a.length][b.length]
}
