import type { EntityManager } from '@mikro-orm/core'
import { errors, HookQuery, type ModelType } from '../../lib/index.ts'
import { fieldValue } from '../../lib/model/field-value.ts'
import type { Link } from '../../lib/model/model-meta.ts'
import { hasBeforeCommit } from '../hooks/commit-hooks.ts'
import { hasInputHook, processInput } from '../hooks/input-hooks.ts'
import type { Kwargs } from '../hooks/types.ts'
import type { ModelResource } from '../resources/model-resource.ts'
import type { NestedSet } from './nested-input.ts'
import { toFilterQuery } from './to-filter-query.ts'
import type { Values } from './write-request.ts'

// A many-to-many's links are records of its join model (TaskTag): where that model has a
// resource of its own, a link made or removed through the relationship goes through that
// resource's POST or DELETE hooks (and beforeCommit), as a POST or DELETE of the join record
// would. Its rules (who may link what) then hold whichever way the link is written.

/**
 * A new link's values as the join resource's POST hook leaves them: its own columns as the hook
 * sets them, the two keys always the link's. A refusal names the linked record's path (`tags.1: ...`).
 */
export async function hookedLink (link: ModelResource, through: Link, values: Values, at: string): Promise<Values> {
  if (!hasInputHook(link, 'post')) return values
  let data: Record<string, unknown>
  try {
    ({ data = values } = await processInput(link, 'post', { data: { ...values } }))
  } catch (error) {
    throw errors.hookFailureAt(at, error)
  }
  const hooked: Values = {}
  for (const column of through.meta.columns) if (data[column.prop] !== undefined) hooked[column.prop] = data[column.prop]
  return { ...hooked, [through.source.prop]: values[through.source.prop], [through.target.prop]: values[through.target.prop] }
}

/** Whether removing links must read them first: the join resource has a DELETE hook or beforeCommit, or requires If-Match. */
export function linksAsked (set: NestedSet): boolean {
  const link = set.link
  return set.linkUnguarded === true || (link !== undefined && (hasInputHook(link, 'delete') || hasBeforeCommit(link, 'delete')))
}

/**
 * The join resource's DELETE hook, for each link a write removes: a refusal, or a query that
 * hides the link, refuses the whole write; a join type that requires If-Match is refused with 428
 * unless the parent's tag covers the relationship (NestedSet `linkUnguarded`). `at` names the
 * removal (`tags`, or `tags.remove.0`).
 */
export async function checkUnlinkable (em: EntityManager, set: NestedSet, join: ModelType, links: readonly object[], at: string): Promise<void> {
  if (links.length === 0) return
  const through = set.relation.through as Link
  const meta = through.meta
  if (set.linkUnguarded === true) throw errors.nestedPreconditionRequired(at, meta.name)
  const link = set.link
  if (link === undefined || !hasInputHook(link, 'delete')) return
  for (const row of links) {
    const given = new HookQuery(join)
    const parts = meta.primaryKeys.map(column => fieldValue(row, column.prop))
    meta.primaryKeys.forEach((column, index) => given.conditions.push({ column, op: 'eq', value: parts[index] }))
    const kwargs: Kwargs = { id: (parts.length === 1 ? parts[0] : parts) as Kwargs['id'] }
    let query = given
    try {
      ({ query = given } = await processInput(link, 'delete', { query: given, data: {} }, kwargs))
    } catch (error) {
      throw errors.hookFailureAt(at, error)
    }
    // The hook left the key alone (it narrows the query it is given in place): nothing more to find out.
    if (query === given && given.conditions.length === parts.length) continue
    if (await em.count(join, toFilterQuery(query.conditions, link.db.dialect) as never) === 0) {
      throw new errors.Conflict(`${at}: the link to ${set.relation.target} ${String(fieldValue(row, through.target.prop))} may not be removed by this request`)
    }
  }
}
