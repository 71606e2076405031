import type { FastifyReply, FastifyRequest } from 'fastify'
import { isComposite, keyConditions, keyOf, showKey } from '../../lib/model/record-key.ts'
import type { WhereNode } from '../../lib/read/condition.ts'
import { errors, type DB, type ModelMeta } from '../../lib/index.ts'
import type { Screen, ValidationEntry } from '../../lib/validate/screen-body.ts'
import { toDict } from '../../lib/serialize/to-dict.ts'
import { kMeta, kReader } from '../../lib/symbols.ts'
import { noteWrote } from './read-your-writes.ts'
import type { CamelCase } from '../hooks/camel-case-body.ts'
import { processInput } from '../hooks/input-hooks.ts'
import type { Data } from '../hooks/types.ts'
import type { MethodPlans } from '../resources/method-plans.ts'
import type { ModelResource } from '../resources/model-resource.ts'
import { atRecord, createRecords } from '../write/bulk-create.ts'
import { newRecordKeyProblems } from '../write/owned-keys.ts'
import { plainJson } from './plain-json.ts'
import { asWritten, cutPastAnswerBytes, logReadBackFailure } from './as-written.ts'
import { noteCreated } from '../write/batch-creates.ts'
import { validationFailed } from './validation-failed.ts'
import { clientChosenIds } from '../resources/client-ids.ts'
import type { RelatedTypes } from '../query/related-types.ts'

/** What a resource's bulk POST needs, built once at registration. */
export interface BulkPost {
  cls: typeof ModelResource
  db: DB
  plans: MethodPlans
  screen: Screen
  /** Each record's keys in camelCase before its hook runs. */
  camelCase: CamelCase
  /** Whose GET hooks narrow the records the answer nests. */
  types: RelatedTypes
}

/** A resource that takes bulk creates answers with the created records: an afterCommit of POST could not replace them. */
export function checkBulkResource (cls: typeof ModelResource): void {
  if (cls.bulk && cls.afterCommit?.post !== undefined) throw new errors.BulkAfterCommit(cls.name)
}

/**
 * The items of a bulk, checked before any hook runs: each a JSON object, with no id where ids
 * are the server's, no nested records. Problems are keyed by index (`"3"`, `"3.id"`, `"3.jobs"`).
 */
function shapeProblems (cls: typeof ModelResource, items: unknown[]): ValidationEntry[] {
  const { primaryKey: pk, name, relationships, primaryKeys } = cls.modelClass[kMeta]
  // A composite key is always the client's.
  const serverIds = !clientChosenIds(cls) && primaryKeys.length === 1
  const writable = relationships.filter(relation => relation.writable === true)
  const problems: ValidationEntry[] = []
  for (const [index, item] of items.entries()) {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      problems.push({ [String(index)]: 'The record must be a JSON object' })
    } else if (serverIds && ((item as Data)[pk.prop] ?? (item as Data)[pk.name] ?? null) !== null) {
      problems.push({ [`${index}.${pk.prop}`]: `${name} ids are chosen by the server: send no id` })
    }
    // Nested writes (extensions §7) are single-record writes: a bulk would drop them silently.
    for (const relation of writable) {
      if (item !== null && typeof item === 'object' && (item as Data)[relation.name] !== undefined) {
        problems.push({ [`${index}.${relation.name}`]: `Nested records are not written in a bulk create: POST this ${name} alone` })
      }
    }
  }
  return problems
}

/**
 * Every record's problems in one list, keyed `"<index>.<field>"` (an owned single's key too,
 * `"3.authorId"`); one missing-columns entry, last.
 */
