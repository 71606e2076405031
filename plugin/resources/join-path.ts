/** Joins a prefix and a path without doubled or missing slashes: `/`, `api/v2/` and `/api/v2` all work. */
export function joinPath (prefix: string, path: string): string {
  const head = ('/' + prefix).replace(/\/+/g, '/').replace(/\/$/, '')
  return head + '/' + path.replace(/^\/+/, '')
}
