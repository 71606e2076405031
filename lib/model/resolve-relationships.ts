import { BadRelationship } from '../errors.ts'
import type { ColumnMeta, Link, ModelMeta, OrderTerm, RelationshipDef, RelationshipMeta } from './model-meta.ts'
import { kMeta } from '../symbols.ts'
import { markRelationshipKey } from '../sql/select.ts'
import { hasDefault, isRequired } from './required.ts'

function references (column: ColumnMeta, target: ModelMeta): boolean {
  const [table, name] = (column.info.foreignKey ?? '').split('.')
  return table === target.tableName && name === target.primaryKey.name
}

/** The foreign-key column on `owner` that points at `target`: named, or the only one there is. */
function foreignKeyOf (owner: ModelMeta, target: ModelMeta, def: RelationshipDef, where: [string, string]): ColumnMeta {
  if (def.foreignKey !== undefined) {
    const named = owner.columnsByProp.get(def.foreignKey) ?? owner.columns.find(column => column.name === def.foreignKey)
    if (named === undefined) throw new BadRelationship(where[0], where[1], `${owner.name} has no column ${def.foreignKey}`)
    return named
  }
  const candidates = owner.columns.filter(column => references(column, target))
  if (candidates.length !== 1) {
    throw new BadRelationship(where[0], where[1],
      `${owner.name} has ${candidates.length} foreign keys to ${target.tableName}; name one with foreignKey`)
  }
  return candidates[0]
}

/** A list's related records per parent when its declaration sets no `limit`. */
export const DEFAULT_LIST_LIMIT = 100

function orderTerms (target: ModelMeta, orderBy: string | string[] | undefined): OrderTerm[] {
  const names = orderBy === undefined ? [] : Array.isArray(orderBy) ? orderBy : [orderBy]
  const terms = names.map(name => {
    const descending = name.startsWith('-')
    const bare = descending ? name.slice(1) : name
    const column = target.columnsByProp.get(bare) ?? target.columns.find(candidate => candidate.name === bare)
    if (column === undefined) throw new BadRelationship(target.name, bare, 'unknown order-by column')
    return { column, descending }
  })
  // Ties broken by the key: which records make a limited list must not depend on the plan.
  for (const key of target.primaryKeys) if (!terms.some(term => term.column === key)) terms.push({ column: key, descending: false })
  return terms
}

function limitOf (def: RelationshipDef, where: [string, string]): number {
  if (def.limit === undefined) return def.kind === 'single' ? 1 : DEFAULT_LIST_LIMIT
  if (def.kind === 'single') throw new BadRelationship(where[0], where[1], 'limit applies to list relationships only')
  if (!Number.isSafeInteger(def.limit) || def.limit < 1) throw new BadRelationship(where[0], where[1], `limit ${String(def.limit)} is not a positive integer`)
  return def.limit
}

/**
 * A writable relationship's rules: not read-only; a list keeps its orphans only where their key
 * may be null (they are unlinked), and a single's key is not its model's primary key (relinking
 * changes it).
 */
function checkWriting (def: RelationshipDef, foreignKey: ColumnMeta, where: [string, string]): void {
  if (def.writable !== true) {
    if (def.orphans !== undefined) throw new BadRelationship(where[0], where[1], 'orphans applies to writable relationships only')
    return
  }
  if (def.readOnly === true) throw new BadRelationship(where[0], where[1], 'a writable relationship is not read-only')
  if (def.orphans !== undefined && def.orphans !== 'delete' && def.orphans !== 'keep') {
    throw new BadRelationship(where[0], where[1], `orphans ${String(def.orphans)} is not 'delete' or 'keep'`)
  }
  if (def.kind === 'single' && foreignKey.info.primaryKey === true) {
    throw new BadRelationship(where[0], where[1], `a writable single relinks its record: ${foreignKey.name} must not be the primary key`)
  }
  if (def.kind === 'list' && def.orphans === 'keep' && foreignKey.info.nullable !== true) {
    throw new BadRelationship(where[0], where[1], `orphans 'keep' unlinks children: ${foreignKey.name} must be nullable`)
  }
}

/**
 * A many-to-many's join: its model (`through`, or the one made for the pair), and its one foreign
 * key to each side. The keys are marked to cascade (see onDeleteOf).
 */
