import type { ColumnMeta, ModelMeta, OrderTerm, RelationshipMeta } from '../model/model-meta.ts'
import type { SerialPlan } from '../serialize/plan.ts'
import type { SqlDialect } from '../sql/dialect.ts'
import { countSql } from '../sql/count.ts'
import { Params, type Statement } from '../sql/params.ts'
import { filterSql, rankedRead, rankedReadSql, readSql, type ReadSpec } from '../sql/read.ts'
import { withPathKeys } from '../sql/keyset.ts'
import { filteredJoinedSql, joinedSql, recordWithListSql, type JoinNarrowing } from '../sql/joined.ts'
import { isMarkerRow, PARENT_KEY, probeRows, probeSql, relatedSql } from '../sql/related.ts'
import { decoderFor } from './decode.ts'
import { readsEmptiness, selectSql, type SelectSql } from '../sql/select.ts'
import { shapeOf, shapeValues, ShapeTexts } from '../sql/shape.ts'
import { conditionValue } from '../sql/where.ts'
import type { Condition, WhereNode } from './condition.ts'
import { RecordBudget } from './record-budget.ts'
import { decodeRow, rowDecoder, type RowDecoder } from './row-decoder.ts'
import { readRows, type SqlRunner } from './runner.ts'
import { keepPathKeys } from './order-keys.ts'
import { readCost } from './costly.ts'
import { NO_JOINS, singleJoins, throughJoins, type SingleJoins } from './single-joins.ts'

export type Row = Record<string, unknown>
export type { ReadSpec }

/**
 * The conditions each related type's GET hook adds, by type: the nested records of an answer
 * that its reader may see (and, keyed by a many-to-many's join model, its links: linksOf). A read
 * with any is plain (no joins, no list in the record's statement), each relationship level read
 * apart with its type's conditions.
 */
export type Narrowing = ReadonlyMap<ModelMeta, readonly Condition[]>

/** Each of `joins`' conditions in `narrowing`; undefined where no joined type has any. */
function joinNarrowing (joins: SingleJoins, narrowing: Narrowing | undefined): JoinNarrowing | undefined {
  if (!narrows(narrowing)) return undefined
  const each = joins.fields.map(field => narrowing.get(field.relation.targetMeta))
  return each.some(conditions => conditions !== undefined) ? each : undefined
}

/**
 * The conditions a many-to-many's links (join rows) hold in `narrowing`: its join model's, keyed
 * by that model as a target type's are (none for any other relationship).
 */
export function linksOf (relation: RelationshipMeta, narrowing: Narrowing | undefined): readonly Condition[] {
  return relation.through === undefined ? [] : narrowing?.get(relation.through.meta) ?? []
}

/** Whether `narrowing` narrows anything. */
function narrows (narrowing: Narrowing | undefined): narrowing is Narrowing {
  return narrowing !== undefined && narrowing.size > 0
}

interface RelatedTexts { one?: string, many?: string, oneGuarded?: string, manyGuarded?: string, probes?: Map<number, string> }

type RelationField = SerialPlan['relations'][number]

/** The list a record's read takes in its own statement (see Reader.listOf), decided once per plan. */
interface ListInRead {
  field: RelationField
  /** The list's records' select, with the columns its order names. */
  select: CompiledSelect
  /** Where the target's primary key is among its columns: null there means no record. */
  keyAt: number
  /** Names this list among the texts a select keeps by shape. */
  id: string
  /** The parent's columns a read of it selects, by the columns asked for: with the list's key. */
  parentColumns: WeakMap<readonly ColumnMeta[], readonly ColumnMeta[]>
}

let listsMade = 0

/**
 * The list a row read by Reader.rows already holds (set at its field's key), for loadRelations:
 * the row's object is its key, so a row read otherwise never has one.
 */
const listsRead = new WeakMap<Row, RelationField>()

/**
 * A record type's select and how its rows decode, built once per type (and per narrowed column
 * list), with the texts of its reads by shape (plain reads, and joined ones under their joins' id).
 */
export interface CompiledSelect extends SelectSql, RowDecoder {
  texts: ShapeTexts
  /**
   * The texts of each relationship's read, written once per joins (see Reader.relatedJoins; kept
   * while its plan is): of one parent (a record's GET), binding the parent's key alone, and of
   * several (a page's, an author's books'), binding their keys' list alone.
   */
  relatedTexts: WeakMap<RelationshipMeta, WeakMap<SingleJoins, RelatedTexts>>
}

