import type { SqlRunner } from '../../lib/read/runner.ts'
import { Params, textOrderSql } from '../../lib/sql/index.ts'
import type { TextOrder } from './old-row-match.ts'

/** Pairs compared per statement: two parameters each, well under SQLite's 32,766. */
const PAIRS_AT_ONCE = 1000

/**
 * The order of `pairs` of texts as the database orders them, asked of the database itself: its
 * collation (SQLite's bytes, PostgreSQL's locale) is what a filter's order of text is judged by,
 * and JavaScript's order of code units matches neither ("\u{1F600}" < "\uFF61" in JavaScript, not in
 * UTF-8's bytes). One statement per 1,000 distinct pairs; no statement for none.
 */
export async function databaseTextOrder (runner: SqlRunner, pairs: ReadonlyArray<[string, string]>): Promise<TextOrder> {
  const distinct = [...new Map(pairs.map(pair => [JSON.stringify(pair), pair])).values()]
  const order = new Map<string, number>()
  for (let start = 0; start < distinct.length; start += PAIRS_AT_ONCE) {
    const piece = distinct.slice(start, start + PAIRS_AT_ONCE)
    const params = new Params(runner.dialect)
    const sql = textOrderSql(piece, params)
    // Its text varies with the number of pairs: run once, not kept prepared.
    for (const [at, sign] of await runner.rows(sql, params.values, false, true)) order.set(JSON.stringify(piece[Number(at)]), Number(sign))
  }
  return (left, right) => order.get(JSON.stringify([left, right])) ?? Number.NaN
}
