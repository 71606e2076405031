import type { Params } from './params.ts'

/**
 * The order of each pair of texts as the database orders them (its collation, as a filter on a
 * text column compares): rows of the pair's index and -1, 0 or 1. VALUES names its columns
 * column1, column2... on both databases.
 */
export function textOrderSql (pairs: ReadonlyArray<readonly [string, string]>, params: Params): string {
  const values = pairs.map(([left, right], at) => `(${at}, ${params.add(left)}, ${params.add(right)})`)
  return `select column1, case when column2 < column3 then -1 when column2 > column3 then 1 else 0 end from (values ${values.join(', ')}) as pairs`
}