/**
 * Narrowed selects kept at once. Clients choose fields freely, so the set of column lists is
 * unbounded: past this many, the least recently used is dropped (as the runner's statements are).
 */
const NARROWED_LIMIT = 500

/**
 * Reads records as plain rows straight through the driver, with their relationships loaded
 * one query per relationship level (never per row). It asks lib/sql for each statement's text.
 */
export class Reader {
  readonly runner: SqlRunner
  private readonly selects: Map<ModelMeta, CompiledSelect>
  private readonly narrowed = new Map<string, CompiledSelect>()
  /** The same by the list itself: a plan's list is built once, and asked for on every read. */
  private readonly narrowedLists = new WeakMap<readonly ColumnMeta[], CompiledSelect>()
  private readonly joins: WeakMap<SerialPlan, SingleJoins>
  private readonly lists: WeakMap<SerialPlan, ListInRead | null>

  constructor (
    runner: SqlRunner, selects = new Map<ModelMeta, CompiledSelect>(), joins = new WeakMap<SerialPlan, SingleJoins>(), lists = new WeakMap<SerialPlan, ListInRead | null>()
  ) {
    this.runner = runner
    this.selects = selects
    this.joins = joins
    this.lists = lists
  }

  /** A reader on another server of the same database (a replica), sharing the compiled selects. */
  withRunner (runner: SqlRunner): Reader {
    return new Reader(runner, this.selects, this.joins, this.lists)
  }

  get dialect (): SqlDialect {
    return this.runner.dialect
  }

  /** The compiled select of a record type (of `columns` only, when given), built on first use. */
  select (meta: ModelMeta, columns?: readonly ColumnMeta[]): CompiledSelect {
    if (columns !== undefined) return this.narrowedSelect(meta, columns)
    let select = this.selects.get(meta)
    if (select === undefined) {
      select = { ...selectSql(meta), ...rowDecoder(meta, this.dialect), texts: new ShapeTexts(), relatedTexts: new WeakMap() }
      this.selects.set(meta, select)
    }
    return select
  }

  private narrowedSelect (meta: ModelMeta, columns: readonly ColumnMeta[]): CompiledSelect {
    const known = this.narrowedLists.get(columns)
    if (known !== undefined) return known
    // A write-only column reads otherwise (columnRead): the key says which are.
    const key = meta.tableName + '\0' + columns.map(column => readsEmptiness(column) ? '!' + column.name : column.name).join('\0')
    let select = this.narrowed.get(key)
    if (select === undefined) {
      select = { ...selectSql(meta, columns), ...rowDecoder(meta, this.dialect, columns), texts: new ShapeTexts(), relatedTexts: new WeakMap() }
      if (this.narrowed.size >= NARROWED_LIMIT) this.narrowed.delete(this.narrowed.keys().next().value as string)
    } else {
      this.narrowed.delete(key) // refreshes its place: the lists in use are the ones kept
    }
    this.narrowed.set(key, select)
    this.narrowedLists.set(columns, select)
    return select
  }

  /** The SQL text and parameters of a read of the record type alone, without running it (the writer's reads). */
  sql (meta: ModelMeta, spec: ReadSpec): Statement {
    const params = new Params(this.dialect)
    return params.statement(readSql(this.select(meta), spec, params))
  }

  /**
   * The rows `spec` finds, with `columns` only when given (all of the type's otherwise). With the
   * `plan` they will be written by, its single relationships come in the same statement (see
   * joinedSql), already set on each row: loadRelations then needs `joined` to know it. With a
   * `narrowing`, each joined single holds its type's conditions (a record that fails them is
   * null), and the record's lists are read apart, by loadRelations under it.
   */
  rows (meta: ModelMeta, spec: ReadSpec, columns?: readonly ColumnMeta[], plan?: SerialPlan, narrowing?: Narrowing): Promise<Row[]> | Row[] {
    const joins = this.joinsFor(plan)
    const list = spec.limit === 1 && plan !== undefined && !narrows(narrowing) ? this.listOf(plan, spec, joins) : undefined
    if (list !== undefined) return this.rowWithList(meta, spec, columns, joins, list)
    if (joins.fields.length !== 0) return this.joinedRows(meta, spec, columns, joins, joinNarrowing(joins, narrowing))
    return this.plainRows(meta, spec, columns)
  }

  private plainRows (meta: ModelMeta, spec: ReadSpec, columns: readonly ColumnMeta[] | undefined): Promise<Row[]> | Row[] {
    const select = this.select(meta, columns)
    const { text, params } = this.statement(select, spec)
    const raw = readRows(this.runner, readCost(spec.where, spec.order, spec.offset), text, params, select.bigints)
    const decode = (raw: unknown[][]): Row[] => this.withPathKeys(spec, select, raw, raw.map(row => decodeRow(select, row)))
    // SQLite's runner answers at once: no promise to wait for.
    return Array.isArray(raw) ? decode(raw) : raw.then(decode)
  }

