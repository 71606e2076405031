import type { ModelType } from './model.ts'
import type { RelationshipDef } from './model-meta.ts'
import type { ColumnOf as ColumnOfClass } from './field-names.ts'

import type { Orphans } from './model-meta.ts'

/** The writing options: `orphans` only with `writable: true`, and a writable relationship is not read-only. */
type Writing<O> = { writable?: false, orphans?: never } | ({ writable: true, readOnly?: false } & O)

type Options = Omit<RelationshipDef, 'kind' | 'target' | 'writable' | 'orphans'>

/** The column names of the record type a thunk returns, either spelling. */
type ColumnOf<T extends () => ModelType> = ColumnOfClass<ReturnType<T>>

/**
 * A single relationship as declared, its foreign key's name kept as a type: `defineModel`
 * checks it against the model's own columns.
 */
export interface SingleDef<F extends string = string> extends RelationshipDef {
  kind: 'single'
  foreignKey?: F
}

/** The writing options of either kind: `writable`, then what happens to the records a write leaves out. */
type Writable = Writing<{ orphans?: Orphans }>

/** A typed list's options: its foreign key and order name the target's fields. */
type ListOptions<T extends () => ModelType> = Omit<Options, 'foreignKey' | 'orderBy'> & Writable & {
  foreignKey?: ColumnOf<T>
  orderBy?: ColumnOf<T> | `-${ColumnOf<T>}` | Array<ColumnOf<T> | `-${ColumnOf<T>}`>
}

/**
 * Relationship builders. The target is the record-type name, as in the contract (`'Book'`,
 * checked when a DB binds the models), or a thunk of its class (`() => Book`), which the
 * compiler checks along with a list's `foreignKey` and `orderBy`. Two models that name each
 * other cannot both use a thunk (TypeScript cannot infer such a cycle): one side names the other.
 */
export const Relationship = {
  /**
   * One related record, found through a foreign key on this model (e.g. Book.author). With
   * `writable: true` it is written with this model's POST, PUT and PATCH, the foreign key set to it.
   */
  single: singleOf,
  /**
   * The records of `target` whose foreign key points here (e.g. Author.books); at most `limit` (100) per parent in an answer.
   * `onDelete` (`'restrict'`, `'cascade'` or `'set null'`) is the ON DELETE of that foreign key.
   */
  list: listOf
}

function listOf<T extends () => ModelType> (target: T, options?: ListOptions<T>): RelationshipDef
function listOf (target: string, options?: Options & Writable): RelationshipDef
function listOf (target: string | (() => ModelType), options: Options & Writable = {}): RelationshipDef {
  return { ...options, kind: 'list', target }
}

type SingleOptions = Omit<Options, 'limit' | 'onDelete' | 'foreignKey'> & Writable

function singleOf (target: string | (() => ModelType), options?: SingleOptions): SingleDef<never>
function singleOf<const F extends string> (target: string | (() => ModelType), options: SingleOptions & { foreignKey: F }): SingleDef<F>
function singleOf (target: string | (() => ModelType), options: Omit<Options, 'limit' | 'onDelete'> & Writable = {}): SingleDef {
  return { ...options, kind: 'single', target }
}
