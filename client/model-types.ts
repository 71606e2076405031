// What a typed client reads from the record classes a user declared, as types only: the wire row,
// the relationships an answer carries, what a write takes. Nothing here exists at run time.
import type { Static, TSchema } from 'typebox'
import type { ColumnKind } from '../lib/columns/column-info.ts'
import type { ColumnMeta, RelationshipDef } from '../lib/model/model-meta.ts'
import type { kMeta } from '../lib/symbols.ts'

/** A record class as the client sees it: its wire schema and its meta's names. */
export interface ClientModel {
  readonly schema: TSchema
  readonly [kMeta]: {
    readonly name: string
    readonly columnsByProp: Map<string, ColumnMeta>
    readonly relationshipDefs: { readonly [name: string]: RelationshipDef }
  }
}

/** The API a client talks to: each collection URL (`/books`) and the record class it serves. */
export type ApiModels = Record<string, ClientModel>

/** The record-type name of `M` (`'Book'`): the key of a page or bulk answer. */
export type NameOf<M extends ClientModel> = M[typeof kMeta]['name']

/** The column names of `M` (camelCase, as answers spell them). */
export type ColumnOf<M extends ClientModel> =
  M[typeof kMeta]['columnsByProp'] extends Map<infer K extends string, unknown> ? K : never

/** `task_id` to `taskId`: a key list may name its columns in either spelling. */
type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S

/** A composite key's columns (camelCase) in declared order; an empty tuple for a one-column key. */
export type KeyNamesOf<M extends ClientModel> =
  M[typeof kMeta] extends { readonly '~primaryKey'?: infer P extends readonly string[] } ? { -readonly [I in keyof P]: CamelCase<P[I]> } : []

/** The columns of a composite key: never null, sent by a create, named by the record's URL. */
type KeyPartOf<M extends ClientModel> = KeyNamesOf<M>[number] & string

/** What a write must send of a column (lib/columns/column.ts InputRule); unknown for a schema without it. */
type RuleOf<M extends ClientModel, K> = K extends KeyPartOf<M> ? 'key'
  : K extends keyof Properties<M> ? (Properties<M>[K] extends { '~input'?: infer I } ? Exclude<I, undefined> : unknown) : unknown

/** The kind of column `K` (lib/columns/column-info.ts ColumnSchema); never for a schema that does not say it. */
export type KindOf<M extends ClientModel, K> = K extends keyof Properties<M>
  ? (Properties<M>[K] extends { '~columnKind'?: infer C } ? Extract<C, ColumnKind> : never) : never

/** The primary key's columns of `M`: a composite key's, or the one key column. */
export type KeyColumnOf<M extends ClientModel> = { [K in ColumnOf<M>]: [RuleOf<M, K>] extends ['key' | 'generated key'] ? K : never }[ColumnOf<M>]

/** An object type written out flat, as an editor should show an answer. */
type Flat<T> = { [K in keyof T]: T[K] } & {}

type Properties<M extends ClientModel> = M['schema'] extends { properties: infer P } ? P : {}

/** The write-only columns of `M` (a password): sent, never answered. */
type WriteOnlyOf<M extends ClientModel> = { [K in keyof Properties<M>]: Properties<M>[K] extends { writeOnly: true } ? K : never }[keyof Properties<M>]

/** The columns a query may name (filters, `where`, `orderBy`): all but the write-only ones, which the server refuses there. */
export type ReadableColumnOf<M extends ClientModel> = Exclude<ColumnOf<M>, WriteOnlyOf<M>>

/**
 * Every column and computed field is present in an answer (null when empty): the schema's
 * optional keys become required; write-only columns are left out. A primary key's columns are
 * never null, even declared `nullable`: the server always answers a record's key.
 */
export type RowOf<M extends ClientModel> = {
  -readonly [K in keyof Static<M['schema']> as K extends WriteOnlyOf<M> ? never : K]-?: K extends KeyPartOf<M> | KeyColumnOf<M> ? NonNullable<Static<M['schema']>[K]> : Static<M['schema']>[K]
}

type Defs<M extends ClientModel> = M[typeof kMeta]['relationshipDefs']

/** The record class a relationship targets: a thunk's class, or the class of that name among the API's. */
export type TargetOf<A extends ApiModels, D> =
  D extends { target: () => infer T extends ClientModel } ? T
    : D extends { target: infer N extends string } ? Extract<A[keyof A], { readonly [kMeta]: { readonly name: N } }>
      : never

/** A related record as an answer shows it: its row (its own relationships are not followed). */
type RelatedRow<A extends ApiModels, D> = [TargetOf<A, D>] extends [never] ? Record<string, unknown> : RowOf<TargetOf<A, D>>

/** The relationships of `M` as an answer carries them: a single's record or null, a list's records. */
export type RelatedOf<A extends ApiModels, M extends ClientModel> = {
  -readonly [P in keyof Defs<M>]: Defs<M>[P] extends { kind: 'list' } ? Array<RelatedRow<A, Defs<M>[P]>> : RelatedRow<A, Defs<M>[P]> | null
}

