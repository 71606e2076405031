import { kindOf } from '../../lib/columns/kinds/index.ts'
import type { Condition, WhereNode } from '../../lib/read/condition.ts'
import type { Dialect } from '../../lib/db/uri.ts'
import { spellingsOf } from '../../lib/read/to-param.ts'

/**
 * The order of two texts as the database orders them (its collation): negative, 0 or positive,
 * NaN when not known (text-order.ts asks the database).
 */
export type TextOrder = (left: string, right: string) => number

/** Text columns: their order is the database's collation, not JavaScript's. */
const TEXT_KINDS = new Set(['string', 'text'])

/**
 * Whether a record's row before a change (keyed by column name, as the outbox keeps it) matched
 * `where`, judged in memory: plain comparisons of its own columns, text ordered by `textOrder`,
 * dates, date-times and decimals as `dialect`'s database compares them (Kind.compareStored). A
 * condition it cannot judge there (a path through a relationship, a pattern, a text order without
 * `textOrder`, a value the row does not keep exactly) counts as not matched, so that an id is never
 * sent to a client that might not have seen its record. Whole numbers compare exactly: the outbox's
 * rows keep those past 2^53 as their digits (lib/db/outbox.ts), and a rounded one matched another
 * owner's id (its deletes were sent to that owner).
 */
export function oldRowMatches (where: readonly WhereNode[], row: Record<string, unknown>, textOrder?: TextOrder, dialect?: Dialect): boolean {
  return where.every(node => matches(node, row, textOrder, dialect))
}

/**
 * The texts that `where`'s order comparisons of text compare on `row` ([stored, value]): what
 * oldRowMatches needs a TextOrder of.
 */
export function textComparisons (where: readonly WhereNode[], row: Record<string, unknown>): Array<[string, string]> {
  return where.flatMap(node => {
    if ('kind' in node) return node.kind === 'and' || node.kind === 'or' ? textComparisons(node.items, row) : []
    const stored = row[node.column.name]
    const ordered = ['gt', 'ge', 'lt', 'le'].includes(node.op) && TEXT_KINDS.has(node.column.info.kind)
    return ordered && typeof stored === 'string' && typeof node.value === 'string' ? [[stored, node.value]] : []
  })
}

function matches (node: WhereNode, row: Record<string, unknown>, textOrder: TextOrder | undefined, dialect: Dialect | undefined): boolean {
  if ('kind' in node) {
    if (node.kind === 'and') return node.items.every(item => matches(item, row, textOrder, dialect))
    if (node.kind === 'or') return node.items.some(item => matches(item, row, textOrder, dialect))
    return false
  }
  const stored = row[node.column.name]
  if (kindOf(node.column.info).compareStored !== undefined) return matchesStored(node, stored, dialect)
  // A whole number past 2^53 the outbox's row did not keep exactly: not judged here.
  if (typeof stored === 'number' && Number.isInteger(stored) && !Number.isSafeInteger(stored)) return false
  // Each value in every spelling the row may keep it in (a UUID SQLite keeps in capitals, an import).
  const spelt = (one: unknown): unknown[] => spellingsOf(node.column.info, one)
  const value = node.value
  const compare = TEXT_KINDS.has(node.column.info.kind) ? textCompare(textOrder) : numberCompare
  switch (node.op) {
    case 'eq': return spelt(value).some(item => same(stored, item))
    case 'ne': return stored !== null && !spelt(value).some(item => same(stored, item))
    case 'in': return Array.isArray(value) && value.flatMap(spelt).some(item => same(stored, item))
    case 'notin': return stored !== null && Array.isArray(value) && !value.flatMap(spelt).some(item => same(stored, item))
    case 'isnull': return (stored === null) === value
    case 'gt': return compare(stored, value) > 0
    case 'ge': return compare(stored, value) >= 0
    case 'lt': return compare(stored, value) < 0
    case 'le': return compare(stored, value) <= 0
    default: return false
  }
}

/**
 * A condition on a kind that compares its stored values itself (dates, date-times, decimals): each
 * comparison exact or NaN, and NaN holds no condition, `ne` and `notin` included. Compared as text,
 * a date-time SQLite keeps in milliseconds, or a decimal written 10.50, was "not equal" to every
 * filter, and its id was sent to clients filtering it out.
 */
function matchesStored (node: Condition, stored: unknown, dialect: Dialect | undefined): boolean {
  const { info } = node.column
  const compare = kindOf(info).compareStored
  const order = (value: unknown): number => compare === undefined || dialect === undefined ? Number.NaN : compare(info, stored, value, dialect)
  const apart = (value: unknown): boolean => {
    const sign = order(value)
    return sign !== 0 && !Number.isNaN(sign)
  }
  const value = node.value
  switch (node.op) {
    case 'eq': return order(value) === 0
    case 'ne': return apart(value)
    case 'in': return Array.isArray(value) && value.some(item => order(item) === 0)
    case 'notin': return stored !== null && Array.isArray(value) && value.length > 0 && value.every(apart)
    // A row written before the column was (an older trigger) lacks it: not judged.
    case 'isnull': return stored !== undefined && (stored === null) === value
    case 'gt': return order(value) > 0
    case 'ge': return order(value) >= 0
    case 'lt': return order(value) < 0
    case 'le': return order(value) <= 0
    default: return false
  }
}