function screenAll (meta: ModelMeta, screen: Screen, items: Data[]): Array<Record<string, unknown>> {
  const problems: ValidationEntry[] = []
  const missing: string[] = []
  const values = items.map((item, index) => {
    const screened = screen(item)
    for (const entry of screened.errors) {
      if ('missing_columns' in entry && Array.isArray(entry.missing_columns)) {
        missing.push(...entry.missing_columns.map(column => `${index}.${column}`))
      } else {
        for (const [field, text] of Object.entries(entry)) problems.push({ [`${index}.${field}`]: text as string })
      }
    }
    // As in a single POST, an owned single's key may not link an existing record (owned-keys.ts).
    problems.push(...newRecordKeyProblems(meta, item, `${index}.`))
    return screened.values
  })
  if (missing.length > 0) problems.push({ missing_columns: missing })
  if (problems.length > 0) throw validationFailed(meta, problems)
  return values
}

/**
 * POST of a JSON array: every record is created, or none (extensions §8). The process hook runs
 * for each record in order, every record is validated before anything is written, and the answer
 * is 201 `{"<Type>": [records]}` in input order, each as a single POST would show it.
 */
export async function postBulk (request: FastifyRequest, reply: FastifyReply, items: unknown[], bulk: BulkPost): Promise<FastifyReply> {
  const { cls, db, plans, screen, camelCase } = bulk
  const meta = cls.modelClass[kMeta]
  if (items.length > cls.maxBulk) throw new errors.BulkTooLarge(items.length, cls.maxBulk)
  const shape = shapeProblems(cls, items)
  if (shape.length > 0) throw validationFailed(meta, shape)
  // Every record's keys in camelCase before any hook runs; a column sent in both spellings is a 400.
  const renamed = items.map((item, index) => camelCase(item as Data, `${index}.`))
  const twice = renamed.flatMap(record => record.problems)
  if (twice.length > 0) throw validationFailed(meta, twice)
  const resource = new cls(request, db)
  const inputs: Data[] = []
  for (const [index, { data }] of renamed.entries()) {
    try {
      inputs.push((await processInput(resource, 'post', { data: data === items[index] ? { ...data } : data })).data)
    } catch (error) {
      throw atRecord(error, index)
    }
  }
  const written = await createRecords(resource, screenAll(meta, screen, inputs))
  noteCreated(cls.modelClass, (written.rows ?? written.records).map(record => keyOf(meta, record)))
  // Committed: this client's next GETs read on the primary, which has the records (read-your-writes).
  noteWrote(db, reply)
  const plan = plans.plan('post')
  let rows: Array<Record<string, unknown>>
  try {
    rows = written.rows !== undefined ? written.rows : await storedRows(db, meta, written.records)
    await db[kReader].loadRelations(plan, rows, plans.maxRecords, false, await bulk.types.nested(request, plan))
  } catch (error) {
    // Committed by now: the status stands (a 400 would say that nothing was written, a 500 invite a second bulk).
    if (error instanceof errors.TooManyRecords) return plainJson(reply.code(201)).send({ message: error.message })
    logReadBackFailure(request.log, error)
    const sources: readonly object[] = written.rows ?? written.records
    return plainJson(reply.code(201)).send({ [meta.name]: sources.map(source => asWritten(plan, source)) })
  }
  const dicts = rows.map(row => toDict(plan, row))
  cutPastAnswerBytes(plan, dicts, cls.maxAnswerBytes)
  return plainJson(reply.code(201)).send({ [meta.name]: dicts })
}

/** The rows of records created through MikroORM, read back in one statement, in the records' order. */
async function storedRows (db: DB, meta: ModelMeta, records: readonly object[]): Promise<Array<Record<string, unknown>>> {
  if (records.length === 0) return []
  const ids = records.map(record => keyOf(meta, record))
  const where: WhereNode[] = isComposite(meta)
    ? [{ kind: 'or', items: ids.map(id => ({ kind: 'and', items: keyConditions(meta, id) })) }]
    : [{ column: meta.primaryKey, op: 'in', value: ids }]
  const rows = await db[kReader].rows(meta, { where, order: [] })
  const byId = new Map(rows.map(row => [showKey(meta, keyOf(meta, row)), row]))
  return ids.map(id => byId.get(showKey(meta, id)) as Record<string, unknown>)
}

