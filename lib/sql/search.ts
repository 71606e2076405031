import type { ModelMeta, SearchIndex } from '../model/model-meta.ts'
import type { SearchCondition } from '../read/condition.ts'
import type { SearchTerm, SearchText } from '../read/search-text.ts'
import type { SqlDialect } from './dialect.ts'
import { pageSql, type Page } from './page.ts'
import type { Params } from './params.ts'
import { literal, quote } from './quote.ts'

/*
 * A search is written from its parsed form (lib/read/search-text.ts), never from the client's
 * text: each term is a quoted phrase of words (letters, digits, marks), so neither FTS5's query
 * syntax (`"`, `*`, `NEAR`, `title:`) nor PostgreSQL's can be reached, and both databases read
 * the same alternatives of the same terms.
 */

/** A term as an FTS5 phrase: words hold no `"`, so the quotes cannot be closed early. */
function ftsPhrase (term: SearchTerm): string {
  return `"${term.words.join(' ')}"`
}

/** An alternative with at least one term to find, as FTS5 query text. */
function ftsAlternative (terms: readonly SearchTerm[]): string {
  const found = terms.filter(term => !term.excluded).map(ftsPhrase).join(' AND ')
  const excluded = terms.filter(term => term.excluded).map(ftsPhrase)
  return excluded.length === 0 ? `(${found})` : `((${found}) NOT (${excluded.join(' OR ')}))`
}

/** The FTS5 query of the alternatives that find something, or undefined when every one only excludes. */
function ftsQuery (search: SearchText): string | undefined {
  const finding = search.alternatives.filter(terms => terms.some(term => !term.excluded))
  return finding.length === 0 ? undefined : finding.map(ftsAlternative).join(' OR ')
}

/** The text as websearch_to_tsquery reads it, rebuilt from the parse: `"a b" -c or d`. */
function webSearch (search: SearchText): string {
  return search.alternatives.map(terms => terms.map(term => `${term.excluded ? '-' : ''}"${term.words.join(' ')}"`).join(' ')).join(' or ')
}

/** The where of a read's other conditions (` where …`, the GET hook's narrowing among them), written into `params`. */
export type Visible = (params: Params) => string

/**
 * How many of the records a read's other conditions keep SQLite takes a search from them, probing
 * the index once for each (FTS5's rowid constraint), instead of from the index's matches: a probe
 * costs what reading 50 to 300 matches does (10 to 80 µs against 0.2), so the index's matches are
 * the cheaper side unless the records kept are few. Fewer: the search's time depends on the
 * caller's records alone, not on how many of the records hidden from them hold the words.
 */
export const PROBED = 100

/**
 * A select of an FTS5 query's matches, `select <table>.rowid<columns>`, among the records that
 * `visible` keeps, from the smaller side: fewer than PROBED records kept, the index probed for
 * each; else its matches read, each looked up in the table when `narrowed` (the ranked ones, so a
 * hidden match's text is never read). Both branches are written and the count of the first
 * PROBED records chooses: an empty key list probes nothing, and the matches are read behind a row
 * that is there only for many. Each side alone was a review's slow case: the keys always probed,
 * 300 matches among 300,000 records kept took 2.3 s (a 503); the matches always read, 2 records
 * kept among another owner's 300,000 matches took 175 ms against 3 for a word no one holds.
 */
function ftsMatches (meta: ModelMeta, table: string, params: Params, query: string, columns: string, visible?: Visible, narrowed = false): string {
  const match = (): string => `${table} match ${params.add(query)}`
  if (visible === undefined) return `select ${table}.rowid${columns} from ${table} where ${match()}`
  const key = quote(meta.primaryKey.name)
  const records = quote(meta.tableName)
  const kept = `with "fmr_v" as materialized (select ${key} from ${records}${visible(params)} limit ${PROBED}) `
  const few = `select ${table}.rowid${columns} from ${table} where ${match()} and ${table}.rowid in (select ${key} from "fmr_v" where (select count(*) from "fmr_v") < ${PROBED})`
  const many = `select ${table}.rowid${columns} from (select 1 where (select count(*) from "fmr_v") = ${PROBED} limit 1) as "fmr_m" cross join ${table} where ${match()}` +
    (narrowed ? ` and exists (select 1 from ${records}${visible(params)} and ${records}.${key} = ${table}.rowid)` : '')
  return `${kept}${few} union all ${many}`
}

