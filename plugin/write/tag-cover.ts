import type { EntityManager } from '@mikro-orm/core'
import { errors, type DB } from '../../lib/index.ts'
import type { Link } from '../../lib/model/model-meta.ts'
import { kMeta } from '../../lib/symbols.ts'
import type { NestedSet } from './nested-input.ts'
import { shownChildren, shownCount } from './shown.ts'

/**
 * A parent's If-Match covers the records its answer shows (NestedSet `covered`), and no others: a
 * record of a type that requires If-Match, changed or removed through the parent, must be one of
 * them. A list cut at its limit shows only its first records, so none of it is covered; through a
 * many-to-many, a record not linked now was never shown. Only the records the caller may read
 * count (shown.ts): a child its type's GET hook hides neither cuts the list nor is covered. Else
 * 428 naming the record (`items`: each one's path and key), nothing written.
 */
export async function checkCovered (em: EntityManager, db: DB, set: NestedSet, parentId: unknown, items: ReadonlyArray<{ at: string, id: unknown }>): Promise<void> {
  if (set.covered !== true || items.length === 0 || set.relation.kind === 'single') return
  const { relation } = set
  const name = set.model[kMeta].name
  const through = relation.through as Link | undefined
  if (through === undefined) {
    const shown = shownChildren(db, set, { [relation.remote.prop]: parentId })
    if (await em.count(set.model, shown as never) > relation.limit) throw errors.nestedPreconditionRequired(items[0].at, name)
    return
  }
  if (await shownCount(em, db, set, parentId) > relation.limit) throw errors.nestedPreconditionRequired(items[0].at, name)
  for (const { at, id } of items) {
    if (await shownCount(em, db, set, parentId, [{ column: through.target, op: 'eq', value: id }]) === 0) throw errors.nestedPreconditionRequired(at, name)
  }
}