  /**
   * `rows`, each with its order keys through relationships kept (keepPathKeys) when `spec` read
   * them (withPathKeys): right after `select`'s columns in `raw`.
   */
  private withPathKeys (spec: ReadSpec, select: CompiledSelect, raw: unknown[][], rows: Row[]): Row[] {
    const terms = pathKeyTerms(spec)
    if (terms.length === 0) return rows
    const at = select.props.length
    const decoders = terms.map(term => decoderFor(term.column.info, this.dialect.name, select.bigints))
    for (let i = 0; i < rows.length; i++) {
      keepPathKeys(rows[i], decoders.map((decode, k) => {
        const value = raw[i][at + k]
        return value === null || decode === null ? value : decode(value)
      }))
    }
    return rows
  }

  /**
   * The statement `rows` runs for `spec` with `columns` and `plan` (the collection's `debug`), but
   * with its limit bound, not written into the text (SqlDialect.inlineLimit).
   */
  pageStatement (meta: ModelMeta, spec: ReadSpec, columns?: readonly ColumnMeta[], plan?: SerialPlan, narrowing?: Narrowing): Statement {
    const joins = this.joinsFor(plan)
    if (joins.fields.length === 0) return this.statement(this.select(meta, columns), spec, undefined, false)
    return this.statement(this.select(meta, joinedColumns(spec, columns)), spec, joins, false, joinNarrowing(joins, narrowing))
  }

  /**
   * The text and values of a read of `select` (its singles joined by `joins`, when given): a
   * known shape's text is kept (see shapeOf), any other is written now. `inlineLimit` false
   * binds the limit whatever the dialect (the page's `debug`), a text not kept. `narrowing`: the
   * joins' conditions (joinNarrowing), bound where each join stands: a text not kept either.
   */
  private statement (select: CompiledSelect, spec: ReadSpec, joins?: SingleJoins, inlineLimit = this.dialect.inlineLimit, narrowing?: JoinNarrowing): Statement {
    const { dialect } = this
    const write = (params: Params): string => {
      // First: the keys' parameters come before every other in the text.
      const read = spec.pathKeys === true ? withPathKeys(select, spec.order, params) : select
      const ranked = rankedRead(spec, dialect)
      if (joins === undefined) return ranked === undefined ? readSql(read, spec, params, inlineLimit) : rankedReadSql(read, spec, ranked, params, inlineLimit, false)
      const through = throughJoins(spec.where, joins)
      if (through === undefined) {
        if (ranked === undefined) return joinedSql(readSql(read, spec, params, inlineLimit), joins.shape, spec.order, params, false, narrowing, spec.where)
        return joinedSql(rankedReadSql(read, spec, ranked, params, inlineLimit, true), joins.shape, spec.order, params, true, narrowing)
      }
      // The search stays among the conditions left (`rest`); those through the joins make it no page to cut in the index.
      const rest = ranked === undefined ? undefined : rankedRead({ ...spec, where: through.rest }, dialect)
      const inner = rest === undefined
        ? read.sql + filterSql({ ...spec, where: through.rest }, params)
        : rankedReadSql(read, spec, { ...rest, cut: false }, params, inlineLimit, true, false)
      return filteredJoinedSql(inner, joins.shape, through.through, spec, params, inlineLimit, rest !== undefined, narrowing)
    }
    const shape = inlineLimit === dialect.inlineLimit && narrowing === undefined ? spec.shape ?? shapeOf(spec, dialect) : undefined
    return this.shaped(select, spec, shape, joins === undefined ? '' : joins.id, write)
  }

  /** A read's text and values: kept by `select` under `prefix` and its shape when it has one, else written now. */
  private shaped (select: CompiledSelect, spec: ReadSpec, shape: string | undefined, prefix: string, write: (params: Params) => string): Statement {
    const { dialect } = this
    if (shape === undefined) {
      const params = new Params(dialect)
      return { text: write(params), params: params.values }
    }
    const text = select.texts.get(prefix + shape, () => write(new Params(dialect)))
    return { text, params: shapeValues(spec, dialect) }
  }

