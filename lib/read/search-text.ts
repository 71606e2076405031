/** What one `search=` may ask (extensions §13): each past it is a 400. */
export const SEARCH_LIMITS = { length: 200, terms: 16 } as const

/** A word, or an `"exact phrase"` (its words in order), perhaps `-excluded`. */
export interface SearchTerm {
  words: string[]
  excluded: boolean
}

/**
 * A web-search text as PostgreSQL's websearch_to_tsquery reads it: alternatives separated by
 * `or`, each the terms that must all hold. Words are runs of letters, digits and marks; anything
 * else (FTS5's `"`, `*`, `:`, `NEAR`, parentheses) only separates them, so no text is a syntax error.
 */
export interface SearchText {
  text: string
  alternatives: SearchTerm[][]
}

const WORD = /[\p{L}\p{N}\p{M}]+/gu

/** The search a text asks for, or the reason it is refused (past SEARCH_LIMITS). */
export function parseSearchText (text: string): SearchText | string {
  if ([...text].length > SEARCH_LIMITS.length) return `search may be at most ${SEARCH_LIMITS.length} characters`
  const alternatives: SearchTerm[][] = [[]]
  let count = 0
  let at = 0
  while (at < text.length) {
    const char = text[at]
    if (/\s/u.test(char)) { at++; continue }
    const excluded = char === '-'
    if (excluded) at++
    let raw: string
    let quoted = false
    if (text[at] === '"') {
      quoted = true
      const end = text.indexOf('"', at + 1)
      raw = text.slice(at + 1, end < 0 ? text.length : end)
      at = end < 0 ? text.length : end + 1
    } else {
      const end = text.slice(at).search(/[\s"]/u)
      raw = text.slice(at, end < 0 ? text.length : at + end)
      at = end < 0 ? text.length : at + end
    }
    if (!quoted && !excluded && raw.toLowerCase() === 'or') {
      if (alternatives[alternatives.length - 1].length > 0) alternatives.push([])
      continue
    }
    const words = raw.match(WORD) ?? []
    if (words.length === 0) continue
    count += words.length
    if (count > SEARCH_LIMITS.terms) return `search may have at most ${SEARCH_LIMITS.terms} terms`
    alternatives[alternatives.length - 1].push({ words, excluded })
  }
  return { text, alternatives: alternatives.filter(terms => terms.length > 0) }
}
