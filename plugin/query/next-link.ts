import type { FastifyRequest } from 'fastify'

/**
 * The request target's path alone. An absolute-form target (`GET http://evil.example/books`)
 * loses its scheme and host, and leading `/` or `\` collapse to one `/`: a link starting `//` or
 * `/\` would name another host.
 */
function pathOf (target: string): string {
  const path = target.startsWith('/') ? target : target.replace(/^[^/]*\/\/[^/]*/, '')
  return '/' + path.replace(/^[/\\]+/, '')
}

/** The request's path and query with the page parameters replaced by `page`, as a `Link` rel="next". */
function linkWith (request: FastifyRequest, page: Record<string, string>): string {
  const [target, search = ''] = request.url.split('?')
  const params = new URLSearchParams(search)
  for (const name of ['offset', 'cursor', 'maxPageSize', 'max_page_size']) params.delete(name)
  for (const [name, value] of Object.entries(page)) params.set(name, value)
  return `<${pathOf(target)}?${params.toString()}>; rel="next"`
}

/** The `Link` header of the next page: the same path and query, the next offset; never a scheme or host. */
export function nextLink (request: FastifyRequest, offset: number, pageSize: number): string {
  return linkWith(request, { maxPageSize: String(pageSize), offset: String(offset + pageSize) })
}

/** The `Link` header of the next keyset page: the same path and query, the next cursor (extensions §3). */
export function nextCursorLink (request: FastifyRequest, cursor: string, pageSize: number): string {
  return linkWith(request, { maxPageSize: String(pageSize), cursor })
}
