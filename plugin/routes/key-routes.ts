import type { FastifyInstance } from 'fastify'

/** A record route's path, split, and whether the segments a URL gives its parameters name a key. */
interface KeyRoute { parts: string[], accepts: (params: Record<string, string>) => boolean }

const byApplication = new WeakMap<object, KeyRoute[]>()

/**
 * The application a scope belongs to, as a key: every scope of one Fastify application shares its
 * Node server (`instance.server`, made with the application), so a resource's scope and the scope
 * of the not-found handler find the same routes.
 */
function applicationOf (instance: FastifyInstance): object {
  return instance.server
}

/** Notes a record route of `scope` at `path` (its prefix included), taking the segments `accepts` takes. */
export function noteKeyRoute (scope: FastifyInstance, path: string, accepts: KeyRoute['accepts']): void {
  const application = applicationOf(scope)
  const routes = byApplication.get(application) ?? []
  routes.push({ parts: path.split('/'), accepts })
  byApplication.set(application, routes)
}

/**
 * Whether the record route the router matched `path` to (with `params`) would refuse them as a key:
 * `/books/events` reaches `PUT /books/:id`, whose integer key is never `events`. Another route's
 * parameters are taken as they are.
 */
export function refusedKey (instance: FastifyInstance, path: string, params: Record<string, string>): boolean {
  const parts = path.split('/')
  const route = byApplication.get(applicationOf(instance))?.find(route => route.parts.length === parts.length &&
    route.parts.every((part, index) => part.startsWith(':') ? params[part.slice(1)] !== undefined : part === parts[index]))
  return route !== undefined && !route.accepts(params)
}
