import type { EntityManager } from '@mikro-orm/core'
import { errors, type ModelType } from '../../lib/index.ts'
import { kMeta } from '../../lib/symbols.ts'
import { currentBatch } from './batch-context.ts'
import { isComposite, showKey } from '../../lib/model/record-key.ts'

// Records of one batch never merge: a create that names the id of a record an earlier operation
// of the batch created is a 409 naming both operations, rather than the database's "already
// exists", which names only the later one.

function keyOf (model: ModelType, id: unknown): string {
  return `${model[kMeta].name}\u0000${String(id)}`
}

/** Inside a batch, notes that the running operation created the record of `model` with `id`. */
export function noteCreated (model: ModelType, ids: readonly unknown[]): void {
  const batch = currentBatch()
  if (batch === undefined) return
  for (const id of ids) if (!batch.created.has(keyOf(model, id))) batch.created.set(keyOf(model, id), batch.index)
}

/**
 * Before a create with a given id, inside a batch: the id of a record an earlier operation created,
 * and that still exists in the batch's transaction, is a 409 naming both operations.
 */
export async function refuseCreatedTwice (em: EntityManager, model: ModelType, id: unknown): Promise<void> {
  const batch = currentBatch()
  const first = batch?.created.get(keyOf(model, id))
  if (batch === undefined || first === undefined || first === batch.index) return
  const meta = model[kMeta]
  const parts = isComposite(meta) ? id as unknown[] : [id]
  if (await em.count(model, Object.fromEntries(meta.primaryKeys.map((column, index) => [column.prop, parts[index]])) as never) === 0) return
  throw new errors.Conflict(`operations ${first} and ${batch.index} create the same ${meta.name} (${meta.primaryKeys.map(column => column.prop).join(', ')} ${showKey(meta, id)})`)
}
