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

/** The `Link` header of the next page: the same path and query, the next offset; never a scheme or host. */
export function nextLink (request: FastifyRequest, offset: number, pageSize: number): string {
  const [target, search = ''] = request.url.split('?')
  const params = new URLSearchParams(search)
  for (const name of ['offset', 'maxPageSize', 'max_page_size']) params.delete(name)
  params.set('maxPageSize', String(pageSize))
  params.set('offset', String(offset + pageSize))
  return `<${pathOf(target)}?${params.toString()}>; rel="next"`
}