function linkOf (meta: ModelMeta, target: ModelMeta, def: RelationshipDef, metas: Map<string, ModelMeta>, made: ModelMeta | undefined, where: [string, string]): Link {
  if (def.foreignKey !== undefined || def.onDelete !== undefined) {
    throw new BadRelationship(where[0], where[1], 'a many-to-many has no foreignKey or onDelete of its own: its join model holds the keys')
  }
  if (def.orphans !== undefined) throw new BadRelationship(where[0], where[1], 'a many-to-many unlinks the records a write leaves out, and never deletes them: it takes no orphans')
  if (def.writable === true && def.readOnly === true) throw new BadRelationship(where[0], where[1], 'a writable relationship is not read-only')
  const through = def.manyToMany?.through
  const name = typeof through === 'function' ? through()[kMeta].name : through
  const join = name === undefined ? made : metas.get(name)
  if (join === undefined) throw new BadRelationship(where[0], where[1], `no record type ${String(name)}: add ${String(name)} to new DB(uri, { models })`)
  const keys = (to: ModelMeta): ColumnMeta[] => join.columns.filter(column => references(column, to))
  const [sources, targets] = [keys(meta), keys(target)]
  const self = meta === target
  if (self ? sources.length !== 2 : sources.length !== 1 || targets.length !== 1) {
    throw new BadRelationship(where[0], where[1],
      `${join.name} must hold one foreign key to ${meta.tableName} and one to ${target.tableName} (it has ${sources.length} and ${self ? sources.length : targets.length})`)
  }
  // A self-referential join (a user's friends): the first key is the parent's, the second the related record's.
  const link = { meta: join, source: sources[0], target: self ? sources[1] : targets[0] }
  // A body's links are inserted with the join model's own columns at their defaults: one that
  // must be sent would fail every link at the database (a 500 before), so it is refused here.
  const unfilled = def.writable === true ? join.columns.find(column => column !== link.source && column !== link.target && isRequired(column) && !hasDefault(column)) : undefined
  if (unfilled !== undefined) {
    throw new BadRelationship(where[0], where[1],
      `${join.name}.${unfilled.prop} must be sent and has no default, so a link written through ${where[1]} could not be stored: give it a default or let it be null, or write ${join.name} records through their own resource (writable: false)`)
  }
  join.linkKeys ??= new Set()
  join.linkKeys.add(link.source).add(link.target)
  return link
}

/**
 * Joins every declared relationship of `meta` to its target among `metas`, once, at binding.
 * `joins`: the join models made for many-to-many relationships that name none (joinModels).
 */
export function resolveRelationships (meta: ModelMeta, metas: Map<string, ModelMeta>, joins = new Map<RelationshipDef, ModelMeta>()): RelationshipMeta[] {
  return Object.entries(meta.relationshipDefs).map(([name, def]) => {
    const target = typeof def.target === 'function' ? def.target()[kMeta].name : def.target
    const targetMeta = metas.get(target)
    if (targetMeta === undefined) throw new BadRelationship(meta.name, name, `no record type ${target}: add ${target} to new DB(uri, { models })`)
    const where: [string, string] = [meta.name, name]
    if (def.manyToMany !== undefined) {
      const through = linkOf(meta, targetMeta, def, metas, joins.get(def), where)
      return {
        ...def,
        kind: 'list' as const,
        target,
        name,
        model: meta,
        targetMeta,
        local: meta.primaryKey,
        remote: through.source,
        order: orderTerms(targetMeta, def.orderBy),
        limit: limitOf(def, where),
        through
      }
    }
    const single = def.kind === 'single'
    const foreignKey = single ? foreignKeyOf(meta, targetMeta, def, where) : foreignKeyOf(targetMeta, meta, def, where)
    checkWriting(def, foreignKey, where)
    // Nested records are matched by their one-column id: a composite key's records are written through their own resource.
    if (def.kind === 'list' && def.writable === true && targetMeta.primaryKeys.length > 1) {
      throw new BadRelationship(meta.name, name, `${target} has a composite key (${targetMeta.primaryKeys.map(column => column.prop).join(', ')}): its records are written through their own resource, not nested`)
    }
    markRelationshipKey(single ? meta : targetMeta, foreignKey)
    return {
      ...def,
      target,
      name,
      model: meta,
      targetMeta,
      local: single ? foreignKey : meta.primaryKey,
      remote: single ? targetMeta.primaryKey : foreignKey,
      order: orderTerms(targetMeta, def.orderBy),
      limit: limitOf(def, where)
    }
  })
}
