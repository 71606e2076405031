import type { EntityManager } from '@mikro-orm/core'
import type { Model, ModelMeta } from '../../lib/index.ts'
import { applyDefaults } from '../../lib/model/apply-defaults.ts'
import { lockIds, syncSequence } from '../../lib/db/sync-sequence.ts'
import { kMeta, kWriter } from '../../lib/symbols.ts'
import { errors } from '../../lib/index.ts'
import { beforeCommit, hasBeforeCommit } from '../hooks/commit-hooks.ts'
import type { ModelResource } from '../resources/model-resource.ts'
import { kWriteEm } from '../symbols.ts'
import { transactionBase } from '../resources/resource.ts'
import { checkGeneratedId } from './id-checks.ts'
import { modelOf, type Values } from './write-request.ts'
import { EXPLAIN_FAILURE } from '../../lib/model/binding.ts'
import { classifyDbError } from '../../lib/db/classify-error.ts'
import { firstRepeat, keyColumns, keyNames, keyValuesText } from './repeated-keys.ts'
import { isComposite } from '../../lib/model/record-key.ts'
import { refuseCreatedTwice } from './batch-creates.ts'
import { withStoredSpellings } from './stored-spellings.ts'

/**
 * Parameters one multi-row INSERT may bind: under SQLite's default limit (32,766) and PostgreSQL's
 * (65,535). A bulk that needs more goes through the transaction path, which MikroORM batches.
 */
const MAX_STATEMENT_PARAMS = 30_000

/**
 * What a bulk create wrote, in input order: the rows as stored (its one statement's answer), or
 * the records MikroORM created (the transaction path), whose rows are read back for the answer.
 */
export type BulkWritten = { rows: Array<Record<string, unknown>>, records?: undefined } | { records: Model[], rows?: undefined }

/**
 * A bulk create: every record or none. Records that set the same columns, with no id given and no
 * beforeCommit hook, are one INSERT ... RETURNING (atomic by itself); otherwise one MikroORM
 * transaction creates them, runs beforeCommit for each in order, and commits once.
 */
export async function createRecords (resource: ModelResource, screened: readonly Values[]): Promise<BulkWritten> {
  const model = modelOf(resource)
  const meta = model[kMeta]
  const list = screened.map(values => {
    const filled = { ...values }
    applyDefaults(meta, filled)
    return filled
  })
  if (list.length === 0) return { rows: [] }
  // Before anything is written: two records of the bulk with one key would clash, or merge (ids).
  const repeat = firstRepeat(keyColumns(meta), list)
  if (repeat !== undefined) throw new errors.Conflict(`records ${repeat.first} and ${repeat.second} have the same ${keyNames(repeat.columns)}`)
  // A composite key is always the client's and draws from no sequence: the one-statement path.
  const given = !isComposite(meta) && list.some(values => values[meta.primaryKey.prop] !== undefined)
  const params = list.length * Object.keys(list[0]).length
  try {
    if (!given && !hasBeforeCommit(resource, 'post') && params <= MAX_STATEMENT_PARAMS) {
      const rows = await resource.db.exclusive(async () => await insertAll(resource, meta, list))
      // The answer is made of the rows: no entity per record (about 1 µs each, a tenth of a bulk's CPU).
      if (rows !== undefined) return { rows }
    }
    return await inOneTransaction(resource, list, given)
  } catch (error) {
    throw await explained(resource, meta, list, error)
  }
}

/**
 * Distinct values a refused bulk's explanation asks the database about, at most: past them the
 * 409 names no record, so that one bad record at the end of 1,000 costs no thousand lookups.
 */
const MAX_EXPLAINED_VALUES = 100

/**
 * The 409 of a refused bulk, naming the first record whose value clashes or names no parent (each
 * distinct value asked once, MAX_EXPLAINED_VALUES at most). Two records of the bulk sharing a key
 * were refused before the write.
 */
