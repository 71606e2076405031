import type { preHandlerAsyncHookHandler, preHandlerHookHandler } from 'fastify'
import type { Method } from '../resources/methods.ts'

export type Decorator = preHandlerHookHandler | preHandlerAsyncHookHandler

/** Access requirements: Fastify preHandlers for every method, or per method. */
export type MethodDecorators = readonly Decorator[] | Partial<Record<Method, readonly Decorator[]>>

/** The decorators that guard one method. */
export function decoratorsFor (decorators: MethodDecorators, method: Method): readonly Decorator[] {
  return Array.isArray(decorators) ? decorators : (decorators as Partial<Record<Method, readonly Decorator[]>>)[method] ?? []
}

/** The contract's `requirements`: the decorators' function names. */
export function requirementNames (decorators: MethodDecorators, method: Method): string[] {
  return decoratorsFor(decorators, method).map(decorator => decorator.name)
}
