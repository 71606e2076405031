import { kMeta } from '../symbols.ts'
import type { TSchema } from 'typebox'
import type { ColumnInfo, ColumnSchema } from '../columns/column-info.ts'
import type { Condition, SearchCondition } from '../read/condition.ts'

/** One column of a model: `prop` is the camelCase wire name, `name` the snake_case column. */
export interface ColumnMeta {
  prop: string
  name: string
  schema: ColumnSchema
  info: ColumnInfo
}

export type RelationshipKind = 'single' | 'list'

/** What deleting a parent does to the children that reference it. */
export type OnDelete = 'restrict' | 'cascade' | 'set null'

/** The records a nested write leaves out: deleted, or kept (a list's unlinked). */
export type Orphans = 'delete' | 'keep'

/** A relationship as declared: the target is named (or a thunk of its class), and resolved once all models are known. */
export interface RelationshipDef {
  kind: RelationshipKind
  target: string | (() => { readonly [kMeta]: ModelMeta })
  /** The foreign-key property: on this model for `single`, on the target for `list`. Inferred when absent. */
  foreignKey?: string
  /** Order of a list: property names, `-` for descending. Defaults to the target's primary key. */
  orderBy?: string | string[]
  /** How deep a self-referential relationship is followed. */
  joinDepth?: number
  /** A list's most related records per parent in an answer, the first in its order (100 by default). */
  limit?: number
  /**
   * A list's rule when its parent is deleted: `'restrict'` (the default) refuses the delete with
   * a 409 while children remain; `'cascade'` deletes them, `'set null'` clears their foreign key.
   * It is the ON DELETE of the children's foreign key.
   */
  onDelete?: OnDelete
  /** Output only: ignored on input, reported `readOnly` (a back-reference). */
  readOnly?: boolean
  /**
   * Records of this relationship are written with the parent's POST, PUT and PATCH: a list's
   * children, or a single's one record (extensions §7, docs/resources.md "Nested writes").
   */
  writable?: boolean
  /**
   * What a PUT (or a PATCH sending the relationship) does to the records it leaves out: a list's
   * children absent from it, the record a single no longer links. `'delete'` (the default) deletes
   * them; `'keep'` keeps them, a list's unlinked (its foreign key must be nullable).
   */
  orphans?: Orphans
  doc?: string
  /**
   * A many-to-many (kind `list`): the related records are those a join model links to this one.
   * `through` names that model (holding a foreign key to each side); absent, a join table is made
   * for the pair (see lib/model/join-model.ts).
   */
  manyToMany?: { through?: string | (() => { readonly [kMeta]: ModelMeta }) }
}

/** The join of a many-to-many: rows of `meta` whose `source` is the parent's key and `target` the related record's. */
export interface Link {
  meta: ModelMeta
  source: ColumnMeta
  target: ColumnMeta
}

export interface OrderTerm {
  column: ColumnMeta
  descending: boolean
  /**
   * The single relationships from the ordered record type to `column`'s (extensions §1:
   * `orderBy=author.lastName`), each with its type's GET hook conditions; absent for its own column.
   */
  path?: ReadonlyArray<{ relation: RelationshipMeta, narrowing: Condition[] }>
  /** `orderBy=relevance`: the order is the search's rank, not `column` (the type's key, for the shape of the term). */
  relevance?: SearchCondition
}

/** A relationship joined to its target: rows of `target` whose `remote` equals this row's `local`. */
export interface RelationshipMeta extends RelationshipDef {
  target: string
  name: string
  model: ModelMeta
  targetMeta: ModelMeta
  local: ColumnMeta
  remote: ColumnMeta
  /** The declared order, the target's primary key last, so that a limited list is always the same. */
  order: OrderTerm[]
  /** The most related records per parent: the declared (or default) limit of a list, 1 for a single. */
  limit: number
  /** A many-to-many's join (`remote` is then its `source`, a column of the join model, not of the target). */
  through?: Link
}

/** A field computed from the record, output only (e.g. `fullName`). */
export interface ComputedDef<R = Record<string, unknown>> {
  type: TSchema
  get: (record: R) => unknown
  doc?: string
}

export interface ComputedMeta extends ComputedDef {
  name: string
}

/** All facts about one record type, fixed when it is declared (relationships when the DB binds it). */
export interface ModelMeta {
  name: string
  tableName: string
  columns: ColumnMeta[]
  columnsByProp: Map<string, ColumnMeta>
  /** The primary key's column; of a composite key, its first column (`primaryKeys` holds them all). */
  primaryKey: ColumnMeta
  /** The primary key's columns in declared order: one, or the columns of `primaryKey: [...]`. */
  primaryKeys: ColumnMeta[]
  /** The composite unique keys of `unique: [[...], ...]`, each its columns in declared order. */
  uniques: ColumnMeta[][]
  computed: ComputedMeta[]
  relationshipDefs: Record<string, RelationshipDef>
  /** Filled when a DB binds the model and resolves its targets. */
  relationships: RelationshipMeta[]
  /** The fields `search=` looks in, as declared (`title`, `author.lastName`); empty: no search. */
  searchPaths: readonly string[]
  /** The text-search language (PostgreSQL's configuration), when the model names one. */
  searchLanguage?: string
  /** The search fields, resolved when a DB binds the model (lib/model/search-fields.ts). */
  search?: SearchIndex
  /** A join model's foreign keys that some many-to-many links through: `on delete cascade` unless declared otherwise. */
  linkKeys?: Set<ColumnMeta>
}

/** One field of a search index: a text column of the record, or of the record one single relationship reaches. */
export interface SearchField {
  column: ColumnMeta
  relation?: RelationshipMeta
}

/** A model's search index: its fields and language, and the table that holds it. */
export interface SearchIndex {
  /** The fields as declared (`title`, `author.lastName`), by the model or by its resources' `static search`. */
  paths: readonly string[]
  fields: SearchField[]
  language: string
  /** `<table>_search`: an FTS5 table on SQLite, a table of tsvectors on PostgreSQL. */
  table: string
}
