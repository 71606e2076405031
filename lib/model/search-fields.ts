import { BadSearchField } from '../errors.ts'
import { toCamelCase } from './case.ts'
import type { ModelMeta, SearchField, SearchIndex } from './model-meta.ts'
import type { ModelType } from './model.ts'
import { kMeta } from '../symbols.ts'

const TEXT_KINDS = new Set(['string', 'text'])
const INTEGER_KINDS = new Set(['integer', 'smallinteger', 'biginteger'])
/** A PostgreSQL text-search configuration's name, written into DDL and queries as a literal. */
const LANGUAGE = /^[a-z_][a-z0-9_]*$/
/** What a client names the search by on a searched type (the parameter, the order key). */
const SEARCH_NAMES = new Set(['search', 'relevance'])

/**
 * A model's search index, resolved once its relationships are (a DB binds it): each path is a
 * text column of the type, or `relationship.column` through one single relationship. Undefined
 * when the model declares no search.
 */
export function searchIndexOf (meta: ModelMeta, defaultLanguage = 'simple', paths: readonly string[] = meta.searchPaths): SearchIndex | undefined {
  if (paths.length === 0) return undefined
  const language = meta.searchLanguage ?? defaultLanguage
  if (!LANGUAGE.test(language)) throw new BadSearchField('language', meta.name, `${language} is not a text-search configuration name`)
  // The index is keyed by the record's key (an FTS5 table's rowid on SQLite).
  if (!INTEGER_KINDS.has(meta.primaryKey.info.kind)) throw new BadSearchField(paths[0], meta.name, 'a searched type needs an integer primary key')
  // `search=` and `orderBy=relevance` are the search's on a searched type: a field of either name could not be filtered or ordered by it.
  const hidden = meta.columns.find(column => SEARCH_NAMES.has(column.prop) || SEARCH_NAMES.has(column.name))
  if (hidden !== undefined) {
    const name = SEARCH_NAMES.has(hidden.prop) ? hidden.prop : hidden.name
    throw new BadSearchField(paths[0], meta.name, `${meta.name} has a field named ${name}, which search= and orderBy=relevance would hide on a searched type: rename it`)
  }
  const fields = paths.map(path => searchField(meta, path))
  return { paths: [...paths], fields, language, table: `${meta.tableName}_search` }
}

/** What `new DB()` reads of a resource class: its model, and the fields its `search=` looks in (extensions §13). */
export interface SearchedResource {
  readonly name: string
  readonly modelClass?: ModelType | undefined
  readonly search?: readonly string[] | undefined
}

/**
 * The fields each model's index holds: the model's own `search`, or the `static search` of the
 * resources given to `new DB()` (one list per type: the index is one table, the same for every
 * resource of it). A resource that names other fields than its model, or than another resource
 * of the same type, is refused at startup: its `search=` would look in fields the index lacks.
 */
/** A resource class, or the plugin's `{ resource, urls }` entry of one: the same list serves both. */
export type SearchedEntry = SearchedResource | { readonly resource: SearchedResource }

export function resourceSearchPaths (metas: ReadonlyMap<string, ModelMeta>, entries: readonly SearchedEntry[]): Map<string, readonly string[]> {
  const resources = entries.map(entry => 'resource' in entry ? entry.resource : entry)
  const paths = new Map<string, readonly string[]>()
  const from = new Map<string, string>()
  for (const meta of metas.values()) if (meta.searchPaths.length > 0) { paths.set(meta.name, meta.searchPaths); from.set(meta.name, `the model ${meta.name}`) }
  for (const resource of resources) {
    // `static search = []`: that resource takes no search=, whatever its type's index.
    if (resource.search === undefined || resource.search.length === 0 || resource.modelClass === undefined) continue
    const meta = metas.get(resource.modelClass[kMeta].name)
    if (meta === undefined) throw new BadSearchField(resource.search[0] ?? 'search', resource.modelClass[kMeta].name, `${resource.name} is a resource of a type new DB() was not given`)
    const known = paths.get(meta.name)
    if (known === undefined) {
      paths.set(meta.name, [...resource.search])
      from.set(meta.name, resource.name)
    } else if (!samePaths(known, resource.search)) {
      const path = resource.search.find(item => !known.includes(item)) ?? known.find(item => !resource.search?.includes(item)) as string
      throw new BadSearchField(path, meta.name, `${resource.name} searches ${resource.search.join(', ')}, ${from.get(meta.name) as string} ${known.join(', ')}: a type has one search index, the same fields for all its resources`)
    }
  }
  return paths
}

export function samePaths (a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every(item => b.includes(item))
}

function searchField (meta: ModelMeta, path: string): SearchField {
  const names = path.split('.')
  if (names.length > 2) throw new BadSearchField(path, meta.name, 'a path goes through one single relationship at most')
  let at = meta
  let relation
  if (names.length === 2) {
    relation = meta.relationships.find(candidate => candidate.name === names[0] || candidate.name === toCamelCase(names[0]))
    if (relation === undefined) throw new BadSearchField(path, meta.name, `${names[0]} is not a relationship of ${meta.name}`)
    if (relation.kind !== 'single') throw new BadSearchField(path, meta.name, `${names[0]} is a list relationship: only a single one can be followed`)
    at = relation.targetMeta
  }
  const name = names[names.length - 1]
  const column = at.columnsByProp.get(toCamelCase(name))
  if (column === undefined) throw new BadSearchField(path, meta.name, `${name} is not a column of ${at.name}`)
  if (!TEXT_KINDS.has(column.info.kind)) throw new BadSearchField(path, meta.name, `${name} is not a text column`)
  if (column.info.writeOnly === true) throw new BadSearchField(path, meta.name, `${name} is write-only`)
  return relation === undefined ? { column } : { column, relation }
}
