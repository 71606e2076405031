import type { ModelMeta } from '../../lib/index.ts'
import type { SqlRunner } from '../../lib/read/runner.ts'
import { lockSql } from '../../lib/sql/lock.ts'
import { Params } from '../../lib/sql/params.ts'
import type { RecordKeys } from './covered-records.ts'

/** The rows one PostgreSQL write transaction holds locked (`for update`), by type. */
export class RowLocks {
  private readonly runner: SqlRunner
  private readonly held = new Map<ModelMeta, Set<unknown>>()

  constructor (runner: SqlRunner) {
    this.runner = runner
  }

  /** Notes a row locked by another statement of the transaction (the write's own record). */
  hold (meta: ModelMeta, key: unknown): void {
    this.keysOf(meta).add(key)
  }

  /** Locks those of `records` not held yet, one statement per type; true when there were any. */
  async lock (records: RecordKeys): Promise<boolean> {
    let fresh = false
    for (const [meta, keys] of records) {
      const held = this.keysOf(meta)
      const wanted = [...keys].filter(key => !held.has(key))
      if (wanted.length === 0) continue
      fresh = true
      const params = new Params(this.runner.dialect)
      await this.runner.rows(lockSql(meta, wanted, params), params.values)
      for (const key of wanted) held.add(key)
    }
    return fresh
  }

  private keysOf (meta: ModelMeta): Set<unknown> {
    let keys = this.held.get(meta)
    if (keys === undefined) {
      keys = new Set()
      this.held.set(meta, keys)
    }
    return keys
  }
}