  /**
   * The list a read of one record by `plan` takes in its own statement (SqlDialect.listInRecordRead):
   * the plan's first list whose records join no singles of their own and whose order is of their
   * own readable columns (the order is written again outside the LATERAL read, on the columns it
   * selects: a write-only column is selected only as whether it is empty). None for a read that pages by keys, ranks, or filters through its joins (whose
   * texts are statement()'s alone), or on a runner whose rows are keyed by name.
   */
  private listOf (plan: SerialPlan, spec: ReadSpec, joins: SingleJoins): ListInRead | undefined {
    if (!this.dialect.listInRecordRead || this.runner.rowsByName === true) return undefined
    if (spec.after !== undefined || spec.pathKeys === true || rankedRead(spec, this.dialect) !== undefined || throughJoins(spec.where, joins) !== undefined) return undefined
    let list = this.lists.get(plan)
    if (list === undefined) {
      list = null
      const field = plan.relations.find(candidate => candidate.relation.kind !== 'single')
      const relation = field?.relation
      if (field !== undefined && relation !== undefined && this.relatedJoins(relation, field.plan).fields.length === 0 &&
        !relation.order.some(term => term.path !== undefined || term.relevance !== undefined || readsEmptiness(term.column))) {
        const select = this.select(relation.targetMeta, orderedColumns(relation.order, field.plan.reads))
        const keyAt = select.props.indexOf(relation.targetMeta.primaryKey.prop)
        if (keyAt >= 0 && select.bigints === this.select(plan.model).bigints) list = { field, select, keyAt, id: `l${++listsMade}|`, parentColumns: new WeakMap() }
      }
      this.lists.set(plan, list)
    }
    return list ?? undefined
  }

  /** The one record `spec` finds, with its singles joined and `list`'s records set at its key (recordWithListSql). */
  private async rowWithList (meta: ModelMeta, spec: ReadSpec, columns: readonly ColumnMeta[] | undefined, joins: SingleJoins, list: ListInRead): Promise<Row[]> {
    const { relation } = list.field
    // The list's records are found by the parent's column its relationship names.
    let parentColumns = joinedColumns(spec, columns)
    if (parentColumns !== undefined && !parentColumns.includes(relation.local)) {
      const asked = parentColumns
      parentColumns = list.parentColumns.get(asked) ?? [...asked, relation.local]
      list.parentColumns.set(asked, parentColumns)
    }
    const select = this.select(meta, parentColumns)
    const write = (params: Params): string => recordWithListSql(readSql(select, spec, params, this.dialect.inlineLimit), joins.shape, relation, list.select)
    const { text, params } = this.shaped(select, spec, spec.shape ?? shapeOf(spec, this.dialect), list.id + joins.id, write)
    const raw = await readRows(this.runner, readCost(spec.where, spec.order, spec.offset), text, params, select.bigints)
    if (raw.length === 0) return []
    const row = joins.fields.length === 0 ? decodeRow(select, raw[0]) : this.decodeJoined(select, joins, [raw[0]])[0]
    let offset = select.props.length
    for (const decoder of joins.decoders) offset += decoder.props.length
    const records: Row[] = []
    for (const values of raw) {
      if (values[offset + list.keyAt] !== null) records.push(decodeRow(list.select, values, offset))
    }
    row[list.field.key] = records
    listsRead.set(row, list.field)
    return [row]
  }

  /** The joins a read for `plan` makes: none without a plan, or on a runner whose rows are keyed by name. */
  joinsFor (plan: SerialPlan | undefined): SingleJoins {
    return plan === undefined || this.runner.rowsByName === true ? NO_JOINS : this.joinsOf(plan)
  }

  private joinsOf (plan: SerialPlan): SingleJoins {
    let joins = this.joins.get(plan)
    if (joins === undefined) {
      joins = singleJoins(plan, (meta, columns) => this.select(meta, columns), this.dialect)
      this.joins.set(plan, joins)
    }
    return joins
  }

  private joinedRows (meta: ModelMeta, spec: ReadSpec, columns: readonly ColumnMeta[] | undefined, joins: SingleJoins, narrowing?: JoinNarrowing): Promise<Row[]> | Row[] {
    const select = this.select(meta, joinedColumns(spec, columns))
    const { text, params } = this.statement(select, spec, joins, this.dialect.inlineLimit, narrowing)
    const raw = readRows(this.runner, readCost(spec.where, spec.order, spec.offset), text, params, select.bigints)
    // After the parent's columns: its keys through relationships (withPathKeys), or a read
    // ranked from the index's rows has its rank (rankedReadSql).
    const skip = pathKeyTerms(spec).length + (rankedRead(spec, this.dialect) === undefined ? 0 : 1)
    const decode = (rows: unknown[][]): Row[] => this.withPathKeys(spec, select, rows, this.decodeJoined(select, joins, rows, skip))
    // SQLite's runner answers at once: no promise to wait for.
    return Array.isArray(raw) ? decode(raw) : raw.then(decode)
  }