/**
 * `key in (…)`: the records the search finds. `outer` names the searched table when it must be
 * named; `visible`, the where of the read's other conditions, which SQLite reads the smaller side of (ftsMatches).
 */
export function searchSql (node: SearchCondition, params: Params, outer?: string, visible?: Visible): string {
  const { meta, search } = node
  const index = meta.search
  if (index === undefined || search.alternatives.length === 0) return '1 = 0'
  const key = (outer === undefined ? '' : outer + '.') + quote(meta.primaryKey.name)
  const table = quote(index.table)
  if (params.dialect.name !== 'sqlite') {
    return `${key} in (select ${quote(meta.primaryKey.name)} from ${table} where "vector" @@ websearch_to_tsquery(${literal(index.language)}, ${params.add(webSearch(search))}))`
  }
  const parts: string[] = []
  const finding = ftsQuery(search)
  if (finding !== undefined) parts.push(`${key} in (${ftsMatches(meta, table, params, finding, '', visible)})`)
  // An alternative that only excludes (`-word`) holds for every record without the words: FTS5 has no NOT of its own.
  for (const terms of search.alternatives.filter(terms => terms.every(term => term.excluded))) {
    parts.push(`${key} not in (${ftsMatches(meta, table, params, terms.map(ftsPhrase).join(' OR '), '', visible)})`)
  }
  return parts.length === 1 ? parts[0] : `(${parts.join(' or ')})`
}

/** The same relevance for every record: an expression, since `order by 0` would name a column by its position. */
const NONE = 'cast(0 as real)'

/**
 * A found record's relevance on SQLite, from its own text alone, as PostgreSQL's ts_rank is: how
 * many times the search's phrases occur in its indexed fields (each field's text with a mark
 * before each match, less its length without). Not FTS5's bm25, which weighs each word by how
 * many records of the whole index hold it, and each record's length by theirs: records the caller
 * may not see (another owner's) would then change the order of the caller's own. `table` is the
 * FTS5 table of a statement that matches it (highlight reads the match's positions).
 */
function ftsRank (index: SearchIndex, table: string): string {
  // A field that is null has no text, and no match: 0, not a null that would make the sum null.
  const counts = index.fields.map((_, at) => `coalesce(length(highlight(${table}, ${at}, char(1), '')) - length(highlight(${table}, ${at}, '', '')), 0)`)
  return `cast(${counts.join(' + ')} as real)`
}

/**
 * A record's relevance to the search, greater for a better match: ftsRank on SQLite, ts_rank on
 * PostgreSQL; 0 for a record found only by what it lacks.
 * `table` names the searched rows (a joined read's alias), else the type's table. `visible`: the
 * where of the read's other conditions, whose records alone SQLite ranks (ftsMatches).
 */
