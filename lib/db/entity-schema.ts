import { EntitySchema } from '@mikro-orm/core'
import { kindOf } from '../columns/kinds/index.ts'
import type { Model , ModelType } from '../model/model.ts'
import type { ColumnMeta, ModelMeta } from '../model/model-meta.ts'
import { BadRelationship } from '../errors.ts'
import { onDeleteOf } from '../model/on-delete.ts'
import { serverDefaultSql } from './server-default.ts'
import type { Dialect } from './uri.ts'
import { kMeta } from '../symbols.ts'

type Property = Record<string, unknown>

/** A one-column index: `nulls first` on PostgreSQL, as every read orders a nullable column (lib/sql/order.ts). */
interface NullsFirstIndex { properties: string[], columns: Array<{ name: string, nulls: 'first' }> }

/**
 * PostgreSQL's default index keeps nulls last, which no scan reads as `asc nulls first` (nor
 * `desc nulls last`): an ordered page would sort the whole table. A nullable column's index is
 * built with its nulls first instead (SQLite's indexes keep them first already). A unique
 * constraint cannot say so: a nullable unique column gets such an index beside it.
 */
function nullsFirst (column: ColumnMeta, dialect: Dialect): boolean {
  return dialect === 'postgresql' && column.info.nullable && column.info.primaryKey !== true
}

function nullsFirstIndex (column: ColumnMeta): NullsFirstIndex {
  return { properties: [column.prop], columns: [{ name: column.name, nulls: 'first' }] }
}

function scalar (column: ColumnMeta, dialect: Dialect): Property {
  const { info } = column
  // A primary key is NOT NULL in SQL even when declared nullable (Author.id): telling the ORM
  // otherwise makes every schema update try to drop NOT NULL, which PostgreSQL refuses.
  const nullable = info.nullable && info.primaryKey !== true
  const property: Property = { ...kindOf(info).property(info, dialect), fieldName: column.name, nullable }
  if (info.primaryKey === true) {
    property.primary = true
    // Stated always: only a kind that asks for it (an integer key) is numbered by the database,
    // and never a column of a composite key.
    if (info.keyPart === true) property.autoincrement = false
    else property.autoincrement ??= false
  }
  if (info.unique === true) property.unique = true
  if (info.index === true) property.index = true
  if (info.comment !== undefined) property.comment = info.comment
  // Unless the kind writes the default itself (a choice's label is stored as its key).
  if (info.serverDefault !== undefined) property.defaultRaw ??= serverDefaultSql(info.serverDefault, dialect, kindOf(info).nowPrecision?.(info))
  return property
}

/** A foreign key maps as a many-to-one kept as its primary key, so one column serves both. */
function foreignKey (column: ColumnMeta, classByTable: Map<string, ModelType>, model: ModelMeta): Property {
  const [table] = (column.info.foreignKey ?? '').split('.')
  const target = classByTable.get(table)
  if (target === undefined) throw new BadRelationship(model.name, column.prop, `no record type of this DB has the table ${table}: add its model to new DB(uri, { models })`)
  return {
    kind: 'm:1',
    entity: () => target,
    mapToPk: true,
    fieldName: column.name,
    nullable: column.info.nullable,
    // Stated always: MikroORM's own default for a nullable key is 'set null' (children orphaned silently).
    deleteRule: onDeleteOf(column, model, target[kMeta]),
    ...(column.info.primaryKey === true ? { primary: true } : {}),
    // Every relationship load filters on this column, and PostgreSQL does not index a foreign key
    // by itself (a sequential scan per author's books was measured): always index it.
    // The primary key's index serves its first column only: a later column of a composite key is indexed too.
    ...(column.info.unique === true ? { unique: true } : column === model.primaryKey ? {} : { index: true })
  }
}

/** The MikroORM entity of a record type, built from its one declaration. */
export function entitySchemaOf (cls: ModelType, dialect: Dialect, classByTable: Map<string, ModelType>): EntitySchema {
  const meta = cls[kMeta]
  const properties: Record<string, Property> = {}
  const indexes: NullsFirstIndex[] = []
  for (const column of meta.columns) {
    const property = column.info.foreignKey !== undefined
      ? foreignKey(column, classByTable, meta)
      : scalar(column, dialect)
    if (nullsFirst(column, dialect) && (property.index === true || property.unique === true)) {
      delete property.index
      indexes.push(nullsFirstIndex(column))
    }
    properties[column.prop] = property
  }
  const uniques = meta.uniques.map(columns => ({ properties: columns.map(column => column.prop) }))
  return new EntitySchema({ class: cls, name: meta.name, tableName: meta.tableName, properties, indexes, uniques } as never)
}
