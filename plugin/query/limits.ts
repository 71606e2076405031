/**
 * What one collection query may ask of the database (extensions §1); each is a 400 naming it.
 * A LIKE pattern's cost grows with its length times its wildcards: a 15 KB `%a_%a_…` pattern
 * took 16 s of CPU on one text column before these bounds.
 */
export const QUERY_LIMITS = {
  /**
   * Field comparisons in one request: each filter parameter (`field=v`, `field[op]=v`, a repeated
   * `field=a&field=b` is one, so is `author.lastName=v`), each operator of a field in `where`,
   * each branch of an `or`, and each relationship condition without a field (`{"books": {"some": {}}}`).
   */
  conditions: 100,
  /** Relationship levels of one path (`a.b.c.field`), a `where` object's nested relationships counted. */
  pathHops: 3,
  /** Levels of one `where` object: the outer object, then each of `and`, `or`, `not`, `some`, `none`, `every` and a relationship. */
  whereDepth: 8,
  /** Characters in one `where` parameter's JSON text: room for 100 conditions, not for a parser's worth of work. */
  whereLength: 8000,
  /** Values in one `in` / `notin` list (or one repeated parameter). */
  listValues: 1000,
  /**
   * Values listed in one `having` against sums SQLite compares value by value, in halves (a
   * BIGINT's, lib/sql/wide-sum.ts): each is four comparisons written out. 1,000 of
   * them made a statement of 400,000 characters and 4,001 parameters, 2.4 s and 2 MB prepared.
   */
  splitSumValues: 50,
  /** Code points in one `like`, `ilike`, `notlike` or `notilike` pattern. */
  patternLength: 200,
  /** `%` and `_` in one pattern, escaped ones included. */
  patternWildcards: 10,
  /** Characters in one `fields` selection (extensions §2). */
  fieldsLength: 2000,
  /** Names in one `fields` selection, nested ones and `limit`/`orderBy` options counted. */
  fieldNames: 100,
  /** Levels of parentheses in one `fields` selection, the outer list counted (a plan's own depth bound is 10). */
  fieldDepth: 10,
  /** Characters in one `cursor` token (extensions §3). */
  cursorLength: 4096
} as const
