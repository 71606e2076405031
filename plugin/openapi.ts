import type { FastifyInstance, RouteOptions } from 'fastify'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { hoistComponents } from './docs/components.ts'
import type { SecurityScheme } from './docs/declared.ts'
import { describeOperation } from './docs/operation.ts'
import { uniqueOperationIds } from './docs/unique-operation-ids.ts'
import { liftParameterStyles } from './docs/parameter-styles.ts'
import { uiDocument } from './docs/ui-document.ts'

export interface OpenApiOptions {
  /** Where the OpenAPI 3.1 document is served; `/openapi.json` by default. */
  path?: string | undefined
  /** Where Swagger UI is served, e.g. `/docs`; none by default. */
  ui?: string | undefined
  info?: { title: string, version: string, description?: string, license?: { name: string, identifier?: string, url?: string } } | undefined
  /** The document's `servers`; `[{ url: '/' }]` (the server that serves the document) by default. */
  servers?: Array<{ url: string, description?: string }> | undefined
}

type Json = Record<string, unknown>

/**
 * Registers @fastify/swagger before the resource routes, so that it collects their schemas
 * (the same ones the routes serialize with), and serves the document unless `serve` is false (it
 * is then served by serveOpenApi in a scope of its own). Every route's operation is completed by
 * describeOperation, then the named schemas become components.
 */
export async function registerOpenApi (app: FastifyInstance, options: OpenApiOptions, serve = true): Promise<void> {
  const schemes: Record<string, SecurityScheme> = {}
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: options.info ?? { title: 'fastify-model-resources API', version: '1.0.0' },
      servers: options.servers ?? [{ url: '/' }],
      components: { securitySchemes: schemes }
    },
    exposeHeadRoutes: true,
    transform: ({ schema, url, route }) => ({ url, schema: describeOperation(schema as Json | undefined, route as RouteOptions, { schemes }) as never }),
    transformObject: document => {
      const openapi = (document as { openapiObject: Json }).openapiObject
      uniqueOperationIds(openapi)
      liftParameterStyles(openapi)
      hoistComponents(openapi)
      return openapi
    },
    // A shared schema's component is named by its $id (`FmrProblem`), not by its position (`def-1`).
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => typeof json.$id === 'string' ? json.$id : `def-${i}` }
  })
  if (serve) await serveOpenApi(app, options)
}

/** The document's route and Swagger UI's, in `scope` (the rate-limited one, when documentation requests count). */
export async function serveOpenApi (scope: FastifyInstance, options: OpenApiOptions): Promise<void> {
  if (options.ui !== undefined) await scope.register(swaggerUi, { routePrefix: options.ui, transformSpecification: document => uiDocument(document as Json) })
  scope.get(options.path ?? '/openapi.json', { schema: { hide: true } }, async () => scope.swagger())
}
