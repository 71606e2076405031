import { errors, FILTER_OPS, toCamelCase, type Condition, type FilterOp } from '../../lib/index.ts'
import type { ColumnMeta, RelationshipMeta } from '../../lib/model/model-meta.ts'
import type { RelatedCondition, WhereNode } from '../../lib/read/condition.ts'
import { refusedOp } from '../../lib/columns/kinds/index.ts'
import { coerceValue } from '../../lib/validate/coerce.ts'
import type { FieldAccess } from './field-access.ts'
import { checkPattern } from './like-pattern.ts'
import { QUERY_LIMITS } from './limits.ts'
import type { PathStep, RelatedTypes } from './related-types.ts'

/** What one collection query's filters share: the related types, the conditions counted so far, the steps a hook narrows. */
export class FilterScope {
  readonly types: RelatedTypes
  readonly steps: PathStep[] = []
  private conditions = 0

  constructor (types: RelatedTypes) {
    this.types = types
  }

  /** Counts one field comparison (a plain filter or one in `where`) against the query's bound. */
  count (): void {
    if (++this.conditions > QUERY_LIMITS.conditions) throw new errors.BadQuery(`A query may have at most ${QUERY_LIMITS.conditions} conditions`)
  }

  /**
   * A condition on the records of `relation` matching `where`, its hook's conditions filled later.
   * One without a field of its own (`{"books": {"some": {}}}`) counts as a condition: it is a
   * subquery per record all the same.
   */
  related (kind: RelatedCondition['kind'], relation: RelationshipMeta, where: WhereNode[]): RelatedCondition {
    if (where.length === 0) this.count()
    const node: RelatedCondition = { kind, relation, where, narrowing: [] }
    this.steps.push(node)
    return node
  }
}

/** The column `name` (either spelling) of `access`'s type, or a 400 naming it. */
export function columnNamed (access: FieldAccess, name: string): ColumnMeta {
  const meta = access.model
  const column = meta.columnsByProp.get(toCamelCase(name)) ?? meta.columns.find(candidate => candidate.name === name)
  if (column === undefined) throw new errors.BadQuery(`${name} is not a column in ${meta.name}`)
  return column
}

/** Checks a path's length (relationship levels, `where`'s nested ones included). */
export function checkHops (hops: number, name: string): void {
  if (hops > QUERY_LIMITS.pathHops) throw new errors.BadQuery(`${name}: a path may go through at most ${QUERY_LIMITS.pathHops} relationships`)
}

function isObject (value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function valueOf (column: ColumnMeta, name: string, value: unknown): unknown {
  const coerced = coerceValue(column.info, value)
  if (!coerced.ok) throw new errors.BadQuery(`${name}: ${coerced.message}`)
  return coerced.value
}

function scalar (value: unknown): boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
}

/** One operator of a field in `where`: `{"ge": 1970}`, `{"in": [1, 2]}`, `{"like": "A%"}`, `{"isnull": true}`. */
function compare (column: ColumnMeta, field: string, op: string, value: unknown): Condition {
  if (!(FILTER_OPS as readonly string[]).includes(op)) throw new errors.BadQuery(`${op} is not a filter operator`)
  const name = `${field}.${op}`
  const refused = refusedOp(column.info, op as FilterOp, field)
  if (refused !== undefined) throw new errors.BadQuery(refused)
  switch (op as FilterOp) {
    case 'isnull':
      if (typeof value !== 'boolean') throw new errors.BadQuery(`${name} must be true or false`)
      return { column, op: 'isnull', value }
    case 'in': case 'notin':
      if (!Array.isArray(value) || !value.every(scalar)) throw new errors.BadQuery(`${name} must be a list of values`)
      if (value.length > QUERY_LIMITS.listValues) throw new errors.BadQuery(`${name} may list at most ${QUERY_LIMITS.listValues} values`)
      return { column, op: op as FilterOp, value: value.map(item => valueOf(column, name, item)) }
    case 'like': case 'ilike': case 'notlike': case 'notilike': {
      if (typeof value !== 'string') throw new errors.BadQuery(`${name} must be a text pattern`)
      checkPattern(name, value)
      const checked = coerceValue({ ...column.info, maxLength: undefined }, value, true)
      if (!checked.ok) throw new errors.BadQuery(`${name}: ${checked.message}`)
      return { column, op: op as FilterOp, value }
    }
    default:
      // null compares by eq and ne only (is null, is not null): nothing is greater than null.
      if (value === null && (op === 'eq' || op === 'ne')) return { column, op, value: null }
      if (!scalar(value)) throw new errors.BadQuery(`${name} must be a value`)
      return { column, op: op as FilterOp, value: valueOf(column, name, value) }
  }
}

