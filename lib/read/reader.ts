import type { ModelMeta, OrderTerm, RelationshipMeta } from '../model/model-meta.ts'
import type { SerialPlan } from '../serialize/plan.ts'
import { compileSelect, decodeRow, type CompiledSelect } from './compile-select.ts'
import { compileWhere, Params, quote } from './compile-where.ts'
import type { Condition } from './query.ts'
import { RecordBudget } from './record-budget.ts'
import { orderSql, relatedSql } from './related-sql.ts'
import type { SqlRunner } from './runner.ts'

export type Row = Record<string, unknown>

export interface ReadSpec {
  where: Condition[]
  order: OrderTerm[]
  limit?: number
  offset?: number
}

/**
 * Reads records as plain rows straight through the driver, with their relationships loaded
 * one query per relationship level (never per row). Writes go through MikroORM instead.
 */
export class Reader {
  readonly runner: SqlRunner
  private readonly selects = new Map<ModelMeta, CompiledSelect>()

  constructor (runner: SqlRunner) {
    this.runner = runner
  }

  /** The compiled select of a record type, built on first use. */
  select (meta: ModelMeta): CompiledSelect {
    let select = this.selects.get(meta)
    if (select === undefined) {
      select = compileSelect(meta, this.runner.dialect)
      this.selects.set(meta, select)
    }
    return select
  }

  /** The SQL text and parameters of a read, without running it (the collection's `debug`). */
  sql (meta: ModelMeta, spec: ReadSpec, inlineLimit = false): { text: string, params: unknown[] } {
    const params = new Params(this.runner.dialect)
    let text = this.select(meta).sql + compileWhere(spec.where, params) + orderSql(spec.order)
    if (spec.limit !== undefined) text += ` limit ${inlineLimit && Number.isSafeInteger(spec.limit) ? spec.limit : params.add(spec.limit)}`
    if (spec.offset !== undefined && spec.offset > 0) {
      text += `${spec.limit === undefined && this.runner.dialect === 'sqlite' ? ' limit -1' : ''} offset ${params.add(spec.offset)}`
    }
    return { text, params: params.values }
  }

  async rows (meta: ModelMeta, spec: ReadSpec): Promise<Row[]> {
    const select = this.select(meta)
    // On SQLite a bound LIMIT made a read by id three times slower (better-sqlite3: 11 µs against
    // 4 µs a statement, the extra being what a re-prepare costs; SQLite plans with the bound value): the
    // limit, an integer, is written into the text instead, one prepared statement per page size
    // (bounded by maxPageSize). `sql()` keeps the placeholder.
    const { text, params } = this.sql(meta, spec, this.runner.dialect === 'sqlite')
    const raw = await this.runner.rows(text, params, select.bigints)
    return raw.map(row => decodeRow(select, row))
  }

  async count (meta: ModelMeta, where: Condition[]): Promise<number> {
    const params = new Params(this.runner.dialect)
    const text = `select count(*) from ${quote(meta.tableName)}${compileWhere(where, params)}`
    const [[count]] = await this.runner.rows(text, params.values)
    return Number(count)
  }

  /**
   * Fills each row's planned relationships, recursively: one query per relationship and level,
   * at most the relationship's `limit` records per parent. The answer (these rows and every
   * record nested in them, counted as often as they will be written) holds at most `maxRecords`:
   * past it, TooManyRecords is thrown as soon as a level shows it, before anything is built.
   */
  async loadRelations (plan: SerialPlan, rows: Row[], maxRecords = Infinity): Promise<void> {
    const budget = new RecordBudget(maxRecords)
    budget.spend(rows.length)
    await this.fill(plan, rows, null, budget)
  }

  /** `weights[i]`: how many times rows[i] will be written (a shared single record, once per referrer); null: once each. */
  private async fill (plan: SerialPlan, rows: Row[], weights: number[] | null, budget: RecordBudget): Promise<void> {
    if (rows.length === 0) return
    for (const field of plan.relations) {
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
      const related = keyWeights.size === 0 ? [] : await this.related(relation, [...keyWeights.keys()], cap)
      const relatedWeights = related.map(item => keyWeights.get(item[relation.remote.prop]) ?? 1)
      budget.spend(relatedWeights.reduce((sum, weight) => sum + weight, 0))
      await this.fill(field.plan, related, relatedWeights, budget)
      const groups = new Map<unknown, Row[]>()
      for (const item of related) {
        const key = item[relation.remote.prop]
        const group = groups.get(key)
        if (group === undefined) groups.set(key, [item])
        else group.push(item)
      }
      for (const row of rows) {
        const group = groups.get(row[relation.local.prop])
        row[field.key] = relation.kind === 'single' ? group?.[0] ?? null : group ?? []
      }
    }
  }

  /** The related records of `keys`, in one statement (see relatedSql). */
  private async related (relation: RelationshipMeta, keys: unknown[], cap?: number): Promise<Row[]> {
    const select = this.select(relation.targetMeta)
    const params = new Params(this.runner.dialect)
    const text = relatedSql(relation, select, keys, params, cap)
    const raw = await this.runner.rows(text, params.values, select.bigints)
    return raw.map(row => decodeRow(select, row))
  }
}
