import { kMeta } from '../symbols.ts'
import { Type, type Static, type TObject, type TOptional, type TSchema } from 'typebox'
import type { ColumnSchema } from '../columns/column-info.ts'
import { COLUMN } from '../columns/column-info.ts'
import { toSnakeCase, type EitherCase } from './case.ts'
import { Model } from './model.ts'
import { NotAColumn } from '../errors.ts'
import { keysOf } from './keys.ts'
import type { ColumnMeta, ComputedDef, ModelMeta, RelationshipDef } from './model-meta.ts'
import type { SerialSettings } from '../serialize/serial-settings.ts'
import type { QueryBuilder } from '@mikro-orm/sql'
import type { OptionalProps } from '@mikro-orm/core'

type Columns = Record<string, ColumnSchema<any, any>>
type ValueOf<C> = C extends { '~value'?: infer V } ? Exclude<V, undefined> : never

/**
 * The fields of a record instance: column values (null when empty; undefined when never set, as
 * a new record's are: a write leaves such a column out) and computed results.
 */
export type RecordValues<C extends Columns, K extends Record<string, ComputedDef<any>>> =
  { -readonly [P in keyof C]?: ValueOf<C[P]> | null | undefined } &
  { readonly [P in keyof K]: Static<K[P]['type']> }

/** The wire object of a record type (relationships aside), for typed clients. */
export type WireSchema<C extends Columns, K extends Record<string, ComputedDef<any>>> =
  TObject<{ [P in keyof C]: TOptional<C[P]> } & { [P in keyof K]: TOptional<K[P]['type']> }>

type Relationships = Record<string, RelationshipDef>

/** What `defineModel` checks of its relationships: a single one's foreign key is one of the model's own columns. */
type CheckedRelationships<C, R> = {
  [P in keyof R]: R[P] extends { kind: 'single' } ? { foreignKey?: EitherCase<Extract<keyof C, string>> } : unknown
}

/** A column of the model, in either spelling: what a `primaryKey` or `unique` list names. */
type KeyColumn<C> = EitherCase<Extract<keyof C, string>>

/** The names a record's serial settings may list: its columns, computed fields and relationships, either spelling. */
type FieldName<C, K, R> = EitherCase<Extract<keyof C | keyof K | keyof R, string>>

export interface ModelDefinition<
  C extends Columns, K extends Record<string, ComputedDef<any>>, N extends string = string, R extends Relationships = Relationships,
  P extends readonly string[] = readonly string[]
> extends SerialSettings {
  /** The record-type name, e.g. `Book`. */
  name: N
  /** Defaults to the snake_case of the name (`OrderItem` to `order_item`). */
  tableName?: string | undefined
  columns: C
  /**
   * A composite primary key: its columns, in the order of the record's URL
   * (`{prefix}/{word}/{taskId}/{tagId}`). Without it, the one `primaryKey: true` column is the key.
   */
  primaryKey?: P & readonly [NoInfer<KeyColumn<C>>, NoInfer<KeyColumn<C>>, ...Array<NoInfer<KeyColumn<C>>>]
  /** Composite unique keys, each a list of columns: `[['projectId', 'name']]`. */
  unique?: ReadonlyArray<readonly [NoInfer<KeyColumn<C>>, ...Array<NoInfer<KeyColumn<C>>>]> | undefined
  relationships?: R & NoInfer<CheckedRelationships<C, R>>
  computed?: K
  SERIAL_STOPLIST?: ReadonlyArray<NoInfer<FieldName<C, K, R>>> | undefined
  SERIAL_FIELDS?: ReadonlyArray<NoInfer<FieldName<C, K, R>>> | undefined
  /**
   * The text fields `search=` looks in: text columns, or a text column of the record a single
   * relationship reaches (`author.lastName`). The database keeps an index of them (docs/query-language.md).
   */
  search?: readonly string[] | undefined
  /** PostgreSQL's text-search configuration for this model's index (default: the DB's `searchLanguage`, else `simple`). */
  searchLanguage?: string | undefined
}

/** A model's meta with its names as types: the record-type name, column and relationship names. */
export type ModelMetaOf<C extends Columns, N extends string, R extends Relationships, P extends readonly string[] = readonly []> =
  Omit<ModelMeta, 'name' | 'columnsByProp' | 'relationshipDefs'> & {
    readonly name: N
    readonly columnsByProp: Map<Extract<keyof C, string>, ColumnMeta>
    readonly relationshipDefs: { readonly [Q in keyof R]: R[Q] }
    /** Types only: a composite key's columns as `primaryKey` lists them (empty for a one-column key), for typed clients. */
    readonly '~primaryKey'?: P
  }

