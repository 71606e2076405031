import type { ModelMeta } from '../model/model-meta.ts'
import { decodeRow } from '../read/compile-select.ts'
import { compileWhere, Params, quote } from '../read/compile-where.ts'
import type { Condition } from '../read/query.ts'
import type { Reader, Row } from '../read/reader.ts'
import { toParam } from '../read/to-param.ts'
import { sequenceSql } from './sequence-sql.ts'

type Values = Record<string, unknown>

/**
 * Single-statement writes on the driver's own client: INSERT, UPDATE and DELETE with RETURNING,
 * so a write and the read of its result are one statement, atomic by itself. Driver errors are
 * turned into MikroORM's exception classes, the same ones its unit of work raises.
 * Writes that must run a hook inside a transaction go through MikroORM instead (plugin/write).
 */
export class Writer {
  private readonly reader: Reader
  private readonly convert: (error: unknown) => unknown

  constructor (reader: Reader, convert: (error: unknown) => unknown) {
    this.reader = reader
    this.convert = convert
  }

  private get dialect (): 'sqlite' | 'postgresql' {
    return this.reader.runner.dialect
  }

  private async run (meta: ModelMeta, text: string, params: unknown[]): Promise<Row | undefined> {
    const select = this.reader.select(meta)
    let raw: unknown[][]
    try {
      raw = await this.reader.runner.rows(text, params, select.bigints)
    } catch (error) {
      throw this.convert(error)
    }
    return raw.length === 0 ? undefined : decodeRow(select, raw[0])
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
    if (set.length === 0) return (await this.reader.rows(meta, { where: [...where], order: [], limit: 1 }))[0]
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

  /** Moves PostgreSQL's id sequence past an id the client chose (see sequenceSql). */
  async syncSequence (meta: ModelMeta): Promise<void> {
    const text = sequenceSql(meta, this.dialect)
    if (text === undefined) return
    try {
      await this.reader.runner.rows(text, [])
    } catch (error) {
      throw this.convert(error)
    }
  }
}
