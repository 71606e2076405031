import { errors } from '../../lib/index.ts'
import { QUERY_LIMITS } from './limits.ts'

/**
 * Checks a client's `like` pattern. `\` escapes the next character on both databases (the SQL says
 * `escape '\'`; PostgreSQL's default, which SQLite lacks), so `100\%` matches a literal `100%`. A
 * pattern ending in a lone `\` escapes nothing: PostgreSQL refuses it (a 500 before), so it is a 400.
 */
export function checkPattern (name: string, pattern: string): void {
  if ([...pattern].length > QUERY_LIMITS.patternLength) {
    throw new errors.BadQuery(`${name}: a pattern may have at most ${QUERY_LIMITS.patternLength} characters`)
  }
  const wildcards = pattern.match(/[%_]/g)?.length ?? 0
  if (wildcards > QUERY_LIMITS.patternWildcards) {
    throw new errors.BadQuery(`${name}: a pattern may have at most ${QUERY_LIMITS.patternWildcards} wildcards (% or _)`)
  }
  // A trailing run of backslashes of odd length ends in one that escapes nothing.
  const trailing = /\\+$/.exec(pattern)?.[0].length ?? 0
  if (trailing % 2 === 1) throw new errors.BadQuery(`${name}: a pattern may not end with a lone \\ (write \\\\ for a backslash)`)
}
