import type { ColumnMeta, Link, RelationshipMeta } from '../model/model-meta.ts'
import { orderSql } from './order.ts'
import type { Params } from './params.ts'
import { quote } from './quote.ts'
import type { SelectSql } from './select.ts'
import type { Condition } from '../read/condition.ts'
import { conditionValue, equalSql, nodeSql, whereSql } from './where.ts'

/**
 * The column a many-to-many's related rows carry after the target's own: the parent's key, from
 * the join row that links them (one row per link, so a record linked to two parents comes twice).
 */
export const PARENT_KEY = 'fmr_parent'

/**
 * A many-to-many's target rows, each with the key of the parent a join row links it to: of every
 * join row, or of those `joined` reads (linksSql).
 */
function linkedSql (relation: RelationshipMeta, link: Link, joined = quote(link.meta.tableName)): string {
  return `(select "fmr_t".*, "fmr_j".${quote(link.source.name)} as ${quote(PARENT_KEY)} from ${quote(relation.targetMeta.tableName)} as "fmr_t"` +
    ` inner join ${joined} as "fmr_j" on "fmr_j".${quote(link.target.name)} = "fmr_t".${quote(relation.targetMeta.primaryKey.name)}) as "fmr_link"`
}

/** The join rows of `link` that hold `links` (its join model's GET hook's conditions), as a derived table; the plain table without any. */
function linksSql (link: Link, params: Params, links: readonly Condition[]): string {
  return links.length === 0 ? quote(link.meta.tableName) : `(select * from ${quote(link.meta.tableName)}${whereSql(links, params)})`
}

/**
 * One relationship level in one statement: the related records of `keys` (`select` is the
 * target's), at most `relation.limit` per key in the relationship's order, and at most `cap` in
 * all when given (a caller that must refuse past a number of records reads no further than one
 * past it). Several parents of a list share a window function, numbering each parent's records
 * apart. A many-to-many reads its target joined to its join table, each row followed by PARENT_KEY.
 * `narrowing`: conditions on the target's columns every record read must hold (its type's GET hook's);
 * `links`: those a many-to-many's join rows must hold (its join model's GET hook's).
 */
export function relatedSql (
  relation: RelationshipMeta, select: SelectSql, keys: unknown[], params: Params, cap?: number, marker?: number, narrowing: readonly Condition[] = [],
  links: readonly Condition[] = []
): string {
  const link = relation.through
  const key = link === undefined ? relation.remote : { ...relation.remote, name: PARENT_KEY }
  const columns = link === undefined ? select.columns : `${select.columns}, ${quote(PARENT_KEY)}`
  // Written where it stands in the text, each time: SQLite's parameters are positional.
  const from = (): string => link === undefined ? quote(relation.targetMeta.tableName) : linkedSql(relation, link, linksSql(link, params, links))
  if (relation.kind !== 'single' && keys.length > 1 && params.dialect.name === 'sqlite') {
    return sqliteWindowSql(relation, key, columns, from, keys, params, cap, marker === undefined ? undefined : marker + (link === undefined ? 0 : 1), narrowing)
  }
  if (params.dialect.name !== 'sqlite') marker = undefined
  const table = from()
  const head = link === undefined ? select.sql : `select ${columns} from ${table}`
  // One key is `= ?`, not a list of one: the plan of a plain equality is the cheaper one.
  const where = whereSql([{ column: key, op: keys.length === 1 ? 'eq' : 'in', value: keys.length === 1 ? keys[0] : keys }, ...narrowing], params)
  // Each key is one primary key: no order, and no limit but the cap.
  if (relation.kind === 'single') return head + where + (cap === undefined ? '' : ` limit ${params.add(cap)}`)
  // One parent (a record's GET): a plain ordered, limited read is cheaper than a window. The
  // limit is part of the declaration, so the text (and its prepared statement) stays the same.
  if (keys.length === 1) {
    const order = orderSql(relation.order)
    // Parameters are added in the text's order (SQLite's are positional).
    const limit = (): string => cap === undefined || cap >= relation.limit ? String(relation.limit) : params.add(cap)
    if (marker === undefined) return head + where + order + ` limit ${limit()}`
    // Guarded as several parents' reads are (keysSql): the parent's entries counted, its key
    // bound again for each count. The count sets the read's limit, 0 past the bound: SQLite
    // weighs a limit before it reads, where a condition beside the read (a CTE's, as before)
    // came after it had sorted every entry (a tag of 300,000 books: 38 ms, now 0.4).
    const count = (): string => `(select count(*) from (select 1 from ${entriesTable(relation)} where ` +
      `${equalSql(entryKey(relation), relation.remote, params.add(conditionValue({ column: relation.remote, op: 'eq', value: keys[0] }, params.dialect)), params.dialect)}` +
      ` limit ${String(ENTRIES_IN_PROCESS + 1)}))`
    const bound = `(case when ${count()} <= ${String(ENTRIES_IN_PROCESS)} then ${limit()} else 0 end)`
    const nulls = Array(marker + (link === undefined ? 0 : 1)).fill('null').join(', ')
    // The order is the whole statement's, whose columns it names.
    return `select * from (${head}${where}${order} limit ${bound}) as "fmr_one"` +
      ` union all select ${nulls} where ${count()} > ${String(ENTRIES_IN_PROCESS)}${order}`
  }
  const numbered = `select ${columns}, row_number() over (partition by ${quote(key.name)}${orderSql(relation.order)}) as "fmr_row"` +
    ` from ${table}${where}`
  return `select ${columns} from (${numbered}) as "fmr_window" where "fmr_row" <= ${String(relation.limit)}` +
    ` order by "fmr_row"${cap === undefined ? '' : ` limit ${params.add(cap)}`}`
}

