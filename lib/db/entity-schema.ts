import { BigIntType, EntitySchema } from '@mikro-orm/core'
import type { ColumnInfo } from '../columns/column-info.ts'
import type { Model } from '../model/model.ts'
import type { ColumnMeta, ModelMeta } from '../model/model-meta.ts'
import { BadRelationship } from '../errors.ts'
import { serverDefaultSql } from './server-default.ts'
import type { Dialect } from './uri.ts'

type Property = Record<string, unknown>

function typeOf (info: ColumnInfo, dialect: Dialect): Property {
  switch (info.kind) {
    case 'integer': return { type: 'integer' }
    case 'smallinteger': case 'choice': return { type: 'smallint' }
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
  const property: Property = { ...typeOf(info, dialect), fieldName: column.name, nullable: info.nullable }
  if (info.primaryKey === true) {
    property.primary = true
    property.autoincrement = info.kind === 'integer'
  }
  if (info.unique === true) property.unique = true
  if (info.index === true) property.index = true
  if (info.comment !== undefined) property.comment = info.comment
  if (info.serverDefault !== undefined) property.defaultRaw = serverDefaultSql(info.serverDefault, dialect)
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
    ...(column.info.primaryKey === true ? { primary: true } : {}),
    ...(column.info.index === true ? { index: true } : {}),
    ...(column.info.unique === true ? { unique: true } : {})
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
