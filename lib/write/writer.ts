import type { ModelMeta } from '../model/model-meta.ts'
import type { Condition } from '../read/condition.ts'
import { Reader, type ReadSpec, type Row } from '../read/reader.ts'
import { decodeRow } from '../read/row-decoder.ts'
import type { SqlRunner } from '../read/runner.ts'
import { deleteSql } from '../sql/delete.ts'
import { insertManySql, insertSql } from '../sql/insert.ts'
import { Params } from '../sql/params.ts'
import { updateSql } from '../sql/update.ts'
import type { Values } from '../sql/values.ts'
import { joinedWriteSql } from '../sql/joined.ts'
import type { SerialPlan } from '../serialize/plan.ts'
import { NO_JOINS, type SingleJoins } from '../read/single-joins.ts'

/** The most rows a multi-row INSERT may have to be kept prepared: few texts, each reused. */
const PREPARED_ROWS = 10

/**
 * Single-statement writes on the driver's own client: INSERT, UPDATE and DELETE with RETURNING,
 * so a write and the read of its result are one statement, atomic by itself. Driver errors are
 * turned into MikroORM's exception classes, the same ones its unit of work raises.
 * Writes that must run a hook inside a transaction go through MikroORM instead (plugin/write).
 * On SQLite the runner is the write connection (MikroORM's own), not the reader's.
 */
export class Writer {
  private readonly reader: Reader
  private readonly runner: SqlRunner
  private readonly convert: (error: unknown) => unknown
  /** Reads on the write connection: on SQLite, the connection every transaction runs on. */
  readonly connectionReader: Reader

  constructor (reader: Reader, runner: SqlRunner, convert: (error: unknown) => unknown) {
    this.reader = reader
    this.runner = runner
    this.convert = convert
    this.connectionReader = new Reader(runner)
  }

  /** The same writer on another runner: a transaction's own connection (see transactionWriter). */
  on (runner: SqlRunner): Writer {
    return new Writer(new Reader(runner), runner, this.convert)
  }

  private params (): Params {
    return new Params(this.runner.dialect)
  }

  private async all (meta: ModelMeta, text: string, params: unknown[], once = false): Promise<Row[]> {
    const select = this.reader.select(meta)
    let raw: unknown[][]
    try {
      raw = await this.runner.rows(text, params, select.bigints, once)
    } catch (error) {
      throw this.convert(error)
    }
    return raw.map(row => decodeRow(select, row))
  }

  /** A read on the write connection: what a write about to be made sees. */
  async rows (meta: ModelMeta, spec: ReadSpec): Promise<Row[]> {
    const { text, params } = this.reader.sql(meta, spec)
    return await this.all(meta, text, params)
  }

  /**
   * The single relationships of `answer` (the plan a write's answer is written by) that come in
   * the write's own statement: on PostgreSQL (SqlDialect.writesInWith), on a runner whose rows
   * are arrays. A row written with them has them set, as a joined read's rows do.
   */
  joinsFor (answer: SerialPlan | undefined): SingleJoins {
    return answer === undefined || !this.runner.dialect.writesInWith ? NO_JOINS : this.connectionReader.joinsFor(answer)
  }

  /** Runs a write returning the record's row, with `answer`'s joined singles (see joinsFor) set on it. */
  private async written (meta: ModelMeta, text: string, params: unknown[], answer?: SerialPlan): Promise<Row | undefined> {
    const joins = this.joinsFor(answer)
    if (joins.fields.length === 0) return (await this.all(meta, text, params))[0]
    const select = this.reader.select(meta)
    try {
      return this.connectionReader.decodeJoined(select, joins, await this.runner.rows(joinedWriteSql(text, joins.shape), params, select.bigints))[0]
    } catch (error) {
      throw this.convert(error)
    }
  }

  /** Inserts the values given (absent columns take their database default) and returns the row (see `written` for `answer`). */
  async insert (meta: ModelMeta, values: Values, answer?: SerialPlan): Promise<Row> {
    const params = this.params()
    const text = insertSql(meta, this.reader.select(meta), values, params)
    return await this.written(meta, text, params.values, answer) as Row
  }

  /**
   * Inserts records that set the same columns in one statement and returns their rows in input
   * order; undefined when they set different columns. Each count of rows is a text of its own:
   * kept prepared up to PREPARED_ROWS rows (a nested list's few records), not for a bulk's.
   */
  async insertMany (meta: ModelMeta, rows: readonly Values[]): Promise<Row[] | undefined> {
    const params = this.params()
    const text = insertManySql(meta, this.reader.select(meta), rows, params)
    if (text === undefined) return undefined
    return await this.all(meta, text, params.values, rows.length > PREPARED_ROWS)
  }

  /** Sets the values on the row the conditions find; undefined when they find none (see `written` for `answer`). */
  async update (meta: ModelMeta, values: Values, where: readonly Condition[], answer?: SerialPlan): Promise<Row | undefined> {
    const params = this.params()
    const text = updateSql(meta, this.reader.select(meta), values, where, params)
    if (text === undefined) {
      const spec = { where: [...where], order: [], limit: 1 }
      if (this.joinsFor(answer).fields.length === 0) return (await this.rows(meta, spec))[0]
      return (await this.connectionReader.rows(meta, spec, undefined, answer))[0]
    }
    return await this.written(meta, text, params.values, answer)
  }

  /** Deletes the row the conditions find and returns it; undefined when they find none. */
  async remove (meta: ModelMeta, where: readonly Condition[]): Promise<Row | undefined> {
    const params = this.params()
    const text = deleteSql(meta, this.reader.select(meta), where, params)
    return (await this.all(meta, text, params.values))[0]
  }
}