  /**
   * Rows of a joined statement: the parent's columns as `select` lists them, then (past `skip`
   * columns the statement reads for itself) each joined single's, set at its key.
   */
  decodeJoined (select: CompiledSelect, joins: SingleJoins, raw: unknown[][], skip = 0): Row[] {
    const { fields, decoders, keyAt } = joins
    return raw.map(values => {
      const row = decodeRow(select, values)
      let offset = select.props.length + skip
      for (let j = 0; j < fields.length; j++) {
        const decoder = decoders[j]
        row[fields[j].key] = values[offset + keyAt[j]] === null ? null : decodeRow(decoder, values, offset)
        offset += decoder.props.length
      }
      return row
    })
  }

  async count (meta: ModelMeta, where: readonly WhereNode[]): Promise<number> {
    const params = new Params(this.dialect)
    const [[count]] = await readRows(this.runner, readCost(where), countSql(meta, where, params), params.values)
    return Number(count)
  }

  /**
   * Fills each row's planned relationships, recursively: one query per relationship and level,
   * at most the relationship's `limit` records per parent. The answer (these rows and every
   * record nested in them, counted as often as they will be written) holds at most `maxRecords`:
   * past it, TooManyRecords is thrown as soon as a level shows it, before anything is built.
   * `joined`: the rows were read by `rows` with this plan (and `narrowing`), their joined singles
   * already set. `narrowing`: each related type's conditions, held by every record loaded.
   */
  loadRelations (plan: SerialPlan, rows: Row[], maxRecords = Infinity, joined = false, narrowing?: Narrowing): Promise<void> | undefined {
    const budget = new RecordBudget(maxRecords)
    budget.spend(rows.length)
    const narrowed = narrows(narrowing) ? narrowing : undefined
    const joins = joined ? this.joinsFor(plan) : NO_JOINS
    const joinedRecords = joins.fields.map(field => rows.map(row => row[field.key]).filter(item => item !== null) as Row[])
    for (const found of joinedRecords) budget.spend(found.length)
    // A record's list read in its own statement (rowWithList), when it was read for this plan.
    const listField = joined && rows.length === 1 && narrowed === undefined ? listsRead.get(rows[0]) : undefined
    const list = listField !== undefined && plan.relations.includes(listField) ? listField : undefined
    if (list !== undefined) budget.spend((rows[0][list.key] as Row[]).length)
    const done = list === undefined ? joins.fields : [...joins.fields, list]
    // Every relationship came in the read, with none of its own (a book and its author): nothing to read.
    if (plan.relations.every(field => done.includes(field) && field.plan.relations.length === 0)) return undefined
    return this.fillAll(plan, rows, joins, joinedRecords, budget, list, done, narrowed)
  }

  private fillAll (
    plan: SerialPlan, rows: Row[], joins: SingleJoins, joinedRecords: Row[][], budget: RecordBudget, list: RelationField | undefined, done: readonly RelationField[],
    narrowing: Narrowing | undefined
  ): Promise<void> | undefined {
    const steps: Array<() => Pending> = joins.fields.map((field, j) => () => this.fill(field.plan, joinedRecords[j], null, budget, [], narrowing))
    if (list !== undefined) steps.push(() => this.fill(list.plan, rows[0][list.key] as Row[], null, budget))
    steps.push(() => this.fill(plan, rows, null, budget, done, narrowing))
    return inTurn(steps)
  }