/** A record of a declared type: the Model methods and the type's fields. */
export type ModelInstance<C extends Columns, K extends Record<string, ComputedDef<any>>> =
  Model & RecordValues<C, K> & { [OptionalProps]?: keyof K } // computed fields are never written

/** The statics every record class has (meta, binding, serial settings), without Model's own loose constructor. */
export type ModelStatics = Omit<typeof Model, 'prototype' | 'query' | typeof kMeta>

/**
 * A record class made by `defineModel`: its constructor takes only the type's fields, its
 * instances carry them (so `em.find(Book, { title })` is checked), and `meta.name` is the
 * literal type name and its relationships' names (so resources can check the serial fields named for it).
 */
export interface ModelClass<
  C extends Columns = Columns,
  K extends Record<string, ComputedDef<any>> = Record<string, ComputedDef<any>>,
  N extends string = string,
  R extends Relationships = Relationships,
  P extends readonly string[] = readonly []
> extends ModelStatics {
  new (data?: Partial<RecordValues<C, K>>): ModelInstance<C, K>
  readonly [kMeta]: ModelMetaOf<C, N, R, P>
  /** TypeBox schema of the record's wire form, for `Static<typeof Book.schema>` in clients. */
  readonly schema: WireSchema<C, K>
  /** A MikroORM query builder typed with this record type's fields. */
  readonly query: QueryBuilder<ModelInstance<C, K>>
  readonly prototype: ModelInstance<C, K>
}

export type AnyModelClass = ModelClass<Columns, Record<string, ComputedDef<any>>>

function columnMetas (model: string, columns: Columns): ColumnMeta[] {
  return Object.entries(columns).map(([prop, schema]) => {
    // A plain TypeBox schema (or any value) has no column facts: named here, not as a crash later.
    const info = (schema as Partial<typeof schema> | null | undefined)?.[COLUMN]
    if (info === undefined) throw new NotAColumn(model, prop, describe(schema))
    return { prop, name: toSnakeCase(prop), schema, info }
  })
}

/** What a columns entry was instead of a column, in a few words. */
function describe (value: unknown): string {
  if (typeof value === 'function') return `the function ${(value as { name: string }).name || '(anonymous)'}, not called`
  if (value === null || typeof value !== 'object') return String(value)
  const type = (value as { type?: unknown }).type
  return typeof type === 'string' ? `a plain schema of type ${type}` : 'an object'
}

/**
 * Declares a record type once. The result is a record class (save, delete, toDict...) whose
 * meta is the single source for the ORM entity, validation, serializers and documents.
 */
export function defineModel<
  const C extends Columns, const K extends Record<string, ComputedDef<any>> = {}, const N extends string = string, const R extends Relationships = {},
  const P extends readonly string[] = readonly []
> (definition: ModelDefinition<C, K, N, R, P>): ModelClass<C, K, N, R, P> {
  const { columns, primaryKeys, uniques } = keysOf(definition.name, columnMetas(definition.name, definition.columns), definition.primaryKey, definition.unique)
  const computed = Object.entries(definition.computed ?? {}).map(([name, field]) => ({ ...field, name }))

  const meta: ModelMeta = {
    name: definition.name,
    tableName: definition.tableName ?? toSnakeCase(definition.name),
    columns,
    columnsByProp: new Map(columns.map(column => [column.prop, column])),
    primaryKey: primaryKeys[0],
    primaryKeys,
    uniques,
    computed,
    relationshipDefs: definition.relationships ?? {},
    relationships: [],
    searchPaths: [...definition.search ?? []],
    ...(definition.searchLanguage === undefined ? {} : { searchLanguage: definition.searchLanguage })
  }

  const properties: Record<string, TSchema> = {}
  for (const column of columns) properties[column.prop] = Type.Optional(column.schema)
  for (const field of computed) properties[field.name] = Type.Optional(field.type)

  // A named class, so that stack traces and MikroORM's messages say `Book`, not `anonymous`.
  const cls = { [definition.name]: class extends Model {} }[definition.name]
  Object.assign(cls, {
    [kMeta]: meta,
    schema: Type.Object(properties),
    SERIAL_STOPLIST: definition.SERIAL_STOPLIST,
    SERIAL_FIELDS: definition.SERIAL_FIELDS,
    SERIAL_FIELD_RELATIONS: definition.SERIAL_FIELD_RELATIONS,
    search: Object.freeze([...definition.search ?? []])
  })
  for (const field of computed) {
    Object.defineProperty(cls.prototype, field.name, {
      get () { return field.get(this) },
      enumerable: false,
      configurable: true
    })
  }
  return cls as unknown as ModelClass<C, K, N, R, P>
}