/**
 * Rows a probe (probeSql) reads at most. A full one is read for nothing before the guarded read:
 * 1,024 rows cost 0.9 ms there (bench/RESULTS.md), which a page of 50 books' tags (1,001) needs.
 */
export const PROBE_ROWS = 1024

/**
 * The rows a probe of `parents` parents answers at most: one more than their lists may hold, for
 * several parents rounded up to a power of two (one text per size, kept prepared, for any page
 * size). Undefined past PROBE_ROWS: no probe, the guarded read alone.
 */
export function probeRows (parents: number, limit: number): number | undefined {
  const needed = parents * limit + 1
  const rows = parents === 1 ? needed : 2 ** Math.ceil(Math.log2(needed))
  return rows > PROBE_ROWS ? undefined : rows
}

/**
 * A list's first read on SQLite where its read is guarded (Reader.related): the related rows of
 * `keys`, at most `rows` of them (probeRows), taken in the index's order and then sorted. Fewer
 * than `rows` answered: they are every parent's records, for the caller to keep each parent's
 * first `relation.limit`; as many: a parent may have more, and the guarded read runs instead. No
 * count and no window: the tags of a page of 50 books cost 16 µs against the guarded read's 44,
 * an author's 10 books 10 against 12 (bench/RESULTS.md). `offset 0` keeps SQLite from taking the
 * limit after the sort (which sorts every entry first), and the limit is in the text: bound, it
 * cost each run 10-17 µs more.
 */
export function probeSql (relation: RelationshipMeta, select: SelectSql, keys: unknown[], params: Params, rows: number): string {
  const link = relation.through
  const key = link === undefined ? relation.remote : { ...relation.remote, name: PARENT_KEY }
  const head = link === undefined ? select.sql : `select ${select.columns}, ${quote(PARENT_KEY)} from ${linkedSql(relation, link)}`
  const where = whereSql([{ column: key, op: keys.length === 1 ? 'eq' : 'in', value: keys.length === 1 ? keys[0] : keys }], params)
  return `select * from (${head}${where} limit ${String(rows)} offset 0) as "fmr_probe"${orderSql(relation.order)}`
}

/**
 * The records of one list of the row `parent` names (an alias the statement around it has, see
 * recordWithListSql), in the list's order and limit: the target's rows by their key, or a
 * many-to-many's target rows through their links.
 */
export function listOfParentSql (relation: RelationshipMeta, select: SelectSql, parent: string): string {
  const link = relation.through
  const head = link === undefined ? select.sql : `select ${select.columns} from ${linkedSql(relation, link)}`
  const key = quote(link === undefined ? relation.remote.name : PARENT_KEY)
  return `${head} where ${key} = ${parent}.${quote(relation.local.name)}${orderSql(relation.order)} limit ${String(relation.limit)}`
}

/**
 * The index entries of a parent's related records, up to the parent's key (`... = ?` follows):
 * the target's rows by their foreign key, or a many-to-many's join rows by their source key.
 */
function entriesOf (relation: RelationshipMeta): string {
  return `${entriesTable(relation)} where ${entryKey(relation)}`
}

/** The table whose index entries entriesOf steps: the target's, or a many-to-many's join table. */
function entriesTable (relation: RelationshipMeta): string {
  return quote(relation.through === undefined ? relation.targetMeta.tableName : relation.through.meta.tableName)
}

