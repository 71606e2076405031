import { kReader } from '../../lib/symbols.ts'
import type { Opened } from './app.ts'

/** The texts of the statements the app's reader runs from now on: each is recorded, then run as it is. */
export function recordTexts (opened: Opened): string[] {
  const texts: string[] = []
  const runner = opened.db[kReader].runner
  const rows = runner.rows.bind(runner)
  runner.rows = (sql, params, bigints) => { texts.push(sql); return rows(sql, params, bigints) }
  // A read that can be costly runs through the runner's budget (lib/read/costly.ts).
  const costly = runner.costly?.bind(runner)
  if (costly !== undefined) runner.costly = async (sql, params, bigints, cost) => { texts.push(sql); return await costly(sql, params, bigints, cost) }
  return texts
}

/** How many rows each statement the app's reader runs from now on answered: each is run as it is. */
export function recordRowCounts (opened: Opened): number[] {
  const counts: number[] = []
  const runner = opened.db[kReader].runner
  const rows = runner.rows.bind(runner)
  runner.rows = (sql, params, bigints) => {
    const read = rows(sql, params, bigints)
    if (Array.isArray(read)) { counts.push(read.length); return read }
    return read.then(list => { counts.push(list.length); return list })
  }
  const costly = runner.costly?.bind(runner)
  if (costly !== undefined) runner.costly = async (sql, params, bigints, cost) => { const list = await costly(sql, params, bigints, cost); counts.push(list.length); return list }
  return counts
}

/** The characters of the texts in the rows each statement the app's reader runs from now on answered. */
export function recordCharsRead (opened: Opened): number[] {
  const chars: number[] = []
  const count = (list: unknown[]): unknown[] => {
    chars.push((list as unknown[][]).flat().reduce<number>((total, value) => total + (typeof value === 'string' ? value.length : 0), 0))
    return list
  }
  const runner = opened.db[kReader].runner
  const rows = runner.rows.bind(runner)
  runner.rows = (sql, params, bigints) => {
    const read = rows(sql, params, bigints)
    return Array.isArray(read) ? count(read) as typeof read : read.then(list => count(list) as typeof list)
  }
  const costly = runner.costly?.bind(runner)
  if (costly !== undefined) runner.costly = async (sql, params, bigints, cost) => count(await costly(sql, params, bigints, cost)) as never
  return chars
}
