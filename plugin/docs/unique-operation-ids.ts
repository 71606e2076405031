import { pathName } from './operation.ts'

type Json = Record<string, unknown>

const METHODS = ['get', 'head', 'post', 'put', 'patch', 'delete', 'options', 'trace']

/**
 * Makes every operationId of the document unique, in document order: two resources over one
 * record type (`/tasks` and `/task-feed`) would both name their GET `listTask`, a duplicate
 * identifier to a client generator and a deep link Swagger UI cannot open. A taken id keeps its
 * verb and takes the route's path (`listTaskFeed`); a HEAD twin follows its GET (`headListTaskFeed`).
 */
export function uniqueOperationIds (document: Json): void {
  const taken = new Set<string>()
  for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, Json>>)) {
    let get: string | undefined
    for (const method of METHODS) {
      const operation = item[method]
      if (typeof operation?.operationId !== 'string') continue
      let id = operation.operationId
      if (method === 'head' && get !== undefined) id = `head${get.charAt(0).toUpperCase()}${get.slice(1)}`
      if (taken.has(id)) id = `${/^[a-z]*/.exec(id)?.[0] ?? method}${pathName(path.replace(/\{(\w+)\}/g, ':$1'))}`
      for (let n = 2; taken.has(id); n++) id = `${id.replace(/\d+$/, '')}${n}`
      taken.add(id)
      operation.operationId = id
      if (method === 'get') get = id
    }
  }
}