/** The column of entriesOf that holds the parent's key. */
function entryKey (relation: RelationshipMeta): string {
  return quote(relation.through === undefined ? relation.remote.name : relation.through.source.name)
}

/**
 * Related entries of several parents a SQLite read numbers in the server process: past this many,
 * it runs where a joined read runs (Reader.related). A page of 50 tags with 6,000 books each (the
 * window numbers all 300,000 of them) held the event loop for 0.4-1.4 s; 5,000 rows take a few ms.
 */
export const ENTRIES_IN_PROCESS = 5000

/**
 * Whether a row of a guarded read (sqliteWindowSql with `marker`) is its marker: every value
 * null, where a related record's row always holds its parent's key.
 */
export function isMarkerRow (row: readonly unknown[]): boolean {
  return row.every(value => value === null)
}

/**
 * Several parents' records on SQLite, where a window costs about as much again as the read it
 * numbers (a page of 50 books' 150 tags: 210 µs of CPU a statement against 125 without it,
 * better-sqlite3, bench/RESULTS.md): only the parents that may pass the limit are numbered, those
 * with more than `limit` rows, found by stepping at most `limit` + 1 index entries each (of the
 * join table for a many-to-many: at least as many as the joined rows). The others' rows are read
 * plainly beside them, in the same statement. The order is the relationship's across all
 * parents (each parent's records keep it), so the columns it names must be among the selected
 * ones (Reader.related sees to it).
 */
function sqliteWindowSql (
  relation: RelationshipMeta, key: ColumnMeta, columns: string, from: () => string, keys: unknown[], params: Params, cap: number | undefined, marker: number | undefined,
  narrowing: readonly Condition[]
): string {
  const entries = entriesOf(relation)
  const limit = String(relation.limit)
  const list = params.add(conditionValue({ column: relation.remote, op: 'in', value: keys }, params.dialect))
  // A (limit + 1)th entry exists: no count of the entries before it (29 µs for 50 keys against 37).
  const heavy = `select "value" from "fmr_keys" where exists (select 1 from ${entries} = "fmr_keys"."value" limit 1 offset ${limit})`
  const name = quote(key.name)
  // Written where it stands in the text, each time: SQLite's parameters are positional.
  const narrowed = (): string => narrowing.map(condition => ' and ' + nodeSql(condition, params)).join('')
  return `with ${keysSql(entries, list, marker)}, "fmr_heavy" as materialized (${heavy})` +
    ` select ${columns} from ${from()} where ${name} in (select "value" from "fmr_keys") and ${name} not in (select "value" from "fmr_heavy")${narrowed()}` +
    ` union all select ${columns} from (select ${columns}, row_number() over (partition by ${name}${orderSql(relation.order)}) as "fmr_row"` +
    ` from ${from()} where ${name} in (select "value" from "fmr_heavy")${narrowed()}) as "fmr_window" where "fmr_row" <= ${limit}` +
    (marker === undefined ? '' : ` union all ${markerSql(marker)}`) +
    `${orderSql(relation.order)}${cap === undefined ? '' : ` limit ${params.add(cap)}`}`
}

/** Whether the index entries `entries` names (`<table> where <column> ...`) are more than ENTRIES_IN_PROCESS, stepping one past them at most. */
function manySql (entries: string): string {
  return `select count(*) > ${String(ENTRIES_IN_PROCESS)} as "many" from (select 1 from ${entries} limit ${String(ENTRIES_IN_PROCESS + 1)})`
}

/** The marker row of a guarded read, of `columns` nulls, when its entries are too many. */
function markerSql (columns: number): string {
  return `select ${Array(columns).fill('null').join(', ')} from "fmr_many" where "many"`
}

/**
 * The parents' keys of sqliteWindowSql. With `marker` (the read's column count), guarded in the
 * read itself: first the parents' related entries are counted, stepping at most one past
 * ENTRIES_IN_PROCESS index entries (of the join table for a many-to-many); past it no key is
 * read, and the read answers one marker row instead (isMarkerRow), for the caller to run it
 * where a joined read runs. One statement, where a count of its own cost one more a read (about
 * 10-15 % of GET /authors/:id, bench/RESULTS.md).
 */
function keysSql (entries: string, list: string, marker: number | undefined): string {
  if (marker === undefined) return `"fmr_keys" as materialized (select "value" from json_each(${list}))`
  const count = manySql(`${entries} in (select "value" from "fmr_all")`)
  return `"fmr_all" as materialized (select "value" from json_each(${list})), "fmr_many" as materialized (${count}),` +
    ` "fmr_keys" as materialized (select "value" from "fmr_all" where not (select "many" from "fmr_many"))`
}