/** A whole number exactly: a bigint, a safe integer, or its digits as text. */
function wholeNumber (value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value
  if (typeof value === 'number') return Number.isSafeInteger(value) ? BigInt(value) : undefined
  return typeof value === 'string' && /^-?\d{1,20}$/.test(value) ? BigInt(value) : undefined
}

/** Numbers and text compare by value (a row's JSON may carry an integer as a number or as text). */
function same (stored: unknown, value: unknown): boolean {
  if (stored === null || stored === undefined || value === null || value === undefined) return false
  if (typeof value === 'number' || typeof value === 'bigint') {
    const [left, right] = [wholeNumber(stored), wholeNumber(value)]
    return left !== undefined && right !== undefined ? left === right : Number(stored) === Number(value)
  }
  if (typeof value === 'boolean') return Boolean(stored) === value
  return String(stored) === String(value)
}

/**
 * Text by the database's order alone (NaN without it: no order holds): it orders text by its
 * collation (SQLite's bytes, PostgreSQL's locale), which no in-memory order matches for every
 * database. Judged by localeCompare, a delete was sent for records a client never saw.
 */
function textCompare (textOrder: TextOrder | undefined): (stored: unknown, value: unknown) => number {
  return (stored, value) => textOrder !== undefined && typeof stored === 'string' && typeof value === 'string' ? textOrder(stored, value) : Number.NaN
}

/** Numbers by value. */
function numberCompare (stored: unknown, value: unknown): number {
  if (stored === null || stored === undefined) return Number.NaN
  if (typeof value === 'number' || typeof value === 'bigint') {
    const [left, right] = [wholeNumber(stored), wholeNumber(value)]
    return left !== undefined && right !== undefined ? (left > right ? 1 : left < right ? -1 : 0) : Number(stored) - Number(value)
  }
  return Number.NaN
}

/** Column kinds whose values compare in memory exactly as the databases compare them. */
const EXACT_KINDS = new Set(['integer', 'smallinteger', 'biginteger', 'string', 'text', 'boolean'])
const INTEGER_KINDS = new Set(['integer', 'smallinteger', 'biginteger'])

/**
 * Whether `where` can be judged in memory on a record's own row exactly as its SQL would judge
 * it: conditions on its own columns of whole numbers, text or booleans (equality, `in`, null
 * tests; order comparisons of whole numbers), and `and`/`or` groups of those. A path through a
 * relationship, a pattern, a date or a decimal needs the database.
 */
export function judgedInMemory (where: readonly WhereNode[]): boolean {
  return where.every(judged)
}

function judged (node: WhereNode): boolean {
  if ('kind' in node) return (node.kind === 'and' || node.kind === 'or') && node.items.every(judged)
  const kind = node.column.info.kind
  if (!EXACT_KINDS.has(kind)) return false
  const values = Array.isArray(node.value) ? node.value : [node.value]
  // A null compared is SQL's unknown, which the in-memory check does not model: left to the database.
  const plain = values.every(value => ['number', 'bigint', 'string', 'boolean'].includes(typeof value))
  switch (node.op) {
    case 'eq': case 'ne': case 'in': case 'notin': return plain
    case 'isnull': return typeof node.value === 'boolean'
    case 'gt': case 'ge': case 'lt': case 'le': return INTEGER_KINDS.has(kind) && values.every(value => typeof value === 'number' || typeof value === 'bigint')
    default: return false
  }
}

/**
 * The conditions of `where` that can be judged on a record's own row (all of them when
 * judgedInMemory): every one must hold for the record to match, so a row after a change that fails
 * one cannot be seen by the subscription, and its record need not be read.
 */
export function ownConditions (where: readonly WhereNode[]): WhereNode[] {
  return where.filter(judged)
}

/**
 * Whether a record's row after a change (as the outbox keeps it, JSON) may match `conditions`
 * (ownConditions): false only when it surely does not. A column the row lacks (written by a trigger
 * older than the column) or a whole number past 2^53 (JSON's numbers round it) counts as a match.
 */
export function newRowMayMatch (conditions: readonly WhereNode[], row: Record<string, unknown>): boolean {
  return !conditions.every(node => exactIn(node, row)) || oldRowMatches(conditions, row)
}

function exactIn (node: WhereNode, row: Record<string, unknown>): boolean {
  // Only judged nodes come here (ownConditions): groups of plain comparisons.
  if ('kind' in node) return 'items' in node && node.items.every(item => exactIn(item, row))
  const stored = row[node.column.name]
  return node.column.name in row && (typeof stored !== 'number' || Number.isSafeInteger(stored))
}
