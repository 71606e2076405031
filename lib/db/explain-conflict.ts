import { Conflict, IdSequenceBehind, IdSpaceExhausted } from '../errors.ts'
import type { ModelMeta } from '../model/model-meta.ts'
import type { ColumnMeta } from '../model/model-meta.ts'
import { isComposite, otherThan } from '../model/record-key.ts'
import type { WhereNode } from '../read/condition.ts'
import { classifyDbError, constraintOf } from './classify-error.ts'
import { referencedBy, stillReferenced } from './still-referenced.ts'
import { withArticle } from '../model/case.ts'

type Values = Record<string, unknown>

/** How an explanation asks the database: the primary keys of at most `limit` rows of `owner` matching every condition. */
export interface RowLookup {
  readonly metas: readonly ModelMeta[]
  find: (owner: ModelMeta, where: WhereNode[], limit: number) => Promise<unknown[]>
  /** Whether `constraint` is `meta`'s primary key, its id sequence behind its stored ids (PostgreSQL; false where none numbers it). */
  sequenceBehind: (meta: ModelMeta, constraint: string) => Promise<boolean>
}

/** A write the database refused. */
export interface FailedWrite {
  meta: ModelMeta
  /** The values written (a record's own properties for `save()`). */
  values: Values
  /** The key of the record written (record-key.ts), unless it is a create that names no id of its own. */
  id?: unknown
  deleting?: boolean
  /**
   * The model layer's flush may hold other changes of the session: there a failure no value
   * explains keeps the driver's error rather than a 409 that may name the wrong record.
   */
  onlyExplained?: boolean
  /**
   * save() of one new record (with onlyExplained): a clash of the table's own key, its sequence
   * behind the stored ids, is explained even so, as a POST's is. Not a bulk or nested write's,
   * where each record asked would cost a query and a record with an id of its own may be the one.
   */
  askSequence?: boolean
}

async function exists (lookup: RowLookup, meta: ModelMeta, prop: string, value: unknown, exceptId?: unknown): Promise<boolean> {
  const column = meta.columnsByProp.get(prop)
  return column !== undefined && await combinationExists(lookup, meta, [column], { [prop]: value }, exceptId)
}

/** Whether another row holds `values` in every one of `columns` (a row other than the record `exceptId`, when given). */
async function combinationExists (lookup: RowLookup, meta: ModelMeta, columns: readonly ColumnMeta[], values: Values, exceptId?: unknown): Promise<boolean> {
  const where: WhereNode[] = columns.map(column => ({ column, op: 'eq', value: values[column.prop] }))
  if (exceptId !== undefined) where.push(otherThan(meta, exceptId))
  return (await lookup.find(meta, where, 1)).length > 0
}

/** Whether `values` hold every one of `columns` (a null never clashes: SQL's unique keys let nulls repeat). */
function holdsAll (columns: readonly ColumnMeta[], values: Values): boolean {
  return columns.every(column => values[column.prop] !== undefined && values[column.prop] !== null)
}

/** A composite key's clash: the fields named together (extensions §11). */
function combinationTaken (columns: readonly ColumnMeta[]): Error {
  return new Conflict(`${columns.map(column => column.prop).join(', ')}: this combination already exists`)
}

/** The value that clashes with another record's (a taken id, a unique column, a composite key's combination). */
async function clash (lookup: RowLookup, { meta, values, id }: FailedWrite): Promise<Error | undefined> {
  if (isComposite(meta) && id === undefined && holdsAll(meta.primaryKeys, values) &&
    await combinationExists(lookup, meta, meta.primaryKeys, values)) {
    return combinationTaken(meta.primaryKeys)
  }
  for (const column of meta.columns) {
    const value = values[column.prop]
    if (value === undefined || value === null) continue
    if (column === meta.primaryKey && !isComposite(meta) && id === undefined && await exists(lookup, meta, column.prop, value)) {
      return new Conflict(`${withArticle(meta.name, true)} with ${column.prop} ${String(value)} already exists`)
    }
    if (column.info.unique === true && await exists(lookup, meta, column.prop, value, id)) {
      return new Conflict(`${withArticle(meta.name, true)} with this ${column.prop} already exists`)
    }
  }
  for (const columns of meta.uniques) {
    if (holdsAll(columns, values) && await combinationExists(lookup, meta, columns, values, id)) {
      return columns.length === 1 ? new Conflict(`${withArticle(meta.name, true)} with this ${columns[0].prop} already exists`) : combinationTaken(columns)
    }
  }
  return undefined
}

/** The foreign key whose value names no record. */
async function missingParent (lookup: RowLookup, { meta, values }: FailedWrite): Promise<Error | undefined> {
  for (const column of meta.columns) {
    const value = values[column.prop]
    if (column.info.foreignKey === undefined || value === undefined || value === null) continue
    const [table] = column.info.foreignKey.split('.')
    const target = lookup.metas.find(candidate => candidate.tableName === table)
    if (target !== undefined && !await exists(lookup, target, target.primaryKey.prop, value)) {
      return new Conflict(`${column.prop} ${String(value)} does not match any ${target.name}`)
    }
  }
  return undefined
}

/** The record type still referencing the row a delete was refused. */
async function referencing (lookup: RowLookup, { meta, id }: FailedWrite): Promise<string | undefined> {
  return await referencedBy(lookup.metas, meta, id, async (owner, column, value, limit) =>
    await lookup.find(owner, [{ column, op: 'eq', value }], limit))
}

/**
 * The catalogued error a refused write answers with, for the routes and the model layer alike:
 * a 409 naming the clashing column, the missing parent or the referencing record type (asked of
 * the database on the failure path only; the driver's message text is never parsed), the
 * exhausted id space, or the error itself when it is no constraint failure.
 */
export async function conflictOf (lookup: RowLookup, error: unknown, write: FailedWrite): Promise<unknown> {
  const { meta } = write
  const failure = classifyDbError(error, write.deleting === true)
  if (failure === 'exhausted') return new IdSpaceExhausted(meta.name)
  if (failure === 'referenced') {
    const by = await referencing(lookup, write)
    // The reference may be gone by now (deleted concurrently): the delete was refused all the same.
    if (by === undefined && write.onlyExplained === true) return error
    return stillReferenced(meta, write.id, by ?? 'another record')
  }
  if (failure !== 'unique' && failure !== 'foreign-key') return error
  const named = failure === 'unique' ? await clash(lookup, write) : await missingParent(lookup, write)
  if (named !== undefined) return named
  if (write.onlyExplained === true && write.askSequence !== true) return error
  // A create that left its id to the database, refused by its primary key: the id drawn is a stored row's.
  const constraint = failure === 'unique' ? constraintOf(error) : undefined
  if (constraint !== undefined && write.id === undefined && !isComposite(meta) && write.values[meta.primaryKey.prop] === undefined &&
    await lookup.sequenceBehind(meta, constraint)) return new IdSequenceBehind(meta.name)
  if (write.onlyExplained === true) return error
  return new Conflict(failure === 'unique'
    ? `The ${meta.name} clashes with a unique value of another record`
    : `The ${meta.name} refers to a record that does not exist`)
}
