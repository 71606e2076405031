import { COLUMN, type ColumnSchema } from '../columns/column-info.ts'
import { BadRelationship } from '../errors.ts'
import { toCamelCase } from './case.ts'
import { defineModel } from './define-model.ts'
import type { ModelType } from './model.ts'
import type { ColumnMeta, ModelMeta, RelationshipDef } from './model-meta.ts'
import { kMeta } from '../symbols.ts'

/** A column of the join table that references `key`: the same kind, not null (a part of its primary key). */
function linkColumn (owner: ModelMeta, key: ColumnMeta): ColumnSchema {
  const { default: _default, serverDefault: _server, unique: _unique, index: _index, onupdate: _onupdate, comment: _comment, doc: _doc, primaryKey: _key, ...info } = key.info
  return { ...key.schema, [COLUMN]: { ...info, nullable: false, foreignKey: `${owner.tableName}.${key.name}` } }
}

/**
 * The join models of the many-to-many relationships of `models` that name no `through`: one per
 * pair (`Task.tags` and `Tag.tasks` share `task_tag`, named by the side declared first), keyed
 * by each declaration. Its primary key is both columns (`task_id`, `tag_id`), each a foreign key
 * that cascades (see onDeleteOf).
 */
/**
 * The join model made for each declaration, the same for every DB of those models: a second
 * `new DB()` on them then resolves relationships equal to the first's (see sameFacts).
 */
const made = new WeakMap<RelationshipDef, ModelType>()

export function joinModels (models: readonly ModelType[]): Map<RelationshipDef, ModelType> {
  const byName = new Map(models.map(cls => [cls[kMeta].name, cls[kMeta]]))
  const joins = new Map<RelationshipDef, ModelType>()
  const byPair = new Map<string, ModelType>()
  for (const cls of models) {
    const owner = cls[kMeta]
    for (const [name, def] of Object.entries(owner.relationshipDefs)) {
      if (def.manyToMany === undefined || def.manyToMany.through !== undefined) continue
      const targetName = typeof def.target === 'function' ? def.target()[kMeta].name : def.target
      const target = byName.get(targetName)
      if (target === undefined) throw new BadRelationship(owner.name, name, `no record type ${targetName}: add ${targetName} to new DB(uri, { models })`)
      if (target === owner) throw new BadRelationship(owner.name, name, 'a many-to-many of a record type with itself needs a join model: name it with through')
      const known = byPair.get(`${target.name}\0${owner.name}`) ?? byPair.get(`${owner.name}\0${target.name}`)
      if (known === undefined && byName.has(`${owner.name}${target.name}`)) {
        throw new BadRelationship(owner.name, name, `the join model it would make, ${owner.name}${target.name}, is a record type already: name the join model with through`)
      }
      const join = known ?? made.get(def) ?? joinModel(owner, target)
      made.set(def, join)
      byPair.set(`${owner.name}\0${target.name}`, join)
      joins.set(def, join)
    }
  }
  return joins
}

function joinModel (owner: ModelMeta, target: ModelMeta): ModelType {
  const [source, linked] = [toCamelCase(`${owner.tableName}_${owner.primaryKey.name}`), toCamelCase(`${target.tableName}_${target.primaryKey.name}`)]
  const columns = { [source]: linkColumn(owner, owner.primaryKey), [linked]: linkColumn(target, target.primaryKey) }
  return defineModel({ name: `${owner.name}${target.name}`, tableName: `${owner.tableName}_${target.tableName}`, columns, primaryKey: [source, linked] }) as unknown as ModelType
}
