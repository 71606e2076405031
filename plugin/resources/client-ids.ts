import type { ModelType } from '../../lib/index.ts'
import { isGenerated } from '../../lib/model/required.ts'
import { kMeta } from '../../lib/symbols.ts'

/**
 * Whether clients choose a resource's ids: it says so (`static clientIds`), or its type's single
 * key is none the server makes (a BigInteger's, a String's: only an Integer or a UUID key is
 * generated), so only a client can name one. A composite key is the client's in a POST whatever
 * this says; a PUT creates at one only with `clientIds`.
 */
export function clientChosenIds (resource: { clientIds?: boolean, modelClass: ModelType }): boolean {
  const meta = resource.modelClass[kMeta]
  return resource.clientIds === true || (meta.primaryKeys.length === 1 && !isGenerated(meta.primaryKey))
}