  /**
   * `weights[i]`: how many times rows[i] will be written (a shared single record, once per
   * referrer); null: once each. `done`: relationships already read (joined). Each relationship is
   * read after the one before it; where every statement answers at once (SQLite's runner), so
   * does this, and no promise is made (a GET of one record is one promise: bench/RESULTS.md).
   */
  private fill (plan: SerialPlan, rows: Row[], weights: number[] | null, budget: RecordBudget, done: readonly unknown[] = [], narrowing?: Narrowing, from = 0): Pending {
    if (rows.length === 0) return undefined
    for (let f = from; f < plan.relations.length; f++) {
      const field = plan.relations[f]
      if (done.includes(field)) continue
      const { relation } = field
      const keyWeights = new Map<unknown, number>()
      let parents = 0
      for (let i = 0; i < rows.length; i++) {
        const key = rows[i][relation.local.prop]
        if (key === null || key === undefined) continue
        const weight = weights === null ? 1 : weights[i]
        keyWeights.set(key, (keyWeights.get(key) ?? 0) + weight)
        parents += weight
      }
      // Read no further than one record past the budget, when the relationship's limits allow more.
      const cap = parents * relation.limit > budget.left ? budget.left + 1 : undefined
      // A list's records come with their own singles joined (a tag's books, each with its author).
      const joins = narrowing === undefined ? this.relatedJoins(relation, field.plan) : NO_JOINS
      const found = keyWeights.size === 0 ? [] : this.related(relation, field.plan.reads, [...keyWeights.keys()], cap, joins, narrowing?.get(relation.targetMeta), linksOf(relation, narrowing))
      const placing = Array.isArray(found)
        ? this.place(field, rows, found, keyWeights, joins, budget, narrowing)
        : found.then(related => this.place(field, rows, related, keyWeights, joins, budget, narrowing))
      if (placing !== undefined) return placing.then(() => this.fill(plan, rows, weights, budget, done, narrowing, f + 1))
    }
    return undefined
  }

  /**
   * `related`, the records of `field` found for `rows`: counted, their own relationships filled
   * (their joined singles' first), then set on each parent.
   */
  private place (field: RelationField, rows: Row[], related: Row[], keyWeights: Map<unknown, number>, joins: SingleJoins, budget: RecordBudget, narrowing: Narrowing | undefined): Pending {
    const { relation } = field
    // A many-to-many's records carry their parent's key apart from their own columns.
    const parentKey = relation.through === undefined ? relation.remote.prop : PARENT_KEY
    const relatedWeights = related.map(item => keyWeights.get(item[parentKey]) ?? 1)
    budget.spend(relatedWeights.reduce((sum, weight) => sum + weight, 0))
    const steps: Array<() => Pending> = joins.fields.map(joined => () => {
      const records: Row[] = []
      const recordWeights: number[] = []
      for (let i = 0; i < related.length; i++) {
        const record = related[i][joined.key] as Row | null
        if (record === null) continue
        records.push(record)
        recordWeights.push(relatedWeights[i])
      }
      budget.spend(recordWeights.reduce((sum, weight) => sum + weight, 0))
      return this.fill(joined.plan, records, recordWeights, budget)
    })
    steps.push(() => this.fill(field.plan, related, relatedWeights, budget, joins.fields, narrowing))
    steps.push(() => {
      const groups = new Map<unknown, Row[]>()
      for (const item of related) {
        const key = item[parentKey]
        const group = groups.get(key)
        if (group === undefined) groups.set(key, [item])
        else group.push(item)
      }
      for (const row of rows) {
        const group = groups.get(row[relation.local.prop])
        row[field.key] = relation.kind === 'single' ? group?.[0] ?? null : group ?? []
      }
      return undefined
    })
    return inTurn(steps)
  }

  /**
   * The statement of `related`, with `joins` around it (see joinedSql). Without a cap under the
   * declaration's limit, a relationship's read of one parent (a record's GET) and of several (a
   * page's) have one text each per select and joins: the one parent's key, or the list of every
   * parent's keys, is its only value in both dialects (SqlDialect.inList). Written the first time;
   * then only the keys are converted (as whereSql converts them), not the whole text built again.
   */
  private relatedStatement (
    relation: RelationshipMeta, select: CompiledSelect, keys: unknown[], cap: number | undefined, joins: SingleJoins, guarded = false, narrowing: readonly Condition[] = [],
    links: readonly Condition[] = []
  ): { text: string, values: unknown[] } {
    const one = keys.length === 1
    // A narrowed read binds the hook's values too: written each time, never kept.
    const fixed = narrowing.length === 0 && links.length === 0 && (cap === undefined || (relation.kind !== 'single' && one && cap >= relation.limit))
    const kind = guarded ? (one ? 'oneGuarded' : 'manyGuarded') : one ? 'one' : 'many'
    // A guarded read of one parent binds its key three times: its read and its two counts (relatedSql).
    const binds = guarded && one && relation.kind !== 'single' ? 3 : 1
    let texts = select.relatedTexts.get(relation)
    const known = fixed ? texts?.get(joins)?.[kind] : undefined
    if (known !== undefined) {
      const value = conditionValue({ column: relation.remote, op: one ? 'eq' : 'in', value: one ? keys[0] : keys }, this.dialect)
      return { text: known, values: Array<unknown>(binds).fill(value) }
    }
    const params = new Params(this.dialect)
    const inner = relatedSql(relation, select, keys, params, cap, guarded ? select.props.length : undefined, narrowing, links)
    const text = joins.fields.length === 0 ? inner : joinedSql(inner, joins.shape, relation.order, params)
    // Kept only when it bound the keys and nothing else (a null key binds nothing: never kept).
    if (fixed && params.values.length === binds) {
      if (texts === undefined) select.relatedTexts.set(relation, texts = new WeakMap())
      let kept = texts.get(joins)
      if (kept === undefined) texts.set(joins, kept = {})
      kept[kind] = text
    }
    return { text, values: params.values }
  }