export function relevanceSql (node: SearchCondition, params: Params | undefined, table?: string, visible?: Visible): string {
  const { meta, search } = node
  const index = meta.search
  if (index === undefined || params === undefined) return NONE
  const key = `${table ?? quote(meta.tableName)}.${quote(meta.primaryKey.name)}`
  const searchTable = quote(index.table)
  if (params.dialect.name !== 'sqlite') {
    if (search.alternatives.length === 0) return NONE
    return `coalesce((select ts_rank("vector", websearch_to_tsquery(${literal(index.language)}, ${params.add(webSearch(search))})) from ${searchTable} where ${quote(meta.primaryKey.name)} = ${key}), 0)`
  }
  const finding = ftsQuery(search)
  if (finding === undefined) return NONE
  // The ranked matches once per statement, looked up by key: a subquery with a LIMIT is not
  // flattened into the lookup, so SQLite runs it once (a co-routine with an automatic index)
  // instead of FTS5's MATCH again per record found (1.4 against 17.7 ms for 1,000 of 1,000,000).
  // Only the matches the other conditions keep are ranked: ranking every match of the index,
  // `sea or -zzz` ordered by relevance took 400 ms for a caller who sees 5 records among another
  // owner's 100,000 matches (3 ms for a word no one holds), a cost and a clock of hidden records.
  const ranked = ftsMatches(meta, searchTable, params, finding, ` as "fmr_key", ${ftsRank(index, searchTable)} as "fmr_rank"`, visible, true)
  return `coalesce((select "fmr_rank" from (${ranked} limit -1) where "fmr_key" = ${key}), 0)`
}

/** The alias of a relevance-ordered read's ranked rows (rankedSql), and their columns. */
export const RANKED = '"fmr_s"'
export const RANK = '"fmr_rank"'
export const RANKED_KEY = '"fmr_key"'

/**
 * Whether every record the search finds is among the index's matches, so that a read ordered by
 * its relevance can take them, ranks and all, from rankedSql: on SQLite not when an alternative
 * only excludes (its records are those the index does not match, FTS5 having no NOT of its own).
 */
export function rankable (node: SearchCondition, dialect: SqlDialect): boolean {
  if (node.meta.search === undefined || node.search.alternatives.length === 0) return false
  return dialect.name !== 'sqlite' || node.search.alternatives.every(terms => terms.some(term => !term.excluded))
}

/** A page cut in the index: the relevance's direction, then the key's (the order that makes it total). */
export interface RankedCut {
  descending: boolean
  keyDescending: boolean
  page: Page
  inlineLimit: boolean
}

/**
 * The records a rankable search finds, with their relevance, as a derived table of
 * RANKED_KEY and RANK: one pass over the index's matches, where relevanceSql looks each
 * record's rank up again. `cut`: only the page, cut there, as a hand-written search reads it
 * (bench/search.ts: ranking and cutting in the index reads 20 records of the table, not every one found).
 * `visible`: the where of the read's other conditions, which SQLite's matches are narrowed by first (ftsMatches).
 */
export function rankedSql (node: SearchCondition, params: Params, cut?: RankedCut, visible?: Visible): string {
  const { meta, search } = node
  const index = meta.search
  if (index === undefined) throw new TypeError(`${meta.name} has no search index`)
  const table = quote(index.table)
  // The search's text binds first, then the page's values: parameters bind in the text's order.
  const page = (): string => cut === undefined
    ? ''
    : ` order by ${RANK}${cut.descending ? ' desc' : ' asc'}, ${RANKED_KEY}${cut.keyDescending ? ' desc' : ' asc'}${pageSql(cut.page, params, cut.inlineLimit)}`
  if (params.dialect.name !== 'sqlite') {
    const matches = `(select ${quote(meta.primaryKey.name)} as ${RANKED_KEY}, ts_rank("vector", "fmr_q") as ${RANK} from ${table}, ` +
      `websearch_to_tsquery(${literal(index.language)}, ${params.add(webSearch(search))}) as "fmr_q" where "vector" @@ "fmr_q"`
    return `${matches}${page()})`
  }
  // Ranked among the records the read's other conditions keep (`visible`): the rank reads each
  // match's text, so the matches the GET hook hides cost no rank; and fewer than PROBED kept, no time either.
  const matches = `(${ftsMatches(meta, table, params, ftsQuery(search) ?? '', ` as ${RANKED_KEY}, ${ftsRank(index, table)} as ${RANK}`, visible, true)}`
  // `limit -1` keeps SQLite from flattening the matches into the join, where it could probe the
  // index by rowid and MATCH once per record of the table instead of reading the matches once.
  return `${matches}${cut === undefined ? ' limit -1' : page()})`
}
