import type { Condition, WhereNode } from '../read/condition.ts'
import { fieldValue } from './field-value.ts'
import type { ColumnMeta, ModelMeta } from './model-meta.ts'
import { encoderFor } from '../serialize/encode.ts'

/**
 * A record's key: its primary key's value, or for a composite key the list of its columns'
 * values in declared order (`[taskId, tagId]`).
 */
export type RecordKey = unknown

/** Whether the model's primary key has more than one column. */
export function isComposite (meta: ModelMeta): boolean {
  return meta.primaryKeys.length > 1
}

/** The key of a record (or of values): undefined while a part of it has no value. */
export function keyOf (meta: ModelMeta, record: object): RecordKey {
  if (!isComposite(meta)) return fieldValue(record, meta.primaryKey.prop)
  const parts = meta.primaryKeys.map(column => fieldValue(record, column.prop))
  return parts.some(part => part === undefined || part === null) ? undefined : parts
}

/** The conditions that find the record of `key`: one per key column. */
export function keyConditions (meta: ModelMeta, key: RecordKey): Condition[] {
  if (!isComposite(meta)) return [{ column: meta.primaryKey, op: 'eq', value: key }]
  const parts = key as unknown[]
  return meta.primaryKeys.map((column, index) => ({ column, op: 'eq', value: parts[index] }))
}

/** The condition that leaves out the record of `key`. */
export function otherThan (meta: ModelMeta, key: RecordKey): WhereNode {
  if (!isComposite(meta)) return { column: meta.primaryKey, op: 'ne', value: key }
  return { kind: 'not', items: keyConditions(meta, key) }
}

/**
 * A key as a URL's path names it: each part in its wire form (a date-time as it is shown, a
 * choice by its label: what the path is read back from), URL-encoded (a text part may hold a
 * space or a slash; a `Location` of `日本` unencoded was refused by Node after the commit: a 500).
 */
export function keyPath (meta: ModelMeta, key: RecordKey): string {
  if (!Array.isArray(key)) return encodeURIComponent(String(wirePart(meta.primaryKey, key)))
  return key.map((part, index) => encodeURIComponent(String(wirePart(meta.primaryKeys[index], part)))).join('/')
}

/** A key part's wire value: what an answer shows of it, and what a body or a path sends. */
export function wirePart (column: ColumnMeta, part: unknown): unknown {
  return encoderFor(column.info)(part)
}

/**
 * A key as messages show it: `7`, or `7/3` for a composite key, each part in its wire form (a
 * date-time as answers show it, not a Date's `toString()`: tried as a new user would), not URL-encoded.
 */
export function showKey (meta: ModelMeta, key: RecordKey): string {
  if (!Array.isArray(key)) return String(wirePart(meta.primaryKey, key))
  return key.map((part, index) => String(wirePart(meta.primaryKeys[index], part))).join('/')
}