  /**
   * The singles of a list's records read in the list's own statement (see joinedSql): none for a
   * single relationship's records, or where the list's order is not of its own columns.
   */
  private relatedJoins (relation: RelationshipMeta, plan: SerialPlan): SingleJoins {
    if (relation.kind === 'single' || relation.order.some(term => term.path !== undefined || term.relevance !== undefined)) return NO_JOINS
    return this.joinsFor(plan)
  }

  /**
   * Whether a list's read for several parents is guarded against numbering too many entries in
   * the server process (SQLite, where a runner has helper processes: lib/sql/related.ts
   * ENTRIES_IN_PROCESS); past them it answers a marker row, and runs again where a joined read
   * runs. One parent's read is left in process: a GET of one record stays one statement.
   */
  private guards (relation: RelationshipMeta): boolean {
    return relation.kind !== 'single' && this.dialect.name === 'sqlite' && this.runner.costly !== undefined
  }

  /**
   * The related records of `keys` that hold `narrowing` (through the links that hold `links`, of a
   * many-to-many), in one statement (see relatedSql), with the singles `joins` names set on each,
   * read in the same statement.
   */
  private related (
    relation: RelationshipMeta, columns: readonly ColumnMeta[] | undefined, keys: unknown[], cap?: number, joins = NO_JOINS, narrowing?: readonly Condition[],
    links: readonly Condition[] = []
  ): Promise<Row[]> | Row[] {
    const guarded = this.guards(relation)
    // The order is written again outside the joins (and outside SQLite's union of several
    // parents' records, or a guarded read's, see relatedSql): it needs the columns it names.
    const ordered = joins.fields.length !== 0 || (relation.kind !== 'single' && (keys.length > 1 || guarded))
    const select = this.select(relation.targetMeta, ordered ? orderedColumns(relation.order, columns) : columns)
    const decode = (raw: unknown[][]): Row[] => this.decodeRelated(relation, select, joins, raw)
    const settle = (raw: unknown[][]): Promise<Row[]> | Row[] => {
      if (!guarded || raw.length !== 1 || !isMarkerRow(raw[0])) return decode(raw)
      const unguarded = this.relatedStatement(relation, select, keys, cap, joins, false, narrowing, links)
      const again = readRows(this.runner, 'joined', unguarded.text, unguarded.values, select.bigints)
      return Array.isArray(again) ? decode(again) : again.then(decode)
    }
    const read = (): Promise<Row[]> | Row[] => {
      const statement = this.relatedStatement(relation, select, keys, cap, joins, guarded, narrowing, links)
      const raw = this.runner.rows(statement.text, statement.values, select.bigints)
      return Array.isArray(raw) ? settle(raw) : raw.then(settle)
    }
    const rows = guarded && links.length === 0 && this.probes(relation, narrowing) ? probeRows(keys.length, relation.limit) : undefined
    if (rows === undefined) return read()
    const probe = this.probeStatement(relation, select, keys, joins, rows)
    // Every parent's records found (fewer rows than the probe may answer): each keeps its first.
    const found = (raw: unknown[][]): Promise<Row[]> | Row[] => raw.length < rows ? firstOfEach(relation, decode(raw), cap) : read()
    const raw = this.runner.rows(probe.text, probe.values, select.bigints)
    return Array.isArray(raw) ? found(raw) : raw.then(found)
  }

  /**
   * Whether a guarded list is read by a probe first (probeSql): where its index entries are its
   * records (no hook narrows them, which a probe would step past uncounted) and its order is of
   * its own columns.
   */
  private probes (relation: RelationshipMeta, narrowing: readonly Condition[] | undefined): boolean {
    return (narrowing === undefined || narrowing.length === 0) && relation.order.every(term => term.path === undefined && term.relevance === undefined)
  }

