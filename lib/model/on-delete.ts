import { BadRelationship } from '../errors.ts'
import type { ColumnMeta, ModelMeta, OnDelete } from './model-meta.ts'

const RULES: readonly unknown[] = ['restrict', 'cascade', 'set null'] satisfies OnDelete[]

/**
 * The ON DELETE of `owner`'s foreign key `column` to `target`: what `target`'s list relationship
 * over that key declares (`onDelete`), else `'restrict'`, so that deleting a referenced row is
 * refused rather than silently orphaning (or losing) its children; a key a many-to-many links
 * through cascades instead (a link is no record of its own).
 */
export function onDeleteOf (column: ColumnMeta, owner: ModelMeta, target: ModelMeta): OnDelete {
  const list = target.relationships.find(relationship => relationship.kind === 'list' &&
    relationship.targetMeta === owner && relationship.remote === column && relationship.onDelete !== undefined)
  // A many-to-many's link dies with either record it links.
  if (list === undefined) return owner.linkKeys?.has(column) === true ? 'cascade' : 'restrict'
  const rule = list.onDelete as OnDelete
  if (!RULES.includes(rule)) {
    throw new BadRelationship(target.name, list.name, `onDelete ${String(rule)} is not 'restrict', 'cascade' or 'set null'`)
  }
  if (rule === 'set null' && !column.info.nullable) {
    throw new BadRelationship(target.name, list.name, `onDelete 'set null' needs a nullable foreign key, and ${owner.name}.${column.prop} is not`)
  }
  return rule
}