async function explained (resource: ModelResource, meta: ModelMeta, list: Values[], error: unknown): Promise<unknown> {
  const db = resource.db
  const failure = classifyDbError(error, false)
  if (failure !== 'unique' && failure !== 'foreign-key') return await db[EXPLAIN_FAILURE](error, { meta, values: {} })
  // Each key (a composite one as a whole) and each foreign key, a value asked once.
  const keyed = [...keyColumns(meta), ...meta.columns.filter(column => column.info.foreignKey !== undefined).map(column => [column])]
  const asked = new Set<string>()
  for (const [index, values] of list.entries()) {
    if (asked.size >= MAX_EXPLAINED_VALUES) break
    const fresh: Values = {}
    for (const columns of keyed) {
      const text = keyValuesText(columns, values)
      const key = `${keyNames(columns)}\u0000${text ?? ''}`
      if (text === undefined || asked.has(key)) continue
      asked.add(key)
      for (const column of columns) fresh[column.prop] = values[column.prop]
    }
    if (Object.keys(fresh).length === 0) continue
    const answer = await db[EXPLAIN_FAILURE](error, { meta, values: fresh, onlyExplained: true })
    if (answer instanceof errors.Conflict) return new errors.Conflict(`record ${index}: ${answer.message}`)
    if (answer !== error) return answer
  }
  return await db[EXPLAIN_FAILURE](error, { meta, values: {} })
}

/** One statement; on SQLite a generated id past the column's range takes the whole statement back. */
async function insertAll (resource: ModelResource, meta: ModelMeta, list: Values[]): Promise<Array<Record<string, unknown>> | undefined> {
  const writer = resource.db[kWriter]
  const rows = await writer.insertMany(meta, list)
  if (rows === undefined) return undefined
  const key = meta.primaryKey.prop
  const outOfRange = rows.some((row, index) => {
    try {
      checkGeneratedId(meta, row, list[index])
      return false
    } catch {
      return true
    }
  })
  if (outOfRange) {
    await writer.remove(meta, [{ column: meta.primaryKey, op: 'in', value: rows.map(row => row[key]) }])
    throw new errors.IdSpaceExhausted(meta.name)
  }
  return rows
}

async function inOneTransaction (resource: ModelResource, list: Values[], given: boolean): Promise<BulkWritten> {
  const model = modelOf(resource)
  const meta = model[kMeta]
  const records = await resource.db.exclusive(async () => await transactionBase(resource).transactional(async (em: EntityManager) => {
    resource[kWriteEm] = em
    try {
      if (given) await lockIds(em, resource.db, meta)
      let created: Model[]
      if (given) {
        // MikroORM's batched insert fails when some records name their id and others do not: one at a time.
        created = []
        for (const values of list) {
          const id = values[meta.primaryKey.prop]
          if (id !== undefined) await refuseCreatedTwice(em, model, id)
          created.push(em.create(model, await withStoredSpellings(resource.db, em, meta, { ...values }) as never) as Model)
          await em.flush()
          // Past a chosen id before the next generated one (PostgreSQL's sequence).
          if (values[meta.primaryKey.prop] !== undefined) await syncSequence(em, resource.db, meta)
        }
      } else {
        created = []
        for (const values of list) created.push(em.create(model, await withStoredSpellings(resource.db, em, meta, { ...values }) as never) as Model)
        await em.flush()
      }
      created.forEach((record, index) => { checkGeneratedId(meta, record, list[index]) })
      for (const [index, record] of created.entries()) {
        try {
          await beforeCommit(resource, 'post', record, 201)
        } catch (error) {
          throw atRecord(error, index)
        }
      }
      return created
    } finally {
      resource[kWriteEm] = undefined
    }
  }), true)
  return { records }
}

/** A hook's refusal of one record of a bulk names the record's index. */
export function atRecord (error: unknown, index: number): unknown {
  return errors.hookFailureAt(`record ${index}`, error)
}
