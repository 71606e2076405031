import type { FastifyInstance } from 'fastify'
import { errors, type DB } from '../../lib/index.ts'
import { describe } from '../meta/describe.ts'
import { decoratorsFor } from '../hooks/decorators.ts'
import type { MetaResource } from '../resources/meta-resource.ts'
import type { Method } from '../resources/methods.ts'
import { errorAnswer } from './route-schema.ts'
import { kMeta } from '../../lib/symbols.ts'

/** Which methods a meta request asks for: bare flags (`?get`) or `?method=get`; all when none. */
function wanted (query: Record<string, unknown>, available: string[]): string[] | undefined {
  const names: string[] = []
  for (const [key, value] of Object.entries(query)) {
    if (key === 'method') names.push(...(Array.isArray(value) ? value : [value]).map(String))
    else names.push(key)
  }
  const unknown = names.find(name => !available.includes(name))
  if (unknown !== undefined) throw new errors.BadQuery(`${unknown} is not a method of this resource`)
  return names.length === 0 ? undefined : names
}

/** GET of a meta resource: the description is built once; a request only picks methods from it. */
export function metaRoutes (scope: FastifyInstance, cls: typeof MetaResource, db: DB, url: string): void {
  const description = describe(db, cls.resourceClass, cls.isCollection())
  const available = Object.keys(description.methods)
  const type = cls.resourceClass.modelClass[kMeta].name
  const what = cls.isCollection() ? 'Collection' : 'Single'
  const schema = {
    tags: ['meta'],
    operationId: `describe${type}${what}`,
    summary: `Describe the ${type} ${what.toLowerCase()} resource: its methods, fields and requirements`,
    response: { 200: { type: 'object', description: 'The meta description', additionalProperties: true }, 400: errorAnswer('An unknown method name') }
  }
  scope.get(url, { preHandler: [...decoratorsFor(cls.methodDecorators, 'get')], schema }, async (request, reply) => {
    const names = wanted(request.query as Record<string, unknown>, available)
    const methods = names === undefined
      ? description.methods
      : Object.fromEntries(names.map(name => [name, description.methods[name as Method]]))
    return reply.send({ ...description, methods })
  })
}
