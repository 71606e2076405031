import { BigIntType, EntitySchema, Type, type EntityProperty, type Platform } from '@mikro-orm/core'
import type { ColumnInfo } from '../columns/column-info.ts'
import { choiceKey } from '../columns/column.ts'
import type { Model } from '../model/model.ts'
import type { ColumnMeta, ModelMeta } from '../model/model-meta.ts'
import { BadRelationship } from '../errors.ts'
import { onDeleteOf } from '../model/on-delete.ts'
import { serverDefaultSql } from './server-default.ts'
import type { Dialect } from './uri.ts'

type Property = Record<string, unknown>

/** A choice column: the database holds the integer key, the record the label (a key is accepted too). */
class ChoiceType extends Type<string | number | null | undefined, number | null | undefined> {
  private readonly labels: Record<number, string>
  private readonly keys: Map<string, number>

  constructor (choices: Record<number, string>) {
    super()
    this.labels = choices
    this.keys = new Map(Object.entries(choices).map(([key, label]) => [label, Number(key)]))
  }

  override convertToDatabaseValue (value: string | number | null | undefined): number | null | undefined {
    if (value === null || value === undefined) return value
    const key = typeof value === 'number' ? value : this.keys.get(value)
    if (key === undefined || !Object.hasOwn(this.labels, key)) throw new RangeError(`The value ${value} is not a valid choice`)
    return key
  }

  override convertToJSValue (value: number | null | undefined): string | number | null | undefined {
    return value === null || value === undefined ? value : this.labels[Number(value)] ?? value
  }

  override getColumnType (prop: EntityProperty, platform: Platform): string {
    return platform.getSmallIntTypeDeclarationSQL(prop)
  }

  override compareAsType (): string {
    return 'number'
  }

  // A label or a key, not one scalar type: MikroORM would otherwise refuse `em.assign()` of a
  // label (a PUT through the unit of work assigning a default declared as the label).
  override get runtimeType (): string {
    return 'string | number'
  }
}

function typeOf (info: ColumnInfo, dialect: Dialect): Property {
  switch (info.kind) {
    case 'integer': return { type: 'integer' }
    case 'smallinteger': return { type: 'smallint' }
    case 'choice': return { type: new ChoiceType(info.choices ?? {}) }
    case 'biginteger': return { type: new BigIntType('string') }
    case 'string':
      return info.maxLength === undefined
        ? { type: 'string', columnType: dialect === 'postgresql' ? 'varchar' : 'text' }
        : { type: 'string', length: info.maxLength }
    case 'text': return { type: 'text' }
    case 'float': return { type: 'double' }
    case 'numeric': return { type: 'decimal', precision: info.precision, scale: info.scale }
    case 'date': return { type: 'date' }
    case 'datetime': return { type: 'datetime' }
    case 'boolean': return { type: 'boolean' }
  }
}

function scalar (column: ColumnMeta, dialect: Dialect): Property {
  const { info } = column
  // A primary key is NOT NULL in SQL even when declared nullable (Author.id): telling the ORM
  // otherwise makes every schema update try to drop NOT NULL, which PostgreSQL refuses.
  const nullable = info.nullable && info.primaryKey !== true
  const property: Property = { ...typeOf(info, dialect), fieldName: column.name, nullable }
  if (info.primaryKey === true) {
    property.primary = true
    property.autoincrement = info.kind === 'integer'
  }
  if (info.unique === true) property.unique = true
  if (info.index === true) property.index = true
  if (info.comment !== undefined) property.comment = info.comment
  if (info.serverDefault !== undefined) {
    // A choice column's server default may name a label: the database holds its key.
    const key = info.kind === 'choice' ? choiceKey(info.choices ?? {}, info.serverDefault) : undefined
    property.defaultRaw = key === undefined ? serverDefaultSql(info.serverDefault, dialect) : String(key)
  }
  return property
}

/** A foreign key maps as a many-to-one kept as its primary key, so one column serves both. */
function foreignKey (column: ColumnMeta, classByTable: Map<string, typeof Model>, model: ModelMeta): Property {
  const [table] = (column.info.foreignKey ?? '').split('.')
  const target = classByTable.get(table)
  if (target === undefined) throw new BadRelationship(model.name, column.prop, `no record type has the table ${table}`)
  return {
    kind: 'm:1',
    entity: () => target,
    mapToPk: true,
    fieldName: column.name,
    nullable: column.info.nullable,
    // Stated always: MikroORM's own default for a nullable key is 'set null' (children orphaned silently).
    deleteRule: onDeleteOf(column, model, target.meta),
    ...(column.info.primaryKey === true ? { primary: true } : {}),
    // Every relationship load filters on this column, and PostgreSQL does not index a foreign key
    // by itself (a sequential scan per author's books was measured): always index it.
    ...(column.info.unique === true ? { unique: true } : column.info.primaryKey === true ? {} : { index: true })
  }
}

/** The MikroORM entity of a record type, built from its one declaration. */
export function entitySchemaOf (cls: typeof Model, dialect: Dialect, classByTable: Map<string, typeof Model>): EntitySchema {
  const { meta } = cls
  const properties: Record<string, Property> = {}
  for (const column of meta.columns) {
    properties[column.prop] = column.info.foreignKey !== undefined
      ? foreignKey(column, classByTable, meta)
      : scalar(column, dialect)
  }
  return new EntitySchema({ class: cls, name: meta.name, tableName: meta.tableName, properties } as never)
}
