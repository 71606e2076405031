import type { ColumnMeta } from '../../lib/index.ts'
import { kindOf } from '../../lib/columns/kinds/index.ts'

const PARAMETER = /<\w+:(\w+)>|:(\w+)/g

/**
 * `<int:id>` (the contract's form), `<uuid:id>` or any `:name` to Fastify's `:id`, the one
 * parameter routes read. A URL of several (a composite key's, `<int:taskId>/<int:tagId>`) keeps
 * their names: the routes read them in order.
 */
export function routePath (url: string): string {
  const count = url.match(PARAMETER)?.length ?? 0
  return url.replace(PARAMETER, (_, converted: string | undefined, plain: string | undefined) => count > 1 ? `:${converted ?? plain ?? ''}` : ':id')
}

/** The parameters of a route path, in order. */
export function pathParameters (path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map(match => match[1])
}

/** The path converter of a key column: its kind's own (`uuid`), `int` for an integer, else `string`. */
export function converterOf (column: ColumnMeta): string {
  return kindOf(column.info).pathConverter ?? (kindOf(column.info).wholeNumberKey === true ? 'int' : 'string')
}
