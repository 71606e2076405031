import type { ColumnMeta, OrderTerm, RelationshipMeta } from '../model/model-meta.ts'
import { toCamelCase } from '../model/case.ts'
import { BadQuery } from '../errors.ts'
import type { PlannedField, SerialPlan } from './plan.ts'
import type { FieldSelection, SelectedOrder } from './selection.ts'
import { readColumns } from '../sql/select.ts'
import { checkClientOrder } from '../columns/kinds/index.ts'

type RelationField = PlannedField & { kind: 'relation' }

/**
 * The fields of `plan` that `selection` keeps (extensions §2), with the columns each level must
 * read. `plan` is what the resource's serial settings show: a name outside it is refused with
 * the same words as a name that does not exist, so a selection reveals nothing the default
 * answer hides (nor that a hidden field exists). A write-only column is never selectable by name.
 */
export function selectPlan (plan: SerialPlan, selection: FieldSelection): SerialPlan {
  return narrowed(plan, selection, undefined)
}

function unknown (name: string, plan: SerialPlan): Error {
  return new BadQuery(`fields: ${name} is not a field of ${plan.model.name}`)
}

function narrowed (plan: SerialPlan, selection: FieldSelection, loadedBy: ColumnMeta | undefined): SerialPlan {
  const byKey = new Map(plan.fields.map(field => [field.key, field]))
  const named = new Set<string>()
  const chosen: PlannedField[] = []
  for (const item of selection.fields) {
    const key = toCamelCase(item.name)
    const field = byKey.get(key)
    if (field === undefined || (selection.mode === 'include' && field.kind === 'column' && field.writeOnly)) throw unknown(item.name, plan)
    if (named.has(key)) throw new BadQuery(`fields: ${item.name} is named twice`)
    named.add(key)
    if (selection.mode === 'exclude') continue
    if (item.nested === undefined) {
      chosen.push(field.kind === 'relation' ? { ...field, plan: withReads(field.plan, field.relation.remote) } : field)
      continue
    }
    if (field.kind !== 'relation') throw new BadQuery(`fields: ${item.name} is not a relationship of ${plan.model.name}`)
    chosen.push(relationField(field, item.name, item.nested))
  }
  const fields = selection.mode === 'include'
    ? chosen
    : plan.fields.filter(field => !named.has(field.key)).map(field => field.kind === 'relation' ? { ...field, plan: withReads(field.plan, field.relation.remote) } : field)
  return finished(plan, fields, loadedBy)
}

/** A relationship with its own selection, and this request's limit and order when given. */
function relationField (field: RelationField, name: string, nested: FieldSelection): RelationField {
  let relation = field.relation
  if (nested.limit !== undefined || nested.orderBy !== undefined) {
    if (relation.kind !== 'list') throw new BadQuery(`fields: limit and orderBy apply to list relationships only, not ${name}`)
    relation = {
      ...relation,
      // The declaration's limit bounds what a request may ask, as maxPageSize bounds a page.
      limit: Math.min(nested.limit ?? relation.limit, relation.limit),
      order: nested.orderBy === undefined ? relation.order : orderOf(field.plan, relation, nested.orderBy)
    }
  }
  return { ...field, relation, plan: narrowed(field.plan, nested, relation.remote) }
}

/** A list's order for this request: columns its default nested answer shows, the primary key last. */
function orderOf (plan: SerialPlan, relation: RelationshipMeta, terms: readonly SelectedOrder[]): OrderTerm[] {
  const order: OrderTerm[] = []
  for (const term of terms) {
    const field = plan.fields.find(candidate => candidate.key === toCamelCase(term.name))
    if (field === undefined || field.kind !== 'column' || field.writeOnly) throw unknown(term.name, plan)
    checkClientOrder(field.column.info, term.name)
    if (!order.some(other => other.column === field.column)) order.push({ column: field.column, descending: term.descending })
  }
  for (const key of relation.targetMeta.primaryKeys) if (!order.some(term => term.column === key)) order.push({ column: key, descending: false })
  return order
}

/** A default nested plan, every level told the columns it reads. */
function withReads (plan: SerialPlan, loadedBy: ColumnMeta): SerialPlan {
  const fields = plan.fields.map(field => field.kind === 'relation' ? { ...field, plan: withReads(field.plan, field.relation.remote) } : field)
  return finished(plan, fields, loadedBy)
}

/**
 * The plan of `fields`, reading what they show, the keys their relationships load by, the key
 * this level is loaded by, and the primary key. A computed field may use any column: a level
 * with one reads them all.
 */
function finished (plan: SerialPlan, fields: PlannedField[], loadedBy: ColumnMeta | undefined): SerialPlan {
  const relations = fields.filter((field): field is RelationField => field.kind === 'relation')
  const { model } = plan
  const readable = readColumns(model)
  if (fields.some(field => field.kind === 'computed')) return { model, fields, relations, reads: readable }
  const needed = new Set<ColumnMeta>(model.primaryKeys)
  if (loadedBy !== undefined) needed.add(loadedBy)
  for (const field of fields) {
    if (field.kind === 'column') needed.add(field.column)
    else if (field.kind === 'relation') needed.add(field.relation.local)
  }
  return { model, fields, relations, reads: readable.filter(column => needed.has(column)) }
}