/** A record as `GET {url}/{id}` answers it: its row and its relationships. */
export type RecordOf<A extends ApiModels, M extends ClientModel> = Flat<RowOf<M> & RelatedOf<A, M>>

/** A field of an answer, as `fields` names it. */
export type FieldOf<A extends ApiModels, M extends ClientModel> = keyof RecordOf<A, M> & string

/**
 * A record of only the fields a selection names. A selection known only as an array (not a
 * tuple: `string[]` made at run time) may name any of them, so each is optional.
 */
export type Selected<A extends ApiModels, M extends ClientModel, F extends readonly string[]> = number extends F['length']
  ? Flat<Partial<Pick<RecordOf<A, M>, F[number] & keyof RecordOf<A, M>>>>
  : Flat<Pick<RecordOf<A, M>, F[number] & keyof RecordOf<A, M>>>

/** A selection that names no field: the server refuses `fields=` (400), so it does not compile. */
export type NotEmpty<F extends readonly unknown[]> = F extends readonly [] ? never : unknown

/** How a write sends a record: a create (POST), a replace (PUT, the key in the path) or an update (PATCH). */
export type WriteMode = 'create' | 'replace' | 'update'

type Static_<M extends ClientModel> = Static<M['schema']>
type Value<M extends ClientModel, K> = K extends keyof Static_<M> ? (K extends KeyPartOf<M> ? NonNullable<Static_<M>[K]> : Exclude<Static_<M>[K], undefined>) : never

/** The columns a write of this mode must send: a create every required column and a key the server does not make; a PUT the required columns. */
type MustSend<M extends ClientModel, Mode extends WriteMode> = Mode extends 'update' ? never : {
  [K in ColumnOf<M>]: [RuleOf<M, K>] extends ['required'] ? K : [RuleOf<M, K>] extends ['key'] ? (Mode extends 'create' ? K : never) : never
}[ColumnOf<M>]

/**
 * The column values a write sends (computed fields are never written): in a create the required
 * columns (not nullable, no default, not a key the server makes) are required, in a PUT those but
 * the key, in a PATCH none.
 */
export type ColumnValues<M extends ClientModel, Mode extends WriteMode = 'update'> = Flat<
  & { [K in ColumnOf<M> & keyof Static_<M> as K extends MustSend<M, Mode> ? never : K]?: Value<M, K> }
  & { [K in ColumnOf<M> & keyof Static_<M> as K extends MustSend<M, Mode> ? K : never]: Value<M, K> }
>

/** A record named by its key alone (`{ id: 3 }`): what a many-to-many links or a PATCH's `remove` names. */
export type KeyRefOf<M extends ClientModel> = { [K in KeyColumnOf<M> & keyof Static_<M>]: NonNullable<Static_<M>[K]> }

type WritableNames<M extends ClientModel> = {
  [P in keyof Defs<M>]: Defs<M>[P] extends { writable?: true } ? P : never
}[keyof Defs<M>]

/** A list's records in a PATCH: the whole list, or those to add and remove (each naming its primary key). */
export interface ListChanges<T, R = T> {
  add?: T[]
  remove?: R[]
}

/** A record of a many-to-many's set: by its key alone (linked as it is), with fields (changed, then linked), or without a key (created). */
export type LinkInput<A extends ApiModels, D> = [TargetOf<A, D>] extends [never] ? Record<string, unknown>
  : (KeyRefOf<TargetOf<A, D>> & ColumnValues<TargetOf<A, D>>) | ColumnValues<TargetOf<A, D>, 'create'>

type LinkRef<A extends ApiModels, D> = [TargetOf<A, D>] extends [never] ? Record<string, unknown> : KeyRefOf<TargetOf<A, D>>

type NestedInput<A extends ApiModels, D> = [TargetOf<A, D>] extends [never] ? Record<string, unknown> : ColumnValues<TargetOf<A, D>>

type RelationshipInput<A extends ApiModels, D, Mode extends WriteMode> =
  D extends { manyToMany: object }
    ? Array<LinkInput<A, D>> | (Mode extends 'update' ? ListChanges<LinkInput<A, D>, LinkRef<A, D>> : never)
    : D extends { kind: 'list' }
      ? Array<NestedInput<A, D>> | (Mode extends 'update' ? ListChanges<NestedInput<A, D>> : never)
      : NestedInput<A, D> | null

/**
 * What a write takes: the columns (ColumnValues), and each writable relationship's records
 * (nested writes): a single's record (or null), a list's records, a many-to-many's set (records by
 * key, or new ones); a PATCH also takes a list's or a many-to-many's `{add, remove}`.
 */
export type InputOf<A extends ApiModels, M extends ClientModel, Mode extends WriteMode = 'create'> = ColumnValues<M, Mode> & {
  [P in WritableNames<M>]?: RelationshipInput<A, Defs<M>[P], Mode>
}

/** A record of a bulk create: its columns only (a bulk writes no nested records). */
export type BulkInputOf<M extends ClientModel> = ColumnValues<M, 'create'>
