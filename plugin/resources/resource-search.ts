import { BadSearchField } from '../../lib/errors.ts'
import type { SearchIndex } from '../../lib/model/model-meta.ts'
import { samePaths } from '../../lib/model/search-fields.ts'
import { kMeta } from '../../lib/symbols.ts'
import type { CollectionModelResource } from './collection-model-resource.ts'

/**
 * The search index a collection's `search=` uses: its type's, when the resource declares
 * `static search` or leaves it unset on a type declared with `search`; none for `static search = []`.
 * A resource whose fields are not its type's index (the DB was built without the resource) is a
 * startup error: its `search=` would look in other fields than it says.
 */
export function resourceSearch (cls: typeof CollectionModelResource): SearchIndex | undefined {
  const meta = cls.modelClass[kMeta]
  if (cls.search === undefined) return meta.searchPaths.length > 0 ? meta.search : undefined
  if (cls.search.length === 0) return undefined
  if (meta.search === undefined || !samePaths(meta.search.paths, cls.search)) {
    const path = cls.search.find(item => !(meta.search?.paths ?? []).includes(item)) ?? cls.search[0]
    throw new BadSearchField(path, meta.name, `${cls.name} declares static search, but its type's index ` +
      (meta.search === undefined ? 'does not exist' : `holds ${meta.search.paths.join(', ')}`) + ': give the resource to new DB(url, { models, resources })')
  }
  return meta.search
}
