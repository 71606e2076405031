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

/**
 * A relationship as declared, with what a typed client reads from it kept as types: its kind,
 * its target (a record-type name or a thunk of its class) and whether it is written with its parent.
 */
export type TypedDef<K extends 'single' | 'list', T, W extends boolean> = RelationshipDef & { kind: K, target: T, writable?: W }

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
  list: listOf,
  /**
   * The records of `target` linked to this one through a join model (e.g. Book.tags): `through`
   * names a model holding a foreign key to each side (its own columns stay reachable through its
   * own list relationships); without it, a join table is made for the pair (`book_tag`, primary
   * key `(book_id, tag_id)`). Either way a link dies with either record (`on delete cascade`),
   * unless the join model's relationships declare otherwise. Read as a list in every answer.
   * With `writable: true` a write sends the linked records (by key alone to link one; without a
   * key to create one) or in a PATCH `{add, remove}`; unlinking never deletes a record.
   */
  manyToMany: manyToManyOf
}

type ManyToManyOptions = Omit<Options, 'foreignKey' | 'onDelete' | 'manyToMany' | 'readOnly'> & Writing<{ orphans?: never }> & {
  /** The join model: its name, or a thunk of its class. */
  through?: string | (() => ModelType)
}

/** A many-to-many as declared: a list whose records are linked, not owned (a typed client's write takes them by key). */
export type ManyToManyDef<T, W extends boolean> = TypedDef<'list', T, W> & { manyToMany: { through?: string | (() => ModelType) } }

function manyToManyOf<T extends () => ModelType, const W extends boolean = false> (target: T, options?: Omit<ManyToManyOptions, 'orderBy'> & {
  orderBy?: ColumnOf<T> | `-${ColumnOf<T>}` | Array<ColumnOf<T> | `-${ColumnOf<T>}`>
} & { writable?: W }): ManyToManyDef<T, W>
function manyToManyOf<const T extends string, const W extends boolean = false> (target: T, options?: ManyToManyOptions & { writable?: W }): ManyToManyDef<T, W>
function manyToManyOf (target: string | (() => ModelType), options: ManyToManyOptions = {}): RelationshipDef {
  const { through, ...rest } = options
  return { ...rest, kind: 'list', target, manyToMany: through === undefined ? {} : { through } }
}

function listOf<T extends () => ModelType, const W extends boolean = false> (target: T, options?: ListOptions<T> & { writable?: W }): TypedDef<'list', T, W>
function listOf<const T extends string, const W extends boolean = false> (target: T, options?: Options & Writable & { writable?: W }): TypedDef<'list', T, W>
function listOf (target: string | (() => ModelType), options: Options & Writable = {}): RelationshipDef {
  return { ...options, kind: 'list', target }
}

type SingleOptions = Omit<Options, 'limit' | 'onDelete' | 'foreignKey'> & Writable

function singleOf<const T extends string | (() => ModelType), const W extends boolean = false> (target: T, options?: SingleOptions & { writable?: W }): SingleDef<never> & TypedDef<'single', T, W>
function singleOf<const T extends string | (() => ModelType), const F extends string, const W extends boolean = false> (target: T, options: SingleOptions & { foreignKey: F, writable?: W }): SingleDef<F> & TypedDef<'single', T, W>
function singleOf (target: string | (() => ModelType), options: Omit<Options, 'limit' | 'onDelete'> & Writable = {}): SingleDef {
  return { ...options, kind: 'single', target }
}