/**
 * Reads a `where` object (extensions §1) into condition trees on `access`'s type: its keys are
 * fields, relationships, `and`, `or` and `not`, combined with AND. `depth` is this object's
 * level (the outer one is 1), `hops` the relationship levels above it.
 */
function whereObject (scope: FilterScope, access: FieldAccess, value: unknown, at: string, depth: number, hops: number): WhereNode[] {
  if (depth > QUERY_LIMITS.whereDepth) throw new errors.BadQuery(`where may nest at most ${QUERY_LIMITS.whereDepth} levels`)
  if (!isObject(value)) throw new errors.BadQuery(`${at} must be an object`)
  const nodes: WhereNode[] = []
  for (const [key, item] of Object.entries(value)) {
    const name = at === 'where' ? key : `${at}.${key}`
    if (key === 'and' || key === 'or') {
      if (!Array.isArray(item)) throw new errors.BadQuery(`${name} must be a list of objects`)
      if (depth + 1 > QUERY_LIMITS.whereDepth) throw new errors.BadQuery(`where may nest at most ${QUERY_LIMITS.whereDepth} levels`)
      const items = item.map((entry, index) => {
        // Each branch of an `or` is a condition of its own: the database tries them one by one.
        if (key === 'or') scope.count()
        return conjunction(whereObject(scope, access, entry, `${name}[${index}]`, depth + 1, hops))
      })
      nodes.push({ kind: key, items })
    } else if (key === 'not') {
      nodes.push({ kind: 'not', items: whereObject(scope, access, item, name, depth + 1, hops) })
    } else {
      const relation = access.relationship(key)
      if (relation !== undefined) nodes.push(relatedWhere(scope, access.through(relation, name, 'a filter'), item, name, depth, hops + 1))
      else nodes.push(...fieldWhere(scope, access, key, item, name))
    }
  }
  return nodes
}

function conjunction (nodes: WhereNode[]): WhereNode {
  return nodes.length === 1 ? nodes[0] : { kind: 'and', items: nodes }
}

/** A relationship's value: a nested object (single), or `some` / `none` / `every` objects (list). */
function relatedWhere (scope: FilterScope, relation: RelationshipMeta, value: unknown, name: string, depth: number, hops: number): WhereNode {
  checkHops(hops, name)
  const access = scope.types.access(relation.targetMeta)
  if (relation.kind === 'single') return scope.related('some', relation, whereObject(scope, access, value, name, depth + 1, hops))
  if (!isObject(value) || Object.keys(value).length === 0) throw new errors.BadQuery(`${name} must be an object of some, none or every`)
  const nodes = Object.entries(value).map(([kind, item]) => {
    if (kind !== 'some' && kind !== 'none' && kind !== 'every') throw new errors.BadQuery(`${name}.${kind}: a list relationship takes some, none or every`)
    return scope.related(kind, relation, whereObject(scope, access, item, `${name}.${kind}`, depth + 2, hops))
  })
  return conjunction(nodes)
}

/** A field's value: a scalar (equality), null (is null) or an object of operators. */
function fieldWhere (scope: FilterScope, access: FieldAccess, key: string, value: unknown, name: string): Condition[] {
  const column = access.filter(columnNamed(access, key), name)
  if (value === null) {
    scope.count()
    return [{ column, op: 'isnull', value: true }]
  }
  if (scalar(value)) {
    scope.count()
    return [{ column, op: 'eq', value: valueOf(column, name, value) }]
  }
  if (!isObject(value) || Object.keys(value).length === 0) throw new errors.BadQuery(`${name} must be a value, null or an object of operators`)
  return Object.entries(value).map(([op, operand]) => {
    scope.count()
    return compare(column, name, op, operand)
  })
}

/** The `where` parameter's JSON text, read into condition trees on `access`'s type. */
export function parseWhere (scope: FilterScope, access: FieldAccess, text: string): WhereNode[] {
  if (text.length > QUERY_LIMITS.whereLength) throw new errors.BadQuery(`where may have at most ${QUERY_LIMITS.whereLength} characters`)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new errors.BadQuery('where is not valid JSON')
  }
  return whereObject(scope, access, value, 'where', 1, 0)
}
