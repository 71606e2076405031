import type { ColumnMeta, ComputedMeta, ModelMeta, RelationshipMeta } from '../model/model-meta.ts'
import { toCamelCase } from '../model/case.ts'
import { UnknownSerialField } from '../errors.ts'
import { encoderFor, type Encoder } from './encode.ts'
import type { SerialOverrides, SerialSettings } from './serial-settings.ts'

export type PlannedField =
  | { kind: 'column', key: string, column: ColumnMeta, encode: Encoder, writeOnly: boolean }
  | { kind: 'computed', key: string, computed: ComputedMeta }
  | { kind: 'relation', key: string, relation: RelationshipMeta, plan: SerialPlan }

/** Which fields of a record are written, in order, and how deep its relationships go. */
export interface SerialPlan {
  model: ModelMeta
  fields: PlannedField[]
  relations: Array<PlannedField & { kind: 'relation' }>
  /**
   * The columns a read for this plan needs, in declared order (a client's field selection
   * narrows them, see select-plan.ts); every column when absent.
   */
  reads?: readonly ColumnMeta[]
}

/** Cross-type paths stop here even without a back-reference, so that no plan is infinite. */
const MAX_DEPTH = 10
const DEFAULT_JOIN_DEPTH = 10

function isInverse (a: RelationshipMeta, b: RelationshipMeta): boolean {
  if (a.model !== b.targetMeta || a.targetMeta !== b.model) return false
  // Two many-to-many sides: the same join, read the other way.
  if (a.through !== undefined || b.through !== undefined) {
    return a.through?.meta === b.through?.meta && a.through?.source === b.through?.target && a.through?.target === b.through?.source
  }
  return a.local.name === b.remote.name && a.remote.name === b.local.name
}

function mayFollow (relation: RelationshipMeta, path: RelationshipMeta[]): boolean {
  if (path.length >= MAX_DEPTH) return false
  const last = path[path.length - 1]
  if (last !== undefined && isInverse(relation, last)) return false // the loop guard
  const depth = path.filter(step => step === relation).length
  return depth < (relation.joinDepth ?? DEFAULT_JOIN_DEPTH)
}

function defaultFields (model: ModelMeta, stoplist: readonly string[]): string[] {
  const stopped = new Set(stoplist.map(toCamelCase))
  return [
    ...model.columns.map(column => column.prop),
    ...model.computed.map(field => field.name),
    ...model.relationships.map(relation => relation.name)
  ].filter(name => !stopped.has(name))
}

export interface PlanOptions extends SerialOverrides {
  /** The model's own serial class variables. */
  settings: (model: ModelMeta) => SerialSettings
}

type RelationFields = Readonly<Record<string, readonly string[] | null>>

/** The field list `map` gives `target` (null: the target's own settings), or undefined when it names none. */
function named (map: RelationFields | undefined, target: string): readonly string[] | null | undefined {
  return map !== undefined && Object.hasOwn(map, target) ? map[target] : undefined
}

interface Walk extends PlanOptions {
  /** The SERIAL_FIELD_RELATIONS of the enclosing types, the root first and the nearest last. */
  enclosing: RelationFields[]
}

/**
 * Builds the serial plan of a record type once, from its serial settings and any overrides:
 * SERIAL_FIELDS (exact order, stoplist ignored) or all fields less SERIAL_STOPLIST; back-references
 * and depth bounded. The fields of a related type: those the overrides' serialFieldRelations name,
 * else those of the nearest enclosing type whose SERIAL_FIELD_RELATIONS names it (an intermediate
 * type's limits hold however deep it is nested), else the type's own. The overrides take the
 * place of the root's own SERIAL_FIELD_RELATIONS.
 */
export function buildPlan (model: ModelMeta, options: PlanOptions): SerialPlan {
  const own = options.settings(model)
  const root = options.serialFieldRelations ?? own.SERIAL_FIELD_RELATIONS ?? {}
  return planFor(model, options.serialFields ?? own.SERIAL_FIELDS, [], { ...options, enclosing: [root] })
}

function relationFields (target: string, walk: Walk): readonly string[] | null | undefined {
  const chosen = named(walk.serialFieldRelations, target)
  if (chosen !== undefined) return chosen
  for (let index = walk.enclosing.length - 1; index >= 0; index--) {
    const nearest = named(walk.enclosing[index], target)
    if (nearest !== undefined) return nearest
  }
  return undefined
}

function planFor (
  model: ModelMeta,
  fieldList: readonly string[] | undefined | null,
  path: RelationshipMeta[],
  walk: Walk
): SerialPlan {
  const settings = walk.settings(model)
  const names = fieldList ?? settings.SERIAL_FIELDS ?? defaultFields(model, settings.SERIAL_STOPLIST ?? [])
  const fields: PlannedField[] = []
  for (const raw of names) {
    const key = toCamelCase(raw)
    const column = model.columnsByProp.get(key)
    if (column !== undefined) {
      fields.push({ kind: 'column', key, column, encode: encoderFor(column.info), writeOnly: column.info.writeOnly === true })
      continue
    }
    const computed = model.computed.find(field => field.name === key)
    if (computed !== undefined) {
      fields.push({ kind: 'computed', key, computed })
      continue
    }
    const relation = model.relationships.find(candidate => candidate.name === key)
    if (relation === undefined) throw new UnknownSerialField(raw, model.name)
    if (!mayFollow(relation, path)) continue
    const target = relation.targetMeta
    const nested = relationFields(target.name, walk)
    const inner = { ...walk, enclosing: [...walk.enclosing, walk.settings(target).SERIAL_FIELD_RELATIONS ?? {}] }
    fields.push({ kind: 'relation', key, relation, plan: planFor(target, nested, [...path, relation], inner) })
  }
  return { model, fields, relations: fields.filter(field => field.kind === 'relation') }
}
