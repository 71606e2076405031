import type { ModelMeta } from '../model/model-meta.ts'
import { decodeRow } from '../read/compile-select.ts'
import { compileWhere, Params, quote } from '../read/compile-where.ts'
import type { Condition } from '../read/query.ts'
import type { Reader, ReadSpec, Row } from '../read/reader.ts'
import type { SqlRunner } from '../read/runner.ts'
import { toParam } from '../read/to-param.ts'

type Values = Record<string, unknown>

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

  constructor (reader: Reader, runner: SqlRunner, convert: (error: unknown) => unknown) {
    this.reader = reader
    this.runner = runner
    this.convert = convert
  }

  private get dialect (): 'sqlite' | 'postgresql' {
    return this.runner.dialect
  }

  private async run (meta: ModelMeta, text: string, params: unknown[]): Promise<Row | undefined> {
    return (await this.all(meta, text, params))[0]
  }

  private async all (meta: ModelMeta, text: string, params: unknown[]): Promise<Row[]> {
    const select = this.reader.select(meta)
    let raw: unknown[][]
    try {
      raw = await this.runner.rows(text, params, select.bigints)
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

  private params (meta: ModelMeta, values: Values, into: Params): Array<[string, string]> {
    const set: Array<[string, string]> = []
    for (const column of meta.columns) {
      if (!Object.hasOwn(values, column.prop)) continue
      set.push([quote(column.name), into.add(toParam(column.info, values[column.prop], this.dialect))])
    }
    return set
  }

  /** Inserts the values given (absent columns take their database default) and returns the row. */
  async insert (meta: ModelMeta, values: Values): Promise<Row> {
    const params = new Params(this.dialect)
    const set = this.params(meta, values, params)
    const columns = this.reader.select(meta).columns
    const text = set.length === 0
      ? `insert into ${quote(meta.tableName)} default values returning ${columns}`
      : `insert into ${quote(meta.tableName)} (${set.map(([name]) => name).join(', ')}) values (${set.map(([, p]) => p).join(', ')}) returning ${columns}`
    return await this.run(meta, text, params.values) as Row
  }

  /** Sets the values on the row the conditions find; undefined when they find none. */
  async update (meta: ModelMeta, values: Values, where: readonly Condition[]): Promise<Row | undefined> {
    const params = new Params(this.dialect)
    const set = this.params(meta, values, params)
    if (set.length === 0) return (await this.rows(meta, { where: [...where], order: [], limit: 1 }))[0]
    const text = `update ${quote(meta.tableName)} set ${set.map(([name, p]) => `${name} = ${p}`).join(', ')}` +
      `${compileWhere([...where], params)} returning ${this.reader.select(meta).columns}`
    return await this.run(meta, text, params.values)
  }

  /** Deletes the row the conditions find and returns it; undefined when they find none. */
  async remove (meta: ModelMeta, where: readonly Condition[]): Promise<Row | undefined> {
    const params = new Params(this.dialect)
    const text = `delete from ${quote(meta.tableName)}${compileWhere([...where], params)} returning ${this.reader.select(meta).columns}`
    return await this.run(meta, text, params.values)
  }
}