  /** The probe of `related` (probeSql), with `joins` around it: one text per joins and size, written the first time. */
  private probeStatement (relation: RelationshipMeta, select: CompiledSelect, keys: unknown[], joins: SingleJoins, rows: number): { text: string, values: unknown[] } {
    const one = keys.length === 1
    const value = conditionValue({ column: relation.remote, op: one ? 'eq' : 'in', value: one ? keys[0] : keys }, this.dialect)
    // One parent's size is the only odd one (the others are powers of two): its sign keeps them apart.
    const size = one ? -rows : rows
    let texts = select.relatedTexts.get(relation)
    const known = texts?.get(joins)?.probes?.get(size)
    if (known !== undefined) return { text: known, values: [value] }
    const params = new Params(this.dialect)
    const inner = probeSql(relation, select, keys, params, rows)
    const text = joins.fields.length === 0 ? inner : joinedSql(inner, joins.shape, relation.order, params)
    if (params.values.length === 1) {
      if (texts === undefined) select.relatedTexts.set(relation, texts = new WeakMap())
      let kept = texts.get(joins)
      if (kept === undefined) texts.set(joins, kept = {})
      ;(kept.probes ??= new Map()).set(size, text)
    }
    return { text, values: params.values }
  }

  /** Rows of a related read (see related): each with its parent's key when through a link, and its joined singles. */
  private decodeRelated (relation: RelationshipMeta, select: CompiledSelect, joins: SingleJoins, raw: unknown[][]): Row[] {
    if (relation.through === undefined && joins.fields.length === 0) return raw.map(row => decodeRow(select, row))
    const at = select.props.length
    const decode = relation.through === undefined ? null : decoderFor(relation.remote.info, this.dialect.name, select.bigints)
    const { fields, decoders, keyAt } = joins
    return raw.map(values => {
      const row = decodeRow(select, values)
      let offset = at
      if (relation.through !== undefined) {
        row[PARENT_KEY] = decode === null || values[at] === null ? values[at] : decode(values[at])
        offset++
      }
      for (let j = 0; j < fields.length; j++) {
        const decoder = decoders[j]
        row[fields[j].key] = values[offset + keyAt[j]] === null ? null : decodeRow(decoder, values, offset)
        offset += decoder.props.length
      }
      return row
    })
  }
}

/**
 * A probe's rows (Reader.probeStatement), in the list's order: each parent's first
 * `relation.limit`, and of those the first `cap` when given, as the guarded read answers them.
 */
function firstOfEach (relation: RelationshipMeta, rows: Row[], cap: number | undefined): Row[] {
  const parentKey = relation.through === undefined ? relation.remote.prop : PARENT_KEY
  const taken = new Map<unknown, number>()
  const kept: Row[] = []
  for (const row of rows) {
    if (cap !== undefined && kept.length === cap) break
    const count = taken.get(row[parentKey]) ?? 0
    if (count === relation.limit) continue
    taken.set(row[parentKey], count + 1)
    kept.push(row)
  }
  return kept
}

/** The terms whose values a read of `spec` selects after its columns (withPathKeys). */
function pathKeyTerms (spec: ReadSpec): OrderTerm[] {
  return spec.pathKeys === true ? spec.order.filter(term => term.path !== undefined) : []
}

/** `columns` (all when absent) with those `order` names, so that an order outside a join can name them. */
function orderedColumns (order: readonly OrderTerm[], columns: readonly ColumnMeta[] | undefined): readonly ColumnMeta[] | undefined {
  if (columns === undefined) return undefined
  const missing = order.map(term => term.column).filter(column => !columns.includes(column))
  return missing.length === 0 ? columns : [...columns, ...new Set(missing)]
}

/**
 * The parent's columns a joined read of `columns` selects: the outer order names the parent's
 * columns (for an order through a relationship, the key of its first hop), so the inner read
 * must give each one.
 */
function joinedColumns (spec: ReadSpec, columns: readonly ColumnMeta[] | undefined): readonly ColumnMeta[] | undefined {
  if (columns === undefined) return undefined
  const ordered = spec.order.map(term => term.path === undefined ? term.column : term.path[0].relation.local)
  const missing = ordered.filter(column => !columns.includes(column))
  return missing.length === 0 ? columns : [...columns, ...new Set(missing)]
}

/** What a step of a read leaves to wait for: nothing where its statements answered at once. */
type Pending = Promise<void> | undefined

/** Runs `steps` one after the other, each after the one before it settled; a promise only once one makes one. */
function inTurn (steps: ReadonlyArray<() => Pending>, from = 0): Pending {
  for (let i = from; i < steps.length; i++) {
    const pending = steps[i]()
    if (pending !== undefined) return pending.then(() => inTurn(steps, i + 1))
  }
  return undefined
}
